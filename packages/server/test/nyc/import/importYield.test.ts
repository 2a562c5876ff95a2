/**
 * On PGlite every request shares one connection: a 1,000-row import used to insert in one
 * transaction and held `/api/health` until it committed (up to 2.1 s). It now commits a short
 * transaction at a time with a turn of the event loop between, so other requests' queries run
 * in between, and stays all or nothing. This is PGlite's behaviour, so the test opens a PGlite
 * database of its own whatever DATABASE_URL says (on PostgreSQL the import keeps one
 * transaction: other requests use other connections). Timing is in `pnpm bench:upload`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { testConfig } from '../../../src/config';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client';
import { properties, subscriptions } from '../../../src/db/schema';
import { prepareDatabase } from '../../../src/server';
import { TEST_PASSWORD } from '../../harness';

let handle: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let token: string;
let userId: number;
let organizationId: number;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await prepareDatabase(handle);
  app = await buildApp({ db: handle.db, config: testConfig(), databaseKind: 'pglite' });
  await app.ready();
  const email = `importer-${Date.now()}@example.test`;
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { fullName: 'Importer', email, password: TEST_PASSWORD } });
  userId = registered.json().id;
  await handle.db.update(subscriptions).set({ tier: 'operator', status: 'active' }).where(eq(subscriptions.userId, userId));
  token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } })).json().token;
  const organizations = (await app.inject({ method: 'GET', url: '/api/organizations', headers: { authorization: `Bearer ${token}` } })).json();
  organizationId = organizations.find((m: { role: string }) => m.role === 'owner').organizationId;
}, 60_000);

afterAll(async () => {
  await app?.jobs.whenIdle();
  await app?.close();
  await handle?.close();
});

const csvOf = (street: string, rows: number) =>
  ['Address,City,State,Zip,Units,Purchase Price,Monthly Rent', ...Array.from({ length: rows }, (_, i) => `${i + 1} ${street},Queens,NY,11101,2,${500_000 + i},4200`)].join('\n');

const propertyCount = async () => Number((await handle.db.select({ n: count() }).from(properties).where(eq(properties.organizationId, organizationId)))[0]!.n);

/** Posts the import, then asks health and counts the rows until the job ends; answers what it saw. */
async function importWatching(csv: string, onProgress?: (rows: number) => Promise<void>) {
  const posted = await app.inject({ method: 'POST', url: '/api/properties/import', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, payload: csv });
  expect(posted.statusCode, posted.body).toBe(202);
  const healthStatuses: number[] = [];
  const counts: number[] = [];
  let state = posted.json().state as string;
  for (let i = 0; i < 3000 && (state === 'queued' || state === 'running'); i += 1) {
    healthStatuses.push((await app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    const rows = await propertyCount();
    counts.push(rows);
    await onProgress?.(rows);
    // a client over the network asks again after a while (and in-process requests alone would never let timers run)
    await sleep(10);
    state = (await app.inject({ method: 'GET', url: `/api/properties/import/jobs/${posted.json().id}`, headers: { authorization: `Bearer ${token}` } })).json().state;
  }
  return { state, healthStatuses, counts };
}

describe('a PGlite import lets other requests in between its transactions', () => {
  it('health answers while a 1,000-row import is part way through, and every row lands', async () => {
    const { state, healthStatuses, counts } = await importWatching(csvOf('Yield Avenue', 1000));
    expect(state).toBe('completed');
    expect(healthStatuses.every((status) => status === 200)).toBe(true);
    // queries of other requests ran while some rows were committed and others not yet
    expect(counts.some((rows) => rows > 0 && rows < 1000)).toBe(true);
    expect(await propertyCount()).toBe(1000);
  });

  it('stays all or nothing: a limit reached part way through takes back the rows already committed', async () => {
    let downgraded = false;
    const { state, counts } = await importWatching(csvOf('Limit Street', 1000), async (rows) => {
      if (!downgraded && rows > 1000 && rows < 2000) {
        downgraded = true;
        await handle.db.update(subscriptions).set({ tier: 'scout' }).where(eq(subscriptions.userId, userId));
      }
    });
    expect(downgraded).toBe(true);
    expect(counts.some((rows) => rows > 1000)).toBe(true);
    expect(state).toBe('failed');
    expect(await propertyCount()).toBe(1000);
  });
});
