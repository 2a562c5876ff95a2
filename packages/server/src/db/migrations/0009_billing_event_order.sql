ALTER TABLE "billing_events" ADD COLUMN "object_id" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "event_created_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "billing_events_object_idx" ON "billing_events" USING btree ("object_id","event_created_at");