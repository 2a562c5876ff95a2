/**
 * The background job records (schema/jobs.ts): created when a job is queued, updated by the
 * worker as it runs, read by the routes within one organization.
 */
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { backgroundJobs, oneAtATimeUnfinished, UNFINISHED_JOB_STATES } from '../schema';

export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;
export type NewBackgroundJob = typeof backgroundJobs.$inferInsert;
export type BackgroundJobKind = BackgroundJobRow['kind'];
export type BackgroundJobState = BackgroundJobRow['state'];

/** Stores a new job record and returns it. */
export async function insertBackgroundJob(db: Database, values: NewBackgroundJob): Promise<BackgroundJobRow> {
  const [row] = await db.insert(backgroundJobs).values(values).returning();
  return row!;
}

/**
 * Stores a new job record, unless the organization already has an unfinished job of the same
 * kind and the kind runs one at a time (`ONE_AT_A_TIME_JOB_KINDS`): then stores nothing and
 * answers undefined. The unique index decides, not a read before the write, so of simultaneous
 * inserts exactly one is stored; on PostgreSQL the others wait for it to commit, then yield.
 */
export async function insertJobUnlessOneUnfinished(db: Database, values: NewBackgroundJob): Promise<BackgroundJobRow | undefined> {
  const [row] = await db
    .insert(backgroundJobs)
    .values(values)
    .onConflictDoNothing({ target: [backgroundJobs.organizationId, backgroundJobs.kind], where: oneAtATimeUnfinished(backgroundJobs.kind, backgroundJobs.state) })
    .returning();
  return row;
}

/** A job by id, whatever its organization (the worker's read). */
export async function findBackgroundJob(db: Database, id: string): Promise<BackgroundJobRow | undefined> {
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)).limit(1);
  return row;
}

/** A job of the organization by id and kind, else undefined (another organization's job is not found). */
export async function findJobOfOrganization(db: Database, organizationId: number, kind: BackgroundJobKind, id: string): Promise<BackgroundJobRow | undefined> {
  const [row] = await db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.organizationId, organizationId), eq(backgroundJobs.kind, kind)))
    .limit(1);
  return row;
}

/** A job of a kind by id, whatever its organization (an installation-wide kind: the NYC refresh). */
export async function findJobOfKind(db: Database, kind: BackgroundJobKind, id: string): Promise<BackgroundJobRow | undefined> {
  const [row] = await db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.kind, kind)))
    .limit(1);
  return row;
}

/** The installation's newest unfinished job of a kind, whatever its organization, if any. */
export async function unfinishedJobOfKind(db: Database, kind: BackgroundJobKind): Promise<BackgroundJobRow | undefined> {
  const [row] = await db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, kind), inArray(backgroundJobs.state, UNFINISHED_JOB_STATES)))
    .orderBy(desc(backgroundJobs.createdAt))
    .limit(1);
  return row;
}

/** The organization's newest job of a kind that has not finished, if any. */
export async function unfinishedJobOf(db: Database, organizationId: number, kind: BackgroundJobKind): Promise<BackgroundJobRow | undefined> {
  const [row] = await db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.organizationId, organizationId), eq(backgroundJobs.kind, kind), inArray(backgroundJobs.state, UNFINISHED_JOB_STATES)))
    .orderBy(desc(backgroundJobs.createdAt))
    .limit(1);
  return row;
}

/** The organization's newest job of a kind, if any. */
export async function latestJobOf(db: Database, organizationId: number, kind: BackgroundJobKind): Promise<BackgroundJobRow | undefined> {
  const [row] = await db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.organizationId, organizationId), eq(backgroundJobs.kind, kind)))
    .orderBy(desc(backgroundJobs.createdAt))
    .limit(1);
  return row;
}

/** An attempt starts: state `running`, progress back to zero, one more attempt counted. */
export async function markJobRunning(db: Database, id: string): Promise<BackgroundJobRow | undefined> {
  const [row] = await db
    .update(backgroundJobs)
    .set({
      state: 'running',
      progressDone: 0,
      error: null,
      attempts: sql`${backgroundJobs.attempts} + 1`,
      startedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(backgroundJobs.id, id), inArray(backgroundJobs.state, UNFINISHED_JOB_STATES)))
    .returning();
  return row;
}

/** Progress of a running job: `done` of `total` units (properties, rows). */
export async function setJobProgress(db: Database, id: string, done: number, total: number | null): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ progressDone: done, progressTotal: total, updatedAt: new Date() })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, 'running')));
}

/** The job finished: its result stored. */
export async function markJobCompleted(db: Database, id: string, result: Record<string, unknown>): Promise<void> {
  const now = new Date();
  await db
    .update(backgroundJobs)
    .set({ state: 'completed', result, error: null, finishedAt: now, updatedAt: now })
    .where(eq(backgroundJobs.id, id));
}

/** The job failed for good: the reason stored. */
export async function markJobFailed(db: Database, id: string, reason: string): Promise<void> {
  const now = new Date();
  await db.update(backgroundJobs).set({ state: 'failed', error: reason, finishedAt: now, updatedAt: now }).where(eq(backgroundJobs.id, id));
}

/** The attempt stopped and the queue will start another (a retry, or after a restart). */
export async function markJobRequeued(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ state: 'queued', error: reason, updatedAt: new Date() })
    .where(and(eq(backgroundJobs.id, id), inArray(backgroundJobs.state, UNFINISHED_JOB_STATES)));
}

/** Jobs not finished whose record has not moved since `before` (candidates for the sweep). */
export async function staleUnfinishedJobs(db: Database, before: Date): Promise<BackgroundJobRow[]> {
  return db
    .select()
    .from(backgroundJobs)
    .where(and(inArray(backgroundJobs.state, UNFINISHED_JOB_STATES), lt(backgroundJobs.updatedAt, before)))
    .limit(500);
}

/** How many jobs are queued or running, in every organization. */
export async function unfinishedJobCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(backgroundJobs)
    .where(inArray(backgroundJobs.state, UNFINISHED_JOB_STATES));
  return row?.count ?? 0;
}
