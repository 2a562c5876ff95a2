import { dec } from '../../money/decimal';
import { remainingBalanceDecimal } from '../amortization/amortization';
import { moneyOut } from '../shared';
import type { CreativeFinancingResult, CreativeFinancingValues } from './creativeFinancing.schema';
import { notePayment, type DebtTerms } from './debtTerms';
import { wrapSpan, yearEnds } from './scheduleRows';

/**
 * A wrap-around's two loans. The wrap note is value − down payment at the note rate over the
 * note term (interest-only at term 0); the seller's underlying loan amortizes its balance at its
 * rate over its remaining months. The wrap ends at its balloon year, else at its term, else (an
 * interest-only wrap without a balloon) at the 5-year horizon.
 * - monthly spread = buyer payment − underlying payment
 * - total spread = buyer payment × wrap months − underlying payment × min(wrap months, underlying months)
 * - seller's net on payoff = wrap balance at the end − underlying balance at the end
 */
export function wrapFigures(v: CreativeFinancingValues, terms: DebtTerms): NonNullable<CreativeFinancingResult['wrap']> {
  const underlying = dec(v.underlyingBalance ?? 0);
  const underlyingRate = v.underlyingRate ?? 0;
  const underlyingMonths = v.underlyingTermMonths ?? 1;
  const underlyingPayment = notePayment(underlying, underlyingRate, underlyingMonths);
  const { endsAt, wrapMonths } = wrapSpan(v);
  const underlyingAfter = (months: number) => remainingBalanceDecimal(underlying, underlyingRate, underlyingMonths, months);
  const wrapAfter = (months: number) => terms.debt.minus(terms.principalPaidAfter(months));
  const spread = terms.payment.minus(underlyingPayment);
  const totalSpread = terms.payment.times(wrapMonths).minus(underlyingPayment.times(Math.min(wrapMonths, underlyingMonths)));
  const wrapEnd = wrapAfter(wrapMonths);
  const underlyingEnd = underlyingAfter(wrapMonths);
  return {
    wrapAmount: moneyOut(terms.debt),
    buyerPayment: moneyOut(terms.payment),
    underlyingPayment: moneyOut(underlyingPayment),
    monthlySpread: moneyOut(spread),
    wrapMonths,
    endsAt,
    totalSpread: moneyOut(totalSpread),
    wrapBalanceAtEnd: moneyOut(wrapEnd),
    underlyingBalanceAtEnd: moneyOut(underlyingEnd),
    sellerNetAtPayoff: moneyOut(wrapEnd.minus(underlyingEnd)),
    schedule: yearEnds(wrapMonths).map((m) => ({ year: m / 12, noteBalance: moneyOut(wrapAfter(m)), underlyingBalance: moneyOut(underlyingAfter(m)) })),
  };
}
