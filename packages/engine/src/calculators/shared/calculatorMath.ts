import * as z from 'zod/mini';
import { dec, Decimal, decOne, decZero } from '../../money/decimal';
import { money } from '../../money/schemaFields';
import { monthlyPaymentDecimal } from '../amortization/amortization';
import { RecentlyUsedCache } from './recentlyUsedCache';

export { RecentlyUsedCache };
import { RISK_LEVELS, type RiskLevel } from '../../domain/audit';

/**
 * Helpers shared by the strategy calculators (Buy & Hold, Fix & Flip, Wholesale,
 * Creative Financing, BRRR). Engine-internal: not part of the public API.
 */

const ONE_HUNDREDTH = new Decimal('0.01');

// Percent inputs take few distinct values (people type 4.75, 25, 80), and building a Decimal
// from a fractional number goes through its decimal string; a small cache skips that.
const fractionCache = new Map<number, Decimal>();
const CACHE_LIMIT = 4096;

/** A percent in percent units as a fraction, by an exact multiplication (4.75 → 0.0475). Cached. */
export function fraction(percent: number): Decimal {
  let result = fractionCache.get(percent);
  if (result === undefined) {
    result = percent === 0 ? decZero : dec(percent).times(ONE_HUNDREDTH);
    if (fractionCache.size >= CACHE_LIMIT) fractionCache.clear();
    fractionCache.set(percent, result);
  }
  return result;
}

const remainderCache = new Map<number, Decimal>();

/** What is left of a whole after a percent is taken off, as a fraction (vacancy 5 → 0.95). Cached. */
export function remainingFraction(percent: number): Decimal {
  let result = remainderCache.get(percent);
  if (result === undefined) {
    result = decOne.minus(fraction(percent));
    if (remainderCache.size >= CACHE_LIMIT) remainderCache.clear();
    remainderCache.set(percent, result);
  }
  return result;
}

/** The three risk labels the calculators share, lowest first. */
// One list of risk labels for the whole engine: the domain's (audits use the same three).
export { RISK_LEVELS, type RiskLevel };
export const riskLevelSchema = /* @__PURE__ */ (() => z.enum(RISK_LEVELS))();

/**
 * Largest amount a calculator accepts, USD. Bounding inputs keeps every product, power and
 * ratio far inside the range of a JavaScript number, so no result can overflow to Infinity.
 */
export const MAX_AMOUNT = 1_000_000_000_000;
const tooLarge = 'must be at most 1,000,000,000,000';

/** Input field: an amount of money, zero or more (bounded by `MAX_AMOUNT`). */
export const amount = () => money().check(z.maximum(MAX_AMOUNT, tooLarge));
/** Input field: an amount of money of at least one cent (a price, an ARV: a ratio's base). */
export const positiveMoney = () => z.number().check(z.minimum(0.01, 'must be at least 0.01'), z.maximum(MAX_AMOUNT, tooLarge));

const HALF_CENT = new Decimal('0.005');
const MINUS_HALF_CENT = new Decimal('-0.005');

/**
 * True for an amount that rounds to 0.00 at the result boundary. Ratios over such an amount
 * (cash-on-cash on a fraction of a cent left in a deal) have no meaning and could overflow,
 * so the calculators treat it as zero: an infinite or undefined return.
 */
export function isNegligible(amount: Decimal): boolean {
  // two comparisons, no allocation (abs() would copy the Decimal)
  return amount.lessThan(HALF_CENT) && amount.greaterThan(MINUS_HALF_CENT);
}

// Payment per dollar borrowed, by term then rate. Rates are typed by a person with a few
// decimals and terms are whole months, so a small cache answers nearly every call and spares
// even the decimal.js power of a factor's exact value.
const RECENT_FACTORS = 4_096;

/**
 * Relative distance allowed between a factor's double estimate from `Math.log1p` and `Math.expm1`
 * and its decimal.js value. The estimate is within about 10^-15 of the true factor (both functions
 * err by less than one unit in the last place, and the formula r ÷ −expm1(−n·log1p(r)) does not
 * amplify that), and the decimal.js value is within 10^-18 of it (for r × n ≥ 10^-9); 10^-12 leaves
 * three orders of magnitude to spare, at the price of a decimal.js fall back for a result within
 * about 10^-12 of a rounding boundary.
 */
const ESTIMATE_SLACK = 1e-12;

/**
 * A level-payment factor: a double `nearest` it and `relativeBound`, the relative distance at most
 * between the two (0 when `nearest` is the double nearest to the decimal.js value, else
 * `ESTIMATE_SLACK`), for the calculators' fast paths; `exact`, the decimal.js value digit for digit,
 * made only when first asked for.
 */
export class PaymentFactor {
  private decimal: Decimal | undefined;

  private constructor(
    private readonly annualRatePercent: number,
    private readonly termMonths: number,
    decimal: Decimal | undefined,
    readonly nearest: number,
    readonly relativeBound: number,
  ) {
    this.decimal = decimal;
  }

  /** The factor for a rate seen for the first time. */
  static of(annualRatePercent: number, termMonths: number): PaymentFactor {
    const r = annualRatePercent / 1200;
    if (annualRatePercent === 0) return new PaymentFactor(0, termMonths, undefined, 1 / termMonths, ESTIMATE_SLACK);
    if (r * termMonths < 1e-8) {
      // an almost interest-free loan: decimal.js's own rules, computed once
      const decimal = monthlyPaymentDecimal(decOne, annualRatePercent, termMonths);
      return new PaymentFactor(annualRatePercent, termMonths, decimal, decimal.toNumber(), 0);
    }
    const estimate = r / -Math.expm1(-termMonths * Math.log1p(r));
    return new PaymentFactor(annualRatePercent, termMonths, undefined, estimate, ESTIMATE_SLACK);
  }

  // Only the decimal.js paths ask for it (the fast paths work on `nearest`): a decimal.js power,
  // about 17 µs for a new rate (an exact-integer copy of decimal.js's steps took 7 µs, but cost
  // 1 KB gzip in every bundle holding a calculator; issue 31).
  get exact(): Decimal {
    if (this.decimal === undefined) {
      this.decimal = monthlyPaymentDecimal(decOne, this.annualRatePercent, this.termMonths);
    }
    return this.decimal;
  }
}

const factorCache = new Map<number, RecentlyUsedCache<number, PaymentFactor>>();

/**
 * Level monthly payment per 1 USD borrowed for `annualRatePercent` over `termMonths`:
 * r(1 + r)^n / ((1 + r)^n − 1), or 1 ÷ n at a zero rate; never rounded. Digit for digit
 * `monthlyPaymentDecimal(1, rate, n)` (that is how it is computed); a rate seen lately comes from
 * a bounded cache.
 */
export function paymentFactor(annualRatePercent: number, termMonths: number): Decimal {
  return cachedPaymentFactor(annualRatePercent, termMonths).exact;
}

/** The payment factor with its double estimate (see `PaymentFactor`), from a bounded cache of recent rates. */
export function cachedPaymentFactor(annualRatePercent: number, termMonths: number): PaymentFactor {
  let byRate = factorCache.get(termMonths);
  if (byRate === undefined) {
    if (factorCache.size >= 64) factorCache.clear();
    byRate = new RecentlyUsedCache(RECENT_FACTORS);
    factorCache.set(termMonths, byRate);
  }
  let factor = byRate.get(annualRatePercent);
  if (factor === undefined) {
    factor = PaymentFactor.of(annualRatePercent, termMonths);
    byRate.set(annualRatePercent, factor);
  }
  return factor;
}

/** Level monthly payment of `principal` (unrounded); zero when nothing is borrowed or the term is zero. */
export function levelPayment(principal: Decimal, annualRatePercent: number, termMonths: number): Decimal {
  if (principal.isZero() || termMonths <= 0) return decZero;
  return principal.times(paymentFactor(annualRatePercent, termMonths));
}

/** `value` held inside [low, high]. */
export function clampUnit(value: Decimal, low: Decimal, high: Decimal): Decimal {
  if (value.lessThan(low)) return low;
  if (value.greaterThan(high)) return high;
  return value;
}
