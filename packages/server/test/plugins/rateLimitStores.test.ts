/**
 * The rate-limit plugin's stores (plugins/rateLimit.ts): two app instances count together, on one
 * database (the `rate_limits` table: on PostgreSQL two pools race, on PGlite the one client
 * serialises them) and on one Redis (REDIS_URL, default 127.0.0.1:6379, under a key prefix of
 * this file's own, removed afterwards). Each attempt is counted once however many arrive at the
 * same moment, so exactly `points` of them get through. With Redis down the database counts.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig, type ServerConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { freePort } from '../../scripts/clusterSetup';
import { startTestServer, type TestServer } from '../harness';

const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const PREFIX = `rei-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
const LIMITED: Partial<ServerConfig> = { organizationsPerUserPerDay: 7, loginMaxFailures: 3 };

let server: TestServer;
const opened: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  server = await startTestServer({ config: LIMITED });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(opened.map((database) => database.close()));
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await server?.close();
});

/** Another instance on the test server's database: its own pool on PostgreSQL, the one PGlite client otherwise. */
async function anotherInstance(overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const databaseUrl = server.app.config.databaseUrl;
  const config = testConfig({ ...LIMITED, databaseUrl, ...overrides });
  let db = server.db;
  if (databaseUrl) {
    const database = await openDatabase(config);
    opened.push(database);
    db = database.db;
  }
  const app = await buildApp({ db, config, databaseKind: server.database.kind });
  await app.ready();
  apps.push(app);
  return app;
}

let subjectCounter = 0;
const uniqueSubject = (label: string) => `${label}-${process.pid}-${(subjectCounter += 1)}-${randomBytes(3).toString('hex')}`;

/** Attempts that got through, of `each` fired at once at every instance. */
async function allowedAtOnce(instances: FastifyInstance[], subject: string, each: number): Promise<number> {
  const outcomes = await Promise.allSettled(
    instances.flatMap((app) => Array.from({ length: each }, () => app.limits.consume('create-organization', subject))),
  );
  for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
  return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
}

async function rowsOf(subject: string): Promise<number> {
  const result = (await server.db.execute(sql`select count(*)::int as n from rate_limits where key like ${`%${subject}%`}`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

const stores: { name: string; instances: () => Promise<FastifyInstance[]> }[] = [
  { name: 'database', instances: async () => [server.app, await anotherInstance()] },
  { name: 'redis', instances: async () => [await anotherInstance({ redisUrl: REDIS_URL, redisKeyPrefix: PREFIX }), await anotherInstance({ redisUrl: REDIS_URL, redisKeyPrefix: PREFIX })] },
];

describe.each(stores)('two instances counting in the $name', ({ name, instances }) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    [a, b] = (await instances()) as [FastifyInstance, FastifyInstance];
  });

  it('says where it counts', () => {
    expect(a.rateLimitStore).toBe(name);
    expect(b.rateLimitStore).toBe(name);
  });

  it('lets exactly `points` of many simultaneous attempts through, across both', async () => {
    const subject = uniqueSubject('burst');
    expect(await allowedAtOnce([a, b], subject, 10)).toBe(7);
    // …and the next one on either instance is refused with the limit's wait.
    await expect(b.limits.consume('create-organization', subject)).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': expect.stringMatching(/^\d+$/) } });
    // The counts live in the table on the database, in Redis otherwise.
    expect(await rowsOf(subject)).toBe(name === 'database' ? 1 : 0);
  });

  it('a sign-in lock set by one instance holds on the other, and a reset on the other lifts it', async () => {
    const pair = uniqueSubject('pair');
    await a.limits.check('login-pair', pair);
    for (let i = 0; i < 3; i += 1) await (i % 2 ? a : b).limits.penalize('login-pair', pair);
    const locked = await b.limits.check('login-pair', pair).catch((error: unknown) => error);
    expect(locked).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many failed sign-in attempts from your network\. Try again in (\d+ seconds|1 minute)\.$/) });
    await b.limits.reset('login-pair', pair);
    await expect(a.limits.check('login-pair', pair)).resolves.toBeUndefined();
  });
});

describe('Redis down', () => {
  it('counts in the database instead: the limit holds and no other error reaches the caller', async () => {
    const port = await freePort(); // nothing listens there
    const app = await anotherInstance({ redisUrl: `redis://127.0.0.1:${port}`, redisKeyPrefix: PREFIX });
    expect(app.rateLimitStore).toBe('redis');
    const subject = uniqueSubject('down');
    expect(await allowedAtOnce([app, server.app], subject, 5)).toBe(7);
    // The database's counts: the instance without Redis sees them.
    await expect(server.app.limits.consume('create-organization', subject)).rejects.toMatchObject({ statusCode: 429 });
    expect(await rowsOf(subject)).toBe(1);
  });
});
