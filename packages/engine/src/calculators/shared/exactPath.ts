/**
 * Building blocks of the calculators' fast path: the same answers as their decimal.js path, digit
 * for digit, for the inputs people actually type (whole cents, percents with at most two
 * decimals, amounts below 100 million USD). Engine-internal.
 *
 * Two kinds of value:
 *
 * - Exact amounts in micro-dollars (10^-6 USD) held as safe integers. A sum of whole cents, or
 *   cents × a percent in hundredths (cents × 0.0475 = cents × 475 micro-dollars per cent ÷ 100…),
 *   is an exact integer there, and so is every sum of such amounts. decimal.js holds these same
 *   values exactly (they have far fewer than its 28 digits), so integer arithmetic gives the very
 *   numbers decimal.js gives. Anything that would leave the safe-integer range makes the
 *   calculator take its decimal.js path instead.
 *
 * - Values that pass through the loan payment (payment, cash flow after debt, returns on it):
 *   decimal.js rounds those to 28 digits at every step. The fast path carries each as a double
 *   with a bound on its distance from the decimal.js value, and rounds it only when the whole
 *   interval value ± bound rounds the same way; otherwise (a result within about 10^-15 of a
 *   half cent) the calculator takes its decimal.js path. So a result never differs from decimal.js.
 *
 * Quotients of exact amounts (cost-to-ARV, cap rate) are rounded exactly: decimal.js rounds
 * the quotient to 28 digits and then to 4 or 6 decimals, and for a numerator below 2^53 and at
 * most 6 decimals that double rounding cannot cross a rounding boundary (a quotient a ÷ b off a
 * boundary is at least 1 ÷ (2·10^6·b) away from it, far more than the 28-digit rounding moves it),
 * so rounding the exact quotient once gives the same digits.
 */

/** Micro-dollars in a cent. */
export const MICROS_PER_CENT = 10_000;

/** Largest amount, in cents, the fast path takes (100 million USD): sums stay far below 2^53 micro-dollars. */
const MAX_CENTS = 10_000_000_000;

/**
 * A money input as exact micro-dollars, when it is a whole number of cents, 0 ≤ x ≤ 100 million USD;
 * otherwise undefined. `Math.round(x × 100) ÷ 100 === x` means the decimal `cents ÷ 100` is the
 * shortest decimal that reads back as x, which is the decimal `new Decimal(x)` holds.
 */
export function wholeCentsMicros(x: number): number | undefined {
  const cents = Math.round(x * 100);
  if (cents / 100 !== x || cents < 0 || cents > MAX_CENTS) return undefined;
  return cents * MICROS_PER_CENT;
}

/** A percent as whole hundredths of a percent (4.75 → 475), for 0 ≤ p ≤ 100 with at most two decimals. */
export function percentHundredths(p: number): number | undefined {
  const hundredths = Math.round(p * 100);
  if (hundredths / 100 !== p || hundredths < 0 || hundredths > 10_000) return undefined;
  return hundredths;
}

/** Exact micro-dollars rounded half-up (away from zero) to cents, as USD: `moneyOut` of the same amount. */
export function microsToMoney(micros: number): number {
  // a safe integer of micro-dollars has far fewer than 2^53 cents: never undefined
  return (roundedQuotient(micros, MICROS_PER_CENT, 0) as number) / 100;
}

/**
 * a ÷ b rounded half-up (away from zero) to `places` decimals, times 10^places, as an integer:
 * for safe integers a and b > 0. The same digits as decimal.js's a ÷ b (28 digits) rounded to
 * `places` for places ≤ 6 (see the module comment). Undefined when that integer is beyond 2^53,
 * where dividing it by 10^places would no longer give the double decimal.js gives.
 */
export function roundedQuotient(a: number, b: number, places: number): number | undefined {
  const magnitude = Math.abs(a);
  const scaled = magnitude * (POW10[places] as number);
  let whole: number;
  if (Number.isSafeInteger(scaled)) {
    whole = Math.floor(scaled / b);
    let rest = scaled - whole * b;
    // the double quotient may be one off; the remainder puts it right
    if (rest < 0) {
      whole -= 1;
      rest += b;
    } else if (rest >= b) {
      whole += 1;
      rest -= b;
    }
    if (2 * rest >= b) whole += 1;
  } else {
    const big = BigInt(magnitude) * (POW10N[places] as bigint);
    const divisor = BigInt(b);
    const quotient = big / divisor;
    const rounded = 2n * (big - quotient * divisor) >= divisor ? quotient + 1n : quotient;
    if (rounded > MAX_SAFE) return undefined;
    whole = Number(rounded);
  }
  if (whole === 0) return 0;
  return a < 0 ? -whole : whole;
}

/** a ÷ b in percent units rounded to 4 decimals (`percentOut` of the quotient); undefined when too large. */
export function exactPercent(a: number, b: number): number | undefined {
  const scaled = roundedQuotient(a, b, 6);
  return scaled === undefined ? undefined : scaled / 1e4;
}

/** a ÷ b rounded to 4 decimals (`ratioOut` of the quotient); undefined when too large. */
export function exactRatio(a: number, b: number): number | undefined {
  const scaled = roundedQuotient(a, b, 4);
  return scaled === undefined ? undefined : scaled / 1e4;
}

const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6];
const POW10N = [1n, 10n, 100n, 1000n, 10_000n, 100_000n, 1_000_000n];
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Relative slack per step of a value carried as a double: two roundings to double (2 × 2^-53)
 * and decimal.js's rounding to 28 digits (5·10^-28), with room to spare. A bound built from it
 * over-estimates the distance to the decimal.js value; over-estimating costs only a rare fall back.
 */
export const STEP = 4e-16;

/**
 * `value` (a double within `bound` of a decimal.js value v) rounded half-up, away from zero, to a
 * whole number, when every number within the bound rounds the same way; otherwise undefined (also
 * beyond 2^52, where doubles no longer hold every whole number and half).
 */
export function certainRound(value: number, bound: number): number | undefined {
  const magnitude = Math.abs(value);
  if (!(magnitude < 2 ** 52)) return undefined;
  const whole = Math.floor(magnitude);
  const fraction = magnitude - whole;
  const slack = bound + magnitude * STEP;
  let rounded: number;
  if (fraction < 0.5 - slack) rounded = whole;
  else if (fraction > 0.5 + slack) rounded = whole + 1;
  else return undefined;
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/** Micro-dollars carried as a double within `bound`, rounded to cents as USD; undefined when not certain. */
export function certainMoney(micros: number, bound: number): number | undefined {
  const cents = certainRound(micros / MICROS_PER_CENT, bound / MICROS_PER_CENT);
  return cents === undefined ? undefined : cents / 100;
}

/** A fraction carried as a double within `bound`, in percent units rounded to 4 decimals (`percentOut`); undefined when not certain. */
export function certainPercent(fraction: number, bound: number): number | undefined {
  const scaled = certainRound(fraction * 1e6, bound * 1e6);
  return scaled === undefined ? undefined : scaled / 1e4;
}

/** A ratio carried as a double within `bound`, rounded to 4 decimals (`ratioOut`); undefined when not certain. */
export function certainRatio(ratio: number, bound: number): number | undefined {
  const scaled = certainRound(ratio * 1e4, bound * 1e4);
  return scaled === undefined ? undefined : scaled / 1e4;
}

/**
 * Whether the decimal.js value within `bound` of `value` is above `threshold` (an exact double):
 * true or false when certain, undefined when the threshold lies within the bound.
 */
export function certainAbove(value: number, bound: number, threshold: number): boolean | undefined {
  const slack = bound + Math.abs(value) * STEP;
  if (value > threshold + slack) return true;
  if (value < threshold - slack) return false;
  return undefined;
}

/** Hundredths of a percent as the 2-decimal percent text `percentText` prints ("80.00"). */
export function hundredthsText(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const magnitude = Math.abs(hundredths);
  const whole = Math.floor(magnitude / 100);
  const rest = magnitude - whole * 100;
  return `${sign}${whole}.${rest < 10 ? '0' : ''}${rest}`;
}
