/**
 * Webhook endpoints (contract/webhooks.ts) of the selected organization, managed by its owner or
 * admin on the Hunter plan (`api_access`), and the events they receive. `emitWebhookEvent`
 * stores one delivery per listening endpoint and hands it to the job queue (webhooks/deliver.ts
 * makes the attempts); a service calls it after the change it reports has been stored.
 */
import type {
  WebhookCreateBody,
  WebhookCreatedResponse,
  WebhookDeliveryResponse,
  WebhookEventType,
  WebhookResponse,
  WebhookUpdateBody,
} from '../contract';
import { WEBHOOK_ENDPOINTS_MAX } from '../contract';
import type { Database } from '../db/client';
import {
  countWebhookEndpoints,
  deleteWebhookEndpoint,
  findDelivery,
  findWebhookEndpoint,
  insertWebhookEndpoint,
  listDeliveriesOf,
  listWebhookEndpointsOf,
  resetDelivery,
  updateWebhookEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../db/queries/webhooks';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { newWebhookSecret } from '../webhooks/signature';
import { dispatchWebhookDelivery } from '../webhooks/events';

/** Services that report a change call this (webhooks/events.ts); here for callers that look in services/. */
export { emitWebhookEvent, emitWebhookEventForUser, useWebhookDispatch } from '../webhooks/events';
import { webhookTargetProblem } from '../webhooks/deliver';
import { AUDIT_OUTCOMES, writeAuditLog, type Actor } from './audit';
import type { OrganizationScope } from './organizationScope';
import { assertFeature } from './subscription';

const ENDPOINT_NOT_FOUND = 'Webhook not found';
const DELIVERY_LOG_SIZE = 100;
const FAILURE_WINDOW_MS = 7 * 86_400_000;

export interface WebhookSettings {
  /** `config.webhooksAllowPrivate`. */
  readonly allowPrivate: boolean;
}

function assertManager(scope: OrganizationScope): void {
  if (scope.role !== 'owner' && scope.role !== 'admin') throw forbidden('Only an owner or admin of the organization manages its webhooks.');
}

async function assertTarget(url: string, settings: WebhookSettings): Promise<void> {
  // The name is resolved at each delivery, not here: it may not point anywhere yet.
  const problem = await webhookTargetProblem(url, settings.allowPrivate, false);
  if (problem) throw badRequest(`${problem}: webhooks go to public addresses only.`, { url: `${problem}; use a public https:// address` });
}

function toResponse(row: WebhookEndpointRow, recentFailures: number): WebhookResponse {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    recentFailures,
  };
}

function deliveryResponse(row: WebhookDeliveryRow): WebhookDeliveryResponse {
  return {
    id: row.id,
    eventType: row.eventType as WebhookEventType,
    state: row.state,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.state === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

async function audit(db: Database, actor: Actor, scope: OrganizationScope, action: string, id: number, detail?: Record<string, unknown>) {
  await writeAuditLog(db, {
    actorUserId: actor.userId,
    action,
    resourceType: 'webhook',
    resourceId: id,
    organizationId: scope.organizationId,
    outcome: AUDIT_OUTCOMES.success,
    ...(detail ? { detail } : {}),
    ip: actor.ip,
  });
}

/** POST /api/webhooks: owner or admin, Hunter; the secret is in this answer only. */
export async function createWebhook(db: Database, actor: Actor, scope: OrganizationScope, body: WebhookCreateBody, settings: WebhookSettings): Promise<WebhookCreatedResponse> {
  assertManager(scope);
  await assertFeature(db, actor.userId, 'api_access');
  await assertTarget(body.url, settings);
  if ((await countWebhookEndpoints(db, scope.organizationId)) >= WEBHOOK_ENDPOINTS_MAX) {
    throw conflict(`An organization has at most ${WEBHOOK_ENDPOINTS_MAX} webhooks; delete one first.`);
  }
  const secret = newWebhookSecret();
  const row = await insertWebhookEndpoint(db, {
    organizationId: scope.organizationId,
    createdBy: actor.userId,
    url: body.url,
    events: body.events,
    description: body.description ?? '',
    secret,
  });
  await audit(db, actor, scope, 'webhook.create', row.id, { url: row.url, events: row.events });
  return { ...toResponse(row, 0), secret };
}

/** GET /api/webhooks: the selected organization's endpoints, owner or admin. */
export async function listWebhooks(db: Database, scope: OrganizationScope): Promise<WebhookResponse[]> {
  assertManager(scope);
  const rows = await listWebhookEndpointsOf(db, scope.organizationId, new Date(Date.now() - FAILURE_WINDOW_MS));
  return rows.map((row) => toResponse(row.endpoint, Number(row.recentFailures)));
}

/** PATCH /api/webhooks/{id}: another organization's endpoint is 404. */
export async function updateWebhook(db: Database, actor: Actor, scope: OrganizationScope, id: number, body: WebhookUpdateBody, settings: WebhookSettings): Promise<WebhookResponse> {
  assertManager(scope);
  await assertFeature(db, actor.userId, 'api_access');
  if (body.url !== undefined) await assertTarget(body.url, settings);
  const row = await updateWebhookEndpoint(db, scope.organizationId, id, body);
  if (!row) throw notFound(ENDPOINT_NOT_FOUND);
  await audit(db, actor, scope, 'webhook.update', id, { ...body });
  return toResponse(row, 0);
}

/** DELETE /api/webhooks/{id}: its pending deliveries go with it. */
export async function deleteWebhook(db: Database, actor: Actor, scope: OrganizationScope, id: number): Promise<{ deleted: true }> {
  assertManager(scope);
  if (!(await deleteWebhookEndpoint(db, scope.organizationId, id))) throw notFound(ENDPOINT_NOT_FOUND);
  await audit(db, actor, scope, 'webhook.delete', id);
  return { deleted: true };
}

/** GET /api/webhooks/{id}/deliveries: the newest `DELIVERY_LOG_SIZE`. */
export async function listWebhookDeliveries(db: Database, scope: OrganizationScope, id: number): Promise<WebhookDeliveryResponse[]> {
  assertManager(scope);
  if (!(await findWebhookEndpoint(db, scope.organizationId, id))) throw notFound(ENDPOINT_NOT_FOUND);
  return (await listDeliveriesOf(db, scope.organizationId, id, DELIVERY_LOG_SIZE)).map(deliveryResponse);
}

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/resend: the same message (same `webhook-id`) with a fresh round of attempts. */
export async function resendWebhookDelivery(db: Database, actor: Actor, scope: OrganizationScope, id: number, deliveryId: string): Promise<WebhookDeliveryResponse> {
  assertManager(scope);
  const delivery = await findDelivery(db, scope.organizationId, id, deliveryId);
  if (!delivery) throw notFound('Delivery not found');
  if (delivery.state === 'pending' && delivery.attempts === 0) throw conflict('This delivery is already waiting for its first attempt.');
  const now = new Date();
  await resetDelivery(db, deliveryId, now);
  await audit(db, actor, scope, 'webhook.resend', id, { deliveryId });
  await dispatchWebhookDelivery(db, deliveryId);
  return deliveryResponse({ ...delivery, state: 'pending', attempts: 0, nextAttemptAt: now, deliveredAt: null });
}
