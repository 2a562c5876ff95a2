-- An audit row names the organization it happened in and the person it was done to, beside the
-- actor: the admin screen shows who did what to whom, where. Both stay when the organization or
-- the person is deleted later (set null), like the actor.
ALTER TABLE "audit_logs" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "target_user_id" integer;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Rows written before: an organization action names its organization as the resource, and the
-- member it touched in its detail.
UPDATE "audit_logs" SET "organization_id" = "resource_id"::integer
  WHERE "resource_type" = 'organization' AND "resource_id" ~ '^[0-9]{1,9}$'
    AND EXISTS (SELECT 1 FROM "organizations" o WHERE o."id" = "resource_id"::integer);--> statement-breakpoint
UPDATE "audit_logs" SET "target_user_id" = COALESCE("detail"->>'removedUserId', "detail"->>'inviteeUserId')::integer
  WHERE COALESCE("detail"->>'removedUserId', "detail"->>'inviteeUserId') ~ '^[0-9]{1,9}$'
    AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = COALESCE("detail"->>'removedUserId', "detail"->>'inviteeUserId')::integer);--> statement-breakpoint
CREATE INDEX "audit_logs_organization_idx" ON "audit_logs" USING btree ("organization_id","timestamp");
