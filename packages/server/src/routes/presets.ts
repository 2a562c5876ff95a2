import { idParamsSchema, presetCreateBodySchema, presetListResponseSchema, presetResponseSchema, presetUpdateBodySchema } from '../contract';
import { actorOf, requireUser } from '../auth/guards';
import { createPreset, deletePreset, getPreset, listPresets, updatePreset } from '../services/presets';
import type { RoutePlugin } from './plugin';

/**
 * Assumption presets (contract/presets.ts) in the selected organization (X-Organization-Id):
 * every signed-in member reads the organization's presets and their own; personal presets need
 * Operator, organization presets Hunter and the owner or admin role (403 otherwise); another
 * organization's preset, or another member's personal one, is 404.
 */
export const presetRoutes: RoutePlugin = async (app) => {
  app.get('/api/presets', { schema: { response: { 200: presetListResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    listPresets(app.db, actorOf(request), await request.organizationScope()),
  );

  app.post('/api/presets', { schema: { body: presetCreateBodySchema, response: { 201: presetResponseSchema } }, preHandler: [requireUser] }, async (request, reply) =>
    reply.code(201).send(await createPreset(app.db, actorOf(request), await request.organizationScope(), request.body)),
  );

  app.get('/api/presets/:id', { schema: { params: idParamsSchema, response: { 200: presetResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    getPreset(app.db, actorOf(request), await request.organizationScope(), request.params.id),
  );

  app.put(
    '/api/presets/:id',
    { schema: { params: idParamsSchema, body: presetUpdateBodySchema, response: { 200: presetResponseSchema } }, preHandler: [requireUser] },
    async (request) => updatePreset(app.db, actorOf(request), await request.organizationScope(), request.params.id, request.body),
  );

  app.delete('/api/presets/:id', { schema: { params: idParamsSchema }, preHandler: [requireUser] }, async (request, reply) => {
    await deletePreset(app.db, actorOf(request), await request.organizationScope(), request.params.id);
    return reply.code(204).send();
  });
};
