/** Billing webhook event queries: the ids already received (replay detection) and each subscription's events, for ordering. */
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../client';
import { billingEvents } from '../schema';

/** One provider event to record, by the provider's event id. */
export type NewBillingEventRow = typeof billingEvents.$inferInsert;

/**
 * Records a webhook event's id, unless it is already recorded (insert … on conflict do nothing).
 * Answers true for a first delivery and false for a replay. Call it inside the transaction that
 * applies the event, so a failure rolls the record back with the effect.
 */
export async function recordBillingEvent(db: Database, values: NewBillingEventRow): Promise<boolean> {
  const [fresh] = await db.insert(billingEvents).values(values).onConflictDoNothing().returning({ id: billingEvents.id });
  return fresh !== undefined;
}

/**
 * The type and provider creation time of every recorded event about one object (a Stripe
 * subscription) except the event `exceptEventId`, in no particular order: what a newer or
 * later event is checked against before it is applied.
 */
export async function otherBillingEventsFor(
  db: Database,
  objectId: string,
  exceptEventId: string,
): Promise<{ type: string; createdAt: Date | null }[]> {
  return db
    .select({ type: billingEvents.type, createdAt: billingEvents.eventCreatedAt })
    .from(billingEvents)
    .where(and(eq(billingEvents.objectId, objectId), ne(billingEvents.id, exceptEventId)));
}
