import * as z from 'zod/mini';
import { prefillSourceSchema } from './dealPrefill.schema';

/**
 * The inputs a property's computed metrics rest on, in the order they are listed. Closing costs
 * appear once: `closingCostsPercent` (the 3 % default) or `closingCosts` (USD, a NYC lot's buyer costs).
 */
export const METRICS_ASSUMPTION_KEYS = [
  'interestRate',
  'loanTerm',
  'downPaymentPercent',
  'vacancyRate',
  'propertyTax',
  'insurance',
  'maintenance',
  'propertyManagementPercent',
  'closingCostsPercent',
  'closingCosts',
] as const;
export type MetricsAssumptionKey = (typeof METRICS_ASSUMPTION_KEYS)[number];

/** How an assumption's value reads: percent units, USD (a year for running costs, once for closing costs), or years. */
export const METRICS_ASSUMPTION_UNITS = ['percent', 'money', 'years'] as const;

/** One input a property's metrics (cap rate, NOI, cash flow) were computed with, and where it came from. */
export const metricsAssumptionSchema = /* @__PURE__ */ (() => z.object({
  key: z.enum(METRICS_ASSUMPTION_KEYS),
  /** In words ("Property tax (annual)"). */
  label: z.string(),
  value: z.number(),
  unit: z.enum(METRICS_ASSUMPTION_UNITS),
  source: prefillSourceSchema,
}))();
export type MetricsAssumption = z.infer<typeof metricsAssumptionSchema>;
