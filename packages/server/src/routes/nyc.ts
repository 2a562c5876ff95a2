import { nycFreshnessResponseSchema } from '../contract';
import { requireUser } from '../auth/guards';
import { dataFreshness } from '../nyc/freshness';
import type { RoutePlugin } from './plugin';

/**
 * GET /api/nyc/freshness — any signed-in caller, whatever their role: every NYC dataset of
 * `rei import` with its newest finished import (public data metadata, not scoped to an organization).
 */
export const nycRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/nyc/freshness',
    { schema: { response: { 200: nycFreshnessResponseSchema } }, preHandler: [requireUser] },
    async () => dataFreshness(app.db),
  );
};
