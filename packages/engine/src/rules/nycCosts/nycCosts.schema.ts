import * as z from 'zod/mini';
import { percent } from '../../money/schemaFields';
import { amount } from '../../calculators/shared';
import { NYC_PROPERTY_KINDS } from './nycPropertyKind';

/** Who pays: the buyer's closing costs or the seller's. */
export const NYC_COST_SIDES = ['buyer', 'seller'] as const;
export type NycCostSide = (typeof NYC_COST_SIDES)[number];

/** Every line a cost breakdown can hold, in the order it lists them. */
export const NYC_COST_LINE_KEYS = [
  'mortgage_recording_tax',
  'mansion_tax',
  'title_insurance',
  'recording_fees',
  'nyc_rptt',
  'nys_transfer_tax',
  'commission',
] as const;
export type NycCostLineKey = (typeof NYC_COST_LINE_KEYS)[number];

const propertyKind = /* @__PURE__ */ (() => z.enum(NYC_PROPERTY_KINDS, {
  error: `must be one of ${NYC_PROPERTY_KINDS.join(', ')}`,
}))();

export const nycClosingCostsInputSchema = /* @__PURE__ */ (() => z.object({
  /** Price paid for the property, USD. */
  purchasePrice: amount(),
  /** Mortgage amount, USD (0 for a cash purchase; ignored on the seller's side). */
  loanAmount: z._default(amount(), 0),
  propertyKind,
  side: z.enum(NYC_COST_SIDES, { error: 'must be buyer or seller' }),
}))();
export type NycClosingCostsInput = z.input<typeof nycClosingCostsInputSchema>;

export const nycSellingCostsInputSchema = /* @__PURE__ */ (() => z.object({
  /** Sale price, USD. */
  salePrice: amount(),
  propertyKind,
  /** Broker's commission, percent of the sale price (0 to 20). */
  commissionPercent: percent(20),
}))();
export type NycSellingCostsInput = z.input<typeof nycSellingCostsInputSchema>;

export const nycCostLineSchema = /* @__PURE__ */ (() => z.object({
  key: z.enum(NYC_COST_LINE_KEYS),
  /** What the line is, in words ("NYC Real Property Transfer Tax"). */
  name: z.string(),
  /** Rate in percent units (1.425 = 1.425 %), null for a flat estimate. */
  rate: z.nullable(z.number()),
  /** USD, rounded to cents. */
  amount: z.number().check(z.minimum(0)),
  /** True for a planning estimate (title, fees), false for a tax or a chosen commission. */
  estimate: z.boolean(),
  /** How the amount was found and where the rate comes from, in words. */
  basis: z.string(),
}))();
export type NycCostLine = z.infer<typeof nycCostLineSchema>;

export const nycCostsResultSchema = /* @__PURE__ */ (() => z.object({
  lines: z.array(nycCostLineSchema),
  /** Sum of the lines that are taxes (or a chosen commission), USD. */
  fixedTotal: z.number().check(z.minimum(0)),
  /** Sum of the lines marked as estimates, USD. */
  estimatedTotal: z.number().check(z.minimum(0)),
  /** Sum of every line, USD; equal to the lines' amounts added up, to the cent. */
  total: z.number().check(z.minimum(0)),
  /**
   * Total as a percent of the price; 0 when there is nothing to pay; null when the share has
   * no finite value (fees on a price of 0, or on a price so close to 0 that the share overflows).
   */
  percentOfPrice: z.nullable(z.number().check(z.minimum(0))),
}))();
export type NycCostsResult = z.infer<typeof nycCostsResultSchema>;

// A schema with more fields spreads the other's shape into z.object rather than calling z.extend
// (or z.omit, z.partial): the same fields in the same order, and bundles need not carry zod's
// object helpers (issue 31).
export const nycClosingCostsResultSchema = /* @__PURE__ */ (() => z.object({
  ...nycCostsResultSchema.shape,
  side: z.enum(NYC_COST_SIDES),
  propertyKind: z.enum(NYC_PROPERTY_KINDS),
}))();
export type NycClosingCosts = z.infer<typeof nycClosingCostsResultSchema>;

export const nycSellingCostsResultSchema = /* @__PURE__ */ (() => z.object({
  ...nycCostsResultSchema.shape,
  propertyKind: z.enum(NYC_PROPERTY_KINDS),
}))();
export type NycSellingCosts = z.infer<typeof nycSellingCostsResultSchema>;
