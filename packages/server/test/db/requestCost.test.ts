/**
 * What a request costs in database statements (a count, never a time): the session, the user and
 * the caller's memberships come in one statement, and the hot read paths stay within a fixed
 * number of statements, whatever the number of rows. A change that adds a query to these paths
 * fails here; raise a budget only together with the reason in the commit.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireUser } from '../../src/auth/guards';
import { readCacheOf, cachedReadsOf } from '../../src/db/readCache';
import { usePublicRecordCache } from '../../src/nyc/enrichment';
import { DEMO_ACCOUNT, seedIfEmpty } from '../../src/seed';
import { startTestServer, type TestServer, type TestUser } from '../harness';

let server: TestServer;
let demoToken: string;
let ann: TestUser;

/**
 * Runs a request and returns its answer with the number of statements it sent. The read caches
 * (the embedded database's, and PostgreSQL's kept session lookups) are emptied first, so the count
 * is what a request costs when nothing is cached; test/db/readCache.test.ts and
 * test/db/sharedReadCache.test.ts cover what the caches save.
 */
async function counted(options: Parameters<TestServer['request']>[0]) {
  readCacheOf(server.db)?.invalidate();
  cachedReadsOf(server.db)?.invalidate();
  const before = server.database.queryCount();
  const response = await server.request(options);
  return { response, statements: server.database.queryCount() - before };
}

beforeAll(async () => {
  server = await startTestServer({
    // As in production: public NYC records stay in memory until the next import.
    config: { publicRecordCacheRows: 100_000 },
    beforeReady: (app) => {
      // Authentication plus organization scope and nothing else: what every scoped route pays first.
      app.get('/test/request-cost/scope', { preHandler: [requireUser] }, async (request) => request.organizationScope());
    },
  });
  await seedIfEmpty(server.db);
  // The cache reads the import generation at most every quarter second; a long interval keeps
  // the counts below exact however fast the machine runs.
  usePublicRecordCache(server.db, { recheckMs: 3_600_000 });
  const login = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
  expect(login.statusCode).toBe(200);
  demoToken = login.data.token;
  ann = await server.registerAndLogin('ann');
});

afterAll(async () => {
  await server?.close();
});

describe('statements per request', () => {
  it('counts every statement the database handle runs, inside transactions too', async () => {
    const before = server.database.queryCount();
    await server.db.execute(sql`select 1`);
    expect(server.database.queryCount() - before).toBe(1);
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    // node-postgres also counts the transaction's BEGIN and COMMIT; PGlite sends those itself.
    expect(server.database.queryCount() - before).toBe(server.database.kind === 'postgres' ? 5 : 3);
  });

  it('authentication and the organization scope take one statement, with or without X-Organization-Id', async () => {
    const own = await counted({ method: 'GET', url: '/test/request-cost/scope', token: ann.token });
    expect(own.response.statusCode).toBe(200);
    expect(own.response.data).toEqual({ organizationId: ann.organizationId, role: 'owner' });
    expect(own.statements).toBe(1);

    const named = await counted({ method: 'GET', url: '/test/request-cost/scope', token: ann.token, headers: { 'x-organization-id': String(ann.organizationId) } });
    expect(named.response.statusCode).toBe(200);
    expect(named.statements).toBe(1);

    // Someone else's organization: still one statement, and still a 404 that reveals nothing.
    const demoScope = await server.request({ method: 'GET', url: '/test/request-cost/scope', token: demoToken });
    const foreign = await counted({
      method: 'GET',
      url: '/test/request-cost/scope',
      token: ann.token,
      headers: { 'x-organization-id': String(demoScope.data.organizationId) },
    });
    expect(foreign.response.statusCode).toBe(404);
    expect(foreign.statements).toBe(1);
  });

  it('an unknown token costs one statement and answers 401', async () => {
    const { response, statements } = await counted({ method: 'GET', url: '/test/request-cost/scope', token: 'not-a-session-token' });
    expect(response.statusCode).toBe(401);
    expect(statements).toBe(1);
  });

  it('GET /api/portfolio of the demo account (five cards with strategies, one page) takes two statements', async () => {
    const { response, statements } = await counted({ method: 'GET', url: '/api/portfolio', token: demoToken });
    expect(response.statusCode).toBe(200);
    expect(response.data.items.length).toBeGreaterThanOrEqual(5);
    // session with memberships; the page of cards with their properties and saved strategies
    // (a page that is not full counts itself and is the whole portfolio, so no count or summary query)
    expect(statements).toBe(2);
  });

  it('a property search for a demo property with its public record stays within its statement budget', async () => {
    const list = await server.request({ method: 'GET', url: '/api/properties', token: demoToken });
    const rows = Array.isArray(list.data) ? list.data : list.data.items;
    const address = rows[0].address as string;
    const url = `/api/properties/search?address=${encodeURIComponent(address)}`;
    const first = await counted({ method: 'GET', url, token: demoToken });
    expect(first.response.statusCode).toBe(200);
    expect(first.response.data.nycData).not.toBeNull();
    // The first search of a lot reads its public record: session with memberships, the stored
    // property, the caller's plan (which blocks it shows), the import generation, then the lot (lot, violations, permits, 311, evictions,
    // liens, HPD registration and complaints, ACRIS, assessments, sales, newest sale and up to
    // two comparables lookups).
    expect(first.statements).toBeLessThanOrEqual(18);

    // Later searches take the public record from the in-process cache: session with memberships,
    // the stored property and the caller's plan (the import generation is read again only after
    // its interval).
    const signedIn = await counted({ method: 'GET', url, token: demoToken });
    expect(signedIn.response.statusCode).toBe(200);
    expect(signedIn.response.data.nycData).toEqual(first.response.data.nycData);
    expect(signedIn.statements).toBe(3);

    // A visitor pays no session statement, but one for the lookup allowance of their address
    // (public lookups are limited per address, `public-lookup` in plugins/limits.ts), beside the stored property.
    const visitor = await counted({ method: 'GET', url });
    expect(visitor.response.statusCode).toBe(200);
    expect(visitor.statements).toBe(2);
  });
});
