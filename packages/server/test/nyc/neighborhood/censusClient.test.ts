import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACS_VARIABLES, CensusClient, CensusError, parseCensusTable, type CensusConfig } from '../../../src/nyc/neighborhood';
import { tractFromPluto } from '../../../src/nyc/neighborhood/tract';
import { startTestServer, type TestServer } from '../../harness';
import { refusedBaseUrl } from '../../fakes/refusedAddress';
import { loadConfig } from '../../../src/config';

const HEADER = ['NAME', ...Object.values(ACS_VARIABLES), 'state', 'county', 'tract'];
/** A tract row as the Census API publishes it: every estimate a string; -666666666 means no estimate. */
const ROW = ['Census Tract 837; Queens County; New York', '3946', '-666666666', '1532', '1204', '2810', '612', '301', '44', '19', '36', '081', '083700'];

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

describe('Census ACS client against a local server in the Census API’s format', () => {
  let server: TestServer;
  let fake: Server;
  let base: string;
  let handler: Handler;
  const requests: string[] = [];
  const tract = tractFromPluto({ borough: 'QN', bct2020: '4083700' })!;
  const config = (overrides: Partial<CensusConfig> = {}): CensusConfig => ({
    baseUrl: base, apiKey: 'secret-key', year: 2023, timeoutMs: 500, retries: 1, backoffMs: 1, cacheTtlMs: 60_000, ...overrides,
  });
  /** A client with a circuit of its own, so one test's failures never open another's circuit. */
  const client = (overrides: Partial<CensusConfig> = {}) => new CensusClient(server.db, config({ breakerFailures: 100, ...overrides }));

  beforeAll(async () => {
    server = await startTestServer();
    fake = createServer((request, response) => {
      requests.push(request.url ?? '');
      handler(request, response);
    });
    fake.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
    await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((done) => fake.close(done));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  const json = (status: number, body: unknown): Handler => (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  it('reads the tract row by its header, turns the jam values into null, and caches without the key', async () => {
    handler = json(200, [HEADER, ROW]);
    const answer = await client().tractFigures(tract);
    expect(answer.figures).toEqual({
      name: 'Census Tract 837; Queens County; New York',
      totalPopulation: 3946, medianIncome: null, housingUnits: 1532, transitCommuters: 1204,
      educationTotal: 2810, bachelors: 612, masters: 301, professional: 44, doctorate: 19,
    });
    const asked = new URL(requests[0]!, base);
    expect(asked.pathname).toBe('/data/2023/acs/acs5');
    expect(asked.searchParams.get('for')).toBe('tract:083700');
    expect(asked.searchParams.get('in')).toBe('state:36 county:081');
    expect(asked.searchParams.get('key')).toBe('secret-key');
    expect(answer.url).not.toContain('secret-key');
    // The second read comes from the cache: no new request.
    const again = await client().tractFigures(tract);
    expect(again.figures).toEqual(answer.figures);
    expect(requests).toHaveLength(1);
  });

  it('answers no figures for an unknown tract (204, or a header without rows)', async () => {
    handler = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    expect((await client().tractFigures({ ...tract, tract: '999901' })).figures).toBeNull();
    handler = json(200, [HEADER]);
    expect((await client().tractFigures({ ...tract, tract: '999902' })).figures).toBeNull();
  });

  it('retries a 429 once and then succeeds', async () => {
    let calls = 0;
    handler = (request, response) => {
      calls += 1;
      if (calls === 1) return json(429, { error: 'slow down' })(request, response);
      return json(200, [HEADER, ROW])(request, response);
    };
    const answer = await client().tractFigures({ ...tract, tract: '000100' });
    expect(calls).toBe(2);
    expect(answer.figures?.totalPopulation).toBe(3946);
  });

  it('fails with a CensusError after the retries on 500, and does not retry a 400', async () => {
    let calls = 0;
    handler = (request, response) => {
      calls += 1;
      json(500, 'error')(request, response);
    };
    await expect(client().tractFigures({ ...tract, tract: '000200' })).rejects.toBeInstanceOf(CensusError);
    expect(calls).toBe(2);
    calls = 0;
    handler = (request, response) => {
      calls += 1;
      json(400, 'error: unknown variable')(request, response);
    };
    await expect(client().tractFigures({ ...tract, tract: '000201' })).rejects.toThrow(/400/);
    expect(calls).toBe(1);
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    handler = () => {
      // never answers
    };
    await expect(client({ timeoutMs: 80, retries: 0 }).tractFigures({ ...tract, tract: '000300' })).rejects.toThrow(/timed out after 80 ms/);
  });

  it('asks a host that refuses the connection once, without retries, so an offline machine answers at once', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    const refused = new CensusClient(server.db, config({ baseUrl: refusedBaseUrl(), retries: 3, backoffMs: 5_000, breakerFailures: 100 }), counting);
    await expect(refused.tractFigures({ ...tract, tract: '000500' })).rejects.toThrow(/could not be reached/);
    expect(calls).toBe(1);
  });

  it('treats malformed JSON and a non-table answer as errors (no data), not as figures', async () => {
    handler = json(200, '[["NAME", "B01003_001E"], ["Tract 1", ');
    await expect(client().tractFigures({ ...tract, tract: '000400' })).rejects.toThrow(/other than JSON/);
    handler = json(200, { error: 'not a table' });
    await expect(client().tractFigures({ ...tract, tract: '000401' })).rejects.toThrow(/array of arrays/);
    expect(() => parseCensusTable([['NAME'], ['x']])).toThrow(/lacks/);
  });

  it('stops calling after repeated failures (circuit breaker), answering at once', async () => {
    let calls = 0;
    handler = (request, response) => {
      calls += 1;
      json(503, 'down')(request, response);
    };
    const guarded = new CensusClient(server.db, config({ retries: 0, breakerFailures: 2, breakerCoolDownMs: 60_000 }));
    await expect(guarded.tractFigures({ ...tract, tract: '000500' })).rejects.toThrow(/503/);
    await expect(guarded.tractFigures({ ...tract, tract: '000501' })).rejects.toThrow(/503/);
    await expect(guarded.tractFigures({ ...tract, tract: '000502' })).rejects.toMatchObject({ name: 'CensusError', failure: 'circuit-open' });
    expect(calls).toBe(2);
  });
});

describe('Census configuration and tracts', () => {
  it('is on by default against api.census.gov, off with CENSUS_API_BASE=off or NYC_LIVE=off', () => {
    expect(loadConfig({}).census).toMatchObject({ baseUrl: 'https://api.census.gov', apiKey: undefined, year: 2023 });
    expect(loadConfig({ CENSUS_API_BASE: 'http://127.0.0.1:9/', CENSUS_API_KEY: ' k ' }).census).toMatchObject({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k' });
    expect(loadConfig({ CENSUS_API_BASE: 'off' }).census).toBeNull();
    expect(loadConfig({ NYC_LIVE: 'off' }).census).toBeNull();
    expect(() => loadConfig({ CENSUS_API_BASE: 'ftp://x' }).census).toThrow(/CENSUS_API_BASE/);
  });

  it('reads PLUTO’s bct2020, else ct2010, into state, county and tract', () => {
    expect(tractFromPluto({ borough: 'QN', bct2020: '4083700' })).toEqual({ state: '36', county: '081', tract: '083700', vintage: 2020 });
    expect(tractFromPluto({ borough: 'MN', ct2010: '36.01' })).toEqual({ state: '36', county: '061', tract: '003601', vintage: 2010 });
    expect(tractFromPluto({ borough: 'SI', ct2010: '277' })?.tract).toBe('027700');
    expect(tractFromPluto({ borough: 'BK', bct2020: 'x', ct2010: '' })).toBeNull();
  });
});

