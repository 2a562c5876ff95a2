/**
 * The embedded database's read cache (src/db/readCache.ts): a repeated read costs no statement,
 * and any write — a sign-out, a removed member, a new portfolio entry — is seen by the very next
 * request, as without the cache. On PostgreSQL the same request sequence runs with the kept
 * session lookups of test/db/sharedReadCache.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache, leavesKeptAnswers, onlyReads, readCacheOf } from '../../src/db/readCache';
import { sharedReadCacheOf } from '../../src/db/sharedReadCache';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { organizations } from '../../src/db/schema';
import { startTestServer, type TestServer, type TestUser } from '../harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const inOrg = (organizationId: number) => ({ 'x-organization-id': String(organizationId) });

const counted = (options: Parameters<TestServer['request']>[0]) => server.requestCounted(options);
const createProperty = (user: TestUser, address: string) => server.uploadProperty(user, address);

describe('which statements count as reads', () => {
  it('reads: SELECT and WITH … SELECT, row locks, command words inside quotes', () => {
    expect(onlyReads('select 1')).toBe(true);
    expect(onlyReads('  SELECT id FROM sessions WHERE token_hash = $1')).toBe(true);
    expect(onlyReads('with s as (select 1) select * from s')).toBe(true);
    expect(onlyReads('select * from jobs for update skip locked')).toBe(true);
    expect(onlyReads('select * from t for no key update')).toBe(true);
    expect(onlyReads('select "updated_at", \'delete me\' from "insert"')).toBe(true);
  });

  it('writes: changes of rows anywhere in the text, DDL, transaction control, several statements', () => {
    expect(onlyReads('insert into users (email) values ($1)')).toBe(false);
    expect(onlyReads('UPDATE portfolio_items SET cap_rate = 1')).toBe(false);
    expect(onlyReads('delete from sessions where token_hash = $1')).toBe(false);
    expect(onlyReads('with gone as (delete from memberships returning *) select * from gone')).toBe(false);
    expect(onlyReads('select 1; delete from sessions')).toBe(false);
    expect(onlyReads('truncate properties')).toBe(false);
    expect(onlyReads('create index on x (y)')).toBe(false);
    expect(onlyReads('BEGIN')).toBe(false);
    expect(onlyReads('merge into t using s on true when matched then do nothing')).toBe(false);
  });
});

/** The statements rate-limiter-flexible's `RateLimiterPostgres` sends, as the plugin configures it (plugins/rateLimit.ts). */
async function limiterStatements(): Promise<string[]> {
  const texts: string[] = [];
  const client = {
    async query(statement: { text: string }) {
      texts.push(statement.text);
      return { rows: [{ points: 1, expire: Date.now() + 60_000 }], rowCount: 1 };
    },
  };
  const limiter = new RateLimiterPostgres({
    storeClient: client,
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'public-lookup',
    points: 5,
    duration: 60,
  });
  await limiter.consume('127.0.0.1');
  await limiter.get('127.0.0.1');
  await limiter.penalty('127.0.0.1', 1);
  await limiter.reward('127.0.0.1', 1);
  await limiter.block('127.0.0.1', 60);
  await limiter.delete('127.0.0.1');
  return texts;
}

describe('which writes leave the kept answers', () => {
  it("the rate limiter's statements on its counters, as the library sends them", async () => {
    const statements = await limiterStatements();
    expect(statements.length).toBe(6);
    for (const text of [...statements, 'DELETE FROM "rate_limits" WHERE expire < $1']) expect(leavesKeptAnswers(text), text).toBe(true);
    expect(leavesKeptAnswers('select 1')).toBe(true);
  });

  it('a request the limiter counts leaves the kept answers (PGlite)', async () => {
    const cache = readCacheOf(server.db);
    if (!cache) return expect(server.database.kind).toBe('postgres');
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('limiter-probe', load)).toBe(1);
    await server.app.limits.consume('share-view', '192.0.2.1');
    await server.app.limits.penalize('login-pair', 'probe|192.0.2.1');
    expect(await cache.read('limiter-probe', load)).toBe(1);
  });

  it('not a write to any other table, nor one that hides another write behind them', () => {
    for (const text of [
      'insert into sessions (token_hash) values ($1)',
      'delete from "memberships" where id = $1',
      'insert into "rate_limits_archive" select * from rate_limits',
      'with gone as (delete from sessions returning 1) insert into rate_limits (key) values ($1)',
      'insert into rate_limits (key) values ($1); delete from sessions',
      'delete from rate_limits; update users set full_name = null',
      'update public.users set full_name = null',
      'truncate rate_limits, sessions',
      'select 1; delete from sessions;',
      'BEGIN',
    ]) {
      expect(leavesKeptAnswers(text), text).toBe(false);
    }
  });
});

describe('ReadCache', () => {
  it('keeps an answer until a write, and never keeps one read while a write was under way', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(1);

    await cache.writing(async () => undefined);
    expect(await cache.read('k', load)).toBe(2);

    // A read that overlaps a write is answered but not kept.
    let finishWrite!: () => void;
    const write = cache.writing(() => new Promise<void>((resolve) => (finishWrite = resolve)));
    expect(await cache.read('k', load)).toBe(3);
    finishWrite();
    await write;
    expect(await cache.read('k', load)).toBe(4);
    expect(await cache.read('k', load)).toBe(4);

    // A write issued while a read is loading: that read is not kept either.
    let finishRead!: (value: number) => void;
    cache.invalidate();
    const slow = cache.read('k', () => new Promise<number>((resolve) => (finishRead = resolve)));
    await cache.writing(async () => undefined);
    finishRead(99);
    expect(await slow).toBe(99);
    expect(await cache.read('k', load)).toBe(5);
  });

  it('shares one load between callers asking for the same key at once', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'answer';
    };
    const answers = await Promise.all([cache.read('k', load), cache.read('k', load), cache.read('k', load)]);
    expect(answers).toEqual(['answer', 'answer', 'answer']);
    expect(loads).toBe(1);
  });
});

describe('the read cache in the server', () => {
  it('exists only on the embedded database', () => {
    expect(readCacheOf(server.db) !== undefined).toBe(server.database.kind === 'pglite');
  });

  it('any statement that writes through the client empties it, even one sent as raw SQL', async () => {
    const cache = readCacheOf(server.db);
    if (!cache) {
      expect(server.database.kind).toBe('postgres');
      return;
    }
    await cache.read('probe', async () => 'kept');
    expect(cache.size).toBeGreaterThan(0);
    await server.db.execute(sql`select 1`);
    expect(cache.size).toBeGreaterThan(0);
    await server.db.execute(sql`update users set full_name = full_name where id = -1`);
    expect(cache.size).toBe(0);
    await cache.read('probe', async () => 'kept');
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(cache.size).toBe(0);
  });

  it('a repeated portfolio read costs no statement; a new entry shows on the next read', async () => {
    const ann = await server.registerAndLogin('cache-ann', { tier: 'hunter' });
    await createProperty(ann, '3 First Street');
    // PostgreSQL: once the notices of the writes above have come back, nothing empties the kept session.
    await sharedReadCacheOf(server.db)?.settled();
    const first = await counted({ method: 'GET', url: '/api/portfolio', token: ann.token });
    expect(first.response.statusCode).toBe(200);
    const again = await counted({ method: 'GET', url: '/api/portfolio', token: ann.token });
    expect(again.response.data).toEqual(first.response.data);
    expect(again.statements).toBe(0);

    // An uploaded property lands in the portfolio: the very next read shows it.
    await createProperty(ann, '17 Cache Street');
    const after = await server.request({ method: 'GET', url: '/api/portfolio', token: ann.token });
    expect(after.data.items.map((card: { address: string }) => card.address)).toContain('17 Cache Street');
    expect(after.data.total).toBe(first.response.data.total + 1);
  });

  it("a visitor's counted lookup leaves the kept session: the next signed-in request reads nothing", async () => {
    const cal = await server.registerAndLogin('cache-cal');
    await sharedReadCacheOf(server.db)?.settled();
    await counted({ method: 'GET', url: '/api/portfolio', token: cal.token });
    expect((await counted({ method: 'GET', url: '/api/portfolio', token: cal.token })).statements).toBe(0);
    // No session: the lookup counts against the address's allowance (one upsert of a counter).
    const visitor = await counted({ method: 'GET', url: '/api/addresses/suggest?q=323%20Hart' });
    expect(visitor.response.statusCode).toBe(200);
    expect(visitor.statements).toBeGreaterThan(0);
    expect((await counted({ method: 'GET', url: '/api/portfolio', token: cal.token })).statements).toBe(0);
  });

  it('a signed-out session is refused on the next request, though it was just read', async () => {
    const bea = await server.registerAndLogin('cache-bea');
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: bea.token })).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: bea.token })).statusCode).toBe(200);
    expect((await server.request({ method: 'POST', url: '/api/auth/logout', token: bea.token })).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: bea.token })).statusCode).toBe(401);
  });

  it('a removed member reads nothing of the team on the next request, though the page was just read', async () => {
    const owner = await server.registerAndLogin('cache-owner', { tier: 'hunter' });
    const analyst = await server.registerAndLogin('cache-analyst', { tier: 'hunter' });
    const team = owner.organizationId;
    expect((await server.request({ method: 'POST', url: `/api/organizations/${team}/invite`, token: owner.token, payload: { email: analyst.email } })).statusCode).toBe(201);
    expect((await server.request({ method: 'POST', url: `/api/organizations/${team}/invitations/accept`, token: analyst.token })).statusCode).toBe(200);
    await createProperty(owner, '5 Team Row');

    for (let read = 0; read < 2; read += 1) {
      const page = await server.request({ method: 'GET', url: '/api/portfolio', token: analyst.token, headers: inOrg(team) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('5 Team Row');
    }
    expect((await server.request({ method: 'DELETE', url: `/api/organizations/${team}/members/${analyst.id}`, token: owner.token })).statusCode).toBe(200);
    const refused = await server.request({ method: 'GET', url: '/api/portfolio', token: analyst.token, headers: inOrg(team) });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('5 Team Row');
  });
});

describe('the portfolio version (migration 0018 triggers)', () => {
  const versionOf = async (organizationId: number) =>
    (await server.db.select({ version: organizations.portfolioVersion }).from(organizations).where(eq(organizations.id, organizationId)))[0]!.version;

  it('rises with every change to what the page shows, in the same statement, and not for other organizations', async () => {
    const owner = await server.registerAndLogin('version-owner', { tier: 'hunter' });
    const other = await server.registerAndLogin('version-other', { tier: 'hunter' });
    const otherBefore = await versionOf(other.organizationId);

    let version = await versionOf(owner.organizationId);
    const rises = async (change: () => Promise<unknown>, what: string) => {
      await change();
      const now = await versionOf(owner.organizationId);
      expect(now, what).toBeGreaterThan(version);
      version = now;
    };
    let propertyId = 0;
    await rises(async () => (propertyId = await createProperty(owner, '8 Version Lane')), 'an uploaded property enters the portfolio');
    await rises(
      () => server.request({ method: 'PUT', url: `/api/properties/${propertyId}`, token: owner.token, payload: { monthlyRent: 7_400 } }),
      'its property changes',
    );
    await rises(
      () => server.request({ method: 'POST', url: '/api/strategies', token: owner.token, payload: { propertyId, strategyType: 'buy_hold', inputs: {} } }),
      'a strategy is saved for it',
    );
    await rises(() => server.db.execute(sql`update strategies set outputs = outputs where property_id = ${propertyId}`), 'its saved strategy changes');
    const entry = (await server.request({ method: 'GET', url: '/api/portfolio', token: owner.token })).data.items[0];
    await rises(() => server.request({ method: 'DELETE', url: `/api/portfolio/${entry.id}`, token: owner.token }), 'the entry is removed');

    expect(await versionOf(other.organizationId)).toBe(otherBefore);
  });

  it('a changed property and a removed entry show on the next read of a page just read twice', async () => {
    const owner = await server.registerAndLogin('version-reader', { tier: 'hunter' });
    const propertyId = await createProperty(owner, '9 Before Street');
    for (let read = 0; read < 2; read += 1) {
      expect((await server.request({ method: 'GET', url: '/api/portfolio', token: owner.token })).body).toContain('9 Before Street');
    }
    expect((await server.request({ method: 'PUT', url: `/api/properties/${propertyId}`, token: owner.token, payload: { address: '9 After Street' } })).statusCode).toBe(200);
    const renamed = await server.request({ method: 'GET', url: '/api/portfolio', token: owner.token });
    expect(renamed.body).toContain('9 After Street');
    expect(renamed.body).not.toContain('9 Before Street');

    await server.request({ method: 'GET', url: '/api/portfolio', token: owner.token });
    expect((await server.request({ method: 'DELETE', url: `/api/portfolio/${renamed.data.items[0].id}`, token: owner.token })).statusCode).toBe(200);
    const emptied = await server.request({ method: 'GET', url: '/api/portfolio', token: owner.token });
    expect(emptied.data.items).toEqual([]);
    expect(emptied.data.total).toBe(0);
  });
});
