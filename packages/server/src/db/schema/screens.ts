import { bigint, boolean, doublePrecision, index, integer, json, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * What every result of the newest run shares, stored once (`services/screening/resultLayout.ts`):
     * the inputs no lot changes, the outputs' names in the order results store them, the buy box's
     * criteria. Null for a run from before layouts (its results are stored in full).
     */
    resultLayout: jsonb('result_layout').$type<Record<string, unknown>>(),
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

/**
 * One lot of a screen's run: the facts used, the calculator's inputs (labelled) and outputs, the
 * buy-box verdict, packed against the screen's `result_layout` (`resultLayout.ts`): the inputs
 * that are the layout's are left out (`layout_inputs`), the outputs are in `screen_result_outputs`,
 * a check is its value and status. `json`, not `jsonb`: nothing queries inside these columns, and
 * storing the text as written is the cheaper half of a screen's writes.
 */
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
    /** The facts used: by name, or their values in the order of the screen layout's `facts`. */
    facts: json('facts').$type<Record<string, string | number | null> | (string | number | null)[]>().notNull(),
    /** The lot's own inputs: `{ value, estimated, source }` or packed as `[value, source]` / `[value, source, false]`. */
    inputs: json('inputs').$type<Record<string, unknown>>().notNull(),
    /** True when the screen layout's inputs are the lot's too. */
    layoutInputs: boolean('layout_inputs').notNull().default(false),
    /** Every output (a run from before layouts), else only those the layout has no place for. */
    outputs: jsonb('outputs').$type<Record<string, number | null>>(),
    /** The outputs in the order of the screen layout's `outputs`. */
    outputValues: json('output_values').$type<(number | null)[]>(),
    skipped: text('skipped'),
    passes: boolean('passes'),
    checks: json('checks').$type<unknown[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.screenId, t.bbl] })],
);

/**
 * Each screened lot's verdict and outputs' sort keys, alone: what a results page sorts and filters
 * by. The keys are whole numbers in the order of the screen's layout (a run from before layouts
 * has its outputs in `outputs`), so sorting 100,000 results reads narrow rows and an array
 * element, not a JSON document each. The page then reads its 50 full rows by BBL.
 */
export const screenResultOutputs = pgTable(
  'screen_result_outputs',
  {
    screenId: integer('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    bbl: text('bbl').notNull(),
    outputs: jsonb('outputs').$type<Record<string, number | null>>(),
    /** The outputs' sort keys in the layout's order (`sortKey`: to the millionth, as whole numbers). */
    sortKeys: bigint('sort_keys', { mode: 'number' }).array(),
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
