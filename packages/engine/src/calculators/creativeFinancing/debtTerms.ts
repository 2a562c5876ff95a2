import { dec, Decimal, decMax, decOne, decZero, decTwelve as TWELVE } from '../../money/decimal';
import { monthlyPaymentDecimal, remainingBalanceDecimal } from '../amortization/amortization';
import { fraction, moneyOut } from '../shared';
import type { CreativeFinancingValues } from './creativeFinancing.schema';
import { noteMonths, type LoanPath, type StructureMath } from './scheduleRows';


/** A structure's debt, payment and paydown, as `debtTerms` works them out (decimal.js path). */
export interface DebtTerms {
  /** Amount owed (or still to pay, for a lease option), USD. */
  debt: Decimal;
  /** Monthly payment, USD. */
  payment: Decimal;
  /** Principal repaid after `months` payments (0 when the interest split is unknown). */
  principalPaidAfter: (months: number) => Decimal;
}

/**
 * Level monthly payment of `principal` over `termMonths` > 0: principal × the payment per dollar,
 * the same digits as the shared `levelPayment` (whose exact factor equals
 * `monthlyPaymentDecimal(1, …)` digit for digit), without the exact-factor code in this bundle.
 */
export function notePayment(principal: Decimal, annualRatePercent: number, termMonths: number): Decimal {
  return principal.isZero() ? decZero : principal.times(monthlyPaymentDecimal(decOne, annualRatePercent, termMonths));
}

/**
 * How each strategy's debt and payment are derived:
 * - subject-to: debt = the seller's existing loan; payment = its existing payment
 * - lease option: "debt" = the exercise price still to pay; payment = the existing (lease) payment
 * - seller financing, wrap-around, land contract: the investor finances value − down payment
 *   at the interest rate, level payments over the loan term (interest-only when the term is 0)
 * Subject-to and lease-option principal paydown is 0: the existing loan's rate is not an input.
 */
export function debtTerms(v: CreativeFinancingValues): DebtTerms {
  // The input schema makes each strategy name the inputs it uses; an unused one counts as 0.
  if (v.strategy === 'subject_to' || v.strategy === 'lease_option') {
    return {
      debt: dec((v.strategy === 'subject_to' ? v.sellerDebt : v.exercisePrice) ?? 0),
      payment: dec(v.existingPayment ?? 0),
      principalPaidAfter: () => decZero,
    };
  }
  const rate = v.interestRate ?? 0;
  const financed = decMax(decZero, dec(v.propertyValue).minus(v.downPayment));
  const termMonths = noteMonths(v);
  if (termMonths === 0) {
    return { debt: financed, payment: financed.times(fraction(rate)).div(TWELVE), principalPaidAfter: () => decZero };
  }
  return {
    debt: financed,
    payment: notePayment(financed, rate, termMonths),
    principalPaidAfter: (months) => financed.minus(remainingBalanceDecimal(financed, rate, termMonths, months)),
  };
}

/** The structures' arithmetic in decimal.js: the definition the fast path must equal. */
export const DECIMAL_MATH: StructureMath<Decimal> = {
  minus: (a, b) => a.minus(b),
  times: (a, k) => a.times(k),
  atLeastZero: (a) => decMax(decZero, a),
  money: moneyOut,
};

/** The note `debtTerms` describes, as a loan: its payment and its balance after k payments. */
export function noteLoan(terms: DebtTerms): LoanPath<Decimal> {
  return { payment: terms.payment, balanceAfter: (months) => terms.debt.minus(terms.principalPaidAfter(months)) };
}

/** A wrap-around's underlying loan: its balance at its rate over its remaining months. */
export function underlyingLoan(v: CreativeFinancingValues): LoanPath<Decimal> {
  const balance = dec(v.underlyingBalance ?? 0);
  const rate = v.underlyingRate ?? 0;
  const months = v.underlyingTermMonths ?? 1;
  return {
    payment: notePayment(balance, rate, months),
    balanceAfter: (k) => remainingBalanceDecimal(balance, rate, months, k),
  };
}
