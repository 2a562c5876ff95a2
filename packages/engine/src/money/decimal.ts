import DecimalJs from 'decimal.js';

/**
 * The engine's one Decimal type. This is the only module that imports decimal.js:
 * every other module works through `dec()` and the boundary helpers below.
 *
 * Precision 28 significant digits keeps 30-year amortization factors exact to far
 * below a cent; rounding at the boundary is half-up (what a person expects on a statement).
 */
export const Decimal = DecimalJs.clone({ precision: 28, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = Decimal | number | string;

const ZERO = new Decimal(0);
const ONE = new Decimal(1);
const HUNDRED = new Decimal(100);

/** Wraps a plain number (or string) as a Decimal for exact arithmetic. */
export function dec(value: DecimalInput): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

export const decZero = ZERO;
export const decOne = ONE;
export const decHundred = HUNDRED;
/** 12 (months in a year), one shared Decimal. */
export const decTwelve = /* @__PURE__ */ new Decimal(12);

/** A percent in percent units (4.75) as a fraction (0.0475). */
export function fromPercent(percent: DecimalInput): Decimal {
  return dec(percent).div(HUNDRED);
}

const tableFractions = new Map<number, Decimal>();

/**
 * `fromPercent` of a rate from one of the engine's fixed tables (tax rates, estimates), made once
 * per rate: the tables hold a few dozen, and a bulk screen asks for them on every lot.
 */
export function tableRate(percent: number): Decimal {
  let fraction = tableFractions.get(percent);
  if (fraction === undefined) tableFractions.set(percent, (fraction = fromPercent(percent)));
  return fraction;
}

/** Money at the result boundary: rounded half-up to cents, as a plain number. */
export function toMoney(value: DecimalInput): number {
  return finite(dec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber());
}

/** A ratio at the result boundary (0.8125): rounded half-up to 4 decimals. */
export function toRatio(value: DecimalInput): number {
  return finite(dec(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber());
}

/** A fraction shown in percent units at the boundary: 0.0855 → 8.55 (4 decimals). */
export function toPercent(fraction: DecimalInput): number {
  return toRatio(dec(fraction).times(HUNDRED));
}

/** Larger of two decimals. */
export function decMax(a: Decimal, b: Decimal): Decimal {
  return a.greaterThan(b) ? a : b;
}

/** Smaller of two decimals. */
export function decMin(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}

/**
 * `numerator ÷ denominator`, or `fallback` when the denominator is zero.
 * Ratios over a zero base (cap rate of a free property, ROI of no cash) have no
 * meaning; the engine reports them as the fallback rather than Infinity or NaN.
 */
export function safeDiv(numerator: Decimal, denominator: Decimal, fallback: Decimal = ZERO): Decimal {
  return denominator.isZero() ? fallback : numerator.div(denominator);
}

// Guards the boundary: a result never carries NaN or ±Infinity.
function finite(n: number): number {
  if (!Number.isFinite(n)) {
    throw new RangeError(`engine produced a non-finite number (${n})`);
  }
  return Object.is(n, -0) ? 0 : n;
}
