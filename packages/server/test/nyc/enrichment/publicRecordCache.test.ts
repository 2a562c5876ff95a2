/**
 * The in-process cache of public NYC records (nyc/enrichment/publicRecordCache.ts): a lot's
 * record is read from the tables once per import generation, a new import run (on any
 * instance) is seen at the next request, a running import bypasses the cache, its size stays
 * within its bound, and nothing organization-scoped is shared through it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nycImports, nycLots } from '../../../src/db/schema';
import { LIVE_RECORD_TTL_MS, PublicRecordCache } from '../../../src/nyc/enrichment/publicRecordCache';
import { buildNycPropertyData, nycPropertyData, usePublicRecordCache } from '../../../src/nyc/enrichment';
import { resetSodaBreakers } from '../../../src/nyc/soda/client';
import { FakeSoda, LIVE_LOT, liveLotAnswer } from '../../fakes/fakeSoda';
import { refusedBaseUrl } from '../../fakes/refusedAddress';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { FIXTURE_DATASETS, SUBJECT_BBL, UNSOLD_BBL, insertFixture, recordImports } from '../../nycEnrichmentFixtures';
import { insertOwnProperty } from '../../propertyFixtures';

let server: TestServer;
let ann: TestUser;
let bob: TestUser;

/** Runs a request and returns its answer with the number of statements it sent. */
async function counted(options: Parameters<TestServer['request']>[0]) {
  const before = server.database.queryCount();
  const response = await server.request(options);
  return { response, statements: server.database.queryCount() - before };
}

const SUBJECT_ADDRESS = { address: '1000 President Street', city: 'Brooklyn', state: 'NY', zip: '11225', bbl: SUBJECT_BBL } as const;

beforeAll(async () => {
  server = await startTestServer();
  // The import generation is read on every request here, so each test sees its writes at once.
  usePublicRecordCache(server.db, { maxRows: 10_000, recheckMs: 0 });
  await insertFixture(server.db);
  await recordImports(server.db, FIXTURE_DATASETS);
  ann = await server.registerAndLogin('cache-ann');
  bob = await server.registerAndLogin('cache-bob');
  // Two organizations hold the same lot with their own figures.
  await insertOwnProperty(server, ann, { ...SUBJECT_ADDRESS, purchasePrice: 1_100_000 });
  await insertOwnProperty(server, bob, { ...SUBJECT_ADDRESS, purchasePrice: 2_200_000 });
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('public-record cache', () => {
  it('reads a lot once: the second answer is the same record, read without the lot\'s datasets', async () => {
    const url = `/api/properties/bbl/${UNSOLD_BBL}`;
    const first = await counted({ method: 'GET', url });
    expect(first.response.statusCode).toBe(200);
    const second = await counted({ method: 'GET', url });
    expect(second.response.statusCode).toBe(200);
    expect(second.response.data.nycData).toEqual(first.response.data.nycData);
    expect(second.response.data.nycData.lot.address).toBe('1030 PRESIDENT STREET');
    // the lot's address, the stored property on it (none) and the import generation, and (a
    // visitor's lookup) the count against the address's allowance
    expect(second.statements).toBeLessThan(first.statements);
    expect(second.statements).toBe(4);
  });

  it("shares the public record between organizations, never a property: each sees its own figures", async () => {
    const url = `/api/properties/search?address=${encodeURIComponent('1000 President Street, Brooklyn, NY 11225')}`;
    const annSearch = await server.request({ method: 'GET', url, token: ann.token });
    expect(annSearch.statusCode).toBe(200);
    expect(annSearch.data.organizationId).toBe(ann.organizationId);
    expect(annSearch.data.purchasePrice).toBe(1_100_000);

    const bobSearch = await counted({ method: 'GET', url, token: bob.token });
    expect(bobSearch.response.statusCode).toBe(200);
    expect(bobSearch.response.data.organizationId).toBe(bob.organizationId);
    expect(bobSearch.response.data.purchasePrice).toBe(2_200_000);
    expect(bobSearch.response.data.nycData).toEqual(annSearch.data.nycData);
    // session, Bob's property, the import generation, Bob's plan: the lot's record came from the cache
    expect(bobSearch.statements).toBe(4);
  });

  it('a new import run is seen at the next request', async () => {
    const url = `/api/properties/bbl/${SUBJECT_BBL}`;
    const before = await server.request({ method: 'GET', url });
    expect(before.data.nycData.lot.yearAltered1).toBe(1985);

    await server.db.update(nycLots).set({ yearAltered1: 2024 }).where(eq(nycLots.bbl, SUBJECT_BBL));
    // Written without an import run: the cache still answers the record it read.
    const unannounced = await server.request({ method: 'GET', url });
    expect(unannounced.data.nycData.lot.yearAltered1).toBe(1985);

    await recordImports(server.db, ['pluto'], '2024-01-31');
    const after = await server.request({ method: 'GET', url });
    expect(after.data.nycData.lot.yearAltered1).toBe(2024);
    expect(after.data.nycData.lot.provenance.asOf).toBe('2024-01-31');
  });

  it('while an import runs, every lookup reads the tables', async () => {
    const url = `/api/properties/bbl/${SUBJECT_BBL}`;
    const [run] = await server.db
      .insert(nycImports)
      .values({ dataset: 'pluto', sourceId: 'id-pluto', sourceFile: 'pluto.csv' })
      .returning({ id: nycImports.id });
    try {
      await server.db.update(nycLots).set({ yearAltered1: 2025 }).where(eq(nycLots.bbl, SUBJECT_BBL));
      const during = await server.request({ method: 'GET', url });
      expect(during.data.nycData.lot.yearAltered1).toBe(2025);
      await server.db.update(nycLots).set({ yearAltered1: 2026 }).where(eq(nycLots.bbl, SUBJECT_BBL));
      const later = await server.request({ method: 'GET', url });
      expect(later.data.nycData.lot.yearAltered1).toBe(2026);
    } finally {
      await server.db.update(nycImports).set({ status: 'finished', finishedAt: new Date() }).where(eq(nycImports.id, run!.id));
    }
  });

  it('holds at most the records it is allowed, and answers the same record as the tables', async () => {
    const cache = new PublicRecordCache(server.db, { maxRows: 5, recheckMs: 0 });
    const source = await cache.source();
    const cached = await buildNycPropertyData(server.db, SUBJECT_BBL, source);
    expect(cache.stats().rows).toBeLessThanOrEqual(5);
    expect(cached).toEqual(await buildNycPropertyData(server.db, SUBJECT_BBL));

    const roomy = new PublicRecordCache(server.db, { maxRows: 10_000, recheckMs: 0 });
    await buildNycPropertyData(server.db, SUBJECT_BBL, await roomy.source());
    const held = roomy.stats();
    expect(held.rows).toBeGreaterThan(5);
    await buildNycPropertyData(server.db, SUBJECT_BBL, await roomy.source());
    expect(roomy.stats().misses).toBe(held.misses);
    expect(roomy.stats().hits).toBeGreaterThan(held.hits);
  });

  it('reads the import generation at most once per interval, and again once it has passed', async () => {
    let now = 1_000_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const cache = new PublicRecordCache(server.db, { recheckMs: 250 });
    const record = () => buildNycPropertyData(server.db, SUBJECT_BBL, undefined);
    const statementsOf = async (read: () => Promise<unknown>) => {
      const before = server.database.queryCount();
      await read();
      return server.database.queryCount() - before;
    };
    await cache.record(SUBJECT_BBL, (source) => buildNycPropertyData(server.db, SUBJECT_BBL, source));
    // Within the interval: no statement at all, not even the generation.
    now += 249;
    expect(await statementsOf(() => cache.record(SUBJECT_BBL, (source) => buildNycPropertyData(server.db, SUBJECT_BBL, source)))).toBe(0);

    await server.db.update(nycLots).set({ numFloors: '5' }).where(eq(nycLots.bbl, SUBJECT_BBL));
    await recordImports(server.db, ['pluto'], '2024-02-29');
    now += 1;
    const after = await cache.record(SUBJECT_BBL, (source) => buildNycPropertyData(server.db, SUBJECT_BBL, source));
    expect(after.lot?.numFloors).toBe(5);
    expect(after).toEqual(await record());
  });

  it('with the live source on, the datasets never imported still come from NYC Open Data, every time', async () => {
    const fake = new FakeSoda();
    await fake.start();
    resetSodaBreakers();
    const live = await startTestServer({ config: { publicRecordCacheRows: 10_000 } });
    usePublicRecordCache(live.db, { recheckMs: 0 });
    try {
      fake.reply = (request) => liveLotAnswer(request);
      const soda = { baseUrl: fake.baseUrl, appToken: undefined, timeoutMs: 15_000, retries: 1, backoffMs: 5, cacheTtlMs: 3_600_000 };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const data = await nycPropertyData(live.db, LIVE_LOT.bbl, soda);
        expect(data.lot?.provenance.sourceId).toBe('64uk-42ks');
        expect(data.missingDatasets).toEqual([]);
      }
    } finally {
      await live.close();
      await fake.stop();
    }
  });

  it('with the live source on, keeps a lot\'s record for LIVE_RECORD_TTL_MS: no statement and no request to NYC Open Data until then', async () => {
    const fake = new FakeSoda();
    await fake.start();
    resetSodaBreakers();
    const live = await startTestServer({ config: { publicRecordCacheRows: 10_000 } });
    usePublicRecordCache(live.db, { recheckMs: 60_000 });
    let now = 5_000_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      fake.reply = (request) => liveLotAnswer(request);
      const soda = { baseUrl: fake.baseUrl, appToken: undefined, timeoutMs: 15_000, retries: 1, backoffMs: 5, cacheTtlMs: 3_600_000 };
      const first = await nycPropertyData(live.db, LIVE_LOT.bbl, soda);
      const asked = fake.received.length;
      expect(asked).toBeGreaterThan(0);
      now += LIVE_RECORD_TTL_MS - 1;
      const before = live.database.queryCount();
      expect(await nycPropertyData(live.db, LIVE_LOT.bbl, soda)).toEqual(first);
      expect(live.database.queryCount() - before).toBe(0);
      expect(fake.received.length).toBe(asked);
      // Once the time is past, the record is built again (the live answers come from their day-long cache).
      now += 2;
      const again = live.database.queryCount();
      expect(await nycPropertyData(live.db, LIVE_LOT.bbl, soda)).toEqual(first);
      expect(live.database.queryCount() - again).toBeGreaterThan(0);
    } finally {
      await live.close();
      await fake.stop();
    }
  });

  it('with NYC Open Data unreachable, a repeated lookup sends no statement per live dataset, and still says what was not checked', async () => {
    resetSodaBreakers();
    // Nothing imported: every block would come from NYC Open Data, which refuses the connection.
    const bare = await startTestServer({ config: { publicRecordCacheRows: 10_000 } });
    usePublicRecordCache(bare.db, { recheckMs: 60_000 });
    try {
      const soda = { baseUrl: refusedBaseUrl(), appToken: undefined, timeoutMs: 2_000, retries: 0, backoffMs: 5, cacheTtlMs: 3_600_000 };
      const first = await nycPropertyData(bare.db, LIVE_LOT.bbl, soda);
      expect(first.unreachableDatasets).toEqual(expect.arrayContaining(['pluto', 'hpd-violations']));
      const before = bare.database.queryCount();
      const second = await nycPropertyData(bare.db, LIVE_LOT.bbl, soda);
      expect(bare.database.queryCount() - before).toBe(0);
      expect(second).toEqual(first);
    } finally {
      await bare.close();
    }
  });
});
