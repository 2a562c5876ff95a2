import { buyBoxPutBodySchema, buyBoxQuerySchema, buyBoxResponseSchema } from '../contract';
import { actorOf, requireUser } from '../auth/guards';
import { getBuyBox, putBuyBox } from '../services/buyBox';
import type { RoutePlugin } from './plugin';

/**
 * Buy boxes (contract/buyBox.ts) in the selected organization (X-Organization-Id): every member
 * reads the organization's and their own; a personal one needs Operator, the organization's
 * Hunter and the owner or admin role to change (403 otherwise).
 */
export const buyBoxRoutes: RoutePlugin = async (app) => {
  app.get('/api/buy-box', { schema: { querystring: buyBoxQuerySchema, response: { 200: buyBoxResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    getBuyBox(app.db, actorOf(request), await request.organizationScope(), request.query.scope),
  );

  app.put('/api/buy-box', { schema: { body: buyBoxPutBodySchema, response: { 200: buyBoxResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    putBuyBox(app.db, actorOf(request), await request.organizationScope(), request.body),
  );
};
