import { createHash } from 'node:crypto';
import { nycDataset, type BoroughCode, type NycDatasetKey } from '@rei/engine';
import { boroughOfBblOrNull } from '../../enrichment/bbl';
import type { NycAddressInput } from '../../address/addressRow';
import type { MappedRecord } from '../dataset';
import {
  bblFrom,
  cell,
  FieldError,
  parseBbl,
  parseDate,
  parseInteger,
  parseTimestamp,
  type SourceRecord,
} from '../fields';

/**
 * Helpers shared by the record mappers (violations, permits, complaints, evictions, liens,
 * registrations, ACRIS, PAD): the never-throw wrapper, the lot's BBL from whichever columns
 * a layout has, the raw source cells, and hashed natural keys.
 */

/**
 * Runs a mapper body and turns a `FieldError` (a cell it cannot read, named in the message)
 * into a rejected row, so `map` never throws. Any other failure is also a rejected row, with
 * its message, because one odd row must never abort an import.
 */
export function mapSafely<Row>(read: () => MappedRecord<Row>): MappedRecord<Row> {
  try {
    return read();
  } catch (error) {
    if (error instanceof FieldError) return { ok: false, reason: error.message };
    return { ok: false, reason: `row could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Where a layout keeps the lot: an optional BBL column and the borough, block and lot columns. */
export interface LotColumns {
  readonly bbl?: readonly string[];
  readonly borough: readonly string[];
  readonly block: readonly string[];
  readonly lot: readonly string[];
}

/**
 * The lot's BBL: the BBL column when it holds a valid BBL, else borough + block + lot.
 * Throws a `FieldError` naming the column when neither gives a lot.
 */
export function lotBbl(record: SourceRecord, columns: LotColumns): string {
  const published = columns.bbl ? parseBbl(cell(record, ...columns.bbl)) : null;
  if (published !== null) return published;
  return bblFrom(cell(record, ...columns.borough), cell(record, ...columns.block), cell(record, ...columns.lot));
}

/**
 * Like `lotBbl` for records that may name no lot (a violation known by BIN only, a 311
 * request at an intersection): null when block or lot is blank or zero. A block or lot that
 * is present but unreadable still throws.
 */
export function optionalLotBbl(record: SourceRecord, columns: LotColumns): string | null {
  const published = columns.bbl ? parseBbl(cell(record, ...columns.bbl)) : null;
  if (published !== null) return published;
  const block = cell(record, ...columns.block);
  const lot = cell(record, ...columns.lot);
  if (block === null || lot === null) return null;
  if (parseInteger(block, 'block') === 0 || parseInteger(lot, 'lot') === 0) return null;
  return bblFrom(cell(record, ...columns.borough), block, lot);
}

/** The borough code of a BBL's first digit (`boroughOfBblOrNull`); a row whose BBL names no borough is a `FieldError`. */
export function boroughOfBbl(bbl: string): BoroughCode {
  const code = boroughOfBblOrNull(bbl);
  if (code === null) throw new FieldError(`BBL "${bbl}" has no borough`);
  return code;
}

/** A date cell as YYYY-MM-DD (null when empty); a bad value is a `FieldError` naming `header`. */
export function dateCell(record: SourceRecord, header: string, ...otherSpellings: string[]): string | null {
  return parseDate(cell(record, header, ...otherSpellings), header);
}

/**
 * A timestamp cell ("05/01/2022 12:00:03 AM", ISO) as the wall-clock time NYC published,
 * carried in a Date's UTC fields for a `timestamp without time zone` column; null when empty.
 */
export function timestampCell(record: SourceRecord, header: string): Date | null {
  const value = cell(record, header);
  const text = parseTimestamp(value, header);
  if (text === null) return null;
  const time = new Date(`${text.replace(' ', 'T')}Z`);
  // parseTimestamp checks the day; an hour of 25 or a minute of 61 shows up here.
  if (Number.isNaN(time.getTime()) || time.toISOString().slice(11, 19) !== text.slice(11, 19)) {
    throw new FieldError(`${header} "${value}" is not a time`);
  }
  return time;
}

/** A whole-number id cell that must be present; a blank or unreadable value is a `FieldError`. */
export function requiredInteger(record: SourceRecord, header: string): number {
  const value = parseInteger(cell(record, header), header);
  if (value === null) throw new FieldError(`${header} is empty`);
  return value;
}

/** The non-empty cells of a record (trimmed, keyed by header key), kept as the row's `raw` copy. */
export function sourceFields(record: SourceRecord): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [header, value] of Object.entries(record.fields)) {
    const trimmed = value.trim();
    if (trimmed !== '') fields[header] = trimmed;
  }
  return fields;
}

/** A stable key for a record without an id of its own: SHA-1 (base64url) of its identifying parts. */
export function hashKey(...parts: readonly (string | null | undefined)[]): string {
  return createHash('sha1')
    .update(parts.map((part) => part ?? '').join('|'))
    .digest('base64url');
}

/** Cells joined with a separator, skipping empty ones; null when all are empty. */
export function joined(separator: string, ...values: readonly (string | null)[]): string | null {
  const present = values.filter((value): value is string => value !== null && value !== '');
  return present.length > 0 ? present.join(separator) : null;
}

/**
 * The lot address a record names, for `nyc_addresses`, or none when the record has no lot or
 * no street. House numbers may be a range (low–high) or one number.
 */
export function lotAddress(input: {
  readonly bbl: string | null;
  readonly bin?: string | null;
  readonly houseLow: string | null;
  readonly houseHigh?: string | null;
  readonly streetName: string | null;
  readonly zipCode?: string | null;
  readonly dataset: string;
}): NycAddressInput[] {
  if (input.bbl === null || input.streetName === null) return [];
  return [
    {
      bbl: input.bbl,
      bin: realBin(input.bin ?? null),
      borough: boroughOfBbl(input.bbl),
      houseLow: input.houseLow,
      houseHigh: input.houseHigh ?? input.houseLow,
      streetName: input.streetName,
      zipCode: input.zipCode ?? null,
      dataset: input.dataset,
    },
  ];
}

/**
 * A BIN, or null for the placeholders DOB uses for "no building number" (the borough digit
 * followed by zeros: 1000000, 3000000) and for anything that is not 7 digits.
 */
export function realBin(value: string | null): string | null {
  if (value === null) return null;
  const text = value.trim().replace(/\.0+$/, '');
  if (!/^[1-5]\d{6}$/.test(text) || /^[1-5]0{6}$/.test(text)) return null;
  return text;
}

/**
 * A dataset definition's key, title and source, read from the engine's dataset table so that
 * `rei import --help`, the import records and the property page name a dataset the same way.
 *
 * @example
 * datasetIdentity('pad') // { key: 'pad', title: 'Property Address Directory', sourceId: 'bc8t-ecyu (PAD zip, bobaadr.txt)' }
 */
export function datasetIdentity<K extends NycDatasetKey>(key: K): { key: K; title: string; sourceId: string } {
  const { title, source } = nycDataset(key);
  return { key, title, sourceId: source };
}
