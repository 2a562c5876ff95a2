import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../src/contract';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    beforeReady(app) {
      app.get('/api/test/crash', async () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      });
      app.get('/api/test/type-error', async () => {
        const missing = undefined as unknown as { property: { deeper: number } };
        return { value: missing.property.deeper };
      });
    },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('bad input and failure', () => {
  it('answers an unknown route with 404 JSON', async () => {
    const response = await server.request({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.data).toEqual({ message: 'No route for GET /api/nothing-here', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.data).toEqual({ message: 'The request body is not valid JSON', code: 'INVALID_JSON' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'x'.repeat(1024 * 1024 + 10), email: 'big@example.test', password: 'long-enough-pw' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.data.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
    expect(response.data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a missing body as a validation error, not a crash', async () => {
    const response = await server.request({ method: 'POST', url: '/api/auth/register' });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.data).code).toBe('VALIDATION_FAILED');
  });

  it('turns a crash inside a request into a generic 500 without details, and keeps serving', async () => {
    for (const url of ['/api/test/crash', '/api/test/type-error']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.data).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' });
      expect(response.body).not.toMatch(/secret|srv|stack|at /);
    }
    expect((await server.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('checks in the order validate, authenticate, then organization role', async () => {
    const invalidAnonymous = await server.request({ method: 'POST', url: '/api/organizations/1/invite', payload: { email: 'nope' } });
    expect(invalidAnonymous.statusCode).toBe(400);
    const validAnonymous = await server.request({ method: 'POST', url: '/api/organizations/1/invite', payload: { email: 'a@example.test' } });
    expect(validAnonymous.statusCode).toBe(401);
    const outsider = await server.registerAndLogin('outsider');
    const otherOrganization = outsider.organizationId + 1000;
    const validOutsider = await server.request({ method: 'POST', url: `/api/organizations/${otherOrganization}/invite`, token: outsider.token, payload: { email: 'a@example.test' } });
    expect(validOutsider.statusCode).toBe(404);
  });

  it('answers health with the database kind', async () => {
    const response = await server.request({ method: 'GET', url: '/api/health' });
    expect(response.data).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});
