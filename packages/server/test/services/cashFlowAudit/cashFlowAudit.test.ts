import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nycSales } from '../../../src/db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { addProperty, insertDemoProperty } from '../../propertyFixtures';
import { runOrganizationAuditJob } from '../../jobs/jobsSupport';

let server: TestServer;
let ann: TestUser;
let bob: TestUser;
let accurate: number;
let overstated: number;
let noRent: number;

beforeAll(async () => {
  server = await startTestServer();
  [ann, bob] = await Promise.all([server.registerAndLogin('ann', { tier: 'hunter' }), server.registerAndLogin('bob', { tier: 'hunter' })]);
  // engine: 5,077.89 a month at price 1,250,000 and rent 15,000 for the six-unit Brooklyn fixture
  // (NOI 119,620 − 58,685.28 debt service = 60,934.72 a year, see propertyMetrics.test.ts)
  accurate = (await addProperty(server, ann, { address: '1 Audit Avenue' })).id;
  overstated = (await addProperty(server, ann, { address: '2 Audit Avenue', monthlyNetCashFlow: 6_500 })).id;
  noRent = (await addProperty(server, ann, { address: '3 Audit Avenue', monthlyRent: undefined })).id;
});

afterAll(async () => {
  await server?.close();
});

describe('organization audit', () => {
  it('GET before any run says none has run: nothing audited, no results, no date (the audit runs only as a job)', async () => {
    const { response, statements } = await server.requestCounted({ method: 'GET', url: `/api/cash-flow-audit/organization/${ann.organizationId}`, token: ann.token });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({
      organizationId: ann.organizationId,
      totalPropertiesAudited: 0,
      flaggedProperties: 0,
      averageDiscrepancy: 0,
      auditAccuracy: null,
      auditResults: [],
      auditDate: null,
    });
    // A read, not an audit: the session and the latest run are looked up, no property is read.
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('POST audits every property of the selected organization and stores the run', async () => {
    const response = await runOrganizationAuditJob(server, ann.token);
    expect(response.statusCode).toBe(200);
    // flagged: the overstated one ((5,077.89 − 6,500) ÷ 6,500 = −21.88 %) and the one without rent (100 %)
    expect(response.data).toMatchObject({ totalPropertiesAudited: 3, flaggedProperties: 2 });
    // accuracy = 1 of 3 not flagged = 33.3333 %; average = (0 + 21.8786 + 100) ÷ 3 ≈ 40.63
    expect(response.data.auditAccuracy).toBeCloseTo(33.3333, 3);
    expect(response.data.averageDiscrepancy).toBeCloseTo(40.63, 1);
    const byId = Object.fromEntries(response.data.auditResults.map((r: any) => [r.propertyId, r]));
    expect(byId[accurate]).toMatchObject({ riskLevel: 'Low', flagged: false });
    // Its figures agree, but $15,000 rent is outside the market band from its price: never shown OK.
    expect(byId[accurate].status).not.toBe('ok');
    expect(byId[accurate].statusReasons).toContain('rent-outside-market-band');
    expect(byId[overstated]).toMatchObject({ status: 'warning' });
    expect(byId[overstated]).toMatchObject({ riskLevel: 'High', flagged: true });
    expect(typeof response.data.auditDate).toBe('string');

    const stored = await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${ann.organizationId}`, token: ann.token });
    expect(stored.data.auditDate).toBe(response.data.auditDate);
    expect(stored.data.flaggedProperties).toBe(2);
  });

  it('GET ?results=none answers the stored totals of the same run without its rows, in one small read', async () => {
    const url = `/api/cash-flow-audit/organization/${ann.organizationId}`;
    const full = await server.request({ method: 'GET', url, token: ann.token });
    const { response, statements } = await server.requestCounted({ method: 'GET', url: `${url}?results=none`, token: ann.token });
    expect(response.statusCode).toBe(200);
    expect(full.data.auditResults).toHaveLength(3);
    const { auditResults, averageDiscrepancy, auditAccuracy, ...rest } = response.data;
    expect(auditResults).toEqual([]);
    expect(rest).toEqual({
      organizationId: ann.organizationId,
      totalPropertiesAudited: full.data.totalPropertiesAudited,
      flaggedProperties: full.data.flaggedProperties,
      auditDate: full.data.auditDate,
    });
    // The run stores percentages to 4 decimals; the full answer averages its rows unrounded.
    expect(averageDiscrepancy).toBeCloseTo(full.data.averageDiscrepancy, 3);
    expect(auditAccuracy).toBeCloseTo(full.data.auditAccuracy, 3);
    // The session and the latest run: no row of the run is read, whatever its size.
    expect(statements).toBeLessThanOrEqual(3);
    expect(response.body.length).toBeLessThan(full.body.length);
  });

  it('GET with an unknown results value is 400 naming the field', async () => {
    const response = await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${ann.organizationId}?results=some`, token: ann.token });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.data)).toContain('results');
  });

  it('covers demo properties kept in the portfolio', async () => {
    const carol = await server.registerAndLogin('carol', { tier: 'hunter' });
    const demo = await insertDemoProperty(server, bob, { address: '9 Demo Court', city: 'Bronx', state: 'NY', purchasePrice: 640_000, monthlyRent: 6_400 });
    await server.request({ method: 'POST', url: '/api/portfolio', token: carol.token, payload: { propertyId: demo } });
    const response = await runOrganizationAuditJob(server, carol.token);
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
    expect(first.data).toMatchObject({ propertyId: overstated, riskLevel: 'High', flagged: true, originalMonthlyCashFlow: 6_500, originalMonthlyRent: 15_000 });
    expect(first.data.discrepancyPercentage).toBeCloseTo(-21.88, 1);
    expect(first.data.confidenceScore).toBe(0.9);

    const again = await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${overstated}`, token: ann.token });
    expect(again.statusCode).toBe(200);
    expect(again.data.id).not.toBe(first.data.id);
    const latest = await server.request({ method: 'GET', url: `/api/cash-flow-audit/property/${overstated}`, token: ann.token });
    expect(latest.data.id).toBe(again.data.id);
  });

  it('without comparables the market rent comes from the purchase price, and the stored rent outside its band is noted', async () => {
    const audit = await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${accurate}`, token: ann.token });
    // Brooklyn (from the city), class unknown → GRM 16: 1,250,000 ÷ 16 ÷ 12 = 6,510.42, ±10 %
    expect(audit.data.marketRent).toMatchObject({ estimate: 6_510.42, low: 5_859.38, high: 7_161.46, valueBasis: 'purchase-price', comparablesUsed: 0, confidence: 0.2 });
    expect(audit.data.marketRent.fallbacksUsed).toEqual([
      'borough from the city',
      'value from the purchase price (no comparable sales and no recorded sale)',
      "multiplier for 'other' buildings (building class unknown)",
      'band ±10 % (fewer than 3 comparables)',
    ]);
    expect(audit.data.marketRent.monthlyCashFlow).toBeLessThan(audit.data.recomputedMonthlyCashFlow);
    expect(audit.data.flaggedAssets).toContain("Monthly rent $15,000 is outside the market estimate's range $5,859–$7,161.");
    // the flag stays about the stated cash flow
    expect(audit.data).toMatchObject({ flagged: false, riskLevel: 'Low', confidenceScore: 0.9 });
  });

  it('forecast: an estimate priced only from the purchase price does not override the stated rent', async () => {
    const response = await server.request({ method: 'GET', url: `/api/cash-flow-forecast/property/${accurate}`, token: ann.token });
    expect(response.statusCode).toBe(200);
    const f = response.data;
    // no comparable sales: the stated 15,000 leads, with the fixed band (× 1.05, × 0.90)
    expect(f).toMatchObject({ propertyId: accurate, rentMedianScenario: 15_000, rentHighScenario: 15_750, rentLowScenario: 13_500 });
    expect(f.cashFlowHighScenario).toBeGreaterThan(f.cashFlowMedianScenario);
    expect(f.cashFlowLowScenario).toBeLessThan(f.cashFlowMedianScenario);
    // the stored rent's cap rate (119,620 ÷ 1,250,000 = 9.5696 %) is the median scenario's
    expect(f.updatedCapRate).toBeCloseTo(9.5696, 3);
    // (audit 0.9 + stated rent 0.5) ÷ 2
    expect(f.confidenceLevel).toBe(0.7);
    expect(f.method).toContain('stored rent is used as a fallback');
    expect(f.method).toContain('@rei/engine');
  });

  it('a property without rent is flagged but forecast from the market estimate', async () => {
    const audit = await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${noRent}`, token: ann.token });
    expect(audit.data).toMatchObject({ flagged: true, riskLevel: 'High', confidenceScore: 0 });
    expect(audit.data.marketRent.estimate).toBe(6_510.42);
    const forecast = await server.request({ method: 'GET', url: `/api/cash-flow-forecast/property/${noRent}`, token: ann.token });
    expect(forecast.statusCode).toBe(200);
    // (audit 0 + market 0.2) ÷ 2
    expect(forecast.data).toMatchObject({ rentMedianScenario: 6_510.42, confidenceLevel: 0.1 });
  });

  it('another team cannot read or run audits of the property (404)', async () => {
    expect((await server.request({ method: 'GET', url: `/api/cash-flow-audit/property/${overstated}`, token: bob.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${overstated}`, token: bob.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/api/cash-flow-forecast/property/${overstated}`, token: bob.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/api/cash-flow-audit/property/${overstated}` })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/cash-flow-forecast/property/0', token: ann.token })).statusCode).toBe(400);
  });
});

describe('market rent from comparable NYC sales', () => {
  let dan: TestUser;
  let withSales: number;
  let storedRentOnly: number;
  let nothing: number;
  const sale = (key: string, fields: Partial<typeof nycSales.$inferInsert>): typeof nycSales.$inferInsert => ({
    saleKey: key,
    bbl: '3018000001',
    borough: 'BK',
    block: 1800,
    lot: 1,
    neighborhood: 'BEDFORD STUYVESANT',
    buildingClassAtSale: 'C1',
    saleDate: '2024-06-01',
    dataset: 'rolling-sales',
    ...fields,
  });

  beforeAll(async () => {
    dan = await server.registerAndLogin('dan', { tier: 'hunter' });
    await server.db.insert(nycSales).values([
      // the comparables: $/sq ft 400, 500, 600, 700
      sale('c1', { bbl: '3018000011', lot: 11, salePrice: '1200000', grossSquareFeet: 3_000, saleDate: '2024-06-01' }),
      sale('c2', { bbl: '3018000012', lot: 12, salePrice: '2000000', grossSquareFeet: 4_000, saleDate: '2023-03-15' }),
      sale('c3', { bbl: '3018000013', lot: 13, salePrice: '1800000', grossSquareFeet: 3_000, saleDate: '2021-09-30' }),
      sale('c4', { bbl: '3018000014', lot: 14, salePrice: '2800000', grossSquareFeet: 4_000, saleDate: '2020-01-10' }),
      // left out: older than 5 years before the newest sale, a nominal price, another class, another neighbourhood
      sale('old', { bbl: '3018000015', lot: 15, salePrice: '9000000', grossSquareFeet: 3_000, saleDate: '2019-05-31' }),
      sale('nominal', { bbl: '3018000016', lot: 16, salePrice: '5000', grossSquareFeet: 3_000 }),
      sale('elevator', { bbl: '3018000017', lot: 17, salePrice: '9000000', grossSquareFeet: 3_000, buildingClassAtSale: 'D1' }),
      sale('elsewhere', { bbl: '3018000018', lot: 18, salePrice: '9000000', grossSquareFeet: 3_000, neighborhood: 'BUSHWICK' }),
      // the property's own lot: its neighbourhood and last sale, never its own comparable
      sale('own', { bbl: '3018000001', salePrice: '1100000', grossSquareFeet: 4_000, saleDate: '2022-02-01' }),
    ]);
    withSales = (await addProperty(server, dan, { address: '4 Audit Avenue', bbl: '3018000001', borough: 'BK', buildingClass: 'C1', squareFeet: 4_800 })).id;
    storedRentOnly = (await addProperty(server, dan, { address: '5 Audit Avenue', city: 'Hoboken', purchasePrice: undefined, estimatedValue: 1_000_000, monthlyRent: 8_000 })).id;
    nothing = (await addProperty(server, dan, { address: '6 Audit Avenue', city: 'Hoboken', purchasePrice: undefined, monthlyRent: undefined })).id;
  });

  it('prices the lot from neighbourhood comparables of its class and recomputes the cash flow at that rent', async () => {
    const audit = await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${withSales}`, token: dan.token });
    expect(audit.statusCode).toBe(200);
    // median $/sq ft 550 (P25 475, P75 625) × 4,800 = 2,640,000 (2,280,000–3,000,000); Brooklyn walk-up GRM 15:
    // 2,640,000 ÷ 15 ÷ 12 = 14,666.67; 12,666.67–16,666.67
    expect(audit.data.marketRent).toMatchObject({
      estimate: 14_666.67,
      low: 12_666.67,
      high: 16_666.67,
      valueBasis: 'comparable-price-per-sqft',
      grossRentMultiplier: 15,
      comparablesUsed: 4,
      // the neighbourhood had enough comparables: the only fallback is where the last sale came from
      fallbacksUsed: ["last sale price from the lot's newest recorded sale"],
    });
    // 0.4 × 4/10 + 0.2 (sq ft) + 0.1 (class) + 0.1 (borough) + 0.1 (own price) = 0.66
    expect(audit.data.marketRent.confidence).toBe(0.66);
    expect(audit.data.marketRent.method).toContain('GRM of 15 (BK, walk-up)');
    // 14,666.67 is below the stored 15,000, so the cash flow at market rent is lower
    expect(audit.data.marketRent.monthlyCashFlow).toBeLessThan(audit.data.recomputedMonthlyCashFlow);
    expect(audit.data.flaggedAssets.some((a: string) => a.includes('outside the market'))).toBe(false);

    const read = await server.request({ method: 'GET', url: `/api/cash-flow-audit/property/${withSales}`, token: dan.token });
    expect(read.data.marketRent).toEqual(audit.data.marketRent);

    const forecast = await server.request({ method: 'GET', url: `/api/cash-flow-forecast/property/${withSales}`, token: dan.token });
    expect(forecast.data).toMatchObject({ rentMedianScenario: 14_666.67, rentHighScenario: 16_666.67, rentLowScenario: 12_666.67 });
    expect(forecast.data.cashFlowMedianScenario).toBe(audit.data.marketRent.monthlyCashFlow);
    // (0.9 + 0.66) ÷ 2
    expect(forecast.data.confidenceLevel).toBe(0.78);
    expect(forecast.data.method).toContain('4 comparable sales');
  });

  it('widens to the borough when the neighbourhood has fewer than 3 comparables', async () => {
    const other = (await addProperty(server, dan, { address: '7 Audit Avenue', bbl: '3018000001', borough: 'BK', buildingClass: 'D1', squareFeet: 3_000 })).id;
    const audit = await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${other}`, token: dan.token });
    // only the D1 sale (9,000,000 ÷ 3,000 sq ft = 3,000 $/sq ft) × 3,000 = 9,000,000; Brooklyn elevator GRM 16 → 46,875
    expect(audit.data.marketRent).toMatchObject({ estimate: 46_875, comparablesUsed: 1 });
    expect(audit.data.marketRent.fallbacksUsed).toContain('comparables from the whole borough (fewer than 3 in BEDFORD STUYVESANT)');
    expect(audit.data.marketRent.fallbacksUsed).toContain('band ±10 % (fewer than 3 comparables)');
  });

  it('forecasts from the stored rent, as a named fallback, when there is nothing to estimate from', async () => {
    const audit = await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${storedRentOnly}`, token: dan.token });
    expect(audit.data.marketRent).toBeNull();
    const forecast = await server.request({ method: 'GET', url: `/api/cash-flow-forecast/property/${storedRentOnly}`, token: dan.token });
    expect(forecast.data).toMatchObject({ rentMedianScenario: 8_000, rentHighScenario: 8_400, rentLowScenario: 7_200 });
    expect(forecast.data.method).toContain('stored rent is used as a fallback');
    // audit: 0.9 − 0.2 (price from the estimated value) − 0.3 (no stated cash flow) = 0.4; (0.4 + 0.5) ÷ 2
    expect(forecast.data.confidenceLevel).toBe(0.45);
    const none = await server.request({ method: 'GET', url: `/api/cash-flow-forecast/property/${nothing}`, token: dan.token });
    expect(none.statusCode).toBe(422);
  });

  it("an organization audit covers the caller's organization only and carries each market estimate", async () => {
    const danRun = await runOrganizationAuditJob(server, dan.token);
    expect(danRun.data.organizationId).toBe(dan.organizationId);
    const danIds = danRun.data.auditResults.map((r: any) => r.propertyId);
    expect(danIds).toContain(withSales);
    expect(danIds).not.toContain(accurate);
    const line = danRun.data.auditResults.find((r: any) => r.propertyId === withSales);
    expect(line.marketRentEstimate).toBe(14_666.67);
    expect(danRun.data.auditResults.find((r: any) => r.propertyId === storedRentOnly).marketRentEstimate).toBeNull();

    const annRun = await runOrganizationAuditJob(server, ann.token);
    const annIds = annRun.data.auditResults.map((r: any) => r.propertyId);
    expect(annIds).toEqual([accurate, overstated, noRent]);
    expect(annIds).not.toContain(withSales);
    const stored = await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${dan.organizationId}`, token: dan.token });
    expect(stored.data.auditResults.find((r: any) => r.propertyId === withSales).marketRentEstimate).toBe(14_666.67);
  });
});
