/**
 * Two more live sheets of the deal workbook:
 *
 * - `Deal`: the strategy's own ledgers (`reports/strategyLayout.ts`: a flip's budget and 70 % rule,
 *   a BRRRR's refinance and cash left in, a wholesale's end-investor view, a creative structure's
 *   note or option), each line a formula over the Inputs and Results sheets, the total the engine's
 *   figure, and a check column that reads 0 when the lines add up to the total.
 * - `Closing costs`: NYC buyer closing costs (the engine's `nycClosingCosts`) as formulas over the
 *   price and loan on the Inputs and Results sheets, with the rates looked up from the engine's own
 *   rate tables, so a lender who changes the price sees the mortgage recording and mansion taxes move.
 *
 * Each formula cell carries the engine's figure as its cached value.
 */
import type ExcelJS from 'exceljs';
import {
  NYC_CLOSING_COST_ESTIMATES,
  NYC_MORTGAGE_RECORDING_TAX_RATES,
  NYS_MANSION_TAX_RATES,
  isResidentialNycKind,
  type NycPropertyKind,
  type NycRateStep,
  type StrategyType,
} from '@rei/engine';
import type { DealReportData } from '../dealReportData';
import { strategyLayoutOf } from '../strategyLayout';
import { SHEET, STRATEGY_FORMULAS } from './formulas';

const MONEY = '#,##0.00';
export const DEAL_SHEET = 'Deal';
export const CLOSING_COSTS_SHEET = 'Closing costs';

/** `{input}` → its Inputs cell; `[result]` → the Results sheet's shown (rounded) value. */
export function sheetFormula(type: StrategyType, formula: string): string {
  const spec = STRATEGY_FORMULAS[type];
  return formula
    .replace(/\{([A-Za-z]+)\}/g, (_, key: string) => {
      const index = spec.inputs.findIndex((input) => input.key === key);
      if (index < 0) throw new Error(`layout formula names unknown input ${key}`);
      return `${SHEET.inputs}!$B$${SHEET.firstRow + index}`;
    })
    .replace(/\[([A-Za-z0-9_.]+)\]/g, (_, key: string) => {
      const index = spec.rows.findIndex((row) => row.key === key);
      if (index < 0) throw new Error(`layout formula names unknown result ${key}`);
      return `${SHEET.results}!$B$${SHEET.firstRow + index}`;
    });
}

/** Where each ledger's total sits (ledger key → cell), for the tests and other sheets. */
export type DealSheetCells = ReadonlyMap<string, string>;

/** Writes the Deal sheet; nothing for Buy & Hold (its pro forma is its layout). */
export function addDealSheet(workbook: ExcelJS.Workbook, data: DealReportData): DealSheetCells {
  const cells = new Map<string, string>();
  const layout = strategyLayoutOf(data.strategy);
  if (!layout) return cells;
  const type = data.strategy.type;
  const ledgers = layout.ledgers.filter((ledger) => ledger.total.formula !== null && ledger.lines.every((line) => line.formula !== null));
  if (ledgers.length === 0) return cells;
  const sheet = workbook.addWorksheet(DEAL_SHEET);
  sheet.columns = [{ width: 6 }, { width: 64 }, { width: 18 }, { width: 18 }, { width: 18 }, { width: 34 }];
  sheet.getRow(1).values = [layout.heading];
  sheet.getRow(1).font = { bold: true, size: 13 };
  sheet.getRow(2).values = ['Sign', 'Line', 'Amount (USD)', 'Signed', 'Check (0 = adds up)', 'Key'];
  sheet.getRow(2).font = { bold: true };
  let r = 3;
  for (const ledger of ledgers) {
    r += 1;
    sheet.getCell(`B${r}`).value = ledger.title;
    sheet.getCell(`B${r}`).font = { bold: true };
    r += 1;
    const first = r;
    for (const line of ledger.lines) {
      const row = sheet.getRow(r);
      row.getCell(1).value = line.sign < 0 ? '-' : '+';
      row.getCell(2).value = line.label;
      row.getCell(3).value = { formula: sheetFormula(type, line.formula!), result: line.amount };
      row.getCell(4).value = { formula: `${line.sign < 0 ? '-' : ''}C${r}`, result: line.sign * line.amount };
      row.getCell(6).value = line.key;
      for (const col of [3, 4]) row.getCell(col).numFmt = MONEY;
      r += 1;
    }
    const last = r - 1;
    const total = sheet.getRow(r);
    total.getCell(1).value = '=';
    total.getCell(2).value = ledger.total.label;
    const sum = `SUM(D${first}:D${last})`;
    total.getCell(3).value = { formula: ledger.total.formula === 'SUM' ? `ROUND(${sum},2)` : sheetFormula(type, ledger.total.formula!), result: ledger.total.amount };
    total.getCell(5).value = { formula: `ROUND(${sum}-C${r},2)`, result: 0 };
    total.getCell(6).value = ledger.total.key;
    total.font = { bold: true };
    for (const col of [3, 5]) total.getCell(col).numFmt = MONEY;
    cells.set(ledger.key, `${DEAL_SHEET}!$C$${r}`);
    r += 1;
  }
  return cells;
}

/** Nested IFs that pick a rate off one of the engine's stepped tables (ascending; the highest step reached wins). */
export function steppedRateFormula(steps: readonly NycRateStep[], amount: string): string {
  return steps.reduce<string>((otherwise, step) => ('atLeast' in step ? `IF(${amount}>=${step.atLeast},${step.rate},${otherwise})` : `IF(${amount}>${step.over},${step.rate},${otherwise})`), '0');
}

function inputCell(type: StrategyType, key: string): string {
  return sheetFormula(type, `{${key}}`);
}

/** The price and the loan the buyer's closing costs are figured on, per strategy, as formulas. */
function priceAndLoan(type: StrategyType): { price: string; loan: string } | null {
  if (type === 'buy_hold' || type === 'fix_flip') return { price: inputCell(type, 'purchasePrice'), loan: sheetFormula(type, '[loanAmount]') };
  if (type === 'brrr') return { price: inputCell(type, 'purchasePrice'), loan: `MAX(0,${inputCell(type, 'purchasePrice')}-${inputCell(type, 'downPayment')})` };
  return null;
}

/** The formula of one closing-cost line (`$B$2` price, `$B$3` loan on this sheet), or null for a line it does not know. */
function costLineFormula(key: string | undefined, kind: NycPropertyKind): string | null {
  switch (key) {
    case 'mortgage_recording_tax': {
      if (kind === 'coop') return '0';
      const table = kind === 'one_to_three_family' || kind === 'residential_condo' ? NYC_MORTGAGE_RECORDING_TAX_RATES.residential : NYC_MORTGAGE_RECORDING_TAX_RATES.other;
      return `ROUND($B$3*${steppedRateFormula(table, '$B$3')}/100,2)`;
    }
    case 'mansion_tax':
      return `ROUND($B$2*${steppedRateFormula(NYS_MANSION_TAX_RATES.steps, '$B$2')}/100,2)`;
    case 'title_insurance':
      return `ROUND($B$2*${NYC_CLOSING_COST_ESTIMATES.titleInsurancePercent}/100,2)`;
    case 'recording_fees':
      return `${NYC_CLOSING_COST_ESTIMATES.deedAndMortgageRecording}+${isResidentialNycKind(kind) ? NYC_CLOSING_COST_ESTIMATES.rp5217FilingFee.residential : NYC_CLOSING_COST_ESTIMATES.rp5217FilingFee.other}`;
    default:
      return null;
  }
}

/**
 * The Closing costs sheet: live formulas when the report knows each line's key and the strategy's
 * price and loan (reports made before line keys were stored get the engine's amounts as values).
 */
export function addClosingCostsSheet(workbook: ExcelJS.Workbook, data: DealReportData): void {
  const costs = data.closingCosts;
  if (!costs) return;
  const sheet = workbook.addWorksheet(CLOSING_COSTS_SHEET);
  sheet.columns = [{ width: 44 }, { width: 18 }, { width: 16 }, { width: 10 }, { width: 90 }];
  const kind = costs.propertyKind as NycPropertyKind;
  const basis = priceAndLoan(data.strategy.type);
  const formulas = costs.lines.map((line) => costLineFormula(line.key, kind));
  const live = basis !== null && formulas.every((formula) => formula !== null);
  sheet.getRow(1).values = [`NYC closing costs (${costs.side}'s side, ${kind.replace(/_/g, ' ')})`, live ? 'Live: change the price or loan on the Inputs sheet' : 'Values as the engine gave them'];
  sheet.getRow(1).font = { bold: true };
  const priceValue = data.strategy.rawInputs['purchasePrice'];
  sheet.getRow(2).values = ['Price (USD)'];
  sheet.getRow(3).values = ['Loan (USD)'];
  if (live) {
    sheet.getCell('B2').value = { formula: basis.price, ...(typeof priceValue === 'number' ? { result: priceValue } : {}) };
    sheet.getCell('B3').value = { formula: basis.loan };
  }
  sheet.getRow(5).values = ['Line', 'Amount (USD)', 'Rate (%)', 'Estimate', 'Basis'];
  sheet.getRow(5).font = { bold: true };
  costs.lines.forEach((line, i) => {
    const row = sheet.getRow(6 + i);
    row.getCell(1).value = line.name;
    row.getCell(2).value = live ? { formula: formulas[i]!, result: line.amount } : line.amount;
    row.getCell(2).numFmt = MONEY;
    row.getCell(3).value = line.rate;
    row.getCell(4).value = line.estimate;
    row.getCell(5).value = line.basis;
  });
  const totalRow = 6 + costs.lines.length;
  const lines = costs.lines.map((_, i) => `B${6 + i}`).join('+') || '0';
  sheet.getCell(`A${totalRow}`).value = 'Total';
  sheet.getCell(`B${totalRow}`).value = live ? { formula: `ROUND(${lines},2)`, result: costs.total } : costs.total;
  sheet.getCell(`B${totalRow}`).numFmt = MONEY;
  sheet.getRow(totalRow).font = { bold: true };
  sheet.getCell(`A${totalRow + 1}`).value = 'Total as a percent of the price';
  sheet.getCell(`B${totalRow + 1}`).value = live ? { formula: `IF($B$2=0,"",ROUND(B${totalRow}/$B$2*100,4))`, ...(costs.percentOfPrice === null ? {} : { result: costs.percentOfPrice }) } : costs.percentOfPrice;
  sheet.getCell(`A${totalRow + 3}`).value = 'Rates follow the engine’s tables (mortgage recording tax on the loan, mansion tax on the whole price from $1,000,000); title insurance and recording fees are estimates.';
}
