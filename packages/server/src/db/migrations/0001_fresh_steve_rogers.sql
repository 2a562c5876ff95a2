CREATE TABLE "nyc_acris_legals" (
	"legal_key" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"bbl" text NOT NULL,
	"property_type" text,
	"street_number" text,
	"street_name" text,
	"unit" text,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "nyc_acris_master" (
	"document_id" text PRIMARY KEY NOT NULL,
	"crfn" text,
	"borough" text,
	"doc_type" text,
	"doc_date" date,
	"doc_amount" numeric(14, 2),
	"recorded_date" date,
	"modified_date" date,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "nyc_acris_parties" (
	"party_key" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"party_type" text,
	"name" text,
	"address_1" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "nyc_addresses" (
	"address_key" text PRIMARY KEY NOT NULL,
	"bbl" text NOT NULL,
	"bin" text,
	"borough" text NOT NULL,
	"house_low" text,
	"house_high" text,
	"house_low_number" integer,
	"house_high_number" integer,
	"street_name" text NOT NULL,
	"zip_code" text,
	"display_address" text NOT NULL,
	"search_text" text NOT NULL,
	"street_text" text NOT NULL,
	"dataset" text NOT NULL,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "nyc_complaints_311" (
	"unique_key" text PRIMARY KEY NOT NULL,
	"bbl" text,
	"created_at" timestamp,
	"closed_at" timestamp,
	"agency" text,
	"complaint_type" text,
	"descriptor" text,
	"status" text,
	"address" text,
	"zip_code" text,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "nyc_evictions" (
	"eviction_key" text PRIMARY KEY NOT NULL,
	"bbl" text,
	"bin" text,
	"borough" text,
	"executed_date" date,
	"address" text,
	"apartment_number" text,
	"residential_commercial" text,
	"marshal_name" text,
	"court_index_number" text,
	"docket_number" text,
	"schedule_status" text,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "nyc_hpd_contacts" (
	"contact_id" integer PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"contact_type" text,
	"corporation_name" text,
	"first_name" text,
	"last_name" text,
	"business_address" text,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "nyc_hpd_registrations" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"building_id" integer,
	"bbl" text NOT NULL,
	"bin" text,
	"house_number" text,
	"street_name" text,
	"zip_code" text,
	"last_registration_date" date,
	"registration_end_date" date,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "nyc_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nyc_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dataset" text NOT NULL,
	"source_id" text NOT NULL,
	"source_file" text NOT NULL,
	"source_date" date,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_inserted" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nyc_lots" (
	"bbl" text PRIMARY KEY NOT NULL,
	"borough" text NOT NULL,
	"block" integer NOT NULL,
	"lot" integer NOT NULL,
	"address" text,
	"zip_code" text,
	"building_class" text,
	"land_use" text,
	"owner_name" text,
	"owner_type" text,
	"lot_area" integer,
	"building_area" integer,
	"commercial_area" integer,
	"residential_area" integer,
	"num_floors" numeric(6, 2),
	"units_residential" integer,
	"units_total" integer,
	"year_built" integer,
	"year_altered1" integer,
	"assess_land" numeric(14, 2),
	"assess_total" numeric(14, 2),
	"exempt_land" numeric(14, 2),
	"exempt_total" numeric(14, 2),
	"zone_dist1" text,
	"zone_dist2" text,
	"latitude" double precision,
	"longitude" double precision,
	"pluto_version" text,
	"import_id" integer,
	"extra" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nyc_permits" (
	"source" text NOT NULL,
	"job_id" text NOT NULL,
	"bbl" text,
	"bin" text,
	"job_type" text,
	"status" text,
	"status_description" text,
	"filed_date" date,
	"latest_action_date" date,
	"description" text,
	"initial_cost" numeric(14, 2),
	"proposed_dwelling_units" integer,
	"import_id" integer,
	"raw" jsonb,
	CONSTRAINT "nyc_permits_source_job_id_pk" PRIMARY KEY("source","job_id")
);
--> statement-breakpoint
CREATE TABLE "nyc_sales" (
	"sale_key" text PRIMARY KEY NOT NULL,
	"bbl" text NOT NULL,
	"borough" text NOT NULL,
	"block" integer NOT NULL,
	"lot" integer NOT NULL,
	"neighborhood" text,
	"building_class_category" text,
	"tax_class_at_present" text,
	"building_class_at_present" text,
	"tax_class_at_sale" text,
	"building_class_at_sale" text,
	"address" text,
	"apartment_number" text,
	"zip_code" text,
	"residential_units" integer,
	"commercial_units" integer,
	"total_units" integer,
	"land_square_feet" integer,
	"gross_square_feet" integer,
	"year_built" integer,
	"sale_price" numeric(14, 2),
	"sale_date" date NOT NULL,
	"dataset" text NOT NULL,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "nyc_soda_cache" (
	"cache_key" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nyc_tax_liens" (
	"lien_key" text PRIMARY KEY NOT NULL,
	"bbl" text NOT NULL,
	"list_month" date NOT NULL,
	"cycle" text,
	"water_debt_only" boolean NOT NULL,
	"tax_class" text,
	"building_class" text,
	"address" text,
	"zip_code" text,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "nyc_violations" (
	"source" text NOT NULL,
	"violation_id" text NOT NULL,
	"bbl" text,
	"bin" text,
	"violation_class" text,
	"status" text NOT NULL,
	"status_detail" text,
	"issued_date" date,
	"closed_date" date,
	"description" text,
	"penalty_imposed" numeric(14, 2),
	"balance_due" numeric(14, 2),
	"import_id" integer,
	"raw" jsonb,
	CONSTRAINT "nyc_violations_source_violation_id_pk" PRIMARY KEY("source","violation_id")
);
--> statement-breakpoint
CREATE INDEX "nyc_acris_legals_bbl_idx" ON "nyc_acris_legals" USING btree ("bbl");--> statement-breakpoint
CREATE INDEX "nyc_acris_legals_document_idx" ON "nyc_acris_legals" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "nyc_acris_parties_document_idx" ON "nyc_acris_parties" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "nyc_addresses_search_idx" ON "nyc_addresses" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "nyc_addresses_street_idx" ON "nyc_addresses" USING btree ("street_text" text_pattern_ops,"house_low_number");--> statement-breakpoint
CREATE INDEX "nyc_addresses_bbl_idx" ON "nyc_addresses" USING btree ("bbl");--> statement-breakpoint
CREATE INDEX "nyc_complaints_311_bbl_idx" ON "nyc_complaints_311" USING btree ("bbl","created_at");--> statement-breakpoint
CREATE INDEX "nyc_evictions_bbl_idx" ON "nyc_evictions" USING btree ("bbl","executed_date");--> statement-breakpoint
CREATE INDEX "nyc_hpd_contacts_registration_idx" ON "nyc_hpd_contacts" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "nyc_hpd_registrations_bbl_idx" ON "nyc_hpd_registrations" USING btree ("bbl");--> statement-breakpoint
CREATE INDEX "nyc_imports_dataset_idx" ON "nyc_imports" USING btree ("dataset","finished_at");--> statement-breakpoint
CREATE INDEX "nyc_lots_borough_block_idx" ON "nyc_lots" USING btree ("borough","block");--> statement-breakpoint
CREATE INDEX "nyc_permits_bbl_idx" ON "nyc_permits" USING btree ("bbl");--> statement-breakpoint
CREATE INDEX "nyc_sales_bbl_idx" ON "nyc_sales" USING btree ("bbl","sale_date");--> statement-breakpoint
CREATE INDEX "nyc_sales_comparables_idx" ON "nyc_sales" USING btree ("borough","neighborhood","building_class_at_sale","sale_date");--> statement-breakpoint
CREATE INDEX "nyc_tax_liens_bbl_idx" ON "nyc_tax_liens" USING btree ("bbl","list_month");--> statement-breakpoint
CREATE INDEX "nyc_violations_bbl_idx" ON "nyc_violations" USING btree ("bbl");