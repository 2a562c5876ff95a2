import { dec, toPercent } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { breakEvenOccupancyInputSchema, type BreakEvenOccupancyInput } from './coverage.schema';

/**
 * Break-even occupancy: the share of the full rent roll that must be collected to pay the
 * operating expenses and the loan, in percent units rounded to 4 decimals (82.5 means 82.5 %).
 *
 * Formula: (annual operating expenses + annual debt service) ÷ annual gross rent × 100.
 * Above 100 means the property cannot break even even when fully let.
 * Returns `null` when the gross rent is 0 (no occupancy level pays anything).
 *
 * @example
 * breakEvenOccupancy({ annualGrossRent: 60_000, annualOperatingExpenses: 18_000, annualDebtService: 27_000 }) // 75
 */
export function breakEvenOccupancy(input: BreakEvenOccupancyInput): number | null {
  const { annualGrossRent, annualOperatingExpenses, annualDebtService } = parseInput(
    breakEvenOccupancyInputSchema,
    input,
    'break-even occupancy',
  );
  const grossRent = dec(annualGrossRent);
  if (grossRent.isZero()) return null;
  return toPercent(dec(annualOperatingExpenses).plus(annualDebtService).div(grossRent));
}
