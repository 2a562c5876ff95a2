-- Tenancy rule, enforced by the database itself: a row that belongs to an organization
-- (portfolio entry, saved strategy, cash-flow audit, forecast) may refer only to a property
-- of that same organization or to a shared demo property. An organization therefore never
-- holds a live reference to another team's property, so leaving or being removed from a team
-- ends every path to that team's data at once. An AI summary belongs to its strategy's
-- organization, and a property never changes organization or demo status.
CREATE OR REPLACE FUNCTION rei_check_property_tenancy() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_organization integer;
  shared_demo boolean;
BEGIN
  SELECT organization_id, is_demo INTO owner_organization, shared_demo FROM properties WHERE id = NEW.property_id;
  -- a missing property is the foreign key's to report
  IF FOUND AND owner_organization <> NEW.organization_id AND NOT shared_demo THEN
    RAISE EXCEPTION 'property % belongs to another organization', NEW.property_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'rei_property_tenancy', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rei_check_summary_tenancy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM strategies WHERE id = NEW.strategy_id AND organization_id <> NEW.organization_id) THEN
    RAISE EXCEPTION 'strategy % belongs to another organization', NEW.strategy_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'rei_property_tenancy', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rei_freeze_property_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.organization_id <> OLD.organization_id OR NEW.is_demo <> OLD.is_demo THEN
    RAISE EXCEPTION 'a property keeps its organization and demo status'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'rei_property_tenancy', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Rows written before the rule existed that break it are references into another team's data: they go.
DELETE FROM "portfolio_items" pi USING "properties" p
  WHERE p.id = pi.property_id AND p.organization_id <> pi.organization_id AND NOT p.is_demo;
--> statement-breakpoint
DELETE FROM "strategies" s USING "properties" p
  WHERE p.id = s.property_id AND p.organization_id <> s.organization_id AND NOT p.is_demo;
--> statement-breakpoint
DELETE FROM "cash_flow_audits" a USING "properties" p
  WHERE p.id = a.property_id AND p.organization_id <> a.organization_id AND NOT p.is_demo;
--> statement-breakpoint
DELETE FROM "cash_flow_forecasts" f USING "properties" p
  WHERE p.id = f.property_id AND p.organization_id <> f.organization_id AND NOT p.is_demo;
--> statement-breakpoint
DELETE FROM "ai_summaries" x USING "strategies" s
  WHERE s.id = x.strategy_id AND s.organization_id <> x.organization_id;
--> statement-breakpoint
CREATE TRIGGER portfolio_items_property_tenancy BEFORE INSERT OR UPDATE OF organization_id, property_id ON "portfolio_items"
  FOR EACH ROW EXECUTE FUNCTION rei_check_property_tenancy();
--> statement-breakpoint
CREATE TRIGGER strategies_property_tenancy BEFORE INSERT OR UPDATE OF organization_id, property_id ON "strategies"
  FOR EACH ROW EXECUTE FUNCTION rei_check_property_tenancy();
--> statement-breakpoint
CREATE TRIGGER cash_flow_audits_property_tenancy BEFORE INSERT OR UPDATE OF organization_id, property_id ON "cash_flow_audits"
  FOR EACH ROW EXECUTE FUNCTION rei_check_property_tenancy();
--> statement-breakpoint
CREATE TRIGGER cash_flow_forecasts_property_tenancy BEFORE INSERT OR UPDATE OF organization_id, property_id ON "cash_flow_forecasts"
  FOR EACH ROW EXECUTE FUNCTION rei_check_property_tenancy();
--> statement-breakpoint
CREATE TRIGGER ai_summaries_strategy_tenancy BEFORE INSERT OR UPDATE OF organization_id, strategy_id ON "ai_summaries"
  FOR EACH ROW EXECUTE FUNCTION rei_check_summary_tenancy();
--> statement-breakpoint
CREATE TRIGGER properties_owner_frozen BEFORE UPDATE OF organization_id, is_demo ON "properties"
  FOR EACH ROW EXECUTE FUNCTION rei_freeze_property_owner();
