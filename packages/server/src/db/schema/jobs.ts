import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { JOB_KINDS, JOB_STATES, type JobKind, type JobState } from '../../contract/jobs';
import { organizations } from './organizations';

/** A job that has not finished: waiting in the queue, or being run by a worker. */
export const UNFINISHED_JOB_STATES = ['queued', 'running'] as const satisfies readonly JobState[];

/**
 * Kinds an organization runs one at a time: a second request while one is unfinished gets that
 * one. An organization audit rewrites the organization's whole audit run, so two at once would
 * only race each other.
 */
export const ONE_AT_A_TIME_JOB_KINDS = ['organization-audit'] as const satisfies readonly JobKind[];

// Written into the statement as literals (constants of this file, never input): an index's
// predicate cannot take parameters.
const literalList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The records `background_jobs_one_unfinished_idx` covers. The index and the insert that relies
 * on it (`insertJobUnlessOneUnfinished`) both use this, so PostgreSQL can match the insert's
 * conflict target to the index and the two cannot drift apart.
 */
export function oneAtATimeUnfinished(kind: AnyPgColumn, state: AnyPgColumn): SQL {
  return sql`${kind} in (${literalList(ONE_AT_A_TIME_JOB_KINDS)}) and ${state} in (${literalList(UNFINISHED_JOB_STATES)})`;
}

/**
 * Long work run off the request path (jobs/): an organization's cash-flow audit, a property
 * import, a report build, an admin's NYC data refresh. The queue (pg-boss) delivers the job to a worker; this row is what the
 * app reads: its state, progress ("n of N"), result and failure reason, kept after the queue has
 * forgotten the job. The id is the queue job's id. `input` holds what the job needs to run again
 * after a restart.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: JOB_KINDS }).notNull(),
    state: text('state', { enum: JOB_STATES }).notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    /** Attempts started (a restart or a retry starts another). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('background_jobs_organization_kind_idx').on(t.organizationId, t.kind, t.createdAt),
    index('background_jobs_unfinished_idx').on(t.state, t.updatedAt),
    // The one-at-a-time rule is the database's, not a check before the insert: simultaneous
    // requests, on one server or several, cannot both store an unfinished job of such a kind.
    // Finished and failed jobs are outside the index, so they never stand in the way of a new one.
    uniqueIndex('background_jobs_one_unfinished_idx').on(t.organizationId, t.kind).where(oneAtATimeUnfinished(t.kind, t.state)),
  ],
);
