import {
  dealCompareQuerySchema,
  dealCompareResponseSchema,
  dealCreateBodySchema,
  dealDiffQuerySchema,
  dealDiffResponseSchema,
  dealDuplicateBodySchema,
  dealIdParamsSchema,
  dealListQuerySchema,
  dealListResponseSchema,
  dealRecomputeResponseSchema,
  dealResponseSchema,
  dealUpdateBodySchema,
  dealVersionListResponseSchema,
  dealVersionParamsSchema,
  dealVersionResponseSchema,
} from '../contract';
import { currentUser, requireUser } from '../auth/guards';
import {
  compareDeals,
  createDeal,
  deleteDeal,
  diffDealVersions,
  duplicateDeal,
  getDeal,
  getDealVersion,
  listDealVersions,
  recomputeDealVersion,
  updateDeal,
} from '../services/deals';
import type { RoutePlugin } from './plugin';
import { listDeals } from '../services/dealList';

/**
 * Deals (contract/deals.ts): named, versioned analyses in the selected organization
 * (X-Organization-Id). Each save is a new version computed by @rei/engine; fix & flip,
 * wholesale and creative financing need all_calculators (403 TIER_LIMIT otherwise).
 */
export const dealRoutes: RoutePlugin = async (app) => {
  app.post('/api/deals', { schema: { body: dealCreateBodySchema, response: { 201: dealResponseSchema } }, preHandler: [requireUser] }, async (request, reply) =>
    reply.code(201).send(await createDeal(app.db, currentUser(request), await request.organizationScope(), request.body)),
  );

  app.get('/api/deals', { schema: { querystring: dealListQuerySchema, response: { 200: dealListResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    listDeals(app.db, currentUser(request), await request.organizationScope(), request.query),
  );

  app.get('/api/deals/compare', { schema: { querystring: dealCompareQuerySchema, response: { 200: dealCompareResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    compareDeals(app.db, currentUser(request), await request.organizationScope(), request.query.ids),
  );

  app.get('/api/deals/:id', { schema: { params: dealIdParamsSchema, response: { 200: dealResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    getDeal(app.db, currentUser(request), await request.organizationScope(), request.params.id),
  );

  app.put('/api/deals/:id', { schema: { params: dealIdParamsSchema, body: dealUpdateBodySchema, response: { 200: dealResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    updateDeal(app.db, currentUser(request), await request.organizationScope(), request.params.id, request.body),
  );

  app.delete('/api/deals/:id', { schema: { params: dealIdParamsSchema }, preHandler: [requireUser] }, async (request, reply) => {
    await deleteDeal(app.db, currentUser(request), await request.organizationScope(), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/api/deals/:id/duplicate',
    { schema: { params: dealIdParamsSchema, body: dealDuplicateBodySchema.optional(), response: { 201: dealResponseSchema } }, preHandler: [requireUser] },
    async (request, reply) =>
      reply.code(201).send(await duplicateDeal(app.db, currentUser(request), await request.organizationScope(), request.params.id, request.body?.name)),
  );

  app.get('/api/deals/:id/versions', { schema: { params: dealIdParamsSchema, response: { 200: dealVersionListResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    listDealVersions(app.db, await request.organizationScope(), request.params.id),
  );

  app.get(
    '/api/deals/:id/versions/:version',
    { schema: { params: dealVersionParamsSchema, response: { 200: dealVersionResponseSchema } }, preHandler: [requireUser] },
    async (request) => getDealVersion(app.db, await request.organizationScope(), request.params.id, request.params.version),
  );

  app.get(
    '/api/deals/:id/diff',
    { schema: { params: dealIdParamsSchema, querystring: dealDiffQuerySchema, response: { 200: dealDiffResponseSchema } }, preHandler: [requireUser] },
    async (request) => diffDealVersions(app.db, await request.organizationScope(), request.params.id, request.query.from, request.query.to),
  );

  app.get(
    '/api/deals/:id/versions/:version/recompute',
    { schema: { params: dealVersionParamsSchema, response: { 200: dealRecomputeResponseSchema } }, preHandler: [requireUser] },
    async (request) => recomputeDealVersion(app.db, currentUser(request), await request.organizationScope(), request.params.id, request.params.version),
  );
};
