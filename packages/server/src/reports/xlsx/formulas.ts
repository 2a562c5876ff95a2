/**
 * The engine's strategy calculations written once as spreadsheet formulas, so the XLSX export's
 * results are LIVE: a lender who changes an input on the Inputs sheet sees the numbers the
 * engine would give. `test/reports/xlsx/reportsXlsx.test.ts` evaluates these formulas Excel-style and checks
 * them against the engine, cent for cent, for every strategy type.
 *
 * Notation inside a formula: `{key}` is the Inputs sheet cell of input `key`; `[key]` is the
 * EXACT (unrounded) value of another result row. Each row's shown value is its exact value
 * rounded the way the engine rounds at its boundary (`round`): money to cents, percents and
 * ratios to 4 decimals, a score to a whole number. A result the engine leaves undefined (null)
 * is an empty text "" here. Rows whose key starts with `_` are working steps (no engine field).
 *
 * The rules' constants come from the engine's own tables (BUY_HOLD_COMPLIANCE, FIX_FLIP_RULES,
 * WHOLESALE_RULES, BRRR_RULES, CREATIVE_RULES, CREATIVE_STRATEGIES).
 *
 * The notation and the pieces every strategy shares are in `formulaNotation.ts`, each strategy's
 * formulas in `strategyFormulas/`, the workbook's layout in `sheetLayout.ts` and the custom
 * lines' formulas in `lineFormulas.ts`; this module gathers the strategies and resolves the
 * notation to cell addresses.
 */
import type { StrategyType } from '@rei/engine';
import type { FormulaInput, FormulaRounding, FormulaRow, StrategyFormulas } from './formulaNotation';
import { LINES_SHEET, lineTotalCell, SHEET } from './sheetLayout';
import { brrrFormulas } from './strategyFormulas/brrr';
import { buyHoldFormulas } from './strategyFormulas/buyHold';
import { creativeFinancingFormulas } from './strategyFormulas/creativeFinancing';
import { fixFlipFormulas } from './strategyFormulas/fixFlip';
import { wholesaleFormulas } from './strategyFormulas/wholesale';

export { balanceFormula, paymentFormula, type FormulaInput, type FormulaRounding, type FormulaRow, type StrategyFormulas } from './formulaNotation';
export { LINES_SHEET, SHEET } from './sheetLayout';

/** Every strategy type's inputs and result formulas. */
export const STRATEGY_FORMULAS: Readonly<Record<StrategyType, StrategyFormulas>> = {
  buy_hold: buyHoldFormulas,
  fix_flip: fixFlipFormulas,
  wholesale: wholesaleFormulas,
  creative_financing: creativeFinancingFormulas,
  brrr: brrrFormulas,
};

/** The formula text of a shown value (column B) over its exact value (column C). */
export function roundedFormula(exactCell: string, round: FormulaRounding): string {
  switch (round) {
    case 'money':
      return `IF(ISNUMBER(${exactCell}),ROUND(${exactCell},2),${exactCell})`;
    case 'percent':
    case 'ratio':
      return `IF(ISNUMBER(${exactCell}),ROUND(${exactCell},4),${exactCell})`;
    case 'whole':
      return `IF(ISNUMBER(${exactCell}),ROUND(${exactCell},0),${exactCell})`;
    case 'none':
      return exactCell;
  }
}

/**
 * A strategy's formulas with `{input}` and `[result]` replaced by cell addresses: inputs on the
 * Inputs sheet (column B), results' exact values in column C of the Results sheet.
 */
export function resolvedFormulas(strategyType: StrategyType): { inputs: readonly FormulaInput[]; rows: { row: FormulaRow; exact: string; shown: string; line: number }[] } {
  const spec = STRATEGY_FORMULAS[strategyType];
  const inputCell = new Map(spec.inputs.map((input, i) => [input.key, `${SHEET.inputs}!$B$${SHEET.firstRow + i}`]));
  // the custom lines' totals on the Lines sheet read like inputs
  for (const key of Object.keys(LINES_SHEET.totals) as (keyof typeof LINES_SHEET.totals)[]) inputCell.set(key, lineTotalCell(key));
  const resultCell = new Map(spec.rows.map((row, i) => [row.key, `$C$${SHEET.firstRow + i}`]));
  const resolve = (formula: string) =>
    formula
      .replace(/\{([A-Za-z]+)\}/g, (_, key: string) => {
        const cell = inputCell.get(key);
        if (!cell) throw new Error(`formula names unknown input ${key}`);
        return cell;
      })
      .replace(/\[([A-Za-z0-9_.]+)\]/g, (_, key: string) => {
        const cell = resultCell.get(key);
        if (!cell) throw new Error(`formula names unknown result ${key}`);
        return cell;
      });
  return {
    inputs: spec.inputs,
    rows: spec.rows.map((row, i) => {
      const line = SHEET.firstRow + i;
      return { row, line, exact: resolve(row.formula), shown: roundedFormula(`C${line}`, row.round) };
    }),
  };
}
