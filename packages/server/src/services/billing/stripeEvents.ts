import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { otherBillingEventsFor } from '../../db/queries/billing';
import {
  findProviderSubscriptionOfUser,
  findSubscriptionByProviderCustomer,
  findSubscriptionByProviderReference,
  upsertProviderSubscription,
  type ProviderSubscriptionRow,
  type ProviderSubscriptionValues,
} from '../../db/queries/subscriptions';
import { userExists } from '../../db/queries/users';
import { emitWebhookEventForUser } from '../../webhooks/events';
import type { SubscriptionProvider, SubscriptionStatus } from '@rei/engine';
import { effectiveTier, isTier, type Tier } from '../tiers';
import { PAID_TIERS, isPaidTier, type PaidTier } from './paidTiers';

/** `subscriptions.provider` of plans Stripe manages. */
export const STRIPE_PROVIDER_NAME = 'stripe' satisfies SubscriptionProvider;


/** What applying one event did, for the audit row. */
export type StripeEventEffect =
  | { readonly applied: true; readonly userId: number; readonly detail: Record<string, unknown> }
  | { readonly applied: false; readonly userId: number | null; readonly reason: string; readonly detail?: Record<string, unknown> };

/** Stripe subscription statuses in our vocabulary (only active, trialing and past_due grant a paid tier). */
const STATUS_FROM_STRIPE: Readonly<Record<string, SubscriptionStatus>> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'unpaid',
  canceled: 'cancelled',
  incomplete: 'incomplete',
  incomplete_expired: 'cancelled',
  paused: 'inactive',
};

/** Maps a Stripe subscription status to ours; anything unknown counts as inactive (grants nothing). */
export function statusFromStripe(status: string): SubscriptionStatus {
  return STATUS_FROM_STRIPE[status] ?? 'inactive';
}

/** The paid tier a configured price id sells, or null for a price we do not know. */
export function tierForPrice(prices: Readonly<Record<PaidTier, string | undefined>>, priceId: string | undefined): PaidTier | null {
  if (!priceId) return null;
  return PAID_TIERS.find((tier) => prices[tier] === priceId) ?? null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === 'string' ? value : value.id;
}

function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

/**
 * The subscription row a Stripe subscription belongs to: by its id, else by its customer,
 * else by the user id we put in its metadata at Checkout (events may arrive before
 * `checkout.session.completed` has stored the ids).
 */
async function rowForStripeSubscription(db: Database, subscription: Stripe.Subscription): Promise<ProviderSubscriptionRow | undefined> {
  const byId = await findSubscriptionByProviderReference(db, subscription.id);
  if (byId) return byId;
  const customerId = idOf(subscription.customer);
  if (customerId) {
    const byCustomer = await findSubscriptionByProviderCustomer(db, customerId);
    if (byCustomer) return byCustomer;
  }
  const userId = positiveInt(subscription.metadata?.userId);
  if (userId === null) return undefined;
  return findProviderSubscriptionOfUser(db, userId);
}

/** Writes what Stripe reported on the user's subscription row, marked as managed by Stripe. */
async function upsertStripeSubscription(
  db: Database,
  userId: number,
  values: Omit<ProviderSubscriptionValues, 'provider'>,
): Promise<void> {
  await upsertProviderSubscription(db, userId, { ...values, provider: STRIPE_PROVIDER_NAME });
  await emitWebhookEventForUser(db, userId, 'subscription.changed', { userId, to: values.tier, status: values.status }, 'owner');
}

/**
 * `checkout.session.completed`: grants the tier the session was opened for (metadata.tier)
 * to the user it was opened by (client_reference_id, which must match metadata.userId), and
 * stores the customer and subscription ids. A session whose payment is still pending stores
 * the ids with status incomplete, which grants nothing until Stripe reports the subscription active.
 */
async function applyCheckoutCompleted(db: Database, session: Stripe.Checkout.Session): Promise<StripeEventEffect> {
  const userId = positiveInt(session.client_reference_id);
  if (session.mode !== 'subscription') return { applied: false, userId, reason: `checkout mode ${session.mode} is not a subscription` };
  if (userId === null || positiveInt(session.metadata?.userId) !== userId) {
    return { applied: false, userId, reason: 'client_reference_id and metadata.userId do not name the same user' };
  }
  const tier = session.metadata?.tier;
  if (!tier || !isTier(tier) || !isPaidTier(tier)) return { applied: false, userId, reason: `metadata.tier "${tier ?? ''}" is not a paid tier` };
  if (!(await userExists(db, userId))) return { applied: false, userId, reason: 'no such user' };
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const before = await findProviderSubscriptionOfUser(db, userId);
  const status = paid ? 'active' : 'incomplete';
  await upsertStripeSubscription(db, userId, {
    tier,
    status,
    providerReference: idOf(session.subscription),
    providerCustomerId: idOf(session.customer),
  });
  return {
    applied: true,
    userId,
    detail: { from: before?.tier ?? 'scout', to: tier, status, paymentStatus: session.payment_status, subscription: idOf(session.subscription) },
  };
}

/**
 * `customer.subscription.created` / `.updated`: the tier follows the subscription's price,
 * the status and period end follow Stripe's. An event about another subscription than the
 * live one the user holds is ignored, so a late event of a replaced subscription cannot undo the new one.
 */
async function applySubscriptionChanged(
  db: Database,
  subscription: Stripe.Subscription,
  prices: Readonly<Record<PaidTier, string | undefined>>,
): Promise<StripeEventEffect> {
  const row = await rowForStripeSubscription(db, subscription);
  const userId = row?.userId ?? positiveInt(subscription.metadata?.userId);
  if (userId === null || !(await userExists(db, userId))) return { applied: false, userId, reason: 'no user for this subscription' };
  if (row && row.providerReference && row.providerReference !== subscription.id && effectiveTier(row) !== 'scout') {
    return { applied: false, userId, reason: 'the user holds another live subscription', detail: { subscription: subscription.id, live: row.providerReference } };
  }
  const item = subscription.items.data[0];
  const priceTier = tierForPrice(prices, item?.price.id);
  const status = statusFromStripe(subscription.status);
  // An unknown price keeps the tier we knew and only takes the status: we never guess a tier.
  const tier: Tier = priceTier ?? row?.tier ?? 'scout';
  const periodEnd = item?.current_period_end;
  await upsertStripeSubscription(db, userId, {
    tier,
    status,
    providerReference: subscription.id,
    providerCustomerId: idOf(subscription.customer),
    currentPeriodEnd: typeof periodEnd === 'number' ? new Date(periodEnd * 1000) : null,
  });
  return {
    applied: true,
    userId,
    detail: {
      from: row?.tier ?? 'scout',
      to: tier,
      status,
      stripeStatus: subscription.status,
      subscription: subscription.id,
      ...(priceTier ? {} : { unknownPrice: item?.price.id ?? null }),
    },
  };
}

/** `customer.subscription.deleted`: back to scout; the customer id stays for the next Checkout. */
async function applySubscriptionDeleted(db: Database, subscription: Stripe.Subscription): Promise<StripeEventEffect> {
  const row = await rowForStripeSubscription(db, subscription);
  if (!row) return { applied: false, userId: positiveInt(subscription.metadata?.userId), reason: 'no user for this subscription' };
  if (row.providerReference && row.providerReference !== subscription.id) {
    return { applied: false, userId: row.userId, reason: 'the user holds another subscription', detail: { subscription: subscription.id, live: row.providerReference } };
  }
  await upsertStripeSubscription(db, row.userId, { tier: 'scout', status: 'active', providerReference: null, currentPeriodEnd: null });
  return { applied: true, userId: row.userId, detail: { from: row.tier, to: 'scout', subscription: subscription.id } };
}

/** The Stripe subscription an event changes (for ordering its events), or null for other events. */
export function stripeEventSubscriptionId(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf(event.data.object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    default:
      return null;
  }
}

/**
 * Why an event about a subscription must not be applied, or null when it may. Stripe does not
 * deliver events in order and retries late ones, so:
 * - a deleted subscription never comes back: nothing after its deletion grants it again;
 * - an event created before another one already recorded for the same subscription is stale.
 * (`billing_events` holds the events recorded so far, this one included.)
 */
async function supersededBecause(db: Database, event: Stripe.Event, subscriptionId: string): Promise<string | null> {
  const others = await otherBillingEventsFor(db, subscriptionId, event.id);
  if (event.type !== 'customer.subscription.deleted' && others.some((other) => other.type === 'customer.subscription.deleted')) {
    return 'the subscription has already ended';
  }
  const created = event.created * 1000;
  if (others.some((other) => other.createdAt !== null && other.createdAt.getTime() > created)) {
    return 'a newer event for this subscription was already applied';
  }
  return null;
}

/** Applies one verified event inside the caller's transaction; null for a type we do not handle. */
export async function applyStripeEvent(
  db: Database,
  event: Stripe.Event,
  prices: Readonly<Record<PaidTier, string | undefined>>,
): Promise<StripeEventEffect | null> {
  const subscriptionId = stripeEventSubscriptionId(event);
  const superseded = subscriptionId ? await supersededBecause(db, event, subscriptionId) : null;
  if (superseded) return { applied: false, userId: null, reason: superseded, detail: { subscription: subscriptionId } };
  switch (event.type) {
    case 'checkout.session.completed':
      return applyCheckoutCompleted(db, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return applySubscriptionChanged(db, event.data.object, prices);
    case 'customer.subscription.deleted':
      return applySubscriptionDeleted(db, event.data.object);
    default:
      return null;
  }
}
