/**
 * The OpenAPI 3.1 description of the API, generated from the routes as registered and their zod
 * contract schemas (`app.registeredRoutes`), so it cannot drift from what the server checks:
 * a route added, a field renamed or a bound changed shows here at once.
 */
import { z } from 'zod';
import { errorResponseSchema } from '../contract';
import { apiKeyMayCallRoute } from './apiKeys';

type JsonSchema = Record<string, unknown>;

/** A route as the app records it (`app.registeredRoutes`): method, path pattern, zod schemas and guard names. */
export interface DescribedRoute {
  readonly method: string;
  readonly url: string;
  readonly schema: { body?: unknown; params?: unknown; querystring?: unknown; response?: Record<string, unknown> } | undefined;
  readonly guards: readonly string[];
}

function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(schema instanceof z.core.$ZodType)) return undefined;
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    return rest;
  } catch {
    // A schema JSON Schema cannot state (a custom check) is described as any value rather than left out.
    return {};
  }
}

/** Path and query parameters from the route's object schemas. */
function parametersOf(route: DescribedRoute): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [place, schema] of [
    ['path', route.schema?.params],
    ['query', route.schema?.querystring],
  ] as const) {
    const json = jsonSchemaOf(schema, 'input');
    const properties = (json?.['properties'] ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json?.['required'] ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({ name, in: place, required: place === 'path' || required.has(name), schema: property });
    }
  }
  return parameters;
}

/** `/api/deals/:id` → `/api/deals/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The error body every failure answers (the contract's `errorResponseSchema`). */
const ERROR_SCHEMA_REF = { $ref: '#/components/schemas/Error' };

/** Shared error answers, by status: what each means and that its body is `Error`. */
const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  '400': { name: 'BadRequest', description: 'The request is malformed or a field is invalid: `code` VALIDATION_FAILED (or INVALID_JSON), `fields` naming each bad field (`body.name`, `query.page`, `params.id`).' },
  '401': { name: 'Unauthenticated', description: 'No valid session or API key (`code` UNAUTHENTICATED); a revoked, expired or suspended API key says which.' },
  '403': { name: 'Forbidden', description: 'Signed in but not allowed: a role too low, a `read` API key on a write, a route API keys may not call (`code` FORBIDDEN), or a plan limit (`code` TIER_LIMIT with `limit`).' },
  '404': { name: 'NotFound', description: 'No such resource in the caller\'s organizations (`code` NOT_FOUND); another organization\'s resource answers the same.' },
  '405': { name: 'MethodNotAllowed', description: 'The route does not take this method (`code` METHOD_NOT_ALLOWED, `Allow` header).' },
  '413': { name: 'PayloadTooLarge', description: 'The request body is over the size limit (`code` PAYLOAD_TOO_LARGE).' },
  '415': { name: 'UnsupportedMediaType', description: 'The body is not JSON (`code` UNSUPPORTED_MEDIA_TYPE).' },
  '429': { name: 'TooManyRequests', description: 'A rate limit was reached (`code` TOO_MANY_REQUESTS); `Retry-After` says when to try again.' },
  '409': { name: 'IdempotencyConflict', description: 'A request with the same `Idempotency-Key` is still running (`code` CONFLICT, `fields` naming `headers.idempotency-key`); `Retry-After` says when to ask again for its answer.' },
  '422': { name: 'IdempotencyKeyReused', description: 'The `Idempotency-Key` was already used with another request — method, path or body (`code` IDEMPOTENCY_KEY_REUSED, `fields` naming `headers.idempotency-key`).' },
  '503': { name: 'Unavailable', description: 'The database or an outside service does not answer (`code` DATABASE_UNAVAILABLE or SERVICE_UNAVAILABLE); `Retry-After` says when to try again.' },
};

/** The response headers the limits and retries answer with (`components.headers`). */
const HEADERS: Record<string, JsonSchema> = {
  RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
  RateLimitLimit: { description: 'The requests allowed in the current window of the nearest limit (IETF RateLimit header fields draft).', schema: { type: 'integer', minimum: 0 } },
  RateLimitRemaining: { description: 'The requests left in the current window of the nearest limit.', schema: { type: 'integer', minimum: 0 } },
  RateLimitReset: { description: 'Seconds until the current window of the nearest limit starts over.', schema: { type: 'integer', minimum: 0 } },
};
const headerRef = (name: keyof typeof HEADERS & string) => ({ $ref: `#/components/headers/${name}` });
/** The RateLimit-* headers, as a response's `headers`. */
const RATE_LIMIT_HEADERS = { 'RateLimit-Limit': headerRef('RateLimitLimit'), 'RateLimit-Remaining': headerRef('RateLimitRemaining'), 'RateLimit-Reset': headerRef('RateLimitReset') };
/** Headers of the shared error answers that tell the client when to come back. */
const ERROR_HEADERS: Record<string, Record<string, JsonSchema>> = {
  '409': { 'Retry-After': headerRef('RetryAfter') },
  '429': { 'Retry-After': headerRef('RetryAfter'), ...RATE_LIMIT_HEADERS },
  '503': { 'Retry-After': headerRef('RetryAfter') },
};

/** `Idempotency-Key` on an authenticated POST (plugins/idempotency.ts), as `components.parameters`. */
const IDEMPOTENCY_KEY_PARAMETER: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retried POST safe: the same key with the same request answers the first answer again (marked `Idempotent-Replayed: true`) and makes no second row, for 24 hours. The same key with another request is 422; while the first is still running, 409.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/** `components.responses` for `ERROR_RESPONSES`, plus `InternalError` (500). */
function errorComponents(): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = { description, ...(ERROR_HEADERS[status] ? { headers: ERROR_HEADERS[status] } : {}), content: { 'application/json': { schema: ERROR_SCHEMA_REF } } };
  }
  responses['InternalError'] = { description: 'Something failed on the server (`code` INTERNAL_ERROR).', content: { 'application/json': { schema: ERROR_SCHEMA_REF } } };
  return responses;
}

/**
 * The error statuses a route can answer beyond its declared ones: 400 when it reads a body,
 * path or query; 401 and 403 on every route (a guard, wrong credentials on sign-in, and an API
 * key is checked on public routes too: a bad key is 401, a route keys may not call 403); 404 with
 * a path parameter; 413 and 415 with a body; 429 and 503 everywhere (limits, the database); 500
 * as `default`.
 */
function errorStatusesOf(route: DescribedRoute): string[] {
  const statuses = ['401', '403', '429', '503'];
  const hasInput = Boolean(route.schema?.body || route.schema?.params || route.schema?.querystring);
  if (hasInput || route.method === 'POST' || route.method === 'PUT') statuses.push('400');
  if (route.schema?.params) statuses.push('404');
  if (route.schema?.body) statuses.push('413', '415');
  if (takesIdempotencyKey(route)) statuses.push('409', '422');
  return statuses;
}

/** The idempotency rule runs on every POST of a caller the route authenticated. */
const takesIdempotencyKey = (route: DescribedRoute) => route.method === 'POST' && route.guards.length > 0;

/** What a success status means. */
const SUCCESS_DESCRIPTIONS: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted: the work runs as a job', '204': 'No content' };

/** Who may call a route: API key, session token or session cookie (none for a public route). */
function securityOf(route: DescribedRoute): JsonSchema[] {
  if (route.guards.length === 0) return [];
  if (route.guards.includes('requireApiKey')) return [{ apiKey: [] }];
  const session = [{ sessionToken: [] }, { sessionCookie: [] }];
  return apiKeyMayCallRoute(route.url) ? [{ apiKey: [] }, ...session] : session;
}

/**
 * The document for the `/api` routes in `routes`. A route behind a guard needs a session or an
 * API key (`bearerAuth`); `x-rei-api-key` says whether an API key may call it.
 *
 * @example
 * openApiDocument(app.registeredRoutes, '0.1.0').paths['/api/deals/{id}'].get.parameters[0].name // 'id'
 */
export function openApiDocument(routes: readonly DescribedRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    if (!route.url.startsWith('/api/')) continue;
    const method = route.method.toLowerCase();
    const responses: Record<string, JsonSchema> = {};
    for (const [status, schema] of Object.entries(route.schema?.response ?? {})) {
      const json = jsonSchemaOf(schema, 'output');
      responses[status] = { description: ERROR_RESPONSES[status]?.description ?? SUCCESS_DESCRIPTIONS[status] ?? `HTTP ${status}`, ...(json ? { content: { 'application/json': { schema: json } } } : {}) };
    }
    if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
      responses[route.method === 'DELETE' ? '204' : '200'] = { description: route.method === 'DELETE' ? 'Deleted' : 'OK' };
    }
    const body = jsonSchemaOf(route.schema?.body, 'input');
    const authenticated = route.guards.length > 0;
    // An API key's answers carry its limits' headers (plugins/rateLimit.ts).
    if (authenticated && apiKeyMayCallRoute(route.url)) {
      for (const [status, response] of Object.entries(responses)) if (status.startsWith('2')) response.headers = { ...(response.headers as JsonSchema | undefined), ...RATE_LIMIT_HEADERS };
    }
    for (const status of errorStatusesOf(route)) responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}` };
    responses['default'] = { $ref: '#/components/responses/InternalError' };
    (paths[openApiPath(route.url)] ??= {})[method] = {
      operationId: `${method}${openApiPath(route.url).replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())}`,
      parameters: [...parametersOf(route), ...(takesIdempotencyKey(route) ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : [])],
      ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
      responses,
      security: securityOf(route),
      'x-rei-api-key': authenticated && apiKeyMayCallRoute(route.url),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'REI API',
      version,
      description:
        'Real-estate investment analysis for New York City. Authenticate with `Authorization: Bearer <rei_ API key or session token>`; a session selects an organization with `X-Organization-Id`, a key always acts in its own. Every error is `{ message, code, fields? }` (components.schemas.Error). MCP: POST /api/mcp (Streamable HTTP, API key).',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'rei_…',
          description: 'An API key (`Authorization: Bearer rei_…`), made by an organization owner or admin on the Hunter plan (POST /api/api-keys). It acts in its organization only; a `read` key may only read.',
        },
        sessionToken: { type: 'http', scheme: 'bearer', description: 'A session token from POST /api/auth/login (`Authorization: Bearer <token>`).' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'rei_session', description: 'The web app\'s session cookie, set by POST /api/auth/login; changes also need the CSRF header the app sends.' },
      },
      schemas: { Error: jsonSchemaOf(errorResponseSchema, 'output') },
      responses: errorComponents(),
      parameters: { IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER },
      headers: HEADERS,
    },
    paths,
  };
}
