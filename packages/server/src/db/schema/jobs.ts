import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { organizations } from './organizations';

/**
 * Long work run off the request path (jobs/): an organization's cash-flow audit, a property
 * import, a report build. The queue (pg-boss) delivers the job to a worker; this row is what the
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
    kind: text('kind', { enum: ['organization-audit', 'property-import', 'report-build'] }).notNull(),
    state: text('state', { enum: ['queued', 'running', 'completed', 'failed'] }).notNull(),
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
  ],
);
