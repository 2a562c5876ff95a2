import * as z from 'zod/mini';
import { money } from '../../money/schemaFields';

export const dscrInputSchema = /* @__PURE__ */ (() => z.object({
  /** Annual net operating income, USD; may be negative. */
  annualNOI: z.number(),
  /** Annual principal + interest payments, USD. */
  annualDebtService: money(),
}))();

export const breakEvenOccupancyInputSchema = /* @__PURE__ */ (() => z.object({
  /** Rent collected in a year at 100 % occupancy, USD. */
  annualGrossRent: money(),
  /** Annual operating expenses (taxes, insurance, maintenance, management…), USD. */
  annualOperatingExpenses: money(),
  /** Annual principal + interest payments, USD. */
  annualDebtService: money(),
}))();
export type BreakEvenOccupancyInput = z.input<typeof breakEvenOccupancyInputSchema>;
