import { dec, Decimal, decOne, decZero, type DecimalInput } from '../../money/decimal';

/**
 * Net present value of `cashFlows` at a periodic rate given as a fraction (0.08),
 * unrounded, for engine-internal use. Flow `t` is discounted by (1 + rate)^t, so
 * the first flow (t = 0) is taken at face value.
 */
export function npvDecimal(rate: DecimalInput, cashFlows: readonly DecimalInput[]): Decimal {
  const growth = decOne.plus(dec(rate));
  let discount = decOne;
  let total = decZero;
  for (const flow of cashFlows) {
    total = total.plus(dec(flow).div(discount));
    discount = discount.times(growth);
  }
  return total;
}

/** d NPV / d rate at `rate` (a fraction): −Σ t · CF_t / (1 + rate)^(t+1). Used by Newton steps. */
export function npvSlopeDecimal(rate: DecimalInput, cashFlows: readonly DecimalInput[]): Decimal {
  const growth = decOne.plus(dec(rate));
  let discount = growth;
  let slope = decZero;
  cashFlows.forEach((flow, t) => {
    slope = slope.minus(dec(flow).times(t).div(discount));
    discount = discount.times(growth);
  });
  return slope;
}
