import Stripe from 'stripe';
import type { Database } from '../../db/client';
import { recordBillingEvent } from '../../db/queries/billing';
import { ApiError, ERROR_CODES, badRequest, conflict } from '../../errors';
import { writeAuditLog, type Actor } from '../audit';
import { effectiveTier, type Tier } from '../tiers';
import type { BillingAccount, BillingProvider, BillingRedirect, WebhookOutcome } from './BillingProvider';
import { STRIPE_WEBHOOK_TOLERANCE_SECONDS, type BillingConfig } from './billingConfig';
import { isPaidTier, type PaidTier } from './paidTiers';
import { STRIPE_PROVIDER_NAME, applyStripeEvent, stripeEventSubscriptionId } from './stripeEvents';

/** How long one call to Stripe may take before it counts as failed. */
const STRIPE_TIMEOUT_MS = 20_000;

/** The Stripe settings the provider needs, all present (`billingConfigProblem` refuses to start otherwise). */
export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly prices: Readonly<Record<PaidTier, string>>;
  readonly apiBase: string;
  readonly publicUrl: string;
}

/** The Stripe settings of a billing config, or an error naming the first missing one. */
export function stripeSettingsFrom(config: BillingConfig): StripeSettings {
  const { stripeSecretKey, stripeWebhookSecret, stripePrices, publicUrl } = config;
  const { rookie, operator, hunter } = stripePrices;
  if (!stripeSecretKey || !stripeWebhookSecret || !rookie || !operator || !hunter || !publicUrl) {
    throw new Error('Stripe billing is not fully configured (see the billing settings in the server README)');
  }
  return {
    secretKey: stripeSecretKey,
    webhookSecret: stripeWebhookSecret,
    prices: { rookie, operator, hunter },
    apiBase: config.stripeApiBase,
    publicUrl,
  };
}

/** A Stripe client aimed at `apiBase` (Stripe itself, or a local server in tests). */
function stripeClient(settings: StripeSettings): Stripe {
  const base = new URL(settings.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'REI' },
  });
}

function paymentsUnavailable(): ApiError {
  return new ApiError(503, ERROR_CODES.unavailable, 'Payments are unavailable right now. Your plan has not changed; please try again in a few minutes.');
}

/**
 * Stripe billing. A plan change never grants a paid tier here: a paid tier without a live
 * Stripe subscription starts a Checkout Session; any change to a live subscription (another
 * paid tier, or down to scout = cancelling) goes through the Billing Portal. The tier changes
 * only when Stripe's signed webhook reports the result (`receiveWebhook`).
 */
export class StripeBillingProvider implements BillingProvider {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = stripeClient(settings);
  }

  private returnUrl(query = ''): string {
    return `${this.settings.publicUrl}/subscription${query}`;
  }

  async changePlan(db: Database, actor: Actor, account: BillingAccount, tier: Tier): Promise<BillingRedirect | null> {
    const live = account.provider === STRIPE_PROVIDER_NAME && account.providerReference !== null && effectiveTier(account) !== 'scout';
    if (live) {
      if (tier === account.tier) return null;
      // Switching or cancelling a live subscription happens in the portal, where the person sees proration and the end date.
      return this.openPortal(db, actor, account, { requestedTier: tier });
    }
    if (!isPaidTier(tier)) {
      if (effectiveTier(account) === 'scout') return null;
      throw conflict('This plan was not bought through Stripe, so it cannot be cancelled here. Ask an administrator to change it.');
    }
    const price = this.settings.prices[tier];
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: String(account.userId),
        metadata: { userId: String(account.userId), tier },
        // The subscription carries the same metadata, so its own events find the user even before the checkout event.
        subscription_data: { metadata: { userId: String(account.userId), tier } },
        ...(account.providerCustomerId ? { customer: account.providerCustomerId } : { customer_email: account.email }),
        success_url: this.returnUrl('?checkout=success'),
        cancel_url: this.returnUrl('?checkout=cancelled'),
      });
    } catch (error) {
      await this.auditFailure(db, actor, 'billing.checkout.failed', { tier, error: (error as Error).message });
      throw paymentsUnavailable();
    }
    if (!session.url) {
      await this.auditFailure(db, actor, 'billing.checkout.failed', { tier, error: 'Checkout Session has no url', session: session.id });
      throw paymentsUnavailable();
    }
    await writeAuditLog(db, {
      actorUserId: actor.userId,
      action: 'billing.checkout.started',
      resourceType: 'subscription',
      resourceId: account.userId,
      outcome: 'SUCCESS',
      detail: { from: account.tier, to: tier, price, session: session.id },
      ip: actor.ip,
    });
    return { kind: 'checkout', url: session.url };
  }

  async openPortal(db: Database, actor: Actor, account: BillingAccount, context: { requestedTier?: Tier } = {}): Promise<BillingRedirect> {
    if (!account.providerCustomerId) {
      throw conflict('There is no billing account to manage yet: choose a paid plan first.');
    }
    let session: Stripe.BillingPortal.Session;
    try {
      session = await this.stripe.billingPortal.sessions.create({ customer: account.providerCustomerId, return_url: this.returnUrl() });
    } catch (error) {
      await this.auditFailure(db, actor, 'billing.portal.failed', { error: (error as Error).message });
      throw paymentsUnavailable();
    }
    await writeAuditLog(db, {
      actorUserId: actor.userId,
      action: 'billing.portal.opened',
      resourceType: 'subscription',
      resourceId: account.userId,
      outcome: 'SUCCESS',
      detail: { session: session.id, tier: account.tier, ...(context.requestedTier ? { requestedTier: context.requestedTier } : {}) },
      ip: actor.ip,
    });
    return { kind: 'portal', url: session.url };
  }

  async receiveWebhook(db: Database, rawBody: Buffer, signature: string | undefined, ip: string | null): Promise<WebhookOutcome> {
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('No Stripe-Signature header');
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret, STRIPE_WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      await writeAuditLog(db, {
        actorUserId: null,
        action: 'billing.webhook.rejected',
        resourceType: 'billing_event',
        outcome: 'DENIED',
        detail: { reason: (error as Error).message },
        ip,
      });
      throw badRequest('Webhook signature verification failed');
    }

    return db.transaction(async (tx): Promise<WebhookOutcome> => {
      const base = { eventId: event.id, type: event.type };
      // Recording the id first, in the same transaction as its effect: a replay finds it and stops;
      // a failure rolls both back so Stripe's retry is applied in full.
      const fresh = await recordBillingEvent(tx, {
        id: event.id,
        provider: STRIPE_PROVIDER_NAME,
        type: event.type,
        objectId: stripeEventSubscriptionId(event),
        eventCreatedAt: new Date(event.created * 1000),
      });
      if (!fresh) {
        await writeAuditLog(tx, {
          actorUserId: null,
          action: 'billing.webhook.duplicate',
          resourceType: 'billing_event',
          resourceId: event.id,
          outcome: 'DENIED',
          detail: { type: event.type, reason: 'event already processed' },
          ip,
        });
        return { result: 'duplicate', ...base };
      }
      const effect = await applyStripeEvent(tx, event, this.settings.prices);
      if (effect === null) return { result: 'ignored', ...base, reason: 'event type not handled' };
      // Stripe is the actor of a webhook; the user it concerns is the resource.
      await writeAuditLog(tx, {
        actorUserId: null,
        action: effect.applied ? 'billing.webhook.applied' : 'billing.webhook.ignored',
        resourceType: 'subscription',
        resourceId: effect.userId,
        outcome: effect.applied ? 'SUCCESS' : 'FAILURE',
        detail: { eventId: event.id, type: event.type, ...(effect.applied ? effect.detail : { reason: effect.reason, ...effect.detail }) },
        ip,
      });
      return effect.applied ? { result: 'applied', ...base } : { result: 'ignored', ...base, reason: effect.reason };
    });
  }

  private async auditFailure(db: Database, actor: Actor, action: string, detail: Record<string, unknown>): Promise<void> {
    await writeAuditLog(db, { actorUserId: actor.userId, action, resourceType: 'subscription', resourceId: actor.userId, outcome: 'FAILURE', detail, ip: actor.ip });
  }
}
