import type { Database } from '../../db/client';
import type { Actor } from '../audit';
import type { Tier } from '../tiers';
import type { BillingMode } from './billingConfig';

/** Where the browser goes next to finish a plan change: Stripe Checkout or the Billing Portal. */
export interface BillingRedirect {
  readonly kind: 'checkout' | 'portal';
  readonly url: string;
}

/** A user's billing record as the providers need it. */
export interface BillingAccount {
  readonly userId: number;
  readonly email: string;
  readonly tier: Tier;
  readonly status: string;
  readonly provider: string;
  /** Provider subscription id (Stripe `sub_…`). */
  readonly providerReference: string | null;
  /** Provider customer id (Stripe `cus_…`). */
  readonly providerCustomerId: string | null;
}

/** What a verified webhook did. */
export type WebhookOutcome =
  | { readonly result: 'applied'; readonly eventId: string; readonly type: string }
  | { readonly result: 'duplicate'; readonly eventId: string; readonly type: string }
  | { readonly result: 'ignored'; readonly eventId: string; readonly type: string; readonly reason: string };

/**
 * Where plan changes go. Each implementation writes the audit rows of what it does.
 *
 * - demo: applies a change at once, without payment;
 * - stripe: never grants a paid tier itself; it sends the browser to Checkout or the Billing
 *   Portal, and only a verified webhook changes the tier.
 */
export interface BillingProvider {
  readonly mode: BillingMode;
  /** Starts (stripe) or applies (demo) a change to `tier`; answers where to send the browser, or null when done. */
  changePlan(db: Database, actor: Actor, account: BillingAccount, tier: Tier): Promise<BillingRedirect | null>;
  /** A Billing Portal session for card changes and cancellation (stripe only). */
  openPortal(db: Database, actor: Actor, account: BillingAccount): Promise<BillingRedirect>;
  /** Verifies and applies a webhook delivery given its raw body and signature header (stripe only). */
  receiveWebhook(db: Database, rawBody: Buffer, signature: string | undefined, ip: string | null): Promise<WebhookOutcome>;
}
