CREATE TABLE "nyc_assessments" (
	"bbl" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"period" text NOT NULL,
	"market_value_total" numeric(14, 2),
	"market_value_land" numeric(14, 2),
	"assessed_value_total" numeric(14, 2),
	"taxable_value" numeric(14, 2),
	"tax_class" text,
	"building_class" text,
	"owner_name" text,
	"import_id" integer,
	CONSTRAINT "nyc_assessments_bbl_fiscal_year_period_pk" PRIMARY KEY("bbl","fiscal_year","period")
);
--> statement-breakpoint
CREATE TABLE "nyc_hpd_complaints" (
	"problem_id" text PRIMARY KEY NOT NULL,
	"complaint_id" text,
	"bbl" text,
	"bin" text,
	"received_date" date,
	"status" text NOT NULL,
	"status_date" date,
	"problem_type" text,
	"major_category" text,
	"minor_category" text,
	"problem_code" text,
	"status_description" text,
	"apartment" text,
	"import_id" integer,
	"raw" jsonb
);
--> statement-breakpoint
CREATE INDEX "nyc_assessments_bbl_idx" ON "nyc_assessments" USING btree ("bbl");--> statement-breakpoint
CREATE INDEX "nyc_hpd_complaints_bbl_idx" ON "nyc_hpd_complaints" USING btree ("bbl","received_date");