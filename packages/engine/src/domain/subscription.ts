import * as z from 'zod/mini';
import { CALCULATOR_ACCESS_LEVELS, DATA_ENRICHMENT_LEVELS, EXPORT_FORMATS, tierLimits } from '../rules/tiers/tiers';
import { tierSchema } from './user';

/** Billing statuses of a subscription. Only active, trialing and past_due grant features. */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'cancelled', 'unpaid', 'incomplete', 'inactive'] as const;
export const subscriptionStatusSchema = /* @__PURE__ */ (() => z.enum(SUBSCRIPTION_STATUSES))();
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Who manages a subscription: `local` (demo billing, or never paid) or `stripe`. */
export const SUBSCRIPTION_PROVIDERS = ['local', 'stripe'] as const;
export const subscriptionProviderSchema = /* @__PURE__ */ (() => z.enum(SUBSCRIPTION_PROVIDERS))();
export type SubscriptionProvider = z.infer<typeof subscriptionProviderSchema>;

/** A plan's limits as the API sends them. `null` = unlimited. */
export const subscriptionLimitsSchema = /* @__PURE__ */ (() => z.object({
  properties: z.nullable(z.number().check(z.int(), z.minimum(0))),
  aiSummaries: z.nullable(z.number().check(z.int(), z.minimum(0))),
  exportFormats: z.array(z.enum(EXPORT_FORMATS)),
  calculators: z.enum(CALCULATOR_ACCESS_LEVELS),
  dataEnrichment: z.enum(DATA_ENRICHMENT_LEVELS),
}))();
export type SubscriptionLimits = z.infer<typeof subscriptionLimitsSchema>;

/** The user's subscription. */
export const subscriptionSchema = /* @__PURE__ */ (() => z.object({
  tier: tierSchema,
  status: subscriptionStatusSchema,
  limits: subscriptionLimitsSchema,
  currentPeriodEnd: z.nullish(z.string()),
}))();
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * The subscription a user without billing records has: scout, active, scout's limits.
 *
 * @example
 * defaultSubscription().limits.properties // 3
 */
export function defaultSubscription(): Subscription {
  const limits = tierLimits('scout');
  return {
    tier: 'scout',
    status: 'active',
    limits: {
      properties: limits.properties,
      aiSummaries: limits.aiSummariesPerMonth,
      exportFormats: [...limits.exportFormats],
      calculators: limits.calculators,
      dataEnrichment: limits.dataEnrichment,
    },
  };
}
