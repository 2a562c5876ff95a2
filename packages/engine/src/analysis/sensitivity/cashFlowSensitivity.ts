import * as z from 'zod/mini';
import { toMoney } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { money, percent } from '../../money/schemaFields';
import { rentalDealInputSchema, type RentalDealInput } from '../rentalDeal/rentalDeal.schema';
import { rentalDealYearOne } from '../rentalDeal/rentalDealYearOne';
import { sensitivity, type SensitivityGrid } from './sensitivity';

const cashFlowSensitivityInputSchema = /* @__PURE__ */ (() => z.object({
  baseInputs: rentalDealInputSchema,
  rents: z.array(money()).check(z.minLength(1, 'must list at least one rent'), z.maxLength(200, 'must list at most 200 rents')),
  ratesPercent: z.array(percent(100)).check(z.minLength(1, 'must list at least one rate'), z.maxLength(200, 'must list at most 200 rates')),
}))();

/**
 * Year-one monthly cash flow (USD, cents) of a rental for every monthly rent × interest rate
 * pair: rows are the `rents` (monthly, USD), columns the `ratesPercent` (annual, percent units);
 * every other input comes from `baseInputs`.
 *
 * Cell formula: (NOI − 12 × mortgage payment at that rate) ÷ 12, with
 * NOI = rent × 12 × (1 − vacancy) × (1 − management) − annual expenses.
 * More rent never lowers a cell; a higher rate never raises one.
 * Throws `EngineInputError` naming every invalid field (`baseInputs.…`, `rents.2`, `ratesPercent.0`).
 *
 * @example
 * cashFlowSensitivity(rentalDealDefaults(), [4_000, 4_500], [6, 7]).cells
 * // [[81.02, -165.55], [518.02, 271.45]] — monthly cash flow at each rent (rows) and rate (columns)
 */
export function cashFlowSensitivity(
  baseInputs: RentalDealInput,
  rents: readonly number[],
  ratesPercent: readonly number[],
): SensitivityGrid {
  const input = parseInput(cashFlowSensitivityInputSchema, { baseInputs, rents, ratesPercent }, 'cash-flow sensitivity');
  return sensitivity({
    evaluate: (monthlyRent, interestRatePercent) =>
      toMoney(rentalDealYearOne({ ...input.baseInputs, monthlyRent, interestRatePercent }).monthlyCashFlow),
    rowInput: { name: 'monthlyRent', values: input.rents },
    columnInput: { name: 'interestRatePercent', values: input.ratesPercent },
  });
}
