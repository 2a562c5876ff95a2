import * as z from 'zod/mini';
import { entityId, maybeNumber, maybeText } from './fields';
import { propertySchema } from './property';
import { strategyTypeSchema } from './strategy';

/**
 * The strategy figures kept with a portfolio entry. Money in USD, cashOnCash in percent
 * units. Property values fall back to these (see `resolvePortfolioProperty`).
 */
export const portfolioStrategySchema = /* @__PURE__ */ (() => z.object({
  strategyType: z._default(strategyTypeSchema, 'buy_hold'),
  purchasePrice: maybeNumber(),
  annualNOI: maybeNumber(),
  monthlyRent: maybeNumber(),
  monthlyNetCashFlow: maybeNumber(),
  cashOnCash: maybeNumber(),
  rehabCost: maybeNumber(),
  arv: maybeNumber(),
  profit: maybeNumber(),
  metricsCalculated: z._default(z.boolean(), false),
  metricsError: maybeText(),
}))();
export type PortfolioStrategy = z.infer<typeof portfolioStrategySchema>;

/** One entry of the portfolio: the property and the strategy saved with it. */
export const portfolioItemSchema = /* @__PURE__ */ (() => z.object({
  id: entityId(),
  property: propertySchema,
  strategy: z.nullish(portfolioStrategySchema),
}))();
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;
export type PortfolioItemInput = z.input<typeof portfolioItemSchema>;

/** A portfolio property as the dashboard card shows it. */
export const portfolioCardSchema = /* @__PURE__ */ (() => z.object({
  id: entityId(),
  address: z.string(),
  city: maybeText(),
  state: maybeText(),
  zip: maybeText(),
  propertyType: maybeText(),
  units: maybeNumber(),
  capRate: maybeNumber(),
  purchasePrice: maybeNumber(),
  /** The property's last recorded sale, USD: shown (labelled) and counted when no purchase price is known. */
  lastSalePrice: maybeNumber(),
  annualNOI: maybeNumber(),
  monthlyRent: maybeNumber(),
  monthlyNetCashFlow: maybeNumber(),
  cashOnCash: maybeNumber(),
  rehabCost: maybeNumber(),
  arv: maybeNumber(),
  profit: maybeNumber(),
  /** Wholesale cards only: the wholesaler's assignment fee (not the end investor's profit). */
  assignmentFee: maybeNumber(),
  /** Wholesale cards only: the rehab the end investor will fund, USD. */
  repairEstimate: maybeNumber(),
  imageUrl: maybeText(),
  strategyType: z._default(strategyTypeSchema, 'buy_hold'),
  /**
   * The saved strategy (a deal's version) whose figures the card shows; null or absent when
   * they are the property's own estimate from its record and the stated rules.
   */
  strategyId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  /** The deal behind those figures: its name and the version saved. */
  deal: z.optional(z.nullable(z.object({ id: z.number().check(
    z.int(),
    z.positive(),
  ), name: z.string(), version: z.number().check(z.int(), z.positive()) }))),
  metricsCalculated: z._default(z.boolean(), false),
  metricsError: maybeText(),
  strategyAdvice: maybeText(),
}))();
export type PortfolioCard = z.infer<typeof portfolioCardSchema>;
export type PortfolioCardInput = z.input<typeof portfolioCardSchema>;

/** Answer of GET /api/portfolio/{propertyId}/status. */
export const portfolioStatusSchema = /* @__PURE__ */ (() => z.object({ isInPortfolio: z.boolean() }))();
export type PortfolioStatus = z.infer<typeof portfolioStatusSchema>;
