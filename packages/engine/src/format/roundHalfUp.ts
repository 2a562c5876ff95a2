/**
 * Half-up rounding (ties away from zero) on the shortest decimal text of a number, the value a
 * person sees: 8.55 rounds to 8.6, though the double nearest 8.55 is 8.5499…. This is what
 * decimal.js does with `new Decimal(n).toDecimalPlaces(d, ROUND_HALF_UP)` (it reads a number
 * through the same text), done on the digits directly so that formatting needs no decimal.js.
 * `shift` first moves the decimal point left (3: thousands, 6: millions) exactly, on the text.
 * Never answers -0.
 *
 * @example
 * roundHalfUp(8.55, 1) // 8.6
 * roundHalfUp(-99.5, 0) // -100
 * roundHalfUp(452_300, 0, 3) // 452 (thousands)
 */
export function roundHalfUp(n: number, decimals: number, shift = 0): number {
  if (!Number.isFinite(n) || n === 0) return 0;
  const [mantissa = '0', exponent] = Math.abs(n).toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  // Index in `digits` where the decimal point of n / 10^shift falls.
  let point = whole.length + Number(exponent ?? 0) - shift;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  const keep = point + decimals;
  if (digits.length < keep) digits += '0'.repeat(keep - digits.length);
  const roundsUp = (digits[keep] ?? '0') >= '5';
  const scaled = BigInt(digits.slice(0, keep) || '0') + (roundsUp ? 1n : 0n);
  const magnitude = Number(`${scaled}e-${decimals}`);
  return magnitude === 0 ? 0 : n < 0 ? -magnitude : magnitude;
}
