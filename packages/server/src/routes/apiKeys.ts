/**
 * API keys (contract/apiKeys.ts) of the selected organization: its owner or admin creates,
 * lists and revokes them. Keys themselves cannot call these routes (services/apiKeys.ts).
 */
import { apiKeyCreateBodySchema, apiKeyCreatedResponseSchema, apiKeyIdParamsSchema, apiKeyListResponseSchema } from '../contract';
import { actorOf, requireUser } from '../auth/guards';
import { createApiKey, listApiKeys, revokeOrganizationApiKey } from '../services/apiKeys';
import type { RoutePlugin } from './plugin';
import { z } from 'zod';

export const apiKeyRoutes: RoutePlugin = async (app) => {
  app.post('/api/api-keys', { schema: { body: apiKeyCreateBodySchema, response: { 201: apiKeyCreatedResponseSchema } }, preHandler: [requireUser] }, async (request, reply) =>
    reply.code(201).send(await createApiKey(app.db, actorOf(request), await request.organizationScope(), request.body)),
  );

  app.get('/api/api-keys', { schema: { response: { 200: apiKeyListResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    listApiKeys(app.db, await request.organizationScope()),
  );

  app.delete(
    '/api/api-keys/:id',
    { schema: { params: apiKeyIdParamsSchema, response: { 200: z.object({ revoked: z.literal(true) }) } }, preHandler: [requireUser] },
    async (request) => revokeOrganizationApiKey(app.db, actorOf(request), await request.organizationScope(), request.params.id),
  );
};
