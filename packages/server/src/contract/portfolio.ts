/**
 * Portfolio routes: what they take and answer. A portfolio entry links a property the caller
 * may see (one of their organizations' or a demo property) to the selected organization's
 * portfolio, with a snapshot of the latest saved strategy's figures (kept current when a
 * strategy is saved).
 */
import { portfolioCardSchema, STRATEGY_TYPES } from '@rei/engine';
import { z } from 'zod';
import { timestampSchema } from './common';
import { pageQuerySchema, pageResponseSchema } from './paging';
import { INT4_MAX } from './bounds';
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
export const portfolioCardResponseSchema = z.object(portfolioCardSchema.shape).required().extend({
  id: rowId(),
  propertyId: rowId(),
  organizationId: rowId(),
  strategyId: rowId().nullable(),
  /** The deal whose saved version gives the card's figures (its name and that version), or null. */
  deal: z.object({ id: rowId(), name: z.string(), version: z.number().int().positive() }).nullable().optional(),
  /** Wholesale cards: the repair estimate (the assignment fee is in the card already). */
  repairEstimate: n(),
  isDemo: z.boolean(),
  addedAt: timestampSchema,
});
export type PortfolioCardResponse = z.infer<typeof portfolioCardResponseSchema>;

/**
 * Sort keys of GET /api/portfolio: `addedAt` (when the entry was added), `address`, and the
 * card's figures `purchasePrice`, `monthlyRent`, `monthlyNetCashFlow`, `capRate`,
 * `cashOnCash` (the saved strategy's figure, else the property's own; unknown sorts last).
 */
export const PORTFOLIO_SORT_KEYS = ['addedAt', 'address', 'purchasePrice', 'monthlyRent', 'monthlyNetCashFlow', 'capRate', 'cashOnCash'] as const;
export type PortfolioSortKey = (typeof PORTFOLIO_SORT_KEYS)[number];
/** Cards per page by default (the dashboard's grid). */
export const PORTFOLIO_PAGE_SIZE = 24;

/**
 * GET /api/portfolio query: page, pageSize, sort, direction, `q` (text in the address, city or
 * zip), `strategyType` (entries whose saved strategy is of this kind; buy_hold without one).
 */
export const portfolioQuerySchema = pageQuerySchema({
  sortKeys: PORTFOLIO_SORT_KEYS,
  defaultSort: 'addedAt',
  defaultDirection: 'desc',
  defaultPageSize: PORTFOLIO_PAGE_SIZE,
  filters: {
    strategyType: z.enum(STRATEGY_TYPES, { error: `Strategy type is one of: ${STRATEGY_TYPES.join(', ')}` }).optional(),
    organizationId: idParam().optional(),
  },
});
export type PortfolioQuery = z.infer<typeof portfolioQuerySchema>;

/**
 * The dashboard's stat cards over the organization's whole portfolio (not only the page, and
 * not narrowed by the filters): entries, mean cap rate of those that have one (1 decimal, null
 * when none has), sum of purchase prices, and `reports`: entries with strategy advice (a saved
 * strategy, or the property's own advice text), shown as "Analyzed"; not the organization's
 * exported report files (GET /api/reports).
 */
export const portfolioSummarySchema = z.object({
  properties: z.number().int().min(0),
  avgCapRate: z.number().nullable(),
  totalValue: z.number(),
  reports: z.number().int().min(0),
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

/** GET /api/portfolio answer: one page of cards, and the whole portfolio's summary. */
export const portfolioPageSchema = pageResponseSchema(portfolioCardResponseSchema).extend({ summary: portfolioSummarySchema });
export type PortfolioPage = z.infer<typeof portfolioPageSchema>;

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

/** The most entries one remove action takes (a page of the portfolio list is at most 100). */
export const PORTFOLIO_REMOVE_MAX = 100;

/** POST /api/portfolio/remove: the entries to remove together, all or none. */
export const portfolioRemoveBodySchema = z
  .object({
    ids: z
      .array(z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be a positive number').max(INT4_MAX, 'is too large'))
      .min(1, 'ids: name at least one portfolio entry to remove.')
      .max(PORTFOLIO_REMOVE_MAX, `ids: at most ${PORTFOLIO_REMOVE_MAX} entries at once.`)
      .refine((ids) => new Set(ids).size === ids.length, 'ids: each entry once.'),
  })
  .strict();
export type PortfolioRemoveBody = z.infer<typeof portfolioRemoveBodySchema>;

export const portfolioRemoveResponseSchema = z.object({ removed: z.array(z.number().int().positive()) });
export type PortfolioRemoveResponse = z.infer<typeof portfolioRemoveResponseSchema>;
