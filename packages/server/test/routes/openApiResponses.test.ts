/**
 * Real answers against GET /api/openapi.json (issue 33): a representative run of the API — lists,
 * reads, creates, updates, deletes and each kind of error, by session and by API key — and every
 * answer's status must be listed for its operation and its body must validate (Ajv) against the
 * document's schema for that status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { openApiResponseValidator } from './openApiValidator';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let check: ReturnType<typeof openApiResponseValidator>;

const DEAL_INPUTS = { purchasePrice: 900_000, grossMonthlyRent: 6_500, propertyTax: 9_000, insurance: 2_400 };

beforeAll(async () => {
  server = await startTestServer();
  [owner, stranger] = await Promise.all([server.registerAndLogin('spec-owner', { tier: 'hunter' }), server.registerAndLogin('spec-stranger', { tier: 'hunter' })]);
  check = openApiResponseValidator((await server.request({ method: 'GET', url: '/api/openapi.json' })).data);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('answers of the API validate against the OpenAPI document', () => {
  it('lists, reads, creates, updates, deletes and errors, by session and by API key', async () => {
    const seen: string[] = [];
    const problems: string[] = [];
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { token?: string; payload?: unknown; expect: number }) => {
      const answer = await server.request({ method, url, token: options.token, ...(options.payload !== undefined ? { payload: options.payload as Record<string, unknown> } : {}) });
      expect(answer.statusCode, `${method} ${url}: ${answer.body.slice(0, 300)}`).toBe(options.expect);
      const result = check(method, url, answer.statusCode, answer.body === '' ? undefined : answer.data);
      seen.push(`${method} ${result.path} ${answer.statusCode}`);
      problems.push(...result.problems);
      return answer.data;
    };
    const token = owner.token;

    await call('GET', '/api/health', { expect: 200 });
    const property = await call('POST', '/api/properties', { token, expect: 201, payload: { address: '12 Schema Street', city: 'Brooklyn', state: 'NY', zip: '11206', propertyType: 'multi-family', units: 3, purchasePrice: 900_000, monthlyRent: 7_200 } });
    await call('GET', `/api/properties/detail/${property.id}`, { token, expect: 200 });
    await call('GET', '/api/properties', { token, expect: 200 });
    await call('GET', '/api/portfolio', { token, expect: 200 });
    await call('GET', '/api/organizations', { token, expect: 200 });
    await call('GET', '/api/subscription', { token, expect: 200 });
    await call('GET', '/api/nyc/freshness', { token, expect: 200 });
    const deal = await call('POST', '/api/deals', { token, expect: 201, payload: { name: 'Spec hold', propertyId: property.id, strategyType: 'buy_hold', inputs: DEAL_INPUTS } });
    await call('GET', '/api/deals', { token, expect: 200 });
    await call('GET', `/api/deals/${deal.id}`, { token, expect: 200 });
    await call('PUT', `/api/deals/${deal.id}`, { token, expect: 200, payload: { inputs: { ...DEAL_INPUTS, grossMonthlyRent: 6_900 }, baseVersion: 1 } });
    await call('GET', `/api/deals/${deal.id}/versions`, { token, expect: 200 });
    await call('POST', '/api/strategies/calculate', { token, expect: 200, payload: { strategyType: 'brrr', inputs: { purchasePrice: 300_000, afterRepairValue: 420_000 } } });
    const created = await call('POST', '/api/api-keys', { token, expect: 201, payload: { name: 'Spec key', scope: 'read' } });
    await call('GET', '/api/api-keys', { token, expect: 200 });
    const key: string = created.key;
    await call('GET', '/api/deals', { token: key, expect: 200 });
    await call('POST', '/api/strategies/calculate', { token: key, expect: 200, payload: { strategyType: 'buy_hold', inputs: DEAL_INPUTS } });
    await call('GET', '/api/openapi.json', { expect: 200 });

    // errors
    await call('GET', '/api/deals', { expect: 401 });
    await call('POST', '/api/auth/login', { expect: 401, payload: { email: owner.email, password: 'not-the-password' } });
    await call('POST', '/api/deals', { token, expect: 400, payload: { name: '', strategyType: 'buy_hold', inputs: DEAL_INPUTS } });
    await call('GET', '/api/deals?page=0', { token, expect: 400 });
    await call('POST', '/api/strategies/calculate', { token, expect: 400, payload: { strategyType: 'buy_hold', inputs: { purchasePrice: -1 } } });
    await call('POST', '/api/deals', { token: key, expect: 403, payload: { name: 'By key', strategyType: 'buy_hold', inputs: DEAL_INPUTS } });
    await call('GET', '/api/api-keys', { token: key, expect: 403 });
    await call('GET', `/api/deals/${deal.id}`, { token: stranger.token, expect: 404 });
    await call('GET', '/api/properties/search?address=1%20Nowhere%20Lane%2C%20Nowhere', { token, expect: 404 });
    await call('GET', '/api/mcp', { token: key, expect: 405 });
    await call('DELETE', `/api/deals/${deal.id}`, { token, expect: 204 });

    expect(problems).toEqual([]);
    expect(new Set(seen.map((each) => each.split(' ').pop())).size).toBeGreaterThanOrEqual(8);
  }, 180_000);

  it('catches an answer that does not match: a wrong status, a missing field, a field of the wrong type', () => {
    expect(check('GET', '/api/deals/1', 418, { message: 'x', code: 'X' }).problems[0]).toContain('does not list status 418');
    expect(check('GET', '/api/deals/1', 404, { message: 'x' }).problems.join()).toContain("must have required property 'code'");
    expect(check('GET', '/api/deals', 200, { items: 'none', total: 0, page: 1, pageSize: 25, pageCount: 0 }).problems.join()).toContain('/items must be array');
    expect(check('GET', '/api/nothing-here', 200, {}).problems[0]).toContain('is not in the document');
  });
});
