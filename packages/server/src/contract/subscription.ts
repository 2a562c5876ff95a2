import { z } from 'zod';
import { subscriptionLimitsSchema, subscriptionProviderSchema, subscriptionStatusSchema } from '@rei/engine';
import { tierSchema } from './auth';
import { timestampSchema } from './common';

/** A plan's limits as the engine's plan table states them; `null` means unlimited. */
export const planLimitsSchema = subscriptionLimitsSchema;

/** How plan changes are paid for: `demo` switches at once without payment, `stripe` goes through Stripe. */
export const BILLING_MODES = ['demo', 'stripe'] as const;
export const billingModeSchema = z.enum(BILLING_MODES);
export type BillingMode = z.infer<typeof billingModeSchema>;

/** The server's billing, as the Subscription page shows it. */
export const billingInfoSchema = z.object({
  mode: billingModeSchema,
  /** True when the user has a Stripe customer, so POST /api/billing/portal can open the Billing Portal. */
  canManage: z.boolean(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

/** GET /api/subscription — tier, status, limits and this month's usage (UTC month). */
export const subscriptionSchema = z.object({
  tier: tierSchema,
  status: subscriptionStatusSchema,
  provider: subscriptionProviderSchema,
  currentPeriodEnd: timestampSchema.nullable(),
  limits: planLimitsSchema,
  usage: z.object({ month: z.string(), properties: z.number(), aiSummaries: z.number() }),
  /** Feature id → whether this subscription grants it. */
  features: z.record(z.string(), z.boolean()),
  billing: billingInfoSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** PUT /api/subscription */
export const changeSubscriptionBodySchema = z.object({ tier: tierSchema });
export type ChangeSubscriptionBody = z.infer<typeof changeSubscriptionBodySchema>;

/** Where the browser goes to finish a plan change: Stripe Checkout, or the Billing Portal for a live subscription. */
export const billingRedirectSchema = z.object({ kind: z.enum(['checkout', 'portal']), url: z.url() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

/**
 * PUT /api/subscription answer: the subscription as it is now, and `redirect` when the change
 * is finished elsewhere (stripe billing: the tier changes only when Stripe's webhook confirms it).
 */
export const changeSubscriptionResultSchema = subscriptionSchema.extend({ redirect: billingRedirectSchema.nullable() });
export type ChangeSubscriptionResult = z.infer<typeof changeSubscriptionResultSchema>;

/** POST /api/billing/portal answer: the Billing Portal session to send the browser to. */
export const billingPortalSessionSchema = z.object({ url: z.url() });
export type BillingPortalSession = z.infer<typeof billingPortalSessionSchema>;

/** POST /api/billing/webhook answer once the signature is verified. */
export const billingWebhookResultSchema = z.object({
  received: z.literal(true),
  result: z.enum(['applied', 'duplicate', 'ignored']),
});
