import {
  portfolioAddBodySchema,
  portfolioAddResponseSchema,
  portfolioDeleteResponseSchema,
  portfolioItemIdParamsSchema,
  portfolioPageSchema,
  portfolioPropertyIdParamsSchema,
  portfolioQuerySchema,
  portfolioRemoveBodySchema,
  portfolioRemoveResponseSchema,
  portfolioStatusResponseSchema,
  organizationQuerySchema,
} from '../contract';
import { currentUser, requireUser } from '../auth/guards';
import { portfolioVersionOf } from '../auth/session';
import { addToPortfolio, listPortfolio, portfolioStatus, removeFromPortfolio, removeManyFromPortfolio } from '../services/portfolio';
import type { RoutePlugin } from './plugin';

/**
 * Portfolio: the selected organization's kept properties (X-Organization-Id or organizationId, default the caller's own);
 * the list is paged, sorted and filtered on the server (contract/portfolio.ts `portfolioQuerySchema`).
 */
export const portfolioRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/portfolio',
    { schema: { querystring: portfolioQuerySchema, response: { 200: portfolioPageSchema } }, preHandler: [requireUser] },
    async (request) => {
      const scope = await request.organizationScope();
      return listPortfolio(app.db, scope, request.query, portfolioVersionOf(currentUser(request), scope.organizationId));
    },
  );

  app.post(
    '/api/portfolio',
    { schema: { body: portfolioAddBodySchema, response: { 201: portfolioAddResponseSchema } }, preHandler: [requireUser] },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await request.organizationScope();
      return reply.code(201).send(await addToPortfolio(app.db, user, scope, request.body.propertyId));
    },
  );

  app.get(
    '/api/portfolio/:propertyId/status',
    {
      schema: { params: portfolioPropertyIdParamsSchema, querystring: organizationQuerySchema, response: { 200: portfolioStatusResponseSchema } },
      preHandler: [requireUser],
    },
    async (request) => {
      const scope = await request.organizationScope();
      return portfolioStatus(app.db, scope, request.params.propertyId);
    },
  );

  app.delete(
    '/api/portfolio/:id',
    { schema: { params: portfolioItemIdParamsSchema, response: { 200: portfolioDeleteResponseSchema } }, preHandler: [requireUser] },
    async (request) => removeFromPortfolio(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/portfolio/remove',
    { schema: { body: portfolioRemoveBodySchema, response: { 200: portfolioRemoveResponseSchema } }, preHandler: [requireUser] },
    async (request) => removeManyFromPortfolio(app.db, currentUser(request), request.body.ids),
  );
};

