/**
 * The live formulas of the `Lines` sheet (a deal's custom income, expense and cost lines): each
 * line's dollars by its basis and frequency, its share of the totals, the totals themselves, and
 * the wholesaler's net profit with the lines.
 */
import type { StrategyType } from '@rei/engine';
import { STRATEGY_FORMULAS } from './formulas';
import { absolute, LINES_SHEET, SHEET } from './sheetLayout';

/** The inputs a strategy's `percent_of_price` and `percent_of_rent` lines take a share of (null: no rent). */
export const LINE_BASES: Readonly<Record<StrategyType, { price: string; rent: string | null }>> = {
  buy_hold: { price: 'purchasePrice', rent: 'grossMonthlyRent' },
  fix_flip: { price: 'purchasePrice', rent: null },
  wholesale: { price: 'contractPrice', rent: null },
  creative_financing: { price: 'propertyValue', rent: 'monthlyRent' },
  brrr: { price: 'purchasePrice', rent: 'monthlyRent' },
};

/**
 * The live formulas of one row of the `Lines` sheet (row `row`), for a strategy: the line's
 * dollars at its frequency by its basis (blank basis = dollars; a rent share of a year's rent for
 * an annual line), per month, per year, once, and its share of each total (by kind).
 */
export function lineRowFormulas(strategyType: StrategyType, row: number): { value: string; monthly: string; annual: string; once: string; income: string; expense: string; cost: string } {
  const base = LINE_BASES[strategyType];
  const input = (key: string) => `${SHEET.inputs}!$B$${SHEET.firstRow + STRATEGY_FORMULAS[strategyType].inputs.findIndex((i) => i.key === key)}`;
  const price = input(base.price);
  const rent = base.rent === null ? '0' : input(base.rent);
  const [amount, frequency, basis, value, annual, once, kind] = [`C${row}`, `D${row}`, `E${row}`, `F${row}`, `H${row}`, `I${row}`, `B${row}`];
  return {
    value:
      `IF(ISBLANK(${amount}),0,IF(${basis}="percent_of_price",${price}*${amount}/100,IF(${basis}="percent_of_rent",${rent}*IF(${frequency}="annual",12,1)*${amount}/100,` +
      `IF(${basis}="per_unit",${amount}*${absolute(LINES_SHEET.unitsCell)},IF(${basis}="per_sqft",${amount}*${absolute(LINES_SHEET.squareFeetCell)},${amount})))))`,
    monthly: `IF(${frequency}="monthly",${value},IF(${frequency}="annual",${value}/12,0))`,
    annual: `IF(${frequency}="monthly",${value}*12,IF(${frequency}="annual",${value},0))`,
    once: `IF(${frequency}="one_time",${value},0)`,
    income: `IF(${kind}="income",${annual},0)`,
    expense: `IF(${kind}="expense",${annual},0)`,
    cost: `IF(${kind}="cost",${once},0)`,
  };
}

/** The total of one of columns J (income), K (expenses) or L (costs) over every line row: a sum of cells. */
export function lineTotalFormula(column: 'J' | 'K' | 'L'): string {
  return Array.from({ length: LINES_SHEET.rows }, (_, i) => `${column}${LINES_SHEET.firstRow + i}`).join('+');
}

/** Wholesale: fee + (income − expense lines) over days × 12 ÷ 365 months − cost lines, unrounded. */
export function wholesalerNetFormula(): string {
  const input = (key: string) => `${SHEET.inputs}!$B$${SHEET.firstRow + STRATEGY_FORMULAS.wholesale.inputs.findIndex((i) => i.key === key)}`;
  const { linesAnnualIncome, linesAnnualExpenses, linesOneTimeCosts } = LINES_SHEET.totals;
  return `${input('assignmentFee')}+(${linesAnnualIncome}-${linesAnnualExpenses})/12*${input('daysToClose')}*12/365-${linesOneTimeCosts}`;
}
