/** How a NumberInput reads and shows its number. */
export const numberInputModes = ['currency', 'percent', 'number'] as const;
export type NumberInputMode = (typeof numberInputModes)[number];

const shorthandMultipliers: Record<string, number> = { k: 1_000, m: 1_000_000 };

/**
 * Reads what a person typed into a number field. Accepts thousands separators, a leading
 * `$`, a trailing `%`, spaces, and in currency mode the shorthands `500k` / `1.2m`.
 * Returns `undefined` for an empty field or anything that is not a number — never NaN.
 *
 * @example
 * parseNumberInput('1,250,000') // 1250000
 * parseNumberInput('$500k', 'currency') // 500000
 * parseNumberInput('8.55%', 'percent') // 8.55
 * parseNumberInput('') // undefined
 * parseNumberInput('abc') // undefined
 */
export function parseNumberInput(text: string, mode: NumberInputMode = 'number'): number | undefined {
  let cleaned = text.replace(/[\s,_]/g, '').replace(/^\$/, '').replace(/^(-)\$/, '$1');
  if (mode === 'percent' || mode === 'number') cleaned = cleaned.replace(/%$/, '');
  let multiplier = 1;
  const last = cleaned.slice(-1).toLowerCase();
  if (mode === 'currency' && last in shorthandMultipliers) {
    multiplier = shorthandMultipliers[last] ?? 1;
    cleaned = cleaned.slice(0, -1);
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return undefined;
  const value = Number(cleaned) * multiplier;
  if (!Number.isFinite(value)) return undefined;
  // Avoid binary noise from the shorthand multiply (1.1 × 1e6 = 1100000.0000000002).
  const rounded = multiplier === 1 ? value : Number(value.toPrecision(15));
  return Object.is(rounded, -0) ? 0 : rounded;
}

const groupedFormatters = new Map<number, Intl.NumberFormat>();

/**
 * The text a NumberInput shows for a value when it is not being edited: thousands separators,
 * at most `maxDecimals` decimals, no unit (the unit is drawn beside the field).
 * Empty for `undefined`.
 *
 * @example
 * formatNumberInput(1250000) // '1,250,000'
 * formatNumberInput(8.5, 2) // '8.5'
 */
export function formatNumberInput(value: number | undefined, maxDecimals = 2): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  let formatter = groupedFormatters.get(maxDecimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals, useGrouping: true });
    groupedFormatters.set(maxDecimals, formatter);
  }
  return formatter.format(value);
}
