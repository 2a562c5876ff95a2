/**
 * Where things sit in the XLSX workbook: the Inputs, Results and Lines sheets, the cells of the
 * custom lines' totals, and how a cell is addressed absolutely from another sheet.
 */
import { MAX_LINE_ITEMS } from '@rei/engine';

/**
 * Where things sit in the workbook: inputs on `Inputs` from row 2 (A label, B value, C key); results on `Results`
 * (A label, B shown, C exact, D key); custom lines on `Lines` (see `LINES_SHEET`).
 */
export const SHEET = { inputs: 'Inputs', results: 'Results', lines: 'Lines', firstRow: 2 } as const;

/**
 * The `Lines` sheet: one custom line a row from row 2 (A label, B kind, C amount, D frequency, E basis;
 * F its dollars at its frequency, G per month, H per year, I once, J–L its share of the totals, all
 * live formulas), room for `MAX_LINE_ITEMS` rows, and in columns N–O the units and floor area the
 * per-unit and per-square-foot lines multiply by, then the totals the Results formulas read
 * (`{linesAnnualIncome}`, `{linesAnnualExpenses}`, `{linesOneTimeCosts}`). Totals are sums of
 * cells, not ranges, so any spreadsheet (and the formula engine in the tests) evaluates them.
 */
export const LINES_SHEET = {
  firstRow: 2,
  rows: MAX_LINE_ITEMS,
  unitsCell: 'O2',
  squareFeetCell: 'O3',
  totals: { linesAnnualIncome: 'O4', linesAnnualExpenses: 'O5', linesOneTimeCosts: 'O6' },
  /** Wholesale only: the wholesaler's net profit. */
  wholesalerNetCell: 'O7',
} as const;

/** A cell address made absolute (`O4` → `$O$4`). */
export const absolute = (cell: string) => cell.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
/** The Lines sheet's cell holding one of the totals the Results formulas read, from another sheet. */
export const lineTotalCell = (key: keyof typeof LINES_SHEET.totals) => `${SHEET.lines}!${absolute(LINES_SHEET.totals[key])}`;
