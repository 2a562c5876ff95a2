/**
 * Custom lines in the XLSX deal report (issue 32): each line in its own row of the Lines sheet,
 * its dollars and the totals as live formulas, and the Results formulas counting them — checked
 * against @rei/engine to the cent for every strategy, and again after a lender edits a line.
 */
import { describe, expect, it } from 'vitest';
import {
  ENGINE_VERSION,
  STRATEGY_TYPES,
  brrrDefaults,
  buyHoldDefaults,
  calculateBuyHold,
  creativeFinancingDefaults,
  fixFlipDefaults,
  wholesaleDefaults,
  type LineItem,
  type StrategyType,
} from '@rei/engine';
import type { DealReportData } from '../../../src/reports/dealReportData';
import { inputFigures, resultFigures } from '../../../src/reports/figures';
import { renderDealXlsx } from '../../../src/reports/xlsx/workbook';
import { LINES_SHEET, SHEET } from '../../../src/reports/xlsx/formulas';
import { checkResults, evaluator, reopen, type Value } from './xlsxEvaluator';
import { ENGINE_CALCULATE } from '../../engineCalculation';

const CALCULATE = ENGINE_CALCULATE;

const COMMON: LineItem[] = [
  { label: 'HOA dues', kind: 'expense', amount: 245.5, frequency: 'monthly' },
  { label: 'Insurance rider', kind: 'expense', amount: 1_337, frequency: 'annual' },
  { label: 'Permits', kind: 'cost', amount: 1.25, basis: 'percent_of_price', frequency: 'one_time' },
  { label: 'Seller credit', kind: 'cost', amount: -3_500, frequency: 'one_time' },
  { label: 'Storage', kind: 'income', amount: 40, basis: 'per_unit', frequency: 'monthly' },
  { label: 'Paint', kind: 'cost', amount: 2.1, basis: 'per_sqft', frequency: 'one_time' },
];
const RENT_SHARE: LineItem = { label: 'Leasing fee', kind: 'expense', amount: 4, basis: 'percent_of_rent', frequency: 'annual' };

const CASES: Record<StrategyType, Record<string, unknown>> = {
  buy_hold: { ...buyHoldDefaults(640_000, 4_350), interestRate: 6.875, lineItems: [...COMMON, RENT_SHARE] },
  fix_flip: { ...fixFlipDefaults(300_000), rehabCost: 45_000, holdingMonths: 7, lineItems: COMMON },
  wholesale: { ...wholesaleDefaults(410_000), assignmentFee: 21_000, daysToClose: 50, lineItems: COMMON },
  creative_financing: {
    ...creativeFinancingDefaults('seller_financing', { propertyValue: 500_000, monthlyRent: 4_000 }),
    downPayment: 50_000,
    interestRate: 5.5,
    loanTerm: 30,
    monthlyExpenses: 900,
    lineItems: [...COMMON, RENT_SHARE],
  },
  brrr: { ...brrrDefaults({ estimatedValue: 320_000, monthlyRent: 2_900 }), refinanceRate: 6.9, refinanceLTV: 75, lineItems: [...COMMON, RENT_SHARE] },
};
for (const inputs of Object.values(CASES)) Object.assign(inputs, { units: 6, squareFeet: 4_200 });

function dealData(type: StrategyType, inputs: Record<string, unknown>): DealReportData {
  const results = CALCULATE[type](inputs);
  return {
    kind: 'deal',
    title: `Lines ${type}`,
    organization: { id: 1, name: 'Test org' },
    property: null,
    publicRecord: null,
    strategy: { id: 1, type, name: type, inputs: inputFigures(type, inputs), results: resultFigures(type, results), rawInputs: inputs, rawResults: results, engineVersion: ENGINE_VERSION },
    closingCosts: null,
    proForma: null,
    amortization: null,
    comparables: null,
    legalFlags: [],
    aiSummary: null,
    assumptions: [],
    stamp: { engineVersion: ENGINE_VERSION, inputsSha256: 'b'.repeat(64), datasets: [], createdAt: '2026-11-28T12:00:00.000Z', createdBy: { userId: 1, name: 'T', email: 't@example.test' } },
  };
}

const column = (letter: string) => letter.charCodeAt(0) - 64;
const cellAt = (address: string) => ({ row: Number(address.slice(1)), col: column(address.charAt(0)) });

describe('XLSX: custom lines are rows of live formulas, and the results count them', () => {
  for (const type of STRATEGY_TYPES) {
    it(`${type}: each line has its own row whose dollars equal the engine's; every result formula equals the engine`, async () => {
      const inputs = CASES[type];
      const data = dealData(type, inputs);
      const workbook = await reopen(await renderDealXlsx(data));
      const cell = evaluator(workbook);
      const results = data.strategy.rawResults as Record<string, unknown>;
      // the lines move the results: without them the engine gives other numbers
      expect(CALCULATE[type]({ ...inputs, lineItems: [] })).not.toEqual(results);
      expect(checkResults(workbook, cell, results, `${type} with lines`)).toBeGreaterThanOrEqual(10);
      const listed = results['lineItems'] as { label: string; value: number; monthly: number | null; annual: number | null }[];
      const sheet = workbook.getWorksheet(SHEET.lines)!;
      listed.forEach((line, i) => {
        const row = LINES_SHEET.firstRow + i;
        expect(sheet.getRow(row).getCell(1).value).toBe(line.label);
        const rounded = (value: Value) => Math.round((value as number) * 100) / 100;
        expect(rounded(cell(SHEET.lines, row, 6)), `${type} line ${line.label} dollars`).toBe(line.value);
        if (line.monthly !== null) expect(rounded(cell(SHEET.lines, row, 7))).toBe(line.monthly);
        if (line.annual !== null) expect(rounded(cell(SHEET.lines, row, 8))).toBe(line.annual);
      });
      // the row after the last line is blank and counts nothing
      expect(sheet.getRow(LINES_SHEET.firstRow + listed.length).getCell(1).value).toBeNull();
      expect(cell(SHEET.lines, LINES_SHEET.firstRow + listed.length, 6)).toBe(0);
      if (type === 'wholesale') {
        const net = cellAt(LINES_SHEET.wholesalerNetCell);
        expect(cell(SHEET.lines, net.row, net.col)).toBe(results['wholesalerNetProfit']);
      }
    });

    it(`${type}: a lender who changes a line's amount, or adds one, gets the engine's numbers for the new lines`, async () => {
      const inputs = CASES[type];
      const workbook = await reopen(await renderDealXlsx(dealData(type, inputs)));
      const lines = inputs['lineItems'] as LineItem[];
      const added: LineItem = { label: 'Snow removal', kind: 'expense', amount: 1_800, frequency: 'annual' };
      const addedRow = LINES_SHEET.firstRow + lines.length;
      const overrides = new Map<string, Value>([
        [`${SHEET.lines}!${LINES_SHEET.firstRow}:3`, 410.25], // HOA dues 245.50 → 410.25 a month
        [`${SHEET.lines}!${addedRow}:1`, added.label],
        [`${SHEET.lines}!${addedRow}:2`, added.kind],
        [`${SHEET.lines}!${addedRow}:3`, added.amount],
        [`${SHEET.lines}!${addedRow}:4`, added.frequency],
      ]);
      const changedLines = [{ ...lines[0]!, amount: 410.25 }, ...lines.slice(1), added];
      const changed = CALCULATE[type]({ ...inputs, lineItems: changedLines });
      checkResults(workbook, evaluator(workbook, overrides), changed, `${type} edited lines`);
    });
  }

  it('a deal without lines still has the Lines sheet, empty, with totals of 0', async () => {
    const inputs = { ...buyHoldDefaults() };
    const workbook = await reopen(await renderDealXlsx(dealData('buy_hold', inputs)));
    const cell = evaluator(workbook);
    for (const address of Object.values(LINES_SHEET.totals)) {
      const { row, col } = cellAt(address);
      expect(cell(SHEET.lines, row, col)).toBe(0);
    }
    checkResults(workbook, cell, calculateBuyHold(inputs) as unknown as Record<string, unknown>, 'no lines');
  });
});
