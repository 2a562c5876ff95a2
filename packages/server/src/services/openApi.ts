/**
 * The OpenAPI 3.1 description of the API, generated from the routes as registered and their zod
 * contract schemas (`app.registeredRoutes`), so it cannot drift from what the server checks:
 * a route added, a field renamed or a bound changed shows here at once.
 */
import { z } from 'zod';
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
  if (!(schema instanceof z.ZodType)) return undefined;
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

const ERROR_RESPONSE = {
  description: 'An error: `{ message, code, fields? }`, `fields` naming each bad field (`body.name`, `query.page`).',
  content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } }, required: ['message', 'code'] } } },
};

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
      responses[status] = { description: `HTTP ${status}`, ...(json ? { content: { 'application/json': { schema: json } } } : {}) };
    }
    if (Object.keys(responses).length === 0) responses['200'] = { description: 'HTTP 200' };
    responses['4XX'] = ERROR_RESPONSE;
    const body = jsonSchemaOf(route.schema?.body, 'input');
    const authenticated = route.guards.length > 0;
    (paths[openApiPath(route.url)] ??= {})[method] = {
      operationId: `${method}${openApiPath(route.url).replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())}`,
      parameters: parametersOf(route),
      ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
      responses,
      security: authenticated ? [{ bearerAuth: [] }, { sessionCookie: [] }] : [],
      'x-rei-api-key': authenticated && apiKeyMayCallRoute(route.url),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'REI API',
      version,
      description:
        'Real-estate investment analysis for New York City. Authenticate with `Authorization: Bearer <session token or rei_ API key>`; select an organization with `X-Organization-Id`. Errors are `{ message, code, fields? }`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'A session token from POST /api/auth/login, or an API key `rei_…` (Hunter plan).' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'rei_session' },
      },
    },
    paths,
  };
}
