/** Webhook endpoint and delivery queries, always scoped to one organization. */
import { and, arrayContains, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { memberships, webhookDeliveries, webhookEndpoints } from '../schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertWebhookEndpoint(db: Database, values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function countWebhookEndpoints(db: Database, organizationId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

/** The organization's endpoints, oldest first, with their failed deliveries since `failuresSince`. */
export async function listWebhookEndpointsOf(db: Database, organizationId: number, failuresSince: Date) {
  const endpoints = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, organizationId)).orderBy(webhookEndpoints.id);
  const failures = await db
    .select({ endpointId: webhookDeliveries.endpointId, n: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.state, 'failed'), gte(webhookDeliveries.createdAt, failuresSince)))
    .groupBy(webhookDeliveries.endpointId);
  const failuresOf = new Map(failures.map((row) => [row.endpointId, Number(row.n)]));
  return endpoints.map((endpoint) => ({ endpoint, recentFailures: failuresOf.get(endpoint.id) ?? 0 }));
}

export async function findWebhookEndpoint(db: Database, organizationId: number, id: number): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function updateWebhookEndpoint(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<Pick<WebhookEndpointRow, 'url' | 'events' | 'description' | 'enabled'>>,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteWebhookEndpoint(db: Database, organizationId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Enabled endpoints of the organizations that asked for this event type. */
export async function endpointsListening(db: Database, organizationIds: readonly number[], eventType: string): Promise<WebhookEndpointRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.organizationId, [...organizationIds]),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [eventType]),
      ),
    );
}

/** Organizations where the user is an accepted member (events about a person's own watches go to them). */
export async function acceptedOrganizationsOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), sql`${memberships.acceptedAt} is not null`));
  return rows.map((row) => row.organizationId);
}

/** Organizations the user owns (a plan belongs to a person; its change concerns what they own). */
export async function ownedOrganizationsOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'owner')));
  return rows.map((row) => row.organizationId);
}

export async function insertWebhookDeliveries(db: Database, values: (typeof webhookDeliveries.$inferInsert)[]): Promise<WebhookDeliveryRow[]> {
  if (values.length === 0) return [];
  return db.insert(webhookDeliveries).values(values).returning();
}

/** A delivery with its endpoint (the sender needs the URL and the secret). */
export async function findDeliveryWithEndpoint(db: Database, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

export async function findDelivery(db: Database, organizationId: number, endpointId: number, id: string): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)));
  return row;
}

export async function listDeliveriesOf(db: Database, organizationId: number, endpointId: number, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** Records one attempt's outcome. */
export async function recordDeliveryAttempt(
  db: Database,
  id: string,
  outcome: { state: WebhookDeliveryRow['state']; statusCode: number | null; error: string | null; nextAttemptAt: Date | null; at: Date },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      state: outcome.state,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      lastAttemptAt: outcome.at,
      nextAttemptAt: outcome.nextAttemptAt,
      ...(outcome.state === 'succeeded' ? { deliveredAt: outcome.at } : {}),
    })
    .where(eq(webhookDeliveries.id, id));
}

/** Puts a delivery back to pending with a fresh round of attempts (resend). */
export async function resetDelivery(db: Database, id: string, at: Date): Promise<void> {
  await db.update(webhookDeliveries).set({ state: 'pending', attempts: 0, nextAttemptAt: at, deliveredAt: null }).where(eq(webhookDeliveries.id, id));
}

/** Pending deliveries whose attempt time has passed for a while: their queue job was lost (sweep). */
export async function overdueDeliveries(db: Database, before: Date, limit = 100): Promise<{ id: string; nextAttemptAt: Date | null }[]> {
  return db
    .select({ id: webhookDeliveries.id, nextAttemptAt: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.state, 'pending'), gte(sql`${before.toISOString()}::timestamptz`, webhookDeliveries.nextAttemptAt), sql`${webhookDeliveries.nextAttemptAt} is not null`))
    .limit(limit);
}

/**
 * Takes an overdue delivery for a new attempt now, if it still is as the sweep saw it (pending, the
 * same attempt time): of two instances sweeping at once, only one queues it.
 */
export async function claimOverdueDelivery(db: Database, id: string, seen: Date, now: Date): Promise<boolean> {
  const claimed = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: now })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.state, 'pending'), eq(webhookDeliveries.nextAttemptAt, seen)))
    .returning({ id: webhookDeliveries.id });
  return claimed.length > 0;
}
