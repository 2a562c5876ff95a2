import { dec, Decimal, decMax, decZero } from '../../money/decimal';
import { remainingBalanceDecimal } from '../amortization';
import { remainingBalanceCents } from '../amortization/amortization';
import { fraction, levelPayment } from '../shared';
import type { CreativeFinancingValues } from './creativeFinancing.schema';
import { cents } from './scheduleRows';

const TWELVE = new Decimal(12);

/** A structure's debt, payment and paydown, as `debtTerms` works them out. */
export interface DebtTerms {
  /** Amount owed (or still to pay, for a lease option), USD. */
  debt: Decimal;
  /** Monthly payment, USD. */
  payment: Decimal;
  /** Principal repaid after `months` payments (0 when the interest split is unknown). */
  principalPaidAfter: (months: number) => Decimal;
  /**
   * The balance after `months` payments, debt − principal paid, as USD rounded to cents, when
   * doubles settle the cent (see `remainingBalanceCents`); undefined sends the caller to decimal.js.
   */
  balanceCents: (months: number) => number | undefined;
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
      balanceCents: () => undefined,
    };
  }
  const rate = v.interestRate ?? 0;
  const financed = decMax(decZero, dec(v.propertyValue).minus(v.downPayment));
  const termMonths = (v.loanTerm ?? 0) * 12;
  if (termMonths === 0) {
    return { debt: financed, payment: financed.times(fraction(rate)).div(TWELVE), principalPaidAfter: () => decZero, balanceCents: () => undefined };
  }
  return {
    debt: financed,
    payment: levelPayment(financed, rate, termMonths),
    principalPaidAfter: (months) => financed.minus(remainingBalanceDecimal(financed, rate, termMonths, months)),
    // debt − (debt − B) is B to within 10^-27 of the debt, far inside the bound allowed
    balanceCents: (months) => cents(remainingBalanceCents(financed, rate, termMonths, months)),
  };
}
