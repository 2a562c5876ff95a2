import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seedIfEmpty } from '../../src/seed';
import { DEMO_PROPERTY_COUNT, generateDemoProperties } from '../../src/seed/demoProperties';
import { propertySearchResponseSchema } from '../../src/contract';
import { nycImports, nycSales } from '../../src/db/schema';
import { nycPropertyData } from '../../src/nyc/enrichment';
import { isDemoBbl } from '../../src/db/queries/demoLots';
import { DEMO_RECORD_AS_OF, generateDemoPublicRecords } from '../../src/seed/demoPublicRecords';
import { startTestServer, type TestServer } from '../harness';
import { runOrganizationAuditJob } from '../jobs/jobsSupport';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const seeded = await seedIfEmpty(server.db);
  expect(seeded.seeded).toBe(true);
  const login = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
  token = login.data.token;
  // Its login is published and nobody reads its mailbox: the demo account starts confirmed.
  expect(login.data.emailVerified).toBe(true);
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
    expect(land.metricsError).toMatch(/^Add the monthly rent to see cash flow/);
  });

  it('a visitor can search a demo address', async () => {
    const [first] = generateDemoProperties({ count: 1 });
    const response = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(`${first!.address}, ${first!.city}, NY ${first!.zip}`)}` });
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ address: first!.address, zip: first!.zip, isDemo: true, metricsCalculated: true });
  });

  it('the demo user has a portfolio with saved strategies and no onboarding to do', async () => {
    const portfolio = await server.request({ method: 'GET', url: '/api/portfolio', token });
    const cards = portfolio.data.items;
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(new Set(cards.map((c: any) => c.strategyType))).toEqual(new Set(['buy_hold', 'fix_flip', 'wholesale']));
    expect(cards.every((c: any) => c.strategyId !== null && c.metricsCalculated)).toBe(true);
    const me = await server.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.data.needsOnboarding).toBe(false);
    // the dashboard's average cap rate reads as a cap rate: positive and below the best card's gross yield
    const { avgCapRate } = portfolio.data.summary;
    const grossYields = cards.filter((c: any) => c.purchasePrice > 0 && c.monthlyRent > 0).map((c: any) => (c.monthlyRent * 12 * 100) / c.purchasePrice);
    expect(avgCapRate).toBeGreaterThan(0);
    expect(avgCapRate).toBeLessThan(Math.max(...grossYields));
  });

  it('sizes every demo property’s running costs from its own lot, never the sample $24,000 tax and $8,500 insurance', async () => {
    const list = await server.request({ method: 'GET', url: '/api/properties', token });
    const computed = list.data.filter((p: any) => p.metricsCalculated);
    expect(computed.length).toBeGreaterThan(0);
    for (const property of computed) {
      const byKey = Object.fromEntries(property.assumptions.map((a: any) => [a.key, a]));
      // every demo lot carries a PLUTO-style assessment and a borough: the tax is assessed value × class rate
      expect(byKey.propertyTax.source.kind, property.address).toBe('pluto-assessment');
      expect(byKey.insurance.source.kind, property.address).toBe('rule');
      expect(byKey.insurance.value).toBeLessThanOrEqual(1_200 * Math.max(1, property.units ?? 1));
    }
  });

  it('the cash-flow audit finds the overstated demo listings', async () => {
    const audit = await runOrganizationAuditJob(server, token);
    expect(audit.statusCode).toBe(200);
    expect(audit.data.totalPropertiesAudited).toBe(DEMO_PROPERTY_COUNT);
    expect(audit.data.flaggedProperties).toBeGreaterThan(0);
    expect(audit.data.flaggedProperties).toBeLessThan(DEMO_PROPERTY_COUNT);
  });

  it('gives every demo property a generated public record, labelled demo, that agrees with its own figures', async () => {
    const generated = generateDemoProperties();
    const withViolations = generated.find((p) => p.hpdViolations >= 2 && p.complaints311 >= 1)!;
    // The demo login is on Rookie: standard enrichment shows violations and 311.
    const response = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(`${withViolations.address}, ${withViolations.city}, NY ${withViolations.zip}`)}`, token });
    const property = propertySearchResponseSchema.parse(response.data);
    expect(property).toMatchObject({ source: 'demo', bbl: withViolations.bbl });
    const record = property.nycData!;
    expect(record.bbl).toBe(withViolations.bbl);
    expect(isDemoBbl(record.bbl)).toBe(true);
    expect(record.missingDatasets).toEqual([]);
    expect(record.lot).toMatchObject({ buildingClass: withViolations.buildingClass, zoneDist1: withViolations.zoneDist1 });
    expect(record.violations?.hpd.open).toBe(withViolations.hpdViolations);
    expect(record.complaints311?.total).toBe(withViolations.complaints311);
    expect(record.lastSale).toMatchObject({ date: withViolations.lastSaleDate, price: withViolations.lastSalePrice });
    const sources = [record.lot!.provenance, record.violations!.provenance, record.lastSale!.provenance].flat();
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.sourceId).toBe('rei-demo');
      expect(source.title).toMatch(/^Demo data generated by REI \(not a public record\)/);
    }
    // No generated event lies after the demo record's as-of date.
    const records = generateDemoPublicRecords(generated);
    const dates = [...records.violations.map((v) => v.issuedDate), ...records.sales.map((s) => s.saleDate), ...records.permits.map((p) => p.filedDate)];
    expect(dates.every((d) => d! <= DEMO_RECORD_AS_OF)).toBe(true);
    expect(records.lots).toHaveLength(DEMO_PROPERTY_COUNT);
    expect(records.sales.every((sale) => isDemoBbl(sale.bbl))).toBe(true);
  });

  it('prices demo lots from demo sales, and never lets a demo sale into a real lot’s comparables', async () => {
    const generated = generateDemoProperties();
    // A demo neighbourhood and class with several demo sales.
    const groups = new Map<string, typeof generated>();
    for (const p of generated) {
      const key = `${p.borough}|${p.neighborhood}|${p.buildingClass}`;
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    const [, group] = [...groups.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    const subject = group[0]!;
    // A real lot (block below 90000) with the same neighbourhood, class and a recent sale.
    const realBbl = `${subject.bbl[0]}00100${'0001'}`;
    const realNeighbour = `${subject.bbl[0]}001000002`;
    const realSale = (saleKey: string, bbl: string, saleDate: string) => ({
      saleKey, bbl, borough: subject.borough, block: 100, lot: Number(bbl.slice(6)), neighborhood: subject.neighborhood.toUpperCase(),
      buildingClassAtSale: subject.buildingClass, buildingClassCategory: 'TEST', salePrice: '950000', saleDate, dataset: 'rolling-sales',
      grossSquareFeet: subject.bldgArea, totalUnits: subject.units, address: `${bbl.slice(-1)} REAL STREET`,
    });
    await server.db.insert(nycSales).values([realSale('real-test-sale', realBbl, '2024-06-01'), realSale('real-test-sale-2', realNeighbour, '2023-03-01')]);
    const [run] = await server.db.insert(nycImports).values({ dataset: 'rolling-sales', sourceId: 'test', sourceFile: 'test.csv', status: 'finished', finishedAt: new Date() }).returning();
    expect(run).toBeDefined();
    const real = await nycPropertyData(server.db, realBbl, null);
    // Demo sales of the same neighbourhood and class exist (below), yet the real lot sees only the real one.
    expect((real?.comparables?.comparables ?? []).map((sale) => sale.bbl)).toEqual([realNeighbour]);
    const demo = await nycPropertyData(server.db, subject.bbl, null);
    const demoComparables = demo?.comparables?.comparables ?? [];
    expect(demoComparables.length).toBeGreaterThan(0);
    expect(demoComparables.every((sale) => isDemoBbl(sale.bbl))).toBe(true);
    expect(demo?.comparables?.provenance.sourceId).toBe('rei-demo');
  });

  it('does nothing on a database that already has users', async () => {
    expect(await seedIfEmpty(server.db)).toEqual({ seeded: false });
  });
});
