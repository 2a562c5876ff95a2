import { dec, Decimal, decOne, decZero, fromPercent, toMoney, type DecimalInput } from '../../money/decimal';
import { parseLoanInput } from './loanInput';
import type { AmortizationRow, LoanInput } from './amortization.schema';
import { moneyOut, wholeOut } from '../shared/boundary';
import { RecentlyUsedCache } from '../shared/recentlyUsedCache';
import { certainRound } from '../shared/exactPath';


const NEGLIGIBLE_TOTAL_RATE = new Decimal('1e-12');

/** True when r × n is so small that the loan behaves as interest-free to far below a cent. */
function isNegligibleRate(monthlyRate: Decimal, termMonths: number): boolean {
  return monthlyRate.times(termMonths).lessThan(NEGLIGIBLE_TOTAL_RATE);
}

/**
 * Level monthly payment, unrounded, for engine-internal use.
 * P × r / (1 − (1 + r)^−n), or P ÷ n when the rate is zero.
 */
export function monthlyPaymentDecimal(principal: DecimalInput, annualRatePercent: DecimalInput, termMonths: number): Decimal {
  const p = dec(principal);
  if (p.isZero()) return decZero;
  const { r, negligible, growth, growthLessOne } = loanGrowth(annualRatePercent, termMonths);
  // A rate whose total over the term is negligible is a zero-rate loan: (1 + r)^n − 1 would keep
  // too few significant digits at 28-digit precision, and the true payment differs from P ÷ n
  // by a factor of about 1 + r(n + 1)/2, far below a cent.
  if (negligible) return p.div(termMonths);
  return p.times(r).times(growth).div(growthLessOne);
}

/** A loan's monthly rate and its growth over `months`, as the formulas here use them. */
interface LoanGrowth {
  /** Monthly rate: annual percent ÷ 100 ÷ 12. */
  r: Decimal;
  /** r × months is negligible: the loan counts as interest-free. */
  negligible: boolean;
  /** (1 + r)^months. */
  growth: Decimal;
  /** (1 + r)^months − 1. */
  growthLessOne: Decimal;
}

function computeLoanGrowth(annualRatePercent: DecimalInput, months: number): LoanGrowth {
  const r = fromPercent(annualRatePercent).div(12);
  const growth = decOne.plus(r).pow(months);
  return { r, negligible: isNegligibleRate(r, months), growth, growthLessOne: growth.minus(decOne) };
}

// The same decimal.js steps for a (rate, months) pair seen lately, remembered: a balance schedule
// asks for the same rate's growth at every year end, and rates are typed with a few decimals.
const growthByMonths = new Map<number, RecentlyUsedCache<number, LoanGrowth>>();

/** `computeLoanGrowth`, from a bounded cache when the rate is a plain number. */
function loanGrowth(annualRatePercent: DecimalInput, months: number): LoanGrowth {
  if (typeof annualRatePercent !== 'number') return computeLoanGrowth(annualRatePercent, months);
  let byRate = growthByMonths.get(months);
  if (byRate === undefined) {
    if (growthByMonths.size >= 1_024) growthByMonths.clear();
    byRate = new RecentlyUsedCache(1_024);
    growthByMonths.set(months, byRate);
  }
  let found = byRate.get(annualRatePercent);
  if (found === undefined) {
    found = computeLoanGrowth(annualRatePercent, months);
    byRate.set(annualRatePercent, found);
  }
  return found;
}

/**
 * Level monthly payment of a fully amortizing fixed-rate loan, in USD rounded to cents.
 *
 * Formula: P × r / (1 − (1 + r)^−n) with r = annual rate ÷ 12; a zero-rate loan pays P ÷ n.
 *
 * @example
 * monthlyPayment({ principal: 200_000, annualRatePercent: 4.75, termMonths: 360 }) // 1043.29
 */
export function monthlyPayment(input: LoanInput): number {
  const { principal, annualRatePercent, termMonths } = parseLoanInput(input);
  return toMoney(monthlyPaymentDecimal(principal, annualRatePercent, termMonths));
}

/**
 * Month-by-month amortization schedule as a lender's statement shows it: the payment
 * is rounded to cents, each month's interest is the balance × r rounded to cents, the
 * rest of the payment reduces the balance, and the final payment clears the balance
 * exactly, so the principal column sums to the loan and the last balance is 0.
 *
 * @example
 * amortizationSchedule({ principal: 1200, annualRatePercent: 0, termMonths: 12 })[11]
 * // { month: 12, payment: 100, interest: 0, principal: 100, balance: 0 }
 */
export function amortizationSchedule(input: LoanInput): AmortizationRow[] {
  const { principal, annualRatePercent, termMonths } = parseLoanInput(input);
  const r = fromPercent(annualRatePercent).div(12);
  const payment = dec(toMoney(monthlyPaymentDecimal(principal, annualRatePercent, termMonths)));
  const principalCents = dec(principal).times(100);
  return principalCents.isInteger() && principalCents.lessThanOrEqualTo(MAX_EXACT_CENTS)
    ? scheduleInCents(principalCents.toNumber(), payment, r, termMonths)
    : scheduleInDecimals(dec(principal), payment, r, termMonths);
}

/** Balances up to here (10^15 cents) stay exact integers in a JavaScript number (below 2^53). */
const MAX_EXACT_CENTS = /* @__PURE__ */ new Decimal(1e15);

/**
 * The schedule of a loan of whole cents, with balances kept as integer cents. Only the month's
 * interest is inexact: balance in cents × r, rounded to 28 digits as every Decimal product is,
 * then half-up to a whole cent (`interestCents`) — the same digits as balance × r rounded to
 * cents, since scaling by 100 moves no significant digit. The rest (payment − interest,
 * balance − principal) is integer arithmetic, exact below 2^53. Equal to `scheduleInDecimals`
 * row for row (property-tested).
 */
export function scheduleInCents(principalCents: number, payment: Decimal, r: Decimal, termMonths: number): AmortizationRow[] {
  const paymentCents = payment.times(100).toNumber();
  const rNearest = r.toNumber();
  const rows = new Array<AmortizationRow>(termMonths);
  let balance = principalCents;
  for (let month = 1; month <= termMonths; month += 1) {
    const interest = interestCents(balance, r, rNearest);
    let principalPaid = paymentCents - interest;
    if (month === termMonths || principalPaid > balance) principalPaid = balance;
    if (principalPaid < 0) principalPaid = 0;
    balance -= principalPaid;
    rows[month - 1] = {
      month,
      payment: (interest + principalPaid) / 100,
      interest: interest / 100,
      principal: principalPaid / 100,
      balance: balance / 100,
    };
  }
  return rows;
}

/**
 * Relative distance, at most, between the double product `balance × rNearest` and the Decimal
 * product `balance × r` rounded to 28 digits: two double roundings (r to the nearest double,
 * the product to the nearest double) of 2^-53 each, and the Decimal's own rounding of
 * 5·10^-28; 4·10^-16 covers the sum with room to spare.
 */
const PRODUCT_SLACK = 4e-16;

/**
 * One month's interest in whole cents: `balance` (integer cents, 0 ≤ balance < 10^15) × `r`,
 * rounded to 28 digits by decimal.js and then half-up to a whole cent — computed without a
 * Decimal whenever the answer is certain. `rNearest` is `r.toNumber()`.
 *
 * The double product is within `PRODUCT_SLACK` (relative) of the Decimal product, so when its
 * fraction of a cent is farther than that from one half, both round to the same whole cent. Only
 * a product within about 10^-15 of half a cent (exact ties such as 100 × 0.005 among them) is
 * left to decimal.js. Equal to `wholeOut(new Decimal(balance).times(r))` for every input
 * (property-tested, ties included).
 */
export function interestCents(balance: number, r: Decimal, rNearest: number): number {
  const product = balance * rNearest;
  const whole = Math.floor(product);
  const fractionOfCent = product - whole; // exact: both are doubles of the same binade or less
  const slack = product * PRODUCT_SLACK;
  if (fractionOfCent < 0.5 - slack) return whole;
  if (fractionOfCent > 0.5 + slack) return whole + 1;
  return wholeOut(new Decimal(balance).times(r));
}

/** The same schedule with every amount a Decimal: for a principal with fractions of a cent, or beyond 10^13 USD. */
export function scheduleInDecimals(principal: Decimal, payment: Decimal, r: Decimal, termMonths: number): AmortizationRow[] {
  let balance = principal;
  const rows = new Array<AmortizationRow>(termMonths);
  for (let month = 1; month <= termMonths; month += 1) {
    const interest = balance.times(r).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    let principalPaid = payment.minus(interest);
    if (month === termMonths || principalPaid.greaterThan(balance)) principalPaid = balance;
    if (principalPaid.isNegative()) principalPaid = decZero;
    balance = balance.minus(principalPaid);
    rows[month - 1] = {
      month,
      payment: moneyOut(interest.plus(principalPaid)),
      interest: moneyOut(interest),
      principal: moneyOut(principalPaid),
      balance: moneyOut(balance),
    };
  }
  return rows;
}

/**
 * Outstanding balance after `monthsPaid` level payments (unrounded, engine-internal).
 * B_k = P(1+r)^k − M((1+r)^k − 1)/r, or P − M·k at zero rate; never below zero.
 */
export function remainingBalanceDecimal(
  principal: DecimalInput,
  annualRatePercent: DecimalInput,
  termMonths: number,
  monthsPaid: number,
): Decimal {
  const p = dec(principal);
  const k = Math.min(Math.max(monthsPaid, 0), termMonths);
  if (k >= termMonths || p.isZero()) return decZero;
  const payment = monthlyPaymentDecimal(p, annualRatePercent, termMonths);
  const { r, negligible } = loanGrowth(annualRatePercent, termMonths);
  if (negligible) return Decimal.max(decZero, p.minus(payment.times(k)));
  const { growth, growthLessOne } = loanGrowth(annualRatePercent, k);
  return Decimal.max(decZero, p.times(growth).minus(payment.times(growthLessOne).div(r)));
}

/**
 * The balance after `monthsPaid` level payments in cents, as `moneyOut(remainingBalanceDecimal(…))`
 * shows it, from doubles — or undefined when the doubles cannot settle the cent, and the caller
 * asks decimal.js. For a balance schedule (a row per year end), where decimal.js's powers cost far
 * more than the rest of a calculation.
 *
 * B = P(1 + r)^k · ((1 + r)^(n−k) − 1) ÷ ((1 + r)^n − 1), with the powers from `Math.exp`,
 * `Math.expm1` and `Math.log1p` (each within an ulp or two, so B within about 10^-13 of its value
 * relative to P). Bound allowed: 10^-11 × (|B| + P), plus 10^-25 × P(1 + r)^k for decimal.js's own
 * 28-digit rounding of the terms it subtracts (which only a loan of extreme rate and length makes
 * large). A cent is returned only when every value within that bound rounds to it.
 */
export function remainingBalanceCents(principal: Decimal, annualRatePercent: number, termMonths: number, monthsPaid: number): number | undefined {
  const k = Math.min(Math.max(monthsPaid, 0), termMonths);
  if (k >= termMonths || principal.isZero()) return 0;
  const r = annualRatePercent / 1200;
  // zero and near-zero rates: decimal.js's interest-free rule decides those
  if (!(annualRatePercent > 0) || r * termMonths < 1e-9 || !Number.isInteger(k) || !Number.isInteger(termMonths)) return undefined;
  const p = principal.toNumber();
  const logGrowth = Math.log1p(r);
  const grownByK = Math.exp(k * logGrowth);
  const balance = (p * grownByK * Math.expm1((termMonths - k) * logGrowth)) / Math.expm1(termMonths * logGrowth);
  const bound = 1e-11 * (Math.abs(balance) + p) + 1e-25 * p * grownByK;
  return certainRound(balance * 100, bound * 100);
}
