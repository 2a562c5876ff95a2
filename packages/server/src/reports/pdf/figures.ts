import { formatCurrency, formatNumber, formatPercent, NOT_AVAILABLE } from '@rei/engine';
import type { ReportFigure } from '../dealReportData';
import { textInWords } from '../words';

/** What a figure the engine could not define reads as. */
export const NOT_DEFINED_TEXT = 'Not defined';

/**
 * One figure as the report prints it, with the engine's formatters: dollars to the cent,
 * percents to two places, ratios to two places, counts whole; yes/no for flags; text as is.
 * A missing or non-finite number never prints NaN: it reads 'Not defined'.
 *
 * @example
 * formatReportFigure({ key: 'capRate', label: 'Cap rate', value: 6.254, unit: 'percent' }) // '6.25%'
 */
export function formatReportFigure(figure: Pick<ReportFigure, 'value' | 'unit'>, options: { asEntered?: boolean } = {}): string {
  const { value, unit } = figure;
  if (value === null || value === undefined) return NOT_DEFINED_TEXT;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return textInWords(value);
  // An input prints as it was entered: 7.5 % is "7.5%", a 7.5-month hold "7.5 months".
  const entered = options.asEntered ? decimalsOf(value) : null;
  let text: string;
  switch (unit) {
    case 'usd':
      text = formatCurrency(value, { decimals: 2 });
      break;
    case 'percent':
      text = formatPercent(value, entered ?? 2);
      break;
    case 'ratio':
      text = formatNumber(value, { decimals: entered ?? 2 });
      break;
    case 'years':
      text = withUnit(formatNumber(value, { decimals: entered ?? 1 }), value === 1 ? 'year' : 'years');
      break;
    case 'months':
      text = withUnit(formatNumber(value, { decimals: entered ?? 0 }), value === 1 ? 'month' : 'months');
      break;
    case 'count':
      text = formatNumber(value, { decimals: entered ?? 0 });
      break;
    case 'flag':
      text = value ? 'Yes' : 'No';
      break;
    default:
      text = String(value);
  }
  return text === NOT_AVAILABLE ? NOT_DEFINED_TEXT : text;
}

/** Decimal places a number was entered with (at most 6): 7.5 → 1, 6.875 → 3, 30 → 0. */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  for (let places = 0; places < 6; places += 1) {
    if (Math.abs(Number(value.toFixed(places)) - value) < 1e-9) return places;
  }
  return 6;
}

function withUnit(text: string, unit: string): string {
  return text === NOT_AVAILABLE ? text : `${text} ${unit}`;
}

/** Whole dollars (tables and chart axes), 'N/A' for a missing value — never NaN. */
export function wholeDollars(value: number | null | undefined): string {
  return formatCurrency(value);
}

/** Dollars to the cent. */
export function dollarsAndCents(value: number | null | undefined): string {
  return formatCurrency(value, { decimals: 2 });
}
