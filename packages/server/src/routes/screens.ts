import {
  screenAddToPortfolioBodySchema,
  screenAddToPortfolioResponseSchema,
  screenCountBodySchema,
  screenCountResponseSchema,
  screenCreateBodySchema,
  screenDetailResponseSchema,
  screenExportQuerySchema,
  screenIdParamsSchema,
  screenListResponseSchema,
  screenResultsQuerySchema,
  screenSummarySchema,
} from '../contract';
import { currentUser, requireFeature, requireUser } from '../auth/guards';
import {
  addScreenLotsToPortfolio,
  cancelScreen,
  countScreen,
  deleteScreen,
  exportScreen,
  getScreen,
  listScreens,
  rerunScreen,
  startScreen,
} from '../services/screens';
import { screenResultOrders } from '../db/screenResultOrders';
import type { RoutePlugin } from './plugin';

/** `attachment` with an ASCII file name and its UTF-8 form (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Bulk screening (contract/screens.ts) in the selected organization (X-Organization-Id). Counting
 * a list is open to every signed-in plan (so a lower plan sees what it would get); everything
 * else needs the `bulk_operations` feature (Hunter; 403 TIER_LIMIT naming the plan). Another
 * organization's screen is 404.
 */
export const screenRoutes: RoutePlugin = async (app) => {
  const hunter = [requireUser, requireFeature('bulk_operations')];
  // Completed screens' page orders, kept for this app's pages (db/screenResultOrders.ts).
  const orders = screenResultOrders();

  app.post('/api/screens/count', { schema: { body: screenCountBodySchema, response: { 200: screenCountResponseSchema } }, preHandler: [requireUser] }, async (request) => {
    await request.organizationScope();
    return countScreen(app.db, request.body.filters);
  });

  app.post('/api/screens', { schema: { body: screenCreateBodySchema, response: { 202: screenSummarySchema } }, preHandler: hunter }, async (request, reply) =>
    reply.code(202).send(await startScreen(app.db, app.jobs, currentUser(request).id, await request.organizationScope(), request.body)),
  );

  app.get('/api/screens', { schema: { response: { 200: screenListResponseSchema } }, preHandler: hunter }, async (request) =>
    listScreens(app.db, await request.organizationScope(), app.config.mapStyleUrl),
  );

  app.get(
    '/api/screens/:id',
    { schema: { params: screenIdParamsSchema, querystring: screenResultsQuerySchema, response: { 200: screenDetailResponseSchema } }, preHandler: hunter },
    async (request) => getScreen(app.db, orders, await request.organizationScope(), request.params.id, request.query),
  );

  app.post('/api/screens/:id/run', { schema: { params: screenIdParamsSchema, response: { 202: screenSummarySchema } }, preHandler: hunter }, async (request, reply) =>
    reply.code(202).send(await rerunScreen(app.db, app.jobs, orders, currentUser(request).id, await request.organizationScope(), request.params.id)),
  );

  app.post('/api/screens/:id/cancel', { schema: { params: screenIdParamsSchema, response: { 200: screenSummarySchema } }, preHandler: hunter }, async (request) =>
    cancelScreen(app.db, await request.organizationScope(), request.params.id),
  );

  app.delete('/api/screens/:id', { schema: { params: screenIdParamsSchema }, preHandler: hunter }, async (request, reply) => {
    await deleteScreen(app.db, orders, await request.organizationScope(), request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/screens/:id/export', { schema: { params: screenIdParamsSchema, querystring: screenExportQuerySchema }, preHandler: hunter }, async (request, reply) => {
    const file = await exportScreen(app.db, await request.organizationScope(), request.params.id, request.query.format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });

  app.post(
    '/api/screens/:id/add-to-portfolio',
    { schema: { params: screenIdParamsSchema, body: screenAddToPortfolioBodySchema, response: { 200: screenAddToPortfolioResponseSchema } }, preHandler: hunter },
    async (request) => addScreenLotsToPortfolio(app.db, currentUser(request), await request.organizationScope(), request.params.id, request.body),
  );
};
