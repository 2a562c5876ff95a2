/**
 * Number formatting for summary text, built on the engine's formatters (fixed en-US locale,
 * half-up rounding on the decimal value) so the same data always gives the same words,
 * whatever the server's locale. Percents use the engine's `formatPercent` directly; summary
 * text passes two decimals where it wants them.
 */
import { formatCurrency, formatNumber } from '@rei/engine';

/** $1,250,000 — whole dollars; negative as -$1,234 (a value that rounds to $0 has no sign). */
export function formatUsd(value: number): string {
  return formatCurrency(value);
}

/** 12,400 — whole number with separators. */
export function formatCount(value: number): string {
  return formatNumber(value);
}

/** 1.32x — a coverage ratio, two decimals. */
export function formatRatio(value: number): string {
  return `${formatNumber(value, { decimals: 2 })}x`;
}

/** Reads the first finite number among `keys` of a loose record. */
export function pickNumber(record: Record<string, unknown> | undefined, ...keys: string[]): number | undefined {
  if (!record) return undefined;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  }
  return undefined;
}
