import { healthResponseSchema } from '../contract';
import { pingDatabase } from '../db/queries/health';
import type { RoutePlugin } from './plugin';

/** GET /api/health — public; 200 once the database answers (the app is built after migrating). */
export const healthRoutes: RoutePlugin = async (app) => {
  app.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    await pingDatabase(app.db);
    return { status: 'ok' as const, database: app.databaseKind };
  });
};
