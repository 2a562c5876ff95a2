import { dec, toRatio } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { dscrInputSchema } from './coverage.schema';

/**
 * Debt service coverage ratio: how many times the property's income covers its loan payments,
 * as a ratio rounded to 4 decimals (1.25 means income is 125 % of the payments; lenders
 * usually ask for 1.20–1.25).
 *
 * Formula: annual NOI ÷ annual debt service. Negative NOI gives a negative ratio.
 * Returns `null` when there is no debt (debt service 0): coverage of nothing is undefined,
 * and reporting 0 or Infinity would mislead.
 *
 * Throws `EngineInputError` when NOI is not a finite number or debt service is negative.
 *
 * @example
 * dscr(30_000, 24_000) // 1.25
 * dscr(30_000, 0) // null — no loan
 */
export function dscr(annualNOI: number, annualDebtService: number): number | null {
  const input = parseInput(dscrInputSchema, { annualNOI, annualDebtService }, 'DSCR');
  const debtService = dec(input.annualDebtService);
  return debtService.isZero() ? null : toRatio(dec(input.annualNOI).div(debtService));
}
