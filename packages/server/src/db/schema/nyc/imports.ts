import { index, integer, pgTable, text, timestamp, date } from 'drizzle-orm/pg-core';

/**
 * One run of `rei import <dataset> <file>`: which file fed which dataset, the date the file
 * describes, and what became of its rows. The newest finished run per dataset is the data
 * freshness shown as provenance next to every block of the property page.
 */
export const nycImports = pgTable(
  'nyc_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The dataset key of `rei import --help` (`pluto`, `rolling-sales`, …). */
    dataset: text('dataset').notNull(),
    /** The NYC Open Data id (`64uk-42ks`) or origin named in `--help`. */
    sourceId: text('source_id').notNull(),
    /** The file's base name (never a machine path). */
    sourceFile: text('source_file').notNull(),
    /** The as-of date of the file: the newest record date in it; null when its rows carry no date (PLUTO). */
    sourceDate: date('source_date'),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsInserted: integer('rows_inserted').notNull().default(0),
    rowsUpdated: integer('rows_updated').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    /** 'running' | 'finished' | 'failed' */
    status: text('status').notNull().default('running'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('nyc_imports_dataset_idx').on(t.dataset, t.finishedAt)],
);
