import { z } from 'zod';
import { dec, Decimal, decOne, decZero, fromPercent, toMoney, type DecimalInput } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { money, percent, positiveInt } from '../../money/schemaFields';

export const loanInputSchema = z.object({
  /** Amount borrowed, USD. */
  principal: money(),
  /** Nominal annual interest rate in percent (4.75 means 4.75 %). */
  annualRatePercent: percent(100),
  /** Number of monthly payments (360 for a 30-year loan). */
  termMonths: positiveInt().max(1200, 'must be at most 1200 months (100 years)'),
});
export type LoanInput = z.input<typeof loanInputSchema>;

export const amortizationRowSchema = z.object({
  month: z.number().int(),
  payment: z.number(),
  interest: z.number(),
  principal: z.number(),
  balance: z.number(),
});
export type AmortizationRow = z.infer<typeof amortizationRowSchema>;
export const amortizationScheduleSchema = z.array(amortizationRowSchema);

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
  const r = fromPercent(annualRatePercent).div(12);
  // A rate whose total over the term is negligible is a zero-rate loan: (1 + r)^n − 1 would keep
  // too few significant digits at 28-digit precision, and the true payment differs from P ÷ n
  // by a factor of about 1 + r(n + 1)/2, far below a cent.
  if (isNegligibleRate(r, termMonths)) return p.div(termMonths);
  const growth = decOne.plus(r).pow(termMonths);
  return p.times(r).times(growth).div(growth.minus(decOne));
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
  const { principal, annualRatePercent, termMonths } = parseInput(loanInputSchema, input, 'loan');
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
  const { principal, annualRatePercent, termMonths } = parseInput(loanInputSchema, input, 'loan');
  const r = fromPercent(annualRatePercent).div(12);
  const payment = dec(toMoney(monthlyPaymentDecimal(principal, annualRatePercent, termMonths)));
  let balance = dec(principal);
  const rows: AmortizationRow[] = [];
  for (let month = 1; month <= termMonths; month += 1) {
    const interest = balance.times(r).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const isLast = month === termMonths;
    let principalPaid = payment.minus(interest);
    if (isLast || principalPaid.greaterThan(balance)) principalPaid = balance;
    if (principalPaid.isNegative()) principalPaid = decZero;
    balance = balance.minus(principalPaid);
    rows.push({
      month,
      payment: toMoney(interest.plus(principalPaid)),
      interest: toMoney(interest),
      principal: toMoney(principalPaid),
      balance: toMoney(balance),
    });
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
  const r = fromPercent(annualRatePercent).div(12);
  if (isNegligibleRate(r, termMonths)) return Decimal.max(decZero, p.minus(payment.times(k)));
  const growth = decOne.plus(r).pow(k);
  return Decimal.max(decZero, p.times(growth).minus(payment.times(growth.minus(decOne)).div(r)));
}
