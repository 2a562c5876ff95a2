ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The account the seed creates and the README publishes is the shared demo account.
UPDATE "users" SET "is_demo" = true WHERE "email" = 'demo@rei.local';
