import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nycFreshnessResponseSchema, propertySearchResponseSchema } from '../../../src/contract';
import { and, eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../../src/db/client';
import { nycAddresses, properties } from '../../../src/db/schema';
import { isDemoBbl } from '../../../src/db/queries/demoLots';
import { addressRow } from '../../../src/nyc/address/addressRow';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile } from '../../../src/nyc/import/runner';
import { propertyTypeOfBuildingClass } from '../../../src/services/nycProperty';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { insertDemoProperty } from '../../propertyFixtures';
import { EMPTY_BBL, FIXTURE_DATASETS, SUBJECT_BBL, insertFixture, recordImports } from '../../nycEnrichmentFixtures';
import { REPO_ROOT } from '../../paths';

const repoRoot = REPO_ROOT;
const sharedData = resolve(repoRoot, '..', 'shared', 'data', 'nyc');
const hasSharedData = existsSync(sharedData);

describe('property search and BBL routes with NYC public data', () => {
  let server: TestServer;
  let user: TestUser;
  let hunter: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    await insertFixture(server.db);
    await recordImports(server.db, FIXTURE_DATASETS);
    await server.db.insert(nycAddresses).values([
      addressRow({ bbl: SUBJECT_BBL, borough: 'BK', houseLow: '1000', streetName: 'PRESIDENT STREET', zipCode: '11225', dataset: 'pluto' }),
      // 350 5th Avenue is both the Empire State Building and a Park Slope lot.
      addressRow({ bbl: '1008350041', borough: 'MN', houseLow: '350', streetName: '5 AVENUE', zipCode: '10118', dataset: 'pad' }),
      addressRow({ bbl: '3010160001', borough: 'BK', houseLow: '350', streetName: 'FIFTH AVENUE', zipCode: '11215', dataset: 'rolling-sales' }),
    ]);
    user = await server.registerAndLogin('nyc-search');
    hunter = await server.registerAndLogin('nyc-search-hunter', { tier: 'hunter' });
  });
  afterAll(async () => server.close());

  it('refuses a malformed BBL with 400 naming the field', async () => {
    const response = await server.request({ method: 'GET', url: '/api/properties/bbl/61234' });
    expect(response.statusCode).toBe(400);
    expect(response.data.fields['params.bbl']).toMatch(/10-digit BBL/);
  });

  it('answers 404 for a BBL nobody knows', async () => {
    const response = await server.request({ method: 'GET', url: `/api/properties/bbl/${EMPTY_BBL}` });
    expect(response.statusCode).toBe(404);
    expect(response.data.message).toBe('Property not found');
  });

  it('builds a property from the public record for a known BBL, without sign-in, at the basic enrichment level', async () => {
    const response = await server.request({ method: 'GET', url: `/api/properties/bbl/${SUBJECT_BBL}` });
    expect(response.statusCode).toBe(200);
    const visitor = propertySearchResponseSchema.parse(response.data);
    // A visitor sees Scout's level: lot facts and sales; the rest is named with the plan that adds it.
    expect(visitor).toMatchObject({ source: 'nyc', bbl: SUBJECT_BBL, buildingClass: 'C4', units: 8, assessTotal: 410_000, lastSalePrice: 1_200_000 });
    expect(visitor).toMatchObject({ ownerName: null, hpdViolations: null, ecbViolations: null, complaints311: null, dobPermits: null, evictionCount: null, taxLienDate: null, foreclosureCreditor: null });
    expect(visitor.nycData).toMatchObject({ violations: null, comparables: null, evictionDetails: null, taxLienDetails: null, owners: [] });
    const lockedBy = Object.fromEntries((visitor.nycData?.lockedBlocks ?? []).map((block) => [block.block, block.plan]));
    expect(lockedBy).toMatchObject({ violations: 'Rookie', comparables: 'Rookie', owners: 'Operator', evictionDetails: 'Operator', foreclosureDetails: 'Operator' });
    expect(JSON.stringify(response.data)).not.toContain('PRESIDENT HOLDINGS');
  });

  it('builds the whole public record of a known BBL for a Hunter', async () => {
    const response = await server.request({ method: 'GET', url: `/api/properties/bbl/${SUBJECT_BBL}`, token: hunter.token });
    expect(response.statusCode).toBe(200);
    const property = propertySearchResponseSchema.parse(response.data);
    expect(property.nycData?.lockedBlocks ?? []).toEqual([]);
    expect(property).toMatchObject({
      id: null, userId: null, organizationId: null, source: 'nyc', address: '1000 PRESIDENT STREET', city: 'Brooklyn',
      state: 'NY', zip: '11225', bbl: SUBJECT_BBL, borough: 'BK', buildingClass: 'C4', propertyType: 'multi-family', units: 8, bldgArea: 6_400,
      assessTotal: 410_000, ownerName: 'PRESIDENT HOLDINGS LLC', hpdViolations: 2, ecbViolations: 1, complaints311: 3,
      dobPermits: 1, lastSaleDate: '2020-07-01', lastSalePrice: 1_200_000, purchasePrice: 1_200_000, marketValue: null,
      evictionCount: 2, taxLienDate: '2021-02-01', taxLienStatus: 'On lien sale list (30 Day Notice)',
      foreclosureCreditor: 'THE CITY OF NEW YORK', metricsCalculated: false,
    });
    expect(property.nycData?.comparables?.analysis.afterFiltering).toBe(4);
  });

  it('searches an address known only from NYC data, and 404s an address that resolves nowhere', async () => {
    const found = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent('1000 President St, Brooklyn, NY 11225')}` });
    expect(found.statusCode).toBe(200);
    expect(found.data).toMatchObject({ source: 'nyc', bbl: SUBJECT_BBL, lastSalePrice: 1_200_000 });
    const missing = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent('1 Nowhere Lane, Brooklyn')}` });
    expect(missing.statusCode).toBe(404);
    // The 404 says why: no imported dataset has it and live lookups are off (the test config).
    expect(missing.data.notFound).toMatchObject({ reason: 'offline', live: 'off' });
    expect(missing.data.message).toBe('This address is in no imported dataset, and live lookups are off.');
  });

  it('404s an address found in several boroughs with none named, naming them and asking for one', async () => {
    const search = (address: string) => server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(address)}` });
    const ambiguous = await search('350 5th Avenue');
    expect(ambiguous.statusCode).toBe(404);
    expect(ambiguous.data.message).toBe("350 5 Avenue is in Manhattan and Brooklyn — add the borough, e.g. '350 5th Avenue, Manhattan'");
    const named = await search('350 Fifth Ave, Brooklyn');
    expect(named.statusCode).toBe(200);
    expect(named.data).toMatchObject({ source: 'nyc', bbl: '3010160001' });
    expect((await search('350 5th Avenue 10118')).data).toMatchObject({ bbl: '1008350041' });
  });

  it("attaches the public record to the caller's own property on the lot", async () => {
    const created = await server.request({
      method: 'POST', url: '/api/properties', token: user.token,
      payload: { address: '1000 President Street', city: 'Brooklyn', state: 'NY', zip: '11225', bbl: SUBJECT_BBL, purchasePrice: 1_500_000, monthlyRent: 9_000 },
    });
    expect(created.statusCode).toBe(201);
    const search = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent('1000 President Street')}`, token: user.token });
    expect(search.statusCode).toBe(200);
    const property = propertySearchResponseSchema.parse(search.data);
    expect(property).toMatchObject({ id: created.data.id, source: 'portfolio', purchasePrice: 1_500_000 });
    expect(property.nycData?.bbl).toBe(SUBJECT_BBL);
    expect(property.nycData?.lastSale?.price).toBe(1_200_000);

    const byBbl = await server.request({ method: 'GET', url: `/api/properties/bbl/${SUBJECT_BBL}`, token: user.token });
    expect(byBbl.data).toMatchObject({ id: created.data.id, source: 'portfolio' });
    // another visitor does not see the stored property, only the public record
    const anonymous = await server.request({ method: 'GET', url: `/api/properties/bbl/${SUBJECT_BBL}` });
    expect(anonymous.data).toMatchObject({ id: null, source: 'nyc' });
  });

  it('never shows a real lot’s record on a demo property, and moves legacy demo BBLs into the demo range', async () => {
    const owner = await server.registerAndLogin('demo-owner');
    const demoId = await insertDemoProperty(server, owner, { address: '12 Fictional Lane', city: 'Brooklyn', state: 'NY', zip: '11225', bbl: SUBJECT_BBL });
    const search = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent('12 Fictional Lane, Brooklyn')}` });
    expect(search.data).toMatchObject({ id: demoId, source: 'demo', nycData: null });
    const byBbl = await server.request({ method: 'GET', url: `/api/properties/bbl/${SUBJECT_BBL}` });
    expect(byBbl.data).toMatchObject({ id: null, source: 'nyc', bbl: SUBJECT_BBL });

    await server.db.execute(sql.raw(readFileSync(join(MIGRATIONS_FOLDER, '0004_demo_lot_range.sql'), 'utf8')));
    const [moved] = await server.db.select({ bbl: properties.bbl }).from(properties).where(eq(properties.id, demoId));
    expect(moved?.bbl).toBe('3912340056');
    expect(isDemoBbl(moved?.bbl)).toBe(true);
    // The caller's own (non-demo) property on the real lot kept its BBL.
    const own = await server.db.select({ bbl: properties.bbl }).from(properties).where(and(eq(properties.bbl, SUBJECT_BBL), eq(properties.isDemo, false)));
    expect(own.length).toBeGreaterThan(0);
  });

  it('lists data freshness to signed-in callers only', async () => {
    expect((await server.request({ method: 'GET', url: '/api/nyc/freshness' })).statusCode).toBe(401);
    const response = await server.request({ method: 'GET', url: '/api/nyc/freshness', token: user.token });
    expect(response.statusCode).toBe(200);
    const runs = nycFreshnessResponseSchema.parse(response.data);
    expect(runs.filter((r) => r.finishedAt !== null).map((r) => r.dataset).sort()).toEqual([...FIXTURE_DATASETS].sort());
    expect(runs.find((r) => r.dataset === 'pad')).toMatchObject({ sourceFile: null, finishedAt: null });
    expect(runs.find((r) => r.dataset === 'pluto')).toMatchObject({ sourceDate: '2022-12-30', sourceFile: 'pluto.csv' });
  });
});

describe.skipIf(!hasSharedData)('a real Brooklyn rolling-sales address (needs ../shared/data/nyc)', () => {
  let server: TestServer;
  let workDir: string;

  beforeAll(async () => {
    server = await startTestServer();
    workDir = mkdtempSync(join(tmpdir(), 'rei-enrichment-'));
    await importFile({
      db: server.db,
      dataset: DATASETS['rolling-sales']!,
      file: resolve(sharedData, 'dof_rolling_sales', 'rollingsales_brooklyn.csv.gz'),
      rejects: new RejectsFile(join(workDir, 'rejects.csv')),
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('shows the last sale and at least 3 comparables of the same neighbourhood and building class', async () => {
    // 323 Hart Street (block 1591, lot 50): a C0 three-family in Bedford Stuyvesant sold for $1,250,000 on 2022-04-28
    // Comparables are standard enrichment (Rookie and up).
    const rookie = await server.registerAndLogin('hart-rookie', { tier: 'rookie' });
    const response = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent('323 Hart Street, Brooklyn, NY 11206')}`, token: rookie.token });
    expect(response.statusCode).toBe(200);
    const property = propertySearchResponseSchema.parse(response.data);
    expect(property).toMatchObject({ source: 'nyc', bbl: '3015910050', lastSaleDate: '2022-04-28', lastSalePrice: 1_250_000 });
    // no PLUTO imported: the building facts come from DOF's record of the sale itself
    expect(property).toMatchObject({
      buildingClass: 'C0', propertyType: 'multi-family', units: 3, squareFeet: 3_000, lotArea: 2_717, yearBuilt: 1899, taxClass: '1',
      pricePerSqFt: 416.67, buildingClassDescription: 'Walk Up Apartments - Three Families',
    });
    expect(property.nycData!.lastSale).toMatchObject({ neighborhood: 'BEDFORD STUYVESANT', grossSquareFeet: 3_000, totalUnits: 3 });
    const comparables = property.nycData!.comparables!;
    expect(comparables.comparables.length).toBeGreaterThanOrEqual(3);
    expect(comparables.comparables.every((c) => c.neighborhood === 'BEDFORD STUYVESANT' && c.buildingClass === 'C0')).toBe(true);
    expect(comparables.comparables.every((c) => c.salePrice >= 10_000 && c.bbl !== '3015910050')).toBe(true);
    expect(comparables.analysis.totalFound).toBeGreaterThanOrEqual(comparables.analysis.afterFiltering);
    expect(comparables.provenance).toMatchObject({ dataset: 'rolling-sales', title: 'DOF Rolling Sales' });
    expect(comparables.provenance.asOf).toMatch(/^2023-01-\d\d$/);
    expect(property.nycData!.missingDatasets).toContain('pluto');
  });
});

describe('property type of a building class', () => {
  it('maps each DOF class family to the Add Property form type, and nothing to null', () => {
    expect(['A5', 'B3', 'C0', 'D4', 'S2', 'V0', 'R4', 'K1', 'O5', ' b1 '].map(propertyTypeOfBuildingClass)).toEqual([
      'single-family', 'multi-family', 'multi-family', 'co-op', 'mixed-use', 'land', 'condominium', 'commercial', 'commercial', 'multi-family',
    ]);
    // Condominium units (residential or commercial) and co-ops have their own types, not "Other" or "Multi-family".
    expect(['R1', 'R8', 'RK', 'R9', 'C6', 'C8', 'D0', 'd4'].map(propertyTypeOfBuildingClass)).toEqual([
      'condominium', 'condominium', 'condominium', 'co-op', 'co-op', 'co-op', 'co-op', 'co-op',
    ]);
    expect(propertyTypeOfBuildingClass(null)).toBeNull();
    expect(propertyTypeOfBuildingClass('  ')).toBeNull();
  });
});
