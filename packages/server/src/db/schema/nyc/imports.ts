import { index, integer, jsonb, pgTable, text, timestamp, date } from 'drizzle-orm/pg-core';

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
    /** A refresh from NYC Open Data (`rei refresh`): the newest `:updated_at` it read, where the next one starts. */
    refreshedThrough: timestamp('refreshed_through', { withTimezone: true }),
    /**
     * Where the next refresh resumes, per NYC Open Data source id: the change time and `:id` of the
     * last row this run read (rows are read in that order), so rows sharing a change time are never
     * skipped when a run stops at its row limit in the middle of them.
     */
    refreshCursor: jsonb('refresh_cursor').$type<Record<string, { readonly at: string; readonly id: string }>>(),
  },
  (t) => [index('nyc_imports_dataset_idx').on(t.dataset, t.finishedAt)],
);

/**
 * One change to a lot's public record (a newer sale, more open violations…), kept as it was seen
 * by a refresh or an import: what changed (`kind`, `title`, `body`), when it was recorded, and
 * the dataset and run it came from. The app answers "what changed since a date" from it.
 */
export const lotEvents = pgTable(
  'lot_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bbl: text('bbl').notNull(),
    /** A notification kind: `sale`, `violations`, `permits`, `complaints`, `evictions`, `tax-lien`. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The dataset key of `rei import --help` whose rows brought the change. */
    dataset: text('dataset').notNull(),
    /** The refresh or import run; null once that run's record is gone. */
    importId: integer('import_id').references(() => nycImports.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lot_events_bbl_recorded_idx').on(t.bbl, t.recordedAt)],
);
