/**
 * A screen's results as a file: CSV through the one CSV writer, or an XLSX sheet (exceljs's
 * streaming writer). One row per lot: BBL, address, the buy-box verdict and each criterion's
 * status, the facts used, every calculator input with its source (estimated ones marked), and
 * every output.
 *
 * The file is streamed: a screen may hold a million lots, and the whole of a 100,000-lot screen
 * as objects (and exceljs's in-memory workbook) would take gigabytes. The results are read twice
 * in BBL order, a batch at a time: once for the columns (the union of every lot's facts, inputs,
 * outputs and checks) and the count, then for the rows, up to the last BBL the first pass saw.
 * A run started again while the file streams makes the file fail rather than mix two runs.
 */
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvCommentLine, csvRow, type CsvCell } from '../../reports/csvWriter';
import type { ScreenResult } from '../../contract/screens';
import type { ScreenRow } from '../../db/queries/screens';

export interface ScreenExportFile {
  readonly fileName: string;
  readonly contentType: string;
  /** The file's bytes as they are written. */
  readonly body: Readable;
}

/** Where an export reads from: the results in BBL order (up to a BBL), and whether the run it began on is still the screen's. */
export interface ScreenExportSource {
  results(upTo?: string): AsyncIterable<ScreenResult[]>;
  sameRun(): Promise<boolean>;
}

interface Columns {
  facts: string[];
  inputs: string[];
  outputs: string[];
  checks: string[];
}

/** The first pass: every column any lot has, how many lots, and the last BBL. */
async function survey(results: AsyncIterable<ScreenResult[]>): Promise<{ columns: Columns; count: number; lastBbl: string | null }> {
  const facts = new Set<string>();
  const inputs = new Set<string>();
  const outputs = new Set<string>();
  const checks = new Set<string>();
  let count = 0;
  let lastBbl: string | null = null;
  for await (const rows of results) {
    for (const row of rows) {
      for (const key in row.facts) facts.add(key);
      for (const key in row.inputs) inputs.add(key);
      for (const key in row.outputs ?? {}) outputs.add(key);
      for (const check of row.checks as { metric: string }[]) checks.add(check.metric);
      lastBbl = row.bbl;
    }
    count += rows.length;
  }
  return { columns: { facts: [...facts], inputs: [...inputs], outputs: [...outputs], checks: [...checks] }, count, lastBbl };
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

async function* csvChunks(note: string, columns: Columns, rows: AsyncIterable<ScreenResult[]>): AsyncGenerator<string> {
  yield `${csvCommentLine(note)}\r\n${csvRow(header(columns))}\r\n`;
  for await (const batch of rows) {
    let chunk = '';
    for (const row of batch) chunk += `${csvRow(cells(row, columns))}\r\n`;
    yield chunk;
  }
}

/** Writes the sheet into `out` a batch at a time, waiting while the reader is behind. */
async function writeXlsx(out: PassThrough, note: string, columns: Columns, rows: AsyncIterable<ScreenResult[]>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  workbook.creator = 'REI';
  const sheet = workbook.addWorksheet('Screen');
  sheet.addRow([note]).commit();
  sheet.addRow(header(columns)).commit();
  for await (const batch of rows) {
    if (out.destroyed) return;
    for (const row of batch) sheet.addRow(cells(row, columns)).commit();
    if (out.readableLength > out.readableHighWaterMark) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Streams every result of a screen as CSV or XLSX. The first pass runs before this answers, so a
 * failure to read is an error response, not a cut file.
 */
export async function renderScreenExport(screen: ScreenRow, source: ScreenExportSource, format: 'csv' | 'xlsx'): Promise<ScreenExportFile> {
  const { columns, count, lastBbl } = await survey(source.results());
  const fileName = `${safeName(screen.name)}-${screen.id}.${format}`;
  // A running screen's lots grow while the file is written: its count is not promised.
  const lots = screen.state === 'running' || screen.state === 'queued' ? `still ${screen.state}: the lots stored when this file was written` : `${count} lots`;
  const note = `REI screen "${screen.name}" (${screen.strategyType}), ${lots}. Inputs marked "estimated" were sized by a rule from the lot's public record, not observed.`;
  const rows = secondPass(source, lastBbl);
  if (format === 'csv') return { fileName, contentType: 'text/csv; charset=utf-8', body: Readable.from(csvChunks(note, columns, rows)) };
  const out = new PassThrough();
  writeXlsx(out, note, columns, rows).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return { fileName, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: out };
}
