import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from './harness';
import { addProperty, insertDemoProperty } from './propertyFixtures';

let server: TestServer;
let ann: TestUser;
let bob: TestUser;
let accurate: number;
let overstated: number;
let noRent: number;

beforeAll(async () => {
  server = await startTestServer();
  [ann, bob] = await Promise.all([server.registerAndLogin('ann', { tier: 'hunter' }), server.registerAndLogin('bob', { tier: 'hunter' })]);
  // engine: 4,011.23 a month at price 1,250,000 and rent 15,000
  accurate = (await addProperty(server, ann, { address: '1 Audit Avenue' })).id;
  overstated = (await addProperty(server, ann, { address: '2 Audit Avenue', monthlyNetCashFlow: 5_000 })).id;
  noRent = (await addProperty(server, ann, { address: '3 Audit Avenue', monthlyRent: undefined })).id;
});

afterAll(async () => {
  await server?.close();
});

describe('organization audit', () => {
  it('GET before any run computes the figures live', async () => {
    const response = await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${ann.organizationId}`, token: ann.token });
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ organizationId: ann.organizationId, totalPropertiesAudited: 3, flaggedProperties: 2, auditDate: null });
  });

  it('POST audits every property of the selected organization and stores the run', async () => {
    const response = await server.request({ method: 'POST', url: '/api/cash-flow-audit/organization', token: ann.token });
    expect(response.statusCode).toBe(200);
    // flagged: the overstated one (−19.78 %) and the one without rent (100 %)
    expect(response.data).toMatchObject({ totalPropertiesAudited: 3, flaggedProperties: 2 });
    // accuracy = 1 of 3 not flagged = 33.3333 %; average = (0 + 19.7754 + 100) ÷ 3 ≈ 39.93
    expect(response.data.auditAccuracy).toBeCloseTo(33.3333, 3);
    expect(response.data.averageDiscrepancy).toBeCloseTo(39.93, 1);
    const byId = Object.fromEntries(response.data.auditResults.map((r: any) => [r.propertyId, r]));
    expect(byId[accurate]).toMatchObject({ riskLevel: 'Low', flagged: false });
    expect(byId[overstated]).toMatchObject({ riskLevel: 'High', flagged: true });
    expect(typeof response.data.auditDate).toBe('string');

    const stored = await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${ann.organizationId}`, token: ann.token });
    expect(stored.data.auditDate).toBe(response.data.auditDate);
    expect(stored.data.flaggedProperties).toBe(2);
  });

  it('covers demo properties kept in the portfolio', async () => {
    const carol = await server.registerAndLogin('carol', { tier: 'hunter' });
    const demo = await insertDemoProperty(server, bob, { address: '9 Demo Court', city: 'Bronx', state: 'NY', purchasePrice: 640_000, monthlyRent: 6_400 });
    await server.request({ method: 'POST', url: '/api/portfolio', token: carol.token, payload: { propertyId: demo } });
    const response = await server.request({ method: 'POST', url: '/api/cash-flow-audit/organization', token: carol.token });
    expect(response.data.auditResults.map((r: any) => r.propertyId)).toEqual([demo]);
  });

  it('another team’s organization audit is 404; no session is 401; a bad id 400', async () => {
    expect((await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${ann.organizationId}`, token: bob.token })).statusCode).toBe(404);
    const forced = await server.request({ method: 'POST', url: `/api/cash-flow-audit/organization?organizationId=${ann.organizationId}`, token: bob.token });
    expect(forced.statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${ann.organizationId}` })).statusCode).toBe(401);
    expect((await server.request({ method: 'POST', url: '/api/cash-flow-audit/organization' })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/cash-flow-audit/organization/x', token: ann.token })).statusCode).toBe(400);
  });
});

describe('property audit and forecast', () => {
  it('GET runs the first audit; POST stores a new one with a forecast', async () => {
    const first = await server.request({ method: 'GET', url: `/api/cash-flow-audit/property/${overstated}`, token: ann.token });
    expect(first.statusCode).toBe(200);
    expect(first.data).toMatchObject({ propertyId: overstated, riskLevel: 'High', flagged: true, originalMonthlyCashFlow: 5_000, originalMonthlyRent: 15_000 });
    expect(first.data.discrepancyPercentage).toBeCloseTo(-19.78, 1);
    expect(first.data.confidenceScore).toBe(0.9);

    const again = await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${overstated}`, token: ann.token });
    expect(again.statusCode).toBe(200);
    expect(again.data.id).not.toBe(first.data.id);
    const latest = await server.request({ method: 'GET', url: `/api/cash-flow-audit/property/${overstated}`, token: ann.token });
    expect(latest.data.id).toBe(again.data.id);
  });

  it('forecast: rent ±, cash flow per scenario by the engine', async () => {
    const response = await server.request({ method: 'GET', url: `/api/cash-flow-forecast/property/${accurate}`, token: ann.token });
    expect(response.statusCode).toBe(200);
    const f = response.data;
    // median 15,000; high 15,750; low 13,500
    expect(f).toMatchObject({ propertyId: accurate, rentMedianScenario: 15_000, rentHighScenario: 15_750, rentLowScenario: 13_500, updatedCapRate: 8.5456 });
    expect(f.cashFlowMedianScenario).toBeCloseTo(4_011.23, 1);
    expect(f.cashFlowHighScenario).toBeGreaterThan(f.cashFlowMedianScenario);
    expect(f.cashFlowLowScenario).toBeLessThan(f.cashFlowMedianScenario);
    expect(f.confidenceLevel).toBe(0.9);
    expect(f.method).toContain('@rei/engine');
  });

  it('a property without rent can be audited but not forecast (422)', async () => {
    const audit = await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${noRent}`, token: ann.token });
    expect(audit.data).toMatchObject({ flagged: true, riskLevel: 'High', confidenceScore: 0 });
    const forecast = await server.request({ method: 'GET', url: `/api/cash-flow-forecast/property/${noRent}`, token: ann.token });
    expect(forecast.statusCode).toBe(422);
  });

  it('another team cannot read or run audits of the property (404)', async () => {
    expect((await server.request({ method: 'GET', url: `/api/cash-flow-audit/property/${overstated}`, token: bob.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${overstated}`, token: bob.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/api/cash-flow-forecast/property/${overstated}`, token: bob.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/api/cash-flow-audit/property/${overstated}` })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/cash-flow-forecast/property/0', token: ann.token })).statusCode).toBe(400);
  });
});
