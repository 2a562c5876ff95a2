import { dec, decZero, toRatio, type Decimal, type DecimalInput } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { irrInputSchema } from './returns.schema';

/**
 * Equity multiple: every dollar that came back ÷ every dollar put in, as a ratio (1.85 means
 * $1.85 back per $1 invested), rounded to 4 decimals.
 *
 * Formula: Σ positive flows ÷ |Σ negative flows|. A negative year after the purchase counts as
 * more equity put in. Returns `null` when nothing was put in (no negative flow): the multiple has
 * no meaning then.
 *
 * @example
 * equityMultiple([-100_000, 8_000, 8_000, 150_000]) // 1.66
 * equityMultiple([5_000, 5_000]) // null
 */
export function equityMultiple(cashFlows: readonly number[]): number | null {
  const input = parseInput(irrInputSchema, { cashFlows }, 'equity multiple');
  const multiple = equityMultipleRatio(input.cashFlows);
  return multiple === null ? null : toRatio(multiple);
}

/** Unrounded equity multiple (engine-internal): Σ positive flows ÷ |Σ negative flows|, or null. */
export function equityMultipleRatio(cashFlows: readonly DecimalInput[]): Decimal | null {
  let paidIn = decZero;
  let paidOut = decZero;
  for (const flow of cashFlows) {
    const amount = dec(flow);
    if (amount.isNegative()) paidIn = paidIn.plus(amount.abs());
    else paidOut = paidOut.plus(amount);
  }
  return paidIn.isZero() ? null : paidOut.div(paidIn);
}
