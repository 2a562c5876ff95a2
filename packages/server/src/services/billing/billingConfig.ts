import { BILLING_MODES, type BillingMode } from '../../contract/subscription';
import { PAID_TIERS, type PaidTier } from './paidTiers';

export { BILLING_MODES, type BillingMode };

/** Stripe's own API origin, used unless STRIPE_API_BASE points elsewhere (tests use a local server). */
export const STRIPE_DEFAULT_API_BASE = 'https://api.stripe.com';

/** Seconds a webhook signature stays valid after its timestamp (Stripe's recommended tolerance). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The environment variable holding each paid tier's Stripe price id. */
export const STRIPE_PRICE_VARIABLES = {
  rookie: 'STRIPE_PRICE_ROOKIE',
  operator: 'STRIPE_PRICE_OPERATOR',
  hunter: 'STRIPE_PRICE_HUNTER',
} as const satisfies Readonly<Record<PaidTier, string>>;

/** Billing settings as `loadConfig` (src/config) reads them from the environment; `billingConfigProblem` says whether the server may start with them. */
export interface BillingConfig {
  /** REI_BILLING, or the default (demo) when unset. */
  readonly mode: BillingMode;
  /** True when REI_BILLING was given, false when the mode is the default. */
  readonly explicit: boolean;
  /** NODE_ENV=production. */
  readonly production: boolean;
  /** STRIPE_SECRET_KEY. */
  readonly stripeSecretKey: string | undefined;
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`), the key webhook signatures are checked with. */
  readonly stripeWebhookSecret: string | undefined;
  /** STRIPE_PRICE_ROOKIE / _OPERATOR / _HUNTER: the recurring price each paid tier is sold at. */
  readonly stripePrices: Readonly<Record<PaidTier, string | undefined>>;
  /** STRIPE_API_BASE (default https://api.stripe.com). */
  readonly stripeApiBase: string;
  /** REI_PUBLIC_URL: the app's address as browsers reach it; Checkout and the portal send people back to `<url>/subscription`. */
  readonly publicUrl: string | undefined;
}

/**
 * The reason the server must not start with these billing settings, or null when it may.
 *
 * Rules: demo billing hands out paid plans for free, so it runs by default only on the
 * embedded database outside production; with DATABASE_URL or NODE_ENV=production it must be
 * asked for with REI_BILLING=demo. Stripe billing needs every key and price, and the public
 * URL people return to.
 */
export function billingConfigProblem(billing: BillingConfig, databaseUrl: string | undefined): string | null {
  if (billing.mode === 'demo') {
    if (billing.explicit) return null;
    const where = databaseUrl ? 'DATABASE_URL is set' : billing.production ? 'NODE_ENV=production' : null;
    if (!where) return null;
    return (
      `Refusing to start: ${where} but REI_BILLING is not. Without it the server would run demo billing, ` +
      'which grants paid plans without payment. Set REI_BILLING=stripe (with the STRIPE_* settings) for real billing, ' +
      'or REI_BILLING=demo to run demo billing on purpose.'
    );
  }
  const missing = [
    billing.stripeSecretKey ? null : 'STRIPE_SECRET_KEY',
    billing.stripeWebhookSecret ? null : 'STRIPE_WEBHOOK_SECRET',
    ...PAID_TIERS.map((tier) => (billing.stripePrices[tier] ? null : STRIPE_PRICE_VARIABLES[tier])),
    billing.publicUrl ? null : 'REI_PUBLIC_URL',
  ].filter((name): name is string => name !== null);
  if (missing.length === 0) return null;
  return `Refusing to start: REI_BILLING=stripe needs ${missing.join(', ')} (missing or empty).`;
}

/** Throws `billingConfigProblem` as an Error; `startServer` calls it before opening the database. */
export function assertBillingConfig(billing: BillingConfig, databaseUrl: string | undefined): void {
  const problem = billingConfigProblem(billing, databaseUrl);
  if (problem) throw new Error(problem);
}
