/**
 * A screen's export streams: the columns are every lot's, the CSV and the XLSX hold the same
 * cells, a lot stored after the columns were found is not written half, and a run started again
 * while the file streams fails the file instead of mixing two runs.
 */
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ScreenResult } from '../../../src/contract/screens';
import type { ScreenRow } from '../../../src/db/queries/screens';
import { renderScreenExport, type ScreenExportSource } from '../../../src/services/screening/screenExport';

const screen = (state: string) => ({ id: 7, name: 'Brooklyn walk-ups', strategyType: 'buy_hold', state }) as unknown as ScreenRow;

function result(index: number, extra: { fact?: string; output?: string } = {}): ScreenResult {
  return {
    bbl: `3${String(index).padStart(9, '0')}`,
    address: `${index} TEST STREET, "BK"`,
    borough: 'BK',
    latitude: null,
    longitude: null,
    facts: { units: index % 5, ...(extra.fact ? { [extra.fact]: 'yes' } : {}) },
    inputs: { purchasePrice: { value: 500_000 + index, source: 'DOF last sale', estimated: true }, vacancyRate: { value: 5, source: 'default', estimated: false } },
    outputs: index % 4 === 3 ? null : { cashOnCashReturn: index / 10, ...(extra.output ? { [extra.output]: index } : {}) },
    skipped: index % 4 === 3 ? 'no price on record' : null,
    passes: index % 2 === 0,
    checks: [{ metric: 'cashOnCash', label: 'Cash-on-cash', comparison: '≥', threshold: 1, value: index / 10, status: index % 2 === 0 ? 'pass' : 'fail' }],
  } as ScreenResult;
}

/**
 * Results in batches, read as the database would (BBL order, up to a BBL). Its first pass names
 * the unpacked results' keys (the server names them from the packed rows: a law in
 * resultLayout.test.ts); `afterSurvey` runs once that pass is over.
 */
function source(batches: ScreenResult[][], options: { afterSurvey?: () => void; sameRun?: () => boolean } = {}): ScreenExportSource & { reads: number } {
  const state = {
    reads: 0,
    async *results(upTo?: string) {
      state.reads += 1;
      for (const batch of batches) {
        const rows = batch.filter((row) => upTo === undefined || row.bbl <= upTo);
        if (rows.length > 0) yield rows;
      }
    },
    async survey() {
      const columns = { facts: new Set<string>(), inputs: new Set<string>(), outputs: new Set<string>(), checks: new Set<string>() };
      let count = 0;
      let lastBbl: string | null = null;
      for await (const rows of state.results()) {
        for (const row of rows) {
          Object.keys(row.facts).forEach((key) => columns.facts.add(key));
          Object.keys(row.inputs).forEach((key) => columns.inputs.add(key));
          Object.keys(row.outputs ?? {}).forEach((key) => columns.outputs.add(key));
          row.checks.forEach((check) => columns.checks.add(check.metric));
          lastBbl = row.bbl;
        }
        count += rows.length;
      }
      options.afterSurvey?.();
      return { columns, count, lastBbl };
    },
    sameRun: async () => options.sameRun?.() ?? true,
  };
  return state;
}

const csvOf = async (file: { body: NodeJS.ReadableStream }) => parse((await buffer(file.body)).toString('utf8'), { comment: '#', relaxColumnCount: true }) as string[][];

async function xlsxOf(file: { body: NodeJS.ReadableStream }): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buffer(file.body)) as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('a screen’s export', () => {
  const batches = [
    Array.from({ length: 3 }, (_, i) => result(i)),
    Array.from({ length: 3 }, (_, i) => result(i + 3, { fact: 'rentStabilizedUnits' })),
    [result(6, { output: 'dscr' })],
  ];

  it('has a column for every fact, input, output and check any lot has, and a row per lot in BBL order (CSV)', async () => {
    const file = await renderScreenExport(screen('completed'), source(batches), 'csv');
    expect(file.fileName).toBe('Brooklyn-walk-ups-7.csv');
    const [head, ...rows] = await csvOf(file);
    expect(head).toEqual([
      'BBL', 'Address', 'Borough', 'Buy box', 'Buy box: cashOnCash', 'Skipped because',
      'Fact: units', 'Fact: rentStabilizedUnits',
      'Input: purchasePrice', 'Input source: purchasePrice', 'Input: vacancyRate', 'Input source: vacancyRate',
      'Output: cashOnCashReturn', 'Output: dscr',
    ]);
    expect(rows.map((row) => row[0])).toEqual(batches.flat().map((row) => row.bbl));
    expect(rows[0]).toEqual(['3000000000', '0 TEST STREET, "BK"', 'BK', 'pass', 'pass', '', '0', '', '500000', 'estimated: DOF last sale', '5', 'default', '0', '']);
    expect(rows[3]![5]).toBe('no price on record');
    expect(rows[6]!.at(-1)).toBe('6');
  });

  it('holds the same cells as XLSX, with the note first', async () => {
    const csv = await csvOf(await renderScreenExport(screen('completed'), source(batches), 'csv'));
    const file = await renderScreenExport(screen('completed'), source(batches), 'xlsx');
    expect(file.contentType).toContain('spreadsheetml');
    const [note, ...sheet] = await xlsxOf(file);
    expect(note).toEqual([expect.stringContaining('REI screen "Brooklyn walk-ups" (buy_hold), 7 lots.')]);
    expect(sheet).toHaveLength(csv.length);
    sheet.forEach((row, index) => {
      const padded = Array.from({ length: csv[index]!.length }, (_, column) => row[column] ?? null);
      expect(padded.map((cell) => (cell === null ? '' : String(cell)))).toEqual(csv[index]);
    });
  });

  it('writes only the lots the columns were found on: one stored below the last BBL since is written, none past it', async () => {
    const growing = batches.map((batch) => [...batch]);
    const late = result(2_000_000_000);
    const below = { ...result(1), bbl: '3000000001A' } as ScreenResult;
    const file = await renderScreenExport(screen('running'), source(growing, { afterSurvey: () => { growing[2]!.push(late); growing[0]!.push(below); } }), 'csv');
    const raw = (await buffer(file.body)).toString('utf8');
    expect(raw.split('\r\n')[0]).toContain('still running: the lots stored when this file was written');
    const bbls = (parse(raw, { comment: '#' }) as string[][]).slice(1).map((row) => row[0]);
    expect(bbls).toContain('3000000001A');
    expect(bbls).not.toContain(late.bbl);
  });

  it('fails the file, CSV or XLSX, when the screen was run again while it streamed', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await renderScreenExport(screen('completed'), source(batches, { sameRun: () => false }), format);
      await expect(buffer(file.body)).rejects.toThrow('the screen was run again while its export was written');
    }
  });

  it('reads the results twice, a batch at a time, and writes every lot of many batches', async () => {
    const many = Array.from({ length: 40 }, (_, b) => Array.from({ length: 500 }, (_, i) => result(b * 500 + i)));
    const counted = source(many);
    const file = await renderScreenExport(screen('completed'), counted, 'xlsx');
    const rows = await xlsxOf(file);
    expect(rows).toHaveLength(2 + 20_000);
    expect(counted.reads).toBe(2);
  });

  it('is a file with only its note and header when the screen has no results', async () => {
    const csv = await csvOf(await renderScreenExport(screen('completed'), source([]), 'csv'));
    expect(csv).toEqual([['BBL', 'Address', 'Borough', 'Buy box', 'Skipped because']]);
    const xlsx = await xlsxOf(await renderScreenExport(screen('completed'), source([]), 'xlsx'));
    expect(xlsx).toHaveLength(2);
  });
});
