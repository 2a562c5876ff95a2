/**
 * GET /api/openapi.json describes every route the server registers, from the same zod schemas
 * the server validates with (issue 33).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CLIENT_TYPES_FILE, clientTypesOf } from '../../scripts/openApiClient';
import { API_DOCS_CONTENT_SECURITY_POLICY } from '../../src/security/securityHeaders';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
let document: any;

beforeAll(async () => {
  server = await startTestServer();
  const answer = await server.request({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  document = answer.data;
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('the OpenAPI document', () => {
  it('describes every status a route answers, each error with the one error shape', () => {
    const errorSchema = document.components.schemas.Error;
    expect(errorSchema.required).toEqual(['message', 'code']);
    expect(errorSchema.properties.fields.additionalProperties).toEqual({ type: 'string' });
    for (const [path, operations] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        const statuses = Object.keys(operation.responses);
        const where = `${method.toUpperCase()} ${path}`;
        expect(statuses.some((status) => /^2\d\d$/.test(status)), where).toBe(true);
        expect(statuses, where).toEqual(expect.arrayContaining(['401', '403', '429', '503', 'default']));
        if (operation.parameters.some((p: { in: string }) => p.in === 'path')) expect(statuses, where).toContain('404');
        if (operation.requestBody) expect(statuses, where).toEqual(expect.arrayContaining(['400', '413', '415']));
        for (const [status, response] of Object.entries<any>(operation.responses)) {
          if (!response.$ref) continue;
          const shared = document.components.responses[response.$ref.replace('#/components/responses/', '')];
          expect(shared, `${where} ${status}`).toBeDefined();
          expect(shared.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
        }
      }
    }
    expect(document.paths['/api/deals/{id}'].get.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
  });

  it('is OpenAPI 3.1 and has every registered route, each with a unique operationId', () => {
    expect(document.openapi).toBe('3.1.0');
    const operationIds = new Set<string>();
    const apiRoutes = server.app.registeredRoutes.filter((route) => route.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(100);
    for (const route of apiRoutes) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operationIds.has(operation.operationId), operation.operationId).toBe(false);
      operationIds.add(operation.operationId);
      for (const name of path.match(/\{([^}]+)\}/g)?.map((part) => part.slice(1, -1)) ?? []) {
        expect(operation.parameters.some((p: { name: string; in: string }) => p.name === name && p.in === 'path'), `${path} names {${name}}`).toBe(true);
      }
    }
  });

  it('states bodies, bounds and answers as the contract does', () => {
    const create = document.paths['/api/deals'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'strategyType', 'inputs']));
    expect(body.properties.strategyType.enum).toEqual(expect.arrayContaining(['buy_hold', 'fix_flip', 'wholesale', 'creative_financing', 'brrr']));
    expect(create.responses['201'].content['application/json'].schema.properties).toHaveProperty('currentVersion');
    const keys = document.paths['/api/api-keys'].post.requestBody.content['application/json'].schema;
    expect(keys.properties.name.maxLength).toBe(80);
    expect(keys.additionalProperties).toBe(false);
  });

  it('describes Idempotency-Key on every authenticated POST with its 409 and 422, and the limits\' headers', () => {
    const parameter = document.components.parameters.IdempotencyKey;
    expect(parameter).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: false, schema: { maxLength: 255 } });
    expect(document.components.responses.TooManyRequests.headers).toEqual({
      'Retry-After': { $ref: '#/components/headers/RetryAfter' },
      'RateLimit-Limit': { $ref: '#/components/headers/RateLimitLimit' },
      'RateLimit-Remaining': { $ref: '#/components/headers/RateLimitRemaining' },
      'RateLimit-Reset': { $ref: '#/components/headers/RateLimitReset' },
    });
    expect(document.components.responses.Unavailable.headers).toEqual({ 'Retry-After': { $ref: '#/components/headers/RetryAfter' } });
    for (const name of ['RetryAfter', 'RateLimitLimit', 'RateLimitRemaining', 'RateLimitReset']) expect(document.components.headers[name].schema.type, name).toBe('integer');
    let posts = 0;
    let keyRoutes = 0;
    for (const [path, operations] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        const authenticated = operation.security.length > 0;
        const takesKey = operation.parameters.some((p: { $ref?: string }) => p.$ref === '#/components/parameters/IdempotencyKey');
        expect(takesKey, where).toBe(method === 'post' && authenticated);
        if (takesKey) {
          posts += 1;
          expect(Object.keys(operation.responses), where).toEqual(expect.arrayContaining(['409', '422']));
        }
        if (!operation['x-rei-api-key']) continue;
        keyRoutes += 1;
        for (const [status, response] of Object.entries<any>(operation.responses)) {
          if (/^2\d\d$/.test(status)) expect(Object.keys(response.headers ?? {}), `${where} ${status}`).toEqual(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']);
        }
      }
    }
    expect(posts).toBeGreaterThan(20);
    expect(keyRoutes).toBeGreaterThan(10);
    expect(document.paths['/api/deals'].post.responses['422']).toEqual({ $ref: '#/components/responses/IdempotencyKeyReused' });
  });

  it('says which routes need a caller and which an API key may call', () => {
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.paths['/api/deals'].get.security).toEqual([{ apiKey: [] }, { sessionToken: [] }, { sessionCookie: [] }]);
    expect(document.paths['/api/api-keys'].get.security).toEqual([{ sessionToken: [] }, { sessionCookie: [] }]);
    expect(document.paths['/api/mcp'].post.security).toEqual([{ apiKey: [] }]);
    expect(document.paths['/api/deals'].get['x-rei-api-key']).toBe(true);
    expect(document.paths['/api/api-keys'].get['x-rei-api-key']).toBe(false);
    expect(document.paths['/api/admin/users'].get['x-rei-api-key']).toBe(false);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'rei_…' });
    expect(document.components.securitySchemes.sessionToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'rei_session' });
  });

  it('is what the committed typed client was generated from (client/reiApi.d.ts, compiled by pnpm typecheck)', async () => {
    const fresh = await clientTypesOf(document);
    expect(fresh).toContain("'/api/strategies/calculate'".replace(/'/g, '"'));
    const committed = readFileSync(CLIENT_TYPES_FILE, 'utf8');
    expect(committed === fresh, 'client/reiApi.d.ts is out of date: run `pnpm --filter @rei/server openapi:client` and commit it').toBe(true);
  }, 120_000);

  it('is rendered at /api/docs by a renderer served from this server, under the page’s own policy', async () => {
    const page = await server.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(API_DOCS_CONTENT_SECURITY_POLICY);
    expect(API_DOCS_CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(API_DOCS_CONTENT_SECURITY_POLICY).toContain("connect-src 'self';");
    // Scripts only by src, from this origin: no inline script, nothing from a CDN.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((script) => /src="([^"]+)"/.exec(script[1]!)?.[1])).toEqual(['/api/docs/scalar.js', '/api/docs/start.js']);
    expect(scripts.every((script) => script[2]!.trim() === '')).toBe(true);
    const start = await server.request({ method: 'GET', url: '/api/docs/start.js' });
    expect(start.body).toContain("url: '/api/openapi.json'");
    const bundle = await server.request({ method: 'GET', url: '/api/docs/scalar.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('text/javascript');
    expect(bundle.body.length).toBeGreaterThan(1_000_000);
    expect(bundle.body).toContain('createApiReference');
  });
});
