import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { addProperty } from '../propertyFixtures';

let server: TestServer;
let ann: TestUser;
let bob: TestUser;
let annPropertyId: number;

beforeAll(async () => {
  server = await startTestServer();
  [ann, bob] = await Promise.all([server.registerAndLogin('ann', { tier: 'hunter' }), server.registerAndLogin('bob', { tier: 'hunter' })]);
  annPropertyId = (await addProperty(server, ann, { address: '7 Scope Street' })).id;
});

afterAll(async () => {
  await server?.close();
});

/** One request per way a route names its organization: query, body, or the header alone. */
function scopedRequests(organizationId: number) {
  return [
    { method: 'GET', url: `/api/properties?organizationId=${organizationId}` },
    { method: 'GET', url: `/api/portfolio?organizationId=${organizationId}` },
    { method: 'GET', url: `/api/portfolio/${annPropertyId}/status?organizationId=${organizationId}` },
    { method: 'POST', url: '/api/portfolio', payload: { propertyId: annPropertyId, organizationId } },
    { method: 'GET', url: `/api/cash-flow-audit/property/${annPropertyId}?organizationId=${organizationId}` },
    { method: 'GET', url: `/api/cash-flow-forecast/property/${annPropertyId}?organizationId=${organizationId}` },
    { method: 'POST', url: '/api/properties/import', payload: { organizationId, rows: [{ address: '1 Import Way' }] } },
  ] as const;
}

describe('request.organizationScope()', () => {
  it('answers 400 when the header and the query or body name different organizations, on every kind of route', async () => {
    for (const request of scopedRequests(ann.organizationId)) {
      const response = await server.request({ ...request, token: ann.token, headers: { 'x-organization-id': String(bob.organizationId) } });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(response.data.fields).toHaveProperty(['headers.x-organization-id']);
    }
  });

  it('answers 400 for a header that is not a positive whole number, also where the route reads only the header', async () => {
    for (const header of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await server.request({
        method: 'POST',
        url: '/api/strategies',
        token: ann.token,
        headers: { 'x-organization-id': header },
        payload: { propertyId: annPropertyId, strategyType: 'buy_hold', inputs: {} },
      });
      expect(response.statusCode, header).toBe(400);
      expect(response.data.fields).toHaveProperty(['headers.x-organization-id']);
    }
  });

  it('answers 404 for an organization the caller is not a member of, named by header, query or body', async () => {
    for (const request of scopedRequests(bob.organizationId)) {
      const response = await server.request({ ...request, token: ann.token });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const byHeader = await server.request({ method: 'GET', url: '/api/properties', token: ann.token, headers: { 'x-organization-id': String(bob.organizationId) } });
    expect(byHeader.statusCode).toBe(404);
  });

  it('accepts the same organization named twice, and uses the caller’s own when none is named', async () => {
    const both = await server.request({
      method: 'GET',
      url: `/api/properties?organizationId=${ann.organizationId}`,
      token: ann.token,
      headers: { 'x-organization-id': String(ann.organizationId) },
    });
    expect(both.statusCode).toBe(200);
    const own = await server.request({ method: 'GET', url: '/api/properties', token: ann.token });
    expect(own.statusCode).toBe(200);
    expect(own.data.map((p: { id: number }) => p.id)).toContain(annPropertyId);
  });
});
