import type { CreativeFinancingResult, CreativeFinancingValues } from './creativeFinancing.schema';
import { wrapSpan, yearEnds, type LoanPath, type StructureMath } from './scheduleRows';

/**
 * A wrap-around's two loans. The wrap note (`debt`, `wrap`) is value − down payment at the note rate
 * over the note term (interest-only at term 0); the seller's underlying loan (`underlying`)
 * amortizes its balance at its rate over its remaining months. The wrap ends at its balloon year,
 * else at its term, else (an interest-only wrap without a balloon) at the 5-year horizon.
 * - monthly spread = buyer payment − underlying payment
 * - total spread = buyer payment × wrap months − underlying payment × min(wrap months, underlying months)
 * - seller's net on payoff = wrap balance at the end − underlying balance at the end
 */
export function wrapFigures<T>(
  v: CreativeFinancingValues,
  m: StructureMath<T>,
  debt: T,
  wrap: LoanPath<T>,
  underlying: LoanPath<T>,
): NonNullable<CreativeFinancingResult['wrap']> {
  const underlyingMonths = v.underlyingTermMonths ?? 1;
  const { endsAt, wrapMonths } = wrapSpan(v);
  const wrapEnd = wrap.balanceAfter(wrapMonths);
  const underlyingEnd = underlying.balanceAfter(wrapMonths);
  return {
    wrapAmount: m.money(debt),
    buyerPayment: m.money(wrap.payment),
    underlyingPayment: m.money(underlying.payment),
    monthlySpread: m.money(m.minus(wrap.payment, underlying.payment)),
    wrapMonths,
    endsAt,
    totalSpread: m.money(m.minus(m.times(wrap.payment, wrapMonths), m.times(underlying.payment, Math.min(wrapMonths, underlyingMonths)))),
    wrapBalanceAtEnd: m.money(wrapEnd),
    underlyingBalanceAtEnd: m.money(underlyingEnd),
    sellerNetAtPayoff: m.money(m.minus(wrapEnd, underlyingEnd)),
    schedule: yearEnds(wrapMonths).map((k) => ({
      year: k / 12,
      noteBalance: m.money(wrap.balanceAfter(k)),
      underlyingBalance: m.money(underlying.balanceAfter(k)),
    })),
  };
}
