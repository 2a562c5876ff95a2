/**
 * Webhook events: `emitWebhookEvent` stores one delivery per endpoint that asked for the event
 * and hands each to the job queue (bound at start with `useWebhookDispatch`); the attempts are
 * made by webhooks/deliver.ts. Kept apart from services/webhooks.ts (managing endpoints) so the
 * services that report changes (deals, reports, billing, watches) import only this.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '../contract';
import type { Database } from '../db/client';
import { acceptedOrganizationsOf, claimOverdueDelivery, endpointsListening, insertWebhookDeliveries, overdueDeliveries, ownedOrganizationsOf } from '../db/queries/webhooks';

/** Sends a stored delivery to the queue, now or after `delaySeconds`. */
export type WebhookDispatch = (deliveryId: string, delaySeconds: number) => Promise<void>;

const dispatchers = new WeakMap<Database, WebhookDispatch>();

/**
 * Makes `dispatch` the way deliveries stored through `db` reach the queue (the app binds its
 * job queue at start). Without a binding (a transaction handle, a CLI run such as `rei refresh`)
 * the deliveries stay pending until a running server's sweep (`requeueLostDeliveries`) finds them.
 */
export function useWebhookDispatch(db: Database, dispatch: WebhookDispatch): void {
  dispatchers.set(db, dispatch);
}

/** A pending delivery still unattempted this long after its time has lost its queue job (or never had one). */
export const LOST_DELIVERY_AFTER_MS = 10 * 60_000;

/**
 * The sweep (a scheduled task): hands to `dispatch` every pending delivery whose attempt is over
 * `LOST_DELIVERY_AFTER_MS` late — stored by a process with no queue (a CLI run), or whose job was
 * lost in a crash between storing and queueing. Answers how many it queued.
 */
export async function requeueLostDeliveries(db: Database, dispatch: WebhookDispatch, now = new Date()): Promise<number> {
  let queued = 0;
  for (const { id, nextAttemptAt } of await overdueDeliveries(db, new Date(now.getTime() - LOST_DELIVERY_AFTER_MS))) {
    if (!nextAttemptAt || !(await claimOverdueDelivery(db, id, nextAttemptAt, now))) continue;
    await dispatch(id, 0);
    queued += 1;
  }
  return queued;
}

/** Hands a stored delivery to the queue now (no binding: it waits, pending). */
export async function dispatchWebhookDelivery(db: Database, deliveryId: string): Promise<void> {
  await dispatchers.get(db)?.(deliveryId, 0);
}

/**
 * Sends event `type` with `data` to every enabled endpoint of the organization that asked for
 * it: one stored delivery each (the body is `{ type, timestamp, data }`), queued at once. Answers
 * how many deliveries it stored. Never throws: an event that cannot be stored or queued is
 * dropped, and the change it reports stands.
 *
 * @example await emitWebhookEvent(db, scope.organizationId, 'deal.saved', { dealId: 12, version: 3 });
 */
export async function emitWebhookEvent(db: Database, organizationId: number | readonly number[], type: WebhookEventType, data: Record<string, unknown>): Promise<number> {
  try {
    const organizationIds = [organizationId].flat();
    const endpoints = await endpointsListening(db, organizationIds, type);
    if (endpoints.length === 0) return 0;
    const timestamp = new Date();
    const rows = await insertWebhookDeliveries(
      db,
      endpoints.map((endpoint) => ({
        id: randomUUID(),
        endpointId: endpoint.id,
        organizationId: endpoint.organizationId,
        eventType: type,
        payload: { type, timestamp: timestamp.toISOString(), data: { organizationId: endpoint.organizationId, ...data } },
        nextAttemptAt: timestamp,
      })),
    );
    const dispatch = dispatchers.get(db);
    if (dispatch) await Promise.all(rows.map((row) => dispatch(row.id, 0)));
    return rows.length;
  } catch {
    return 0;
  }
}

/** An event about a person (a watched lot, their plan), sent to the organizations they belong to. */
export async function emitWebhookEventForUser(db: Database, userId: number, type: WebhookEventType, data: Record<string, unknown>, only: 'member' | 'owner' = 'member'): Promise<number> {
  try {
    const organizationIds = only === 'owner' ? await ownedOrganizationsOf(db, userId) : await acceptedOrganizationsOf(db, userId);
    return await emitWebhookEvent(db, organizationIds, type, data);
  } catch {
    return 0;
  }
}
