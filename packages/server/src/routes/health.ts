import { healthDownResponseSchema, healthResponseSchema } from '../contract';
import { openApiDocument } from '../services/openApi';
import { ENGINE_VERSION } from '../services/engine';
import { pingDatabase } from '../db/queries/health';
import { databaseUnavailable } from '../errors';
import type { RoutePlugin } from './plugin';
import { z } from 'zod';

/** The document's outline (OpenAPI 3.1); its full shape is the OpenAPI specification's. */
const openApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });

/**
 * GET /api/health — public; 200 once the database answers (the app is built after migrating);
 * 503 with `Retry-After` and `status: 'down'` while it does not, whatever the driver's error.
 */
export const healthRoutes: RoutePlugin = async (app) => {
  app.get('/api/health', { schema: { response: { 200: healthResponseSchema, 503: healthDownResponseSchema } } }, async (request, reply) => {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      request.log.warn({ err: error }, 'health: the database does not answer');
      const down = databaseUnavailable();
      return reply
        .code(503)
        .headers(down.headers ?? {})
        .send({ status: 'down' as const, database: app.databaseKind, message: down.message, code: 'DATABASE_UNAVAILABLE' as const });
    }
    return { status: 'ok' as const, database: app.databaseKind };
  });
};

/**
 * GET /api/openapi.json — public: the OpenAPI 3.1 description of every route, generated from the
 * routes as registered and their contract schemas (services/openApi.ts). Built once, on first ask.
 */
export const openApiRoutes: RoutePlugin = async (app) => {
  let document: Record<string, unknown> | null = null;
  app.get('/api/openapi.json', { schema: { response: { 200: openApiDocumentSchema } } }, async (_request, reply) => {
    document ??= openApiDocument(app.registeredRoutes, `engine ${ENGINE_VERSION}`);
    return reply.header('cache-control', 'public, max-age=300').send(document as z.input<typeof openApiDocumentSchema>);
  });
};
