-- Refresh from NYC Open Data and the lot event log (issue 29): a refresh run is an nyc_imports row
-- that remembers how far it read (the newest :updated_at seen); every change to a lot's record
-- is kept as an event; notification mail can be a daily or weekly digest.
ALTER TABLE "nyc_imports" ADD COLUMN "refreshed_through" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "lot_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bbl" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"dataset" text NOT NULL,
	"import_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lot_events" ADD CONSTRAINT "lot_events_import_id_nyc_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."nyc_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_events_bbl_recorded_idx" ON "lot_events" USING btree ("bbl","recorded_at");
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "digest_sent_at" timestamp with time zone;
