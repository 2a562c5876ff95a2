import { dec, decOne, decZero, type Decimal, type DecimalInput } from '../../money/decimal';

/**
 * Net present value of `cashFlows` at a periodic rate given as a fraction (0.08),
 * unrounded, for engine-internal use. Flow `t` is discounted by (1 + rate)^t, so
 * the first flow (t = 0) is taken at face value.
 */
export function npvDecimal(rate: DecimalInput, cashFlows: readonly DecimalInput[]): Decimal {
  // One division, then multiplications: v^t with v = 1 / (1 + rate).
  const perPeriod = decOne.div(decOne.plus(dec(rate)));
  let discount = decOne;
  let total = decZero;
  for (const flow of cashFlows) {
    total = total.plus(dec(flow).times(discount));
    discount = discount.times(perPeriod);
  }
  return total;
}

/**
 * NPV and its slope d NPV / d rate = −Σ t · CF_t / (1 + rate)^(t+1) at `rate` (a fraction),
 * in one pass. Used by the IRR's Newton steps.
 */
export function npvWithSlope(rate: Decimal, cashFlows: readonly Decimal[]): { value: Decimal; slope: Decimal } {
  const perPeriod = decOne.div(decOne.plus(rate));
  let discount = decOne;
  let value = decZero;
  let slope = decZero;
  cashFlows.forEach((flow, t) => {
    const present = flow.times(discount);
    value = value.plus(present);
    if (t > 0) slope = slope.minus(present.times(t));
    discount = discount.times(perPeriod);
  });
  return { value, slope: slope.times(perPeriod) };
}
