import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nycPropertyDataSchema } from '../../../src/contract/nycData';
import { buildNycPropertyData } from '../../../src/nyc/enrichment/build';
import { LocalEnrichmentSource } from '../../../src/nyc/enrichment/local';
import { FallbackEnrichmentSource } from '../../../src/nyc/enrichment/source';
import { SodaClient, SodaError, resetSodaBreakers, soqlString, type SodaConfig } from '../../../src/nyc/soda/client';
import { SodaEnrichmentSource } from '../../../src/nyc/soda/source';
import { startTestServer, type TestServer } from '../../harness';
import { recordImports } from '../../nycEnrichmentFixtures';
import { loadConfig } from '../../../src/config';

/** Rows in the SODA JSON shape: every value a string, floating timestamps. */
const PLUTO_ROW = {
  borough: 'BK', block: '1234', lot: '56', bbl: '3012340056.00000000', address: '1000 PRESIDENT STREET', zipcode: '11225',
  bldgclass: 'C4', landuse: '02', ownername: 'PRESIDENT HOLDINGS LLC', lotarea: '2000', bldgarea: '6400', resarea: '6400',
  comarea: '0', numfloors: '4', unitsres: '8', unitstotal: '8', yearbuilt: '1920', yearalter1: '1985', assessland: '45000',
  assesstot: '410000', exempttot: '0', zonedist1: 'R6', latitude: '40.6688', longitude: '-73.9561',
};
const HPD_ROWS = [
  { violationid: '10000000', bbl: '3012340056', class: 'B', violationstatus: 'Open', currentstatus: 'NOV SENT OUT', inspectiondate: '2022-05-01T00:00:00.000', novissueddate: '2022-05-03T00:00:00.000', novdescription: 'REPAIR THE BROKEN PLASTER' },
  { violationid: '10000001', bbl: '3012340056', class: 'A', violationstatus: 'Close', currentstatus: 'VIOLATION CLOSED', inspectiondate: '2019-02-01T00:00:00.000' },
];
const ECB_ROWS = [
  { isn_dob_bis_extract: '758705', ecb_violation_number: '34830294Z', ecb_violation_status: 'RESOLVE', boro: '3', block: '01234', lot: '0056', issue_date: '20100129', severity: 'Unknown', balance_due: '.00' },
  { isn_dob_bis_extract: '758706', ecb_violation_number: '34830295Z', ecb_violation_status: 'ACTIVE', boro: '3', block: '01234', lot: '0056', issue_date: '20210310', severity: 'Hazardous', balance_due: '1250.00' },
];
const COMPLAINT_ROWS = [
  { unique_key: '54000001', created_date: '2022-05-01T00:10:00.000', complaint_type: 'HEAT/HOT WATER', status: 'Open', bbl: '3012340056' },
  { unique_key: '54000002', created_date: '2022-04-01T00:10:00.000', complaint_type: 'HEAT/HOT WATER', status: 'Closed', bbl: '3012340056' },
];
const EVICTION_ROWS = [
  { court_index_number: '306810/22K', docket_number: '120701', executed_date: '2022-02-26T00:00:00.000', marshal_first_name: 'Justin', marshal_last_name: 'Grossman', eviction_apartment_number: '5M', bbl: '3012340056' },
];
const SALE_ROWS = [
  { borough: 'BROOKLYN', neighborhood: 'CROWN HEIGHTS', building_class_category: '07 RENTALS - WALKUP APARTMENTS', block: '1234', lot: '56', building_class_at_time_of_sale: 'C4', address: '1000 PRESIDENT STREET', total_units: '8', gross_square_feet: '6,400', sale_price: '1,200,000', sale_date: '2022-03-01T00:00:00.000' },
];
const COMPARABLE_ROWS = [
  { borough: 'BROOKLYN', neighborhood: 'CROWN HEIGHTS', building_class_category: '07 RENTALS - WALKUP APARTMENTS', block: '1234', lot: '60', building_class_at_time_of_sale: 'C4', address: '1010 PRESIDENT STREET', total_units: '8', gross_square_feet: '6,000', sale_price: '1,500,000', sale_date: '2022-06-01T00:00:00.000' },
  { borough: 'BROOKLYN', neighborhood: 'CROWN HEIGHTS', building_class_category: '07 RENTALS - WALKUP APARTMENTS', block: '1235', lot: '10', building_class_at_time_of_sale: 'C4', address: '1020 PRESIDENT STREET', total_units: '8', gross_square_feet: '5,000', sale_price: '0', sale_date: '2022-05-01T00:00:00.000' },
  ...SALE_ROWS,
];

interface Received {
  readonly path: string;
  readonly params: URLSearchParams;
  readonly token: string | undefined;
}

/** A local stand-in for data.cityofnewyork.us; `script` decides each answer. */
class FakeSoda {
  server!: Server;
  baseUrl = '';
  received: Received[] = [];
  script: (request: Received, res: ServerResponse, count: number) => void = () => {};

  async start(): Promise<void> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const header = req.headers['x-app-token'];
      const received = { path: url.pathname, params: url.searchParams, token: typeof header === 'string' ? header : undefined };
      this.received.push(received);
      this.script(received, res, this.received.length);
    });
    this.server.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Answers like SODA: by dataset id from the path. */
function sodaAnswers(request: Received, res: ServerResponse): void {
  const id = /\/resource\/([a-z0-9-]+)\.json$/.exec(request.path)?.[1];
  if (id === '64uk-42ks') return json(res, 200, [PLUTO_ROW]);
  if (id === 'wvxf-dwi5') return json(res, 200, HPD_ROWS);
  if (id === '6bgk-3dad') return json(res, 200, ECB_ROWS);
  if (id === 'erm2-nwe9') return json(res, 200, COMPLAINT_ROWS);
  if (id === '6z8x-wfk4') return json(res, 200, EVICTION_ROWS);
  if (id === 'usep-8jbt') {
    if (request.params.get('$select')?.startsWith('max(sale_date)')) return json(res, 200, [{ newest: '2023-01-31T00:00:00.000' }]);
    if (request.params.get('$group') === 'neighborhood') return json(res, 200, [{ neighborhood: 'CROWN HEIGHTS', sales: '3' }]);
    if (request.params.get('$where')?.includes('neighborhood=')) return json(res, 200, COMPARABLE_ROWS);
    return json(res, 200, SALE_ROWS);
  }
  return json(res, 404, { error: true, message: 'dataset not found' });
}

describe('SODA client against a local server in the SODA format', () => {
  let server: TestServer;
  const fake = new FakeSoda();
  const config = (overrides: Partial<SodaConfig> = {}): SodaConfig => ({
    baseUrl: fake.baseUrl, appToken: undefined, timeoutMs: 2_000, retries: 3, backoffMs: 10, cacheTtlMs: 3_600_000, ...overrides,
  });

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

  it('reads its configuration from the environment: on by default, off with NYC_LIVE=off (or the old NYC_OPEN_DATA_LIVE=0)', () => {
    expect(loadConfig({}).nycOpenData).toMatchObject({ baseUrl: 'https://data.cityofnewyork.us', appToken: undefined, cacheTtlMs: 86_400_000 });
    expect(loadConfig({ NYC_LIVE: 'off' }).nycOpenData).toBeNull();
    expect(loadConfig({ NYC_LIVE: 'OFF', NYC_OPEN_DATA_BASE_URL: 'http://127.0.0.1:9' }).nycOpenData).toBeNull();
    expect(loadConfig({ NYC_OPEN_DATA_LIVE: '0' }).nycOpenData).toBeNull();
    expect(loadConfig({ NYC_OPEN_DATA_LIVE: '1' }).nycOpenData).toMatchObject({ baseUrl: 'https://data.cityofnewyork.us', appToken: undefined, cacheTtlMs: 86_400_000 });
    expect(loadConfig({ NYC_OPEN_DATA_BASE_URL: 'http://127.0.0.1:9/', NYC_OPEN_DATA_APP_TOKEN: 'tok', NYC_OPEN_DATA_CACHE_TTL_HOURS: '2' }).nycOpenData)
      .toMatchObject({ baseUrl: 'http://127.0.0.1:9', appToken: 'tok', cacheTtlMs: 7_200_000 });
    expect(() => loadConfig({ NYC_OPEN_DATA_LIVE: '1', NYC_OPEN_DATA_TIMEOUT_MS: 'soon' }).nycOpenData).toThrow(/NYC_OPEN_DATA_TIMEOUT_MS/);
  });

  it("quotes SoQL strings so a name with an apostrophe cannot change the query", () => {
    expect(soqlString("O'BRIEN PLACE")).toBe("'O''BRIEN PLACE'");
    const url = new SodaClient(server.db, config()).url('usep-8jbt', { where: `neighborhood=${soqlString("KEW GARDENS' OR 1=1")}` });
    expect(new URL(url).searchParams.get('$where')).toBe("neighborhood='KEW GARDENS'' OR 1=1'");
  });

  it('sends SoQL parameters and the app token header, and caches the answer (second call makes no request)', async () => {
    fake.script = (request, res) => sodaAnswers(request, res);
    const client = new SodaClient(server.db, config({ appToken: 'secret-token' }));
    const query = { where: "bbl='3012340056'", order: 'inspectiondate DESC', limit: 50 };
    const first = await client.query('wvxf-dwi5', query);
    expect(first.rows).toEqual(HPD_ROWS);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.token).toBe('secret-token');
    expect(fake.received[0]!.params.get('$where')).toBe("bbl='3012340056'");
    expect(fake.received[0]!.params.get('$limit')).toBe('50');
    expect(client.url('wvxf-dwi5', query)).not.toContain('secret-token');

    const second = await client.query('wvxf-dwi5', query);
    expect(second.rows).toEqual(HPD_ROWS);
    expect(second.fetchedAt.getTime()).toBe(first.fetchedAt.getTime());
    expect(fake.received).toHaveLength(1);
  });

  it('fetches again once the cached answer has expired', async () => {
    fake.script = (request, res) => sodaAnswers(request, res);
    const client = new SodaClient(server.db, config({ cacheTtlMs: 0 }));
    await client.query('erm2-nwe9', { where: "bbl='3000000001'" });
    await client.query('erm2-nwe9', { where: "bbl='3000000001'" });
    expect(fake.received).toHaveLength(2);
    expect(fake.received[0]!.token).toBeUndefined();
  });

  it('waits as long as Retry-After asks after a 429, then succeeds', async () => {
    fake.script = (request, res, count) =>
      count === 1 ? json(res, 429, { message: 'Too many requests' }, { 'retry-after': '1' }) : sodaAnswers(request, res);
    const client = new SodaClient(server.db, config());
    const started = Date.now();
    const answer = await client.query('6z8x-wfk4', { where: "bbl='3012340056'", limit: 7 });
    expect(answer.rows).toEqual(EVICTION_ROWS);
    expect(fake.received).toHaveLength(2);
    // backoff alone would wait 10 ms; the server asked for 1 s
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('retries a 500 twice with backoff, then succeeds', async () => {
    fake.script = (request, res, count) => (count <= 2 ? json(res, 500, { message: 'Internal error' }) : sodaAnswers(request, res));
    const client = new SodaClient(server.db, config());
    const answer = await client.query('6bgk-3dad', { where: "boro='3'", limit: 8 });
    expect(answer.rows).toEqual(ECB_ROWS);
    expect(fake.received).toHaveLength(3);
  });

  it('gives up after the retries with a message naming the status', async () => {
    fake.script = (_request, res) => json(res, 503, { message: 'Service unavailable' });
    const client = new SodaClient(server.db, config({ retries: 2 }));
    const failure = client.query('6bgk-3dad', { where: "boro='4'" });
    await expect(failure).rejects.toBeInstanceOf(SodaError);
    await expect(failure).rejects.toThrow(/answered 503/);
    expect(fake.received).toHaveLength(3);
  });

  it('does not retry a 400 (a bad query will not get better)', async () => {
    fake.script = (_request, res) => json(res, 400, { message: 'Invalid SoQL' });
    const client = new SodaClient(server.db, config());
    await expect(client.query('erm2-nwe9', { where: 'bad query' })).rejects.toThrow(/answered 400/);
    expect(fake.received).toHaveLength(1);
  });

  it('times out a request that never answers, does not retry it, and pauses the whole host', async () => {
    fake.script = () => {}; // never answers
    const client = new SodaClient(server.db, config({ timeoutMs: 150, retries: 1 }));
    await expect(client.query('erm2-nwe9', { where: "bbl='3000000002'" })).rejects.toThrow(/timed out after 150 ms/);
    expect(fake.received).toHaveLength(1);
    // Another dataset of the same host is not asked: the host's circuit opened at the first silence.
    await expect(client.query('wvxf-dwi5', { where: "bbl='3000000002'" })).rejects.toMatchObject({ failure: 'circuit-open' });
    expect(fake.received).toHaveLength(1);
  });

  it('maps SODA rows into the property data blocks with soda:<id> provenance', async () => {
    fake.script = (request, res) => sodaAnswers(request, res);
    const source = new SodaEnrichmentSource(new SodaClient(server.db, config()));
    const data = nycPropertyDataSchema.parse(await buildNycPropertyData(server.db, '3012340056', source));
    expect(data.lot).toMatchObject({ address: '1000 PRESIDENT STREET', buildingClass: 'C4', buildingArea: 6_400, numFloors: 4, assessTotal: 410_000, exemptLand: null });
    expect(data.lot?.provenance).toMatchObject({ dataset: 'soda:64uk-42ks', sourceId: '64uk-42ks' });
    expect(data.violations?.hpd).toEqual({ open: 1, closed: 1, byClass: { B: 1 } });
    expect(data.violations?.ecb).toEqual({ open: 1, closed: 1, balanceDue: 1250 });
    expect(data.violations?.recent.map((v) => [v.id, v.issuedDate])).toEqual([
      ['10000000', '2022-05-03'], ['34830295Z', '2021-03-10'], ['10000001', '2019-02-01'], ['34830294Z', '2010-01-29'],
    ]);
    expect(data.complaints311).toMatchObject({ total: 2, open: 1 });
    expect(data.evictionDetails?.filings).toEqual([{ executedDate: '2022-02-26', marshalName: 'Justin Grossman', docket: '120701', apartmentNumber: '5M', status: null }]);
    expect(data.lastSale).toMatchObject({ date: '2022-03-01', price: 1_200_000 });
    expect(data.comparables?.analysis).toEqual({ totalFound: 2, afterFiltering: 1 });
    expect(data.comparables?.comparables.map((c) => c.bbl)).toEqual(['3012340060']);
    expect(data.comparables?.criteria).toContain('2018-01-31 to 2023-01-31');
    // The fake answers 404 for the datasets it does not serve: those blocks are named as unreachable.
    expect(data.missingDatasets).toEqual(['dob-violations', 'dob-jobs', 'tax-liens', 'hpd-registrations', 'hpd-contacts', 'acris-legals', 'acris-master', 'acris-parties', 'hpd-complaints', 'dof-assessments']);
    expect(data.unreachableDatasets).toEqual(data.missingDatasets);
    expect(data.lot?.provenance).toMatchObject({ title: 'PLUTO', retrievedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const plutoRequest = fake.received.find((r) => r.path.endsWith('64uk-42ks.json'))!;
    expect(Object.fromEntries(plutoRequest.params)).toMatchObject({ borough: 'BK', block: '1234', lot: '56' });
  });

  it('fills only the blocks whose datasets were never imported when combined with the local source', async () => {
    fake.script = (request, res) => sodaAnswers(request, res);
    const local = await startTestServer();
    try {
      await recordImports(local.db, ['pluto', 'hpd-violations']);
      const source = new FallbackEnrichmentSource(new LocalEnrichmentSource(local.db), new SodaEnrichmentSource(new SodaClient(local.db, config())));
      const data = await buildNycPropertyData(local.db, '3012340056', source);
      // PLUTO and HPD violations were imported (the lot has no rows): local answers, SODA is not asked
      expect(data.lot).toBeNull();
      expect(data.violations?.hpd).toEqual({ open: 0, closed: 0, byClass: {} });
      expect(fake.received.some((r) => r.path.endsWith('64uk-42ks.json') || r.path.endsWith('wvxf-dwi5.json'))).toBe(false);
      // 311 was not imported: SODA answers
      expect(data.complaints311?.provenance.dataset).toBe('soda:erm2-nwe9');
      expect(data.violations?.provenance.map((p) => p.dataset)).toEqual(['hpd-violations', 'soda:6bgk-3dad']);
    } finally {
      await local.close();
    }
  });

  it('shows a block as missing, not a failed page, when NYC Open Data keeps failing', async () => {
    fake.script = (_request, res) => json(res, 503, { message: 'Service unavailable' });
    const local = await startTestServer();
    try {
      await recordImports(local.db, ['pluto']);
      const source = new FallbackEnrichmentSource(new LocalEnrichmentSource(local.db), new SodaEnrichmentSource(new SodaClient(local.db, config({ retries: 0 }))));
      const data = nycPropertyDataSchema.parse(await buildNycPropertyData(local.db, '3012340056', source));
      expect(fake.received.length).toBeGreaterThan(0);
      expect(data).toMatchObject({ complaints311: null, evictionDetails: null, violations: null, lastSale: null });
      expect(data.missingDatasets).toEqual(expect.arrayContaining(['311', 'evictions', 'hpd-violations', 'rolling-sales']));
    } finally {
      await local.close();
    }
  });
});
