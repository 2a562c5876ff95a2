/** Subscription and monthly usage queries, per user. */
import { and, eq, sql } from 'drizzle-orm';
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
