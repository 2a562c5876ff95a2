/**
 * Portfolio routes: what they take and answer. A portfolio entry links a property the caller
 * may see (one of their organizations' or a demo property) to the selected organization's
 * portfolio, with a snapshot of the latest saved strategy's figures (kept current when a
 * strategy is saved).
 */
import { portfolioCardSchema } from '@rei/engine';
import { z } from 'zod';
import { timestampSchema } from './common';
import { idParam } from './properties';

export const portfolioAddBodySchema = z.object({ propertyId: idParam(), organizationId: idParam().optional() });
export type PortfolioAddBody = z.infer<typeof portfolioAddBodySchema>;

export const portfolioItemIdParamsSchema = z.object({ id: idParam() });
export const portfolioPropertyIdParamsSchema = z.object({ propertyId: idParam() });

const n = () => z.number().nullable();
const rowId = () => z.number().int().positive();

/**
 * A dashboard card: the engine's `portfolioCardSchema` with every field present (null when
 * unknown), plus the ids the client needs and the entry's own facts. `id` is the portfolio
 * entry's id (what DELETE /api/portfolio/{id} takes); `propertyId` is the property's. The
 * strategy figures come from the latest saved strategy (buy_hold when none) and fall back to
 * the property's own engine-computed metrics.
 */
export const portfolioCardResponseSchema = portfolioCardSchema.required().extend({
  id: rowId(),
  propertyId: rowId(),
  organizationId: rowId(),
  strategyId: rowId().nullable(),
  /** Wholesale cards: the repair estimate (the assignment fee is in the card already). */
  repairEstimate: n(),
  isDemo: z.boolean(),
  addedAt: timestampSchema,
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
