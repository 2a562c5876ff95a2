/** Subscription and monthly usage queries, per user, and the rows billing providers look up and write. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionProvider, SubscriptionStatus, Tier } from '@rei/engine';
import type { Database } from '../client';
import { subscriptions, usageCounters, users } from '../schema';

export async function insertSubscription(db: Database, values: typeof subscriptions.$inferInsert): Promise<void> {
  await db.insert(subscriptions).values(values);
}

/** A user's subscription row (tier, status, provider, period end, customer id); undefined when there is none. */
export async function findSubscriptionRow(db: Database, userId: number) {
  const [row] = await db
    .select({
      tier: subscriptions.tier,
      status: subscriptions.status,
      provider: subscriptions.provider,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      providerCustomerId: subscriptions.providerCustomerId,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row;
}

/** AI summaries counted for a user in one month ('YYYY-MM'); 0 when none. */
export async function aiSummariesCounted(db: Database, userId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ used: usageCounters.aiSummaries })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.month, month)));
  return row?.used ?? 0;
}

/** Adds one AI summary to a user's count for the month, in one atomic upsert. */
export async function incrementAiSummaries(db: Database, userId: number, month: string): Promise<void> {
  await db
    .insert(usageCounters)
    .values({ userId, month, aiSummaries: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.month],
      set: { aiSummaries: sql`${usageCounters.aiSummaries} + 1` },
    });
}

/** A user's email with their subscription's billing fields (null when they have no subscription row). */
export async function findBillingRow(db: Database, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      tier: subscriptions.tier,
      status: subscriptions.status,
      provider: subscriptions.provider,
      providerReference: subscriptions.providerReference,
      providerCustomerId: subscriptions.providerCustomerId,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A subscription row as a billing provider matches it: whose it is, the tier, the status and the provider's subscription id. */
export interface ProviderSubscriptionRow {
  readonly userId: number;
  readonly tier: Tier;
  readonly status: string;
  readonly providerReference: string | null;
}

async function providerSubscriptionRowWhere(db: Database, where: SQL): Promise<ProviderSubscriptionRow | undefined> {
  const [row] = await db
    .select({
      userId: subscriptions.userId,
      tier: subscriptions.tier,
      status: subscriptions.status,
      providerReference: subscriptions.providerReference,
    })
    .from(subscriptions)
    .where(where)
    .limit(1);
  return row;
}

/** The subscription row holding this provider subscription id (Stripe `sub_…`); undefined when none does. */
export async function findSubscriptionByProviderReference(db: Database, providerReference: string): Promise<ProviderSubscriptionRow | undefined> {
  return providerSubscriptionRowWhere(db, eq(subscriptions.providerReference, providerReference));
}

/** A subscription row of this provider customer (Stripe `cus_…`); undefined when none is. */
export async function findSubscriptionByProviderCustomer(db: Database, providerCustomerId: string): Promise<ProviderSubscriptionRow | undefined> {
  return providerSubscriptionRowWhere(db, eq(subscriptions.providerCustomerId, providerCustomerId));
}

/** A user's subscription row in the shape billing providers match on; undefined when the user has none. */
export async function findProviderSubscriptionOfUser(db: Database, userId: number): Promise<ProviderSubscriptionRow | undefined> {
  return providerSubscriptionRowWhere(db, eq(subscriptions.userId, userId));
}

/** What a provider-managed plan change writes on a user's subscription row. */
export interface ProviderSubscriptionValues {
  readonly tier: Tier;
  readonly status: SubscriptionStatus;
  readonly provider: SubscriptionProvider;
  readonly providerReference: string | null;
  /** Written only when given (a missing or empty id keeps the stored one). */
  readonly providerCustomerId?: string | null;
  /** Written only when not undefined (null clears it). */
  readonly currentPeriodEnd?: Date | null;
}

/**
 * Creates or updates (on the one row per user) a user's subscription from a billing provider's
 * report: tier, status, provider, provider subscription id, the customer id and period end when
 * given, and `updated_at`. A new row's period starts now; an existing row keeps its period start.
 */
export async function upsertProviderSubscription(db: Database, userId: number, values: ProviderSubscriptionValues): Promise<void> {
  const now = new Date();
  const set = {
    tier: values.tier,
    status: values.status,
    provider: values.provider,
    providerReference: values.providerReference,
    ...(values.providerCustomerId ? { providerCustomerId: values.providerCustomerId } : {}),
    ...(values.currentPeriodEnd !== undefined ? { currentPeriodEnd: values.currentPeriodEnd } : {}),
    updatedAt: now,
  };
  await db
    .insert(subscriptions)
    .values({ userId, currentPeriodStart: now, ...set })
    .onConflictDoUpdate({ target: subscriptions.userId, set });
}

/**
 * Switches a user to a plan at once (creating the row if missing): tier, status and provider are
 * set and a new period starts now. Provider ids and the period end are left as they are.
 */
export async function switchSubscriptionPlan(
  db: Database,
  userId: number,
  plan: { tier: Tier; status: SubscriptionStatus; provider: SubscriptionProvider },
): Promise<void> {
  const now = new Date();
  await db
    .insert(subscriptions)
    .values({ userId, tier: plan.tier, status: plan.status, provider: plan.provider, currentPeriodStart: now })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { tier: plan.tier, status: plan.status, provider: plan.provider, currentPeriodStart: now, updatedAt: now },
    });
}
