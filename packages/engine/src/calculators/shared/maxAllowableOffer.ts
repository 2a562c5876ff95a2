import * as z from 'zod/mini';
import { dec, Decimal, toMoney } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { withMeaning } from '../../errors/fieldMeaning';
import { amount, positiveMoney } from './calculatorMath';

const SEVENTY_PERCENT = new Decimal('0.7');

export const maxAllowableOfferInputSchema = /* @__PURE__ */ (() => z.object({
  /** Value after the rehab, USD. */
  afterRepairValue: withMeaning(positiveMoney(), 'the value after the rehab, USD'),
  /** Rehab budget, USD. */
  rehabCost: withMeaning(amount(), 'the rehab budget, USD'),
}))();
export type MaxAllowableOfferInput = z.input<typeof maxAllowableOfferInputSchema>;

/** 70 % of ARV − rehab, unrounded (engine-internal). */
export function maxAllowableOfferDecimal(afterRepairValue: Decimal, rehabCost: Decimal): Decimal {
  return afterRepairValue.times(SEVENTY_PERCENT).minus(rehabCost);
}

/**
 * Maximum allowable offer by the 70 % rule: 70 % of the after-repair value minus the
 * rehab budget, USD (cents). Negative when the rehab alone eats 70 % of the ARV: no
 * purchase price makes the deal work.
 *
 * @example
 * maxAllowableOffer({ afterRepairValue: 325_000, rehabCost: 25_000 }) // 227500 - 25000 = 202500
 */
export function maxAllowableOffer(input: MaxAllowableOfferInput): number {
  const { afterRepairValue, rehabCost } = parseInput(maxAllowableOfferInputSchema, input, 'maximum allowable offer');
  return toMoney(maxAllowableOfferDecimal(dec(afterRepairValue), dec(rehabCost)));
}
