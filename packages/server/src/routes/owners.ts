import { bblParamsSchema, errorResponseSchema, ownerSearchQuerySchema, ownerSearchResponseSchema, relatedOwnersResponseSchema } from '../contract';
import { requireFeature, requireUser } from '../auth/guards';
import { relatedOwnerLots, searchOwners } from '../services/owners';
import type { RoutePlugin } from './plugin';

/**
 * Owner search over the public record — a signed-in caller whose plan shows owners and parties
 * (advanced enrichment, `advanced_enrichment`: Operator and up; 403 TIER_LIMIT naming the plan
 * otherwise, as the property answer's locked `owners` block says). Public data, not scoped to an
 * organization:
 * - GET /api/owners/search?name=…&limit=…&offset=… — lots whose HPD contacts or ACRIS parties
 *   carry the name (400 naming `name` when it is too short or too long);
 * - GET /api/properties/bbl/{bbl}/related-owners — the other lots of the lot's owners.
 */
export const ownerRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/owners/search',
    { schema: { querystring: ownerSearchQuerySchema, response: { 200: ownerSearchResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema } }, preHandler: [requireUser, requireFeature('advanced_enrichment')] },
    async (request) =>
      searchOwners(app.db, (await request.liveNyc()).soda, request.query, (error, message) => request.log.warn({ err: error }, message)),
  );

  app.get(
    '/api/properties/bbl/:bbl/related-owners',
    { schema: { params: bblParamsSchema, response: { 200: relatedOwnersResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema } }, preHandler: [requireUser, requireFeature('advanced_enrichment')] },
    async (request) =>
      relatedOwnerLots(app.db, (await request.liveNyc()).soda, request.params.bbl, (error, message) => request.log.warn({ err: error }, message)),
  );
};
