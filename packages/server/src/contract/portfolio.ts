/**
 * Portfolio API contract (spec 1 §3, §7; spec 2 §7).
 * A portfolio entry links a property the caller may see (one of their organizations' or a
 * demo property) to the selected organization's portfolio, with a snapshot of the latest
 * saved strategy's figures (kept current when a strategy is saved).
 */
import { z } from 'zod';
import { idParam } from './properties';
import { STRATEGY_TYPES } from './strategies';

export const portfolioAddBodySchema = z.object({ propertyId: idParam(), organizationId: idParam().optional() });
export type PortfolioAddBody = z.infer<typeof portfolioAddBodySchema>;

export const portfolioItemIdParamsSchema = z.object({ id: idParam() });
export const portfolioPropertyIdParamsSchema = z.object({ propertyId: idParam() });

const n = () => z.number().nullable();

/**
 * A dashboard card (spec 1 §3). `id` is the portfolio entry's id (what DELETE
 * /api/portfolio/{id} takes); `propertyId` is the property's. Strategy figures come from
 * the latest saved strategy (buy_hold when none) and fall back to the property's own
 * engine-computed metrics.
 */
export const portfolioCardResponseSchema = z.object({
  id: z.number().int().positive(),
  propertyId: z.number().int().positive(),
  organizationId: z.number().int().positive(),
  strategyId: z.number().int().positive().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  propertyType: z.string().nullable(),
  units: n(),
  capRate: n(),
  purchasePrice: n(),
  annualNOI: n(),
  monthlyRent: n(),
  monthlyNetCashFlow: n(),
  cashOnCash: n(),
  rehabCost: n(),
  arv: n(),
  profit: n(),
  /** Wholesale cards: the repair estimate and assignment fee. */
  repairEstimate: n(),
  assignmentFee: n(),
  imageUrl: z.string().nullable(),
  strategyType: z.enum(STRATEGY_TYPES),
  metricsCalculated: z.boolean(),
  metricsError: z.string().nullable(),
  strategyAdvice: z.string().nullable(),
  isDemo: z.boolean(),
  addedAt: z.string(),
});
export type PortfolioCardResponse = z.infer<typeof portfolioCardResponseSchema>;
export const portfolioListResponseSchema = z.array(portfolioCardResponseSchema);

/** POST /api/portfolio answer (201). */
export const portfolioAddResponseSchema = z.object({
  id: z.number().int().positive(),
  propertyId: z.number().int().positive(),
  organizationId: z.number().int().positive(),
  isInPortfolio: z.literal(true),
});

/** GET /api/portfolio/{propertyId}/status answer. */
export const portfolioStatusResponseSchema = z.object({
  isInPortfolio: z.boolean(),
  /** The entry's id when in the portfolio (for removal). */
  portfolioItemId: z.number().int().positive().nullable(),
});
export const portfolioDeleteResponseSchema = z.object({ id: z.number().int().positive(), deleted: z.literal(true) });
