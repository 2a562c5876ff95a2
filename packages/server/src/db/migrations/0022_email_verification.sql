ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that exist before this migration count as verified (at their creation time). They were
-- made before sign-up asked for a link, so none of them could have verified; marking them
-- unverified would lock every existing member out of accepting invitations until each one
-- followed a mail they never asked for. Accounts that joined from an invitation link, or moved
-- to a new address through an email change, already proved their mailbox; the rest are
-- grandfathered on purpose. New accounts from here on start unverified (NULL).
UPDATE "users" SET "email_verified_at" = "created_at";
