import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { NycDatasetKey as DatasetKey } from '@rei/engine';
import type { NycAddressInput } from '../address/addressRow';
import type { SourceRecord } from './fields';

/** The dataset keys of `rei import <dataset>`: the engine's dataset table declares them. */
export { NYC_DATASET_KEYS as DATASET_KEYS, type NycDatasetKey as DatasetKey } from '@rei/engine';

/** What a mapper makes of one source row. */
export type MappedRecord<Row> =
  | {
      readonly ok: true;
      /** The row for the dataset's table (Drizzle insert shape, without `importId`). */
      readonly row: Row;
      /** Addresses of the lot this row names, for address resolution and suggestions. */
      readonly addresses?: readonly NycAddressInput[];
      /** The date the record describes (sale date, issue date…): the newest one is the file's as-of date. */
      readonly recordDate?: string | null;
    }
  | { readonly ok: false; readonly reason: string };

/**
 * One importable dataset: where it comes from, how to tell its layout, how a source row
 * becomes a table row, and the natural key an import upserts on (so importing a file twice
 * leaves the same rows).
 */
export interface DatasetDefinition<Row extends Record<string, unknown> = Record<string, unknown>> {
  readonly key: DatasetKey;
  /** NYC Open Data id(s) or origin, as `--help` lists them: "64uk-42ks (Socrata), DCP PLUTO releases". */
  readonly sourceId: string;
  readonly title: string;
  readonly table: PgTable;
  /** The natural key columns (the table's primary key). */
  readonly conflictTarget: readonly PgColumn[];
  /**
   * Null when the header row is this dataset's layout, else a message naming the columns that
   * are missing (the file is refused before any row is written). Headers arrive as `headerKey`s.
   */
  checkHeaders(headers: readonly string[]): string | null;
  /** Never throws: a row that cannot be read is `{ ok: false, reason }`. */
  map(record: SourceRecord): MappedRecord<Row>;
}

/**
 * `checkHeaders` for the common case: every group must have at least one of its spellings
 * among the headers (groups are alternatives across layouts, e.g. ['block', 'tax block']).
 */
export function requireHeaders(headers: readonly string[], groups: readonly (readonly string[])[]): string | null {
  const present = new Set(headers);
  const missing = groups.filter((group) => !group.some((name) => present.has(name)));
  if (missing.length === 0) return null;
  return `missing column${missing.length > 1 ? 's' : ''}: ${missing.map((group) => group.join(' / ')).join(', ')}`;
}
