import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seedIfEmpty } from '../src/seed';
import { DEMO_PROPERTY_COUNT, generateDemoProperties } from '../src/seed/demoProperties';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const seeded = await seedIfEmpty(server.db);
  expect(seeded.seeded).toBe(true);
  const login = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
  token = login.data.token;
});

afterAll(async () => {
  await server?.close();
});

describe('demo data on an empty database', () => {
  it('loads every generated property as demo data in the demo organization', async () => {
    const list = await server.request({ method: 'GET', url: '/api/properties', token });
    expect(list.statusCode).toBe(200);
    expect(list.data).toHaveLength(DEMO_PROPERTY_COUNT);
    expect(list.data.every((p: any) => p.isDemo === true)).toBe(true);
    // vacant land has no rent: metrics explained, never NaN
    const land = list.data.find((p: any) => p.propertyType === 'land');
    expect(land).toMatchObject({ metricsCalculated: false });
    expect(land.metricsError).toMatch(/Monthly rent is missing/);
  });

  it('a visitor can search a demo address', async () => {
    const [first] = generateDemoProperties({ count: 1 });
    const response = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(`${first!.address}, ${first!.city}, NY ${first!.zip}`)}` });
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ address: first!.address, zip: first!.zip, isDemo: true, metricsCalculated: true });
  });

  it('the demo user has a portfolio with saved strategies and no onboarding to do', async () => {
    const portfolio = await server.request({ method: 'GET', url: '/api/portfolio', token });
    expect(portfolio.data.length).toBeGreaterThanOrEqual(3);
    expect(new Set(portfolio.data.map((c: any) => c.strategyType))).toEqual(new Set(['buy_hold', 'fix_flip', 'wholesale']));
    expect(portfolio.data.every((c: any) => c.strategyId !== null && c.metricsCalculated)).toBe(true);
    const me = await server.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.data.needsOnboarding).toBe(false);
  });

  it('the cash-flow audit finds the overstated demo listings', async () => {
    const audit = await server.request({ method: 'POST', url: '/api/cash-flow-audit/organization', token });
    expect(audit.statusCode).toBe(200);
    expect(audit.data.totalPropertiesAudited).toBe(DEMO_PROPERTY_COUNT);
    expect(audit.data.flaggedProperties).toBeGreaterThan(0);
    expect(audit.data.flaggedProperties).toBeLessThan(DEMO_PROPERTY_COUNT);
  });

  it('does nothing on a database that already has users', async () => {
    expect(await seedIfEmpty(server.db)).toEqual({ seeded: false });
  });
});
