import { formatCurrency, formatNumber, formatPercent, NOT_AVAILABLE } from '@rei/engine';
import type { ReportFigure } from '../dealReportData';

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
export function formatReportFigure(figure: Pick<ReportFigure, 'value' | 'unit'>): string {
  const { value, unit } = figure;
  if (value === null || value === undefined) return NOT_DEFINED_TEXT;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && (unit === 'text' || unit === 'flag')) return value;
  let text: string;
  switch (unit) {
    case 'usd':
      text = formatCurrency(value, { decimals: 2 });
      break;
    case 'percent':
      text = formatPercent(value, 2);
      break;
    case 'ratio':
      text = formatNumber(value, { decimals: 2 });
      break;
    case 'years':
      text = withUnit(formatNumber(value, { decimals: 1 }), 'years');
      break;
    case 'months':
      text = withUnit(formatNumber(value), 'months');
      break;
    case 'count':
      text = formatNumber(value);
      break;
    case 'flag':
      text = value ? 'Yes' : 'No';
      break;
    default:
      text = String(value);
  }
  return text === NOT_AVAILABLE ? NOT_DEFINED_TEXT : text;
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
