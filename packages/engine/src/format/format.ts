import { roundHalfUp } from './roundHalfUp';

/**
 * Display formatting for money, percents, counts and areas. Deterministic: always
 * 'en-US' with fixed fraction digits, rounding half-up on the decimal value a person
 * sees (8.55 → '8.6%', not the binary 8.5499… → '8.5%'). Missing values show 'N/A'.
 */

/** What every formatter shows for a missing or non-numeric value. */
export const NOT_AVAILABLE = 'N/A';

/** A number to format: missing values (`null`, `undefined`, NaN, '') show as 'N/A'. */
export type Formattable = number | string | null | undefined;

export interface DecimalsOption {
  /** Digits after the decimal point. */
  decimals?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(style: 'currency' | 'decimal', decimals: number): Intl.NumberFormat {
  const key = `${style}:${decimals}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-US', {
      style,
      ...(style === 'currency' ? { currency: 'USD' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, found);
  }
  return found;
}

/** The value as a finite number, or null when it is missing or not a number. Numeric strings (database decimals) count. */
export function toFiniteNumber(value: Formattable): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function clampDecimals(decimals: number | undefined, fallback: number): number {
  if (decimals === undefined || !Number.isInteger(decimals)) return fallback;
  return Math.min(Math.max(decimals, 0), 20);
}

/**
 * US dollars with thousands separators, no cents by default.
 *
 * @example
 * formatCurrency(1250000) // '$1,250,000'
 * formatCurrency(-99.5) // '-$100'
 * formatCurrency(1043.286, { decimals: 2 }) // '$1,043.29'
 * formatCurrency(null) // 'N/A'
 */
export function formatCurrency(value: Formattable, options: DecimalsOption = {}): string {
  const n = toFiniteNumber(value);
  if (n === null) return NOT_AVAILABLE;
  const decimals = clampDecimals(options.decimals, 0);
  return formatter('currency', decimals).format(roundHalfUp(n, decimals));
}

/**
 * Dashboard-style compact dollars: $X.XM from 1,000,000, $XK (whole thousands) from
 * 1,000, smaller amounts in full. An amount that would round to '$1000K' (999,500 and
 * up) shows as '$1.0M' instead. Negative amounts keep their sign in front.
 *
 * @example
 * formatCompactCurrency(1_250_000) // '$1.3M'
 * formatCompactCurrency(452_300) // '$452K'
 * formatCompactCurrency(950) // '$950'
 */
export function formatCompactCurrency(value: Formattable): string {
  const n = toFiniteNumber(value);
  if (n === null) return NOT_AVAILABLE;
  const sign = n < 0 ? '-' : '';
  const size = Math.abs(n);
  const thousands = roundHalfUp(size, 0, 3);
  if (size >= 1_000_000 || thousands >= 1000) {
    return `${sign}$${formatter('decimal', 1).format(roundHalfUp(size, 1, 6))}M`;
  }
  if (size >= 1000) return `${sign}$${thousands}K`;
  const full = formatCurrency(Math.abs(n));
  return full === '$0' ? full : `${sign}${full}`;
}

/**
 * A value already in percent units (8.55 means 8.55 %), one decimal by default.
 *
 * @example
 * formatPercent(8.55) // '8.6%'
 * formatPercent(8.555, 2) // '8.56%'
 * formatPercent(undefined) // 'N/A'
 */
export function formatPercent(value: Formattable, decimals = 1): string {
  const n = toFiniteNumber(value);
  if (n === null) return NOT_AVAILABLE;
  const digits = clampDecimals(decimals, 1);
  return `${formatter('decimal', digits).format(roundHalfUp(n, digits))}%`;
}

/**
 * A count or measure with thousands separators, no decimals by default.
 *
 * @example
 * formatNumber(12500) // '12,500'
 * formatNumber(2.345, { decimals: 2 }) // '2.35'
 */
export function formatNumber(value: Formattable, options: DecimalsOption = {}): string {
  const n = toFiniteNumber(value);
  if (n === null) return NOT_AVAILABLE;
  const decimals = clampDecimals(options.decimals, 0);
  return formatter('decimal', decimals).format(roundHalfUp(n, decimals));
}

/**
 * An area in square feet.
 *
 * @example
 * formatSquareFeet(2400) // '2,400 sq ft'
 */
export function formatSquareFeet(value: Formattable): string {
  const text = formatNumber(value);
  return text === NOT_AVAILABLE ? text : `${text} sq ft`;
}
