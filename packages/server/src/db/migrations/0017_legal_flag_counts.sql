ALTER TABLE "properties" ADD COLUMN "legal_flag_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_organization_legal_flags_idx" ON "properties" USING btree ("organization_id","legal_flag_count" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_organization_legal_flags_asc_idx" ON "properties" USING btree ("organization_id","legal_flag_count","id");--> statement-breakpoint
CREATE INDEX "properties_organization_address_idx" ON "properties" USING btree ("organization_id","address","id");--> statement-breakpoint
CREATE INDEX "properties_organization_address_desc_idx" ON "properties" USING btree ("organization_id","address" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_organization_added_idx" ON "properties" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_organization_added_desc_idx" ON "properties" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cash_flow_audits_run_discrepancy_idx" ON "cash_flow_audits" USING btree ("run_id","discrepancy_percentage" DESC NULLS LAST,"property_id" DESC NULLS FIRST);--> statement-breakpoint
-- Legal Status sorts and filters an organization's properties by how many kinds of legal record
-- their lot has in the imported public record. Counting that on every read cost four index
-- probes per property, so a first page of a 10,000-property organization counted 10,000 lots.
-- The count now lives on the property (legal_flag_count, indexed with the organization) and the
-- database keeps it true: a property's count is taken whenever its lot is set, and every write to
-- the four record tables (an import's upserts, a delete, a truncate) recounts the properties on
-- the lots it touched, in the same transaction. One gap remains: a property added on a lot while
-- a batch writing that lot's records is still uncommitted sees neither the batch's records nor
-- is seen by its recount; it keeps the count it was added with until that lot's records or the
-- property's lot next change.
CREATE OR REPLACE FUNCTION rei_is_foreclosure_doc_type(doc_type text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  -- ACRIS document types that mean a foreclosure (the enrichment's FORECLOSURE_TYPES)
  SELECT doc_type IN ('IDED')
$$;
--> statement-breakpoint
-- Kinds of legal record on a lot (0..4): eviction, tax lien, water lien, foreclosure deed, each once.
CREATE OR REPLACE FUNCTION rei_lot_legal_flag_count(lot text) RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (CASE WHEN lot IS NULL THEN 0 ELSE
    (EXISTS (SELECT 1 FROM nyc_evictions ev WHERE ev.bbl = lot))::int
    + (EXISTS (SELECT 1 FROM nyc_tax_liens tl WHERE tl.bbl = lot AND NOT tl.water_debt_only))::int
    + (EXISTS (SELECT 1 FROM nyc_tax_liens wl WHERE wl.bbl = lot AND wl.water_debt_only))::int
    + (EXISTS (SELECT 1 FROM nyc_acris_legals al JOIN nyc_acris_master am ON am.document_id = al.document_id
        WHERE al.bbl = lot AND rei_is_foreclosure_doc_type(am.doc_type)))::int
  END)::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rei_recount_legal_flags(lots text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF lots IS NULL OR cardinality(lots) = 0 THEN
    RETURN;
  END IF;
  -- Lock the lots' properties in id order before counting: two import batches touching the same
  -- lots then queue instead of deadlocking, and the count below (a new statement, so a new
  -- snapshot) sees what the batch ahead committed.
  PERFORM 1 FROM properties WHERE bbl = ANY (lots) ORDER BY id FOR NO KEY UPDATE;
  -- most imported lots hold no property: then there is nothing to write (and no UPDATE to fire triggers)
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE properties SET legal_flag_count = rei_lot_legal_flag_count(bbl)
    WHERE bbl = ANY (lots) AND legal_flag_count <> rei_lot_legal_flag_count(bbl);
END;
$$;
--> statement-breakpoint
-- After a write to nyc_evictions, nyc_tax_liens or nyc_acris_legals (rows carry their lot).
CREATE OR REPLACE FUNCTION rei_recount_record_lots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rei_recount_legal_flags(ARRAY(SELECT DISTINCT bbl FROM new_rows WHERE bbl IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM rei_recount_legal_flags(ARRAY(SELECT bbl FROM new_rows WHERE bbl IS NOT NULL UNION SELECT bbl FROM old_rows WHERE bbl IS NOT NULL));
  ELSE
    PERFORM rei_recount_legal_flags(ARRAY(SELECT DISTINCT bbl FROM old_rows WHERE bbl IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- After a write to nyc_acris_master: the lots of the documents that are, or were, foreclosures.
CREATE OR REPLACE FUNCTION rei_recount_document_lots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rei_recount_legal_flags(ARRAY(SELECT DISTINCT al.bbl FROM nyc_acris_legals al
      WHERE al.document_id IN (SELECT document_id FROM new_rows WHERE rei_is_foreclosure_doc_type(doc_type))));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM rei_recount_legal_flags(ARRAY(SELECT DISTINCT al.bbl FROM nyc_acris_legals al
      WHERE al.document_id IN (SELECT document_id FROM new_rows WHERE rei_is_foreclosure_doc_type(doc_type)
        UNION SELECT document_id FROM old_rows WHERE rei_is_foreclosure_doc_type(doc_type))));
  ELSE
    PERFORM rei_recount_legal_flags(ARRAY(SELECT DISTINCT al.bbl FROM nyc_acris_legals al
      WHERE al.document_id IN (SELECT document_id FROM old_rows WHERE rei_is_foreclosure_doc_type(doc_type))));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- After a truncate of any of the four tables: counts can only fall, so only non-zero ones are retaken.
CREATE OR REPLACE FUNCTION rei_recount_flagged_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM properties WHERE legal_flag_count > 0 ORDER BY id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  UPDATE properties SET legal_flag_count = rei_lot_legal_flag_count(bbl)
    WHERE legal_flag_count > 0 AND legal_flag_count <> rei_lot_legal_flag_count(bbl);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A property's own count: taken whenever its lot is set, and whatever the app writes to it.
CREATE OR REPLACE FUNCTION rei_count_property_legal_flags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.legal_flag_count := rei_lot_legal_flag_count(NEW.bbl);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
UPDATE "properties" SET "legal_flag_count" = rei_lot_legal_flag_count("bbl") WHERE "bbl" IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER properties_legal_flag_count BEFORE INSERT OR UPDATE OF bbl, legal_flag_count ON "properties"
  FOR EACH ROW EXECUTE FUNCTION rei_count_property_legal_flags();
--> statement-breakpoint
CREATE TRIGGER nyc_evictions_legal_flags_insert AFTER INSERT ON "nyc_evictions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_record_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_evictions_legal_flags_update AFTER UPDATE ON "nyc_evictions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_record_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_evictions_legal_flags_delete AFTER DELETE ON "nyc_evictions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_record_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_evictions_legal_flags_truncate AFTER TRUNCATE ON "nyc_evictions"
  FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_flagged_properties();
--> statement-breakpoint
CREATE TRIGGER nyc_tax_liens_legal_flags_insert AFTER INSERT ON "nyc_tax_liens"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_record_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_tax_liens_legal_flags_update AFTER UPDATE ON "nyc_tax_liens"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_record_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_tax_liens_legal_flags_delete AFTER DELETE ON "nyc_tax_liens"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_record_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_tax_liens_legal_flags_truncate AFTER TRUNCATE ON "nyc_tax_liens"
  FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_flagged_properties();
--> statement-breakpoint
CREATE TRIGGER nyc_acris_legals_legal_flags_insert AFTER INSERT ON "nyc_acris_legals"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_record_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_acris_legals_legal_flags_update AFTER UPDATE ON "nyc_acris_legals"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_record_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_acris_legals_legal_flags_delete AFTER DELETE ON "nyc_acris_legals"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_record_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_acris_legals_legal_flags_truncate AFTER TRUNCATE ON "nyc_acris_legals"
  FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_flagged_properties();
--> statement-breakpoint
CREATE TRIGGER nyc_acris_master_legal_flags_insert AFTER INSERT ON "nyc_acris_master"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_document_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_acris_master_legal_flags_update AFTER UPDATE ON "nyc_acris_master"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_document_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_acris_master_legal_flags_delete AFTER DELETE ON "nyc_acris_master"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_document_lots();
--> statement-breakpoint
CREATE TRIGGER nyc_acris_master_legal_flags_truncate AFTER TRUNCATE ON "nyc_acris_master"
  FOR EACH STATEMENT EXECUTE FUNCTION rei_recount_flagged_properties();
