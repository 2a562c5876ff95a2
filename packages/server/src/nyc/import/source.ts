import { createReadStream, readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Parser } from 'csv-parse';
import XLSX from 'xlsx';
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

/** A raw row: its cells and the line it started on, or `malformed` with the reason it cannot be read. */
interface RawRow {
  readonly line: number;
  readonly cells: readonly string[];
  readonly malformed?: string;
}

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

function toItems(headers: readonly string[], chunk: readonly RawRow[]): SourceItem[] {
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
    const fields: Record<string, string> = {};
    for (let column = 0; column < headers.length; column += 1) fields[headers[column]!] = cells[column]!;
    items.push({ line, fields });
  }
  return items;
}

async function* recordsAfter(
  headers: readonly string[],
  rest: readonly RawRow[],
  raw: AsyncIterator<readonly RawRow[]>,
): AsyncIterable<readonly SourceItem[]> {
  const first = toItems(headers, rest);
  if (first.length > 0) yield first;
  for (let next = await raw.next(); !next.done; next = await raw.next()) {
    const items = toItems(headers, next.value);
    if (items.length > 0) yield items;
  }
}

/** Everything an object-mode stream has ready, chunk by chunk, until it ends. */
async function* readyChunks<T>(stream: Readable): AsyncGenerator<T[]> {
  for (;;) {
    const chunk: T[] = [];
    for (let item = stream.read() as T | null; item !== null; item = stream.read() as T | null) chunk.push(item);
    if (chunk.length > 0) {
      yield chunk;
      continue;
    }
    if (stream.readableEnded) return;
    if (stream.errored) throw stream.errored;
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        stream.off('readable', onReadable);
        stream.off('end', onReadable);
        stream.off('error', settle);
        if (error) reject(error);
        else resolve();
      };
      const onReadable = () => settle();
      stream.on('readable', onReadable);
      stream.on('end', onReadable);
      stream.on('error', settle);
    });
  }
}

function countNewlines(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) {
    if (!cell.includes('\n')) continue;
    for (const char of cell) if (char === '\n') count += 1;
  }
  return count;
}

/** A CSV record and the line it ends on. */
interface LineRecord {
  readonly record: string[];
  readonly endLine: number;
}

/**
 * csv-parse's stream with each record tagged with the line it ends on: the parser's own line
 * count at the moment the record is complete, which is what its `info` option reports, without
 * the copy of the parser's whole state that option makes for every record.
 */
class LineTaggingParser extends Parser {
  override push(record: unknown, encoding?: BufferEncoding): boolean {
    if (record === null) return super.push(null, encoding);
    const tagged: LineRecord = { record: record as string[], endLine: this.info.lines };
    return super.push(tagged, encoding);
  }
}

/** Streams a CSV (gzip when the name ends in `.gz`) through csv-parse, never holding the file. */
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
  const skipped: RawRow[] = [];
  const parser = new LineTaggingParser({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      const line = typeof error?.lines === 'number' ? error.lines : 0;
      skipped.push({ line, cells: [], malformed: error?.message ?? 'the row cannot be read as CSV' });
      return undefined;
    },
  });
  let stream = input.pipe(counter);
  if (file.toLowerCase().endsWith('.gz')) stream = stream.pipe(createGunzip());
  stream.on('error', (error) => parser.destroy(error));
  input.on('error', (error) => parser.destroy(error));
  stream.pipe(parser);

  async function* rawRows(): AsyncGenerator<RawRow[]> {
    for await (const chunk of readyChunks<LineRecord>(parser)) {
      const rows = skipped.splice(0);
      for (const { record, endLine } of chunk) rows.push({ line: endLine - countNewlines(record), cells: record });
      yield rows;
    }
    if (skipped.length > 0) yield skipped.splice(0);
  }
  const close = () => {
    input.destroy();
    parser.destroy();
  };
  try {
    const found = await positionAfterHeader(file, rawRows(), checkHeaders);
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
