/**
 * Property lookups without a session (search, BBL deep links, address suggestions) may each ask
 * NYC Open Data and GeoSearch, so a visitor's address is held to a per-minute limit shared by the
 * three routes and by every instance (it is kept where the other limits are). A signed-in caller
 * is not counted against it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness';

const LIMIT = 4;
let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer({ config: { publicLookupsPerAddressPerMinute: LIMIT } });
  user = await server.registerAndLogin('looker');
});

afterAll(async () => {
  await server?.close();
});

const lookups = [
  '/api/addresses/suggest?q=323%20Hart',
  '/api/properties/search?address=' + encodeURIComponent('323 Hart Street, Brooklyn'),
  '/api/properties/bbl/3015910050',
] as const;

describe('lookups without a session', () => {
  it('share one limit per address across search, BBL and suggestions; past it, 429 says why and when', async () => {
    const from = '203.0.113.7';
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT; index += 1) {
      const response = await server.request({ method: 'GET', url: lookups[index % lookups.length]!, remoteAddress: from });
      statuses.push(response.statusCode);
    }
    // Answered (found or not found), never refused, up to the limit.
    expect(statuses.every((status) => status === 200 || status === 404), statuses.join(',')).toBe(true);
    for (const url of lookups) {
      const refused = await server.request({ method: 'GET', url, remoteAddress: from });
      expect(refused.statusCode, url).toBe(429);
      expect(refused.data.message).toMatch(/Too many property lookups from your network without signing in/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
  });

  it('another address has its own allowance', async () => {
    const response = await server.request({ method: 'GET', url: lookups[0], remoteAddress: '203.0.113.8' });
    expect(response.statusCode).toBe(200);
  });

  it('a signed-in caller is not counted, even from an address past the limit', async () => {
    const from = '203.0.113.9';
    for (let index = 0; index < LIMIT; index += 1) {
      await server.request({ method: 'GET', url: lookups[0], remoteAddress: from });
    }
    expect((await server.request({ method: 'GET', url: lookups[0], remoteAddress: from })).statusCode).toBe(429);
    for (let index = 0; index < LIMIT + 2; index += 1) {
      const response = await server.request({ method: 'GET', url: lookups[index % lookups.length]!, remoteAddress: from, token: user.token });
      expect(response.statusCode, lookups[index % lookups.length]).not.toBe(429);
    }
  });

  it('an expired or forged token counts as a visitor', async () => {
    const from = '203.0.113.10';
    const forged = 'a'.repeat(43);
    for (let index = 0; index < LIMIT; index += 1) {
      await server.request({ method: 'GET', url: lookups[0], remoteAddress: from, token: forged });
    }
    expect((await server.request({ method: 'GET', url: lookups[0], remoteAddress: from, token: forged })).statusCode).toBe(429);
  });
});
