/**
 * Every strategy has its own report layout (reports/strategyLayout.ts): a flip's budget, profit and
 * 70 % rule; a wholesale's contract, fee and end-investor view; a BRRRR's refinance, cash left in and
 * infinite-return test; each creative structure's note or option. For each strategy and structure:
 * each ledger adds up to the cent and its total is the engine's own figure (taken here from the
 * engine calculator directly); the PDF's text prints those figures; the workbook's Deal sheet
 * evaluates (as a spreadsheet would) to the engine's figures, and again after an input is changed.
 * The workbook's NYC closing costs are live formulas equal to the engine's `nycClosingCosts`.
 */
import { describe, expect, it } from 'vitest';
import {
  ENGINE_VERSION,
  formatCurrency,
  nycClosingCosts,
  type StrategyType,
} from '@rei/engine';
import type { DealReportData } from '../../src/reports/dealReportData';
import { amortizationOf } from '../../src/reports/dealSchedules';
import { engineInputValues, inputFigures, resultFigures } from '../../src/reports/figures';
import { renderDealReportPdf } from '../../src/reports/pdf';
import { pdfSafe } from '../../src/reports/pdf/pdfText';
import { renderShareView } from '../../src/reports/html';
import { ledgerSumCents, strategyLayoutOf } from '../../src/reports/strategyLayout';
import { CLOSING_COSTS_SHEET, DEAL_SHEET } from '../../src/reports/xlsx/layoutSheets';
import { SHEET } from '../../src/reports/xlsx/formulas';
import { renderDealXlsx } from '../../src/reports/xlsx/workbook';
import { ENGINE_CALCULATE } from '../engineCalculation';
import { LAYOUT_CASES as CASES } from './strategyLayoutCases';
import { pdfText } from './pdf/reportPdfFixture';
import { evaluator, leaf, reopen, type Value } from './xlsx/xlsxEvaluator';


function dealData(type: StrategyType, inputs: Record<string, unknown>): DealReportData {
  const results = ENGINE_CALCULATE[type](inputs);
  const values = engineInputValues(type, inputs);
  const price = typeof inputs['purchasePrice'] === 'number' ? inputs['purchasePrice'] : null;
  const loan = type === 'brrr' ? Math.max(0, (price ?? 0) - Number(inputs['downPayment'])) : Number(results['loanAmount'] ?? 0);
  const closing = price !== null && type !== 'wholesale' ? nycClosingCosts({ purchasePrice: price, loanAmount: loan, propertyKind: 'one_to_three_family', side: 'buyer' }) : null;
  return {
    kind: 'deal',
    title: `Layout ${type}`,
    organization: { id: 1, name: 'Layout Holdings' },
    property: { id: 1, address: '1 Layout St', city: 'Brooklyn', state: 'NY', zip: '11201', bbl: '3000010001', borough: 'Brooklyn', propertyType: null, units: null, yearBuilt: null, buildingArea: null, photoUrl: null, isDemo: false },
    publicRecord: null,
    strategy: { id: 1, type, name: type, inputs: inputFigures(type, inputs), results: resultFigures(type, results, inputs), rawInputs: inputs, rawResults: results, engineVersion: ENGINE_VERSION },
    closingCosts: closing && { side: 'buyer', propertyKind: closing.propertyKind, lines: closing.lines.map((l) => ({ key: l.key, name: l.name, rate: l.rate, amount: l.amount, estimate: l.estimate, basis: l.basis })), total: closing.total, percentOfPrice: closing.percentOfPrice },
    proForma: null,
    amortization: amortizationOf(type, values, results),
    comparables: null,
    legalFlags: [],
    legalCheck: null,
    aiSummary: null,
    assumptions: [],
    stamp: { engineVersion: ENGINE_VERSION, inputsSha256: 'b'.repeat(64), datasets: [], createdAt: '2026-11-28T12:00:00.000Z', createdBy: { userId: 1, name: 'T', email: 't@example.test' } },
  };
}

const cents = (x: number) => Math.round(x * 100);
const money = (x: number) => formatCurrency(x, { decimals: 2 });

/** The figures each layout must show, read straight off the engine's result. */
const MUST_SHOW: Record<string, string[]> = {
  'fix & flip': ['totalProjectCost', 'profit', 'totalCashInvested', 'maxAllowableOffer', 'holdingCosts', 'sellingCosts', 'contingency'],
  'fix & flip with custom lines': ['totalProjectCost', 'profit', 'totalCashInvested', 'maxAllowableOffer'],
  wholesale: ['investorPurchasePrice', 'maxAllowableOffer', 'spreadBelowMaxOffer', 'investorProfit', 'investorCashInvested', 'investorSellingCosts'],
  BRRRR: ['totalCashInvested', 'refinanceLoanAmount', 'cashOutAtRefinance', 'monthlyNetCashFlow', 'cashLeftInDeal'],
  'BRRRR, infinite return': ['refinanceLoanAmount', 'cashOutAtRefinance', 'monthlyNetCashFlow'],
  'seller note': ['monthlyPayment', 'monthlyNetCashFlow', 'totalCashInvested'],
  'subject-to': ['equityPosition', 'monthlyNetCashFlow', 'totalCashInvested'],
  'lease option': ['futureValue', 'monthlyNetCashFlow', 'totalCashInvested'],
  'wrap-around': ['wrap.monthlySpread', 'wrap.sellerNetAtPayoff', 'wrap.wrapBalanceAtEnd', 'monthlyNetCashFlow'],
  'land contract': ['landContract.balanceAtBalloon', 'landContract.payment', 'monthlyNetCashFlow'],
};

describe('per-strategy report layouts', () => {
  for (const { name, type, inputs } of CASES) {
    it(`${name}: every ledger adds up to the cent, its total is the engine's figure, and the PDF and web view print them`, async () => {
      const engine = ENGINE_CALCULATE[type](inputs);
      const data = dealData(type, inputs);
      const layout = strategyLayoutOf(data.strategy)!;
      expect(layout.ledgers.length).toBeGreaterThanOrEqual(2);
      for (const ledger of layout.ledgers) {
        expect(ledgerSumCents(ledger), `${name} ${ledger.key}`).toBe(cents(ledger.total.amount));
        const engineTotal = leaf(engine, ledger.total.key);
        if (typeof engineTotal === 'number') expect(ledger.total.amount, `${name} ${ledger.key} total`).toBe(engineTotal);
      }
      const { text } = await pdfText(await renderDealReportPdf(data));
      const html = renderShareView(data, { fileHref: null, fileLabel: '', expiresAt: '2026-12-28' });
      expect(text).toContain(pdfSafe(layout.heading));
      for (const key of MUST_SHOW[name]!) {
        const figure = leaf(engine, key);
        expect(typeof figure, `${name} ${key}`).toBe('number');
        expect(text, `${name}: ${key} = ${money(figure as number)} in the PDF`).toContain(money(figure as number));
        expect(html, `${name}: ${key} in the web view`).toContain(money(figure as number));
      }
      for (const ledger of layout.ledgers) expect(text).toContain(pdfSafe(`= ${ledger.total.label} ${money(ledger.total.amount)}`));
    });
  }

  it("BRRRR's infinite-return test passes only with no cash left in and positive cash flow, as the engine says", () => {
    for (const { type, inputs } of CASES.filter((c) => c.type === 'brrr')) {
      const engine = ENGINE_CALCULATE[type](inputs);
      const check = strategyLayoutOf(dealData(type, inputs).strategy)!.checks.find((c) => c.key === 'infiniteReturn')!;
      expect(check.passed).toBe(engine['infiniteReturn']);
    }
    const infinite = CASES.find((c) => c.name === 'BRRRR, infinite return')!;
    expect(ENGINE_CALCULATE.brrr(infinite.inputs)['infiniteReturn']).toBe(true);
  });

  it("a flip's 70 % rule reads 70 % of ARV − rehab = the engine's maximum offer, and its verdict is the engine's", () => {
    const flip = CASES[0]!;
    const engine = ENGINE_CALCULATE.fix_flip(flip.inputs);
    const layout = strategyLayoutOf(dealData('fix_flip', flip.inputs).strategy)!;
    const rule = layout.ledgers.find((l) => l.key === 'seventyPercentRule')!;
    expect(cents(rule.lines[0]!.amount)).toBe(cents((engine['afterRepairValue'] as number) * 0.7));
    expect(layout.checks.find((c) => c.key === 'meets70PercentRule')!.passed).toBe(engine['meets70PercentRule']);
  });
});

function rowOfKey(sheet: import('exceljs').Worksheet, column: number, key: string): number {
  for (let row = 1; row <= sheet.rowCount; row += 1) if (sheet.getRow(row).getCell(column).value === key) return row;
  throw new Error(`no row ${key}`);
}

describe('XLSX: the strategy ledgers and closing costs are live formulas', () => {
  for (const { name, type, inputs, change } of CASES) {
    it(`${name}: the Deal sheet evaluates to the engine's figures, and again after ${Object.keys(change).join(', ')} changes`, async () => {
      const data = dealData(type, inputs);
      const workbook = await reopen(await renderDealXlsx(data));
      const deal = workbook.getWorksheet(DEAL_SHEET)!;
      const inputSheet = workbook.getWorksheet(SHEET.inputs)!;
      const changedInputs = { ...inputs, ...change };
      const overrides = new Map<string, Value>(Object.entries(change).map(([key, value]) => [`${SHEET.inputs}!${rowOfKey(inputSheet, 3, key)}:2`, value]));
      for (const [cell, engine] of [
        [evaluator(workbook), ENGINE_CALCULATE[type](inputs)],
        [evaluator(workbook, overrides), ENGINE_CALCULATE[type](changedInputs)],
      ] as const) {
        let totals = 0;
        for (let row = 3; row <= deal.rowCount; row += 1) {
          if (deal.getRow(row).getCell(1).value !== '=') continue;
          expect(cell(DEAL_SHEET, row, 5), `${name} row ${row} adds up`).toBe(0);
          const key = String(deal.getRow(row).getCell(6).value);
          const figure = leaf(engine, key);
          if (typeof figure === 'number') {
            expect(cell(DEAL_SHEET, row, 3), `${name} ${key}`).toBe(figure);
            totals += 1;
          }
        }
        expect(totals, name).toBeGreaterThanOrEqual(type === 'creative_financing' ? 2 : 3);
      }
      expect(ENGINE_CALCULATE[type](changedInputs)).not.toEqual(ENGINE_CALCULATE[type](inputs));
    });
  }

  for (const { name, type, inputs } of CASES.filter((c) => c.type === 'fix_flip' || c.type === 'brrr')) {
    it(`${name}: NYC closing costs are formulas equal to the engine's, and move with the price`, async () => {
      const workbook = await reopen(await renderDealXlsx(dealData(type, inputs)));
      const sheet = workbook.getWorksheet(CLOSING_COSTS_SHEET)!;
      const price = rowOfKey(workbook.getWorksheet(SHEET.inputs)!, 3, 'purchasePrice');
      for (const newPrice of [inputs['purchasePrice'] as number, 1_450_000, 2_600_000]) {
        const changed = { ...inputs, purchasePrice: newPrice };
        const engine = ENGINE_CALCULATE[type](changed);
        const loan = type === 'brrr' ? Math.max(0, newPrice - Number(inputs['downPayment'])) : (engine['loanAmount'] as number);
        const expected = nycClosingCosts({ purchasePrice: newPrice, loanAmount: loan, propertyKind: 'one_to_three_family', side: 'buyer' });
        const cell = evaluator(workbook, new Map([[`${SHEET.inputs}!${price}:2`, newPrice]]));
        expected.lines.forEach((line, i) => {
          expect(typeof (sheet.getRow(6 + i).getCell(2).value as { formula?: string }).formula).toBe('string');
          expect(cell(CLOSING_COSTS_SHEET, 6 + i, 2), `${name} ${line.key} at ${newPrice}`).toBe(line.amount);
        });
        expect(cell(CLOSING_COSTS_SHEET, 6 + expected.lines.length, 2)).toBe(expected.total);
        expect(cell(CLOSING_COSTS_SHEET, 7 + expected.lines.length, 2)).toBe(expected.percentOfPrice);
      }
    });
  }
});
