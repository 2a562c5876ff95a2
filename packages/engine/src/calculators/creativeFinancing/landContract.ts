import { decMax, decZero } from '../../money/decimal';
import { moneyOut } from '../shared';
import type { CreativeFinancingResult, CreativeFinancingValues } from './creativeFinancing.schema';
import type { DebtTerms } from './debtTerms';
import { balloonMonth as balloonMonthOf, yearEnds } from './scheduleRows';

/**
 * A land contract: value − down payment amortized at the note rate over the note term
 * (interest-only at term 0), with the remaining balance due at the balloon year.
 * - balance at balloon = amortized balance after balloon year × 12 payments
 * - total interest = payment × balloon months − (contract amount − balance at balloon)
 * - the deed passes on payoff: at the balloon month (at the term's end when the balloon year is past it)
 */
export function landContractFigures(v: CreativeFinancingValues, terms: DebtTerms): NonNullable<CreativeFinancingResult['landContract']> {
  const balloonMonth = balloonMonthOf(v);
  const balanceAfter = (months: number) => terms.debt.minus(terms.principalPaidAfter(months));
  const atBalloon = balanceAfter(balloonMonth);
  const interest = terms.payment.times(balloonMonth).minus(terms.debt.minus(atBalloon));
  return {
    contractAmount: moneyOut(terms.debt),
    payment: moneyOut(terms.payment),
    balloonMonth,
    balanceAtBalloon: moneyOut(atBalloon),
    totalInterest: moneyOut(decMax(decZero, interest)),
    titleTransferMonth: balloonMonth,
    schedule: yearEnds(balloonMonth).map((m) => ({ year: m / 12, noteBalance: moneyOut(balanceAfter(m)), underlyingBalance: 0 })),
  };
}
