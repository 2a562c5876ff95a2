/**
 * A lost database is answered as an outage: 503 with `Retry-After` and
 * `code: 'DATABASE_UNAVAILABLE'` on every route, `/api/health` included (`status: 'down'`),
 * never 500. Three ways to lose it: PGlite closed; PostgreSQL at a port where nothing listens;
 * PostgreSQL behind a TCP relay that this test stops (every connection cut, new ones refused)
 * and starts again (the pool reconnects by itself). Also: `pg_terminate_backend` of every
 * connection between two requests costs nothing (the pool replaces its clients).
 */
import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { createScratchDatabase } from '../../src/db/scratchDatabase';
import { isDatabaseUnavailable } from '../../src/errors';
import { prepareDatabase } from '../../src/server';
import { TEST_PASSWORD } from '../harness';

const POSTGRES_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => {});
});

type App = Awaited<ReturnType<typeof buildApp>>;

async function appOver(db: Database, databaseKind: 'pglite' | 'postgres', databaseUrl?: string): Promise<App> {
  const app = await buildApp({ db, config: testConfig({ databaseUrl }), databaseKind });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

/** Registers and signs in; answers the session token. */
async function signIn(app: App, name: string): Promise<string> {
  const email = `${name}-${Date.now()}@example.test`;
  expect((await app.inject({ method: 'POST', url: '/api/auth/register', payload: { fullName: name, email, password: TEST_PASSWORD } })).statusCode).toBe(201);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
  expect(login.statusCode).toBe(200);
  return login.json().token as string;
}

/** Health, a signed-in read, a sign-in and a write all answer 503 DATABASE_UNAVAILABLE with Retry-After. */
async function expectOutage(app: App, token: string | undefined, databaseKind: 'pglite' | 'postgres'): Promise<void> {
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(503);
  expect(health.headers['retry-after']).toBe('5');
  expect(health.json()).toMatchObject({ status: 'down', database: databaseKind, code: 'DATABASE_UNAVAILABLE' });
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  const requests = [
    { method: 'GET' as const, url: '/api/organizations', headers: auth },
    { method: 'GET' as const, url: '/api/portfolio', headers: auth },
    { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'someone@example.test', password: TEST_PASSWORD } },
    { method: 'POST' as const, url: '/api/auth/register', payload: { fullName: 'Late', email: `late-${Date.now()}@example.test`, password: TEST_PASSWORD } },
  ];
  for (const request of requests) {
    const response = await app.inject(request);
    expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: expect.stringMatching(/database is not answering/), code: 'DATABASE_UNAVAILABLE' });
  }
}

/** A TCP relay to PostgreSQL that can be stopped (cutting every connection) and started again on the same port. */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    async stop() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
    start: listen,
  };
}

describe('a lost database answers 503 with Retry-After, never 500', () => {
  it('PGlite closed: /api/health says the database is down, every route answers 503', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await prepareDatabase(handle);
    const app = await appOver(handle.db, 'pglite');
    const token = await signIn(app, 'closing');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await handle.close();
    await expectOutage(app, token, 'pglite');
  });

  it('PostgreSQL at a port where nothing listens: 503 on health and on every route', async () => {
    // a port that was free a moment ago: nothing listens there
    const probe = createServer();
    probe.listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, max: 2 });
    pool.on('error', () => {});
    cleanups.push(() => pool.end());
    const app = await appOver(drizzle({ client: pool, schema }) as unknown as Database, 'postgres');
    await expectOutage(app, 'a-token-that-cannot-be-checked', 'postgres');
  });

  it('PostgreSQL cut off mid-run: 503 while it is gone, 200 again once it is back; pg_terminate_backend is survived', async () => {
    const scratch = await createScratchDatabase(POSTGRES_URL, 'rei_outage');
    cleanups.push(() => scratch.drop());
    const direct = new URL(scratch.url);
    const relay = await startRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(() => relay.stop());
    const relayed = new URL(scratch.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: relayed.toString(), databasePoolSize: 3 });
    cleanups.push(() => handle.close());
    await prepareDatabase(handle);
    const app = await appOver(handle.db, 'postgres', relayed.toString());
    const token = await signIn(app, 'cutoff');
    const organizations = () => app.inject({ method: 'GET', url: '/api/organizations', headers: { authorization: `Bearer ${token}` } });
    expect((await organizations()).statusCode).toBe(200);

    // Every server process of the database killed between two requests: the pool replaces them.
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 3; i += 1) expect([200, 503]).toContain((await organizations()).statusCode);
    expect((await organizations()).statusCode).toBe(200);

    await relay.stop();
    await expectOutage(app, token, 'postgres');

    await relay.start();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'postgres' });
    expect((await organizations()).statusCode).toBe(200);
  });

  it('tells a lost connection from a query the database refused', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('PGlite is closed')))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('syntax error'), { code: '42601' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    // an outside API out of reach is not a database outage
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }))).toBe(false);
  });
});
