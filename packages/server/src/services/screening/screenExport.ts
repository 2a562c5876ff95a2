/**
 * A screen's results as a file: CSV through the one CSV writer, or an XLSX sheet
 * (`reports/xlsx/sheetStream.ts`). One row per lot: BBL, address, the buy-box verdict and each
 * criterion's status, the facts used, every calculator input with its source (estimated ones
 * marked), and every output.
 *
 * The file is streamed, since a screen may hold a million lots. The results are read twice in
 * BBL order, a batch at a time: once, packed as stored, for the columns (the union of every lot's
 * facts, inputs, outputs and checks) and the count, then unpacked for the rows, up to the last
 * BBL the first pass saw.
 * A run started again while the file streams makes the file fail rather than mix two runs.
 */
import { Readable } from 'node:stream';
import { csvCommentLine, csvDocument, csvRow, type CsvCell } from '../../reports/csvWriter';
import { xlsxSheetStream } from '../../reports/xlsx/sheetStream';
import type { ScreenResult } from '../../contract/screens';
import type { ScreenRow } from '../../db/queries/screens';
import type { ResultColumns } from './resultLayout';

export interface ScreenExportFile {
  readonly fileName: string;
  readonly contentType: string;
  /** The file's bytes as they are written. */
  readonly body: Readable;
}

/** What the first pass over a screen's results found: every column, how many lots, the last BBL. */
export interface ScreenExportSurvey {
  readonly columns: ResultColumns;
  readonly count: number;
  readonly lastBbl: string | null;
}

/** Where an export reads from: the first pass, the results in BBL order (up to a BBL), and whether the run it began on is still the screen's. */
export interface ScreenExportSource {
  survey(): Promise<ScreenExportSurvey>;
  results(upTo?: string): AsyncIterable<ScreenResult[]>;
  sameRun(): Promise<boolean>;
}

interface Columns {
  facts: string[];
  inputs: string[];
  outputs: string[];
  checks: string[];
}

function header(columns: Columns): string[] {
  return [
    'BBL',
    'Address',
    'Borough',
    'Buy box',
    ...columns.checks.map((metric) => `Buy box: ${metric}`),
    'Skipped because',
    ...columns.facts.map((key) => `Fact: ${key}`),
    ...columns.inputs.flatMap((key) => [`Input: ${key}`, `Input source: ${key}`]),
    ...columns.outputs.map((key) => `Output: ${key}`),
  ];
}

function cells(row: ScreenResult, columns: Columns): CsvCell[] {
  const checks = new Map((row.checks as { metric: string; status: string }[]).map((check) => [check.metric, check.status]));
  return [
    row.bbl,
    row.address,
    row.borough,
    row.passes === null ? 'no buy box' : row.passes ? 'pass' : 'fail',
    ...columns.checks.map((metric) => checks.get(metric) ?? null),
    row.skipped,
    ...columns.facts.map((key) => row.facts[key] ?? null),
    ...columns.inputs.flatMap((key) => {
      const input = row.inputs[key];
      return input ? [input.value, `${input.estimated ? 'estimated: ' : ''}${input.source}`] : [null, null];
    }),
    ...columns.outputs.map((key) => row.outputs?.[key] ?? null),
  ];
}

const safeName = (name: string) => name.replace(/[^A-Za-z0-9 _-]/g, '').trim().replace(/\s+/g, '-').slice(0, 60) || 'screen';

const RUN_CHANGED = 'the screen was run again while its export was written; export it again';

/** The second pass: the results up to the first pass's last BBL, then a check that the run is the same. */
async function* secondPass(source: ScreenExportSource, lastBbl: string | null): AsyncGenerator<ScreenResult[]> {
  if (lastBbl !== null) yield* source.results(lastBbl);
  if (!(await source.sameRun())) throw new Error(RUN_CHANGED);
}

/** The CSV a batch at a time, each chunk whole lines of the one CSV writer. */
async function* csvChunks(note: string, columns: Columns, rows: AsyncIterable<ScreenResult[]>): AsyncGenerator<string> {
  yield csvDocument([csvCommentLine(note), csvRow(header(columns))]);
  for await (const batch of rows) yield csvDocument(batch.map((row) => csvRow(cells(row, columns))));
}

async function* sheetRows(note: string, columns: Columns, rows: AsyncIterable<ScreenResult[]>): AsyncGenerator<CsvCell[][]> {
  yield [[note], header(columns)];
  for await (const batch of rows) yield batch.map((row) => cells(row, columns));
}

/**
 * Streams every result of a screen as CSV or XLSX. The first pass runs before this answers, so a
 * failure to read is an error response, not a cut file.
 */
export async function renderScreenExport(screen: ScreenRow, source: ScreenExportSource, format: 'csv' | 'xlsx'): Promise<ScreenExportFile> {
  const { columns: found, count, lastBbl } = await source.survey();
  const columns: Columns = { facts: [...found.facts], inputs: [...found.inputs], outputs: [...found.outputs], checks: [...found.checks] };
  const fileName = `${safeName(screen.name)}-${screen.id}.${format}`;
  // A running screen's lots grow while the file is written: its count is not promised.
  const lots = screen.state === 'running' || screen.state === 'queued' ? `still ${screen.state}: the lots stored when this file was written` : `${count} lots`;
  const note = `REI screen "${screen.name}" (${screen.strategyType}), ${lots}. Inputs marked "estimated" were sized by a rule from the lot's public record, not observed.`;
  const rows = secondPass(source, lastBbl);
  // Bytes, not objects: an object-mode stream buffers 16 chunks (16 batches) before it waits.
  if (format === 'csv') return { fileName, contentType: 'text/csv; charset=utf-8', body: Readable.from(csvChunks(note, columns, rows), { objectMode: false, highWaterMark: 256 * 1024 }) };
  return { fileName, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: xlsxSheetStream('Screen', sheetRows(note, columns, rows)) };
}
