-- A server on PostgreSQL may keep what it read with a session (the user, their memberships and
-- each organization's portfolio_version) and the properties it found at an address, as long as
-- nothing they were read from has changed (src/db/sharedReadCache.ts). Every change to those
-- tables sends a notice on the channel rei_read_cache_changes when its transaction commits, so
-- every server forgets what it kept. Statement-level triggers: a bulk write sends one notice, and
-- PostgreSQL folds equal notices of one transaction into one. A new session or a new user needs
-- none: no server kept anything for them yet (a new property does: a search may have found none
-- at its address). portfolio_version itself is raised by the triggers of 0018.
CREATE OR REPLACE FUNCTION rei_cached_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rei_read_cache_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_change_notice AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION rei_cached_rows_changed();
--> statement-breakpoint
CREATE TRIGGER users_change_notice AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION rei_cached_rows_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION rei_cached_rows_changed();
--> statement-breakpoint
CREATE TRIGGER organizations_change_notice AFTER UPDATE OR DELETE OR TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION rei_cached_rows_changed();
--> statement-breakpoint
CREATE TRIGGER properties_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION rei_cached_rows_changed();
