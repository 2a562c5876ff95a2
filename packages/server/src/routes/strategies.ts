import {
  reportPreviewResponseSchema,
  strategyCalculateBodySchema,
  strategyCalculateResponseSchema,
  strategyCreateBodySchema,
  strategyIdParamsSchema,
  strategyListQuerySchema,
  strategyListResponseSchema,
  strategyResponseSchema,
} from '../contract';
import { currentUser, requireUser } from '../auth/guards';
import { calculateStrategy, listStrategies, saveStrategy } from '../services/strategies';
import { strategyReportPreview } from '../services/reportPreview';
import type { RoutePlugin } from './plugin';

/**
 * Strategies. Saving recomputes the outputs with @rei/engine; fix & flip,
 * wholesale and creative financing need all_calculators (403 TIER_LIMIT otherwise).
 * Saved in the selected organization (X-Organization-Id, default own).
 */
export const strategyRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/strategies',
    { schema: { body: strategyCreateBodySchema, response: { 201: strategyResponseSchema } }, preHandler: [requireUser] },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await request.organizationScope();
      return reply.code(201).send(await saveStrategy(app.db, user, scope, request.body));
    },
  );

  // Compute only: a read-only API key may call it (services/apiKeys.ts, `COMPUTE_ONLY_POSTS`).
  app.post(
    '/api/strategies/calculate',
    { schema: { body: strategyCalculateBodySchema, response: { 200: strategyCalculateResponseSchema } }, preHandler: [requireUser] },
    async (request) => calculateStrategy(app.db, currentUser(request), request.body),
  );

  app.get(
    '/api/strategies',
    { schema: { querystring: strategyListQuerySchema, response: { 200: strategyListResponseSchema } }, preHandler: [requireUser] },
    async (request) => listStrategies(app.db, currentUser(request), request.query.propertyId),
  );

  // What a deal report of the strategy prints (any plan: the deal's own figures, laid out).
  app.get(
    '/api/strategies/:id/report-preview',
    { schema: { params: strategyIdParamsSchema, response: { 200: reportPreviewResponseSchema } }, preHandler: [requireUser] },
    async (request) => strategyReportPreview(app.db, currentUser(request), request.params.id),
  );
};
