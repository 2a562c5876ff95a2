import { formatNumber } from '@rei/engine';

/** Most decimals a duration in years is shown with. */
const MAX_YEAR_DECIMALS = 2;

/**
 * A duration in years with the decimals it was given (up to 2), never rounded to a whole
 * year: 0.5 → "0.5 years", 5 → "5 years", 1 → "1 year", 0.5833 → "0.58 years".
 */
export function formatYears(years: number): string {
  const given = Number.isInteger(years) ? 0 : (String(years).split('.')[1]?.length ?? 0);
  const text = formatNumber(years, { decimals: Math.min(given, MAX_YEAR_DECIMALS) });
  return `${text} ${text === '1' ? 'year' : 'years'}`;
}
