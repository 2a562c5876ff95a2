-- Deals record the assumption preset (and its version, as it was) each version used (issue 32).
ALTER TABLE "strategies" ADD COLUMN "preset_id" integer;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "preset_version" integer;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "preset" jsonb;--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_preset_id_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."presets"("id") ON DELETE set null ON UPDATE no action;