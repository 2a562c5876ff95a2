/**
 * The rate-limit plugin (plugins/rateLimit.ts, on rate-limiter-flexible): a route's declared
 * limit answers 429 with Retry-After and its own message past the limit, per subject; API keys
 * get the IETF draft RateLimit-* headers on every answer and 429 past their daily limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitInWords } from '../../src/plugins/rateLimit';
import { startTestServer, type TestServer, type TestUser } from '../harness';

describe('a route-declared limit', () => {
  it('lets `points` requests per subject through in the window, then 429 with Retry-After and the message', async () => {
    const server = await startTestServer({
      config: { registrationsPerAddressPerHour: 3 },
      beforeReady: (app) => {
        app.post('/limited', { config: { rateLimit: 'register' } }, async () => ({ ok: true }));
      },
    });
    try {
      const hit = (ip: string) => server.request({ method: 'POST', url: '/limited', remoteAddress: ip });
      for (let i = 0; i < 3; i += 1) expect((await hit('10.9.0.1')).statusCode).toBe(200);
      const refused = await hit('10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.data.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(refused.data.message).toBe('Too many sign-ups from your network in the last hour. Please try again in 60 minutes.');
      // another subject has its own counter
      expect((await hit('10.9.0.2')).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('says waits in words, rounded up', () => {
    expect(waitInWords(0.2)).toBe('1 second');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(90 * 60)).toBe('90 minutes');
    expect(waitInWords(3 * 3600 - 5)).toBe('3 hours');
  });
});

describe('API key limits', () => {
  let server: TestServer;
  let owner: TestUser;
  let key: string;

  beforeAll(async () => {
    server = await startTestServer({ config: { apiKeyRequestsPerSecond: 1000, apiKeyRequestsPerDay: 4 } });
    owner = await server.registerAndLogin('limits-owner', { tier: 'hunter' });
    key = (await server.request({ method: 'POST', url: '/api/api-keys', token: owner.token, payload: { name: 'Limited', scope: 'read' } })).data.key;
  }, 180_000);

  afterAll(async () => {
    await server?.close();
  });

  it('every answer carries RateLimit-Limit, -Remaining and -Reset; past the daily limit 429 with Retry-After', async () => {
    const remaining: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await server.request({ method: 'GET', url: '/api/deals', headers: { authorization: `Bearer ${key}` } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['ratelimit-limit']).toBe('4');
      expect(Number(answer.headers['ratelimit-reset'])).toBeGreaterThan(86_000);
      remaining.push(Number(answer.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual([3, 2, 1, 0]);
    const refused = await server.request({ method: 'GET', url: '/api/deals', headers: { authorization: `Bearer ${key}` } });
    expect(refused.statusCode).toBe(429);
    expect(refused.data.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.data.message).toContain('4 requests a day');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // a person signed in is not counted against the key
    const bySession = await server.request({ method: 'GET', url: '/api/deals', token: owner.token });
    expect(bySession.statusCode).toBe(200);
    expect(bySession.headers['ratelimit-limit']).toBeUndefined();
  });
});
