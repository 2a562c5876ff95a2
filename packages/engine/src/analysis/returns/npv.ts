import { fromPercent, toMoney } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { npvDecimal } from './discounting';
import { npvInputSchema } from './returns.schema';

/**
 * Net present value of a series of periodic cash flows, in USD rounded to cents.
 *
 * Formula: NPV = Σ CF_t ÷ (1 + r)^t for t = 0 … n−1, with r = `ratePercent` ÷ 100 per period.
 * The first flow is at time 0 and is not discounted, so it is usually the (negative)
 * equity invested. An empty list is worth 0.
 *
 * Throws `EngineInputError` when the rate is −100 % or less or a flow is not a finite number.
 *
 * @example
 * npv(10, [-1000, 1100]) // 0
 * npv(8, [-100_000, 10_000, 10_000, 110_000]) // 5154.19
 */
export function npv(ratePercent: number, cashFlows: readonly number[]): number {
  const input = parseInput(npvInputSchema, { ratePercent, cashFlows }, 'npv');
  return toMoney(npvDecimal(fromPercent(input.ratePercent), input.cashFlows));
}
