import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neighborhoodResponseSchema } from '../../../src/contract';
import { nycLots } from '../../../src/db/schema';
import { ACS_VARIABLES, type CensusConfig } from '../../../src/nyc/neighborhood';
import type { SodaConfig } from '../../../src/nyc/soda/client';
import { startTestServer, type TestServer, type TestUser } from '../../harness';

const LAST_YEAR = new Date().getUTCFullYear() - 1;
/** A Queens lot from the real PLUTO sample (4064210038: bct2020 4083700). */
const LOT = { bbl: '4064210038', latitude: 40.7439549, longitude: -73.8194753 };

interface Recorded {
  readonly path: string;
  readonly params: URLSearchParams;
}

function listen(server: Server): Promise<string> {
  server.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/** NYC Open Data and the Census API in one local server, answering in their formats. */
function fakeServices() {
  const seen: Recorded[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    seen.push({ path: url.pathname, params: url.searchParams });
    const send = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/resource/qgea-i56i.json') {
      return send([
        { year: String(LAST_YEAR), law_cat_cd: 'FELONY', total: '212' },
        { year: String(LAST_YEAR), law_cat_cd: 'MISDEMEANOR', total: '540' },
        { year: String(LAST_YEAR), law_cat_cd: 'VIOLATION', total: '98' },
        { year: String(LAST_YEAR - 1), law_cat_cd: 'FELONY', total: '1' },
      ]);
    }
    if (url.pathname === '/resource/wg9x-4ke6.json') {
      return send([
        { location_name: 'P.S. 20 John Bowne', primary_address_line_1: '142-30 BARCLAY AVENUE', grades_final_text: 'PK,0K,01,02,03,04,05', location_category_description: 'Elementary', latitude: '40.7580', longitude: '-73.8190' },
        { location_name: 'J.H.S. 189 Daniel Carter Beard', primary_address_line_1: '144-80 BARCLAY AVENUE', grades_final_text: '06,07,08', location_category_description: 'Junior High-Intermediate-Middle', latitude: '40.7452', longitude: '-73.8170' },
        { location_name: 'No coordinates', latitude: null, longitude: null },
      ]);
    }
    if (url.pathname === '/resource/64uk-42ks.json') {
      return send([{ latitude: '40.7447093', longitude: '-73.8192206', bct2020: '4083700', ct2010: '837' }]);
    }
    if (url.pathname === '/data/2023/acs/acs5') {
      return send([
        ['NAME', ...Object.values(ACS_VARIABLES), 'state', 'county', 'tract'],
        ['Census Tract 837; Queens County; New York', '3946', '71250', '1532', '1204', '2810', '612', '301', '44', '19', '36', '081', '083700'],
      ]);
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"error":"unknown"}');
  });
  return { server, seen };
}

const sodaAt = (baseUrl: string): SodaConfig => ({ baseUrl, appToken: undefined, timeoutMs: 1_000, retries: 0, backoffMs: 1, cacheTtlMs: 60_000 });
const censusAt = (baseUrl: string): CensusConfig => ({ baseUrl, apiKey: undefined, year: 2023, timeoutMs: 1_000, retries: 0, backoffMs: 1, cacheTtlMs: 60_000 });

describe('a lot’s neighbourhood from NYPD complaints, DOE schools and the Census (local fakes)', () => {
  const fake = fakeServices();
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    const base = await listen(fake.server);
    server = await startTestServer({ config: { nycOpenData: sodaAt(base), census: censusAt(base) } });
    await server.db.insert(nycLots).values({
      bbl: LOT.bbl, borough: 'QN', block: 6421, lot: 38, address: '142-16 BARCLAY AVENUE',
      latitude: LOT.latitude, longitude: LOT.longitude, extra: { bct2020: '4083700', ct2010: '837' },
    });
    user = await server.registerAndLogin('neighbour');
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((done) => fake.server.close(done));
  });

  it('counts complaints within a quarter mile for the last full year, lists schools within half a mile, reads the tract', async () => {
    const response = await server.request({ method: 'GET', url: `/api/properties/bbl/${LOT.bbl}/neighborhood`, token: user.token });
    expect(response.statusCode).toBe(200);
    const body = neighborhoodResponseSchema.parse(response.data);

    const crimeAsk = fake.seen.find((r) => r.path === '/resource/qgea-i56i.json')!;
    expect(crimeAsk.params.get('$where')).toContain('within_circle(lat_lon, 40.743955, -73.819475, 402)');
    expect(body.crime.data).toEqual({ totalCrimes: 850, felonies: 212, misdemeanors: 540, violations: 98, year: LAST_YEAR, radiusMiles: 0.25 });
    expect(body.crime.source).toMatchObject({ status: 'answered', provenance: { dataset: 'soda:qgea-i56i' } });

    // P.S. 20 is about a mile north: outside the half mile. The school without coordinates is left out.
    expect(body.schools.data?.map((s) => s.name)).toEqual(['J.H.S. 189 Daniel Carter Beard']);
    expect(body.schools.data?.[0]?.distanceMiles).toBeLessThan(0.2);

    const censusAsk = fake.seen.find((r) => r.path === '/data/2023/acs/acs5')!;
    expect(censusAsk.params.get('for')).toBe('tract:083700');
    expect(censusAsk.params.get('in')).toBe('state:36 county:081');
    expect(body.census.data).toEqual({
      tractName: 'Census Tract 837; Queens County; New York', year: 2023,
      totalPopulation: 3946, medianIncome: 71250, totalHousingUnits: 1532,
      // (612 + 301 + 44 + 19) / 2810 = 34.7331 %
      bachelorsDegree: 34.7331,
    });
    expect(body.census.source.title).toBe('US Census Bureau ACS 5-year estimates 2019–2023');

    // The engine's rules: 850 complaints a year is Moderate Risk; transit + Queens + a school is Good walkability.
    expect(body.meters.crime).toMatchObject({ level: 'Moderate Risk', tone: 'warn' });
    expect(body.meters.walk.level).toBe('Good');
    expect(body.meters.traffic.level).toBe('Moderate');
    expect(body.meters.offender).toBeNull();
    expect(body.sexOffenders.data).toBeNull();
    expect(body.sexOffenders.note).toMatch(/No public dataset/);
  });

  it('finds a lot that was never imported through PLUTO live', async () => {
    const response = await server.request({ method: 'GET', url: '/api/properties/bbl/4051750020/neighborhood', token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.data.latitude).toBeCloseTo(40.7447093, 6);
    expect(response.data.census.data.tractName).toContain('Tract 837');
  });

  it('answers 400 for a malformed BBL and 401 without a session', async () => {
    expect((await server.request({ method: 'GET', url: '/api/properties/bbl/12/neighborhood', token: user.token })).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: `/api/properties/bbl/${LOT.bbl}/neighborhood` })).statusCode).toBe(401);
  });
});

describe('a neighbourhood whose sources are unreachable or off', () => {
  let offline: TestServer;
  let off: TestServer;

  beforeAll(async () => {
    // A port that refuses connections: bound, then closed.
    const closed = createServer();
    const base = await listen(closed);
    await new Promise((done) => closed.close(done));
    offline = await startTestServer({ config: { nycOpenData: sodaAt(base), census: { ...censusAt(base), baseUrl: `${base}/census-offline` } } });
    off = await startTestServer();
    for (const server of [offline, off]) {
      await server.db.insert(nycLots).values({
        bbl: LOT.bbl, borough: 'QN', block: 6421, lot: 38, latitude: LOT.latitude, longitude: LOT.longitude, extra: { bct2020: '4083700' },
      });
    }
  });
  afterAll(async () => {
    await offline?.close();
    await off?.close();
  });

  it('says each source is not reachable, names it, and shows no crime meter — never a 500', async () => {
    const user = await offline.registerAndLogin('offline-neighbour');
    const response = await offline.request({ method: 'GET', url: `/api/properties/bbl/${LOT.bbl}/neighborhood`, token: user.token });
    expect(response.statusCode).toBe(200);
    const body = neighborhoodResponseSchema.parse(response.data);
    for (const block of [body.crime, body.schools, body.census]) {
      expect(block.data).toBeNull();
      expect(block.source.status).toBe('not-reachable');
      expect(block.source.problem).toMatch(/not reachable/);
    }
    expect(body.crime.source.title).toContain('qgea-i56i');
    expect(body.meters.crime).toBeNull();
    // A lot never imported: its location comes from PLUTO live, which is the source named.
    const unknown = await offline.request({ method: 'GET', url: '/api/properties/bbl/4051750020/neighborhood', token: user.token });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.data.crime.source.problem).toMatch(/PLUTO \(64uk-42ks\).*not reachable/);
  });

  it('says live lookups are off when they are', async () => {
    const user = await off.registerAndLogin('off-neighbour');
    const response = await off.request({ method: 'GET', url: `/api/properties/bbl/${LOT.bbl}/neighborhood`, token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.data.crime.source.status).toBe('off');
    expect(response.data.census.source.status).toBe('off');
    expect(response.data.census.source.problem).toMatch(/off on this server/);
  });
});
