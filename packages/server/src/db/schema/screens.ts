import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SCREEN_STATES } from '../../contract/screens';
import { users } from './accounts';
import { organizations } from './organizations';

/**
 * A saved screen (issue 30): the criteria of a list of NYC lots, the calculator they run
 * through, the preset and buy box applied, and the state of its newest run. `job_id` is the
 * background job of that run; a re-run replaces the results and the job.
 */
export const screens = pgTable(
  'screens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    strategyType: text('strategy_type').notNull(),
    presetId: integer('preset_id'),
    /** The preset as it was when the run started (values, locked fields), so a run repeats the same inputs. */
    preset: jsonb('preset').$type<Record<string, unknown>>(),
    buyBox: jsonb('buy_box').$type<Record<string, number>>(),
    state: text('state', { enum: SCREEN_STATES }).notNull(),
    matched: integer('matched'),
    screened: integer('screened').notNull().default(0),
    passing: integer('passing'),
    /** The datasets the run rested on, with their as-of dates. */
    datasets: jsonb('datasets').$type<unknown[]>().notNull().default([]),
    jobId: uuid('job_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('screens_organization_idx').on(t.organizationId, t.createdAt)],
);

/** One lot of a screen's run: the facts used, the calculator's inputs (labelled) and outputs, the buy-box verdict. */
export const screenResults = pgTable(
  'screen_results',
  {
    screenId: integer('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    bbl: text('bbl').notNull(),
    address: text('address'),
    borough: text('borough').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    facts: jsonb('facts').$type<Record<string, string | number | null>>().notNull(),
    inputs: jsonb('inputs').$type<Record<string, { value: number; estimated: boolean; source: string }>>().notNull(),
    outputs: jsonb('outputs').$type<Record<string, number | null>>(),
    skipped: text('skipped'),
    passes: boolean('passes'),
    checks: jsonb('checks').$type<unknown[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.screenId, t.bbl] })],
);

/**
 * Each screened lot's verdict and outputs again, alone: what a results page sorts and filters by.
 * A result's row is about 2 KB (facts, labelled inputs, checks), so sorting 100,000 of them by an
 * output reads 200 MB; these rows are a third of that and sort in tens of milliseconds. The page
 * then reads its 50 full rows by BBL.
 */
export const screenResultOutputs = pgTable(
  'screen_result_outputs',
  {
    screenId: integer('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    bbl: text('bbl').notNull(),
    outputs: jsonb('outputs').$type<Record<string, number | null>>(),
    passes: boolean('passes'),
  },
  (t) => [primaryKey({ columns: [t.screenId, t.bbl] })],
);

/** A screen part's states: queued, running, then completed, failed or cancelled (the screen was). */
export const SCREEN_PART_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;

/**
 * One part of a screen's run (issue 30): the selected lots whose BBL is after `from_bbl` and up to
 * `to_bbl`, screened by a `screen-part` job that any instance's worker picks up. The run's
 * `screen` job plans the parts, waits for them and finishes the screen; `run_id` is that job's
 * id, so a part of an older run (the screen was run again) stops.
 */
export const screenParts = pgTable(
  'screen_parts',
  {
    screenId: integer('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    runId: uuid('run_id').notNull(),
    /** Exclusive: '' for the first part. */
    fromBbl: text('from_bbl').notNull(),
    /** Inclusive. */
    toBbl: text('to_bbl').notNull(),
    /** Lots the criteria selected in the range when the run was planned. */
    lots: integer('lots').notNull(),
    screened: integer('screened').notNull().default(0),
    state: text('state', { enum: SCREEN_PART_STATES }).notNull().default('queued'),
    jobId: uuid('job_id'),
    /** The instance that ran it last (host:pid): where the parts of a run went. */
    ranOn: text('ran_on'),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.screenId, t.part] })],
);
