import { bblParamsSchema, errorResponseSchema, neighborhoodResponseSchema } from '../contract';
import { requireUser } from '../auth/guards';
import { lotNeighborhood } from '../services/neighborhood';
import type { RoutePlugin } from './plugin';

/**
 * GET /api/properties/bbl/{bbl}/neighborhood — any signed-in caller (public data, not scoped to
 * an organization): crime, schools and census figures around the lot with their sources, and
 * the engine's meters. Slow or broken sources are named in the answer, never a 5xx.
 */
export const neighborhoodRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/properties/bbl/:bbl/neighborhood',
    { schema: { params: bblParamsSchema, response: { 200: neighborhoodResponseSchema, 400: errorResponseSchema } }, preHandler: [requireUser] },
    async (request) =>
      lotNeighborhood(
        {
          db: app.db,
          ...(await request.liveNyc()),
          log: (error, message) => request.log.warn({ err: error }, message),
        },
        request.params.bbl,
      ),
  );
};
