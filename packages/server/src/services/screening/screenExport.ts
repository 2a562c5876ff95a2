/**
 * A screen's results as a file: CSV through the one CSV writer, or an XLSX sheet (exceljs). One
 * row per lot: BBL, address, the buy-box verdict and each criterion's status, the facts used,
 * every calculator input with its source (estimated ones marked), and every output.
 */
import ExcelJS from 'exceljs';
import { csvCommentLine, csvDocument, csvRow, type CsvCell } from '../../reports/csvWriter';
import type { ScreenResult } from '../../contract/screens';
import type { ScreenRow } from '../../db/queries/screens';

export interface ScreenExportFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

interface Columns {
  facts: string[];
  inputs: string[];
  outputs: string[];
  checks: string[];
}

function columnsOf(rows: readonly ScreenResult[]): Columns {
  const facts = new Set<string>();
  const inputs = new Set<string>();
  const outputs = new Set<string>();
  const checks = new Set<string>();
  for (const row of rows) {
    Object.keys(row.facts).forEach((key) => facts.add(key));
    Object.keys(row.inputs).forEach((key) => inputs.add(key));
    Object.keys(row.outputs ?? {}).forEach((key) => outputs.add(key));
    for (const check of row.checks as { metric: string }[]) checks.add(check.metric);
  }
  return { facts: [...facts], inputs: [...inputs], outputs: [...outputs], checks: [...checks] };
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

/** Renders every result of a screen (read in batches by `batches`) as CSV or XLSX. */
export async function renderScreenExport(screen: ScreenRow, batches: AsyncIterable<ScreenResult[]>, format: 'csv' | 'xlsx'): Promise<ScreenExportFile> {
  const all: ScreenResult[] = [];
  for await (const batch of batches) all.push(...batch);
  const columns = columnsOf(all);
  const fileName = `${safeName(screen.name)}-${screen.id}.${format}`;
  const note = `REI screen "${screen.name}" (${screen.strategyType}), ${all.length} lots. Inputs marked "estimated" were sized by a rule from the lot's public record, not observed.`;
  if (format === 'csv') {
    const lines = [csvCommentLine(note), csvRow(header(columns)), ...all.map((row) => csvRow(cells(row, columns)))];
    return { fileName, contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(csvDocument(lines), 'utf8') };
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'REI';
  const sheet = workbook.addWorksheet('Screen');
  sheet.addRow([note]);
  sheet.addRow(header(columns));
  for (const row of all) sheet.addRow(cells(row, columns).map((cell) => (cell === undefined ? null : cell)));
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes };
}
