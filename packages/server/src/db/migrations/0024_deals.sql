-- Deals: a named, versioned analysis; each version is a strategies row (deal_id, version).
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"created_by" integer,
	"property_id" integer,
	"name" text NOT NULL,
	"strategy_type" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "deal_id" integer;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "sent_inputs" jsonb;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "input_sources" jsonb;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_organization_updated_idx" ON "deals" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "deals_property_idx" ON "deals" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "strategies_deal_version_idx" ON "strategies" USING btree ("deal_id","version");;--> statement-breakpoint
-- Every strategy saved before becomes a deal of its own, version 1, named by its strategy and
-- its property's address; what was stored as its inputs is what the investor is shown as sent.
ALTER TABLE "deals" ADD COLUMN "backfill_strategy_id" integer;--> statement-breakpoint
INSERT INTO "deals" ("organization_id", "created_by", "property_id", "name", "strategy_type", "current_version", "created_at", "updated_at", "backfill_strategy_id")
  SELECT s."organization_id", s."user_id", s."property_id",
    left(CASE s."strategy_type" WHEN 'buy_hold' THEN 'Buy & hold' WHEN 'fix_flip' THEN 'Fix & flip' WHEN 'wholesale' THEN 'Wholesale'
      WHEN 'creative_financing' THEN 'Creative financing' WHEN 'brrr' THEN 'BRRRR' ELSE s."strategy_type" END || ' – ' || p."address", 120),
    s."strategy_type", 1, s."created_at", s."created_at", s."id"
  FROM "strategies" s JOIN "properties" p ON p."id" = s."property_id"
  WHERE s."deal_id" IS NULL ORDER BY s."id";--> statement-breakpoint
UPDATE "strategies" s SET "deal_id" = d."id", "version" = 1, "sent_inputs" = s."inputs"
  FROM "deals" d WHERE d."backfill_strategy_id" = s."id";--> statement-breakpoint
ALTER TABLE "deals" DROP COLUMN "backfill_strategy_id";
