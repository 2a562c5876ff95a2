import { createReadStream, readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import XLSX from 'xlsx';
import { csvRows, type RawRow } from './csvRows';
import { headerKey, type SourceRecord } from './fields';

/** A source row that could not be read as a record of the header's layout. */
export interface MalformedRow {
  readonly line: number;
  readonly malformed: string;
}

/** What a source yields after its header: records, or rows to reject with the reason. */
export type SourceItem = SourceRecord | MalformedRow;

/** An opened source file positioned after its header row. */
export interface Source {
  /** The header row as `headerKey`s. */
  readonly headers: readonly string[];
  /** The 1-based line (CSV) or sheet row (Excel) of the header. */
  readonly headerLine: number;
  /** The rows after the header, in chunks (as many as were ready; never empty). */
  readonly rows: AsyncIterable<readonly SourceItem[]>;
  /** Bytes of the file consumed so far (compressed bytes for `.gz`). */
  bytesRead(): number;
  readonly totalBytes: number;
  /** Stops reading (the file is closed). */
  close(): void;
}

/** The file's layout is not the dataset's: nothing was written. */
export class LayoutError extends Error {
  override readonly name = 'LayoutError';
}

/** How many leading rows may be titles before the header (DOF Excel files have 4–6). */
const MAX_TITLE_ROWS = 12;

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * Finds the header among the first rows (the first row whose keys the dataset accepts),
 * then yields every later non-blank row as a record keyed by header, or as malformed when
 * its field count differs from the header's.
 */
async function positionAfterHeader(
  file: string,
  raw: AsyncIterator<readonly RawRow[]>,
  checkHeaders: (headers: readonly string[]) => string | null,
): Promise<{ headers: string[]; headerLine: number; rows: AsyncIterable<readonly SourceItem[]> }> {
  let firstProblem: string | null = null;
  let seen = 0;
  while (seen < MAX_TITLE_ROWS) {
    const next = await raw.next();
    if (next.done) break;
    const chunk = next.value;
    for (let index = 0; index < chunk.length && seen < MAX_TITLE_ROWS; index += 1) {
      seen += 1;
      const { cells, line, malformed } = chunk[index]!;
      if (malformed !== undefined || isBlank(cells)) continue;
      const headers = cells.map(headerKey);
      const problem = checkHeaders(headers);
      if (problem === null) {
        return { headers, headerLine: line, rows: recordsAfter(headers, chunk.slice(index + 1), raw) };
      }
      firstProblem ??= `line ${line}: ${problem}`;
    }
  }
  throw new LayoutError(
    `${basename(file)} is not in this dataset's layout (no header row found in its first ${MAX_TITLE_ROWS} rows; ${firstProblem ?? 'the file is empty'}).`,
  );
}

/** Builds a record's cells-by-header object from its cells (as many as the header has). */
type FieldsMaker = (cells: readonly string[]) => Record<string, string>;

/**
 * The `FieldsMaker` of a header row: a function compiled once per file that returns one object
 * literal with the header keys in order (each quoted by JSON.stringify), so every record of the
 * file has the same shape, built without a keyed store per cell, and the mappers read it fast.
 * A later duplicate header wins, as with assignment. The keys are `headerKey`s (letters,
 * digits, '#' and spaces), never `__proto__`, which a literal would take for the prototype.
 */
function fieldsMaker(headers: readonly string[]): FieldsMaker {
  const properties = headers.map((header, column) => `${JSON.stringify(header)}: cells[${column}]`).join(', ');
  return new Function('cells', `return { ${properties} };`) as FieldsMaker;
}

function toItems(headers: readonly string[], makeFields: FieldsMaker, chunk: readonly RawRow[]): SourceItem[] {
  const items: SourceItem[] = [];
  for (const { cells, line, malformed } of chunk) {
    if (malformed !== undefined) {
      items.push({ line, malformed });
      continue;
    }
    if (isBlank(cells)) continue;
    if (cells.length !== headers.length) {
      items.push({ line, malformed: `the row has ${cells.length} fields, the header has ${headers.length}` });
      continue;
    }
    items.push({ line, fields: makeFields(cells) });
  }
  return items;
}

async function* recordsAfter(
  headers: readonly string[],
  rest: readonly RawRow[],
  raw: AsyncIterator<readonly RawRow[]>,
): AsyncIterable<readonly SourceItem[]> {
  const makeFields = fieldsMaker(headers);
  const first = toItems(headers, makeFields, rest);
  if (first.length > 0) yield first;
  for (let next = await raw.next(); !next.done; next = await raw.next()) {
    const items = toItems(headers, makeFields, next.value);
    if (items.length > 0) yield items;
  }
}

/**
 * Streams a CSV (gzip when the name ends in `.gz`), never holding the file: plain records by
 * the import's own reader, anything else by csv-parse (see `csvRows`).
 */
async function openCsv(file: string, checkHeaders: (headers: readonly string[]) => string | null): Promise<Source> {
  const totalBytes = statSync(file).size;
  let bytes = 0;
  const input = createReadStream(file, { highWaterMark: 1 << 18 });
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  input.on('error', (error) => counter.destroy(error));
  let stream: Readable = input.pipe(counter);
  if (file.toLowerCase().endsWith('.gz')) {
    const gunzip = createGunzip();
    counter.on('error', (error) => gunzip.destroy(error));
    stream = counter.pipe(gunzip);
  }
  const close = () => {
    input.destroy();
    counter.destroy();
    stream.destroy();
  };
  try {
    const found = await positionAfterHeader(file, csvRows(stream), checkHeaders);
    return { ...found, bytesRead: () => bytes, totalBytes, close };
  } catch (error) {
    close();
    throw error;
  }
}

/** The text of a cell as the sheet shows it ("2,385,000", "6/1/2022"). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * Reads the first sheet of a DOF Excel file (`.xls`, `.xlsx`). These files are small (one
 * borough-year), so the workbook is read whole; cells come as the sheet formats them.
 */
async function openExcel(file: string, checkHeaders: (headers: readonly string[]) => string | null): Promise<Source> {
  const totalBytes = statSync(file).size;
  const workbook = XLSX.read(readFileSync(file), { dense: true });
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!sheet) throw new LayoutError(`${basename(file)} has no worksheet.`);
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  let read = 0;
  async function* rawRows(): AsyncGenerator<RawRow[]> {
    for (let index = 0; index < table.length; index += 1) {
      read = Math.round(((index + 1) / table.length) * totalBytes);
      const row = table[index] ?? [];
      const cells = row.map(cellText);
      while (cells.length > 0 && cells[cells.length - 1]!.trim() === '' && cells.length > headerWidth) cells.pop();
      yield [{ line: range.s.r + index + 1, cells }];
    }
  }
  let headerWidth = Number.POSITIVE_INFINITY;
  const found = await positionAfterHeader(file, rawRows(), (headers) => {
    const problem = checkHeaders(headers);
    if (problem === null) headerWidth = headers.length;
    return problem;
  });
  return { ...found, bytesRead: () => read, totalBytes, close: () => {} };
}

/** Whether the file is one of the DOF Excel layouts (by name). */
export function isExcelFile(file: string): boolean {
  return /\.xlsx?$/i.test(file);
}

/**
 * Opens a source file for a dataset: CSV (optionally `.gz`) streamed, or a DOF Excel sheet.
 * The header row is found among the first rows (title rows before it are skipped); a file
 * without the dataset's header is a `LayoutError` before anything is read further.
 */
export function openSource(file: string, checkHeaders: (headers: readonly string[]) => string | null): Promise<Source> {
  return isExcelFile(file) ? openExcel(file, checkHeaders) : openCsv(file, checkHeaders);
}
