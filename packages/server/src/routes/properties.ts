import { pipeline, Transform } from 'node:stream';
import type { FastifyError, FastifyRequest, preParsingHookHandler, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import {
  addressSuggestQuerySchema,
  addressSuggestResponseSchema,
  bblParamsSchema,
  bblQuerySchema,
  errorResponseSchema,
  propertyCreateBodySchema,
  propertyDeleteResponseSchema,
  propertyIdParamsSchema,
  PROPERTY_IMPORT_MAX_BYTES,
  PROPERTY_IMPORT_MAX_JSON_BYTES,
  PROPERTY_IMPORT_MAX_ROWS,
  propertyImportJsonBodySchema,
  propertyImportQuerySchema,
  propertyImportResponseSchema,
  propertyListQuerySchema,
  propertyListResponseSchema,
  propertyResponseSchema,
  propertySearchNotFoundSchema,
  propertySearchQuerySchema,
  propertySearchResponseSchema,
  propertyTransferBodySchema,
  propertyTransferResponseSchema,
  propertyUpdateBodySchema,
  userIdParamsSchema,
  jobIdParamsSchema,
  jobQuerySchema,
  propertyImportJobSchema,
} from '../contract';
import { actorOf, currentUser, requireUser } from '../auth/guards';
import { transferProperty } from '../services/propertyTransfer';
import { ApiError, ERROR_CODES } from '../errors';
import { importTooLargeMessage } from '../services/engine';
import { tooManyImportRows } from '../services/propertyImport';
import { getPropertyImportJob, propertyImportJobOf } from '../services/propertyImportJobs';
import { suggestAddresses } from '../services/addressSuggestions';
import { AddressNotFoundError, geoSearchClientFor } from '../services/addressSearch';
import {
  createProperty,
  deleteProperty,
  getProperty,
  importProperties,
  listOrganizationProperties,
  listPropertiesOfUser,
  searchProperty,
  updateProperty,
} from '../services/properties';
import { limitedForCaller, propertyByBbl } from '../services/nycProperty';
import { requireFeature } from '../services/featureToggles';
import type { RoutePlugin } from './plugin';
import { optionalUser } from './requestScope';

// A text/csv body arrives as a string: read it as { csv }, so one schema reports every problem.
const importBodySchema = z.preprocess((body) => (typeof body === 'string' ? { csv: body } : body), propertyImportJsonBodySchema);

/** The byte limit of an import body: CSV text is read in slices, JSON is parsed in one piece. */
function importByteLimit(request: FastifyRequest): number {
  return /^\s*text\/(csv|plain)\b/i.test(request.headers['content-type'] ?? '') ? PROPERTY_IMPORT_MAX_BYTES : PROPERTY_IMPORT_MAX_JSON_BYTES;
}

const importTooLarge = (bytes: number | null, limit: number) =>
  new ApiError(413, ERROR_CODES.payloadTooLarge, importTooLargeMessage(bytes, limit));

/**
 * The import's byte limit, stated: a body declared (Content-Length) over it is refused before
 * it is read, and an undeclared (chunked) one as soon as it passes it. Both answer 413 naming
 * the limit and what was sent. Refusing here, before Fastify's own limit check, leaves the
 * connection open: Node discards the rest of the upload, so the client reads the 413 rather
 * than a broken pipe.
 */
const limitImportBody: preParsingHookHandler = async (request, _reply, payload) => {
  const limit = importByteLimit(request);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw importTooLarge(declared, limit);
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(importTooLarge(null, limit));
      else done(null, chunk);
    },
  });
  pipeline(payload, counted, () => {});
  return counted;
};

/** Fastify's own body limit (a backstop behind `limitImportBody`), stated the same way. */
function importErrorHandler(error: FastifyError, request: FastifyRequest): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw importTooLarge(null, importByteLimit(request));
  throw error;
}

/**
 * JSON rows over the row limit are refused before validation, so neither the request
 * checks nor the import look at a single row of a list that is too long.
 */
const refuseTooManyJsonRows: preValidationHookHandler = async (request) => {
  const rows = (request.body as { rows?: unknown } | null | undefined)?.rows;
  if (Array.isArray(rows) && rows.length > PROPERTY_IMPORT_MAX_ROWS) throw tooManyImportRows(rows.length, { subject: 'The request' });
};

/**
 * Properties. Organization-scoped calls work in the selected organization:
 * `X-Organization-Id` header or `organizationId` query/body, default the caller's own.
 * Search and suggestions are public for demo data; a signed-in caller also finds their
 * organizations' properties.
 */
export const propertyRoutes: RoutePlugin = async (app) => {
  /**
   * The caller of a public lookup (search, BBL, suggestions): the signed-in user, or null for a
   * visitor, whom the route's `public-lookup` limit holds to so many lookups per address (429 past it).
   */
  const lookupCaller = (request: FastifyRequest) => optionalUser(request);

  // CSV upload as a raw text body; only this plugin's routes see the parser.
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: PROPERTY_IMPORT_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.get(
    '/api/properties',
    { schema: { querystring: propertyListQuerySchema, response: { 200: propertyListResponseSchema } }, preHandler: [requireUser] },
    async (request) => {
      const scope = await request.organizationScope();
      return listOrganizationProperties(app.db, scope, request.query.limit, request.query.offset);
    },
  );

  app.get(
    '/api/properties/search',
    {
      schema: { querystring: propertySearchQuerySchema, response: { 200: propertySearchResponseSchema, 404: propertySearchNotFoundSchema } },
      config: { rateLimit: 'public-lookup' },
    },
    async (request, reply) => {
      try {
        const live = await request.liveNyc();
        const caller = await lookupCaller(request);
        const answer = await searchProperty(app.db, caller, request.query.address, live.soda, live.geosearch);
        return limitedForCaller(app.db, answer, caller);
      } catch (error) {
        // A lot not found says why and what to try (`notFound`), beside the usual message and code.
        if (error instanceof AddressNotFoundError) return reply.code(404).send({ message: error.message, code: error.code, notFound: error.detail });
        throw error;
      }
    },
  );

  // Public like search: a BBL deep link resolves like an address.
  app.get(
    '/api/properties/bbl/:bbl',
    {
      schema: { params: bblParamsSchema, querystring: bblQuerySchema, response: { 200: propertySearchResponseSchema, 404: errorResponseSchema } },
      config: { rateLimit: 'public-lookup' },
    },
    async (request) => {
      const viewer = await lookupCaller(request);
      const answer = await propertyByBbl(app.db, viewer ?? null, request.params.bbl, (await request.liveNyc()).soda, request.query.unit ?? null);
      return limitedForCaller(app.db, answer, viewer ?? null);
    },
  );

  app.get(
    '/api/addresses/suggest',
    { schema: { querystring: addressSuggestQuerySchema, response: { 200: addressSuggestResponseSchema } }, config: { rateLimit: 'public-lookup' } },
    async (request) =>
      suggestAddresses(app.db, await lookupCaller(request), request.query.q, {
        places: app.placesClient,
        sessionToken: request.query.sessionToken,
        onPlacesError: (error) => request.log.warn({ err: error }, 'Google Places suggestions failed; answering local ones'),
        geosearch: geoSearchClientFor((await request.liveNyc()).geosearch, (message, details) => request.log.warn(details, message)),
        onGeoSearchError: (error) => request.log.info({ err: error }, 'GeoSearch suggestions failed; answering the others'),
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
      const scope = await request.organizationScope();
      const { organizationId: _organizationId, ...body } = request.body;
      return reply.code(201).send(await createProperty(app.db, user, scope, body));
    },
  );

  app.post(
    '/api/properties/import',
    {
      // The CSV parser's limit is the CSV one; JSON bodies stop at the tighter JSON limit in `limitImportBody`.
      errorHandler: importErrorHandler,
      preParsing: [limitImportBody],
      schema: {
        querystring: propertyImportQuerySchema,
        body: importBodySchema,
        response: { 201: propertyImportResponseSchema, 202: propertyImportJobSchema, 400: propertyImportResponseSchema },
      },
      preValidation: [refuseTooManyJsonRows],
      // The admin toggle `csv_upload_enabled` off: 503 naming it, after the caller is known.
      preHandler: [requireUser, async () => requireFeature(app.db, 'csvUpload')],
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { csv, rows } = request.body;
      const skipInvalid = request.body.skipInvalid === true || request.query.skipInvalid;
      const scope = await request.organizationScope();
      const { result, job } = await importProperties(app.db, user, scope, { csv, rows, skipInvalid }, app.jobs);
      // A large import runs as a job: 202 with it; GET …/import/jobs/{jobId} reports its progress.
      if (job) return reply.code(202).send(propertyImportJobOf(job));
      if (result.errorCount > 0 && result.inserted === 0) {
        const found = `${result.errorCount.toLocaleString('en-US')} problem${result.errorCount === 1 ? '' : 's'} found`;
        const listed = result.errorsTruncated ? `; the first ${result.errors.length} are listed` : '';
        return reply.code(400).send({
          message: `Nothing was imported: ${found}${listed}. Fix the rows and upload again.`,
          code: 'IMPORT_INVALID',
          ...result,
        });
      }
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/properties/import/jobs/:jobId',
    { schema: { params: jobIdParamsSchema, querystring: jobQuerySchema, response: { 200: propertyImportJobSchema } }, preHandler: [requireUser] },
    async (request) => getPropertyImportJob(app.db, await request.organizationScope(), request.params.jobId),
  );

  app.put(
    '/api/properties/:id',
    { schema: { params: propertyIdParamsSchema, body: propertyUpdateBodySchema, response: { 200: propertyResponseSchema } }, preHandler: [requireUser] },
    async (request) => updateProperty(app.db, currentUser(request), request.params.id, request.body),
  );

  // Move or copy into another of the caller's organizations: any member of the source may copy, a
  // move needs the right to delete it there; the target must be one of the caller's organizations
  // (else 404). The service checks both memberships and the caller's plan.
  for (const mode of ['move', 'copy'] as const) {
    app.post(
      `/api/properties/:id/${mode}`,
      {
        schema: { params: propertyIdParamsSchema, body: propertyTransferBodySchema, response: { 201: propertyTransferResponseSchema } },
        preHandler: [requireUser],
      },
      async (request, reply) =>
        reply.code(201).send(await transferProperty(app.db, currentUser(request), actorOf(request), request.params.id, request.body, mode)),
    );
  }

  app.delete(
    '/api/properties/:id',
    { schema: { params: propertyIdParamsSchema, response: { 200: propertyDeleteResponseSchema } }, preHandler: [requireUser] },
    async (request) => deleteProperty(app.db, currentUser(request), request.params.id),
  );
};
