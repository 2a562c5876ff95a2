/**
 * Live lookups by BBL (issue 12 item 2): the SODA client's faults (empty, malformed, refused, open
 * circuit, stale cache), the mapping of every dataset the property page reads from a realistic
 * SODA row, and the list of datasets that could not be reached — all against a local node:http
 * fake answering in SODA's JSON format. The circuit breaker itself is tested with the policy
 * factory (src/http/outsideService.test.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig, testConfig } from '../../../src/config';
import { nycPropertyDataSchema, propertySearchResponseSchema } from '../../../src/contract/nycData';
import { nycSodaCache } from '../../../src/db/schema';
import { buildNycPropertyData } from '../../../src/nyc/enrichment/build';
import { LocalEnrichmentSource } from '../../../src/nyc/enrichment/local';
import { FallbackEnrichmentSource } from '../../../src/nyc/enrichment/source';
import { SodaClient, SodaError, resetSodaBreakers, type SodaConfig } from '../../../src/nyc/soda/client';
import {
  SodaEnrichmentSource,
  acrisRecords,
  dobPermit,
  dobViolation,
  ecbViolation,
  hpdViolation,
  plutoLot,
  registrationContacts,
} from '../../../src/nyc/soda/source';
import { FakeSoda, LIVE_LOT, LIVE_LOT_ROWS, liveLotAnswer } from '../../fakes/fakeSoda';
import { startTestServer, type TestServer } from '../../harness';
import { SUBJECT_BBL, insertFixture, recordImports } from '../../nycEnrichmentFixtures';

describe('live switch', () => {
  it('is on by default, off with NYC_LIVE=off, and always off in the test configuration', () => {
    expect(loadConfig({}).nycLive).toBe(true);
    expect(loadConfig({}).nycOpenData?.baseUrl).toBe('https://data.cityofnewyork.us');
    expect(loadConfig({ NYC_LIVE: 'off' })).toMatchObject({ nycLive: false, nycOpenData: null });
    expect(loadConfig({ NYC_OPEN_DATA_LIVE: '0' })).toMatchObject({ nycLive: false, nycOpenData: null });
    expect(loadConfig({ NYC_OPEN_DATA_BASE_URL: 'http://127.0.0.1:9/', NYC_OPEN_DATA_APP_TOKEN: 'tok' }).nycOpenData).toMatchObject({
      baseUrl: 'http://127.0.0.1:9', appToken: 'tok',
    });
    expect(testConfig()).toMatchObject({ nycLive: false, nycOpenData: null });
  });
});

describe('SODA client faults and cache', () => {
  let server: TestServer;
  const fake = new FakeSoda();
  const logged: { message: string; details: Readonly<Record<string, unknown>> }[] = [];
  const config = (overrides: Partial<SodaConfig> = {}): SodaConfig => ({
    baseUrl: fake.baseUrl, appToken: undefined, timeoutMs: 1_000, retries: 2, backoffMs: 5, cacheTtlMs: 3_600_000,
    breakerFailures: 2, breakerCoolDownMs: 60_000, ...overrides,
  });
  const client = (overrides: Partial<SodaConfig> = {}) => new SodaClient(server.db, config(overrides), fetch, (message, details) => logged.push({ message, details }));

  beforeAll(async () => {
    server = await startTestServer();
    await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
    await server.close();
  });
  beforeEach(() => {
    fake.received = [];
    logged.length = 0;
    resetSodaBreakers();
  });

  it('keeps an empty answer as "none on record", cached with its retrieval time', async () => {
    fake.reply = () => ({ status: 200, body: [] });
    const before = Date.now();
    const first = await client().query('wvxf-dwi5', { where: "bbl='3000010001'" });
    expect(first.rows).toEqual([]);
    expect(first.fetchedAt.getTime()).toBeGreaterThanOrEqual(before - 1);
    const [row] = await server.db.select().from(nycSodaCache).where(eq(nycSodaCache.cacheKey, client().url('wvxf-dwi5', { where: "bbl='3000010001'" })));
    expect(row?.fetchedAt.getTime()).toBe(first.fetchedAt.getTime());
    const second = await client().query('wvxf-dwi5', { where: "bbl='3000010001'" });
    expect(second).toEqual({ rows: [], fetchedAt: first.fetchedAt }); // cache hit: no request, same retrieval time
    expect(fake.received).toHaveLength(1);
  });

  it('logs a malformed answer, does not retry or cache it, and fails it as no data', async () => {
    fake.reply = () => ({ status: 200, text: '<html><script>alert(1)</script>' });
    const failure = client().query('6bgk-3dad', { where: "boro='1'" });
    await expect(failure).rejects.toMatchObject({ name: 'SodaError', failure: 'malformed' });
    expect(fake.received).toHaveLength(1);
    expect(logged.map((entry) => entry.message)).toContain('NYC Open Data answered something unreadable; treated as no data');
    fake.reply = () => ({ status: 200, body: { error: 'not a list' } });
    await expect(client().query('6bgk-3dad', { where: "boro='2'" })).rejects.toMatchObject({ failure: 'malformed' });
    fake.reply = () => ({ status: 200, body: ['a', 'b'] });
    // (a third failure of 6bgk-3dad would meet its open circuit: another dataset)
    await expect(client().query('3h2n-5cm9', { where: "boro='3'" })).rejects.toMatchObject({ failure: 'malformed' });
    const cached = await server.db.select().from(nycSodaCache).where(eq(nycSodaCache.cacheKey, client().url('6bgk-3dad', { where: "boro='1'" })));
    expect(cached).toEqual([]);
  });

  it("opens a dataset's circuit after repeated failures: the next query fails at once without a request", async () => {
    fake.reply = () => ({ status: 500, body: { message: 'Internal error' } });
    const soda = client({ retries: 0 });
    await expect(soda.query('erm2-nwe9', { where: "bbl='3000020001'" })).rejects.toMatchObject({ failure: 'status', status: 500 });
    await expect(soda.query('erm2-nwe9', { where: "bbl='3000020002'" })).rejects.toMatchObject({ failure: 'status' });
    expect(fake.received).toHaveLength(2);
    expect(soda.breaker('erm2-nwe9').state).toBe('open');
    await expect(soda.query('erm2-nwe9', { where: "bbl='3000020003'" })).rejects.toMatchObject({ failure: 'circuit-open' });
    expect(fake.received).toHaveLength(2);
    // Other datasets are not affected by this one's breaker.
    fake.reply = () => ({ status: 200, body: [] });
    await expect(soda.query('6z8x-wfk4', { where: "bbl='3000020003'" })).resolves.toMatchObject({ rows: [] });
  });

  it('half-opens after the cool-down: one probe request, and a success closes the circuit', async () => {
    fake.reply = () => ({ status: 503, body: { message: 'Service unavailable' } });
    const soda = client({ retries: 0, breakerFailures: 1, breakerCoolDownMs: 30 });
    await expect(soda.query('9rz4-mjek', { where: "block='1'" })).rejects.toBeInstanceOf(SodaError);
    expect(soda.breaker('9rz4-mjek').state).toBe('open');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(soda.breaker('9rz4-mjek').state).toBe('half-open');
    fake.reply = () => ({ status: 200, body: [] });
    await expect(soda.query('9rz4-mjek', { where: "block='2'" })).resolves.toMatchObject({ rows: [] });
    expect(soda.breaker('9rz4-mjek').state).toBe('closed');
  });

  it('answers from an expired cached copy, with its old retrieval time, when NYC Open Data cannot be reached', async () => {
    fake.reply = () => ({ status: 200, body: LIVE_LOT_ROWS['6z8x-wfk4'] });
    const first = await client({ cacheTtlMs: 0 }).query('6z8x-wfk4', { where: `bbl='${LIVE_LOT.bbl}'` });
    fake.reply = () => ({ status: 500, body: { message: 'down' } });
    const second = await client({ cacheTtlMs: 0, retries: 0 }).query('6z8x-wfk4', { where: `bbl='${LIVE_LOT.bbl}'` });
    expect(second).toEqual({ rows: LIVE_LOT_ROWS['6z8x-wfk4'], fetchedAt: first.fetchedAt, stale: true });
    expect(logged.map((entry) => entry.message)).toContain('NYC Open Data could not be reached; using the cached answer');
  });

  it('does not retry a refused connection, and then answers every dataset at once without trying (offline)', async () => {
    const closed = await new FakeSoda().start();
    const closedUrl = closed.baseUrl;
    await closed.stop(); // nothing listens there now
    const soda = new SodaClient(server.db, config({ baseUrl: closedUrl, retries: 3, backoffMs: 10_000 }));
    await expect(soda.query('64uk-42ks', { filters: { borough: 'BK' } })).rejects.toMatchObject({ failure: 'unreachable' });
    // The host's circuit is open: another dataset fails without waiting for a connection or backoff.
    await expect(soda.query('wvxf-dwi5', { where: "bbl='1'" })).rejects.toMatchObject({ failure: 'circuit-open' });
  });

  it('times out a dataset by its own timeout', async () => {
    fake.reply = () => 'hang';
    const soda = client({ timeoutMs: 5_000, datasetTimeoutsMs: { '3h2n-5cm9': 100 }, retries: 0 });
    await expect(soda.query('3h2n-5cm9', { where: "boro='1'" })).rejects.toThrow(/timed out after 100 ms/);
  });
});

describe('SODA rows mapped into the importers\u2019 shapes', () => {
  it('PLUTO, HPD, ECB and DOB violations', () => {
    expect(plutoLot(LIVE_LOT_ROWS['64uk-42ks'][0])).toMatchObject({
      address: '1000 PRESIDENT STREET', zipCode: '11225', buildingClass: 'C4', ownerName: 'PRESIDENT HOLDINGS LLC', lotArea: 2_000,
      buildingArea: 6_400, numFloors: 4, unitsTotal: 8, yearBuilt: 1920, yearAltered1: 1985, assessTotal: 410_000, exemptLand: null,
      zoneDist1: 'R6', latitude: 40.6688, longitude: -73.9561,
    });
    expect(hpdViolation(LIVE_LOT_ROWS['wvxf-dwi5'][0])).toEqual({
      source: 'hpd', id: '15123456', violationClass: 'C', status: 'open', statusDetail: 'NOV SENT OUT', issuedDate: '2026-09-16',
      description: '§ 27-2031 ADM CODE PROVIDE HOT WATER AT ALL HOURS THROUGHOUT THE BUILDING', balanceDue: null,
    });
    expect(hpdViolation(LIVE_LOT_ROWS['wvxf-dwi5'][1])?.status).toBe('closed');
    expect(ecbViolation(LIVE_LOT_ROWS['6bgk-3dad'][0])).toMatchObject({ source: 'ecb', id: '39012345X', status: 'open', issuedDate: '2025-03-10', balanceDue: 1_250 });
    expect(dobViolation(LIVE_LOT_ROWS['3h2n-5cm9'][0])).toEqual({
      source: 'dob', id: '2345678', violationClass: 'LL6291', status: 'open', statusDetail: 'V-DOB VIOLATION - ACTIVE', issuedDate: '2025-01-02',
      description: 'LL6291-LOCAL LAW 62/91 - BOILERS', balanceDue: null,
    });
    expect(dobViolation({ ...LIVE_LOT_ROWS['3h2n-5cm9'][0], violation_category: 'V*-DOB VIOLATION - DISMISSED', disposition_date: '20250301' })?.status).toBe('closed');
  });

  it('DOB jobs from both systems', () => {
    expect(dobPermit(LIVE_LOT_ROWS['ic3t-wcy2'][0])).toEqual({
      source: 'dob-bis', jobId: '340987654-01', jobType: 'A2', status: 'PERMIT ISSUED - ENTIRE JOB/WORK', filedDate: '2024-01-15',
      description: 'REPLACE BOILER AND PIPING', initialCost: 48_000,
    });
    expect(dobPermit(LIVE_LOT_ROWS['w9ak-ipjd'][0])).toEqual({
      source: 'dob-now', jobId: 'B01234567-I1', jobType: 'Alteration', status: 'LOC Issued', filedDate: '2025-06-10', description: 'FACADE REPAIR', initialCost: 15_000,
    });
    expect(dobPermit({ borough: 'BROOKLYN' })).toBeNull();
  });

  it('HPD registration contacts: owners and the managing agent, not the site manager', () => {
    expect(registrationContacts(LIVE_LOT_ROWS['feu5-w2e2'], '2026-03-02')).toEqual([
      { name: 'PRESIDENT HOLDINGS LLC', contactType: 'CorporateOwner', asOf: '2026-03-02' },
      { name: 'ALEX SAMPLE', contactType: 'HeadOfficer', asOf: '2026-03-02' },
      { name: 'CROWN SAMPLE MANAGEMENT CORP', contactType: 'Agent', asOf: '2026-03-02' },
    ]);
  });

  it('ACRIS master with its parties', () => {
    expect(acrisRecords(LIVE_LOT_ROWS['bnx9-e6tj'], LIVE_LOT_ROWS['636b-3b5g'])).toEqual([
      {
        documentId: '2021031500123001', docType: 'DEED', docDate: '2021-03-10', recordedDate: '2021-03-15', amount: 2_100_000,
        party1: ['OLD PRESIDENT OWNER LLC'], party2: ['PRESIDENT HOLDINGS LLC'],
      },
    ]);
  });
});

describe('a lot known only live', () => {
  let server: TestServer;
  const fake = new FakeSoda();
  // One retry, as in production: a pooled keep-alive socket the fake closed while idle resets once (ECONNRESET).
  const config = (): SodaConfig => ({ baseUrl: fake.baseUrl, appToken: undefined, timeoutMs: 15_000, retries: 1, backoffMs: 5, cacheTtlMs: 3_600_000 });

  beforeAll(async () => {
    server = await startTestServer();
    await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
    await server.close();
  });
  beforeEach(() => {
    fake.received = [];
    resetSodaBreakers();
  });

  it('fills every block from SODA with provenance lines retrieved now, and names no unreachable dataset', async () => {
    fake.reply = (request) => liveLotAnswer(request);
    const source = new FallbackEnrichmentSource(new LocalEnrichmentSource(server.db), new SodaEnrichmentSource(new SodaClient(server.db, config())));
    const data = nycPropertyDataSchema.parse(await buildNycPropertyData(server.db, LIVE_LOT.bbl, source));
    expect(data.lot).toMatchObject({ address: '1000 PRESIDENT STREET', buildingClass: 'C4', unitsTotal: 8 });
    expect(data.lot?.provenance).toMatchObject({ dataset: 'soda:64uk-42ks', sourceId: '64uk-42ks', title: 'PLUTO' });
    expect(data.violations?.hpd).toEqual({ open: 1, closed: 1, byClass: { C: 1 } });
    expect(data.violations?.dob).toEqual({ open: 1, closed: 0 });
    expect(data.violations?.provenance.map((p) => p.sourceId)).toEqual(['wvxf-dwi5', '6bgk-3dad', '3h2n-5cm9']);
    expect(data.permits?.recent.map((p) => p.jobId)).toEqual(['B01234567-I1', '340987654-01']);
    expect(data.permits?.provenance.map((p) => p.sourceId)).toEqual(['ic3t-wcy2', 'w9ak-ipjd']);
    expect(data.taxLienDetails).toMatchObject({ filedDate: '2025-04-01', cycle: '90 Day Notice' });
    expect(data.evictionDetails?.count).toBe(1);
    expect(data.owners).toEqual([
      { name: 'PRESIDENT HOLDINGS LLC', source: 'pluto', asOf: expect.any(String) },
      { name: 'ALEX SAMPLE', source: 'hpd-registrations', asOf: '2026-03-02' },
      { name: 'CROWN SAMPLE MANAGEMENT CORP', source: 'hpd-registrations', asOf: '2026-03-02', role: 'managing-agent' },
    ]);
    expect(data.lastSale).toMatchObject({ date: '2021-03-10', price: 2_100_000 });
    expect(data.missingDatasets).toEqual([]);
    expect(data.unreachableDatasets).toEqual([]);
    const retrieved = data.lot!.provenance.retrievedAt!;
    expect(Date.now() - Date.parse(retrieved)).toBeLessThan(60_000);
  });

  it('names the datasets that could not be reached, keeps the others, and never fails the page', async () => {
    fake.reply = (request) => {
      if (request.dataset === 'wvxf-dwi5') return { status: 500, body: { message: 'Internal error' } };
      if (request.dataset === 'erm2-nwe9') return { status: 200, text: '{"truncated": ' };
      if (request.dataset === 'tesw-yqqr') return { status: 429, body: { message: 'slow down' }, headers: { 'retry-after': '3600' } };
      return liveLotAnswer(request);
    };
    const local = await startTestServer();
    try {
      await recordImports(local.db, ['evictions']);
      const reasons: unknown[] = [];
      const source = new FallbackEnrichmentSource(
        new LocalEnrichmentSource(local.db),
        new SodaEnrichmentSource(new SodaClient(local.db, config()), (_message, details) => reasons.push(details)),
      );
      const data = nycPropertyDataSchema.parse(await buildNycPropertyData(local.db, LIVE_LOT.bbl, source));
      expect(data.unreachableDatasets, JSON.stringify(reasons)).toEqual(['hpd-violations', '311', 'hpd-registrations', 'hpd-contacts']);
      // Evictions were imported (none for this lot): the imported answer stands, SODA is not asked.
      expect(fake.requestsFor('6z8x-wfk4')).toEqual([]);
      expect(data.evictionDetails?.count).toBe(0);
      expect(data.complaints311).toBeNull();
      expect(data.violations?.hpd).toEqual({ open: 0, closed: 0, byClass: {} });
      expect(data.violations?.ecb.open).toBe(1);
      expect(data.lot?.address).toBe('1000 PRESIDENT STREET');
      // No registration could be read; PLUTO names the owner (the ACRIS deed's grantee is the same name).
      expect(data.owners.map((o) => [o.name, o.source])).toEqual([['PRESIDENT HOLDINGS LLC', 'pluto']]);
    } finally {
      await local.close();
    }
  });
});

describe('the property route with live lookups on and NYC Open Data out of reach', () => {
  let server: TestServer;
  let closedUrl = '';

  beforeAll(async () => {
    const closed = await new FakeSoda().start();
    closedUrl = closed.baseUrl;
    await closed.stop(); // nothing listens there: like an offline machine, the connection is refused
    resetSodaBreakers();
    server = await startTestServer({
      config: {
        nycLive: true,
        nycOpenData: { baseUrl: closedUrl, appToken: undefined, timeoutMs: 5_000, retries: 3, backoffMs: 5_000, cacheTtlMs: 3_600_000 },
      },
    });
    await insertFixture(server.db);
    await recordImports(server.db, ['pluto', 'rolling-sales']);
  });
  afterAll(async () => server.close());

  it('answers 200 from the imported data and lists every live dataset it could not reach', async () => {
    // A Hunter's answer holds every block, so every unreachable dataset is named.
    const hunter = await server.registerAndLogin('unreachable-hunter', { tier: 'hunter' });
    const response = await server.request({ method: 'GET', url: `/api/properties/bbl/${SUBJECT_BBL}`, token: hunter.token });
    expect(response.statusCode).toBe(200);
    const body = propertySearchResponseSchema.parse(response.json());
    expect(body.nycData?.lot?.provenance.dataset).toBe('pluto');
    expect(body.nycData?.unreachableDatasets).toEqual(expect.arrayContaining(['hpd-violations', 'ecb-violations', 'dob-violations', 'dob-jobs', '311', 'evictions', 'tax-liens', 'hpd-registrations', 'hpd-contacts']));
    expect(body.nycData?.unreachableDatasets).not.toContain('pluto');
    expect(body.nycData?.violations).toBeNull();
    // Asked again, the open circuits answer without trying: same list, still 200.
    const again = await server.request({ method: 'GET', url: `/api/properties/bbl/${SUBJECT_BBL}`, token: hunter.token });
    expect(again.statusCode).toBe(200);
    expect(propertySearchResponseSchema.parse(again.json()).nycData?.unreachableDatasets).toEqual(body.nycData?.unreachableDatasets);
  });
});
