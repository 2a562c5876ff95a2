import type { CreativeFinancingResult, CreativeFinancingValues } from './creativeFinancing.schema';
import { balloonMonth as balloonMonthOf, yearEnds, type LoanPath, type StructureMath } from './scheduleRows';

/**
 * A land contract: value − down payment (`debt`) amortized at the note rate over the note term
 * (interest-only at term 0), with the remaining balance due at the balloon year.
 * - balance at balloon = amortized balance after balloon year × 12 payments
 * - total interest = payment × balloon months − (contract amount − balance at balloon), at least 0
 * - the deed passes on payoff: at the balloon month (at the term's end when the balloon year is past it)
 */
export function landContractFigures<T>(
  v: CreativeFinancingValues,
  m: StructureMath<T>,
  debt: T,
  note: LoanPath<T>,
): NonNullable<CreativeFinancingResult['landContract']> {
  const balloonMonth = balloonMonthOf(v);
  const atBalloon = note.balanceAfter(balloonMonth);
  const interest = m.minus(m.times(note.payment, balloonMonth), m.minus(debt, atBalloon));
  return {
    contractAmount: m.money(debt),
    payment: m.money(note.payment),
    balloonMonth,
    balanceAtBalloon: m.money(atBalloon),
    totalInterest: m.money(m.atLeastZero(interest)),
    titleTransferMonth: balloonMonth,
    schedule: yearEnds(balloonMonth).map((k) => ({ year: k / 12, noteBalance: m.money(note.balanceAfter(k)), underlyingBalance: 0 })),
  };
}
