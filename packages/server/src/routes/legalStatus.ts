import { legalStatusPageSchema, legalStatusQuerySchema } from '../contract';
import { currentUser, requireUser } from '../auth/guards';
import { listLegalStatus } from '../services/legalStatus';
import type { RoutePlugin } from './plugin';

/** Legal Status: a page of the selected organization's properties with their legal records (signed in; scoped by X-Organization-Id or organizationId). */
export const legalStatusRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/legal-status',
    { schema: { querystring: legalStatusQuerySchema, response: { 200: legalStatusPageSchema } }, preHandler: [requireUser] },
    async (request) => listLegalStatus(app.db, currentUser(request), await request.organizationScope(), request.query, (await request.liveNyc()).soda),
  );
};
