/**
 * Webhooks (contract/webhooks.ts) of the selected organization: its owner or admin manages the
 * endpoints and reads their delivery log. API keys cannot call these routes (services/apiKeys.ts).
 */
import { z } from 'zod';
import {
  webhookCreateBodySchema,
  webhookCreatedResponseSchema,
  webhookDeliveryListResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookIdParamsSchema,
  webhookListResponseSchema,
  webhookResponseSchema,
  webhookUpdateBodySchema,
} from '../contract';
import { actorOf, requireUser } from '../auth/guards';
import { createWebhook, deleteWebhook, listWebhookDeliveries, listWebhooks, resendWebhookDelivery, updateWebhook } from '../services/webhooks';
import type { RoutePlugin } from './plugin';

export const webhookRoutes: RoutePlugin = async (app) => {
  const settings = { allowPrivate: app.config.webhooksAllowPrivate };

  app.post('/api/webhooks', { schema: { body: webhookCreateBodySchema, response: { 201: webhookCreatedResponseSchema } }, preHandler: [requireUser] }, async (request, reply) =>
    reply.code(201).send(await createWebhook(app.db, actorOf(request), await request.organizationScope(), request.body, settings)),
  );

  app.get('/api/webhooks', { schema: { response: { 200: webhookListResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    listWebhooks(app.db, await request.organizationScope()),
  );

  app.patch(
    '/api/webhooks/:id',
    { schema: { params: webhookIdParamsSchema, body: webhookUpdateBodySchema, response: { 200: webhookResponseSchema } }, preHandler: [requireUser] },
    async (request) => updateWebhook(app.db, actorOf(request), await request.organizationScope(), request.params.id, request.body, settings),
  );

  app.delete(
    '/api/webhooks/:id',
    { schema: { params: webhookIdParamsSchema, response: { 200: z.object({ deleted: z.literal(true) }) } }, preHandler: [requireUser] },
    async (request) => deleteWebhook(app.db, actorOf(request), await request.organizationScope(), request.params.id),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    { schema: { params: webhookIdParamsSchema, response: { 200: webhookDeliveryListResponseSchema } }, preHandler: [requireUser] },
    async (request) => listWebhookDeliveries(app.db, await request.organizationScope(), request.params.id),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/resend',
    { schema: { params: webhookDeliveryParamsSchema, response: { 202: webhookDeliveryResponseSchema } }, preHandler: [requireUser] },
    async (request, reply) =>
      reply.code(202).send(await resendWebhookDelivery(app.db, actorOf(request), await request.organizationScope(), request.params.id, request.params.deliveryId)),
  );
};
