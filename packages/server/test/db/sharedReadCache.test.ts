/**
 * Session lookups and properties at an address kept on PostgreSQL (src/db/sharedReadCache.ts,
 * migration 0019): a repeated read costs no statement while the change notices are heard; this process's own writes are seen
 * by the very next request; another process's writes once their notice has arrived; a lost
 * listener sends every lookup back to the database until it listens again. Runs on the
 * PostgreSQL of DATABASE_URL, or the machine's (127.0.0.1:5432, as test/scripts/cluster.test.ts uses).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache, cachedReadsOf } from '../../src/db/readCache';
import { READ_CACHE_CHANNEL, sharedReadCacheOf, watchWrites, type SharedReadCache } from '../../src/db/sharedReadCache';
import { startTestServer, type TestServer, type TestUser } from '../harness';

const POSTGRES_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

let server: TestServer;
let shared: SharedReadCache;
/** A connection of "another process": the scratch database, outside the server's pool. */
let outside: pg.Client;
let scratchUrl: string;

beforeAll(async () => {
  // As in production, public NYC records stay in memory too, so a repeated search reads nothing.
  server = await startTestServer({ postgresUrl: POSTGRES_URL, config: { publicRecordCacheRows: 100_000 } });
  shared = sharedReadCacheOf(server.db)!;
  await shared.ready();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${server.database.location}`;
  scratchUrl = url.toString();
  outside = new pg.Client({ connectionString: scratchUrl });
  await outside.connect();
}, 120_000);

afterAll(async () => {
  await outside?.end();
  await server?.close();
});

const statementsOf = (options: Parameters<TestServer['request']>[0]) => server.requestCounted(options);
const uploadProperty = (user: TestUser, address: string) => server.uploadProperty(user, address);

/** The portfolio page: once kept, a repeated read costs only the session lookup, or nothing when that is kept too. */
const me = (user: TestUser) => statementsOf({ method: 'GET', url: '/api/portfolio', token: user.token });

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting until ${what}`);
}

describe('session lookups kept on PostgreSQL', () => {
  it('a repeated read costs no statement once the listener listens; a portfolio page then costs none either', async () => {
    expect(server.database.kind).toBe('postgres');
    expect(cachedReadsOf(server.db)).toBe(shared.cache);
    const ann = await server.registerAndLogin('shared-ann');
    await shared.settled();
    const profile = async () => statementsOf({ method: 'GET', url: '/api/auth/me', token: ann.token });
    shared.cache.invalidate();
    const cold = await profile();
    const again = await profile();
    expect(again.response.statusCode).toBe(200);
    expect(again.response.data.email).toBe(ann.email);
    // The session lookup is the statement saved.
    expect(again.statements).toBe(cold.statements - 1);

    expect((await me(ann)).response.statusCode).toBe(200);
    const page = await me(ann);
    expect(page.response.statusCode).toBe(200);
    expect(page.statements).toBe(0);
  });

  it("this process's own writes are seen by the very next request, without waiting for their notice", async () => {
    const bea = await server.registerAndLogin('shared-bea');
    await me(bea);
    expect((await me(bea)).statements).toBe(0);
    expect((await server.request({ method: 'POST', url: '/api/auth/logout', token: bea.token })).statusCode).toBe(200);
    expect((await me(bea)).response.statusCode).toBe(401);

    // Raw SQL through the pool counts as well.
    const cal = await server.registerAndLogin('shared-cal');
    await me(cal);
    await server.db.execute(sql`delete from sessions where user_id = ${cal.id}`);
    expect((await me(cal)).response.statusCode).toBe(401);
  });

  it("another process's sign-out, removal of a member and rename are seen once their notice has arrived", async () => {
    const owner = await server.registerAndLogin('shared-owner', { tier: 'hunter' });
    const analyst = await server.registerAndLogin('shared-analyst', { tier: 'hunter' });
    const team = owner.organizationId;
    expect((await server.request({ method: 'POST', url: `/api/organizations/${team}/invite`, token: owner.token, payload: { email: analyst.email } })).statusCode).toBe(201);
    expect((await server.request({ method: 'POST', url: `/api/organizations/${team}/invitations/accept`, token: analyst.token })).statusCode).toBe(200);
    const propertyId = await uploadProperty(owner, '12 Notice Street');
    const readTeamPage = () => statementsOf({ method: 'GET', url: '/api/portfolio', token: analyst.token, headers: { 'x-organization-id': String(team) } });
    await shared.settled();
    await readTeamPage();
    const kept = await readTeamPage();
    expect(kept.statements).toBe(0);
    expect(kept.response.body).toContain('12 Notice Street');

    await outside.query('update properties set address = $1 where id = $2', ['12 Renamed Street', propertyId]);
    await shared.settled();
    const renamed = await readTeamPage();
    expect(renamed.response.body).toContain('12 Renamed Street');
    expect(renamed.response.body).not.toContain('12 Notice Street');

    await outside.query('delete from memberships where user_id = $1 and organization_id = $2', [analyst.id, team]);
    await shared.settled();
    const removed = await readTeamPage();
    expect(removed.response.statusCode).toBe(404);
    expect(removed.response.body).not.toContain('Renamed Street');

    await me(owner);
    await outside.query('delete from sessions where user_id = $1', [owner.id]);
    await shared.settled();
    expect((await me(owner)).response.statusCode).toBe(401);
  });

  it("a repeated search costs one statement (the caller's plan); another process's rename is found once its notice arrived", async () => {
    const gus = await server.registerAndLogin('shared-gus', { tier: 'hunter' });
    const search = (address: string) =>
      statementsOf({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(address)}`, token: gus.token });
    const propertyId = await uploadProperty(gus, '41 Kept Lane');
    await shared.settled();
    expect((await search('41 Kept Lane, Brooklyn')).response.data.id).toBe(propertyId);
    const again = await search('41 Kept Lane, Brooklyn');
    expect(again.response.data.id).toBe(propertyId);
    // The plan decides which public-record blocks the answer shows; subscriptions announce no
    // changes, so it is read each time (an upgrade shows on the next search).
    expect(again.statements).toBe(1);

    await outside.query('update properties set address = $1, address_normalized = $2 where id = $3', ['43 Kept Lane', '43 kept lane', propertyId]);
    await shared.settled();
    const renamed = await search('43 Kept Lane, Brooklyn');
    expect(renamed.response.statusCode).toBe(200);
    expect(renamed.response.data.id).toBe(propertyId);
    expect(renamed.response.data.address).toBe('43 Kept Lane');
  });

  it('sends a notice for each change a kept lookup is read from, and none for a new session', async () => {
    const dee = await server.registerAndLogin('shared-dee');
    const listener = new pg.Client({ connectionString: scratchUrl });
    const notices: string[] = [];
    await listener.connect();
    try {
      listener.on('notification', (notice) => notices.push(notice.payload ?? ''));
      await listener.query(`LISTEN ${READ_CACHE_CHANNEL}`);
      const sawAll = async (change: string, expected: string) => {
        notices.length = 0;
        await outside.query(change);
        // A marker sent after the change arrives after its notice (commit order).
        await outside.query(`select pg_notify('${READ_CACHE_CHANNEL}', 'marker')`);
        await until(() => notices.includes('marker'), 'the marker arrived');
        expect(notices.filter((payload) => payload !== 'marker'), change).toEqual(expected ? [expected] : []);
      };
      await sawAll(`insert into sessions (user_id, token_hash, expires_at) values (${dee.id}, 'not-a-real-hash', now() + interval '1 day')`, '');
      await sawAll(`update sessions set expires_at = expires_at where user_id = ${dee.id}`, 'sessions');
      await sawAll(`update users set full_name = 'Dee Renamed' where id = ${dee.id}`, 'users');
      await sawAll(`update organizations set name = name where id = ${dee.organizationId}`, 'organizations');
      await sawAll(`update memberships set role = role where user_id = ${dee.id}`, 'memberships');
      await sawAll(`delete from sessions where token_hash = 'not-a-real-hash'`, 'sessions');
      await sawAll(`update properties set units = units where organization_id = ${dee.organizationId}`, 'properties');
    } finally {
      await listener.end();
    }
  });

  it('a lookup under way when a notice arrives is not kept', async () => {
    let finish: (value: string) => void = () => {};
    const slow = shared.cache.read('probe:under-way', () => new Promise<string>((resolve) => (finish = resolve)));
    await outside.query(`select pg_notify('${READ_CACHE_CHANNEL}', 'elsewhere')`);
    await shared.settled();
    finish('old answer');
    expect(await slow).toBe('old answer');
    let loads = 0;
    expect(await shared.cache.read('probe:under-way', async () => `new answer ${(loads += 1)}`)).toBe('new answer 1');
    expect(loads).toBe(1);
  });

  it('a lost listener sends every lookup to the database until a new one listens', async () => {
    const eve = await server.registerAndLogin('shared-eve');
    await shared.settled();
    await me(eve);
    expect((await me(eve)).statements).toBe(0);

    await outside.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'rei-change-listener' and datname = current_database()`,
    );
    await until(() => !shared.listening, 'the listener was seen lost');
    expect((await me(eve)).statements).toBe(1);
    expect((await me(eve)).statements).toBe(1);

    await until(() => shared.listening, 'a new listener listens');
    await shared.settled();
    await me(eve);
    expect((await me(eve)).statements).toBe(0);
  });
});

describe('REI_SESSION_CACHE=off', () => {
  it('reads every session from the database', async () => {
    const plain = await startTestServer({ postgresUrl: POSTGRES_URL, config: { sessionCache: false } });
    try {
      expect(cachedReadsOf(plain.db)).toBeUndefined();
      const fay = await plain.registerAndLogin('plain-fay');
      await plain.request({ method: 'GET', url: '/api/portfolio', token: fay.token });
      for (let read = 0; read < 2; read += 1) {
        const before = plain.database.queryCount();
        expect((await plain.request({ method: 'GET', url: '/api/portfolio', token: fay.token })).statusCode).toBe(200);
        // The page is kept for its portfolio version; the session is read each time.
        expect(plain.database.queryCount() - before).toBe(1);
      }
    } finally {
      await plain.close();
    }
  });
});

describe('watching a pooled connection for writes', () => {
  /** A stand-in connection: `query` answers in the form it was called with. */
  function fakeClient() {
    const client = {
      query(...args: unknown[]): unknown {
        const last = args[args.length - 1];
        if (typeof last === 'function') {
          setTimeout(() => (last as (error: null, result: string) => void)(null, 'called back'), 1);
          return undefined;
        }
        return new Promise((resolve) => setTimeout(() => resolve('resolved'), 1));
      },
    };
    return client as unknown as pg.ClientBase;
  }

  it('a read passes untouched; a write empties the cache when it starts and when it ends, in promise and callback form', async () => {
    const cache = new ReadCache();
    const client = fakeClient();
    watchWrites(client, cache);
    await cache.read('kept', async () => 1);

    await client.query({ text: 'select 1', values: [] } as never);
    expect(cache.size).toBe(1);

    const writing = client.query('update users set full_name = full_name') as unknown as Promise<unknown>;
    expect(cache.size).toBe(0);
    // Read while the write runs: answered, not kept.
    await cache.read('during', async () => 2);
    expect(cache.size).toBe(0);
    await writing;
    await cache.read('after', async () => 3);
    expect(cache.size).toBe(1);

    const calledBack = new Promise((resolve) => client.query('delete from sessions', [], (_error: Error | null, result: unknown) => resolve(result)));
    expect(cache.size).toBe(0);
    await cache.read('during callback', async () => 4);
    expect(cache.size).toBe(0);
    expect(await calledBack).toBe('called back');
    await cache.read('after callback', async () => 5);
    expect(cache.size).toBe(1);
  });
});
