import { hasLineItems } from '../lineItems/lineItems';
import { certainAbove, certainMoney, certainPercent, certainRatio, MICROS_PER_CENT, percentHundredths, STEP, wholeCentsMicros } from '../shared/exactPath';
import { isNoteStrategy, type CreativeFinancingResult, type CreativeFinancingValues } from './creativeFinancing.schema';
import { CREATIVE_RULES } from './creativeRules';
import { creativeResult } from './creativeResult';
import { landContractFigures } from './landContract';
import { noteMonths, type LoanPath, type StructureMath } from './scheduleRows';
import { wrapFigures } from './wrapAround';

/**
 * The creative analysis on doubles (see shared/exactPath.ts): money in micro-dollars, exact while it
 * is sums of whole cents (value, rent, expenses, cash in, a subject-to loan and its payment), and
 * every amount that passes through a payment, a balance or the appreciation carried as a double
 * `v` with a bound `e` on its distance from the value decimal.js computes. A figure is rounded only
 * when everything within its bound rounds the same way, and a threshold (cash flow, DSCR) decided
 * only when the bound stays on one side; otherwise — a result within its bound of a rounding edge
 * (about 10^-12 of a payment, 10^-14 to 10^-13 of a balance), custom lines, fractions of a cent,
 * amounts over 100 million USD, a rate so small the loan counts as interest-free — it gives up and `calculateCreativeFinancing` takes `creativeInDecimals`.
 * Equal to it field for field (property-tested against a frozen all-decimal.js copy).
 *
 * Where decimal.js is slow here: the power (1 + r)^k of every balance (a principal paid down after
 * 12 and 60 months, each year-end row of a schedule), the division by (1 + r)^n − 1, and the
 * fractional power of a lease option's growth; doubles do each in a few nanoseconds.
 */
export function creativeInDoubles(v: CreativeFinancingValues): CreativeFinancingResult | undefined {
  try {
    return fast(v);
  } catch (error) {
    if (error === GIVE_UP) return undefined;
    throw error;
  }
}

/** A double within `e` of the decimal.js value. */
export interface Near {
  v: number;
  e: number;
}

const GIVE_UP = new Error('uncertain');
const HALF_CENT = 5_000; // micro-dollars
const ZERO: Near = { v: 0, e: 0 };

/**
 * Relative distance allowed between a level-payment factor from `Math.log1p` and `Math.expm1` and
 * its decimal.js value (the same allowance as the shared `PaymentFactor`: the estimate is within
 * about 10^-15, decimal.js within 10^-18 for r × n ≥ 10^-8).
 */
const FACTOR_SLACK = 1e-12;

function sure<T>(x: T | undefined): T {
  if (x === undefined) throw GIVE_UP;
  return x;
}

const micros = (usd: number | undefined): number => sure(wholeCentsMicros(usd ?? 0));
/** An exact sum of micro-dollars (bound 0) is rounded exactly, ties included. */
const exact = (x: Near): boolean => x.e === 0 && Number.isSafeInteger(x.v);
const money = (x: Near): number => (exact(x) ? cents(x.v) : sure(certainMoney(x.v, x.e)));

/** Exact micro-dollars rounded half-up (away from zero) to cents, as USD: `moneyOut` of the same amount. */
function cents(micros: number): number {
  const rest = micros % MICROS_PER_CENT;
  const whole = (micros - rest) / MICROS_PER_CENT;
  return (2 * Math.abs(rest) >= MICROS_PER_CENT ? whole + Math.sign(rest) : whole) / 100;
}

/** A quotient of exact amounts rounded to 4 decimals (`ratioOut`); an exact tie gives up. */
const ratio = (a: number, b: number): number => sure(certainRatio(a / b, 0));
/** true above `t`, false below, and gives up within the bound. */
const above = (x: Near, t: number): boolean => sure(certainAbove(x.v, x.e, t));

/** `notePayment` / `levelPayment` of `p` micro-dollars over n > 0 months. */
export function payment(p: number, rate: number, n: number): Near {
  if (p === 0) return ZERO;
  // decimal.js: p × (1 ÷ n) at a zero rate
  if (rate === 0) return { v: p / n, e: (p / n) * 3 * STEP };
  const r = rate / 1200;
  // near-zero rates: decimal.js's interest-free rule decides those
  if (r * n < 1e-8) throw GIVE_UP;
  const x = (p * r) / -Math.expm1(-n * Math.log1p(r));
  return { v: x, e: x * (FACTOR_SLACK + 3 * STEP) };
}

/**
 * The balance after k payments, `remainingBalanceDecimal(p, rate, n, k)`, in micro-dollars, for
 * one loan at every k asked: p(1 + r)^k · ((1 + r)^(n−k) − 1) ÷
 * ((1 + r)^n − 1), at a zero rate p − (p ÷ n) × k. The bound: each factor is a product of
 * correctly rounded steps whose exponent errors grow with n × r, so the double is within
 * (16 + 8nr) steps of B relative to B (measured: at most 1.44 (1 + nr) over 150,000 random loans);
 * decimal.js subtracts two terms of size p(1 + r)^k rounded to 28 digits, and divides by
 * (1 + r)^n − 1 and r, which loses digits as nr → 0: 10^-25 × p(1 + r)^k (1 + 0.1 ÷ nr).
 */
export function balances(p: number, rate: number, n: number): (k: number) => Near {
  const r = rate / 1200;
  // near-zero rates: decimal.js's interest-free rule decides those
  if (p > 0 && rate > 0 && r * n < 1e-8) throw GIVE_UP;
  // per loan, not per row: log(1 + r), (1 + r)^n − 1 and the bound's factors
  const log = Math.log1p(r);
  const whole = Math.expm1(n * log);
  const relative = (16 + 8 * n * r) * STEP;
  const cancelled = 1e-25 * p * (1 + 0.1 / (n * r));
  return (k) => {
    if (k >= n || p === 0) return ZERO;
    if (rate === 0) return { v: p - (p / n) * k, e: p * 4 * STEP };
    const grown = Math.exp(k * log);
    const b = (p * grown * Math.expm1((n - k) * log)) / whole;
    return { v: b, e: Math.abs(b) * relative + cancelled * grown };
  };
}

/** a ± b with the bounds added and the double's own rounding (none for safe integers). */
function sum(a: Near, b: Near, sign = 1): Near {
  const x = a.v + sign * b.v;
  return { v: x, e: exact(a) && exact(b) && Number.isSafeInteger(x) ? 0 : a.e + b.e + Math.abs(x) * STEP };
}

/** x × k (k as decimal.js holds it, within an ulp) and the rounding; exact for safe integers. */
function times(x: Near, k: number): Near {
  const y = x.v * k;
  return { v: y, e: exact(x) && Number.isInteger(k) && Number.isSafeInteger(y) ? 0 : x.e * Math.abs(k) + Math.abs(y) * 2 * STEP };
}

/** The structures' arithmetic on bounded doubles (`wrapFigures`, `landContractFigures`). */
const NEAR_MATH: StructureMath<Near> = {
  minus: (a, b) => sum(a, b, -1),
  times,
  // max(0, a): clamping moves nothing by more than the bound
  atLeastZero: (a) => ({ v: Math.max(0, a.v), e: a.e }),
  money,
};

function fast(v: CreativeFinancingValues): CreativeFinancingResult {
  if (hasLineItems(v)) throw GIVE_UP;
  const lease = v.strategy === 'lease_option';
  const note = isNoteStrategy(v.strategy);
  const value = micros(v.propertyValue);
  const income = micros(v.monthlyRent) - micros(v.monthlyExpenses);
  const expenses = micros(v.monthlyExpenses);
  const cash = micros(v.downPayment) + micros(v.closingCosts) + (lease ? micros(v.optionFee) : 0);
  const rate = v.interestRate ?? 0;
  const termMonths = note ? noteMonths(v) : 0;

  // the debt (a lease option: the exercise price) and its payment
  let debt: number;
  let pay: Near;
  if (note) {
    debt = Math.max(0, value - micros(v.downPayment));
    if (termMonths > 0) pay = payment(debt, rate, termMonths);
    else {
      // interest-only: debt × rate ÷ 100 ÷ 12
      const x = (debt * rate) / 1200;
      pay = { v: x, e: x * 4 * STEP };
    }
  } else {
    debt = micros(lease ? v.exercisePrice : v.sellerDebt);
    pay = { v: micros(v.existingPayment), e: 0 };
  }
  // the note's balance after k payments (the debt itself when interest-only) and the principal repaid
  const noteAfter = termMonths > 0 ? balances(debt, rate, termMonths) : undefined;
  const owed = (k: number): Near => (noteAfter === undefined ? { v: debt, e: 0 } : noteAfter(k));
  const paid = (k: number): Near => (termMonths > 0 ? sum({ v: debt, e: 0 }, owed(k), -1) : ZERO);

  const cashFlow = sum({ v: income, e: 0 }, pay, -1);
  const annualCashFlow = times(cashFlow, 12);
  const cashIn = cash >= HALF_CENT;

  // horizon, growth and total gain
  const optionTerm = v.optionTerm ?? 0;
  const years = lease ? optionTerm / 12 : CREATIVE_RULES.holdingPeriodYears;
  // (1 + a)^years: the base within 3 ulps, the power within one; 10^-13 leaves room for 50 years
  const futureValue = value * Math.pow(1 + v.appreciationRate / 100, years);
  const grown: Near = { v: futureValue, e: v.appreciationRate === 0 ? 0 : futureValue * 1e-13 };
  const valueGain = lease ? sum(grown, { v: debt, e: 0 }, -1) : sum(grown, { v: value, e: 0 }, -1);
  if (valueGain.v < 0 && lease) {
    // max(0, future value − exercise price): clamping moves nothing by more than the bound
    valueGain.v = 0;
  }
  const totalGain = sum(sum(times(annualCashFlow, years), valueGain), paid(lease ? optionTerm : years * 12));

  // DSCR: (rent − expenses) ÷ payment, none under half a cent of payment
  const hasPayment = above(pay, HALF_CENT);
  const dscr: Near | null = hasPayment ? { v: income / pay.v, e: (Math.abs(income / pay.v) * (pay.e + pay.v * 2 * STEP)) / pay.v } : null;
  const below = (t: number) => dscr !== null && (pay.e === 0 ? income < t * pay.v : !above(dscr, t));
  const { high, medium } = CREATIVE_RULES.risk;
  // leverage = debt ÷ value against 0.8 and 0.9, as exact integer comparisons (tenths × 10)
  const leverageAbove = (t: number) => !lease && debt * 10 > value * Math.round(t * 10);
  const cashFlowNegative = !above(cashFlow, -HALF_CENT);
  const cashFlowZero = !cashFlowNegative && !above(cashFlow, HALF_CENT);

  const noteLoan: LoanPath<Near> = { payment: pay, balanceAfter: owed };
  const owedNow: Near = { v: debt, e: 0 };
  let wrap: CreativeFinancingResult['wrap'] = null;
  if (v.strategy === 'wrap_around') {
    const underlying = micros(v.underlyingBalance);
    const underlyingRate = v.underlyingRate ?? 0;
    const underlyingMonths = v.underlyingTermMonths ?? 1;
    const underlyingLoan = { payment: payment(underlying, underlyingRate, underlyingMonths), balanceAfter: balances(underlying, underlyingRate, underlyingMonths) };
    wrap = wrapFigures(v, NEAR_MATH, owedNow, noteLoan, underlyingLoan);
  }
  const landContract = v.strategy === 'land_contract' ? landContractFigures(v, NEAR_MATH, owedNow, noteLoan) : null;

  const ratioToCash = (x: Near) => sure(certainPercent(x.v / cash, x.e / cash + Math.abs(x.v / cash) * STEP));
  // value × appreciation: exact micro-dollars for a rate in hundredths of a percent (cents × hundredths)
  const hundredths = percentHundredths(v.appreciationRate);
  const appreciationGain: Near =
    hundredths === undefined ? times({ v: value / 100, e: (value / 100) * STEP }, v.appreciationRate) : { v: (value / MICROS_PER_CENT) * hundredths, e: 0 };
  return creativeResult(
    v,
    {
      cashFlowNegative,
      cashFlowZero,
      dscrBelowTarget: below(CREATIVE_RULES.dscrTarget),
      dscrHigh: below(high.dscrBelow),
      dscrMedium: below(medium.dscrBelow),
      leverageHigh: leverageAbove(high.leverageAbove),
      leverageMedium: leverageAbove(medium.leverageAbove),
    },
    debt > 0,
    {
      wrap,
      landContract,
      monthlyPayment: money(pay),
      monthlyNetCashFlow: money(cashFlow),
      annualNetCashFlow: money(annualCashFlow),
      totalCashInvested: cents(cash),
      roi: cashIn ? ratioToCash(annualCashFlow) : null,
      totalReturn: cashIn ? ratioToCash(totalGain) : null,
      horizonYears: ratio(lease ? optionTerm : years, lease ? 12 : 1),
      dscr: dscr === null ? null : sure(certainRatio(dscr.v, dscr.e)),
      leverageRatio: ratio(debt, value),
      breakEvenRent: money(sum({ v: expenses, e: 0 }, pay)),
      equityPosition: cents(value - debt),
      futureValue: money(grown),
      equityBuildup: money(sum(appreciationGain, paid(12))),
    },
  );
}
