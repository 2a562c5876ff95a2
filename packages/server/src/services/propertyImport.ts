/**
 * Reading a property import (CSV text or JSON rows) without holding the event loop: the CSV
 * is tokenized a slice at a time and rows are checked in batches, with a yield to other
 * requests between them; reading stops as soon as the row limit is passed; only the first
 * problems are kept, the rest are counted.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { propertyImportRowSchema, type ImportRowError } from '../contract';
import type { NewPropertyRow } from '../db/queries/properties';
import { ApiError, ERROR_CODES } from '../errors';
import { newPropertyValues } from './propertyValues';
import {
  CsvRecordReader,
  PROPERTY_FIELD_LABELS,
  PROPERTY_IMPORT_LISTED_ERRORS,
  PROPERTY_IMPORT_MAX_ROWS,
  checkPropertyFields,
  importTooManyRowsMessage,
  readPropertyCsvHeader,
  readPropertyCsvRow,
  type NewPropertyFields,
  type PropertyCsvHeader,
} from './engine';

/** Characters of CSV tokenized between two yields (a few milliseconds of work). */
const CSV_SLICE_CHARS = 16 * 1024;
/** Rows checked between two yields. */
const ROWS_PER_BATCH = 200;

/** A valid import row and the line it came from. */
export interface ImportRow {
  readonly line: number;
  readonly value: NewPropertyFields;
}

/** The rows read and the problems found (the first ones listed, all counted). */
export interface ImportReading {
  readonly rows: ImportRow[];
  /** The first `PROPERTY_IMPORT_LISTED_ERRORS` problems, in line order. */
  readonly errors: ImportRowError[];
  readonly errorCount: number;
  /** Property rows left out because they have a problem (a row with three problems is one row). */
  readonly invalidRows: number;
  /** A problem with the file itself (its header, its quoting, no rows): no row may be imported. */
  readonly fileProblem: boolean;
}

/** Keeps the first problems and counts all of them, so a bad file never grows the answer. */
class ProblemList {
  readonly listed: ImportRowError[] = [];
  count = 0;
  invalidRows = 0;
  fileProblem = false;

  add(problem: ImportRowError): void {
    this.count += 1;
    if (this.listed.length < PROPERTY_IMPORT_LISTED_ERRORS) this.listed.push({ line: problem.line, field: problem.field, message: problem.message });
  }

  /** A problem that concerns the whole file, so no row may be imported. */
  addFileProblem(problem: ImportRowError): void {
    this.fileProblem = true;
    this.add(problem);
  }

  reading(rows: ImportRow[]): ImportReading {
    return {
      rows,
      errors: [...this.listed].sort((a, b) => a.line - b.line),
      errorCount: this.count,
      invalidRows: this.invalidRows,
      fileProblem: this.fileProblem,
    };
  }
}

/** 413 for an import over the row limit, naming the limit and the rows sent. */
export function tooManyImportRows(rows: number, options: { approximate?: boolean; subject?: string } = {}): ApiError {
  return new ApiError(413, ERROR_CODES.payloadTooLarge, importTooManyRowsMessage(rows, options));
}

/**
 * Property rows left in text the reader has not reached: its non-empty lines, counted a
 * slice at a time. A quoted field may hold a line break, so this is an estimate (the
 * message says "about").
 */
async function linesIn(text: string): Promise<number> {
  const breakChar = text.includes('\n') ? '\n' : '\r';
  let lines = 0;
  let start = 0;
  let sliceEnd = CSV_SLICE_CHARS;
  while (start < text.length) {
    const end = text.indexOf(breakChar, start);
    const stop = end === -1 ? text.length : end;
    // a line of nothing (or the CR of a CRLF pair) is not a row
    if (stop - start > 1 || (stop - start === 1 && text[start] !== '\r')) lines += 1;
    if (end === -1) break;
    start = end + 1;
    if (start >= sliceEnd) {
      sliceEnd = start + CSV_SLICE_CHARS;
      await yieldToEventLoop();
    }
  }
  return lines;
}

/**
 * Reads an import CSV (the engine's grammar, the same the upload screen previews with):
 * a header naming address, city and state, then one property per row. Refuses with 413 as
 * soon as more than `PROPERTY_IMPORT_MAX_ROWS` rows are seen, estimating the total from the
 * lines not read.
 */
export async function readCsvImport(text: string): Promise<ImportReading> {
  const reader = new CsvRecordReader(text);
  const problems = new ProblemList();
  const rows: ImportRow[] = [];
  let header: PropertyCsvHeader | null = null;
  let headerSeen = false;
  let propertyRows = 0;
  let checkedSinceYield = 0;

  while (!reader.done) {
    const records = reader.read(CSV_SLICE_CHARS);
    for (let index = 0; index < records.length; index += 1) {
      const record = records[index]!;
      if (!headerSeen) {
        headerSeen = true;
        const read = readPropertyCsvHeader(record);
        for (const problem of read.errors) problems.addFileProblem(problem);
        // Without the required columns no row can be read: the header problems are the answer.
        if (!read.header) return problems.reading([]);
        header = read.header;
        continue;
      }
      const read = readPropertyCsvRow(header!, record);
      if (read.blank) continue;
      propertyRows += 1;
      if (propertyRows > PROPERTY_IMPORT_MAX_ROWS) {
        const parsedAhead = records.slice(index + 1).filter((r) => r.fields.some((f) => f.trim() !== '')).length;
        throw tooManyImportRows(propertyRows + parsedAhead + (await linesIn(reader.rest())), { approximate: !reader.done });
      }
      for (const problem of read.errors) problems.add(problem);
      const beyond = read.row ? columnProblems(read.row) : [];
      for (const problem of beyond) problems.add(problem);
      if (read.row && read.errors.length === 0 && beyond.length === 0) rows.push(read.row);
      else problems.invalidRows += 1;
      checkedSinceYield += 1;
      if (checkedSinceYield >= ROWS_PER_BATCH) {
        checkedSinceYield = 0;
        await yieldToEventLoop();
      }
    }
    if (!reader.done) await yieldToEventLoop();
  }
  for (const problem of reader.errors) problems.addFileProblem(problem);
  if (!headerSeen) problems.addFileProblem({ line: 1, field: '(file)', message: 'The file is empty.' });
  else if (propertyRows === 0) problems.addFileProblem({ line: header?.line ?? 1, field: '(file)', message: 'The file has a header row but no property rows.' });
  return problems.reading(rows);
}

// JSON import rows may name columns in snake_case, camelCase or as the CSV header words.
const IMPORT_KEYS: Readonly<Record<string, keyof NewPropertyFields>> = {
  address: 'address', city: 'city', state: 'state', zip: 'zip', zipcode: 'zip',
  propertytype: 'propertyType', type: 'propertyType', units: 'units', yearbuilt: 'yearBuilt',
  squarefeet: 'squareFeet', sqft: 'squareFeet', purchaseprice: 'purchasePrice', price: 'purchasePrice',
  monthlyrent: 'monthlyRent', rent: 'monthlyRent',
};
const FIELD_COLUMN: Readonly<Record<keyof NewPropertyFields, string>> = {
  address: 'address', city: 'city', state: 'state', zip: 'zip', propertyType: 'property_type', units: 'units',
  yearBuilt: 'year_built', squareFeet: 'square_feet', purchasePrice: 'purchase_price', monthlyRent: 'monthly_rent',
};

/**
 * Reads JSON import rows (objects keyed by column name; see `IMPORT_KEYS`), checked in
 * batches. Line numbers count as if a header row came first, like a CSV file. Refuses
 * with 413 when there are more than `PROPERTY_IMPORT_MAX_ROWS` rows, before checking any.
 */
export async function readJsonImport(rows: readonly unknown[]): Promise<ImportReading> {
  if (rows.length > PROPERTY_IMPORT_MAX_ROWS) throw tooManyImportRows(rows.length, { subject: 'The request' });
  const problems = new ProblemList();
  const valid: ImportRow[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    if (index > 0 && index % ROWS_PER_BATCH === 0) await yieldToEventLoop();
    const line = index + 2;
    const raw = rows[index];
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      problems.add({ line, field: '(row)', message: 'Each row must be an object of column names and values.' });
      problems.invalidRows += 1;
      continue;
    }
    const mapped: Record<string, string | number | null | undefined> = {};
    let typeProblems = 0;
    for (const [key, value] of Object.entries(raw)) {
      const field = IMPORT_KEYS[key.toLowerCase().replace(/[^a-z0-9]/g, '')];
      if (!field) continue;
      if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number') mapped[field] = value;
      else {
        typeProblems += 1;
        problems.add({ line, field: FIELD_COLUMN[field], message: 'must be text or a number' });
      }
    }
    const checked = checkPropertyFields(mapped);
    for (const error of checked.errors) problems.add({ line, field: FIELD_COLUMN[error.field], message: error.message });
    const row = checked.value && checked.errors.length === 0 && typeProblems === 0 ? { line, value: checked.value } : null;
    const beyond = row ? columnProblems(row) : [];
    for (const problem of beyond) problems.add(problem);
    if (row && beyond.length === 0) valid.push(row);
    else problems.invalidRows += 1;
  }
  return problems.reading(valid);
}

/**
 * The problems of a row the engine read well but the database could not hold as it is (a
 * 3,000,000,000-unit building, a 201-character address): the same rules as the manual form.
 */
function columnProblems(row: ImportRow): ImportRowError[] {
  const result = propertyImportRowSchema.safeParse(row.value);
  if (result.success) return [];
  // One problem per field: the last rule broken is the narrowest (units: a whole number that
  // fits a column, then at most 10,000).
  const byField = new Map<keyof NewPropertyFields, string>();
  for (const issue of result.error.issues) byField.set(issue.path[0] as keyof NewPropertyFields, issue.message);
  return [...byField].map(([field, message]) => ({
    line: row.line,
    field: FIELD_COLUMN[field] ?? String(field),
    message: `${PROPERTY_FIELD_LABELS[field] ?? String(field)} ${message}.`,
  }));
}

/** Rows whose engine metrics are computed between two yields. */
const METRIC_ROWS_PER_BATCH = 25;

/** Column values (with engine metrics) of import rows, a batch at a time with a yield (and `progress`, rows done) between. */
export async function newPropertyValuesInBatches(
  rows: readonly ImportRow[],
  owner: { userId: number; organizationId: number },
  progress?: (done: number) => Promise<void>,
): Promise<NewPropertyRow[]> {
  const values: NewPropertyRow[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    if (index > 0 && index % METRIC_ROWS_PER_BATCH === 0) {
      await progress?.(index);
      await yieldToEventLoop();
    }
    values.push(newPropertyValues(rows[index]!.value, owner));
  }
  return values;
}
