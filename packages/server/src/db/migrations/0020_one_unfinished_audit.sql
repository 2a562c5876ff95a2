-- An organization runs one audit at a time, and from here the database holds that rule: the
-- unique index below admits one queued or running organization audit per organization. Before
-- it, simultaneous requests could each start one, so an organization may hold several. Keep the
-- one furthest along (running before queued, then the newest) and fail the others with a reason
-- the page shows; when their queue jobs come up they find the record finished and do nothing.
UPDATE "background_jobs"
SET "state" = 'failed',
  "error" = 'Another audit of this organization was already under way, so this one was stopped.',
  "finished_at" = now(),
  "updated_at" = now()
WHERE "id" IN (
  SELECT "id"
  FROM (
    SELECT "id",
      row_number() OVER (PARTITION BY "organization_id" ORDER BY ("state" = 'running') DESC, "created_at" DESC, "id" DESC) AS "place"
    FROM "background_jobs"
    WHERE "kind" = 'organization-audit' AND "state" IN ('queued', 'running')
  ) AS "unfinished"
  WHERE "place" > 1
);
--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_one_unfinished_idx" ON "background_jobs" USING btree ("organization_id","kind") WHERE "background_jobs"."kind" in ('organization-audit') and "background_jobs"."state" in ('queued', 'running');
