/**
 * Number formatting for summary text. Fixed locale (en-US) so the same data always
 * gives the same words, whatever the server's locale.
 */
const usd0 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** $1,250,000 — whole dollars; negative as −$1,234. */
export function formatUsd(value: number): string {
  const text = usd0.format(Math.abs(value));
  return value < 0 && Math.round(Math.abs(value)) !== 0 ? `-${text}` : text;
}

/** 8.55% — percent units in, two decimals out. */
export function formatPercent(value: number, decimals = 2): string {
  return `${value.toFixed(decimals)}%`;
}

/** 12,400 — whole number with separators. */
export function formatCount(value: number): string {
  return int.format(value);
}

/** 1.32x — a coverage ratio. */
export function formatRatio(value: number): string {
  return `${value.toFixed(2)}x`;
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
