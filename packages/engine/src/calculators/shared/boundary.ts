import { Decimal, toMoney, toPercent, toRatio } from '../../money/decimal';
import { hundredthsText } from './exactPath';

const toMoneyWhole = (x: Decimal): number => x.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/**
 * Fast result-boundary conversions, equal to `toMoney`, `toRatio` and `toPercent` of
 * money/decimal.ts digit for digit (property-tested in boundary.test.ts).
 *
 * Why: a calculator returns 15–20 numbers, and turning a Decimal into a JavaScript number
 * through a string costs more than all of a calculation's arithmetic. These read the
 * Decimal's documented digit words (`d`: base-1e7 words, `e`: base-10 exponent, `s`: sign),
 * round half-up to the wanted decimals in exact integer arithmetic and divide once by a
 * power of ten; that division of an exact integer is correctly rounded, so it gives the
 * same double as parsing the decimal string. Values with more than 15 significant digits
 * at the wanted scale fall back to the string path.
 */

const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
const MAX_KEPT_DIGITS = 15; // 10^15 < 2^53: every integer up to here is exact

function digitCount(word: number): number {
  let count = 1;
  while (count < 7 && word >= (POW10[count] as number)) count += 1;
  return count;
}

/** |x| × 10^places rounded half-up, as an exact integer; undefined when too large for exact arithmetic. */
function roundedScaledMagnitude(x: Decimal, places: number): number | undefined {
  const words = x.d as number[] | null; // null for NaN and ±Infinity: the string path rejects those
  if (words === null) return undefined;
  const first = words[0];
  if (first === undefined || first === 0) return 0;
  // digits are indexed from the most significant (at 10^e); keep indexes 0..lastKept
  const lastKept = x.e + places;
  if (lastKept < -1) return 0;
  if (lastKept + 1 > MAX_KEPT_DIGITS) return undefined;
  const wanted = lastKept + 1;
  let kept = 0;
  let taken = 0;
  let roundingDigit = 0;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as number;
    const length = i === 0 ? digitCount(word) : 7;
    if (taken + length <= wanted) {
      kept = kept * (POW10[length] as number) + word;
      taken += length;
      if (taken === wanted) {
        const next = words[i + 1];
        if (next !== undefined) roundingDigit = Math.floor(next / 1e6);
        break;
      }
      continue;
    }
    const need = wanted - taken;
    const rest = length - need;
    kept = kept * (POW10[need] as number) + Math.floor(word / (POW10[rest] as number));
    roundingDigit = Math.floor(word / (POW10[rest - 1] as number)) % 10;
    taken = wanted;
    break;
  }
  if (taken < wanted) kept *= POW10[wanted - taken] as number;
  return roundingDigit >= 5 ? kept + 1 : kept;
}

function scaled(x: Decimal, places: number, divisor: number): number | undefined {
  const magnitude = roundedScaledMagnitude(x, places);
  if (magnitude === undefined) return undefined;
  if (magnitude === 0) return 0; // never -0
  return x.s < 0 ? -magnitude / divisor : magnitude / divisor;
}

/** Same as `toMoney`: USD rounded half-up to cents. */
export function moneyOut(x: Decimal): number {
  return scaled(x, 2, 100) ?? toMoney(x);
}

/** `x` rounded half-up to a whole number (away from zero), as an exact JavaScript integer. */
export function wholeOut(x: Decimal): number {
  return scaled(x, 0, 1) ?? toMoneyWhole(x);
}

/** Same as `toRatio`: rounded half-up to 4 decimals. */
export function ratioOut(x: Decimal): number {
  return scaled(x, 4, 1e4) ?? toRatio(x);
}

/** Same as `toPercent`: a fraction in percent units, rounded half-up to 4 decimals (0.0855 → 8.55). */
export function percentOut(fraction: Decimal): number {
  return scaled(fraction, 6, 1e4) ?? toPercent(fraction);
}

/**
 * A fraction as percent text with 2 decimals, rounded half-up (0.913043 → "91.30", 0.8 → "80.00"),
 * for messages. Same digits as `fraction.times(100).toFixed(2)` (but never "-0.00"), without the
 * Decimal round trip.
 */
export function percentText(fraction: Decimal): string {
  const hundredths = roundedScaledMagnitude(fraction, 4);
  if (hundredths === undefined) return fraction.times(100).toFixed(2);
  // −0 (a negative fraction that rounds to zero) prints without a sign
  return hundredthsText(fraction.s < 0 ? -hundredths : hundredths);
}
