/**
 * Search fails fast: local answers never wait on an unreachable service. GeoSearch and NYC Open
 * Data are pointed at a local server that accepts connections and never answers, or at a port
 * that refuses them. The first search that asks finds no answer and opens the circuit; the next
 * search makes no outbound request at all and says the live source was not consulted. Nothing
 * here measures time: the requests the silent server receives are counted.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetGeoSearchState } from '../../src/nyc/geosearch/client';
import { resetSodaBreakers } from '../../src/nyc/soda/client';
import { DATASETS } from '../../src/nyc/import/datasets';
import { RejectsFile } from '../../src/nyc/import/rejects';
import { importFile } from '../../src/nyc/import/runner';
import { startTestServer, type TestServer } from '../harness';
import { refusedBaseUrl } from '../fakes/refusedAddress';
import { loadConfig } from '../../src/config';
import { NYC_FIXTURES } from '../paths';

const FIXTURE = join(NYC_FIXTURES, 'starter_units.csv');

/** A server that takes every request and never answers it; `received` lists their paths. */
class SilentServer {
  private server: Server | undefined;
  private readonly pending: IncomingMessage[] = [];
  received: string[] = [];
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((request) => {
      this.received.push(request.url ?? '');
      this.pending.push(request);
    });
    this.server!.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const request of this.pending) request.socket.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((done) => this.server!.close(() => done()));
  }
}


async function importUnits(server: TestServer): Promise<void> {
  const rejects = new RejectsFile(join(tmpdir(), `rei-fails-fast-${process.pid}.rejects.csv`));
  await importFile({ db: server.db, dataset: DATASETS['rolling-sales'], file: FIXTURE, rejects });
  await rejects.close();
}

const search = (server: TestServer, text: string) => server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(text)}` });

afterEach(() => {
  resetGeoSearchState();
  resetSodaBreakers();
});

describe('live services that accept connections and never answer', () => {
  const silent = new SilentServer();
  let server: TestServer;

  beforeAll(async () => {
    await silent.start();
    const env = { GEOSEARCH_BASE_URL: silent.baseUrl, NYC_OPEN_DATA_BASE_URL: silent.baseUrl };
    // Short timeouts keep the test quick; what is asserted is how many requests go out.
    const geosearch = { ...loadConfig(env).geosearch!, timeoutMs: 200 };
    const nycOpenData = { ...loadConfig(env).nycOpenData!, timeoutMs: 200, datasetTimeoutsMs: {} };
    server = await startTestServer({ config: { geosearch, nycOpenData } });
    await importUnits(server);
  });
  afterAll(async () => {
    await server.close();
    await silent.stop();
  });

  it('a miss asks GeoSearch once; the next miss asks nothing and says the directory was not consulted', async () => {
    silent.received = [];
    const first = await search(server, '77 Unknown Street, Queens');
    expect(first.statusCode).toBe(404);
    expect(first.data.notFound).toMatchObject({ reason: 'offline', live: 'unreachable' });
    expect(silent.received.filter((path) => path.startsWith('/v2/search'))).toHaveLength(1);

    const second = await search(server, '78 Unknown Street, Queens');
    expect(second.statusCode).toBe(404);
    expect(second.data.message).toBe("This address is in no imported dataset, and the city's address directory was not consulted: it did not answer a moment ago.");
    expect(second.data.notFound.consulted.map((d: { dataset: string }) => d.dataset)).not.toContain('geosearch');
    expect(silent.received.filter((path) => path.startsWith('/v2/search'))).toHaveLength(1);
  });

  it('a local hit answers from local data; after the first silence the next hit makes no request to NYC Open Data and names what was not consulted', async () => {
    silent.received = [];
    const first = await search(server, '30-85 Vernon Boulevard, 3C, Queens');
    expect(first.statusCode).toBe(200);
    expect(first.data).toMatchObject({ bbl: '4005041019', lastSalePrice: 550_000 });
    expect(first.data.nycData.unreachableDatasets.length).toBeGreaterThan(0);
    const askedFirst = silent.received.length;
    expect(askedFirst).toBeGreaterThan(0);
    // Never retried: each request the first search sent went out once.
    expect(new Set(silent.received).size).toBe(askedFirst);

    const second = await search(server, '754 East 6th Street, 6D, Manhattan');
    expect(second.statusCode).toBe(200);
    expect(second.data).toMatchObject({ bbl: '1003751025', lastSalePrice: 1_219_265 });
    expect(second.data.nycData.unreachableDatasets).toEqual(first.data.nycData.unreachableDatasets);
    expect(silent.received).toHaveLength(askedFirst);
  });

  it('suggestions keep their local answers; after one silent autocomplete the next one asks nothing', async () => {
    silent.received = [];
    const suggest = (q: string) => server.request({ method: 'GET', url: `/api/addresses/suggest?q=${encodeURIComponent(q)}` });
    const first = await suggest('30-85 vernon');
    expect(first.statusCode).toBe(200);
    expect(first.data.map((s: { label: string }) => s.label)).toEqual([expect.stringMatching(/^30-85 Vernon Boulevard, Queens/i)]);
    expect(silent.received.filter((path) => path.startsWith('/v2/autocomplete'))).toHaveLength(1);
    const second = await suggest('754 east 6');
    expect(second.statusCode).toBe(200);
    expect(second.data.map((s: { label: string }) => s.label)).toEqual([expect.stringMatching(/^754 East 6(th)? Street, Manhattan/i)]);
    expect(silent.received.filter((path) => path.startsWith('/v2/autocomplete'))).toHaveLength(1);
  });
});

describe('live services whose port refuses connections', () => {
  let server: TestServer;

  beforeAll(async () => {
    const env = { GEOSEARCH_BASE_URL: refusedBaseUrl() };
    server = await startTestServer({ config: { geosearch: loadConfig(env).geosearch! } });
    await importUnits(server);
  });
  afterAll(() => server.close());

  it('the first refusal opens the circuit: the second search says the directory was not consulted', async () => {
    const first = await search(server, '77 Unknown Street, Queens');
    expect(first.data.message).toBe("This address is in no imported dataset, and the city's address directory could not be reached.");
    const second = await search(server, '78 Unknown Street, Queens');
    expect(second.statusCode).toBe(404);
    expect(second.data.message).toMatch(/was not consulted/);
    expect(second.data.notFound.tryNext.join(' ')).toMatch(/was not asked this time/);
  });
});
