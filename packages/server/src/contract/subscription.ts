import { z } from 'zod';
import { tierSchema } from './auth';
import { timestampSchema } from './common';

/** A plan's limits; `null` means unlimited. */
export const planLimitsSchema = z.object({
  properties: z.number().nullable(),
  aiSummaries: z.number().nullable(),
  exportFormats: z.array(z.string()),
  calculators: z.string(),
  dataEnrichment: z.string(),
});

/** GET /api/subscription — tier, status, limits and this month's usage (UTC month). */
export const subscriptionSchema = z.object({
  tier: tierSchema,
  status: z.string(),
  provider: z.string(),
  currentPeriodEnd: timestampSchema.nullable(),
  limits: planLimitsSchema,
  usage: z.object({ month: z.string(), properties: z.number(), aiSummaries: z.number() }),
  /** Feature id → whether this subscription grants it. */
  features: z.record(z.string(), z.boolean()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** PUT /api/subscription */
export const changeSubscriptionBodySchema = z.object({ tier: tierSchema });
export type ChangeSubscriptionBody = z.infer<typeof changeSubscriptionBodySchema>;
