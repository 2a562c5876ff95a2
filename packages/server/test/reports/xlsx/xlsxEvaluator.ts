/**
 * Evaluates an XLSX workbook's formulas like a spreadsheet (fast-formula-parser, with Excel's
 * ROUND), for the tests of the live-formula exports, ranges
 * (IRR, NPV) included: shared by the XLSX tests of the deal report and of its custom lines.
 */
import ExcelJS from 'exceljs';
import FormulaParser from 'fast-formula-parser';
import * as formulajs from '@formulajs/formulajs';
import { expect } from 'vitest';
import { SHEET } from '../../../src/reports/xlsx/formulas';

export type Value = number | string | boolean | null;

/**
 * ROUND as Excel computes it: on the number's 15 significant decimal digits (what Excel stores
 * and shows), half away from zero. fast-formula-parser rounds the binary double instead, so a
 * tie such as 3,668,071.90 × 1.15 = 4,218,282.685 (a hair below in binary) would come out a cent
 * low there, where Excel, like the engine, gives 4,218,282.69.
 */
function excelRound(value: number, places: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const [mantissa, exponent] = Math.abs(value).toExponential(14).split('e') as [string, string];
  const digits = BigInt(mantissa.replace('.', ''));
  const scale = Number(exponent) - 14 + places; // value = digits × 10^(scale − places)
  let scaled: bigint;
  if (scale >= 0) {
    scaled = digits * 10n ** BigInt(scale);
  } else {
    const divisor = 10n ** BigInt(-scale);
    scaled = digits / divisor;
    if ((digits % divisor) * 2n >= divisor) scaled += 1n;
  }
  return Math.sign(value) * Number(`${scaled}e-${places}`);
}

/** Evaluates a workbook's formulas like a spreadsheet: each cell on demand, formulas recursively. */
export function evaluator(workbook: ExcelJS.Workbook, overrides: Map<string, Value> = new Map()) {
  const memo = new Map<string, Value>();
  // the formula engine turns a failure inside a referenced cell into #ERROR!: keep the first one
  let firstFailure: string | undefined;
  const parsers: FormulaParser[] = [];
  let depth = 0;
  // A parser is not re-entrant, and a formula's cells are evaluated while the formula itself is
  // being parsed: one parser per depth of that recursion.
  // fast-formula-parser leaves MAX and MIN unimplemented; @formulajs/formulajs has them.
  const newParser = () =>
    new FormulaParser({
      onCell: ({ sheet, row, col }: { sheet: string; row: number; col: number }) => cellValue(sheet, row, col),
      onRange: ({ sheet, from, to }: { sheet: string; from: { row: number; col: number }; to: { row: number; col: number } }) => {
        const rows: Value[][] = [];
        for (let row = from.row; row <= to.row; row += 1) {
          const line: Value[] = [];
          for (let col = from.col; col <= to.col; col += 1) line.push(cellValue(sheet, row, col));
          rows.push(line);
        }
        return rows;
      },
      functions: {
        // Over a range, as Excel and LibreOffice compute them (formulajs implements both).
        IRR: (values: { value: unknown }) => formulajs.IRR((values.value as Value[][]).flat() as number[]),
        NPV: (rate: { value: unknown }, values: { value: unknown }) => formulajs.NPV(Number(rate.value), ...((values.value as Value[][]).flat() as number[])),
        MAX: (...args: { value: unknown }[]) => formulajs.MAX(...args.map((arg) => arg.value)),
        MIN: (...args: { value: unknown }[]) => formulajs.MIN(...args.map((arg) => arg.value)),
        ROUND: (value: { value: unknown }, places: { value: unknown }) => excelRound(Number(value.value), Number(places.value)),
      },
    });
  function cellValue(sheetName: string, row: number, col: number): Value {
    const id = `${sheetName}!${row}:${col}`;
    if (overrides.has(id)) return overrides.get(id)!;
    if (memo.has(id)) return memo.get(id)!;
    const cell = workbook.getWorksheet(sheetName)!.getRow(row).getCell(col);
    const raw = cell.value as ExcelJS.CellValue;
    let value: Value;
    if (raw !== null && typeof raw === 'object' && 'formula' in raw) {
      const parser = (parsers[depth] ??= newParser());
      depth += 1;
      try {
        value = parser.parse(String(raw.formula), { sheet: sheetName, row, col }) as Value;
      } catch (error) {
        firstFailure ??= `${id} ${raw.formula}: ${String(error)}`;
        throw new Error(firstFailure, { cause: error });
      } finally {
        depth -= 1;
      }
      if (value !== null && typeof value === 'object') throw new Error(`${id} ${raw.formula} → ${String(value)}`);
    } else {
      value = (raw ?? null) as Value;
    }
    memo.set(id, value);
    return value;
  }
  return cellValue;
}

export async function reopen(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as never);
  return workbook;
}

export function leaf(results: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], results);
}

export function expectSame(sheetValue: Value, engineValue: unknown, where: string): void {
  if (engineValue === null) {
    expect(sheetValue, where).toBe('');
  } else if (typeof engineValue === 'number') {
    expect(typeof sheetValue, where).toBe('number');
    // the same figure, rounded as the engine rounds it: money to the cent, percents and ratios to 4 decimals
    expect(sheetValue, `${where}: sheet ${sheetValue} engine ${engineValue}`).toBe(engineValue);
  } else {
    expect(sheetValue, where).toEqual(engineValue);
  }
}

/** Row of the Results sheet per key, and every formula row checked against `results`. */
export function checkResults(workbook: ExcelJS.Workbook, cell: ReturnType<typeof evaluator>, results: Record<string, unknown>, label: string): number {
  const sheet = workbook.getWorksheet(SHEET.results)!;
  let checked = 0;
  for (let row = SHEET.firstRow; row <= sheet.rowCount; row += 1) {
    const key = sheet.getRow(row).getCell(4).value as string;
    const formula = sheet.getRow(row).getCell(2).value as { formula?: string };
    expect(typeof formula.formula, `${label} ${key} is a formula`).toBe('string');
    if (key.startsWith('_')) continue;
    expectSame(cell(SHEET.results, row, 2), leaf(results, key), `${label} ${key}`);
    checked += 1;
  }
  return checked;
}
