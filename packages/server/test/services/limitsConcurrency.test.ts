import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { addProperty, HALSEY_STREET, insertDemoProperty } from '../propertyFixtures';

let server: TestServer;
let scout: TestUser;
let owner: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [scout, owner] = await Promise.all([server.registerAndLogin('sam'), server.registerAndLogin('olga', { tier: 'hunter' })]);
});

afterAll(async () => {
  await server?.close();
});

describe('plan limits hold under concurrent requests', () => {
  it('ten simultaneous adds by a scout store exactly three properties', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.request({ method: 'POST', url: '/api/properties', token: scout.token, payload: { ...HALSEY_STREET, address: `${i + 1} Race Street` } }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 403).every((r) => r.data.code === 'TIER_LIMIT')).toBe(true);
    expect((await server.request({ method: 'GET', url: '/api/properties', token: scout.token })).data).toHaveLength(3);
  });

  it('the same property added twice at once: one 201, one 409', async () => {
    const id = await insertDemoProperty(server, owner, { address: '1 Twice Terrace', city: 'Bronx', state: 'NY' });
    const [a, b] = await Promise.all([0, 1].map(() => server.request({ method: 'POST', url: '/api/portfolio', token: owner.token, payload: { propertyId: id } })));
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
  });

  it('simultaneous AI summaries never pass the monthly allowance (rookie: 5)', async () => {
    const rookie = await server.registerAndLogin('rita', { tier: 'rookie' });
    const property = await addProperty(server, rookie);
    const strategy = await server.request({ method: 'POST', url: '/api/strategies', token: rookie.token, payload: { propertyId: property.id, strategyType: 'buy_hold', inputs: {} } });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => server.request({ method: 'POST', url: '/api/ai-summaries', token: rookie.token, payload: { strategyId: strategy.data.id } })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect((await server.request({ method: 'GET', url: '/api/subscription', token: rookie.token })).data.usage.aiSummaries).toBe(5);
  });
});
