import { z } from 'zod';
import {
  addressSuggestQuerySchema,
  addressSuggestResponseSchema,
  bblParamsSchema,
  errorResponseSchema,
  propertyCreateBodySchema,
  propertyDeleteResponseSchema,
  propertyIdParamsSchema,
  propertyImportJsonBodySchema,
  propertyImportResponseSchema,
  propertyListQuerySchema,
  propertyListResponseSchema,
  propertyResponseSchema,
  propertySearchQuerySchema,
  propertySearchResponseSchema,
  propertyUpdateBodySchema,
  userIdParamsSchema,
} from '../contract';
import { currentUser, requireUser } from '../auth/guards';
import { suggestAddresses } from '../services/addressSuggestions';
import { resolveOrganizationScope } from '../services/organizationScope';
import {
  createProperty,
  deleteProperty,
  getProperty,
  importProperties,
  listOrganizationProperties,
  listPropertiesOfUser,
  PROPERTY_NOT_FOUND,
  searchProperty,
  toPropertyResponse,
  updateProperty,
} from '../services/properties';
import { propertyByBbl } from '../services/nycProperty';
import type { RoutePlugin } from './plugin';
import { optionalUser, requestedOrganizationId } from './requestScope';

const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;
// A text/csv body arrives as a string: read it as { csv }, so one schema reports every problem.
const importBodySchema = z.preprocess((body) => (typeof body === 'string' ? { csv: body } : body), propertyImportJsonBodySchema);

/**
 * Properties (spec 2 §3, §7). Organization-scoped calls work in the selected organization:
 * `X-Organization-Id` header or `organizationId` query/body, default the caller's own.
 * Search and suggestions are public for demo data; a signed-in caller also finds their
 * organizations' properties.
 */
export const propertyRoutes: RoutePlugin = async (app) => {
  // CSV upload as a raw text body; only this plugin's routes see the parser.
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  app.get(
    '/api/properties',
    { schema: { querystring: propertyListQuerySchema, response: { 200: propertyListResponseSchema } }, preHandler: [requireUser] },
    async (request) => {
      const user = currentUser(request);
      const scope = await resolveOrganizationScope(app.db, user.id, requestedOrganizationId(request, request.query.organizationId));
      return listOrganizationProperties(app.db, scope, request.query.limit, request.query.offset);
    },
  );

  app.get(
    '/api/properties/search',
    { schema: { querystring: propertySearchQuerySchema, response: { 200: propertySearchResponseSchema, 404: errorResponseSchema } } },
    async (request) => searchProperty(app.db, await optionalUser(request), request.query.address, app.config.nycOpenData),
  );

  // Public like search: a BBL deep link resolves like an address.
  app.get(
    '/api/properties/bbl/:bbl',
    { schema: { params: bblParamsSchema, response: { 200: propertySearchResponseSchema, 404: errorResponseSchema } } },
    async (request) => {
      const viewer = await optionalUser(request);
      return propertyByBbl(app.db, viewer?.id ?? null, request.params.bbl, app.config.nycOpenData, toPropertyResponse, PROPERTY_NOT_FOUND);
    },
  );

  app.get(
    '/api/addresses/suggest',
    { schema: { querystring: addressSuggestQuerySchema, response: { 200: addressSuggestResponseSchema } } },
    async (request) =>
      suggestAddresses(app.db, await optionalUser(request), request.query.q, {
        places: app.placesClient,
        sessionToken: request.query.sessionToken,
        onPlacesError: (error) => request.log.warn({ err: error }, 'Google Places suggestions failed; answering local ones'),
      }),
  );

  app.get(
    '/api/properties/detail/:id',
    { schema: { params: propertyIdParamsSchema, response: { 200: propertyResponseSchema } }, preHandler: [requireUser] },
    async (request) => getProperty(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/api/properties/:userId',
    { schema: { params: userIdParamsSchema, response: { 200: propertyListResponseSchema } }, preHandler: [requireUser] },
    async (request) => listPropertiesOfUser(app.db, currentUser(request), request.params.userId),
  );

  app.post(
    '/api/properties',
    { schema: { body: propertyCreateBodySchema, response: { 201: propertyResponseSchema } }, preHandler: [requireUser] },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await resolveOrganizationScope(app.db, user.id, requestedOrganizationId(request, request.body.organizationId));
      const { organizationId: _organizationId, ...body } = request.body;
      return reply.code(201).send(await createProperty(app.db, user, scope, body));
    },
  );

  app.post(
    '/api/properties/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importBodySchema, response: { 201: propertyImportResponseSchema, 400: propertyImportResponseSchema } },
      preHandler: [requireUser],
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { csv, rows, organizationId } = request.body;
      const scope = await resolveOrganizationScope(app.db, user.id, requestedOrganizationId(request, organizationId));
      const result = await importProperties(app.db, user, scope, { csv, rows });
      if (result.errors.length > 0) {
        return reply.code(400).send({
          message: `Nothing was imported: ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'} found. Fix the rows listed and upload again.`,
          code: 'IMPORT_INVALID',
          ...result,
        });
      }
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/api/properties/:id',
    { schema: { params: propertyIdParamsSchema, body: propertyUpdateBodySchema, response: { 200: propertyResponseSchema } }, preHandler: [requireUser] },
    async (request) => updateProperty(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/properties/:id',
    { schema: { params: propertyIdParamsSchema, response: { 200: propertyDeleteResponseSchema } }, preHandler: [requireUser] },
    async (request) => deleteProperty(app.db, currentUser(request), request.params.id),
  );
};
