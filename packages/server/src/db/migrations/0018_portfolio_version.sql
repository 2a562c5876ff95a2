ALTER TABLE "organizations" ADD COLUMN "portfolio_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "portfolio_items_property_id_idx" ON "portfolio_items" USING btree ("property_id");--> statement-breakpoint
-- A server may keep an organization's portfolio page while its portfolio_version stays the
-- same (the version is read with every session, so a cached page is never older than the
-- request's own authentication). The database raises the version in the same transaction as
-- every change to what the page shows: an entry added, changed or removed; a change to a
-- property on the page; a saved strategy of the organization changed or removed. No code path
-- can forget it. Statement-level triggers, so a bulk write raises each version once.
CREATE OR REPLACE FUNCTION rei_raise_portfolio_versions(organization_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF organization_ids IS NULL OR cardinality(organization_ids) = 0 THEN
    RETURN;
  END IF;
  -- In id order, so two writes touching several organizations queue instead of deadlocking.
  PERFORM 1 FROM organizations WHERE id = ANY (organization_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE organizations SET portfolio_version = portfolio_version + 1 WHERE id = ANY (organization_ids);
END;
$$;
--> statement-breakpoint
-- portfolio_items and strategies: the organizations of the rows written.
CREATE OR REPLACE FUNCTION rei_portfolio_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rei_raise_portfolio_versions(ARRAY(SELECT DISTINCT organization_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM rei_raise_portfolio_versions(ARRAY(SELECT organization_id FROM new_rows UNION SELECT organization_id FROM old_rows));
  ELSE
    PERFORM rei_raise_portfolio_versions(ARRAY(SELECT DISTINCT organization_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- properties: every organization whose portfolio holds a changed property (a deleted property's
-- entries go with it, which their own trigger reports).
CREATE OR REPLACE FUNCTION rei_portfolio_properties_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rei_raise_portfolio_versions(ARRAY(
    SELECT DISTINCT pi.organization_id FROM portfolio_items pi JOIN new_rows changed ON changed.id = pi.property_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER portfolio_items_version_insert AFTER INSERT ON "portfolio_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_portfolio_rows_changed();
--> statement-breakpoint
CREATE TRIGGER portfolio_items_version_update AFTER UPDATE ON "portfolio_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_portfolio_rows_changed();
--> statement-breakpoint
CREATE TRIGGER portfolio_items_version_delete AFTER DELETE ON "portfolio_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_portfolio_rows_changed();
--> statement-breakpoint
CREATE TRIGGER strategies_version_update AFTER UPDATE ON "strategies"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_portfolio_rows_changed();
--> statement-breakpoint
CREATE TRIGGER strategies_version_delete AFTER DELETE ON "strategies"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_portfolio_rows_changed();
--> statement-breakpoint
CREATE TRIGGER properties_version_update AFTER UPDATE ON "properties"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_portfolio_properties_changed();
