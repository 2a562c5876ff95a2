import * as z from 'zod/mini';
import { money, percent, positiveInt } from '../../money/schemaFields';

/**
 * A financed rental as the analysis functions see it (a compact Buy & Hold model).
 * Money in USD, percents in percent units (7 means 7 %). `annualOperatingExpenses` is
 * yearly; `monthlyRent` is monthly.
 */
export const rentalDealInputSchema = /* @__PURE__ */ (() => z.object({
  /** Price paid for the property, USD. */
  purchasePrice: money(),
  /** Closing costs paid in cash at purchase, USD. */
  closingCosts: money(),
  /** Repairs paid in cash before renting, USD. */
  rehabCost: money(),
  /** Down payment as a percent of the price; the rest is borrowed. 100 means no loan. */
  downPaymentPercent: percent(100),
  /** Nominal annual interest rate of the loan, percent. */
  interestRatePercent: percent(100),
  /** Loan term in whole years (30 for a 30-year mortgage). */
  loanTermYears: positiveInt().check(z.maximum(50, 'must be at most 50 years')),
  /** Scheduled rent for the whole property per month, USD. */
  monthlyRent: money(),
  /** Share of the scheduled rent lost to empty units and non-payment, percent. */
  vacancyPercent: percent(100),
  /** Yearly operating expenses other than management (taxes, insurance, maintenance, utilities), USD. */
  annualOperatingExpenses: money(),
  /** Property management fee as a percent of effective gross income. */
  managementPercent: percent(100),
}))();
export type RentalDealInput = z.input<typeof rentalDealInputSchema>;
export type RentalDeal = z.output<typeof rentalDealInputSchema>;

/**
 * A complete, realistic rental deal (a $500k small multifamily at 25 % down and 7 %), with
 * any field replaced by `overrides`.
 *
 * @example
 * rentalDealDefaults({ monthlyRent: 5_000 }).purchasePrice // 500000
 */
export function rentalDealDefaults(overrides: Partial<RentalDealInput> = {}): RentalDealInput {
  return {
    purchasePrice: 500_000,
    closingCosts: 15_000,
    rehabCost: 0,
    downPaymentPercent: 25,
    interestRatePercent: 7,
    loanTermYears: 30,
    monthlyRent: 4_500,
    vacancyPercent: 5,
    annualOperatingExpenses: 14_000,
    managementPercent: 8,
    ...overrides,
  };
}
