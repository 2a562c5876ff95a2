/**
 * The cluster script's correctness checks (scripts/clusterChecks.ts), not its timings: two
 * `rei start` processes on one scratch PostgreSQL database behind nginx, with limits kept in
 * PostgreSQL and then in Redis. PostgreSQL comes from DATABASE_URL, or the machine's default
 * server when the suite runs on PGlite; nginx and Redis are on every machine of the project
 * (scripts/install-chromium.sh installs nginx in CI).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../src/db/scratchDatabase';
import {
  checkKillUnderLoad,
  checkLoginThrottlingShared,
  checkRegistrationLimitShared,
  checkPortfolioPagesFresh,
  checkSessionsShared,
} from '../../scripts/clusterChecks';
import { nginxConfig, startCluster, type RunningCluster } from '../../scripts/clusterSetup';

const POSTGRES_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const START_TIMEOUT_MS = 240_000;
const CHECK_TIMEOUT_MS = 60_000;

describe('the balancer config', () => {
  it('retries only requests that never reached an upstream and passes the client address on', () => {
    const config = nginxConfig({ dir: join(tmpdir(), 'rei-cluster-config'), listenPort: 8080, upstreamPorts: [5001, 5002] });
    expect(config).toContain('proxy_next_upstream error timeout;');
    expect(config).not.toMatch(/non_idempotent/);
    expect(config).toContain('X-Forwarded-For $proxy_add_x_forwarded_for');
    expect(config).toContain('server 127.0.0.1:5001');
    expect(config).toContain('server 127.0.0.1:5002');
    expect(config).toContain('listen 127.0.0.1:8080;');
  });
});

describe.each([
  { limits: 'PostgreSQL', redis: false },
  { limits: 'Redis', redis: true },
])('two instances behind nginx, limits kept in $limits', ({ redis }) => {
  let scratch: ScratchDatabase | undefined;
  let cluster: RunningCluster | undefined;
  const redisKeyPrefix = redis ? `rei-cluster-test-${randomBytes(4).toString('hex')}:` : undefined;
  let redisClient: Redis | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(POSTGRES_URL, 'rei_cluster_test');
    if (redis) {
      redisClient = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      expect(await redisClient.ping()).toBe('PONG');
    }
    cluster = await startCluster({ instances: 2, databaseUrl: scratch.url, redisUrl: redis ? REDIS_URL : undefined, redisKeyPrefix });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await cluster?.stop();
    await scratch?.drop();
    if (redisClient && redisKeyPrefix) {
      const keys = await redisClient.keys(`${redisKeyPrefix}*`);
      if (keys.length) await redisClient.del(...keys);
      redisClient.disconnect();
    }
  }, START_TIMEOUT_MS);

  it('a session made on one instance works on the other; signing out on either ends it', async () => {
    const result = await checkSessionsShared(cluster!);
    expect(result.detail).not.toBe('');
    expect(result.passed, result.detail).toBe(true);
  }, CHECK_TIMEOUT_MS);

  it("a portfolio change made on one instance shows on the other's next read, though both had the page cached", async () => {
    const result = await checkPortfolioPagesFresh(cluster!);
    expect(result.passed, result.detail).toBe(true);
  }, CHECK_TIMEOUT_MS);

  it('login failures spread over both instances reach the one limit (429 on each instance and through nginx)', async () => {
    const result = await checkLoginThrottlingShared(cluster!);
    expect(result.passed, result.detail).toBe(true);
  }, CHECK_TIMEOUT_MS);

  it('registrations from one address spread over both instances reach the one limit', async () => {
    const result = await checkRegistrationLimitShared(cluster!);
    expect(result.passed, result.detail).toBe(true);
  }, CHECK_TIMEOUT_MS);

  it(redis ? 'keeps the counts in Redis, under the instances’ key prefix, not in the database' : 'keeps the counts in the database’s rate_limits table', async () => {
    const client = new pg.Client({ connectionString: scratch!.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>('select key from rate_limits');
      const inDatabase = rows.map((row) => row.key);
      if (redis) {
        const keys = await redisClient!.keys(`${redisKeyPrefix}*`);
        expect(keys.some((key) => key.startsWith(`${redisKeyPrefix}rl:register:`))).toBe(true);
        expect(keys.some((key) => key.startsWith(`${redisKeyPrefix}rl:login-pair:`))).toBe(true);
        expect(keys.some((key) => key.startsWith(`${redisKeyPrefix}rl:login-address:`))).toBe(true);
        expect(inDatabase.filter((key) => key.startsWith('register:') || key.startsWith('login-'))).toEqual([]);
      } else {
        expect(inDatabase.some((key) => key.startsWith('register:'))).toBe(true);
        expect(inDatabase.some((key) => key.startsWith('login-pair:'))).toBe(true);
        expect(inDatabase.some((key) => key.startsWith('login-address:'))).toBe(true);
      }
    } finally {
      await client.end();
    }
  });

  it('kill -9 of one instance under writes through nginx loses no acknowledged write, and nginx keeps answering', async () => {
    const { result, tally } = await checkKillUnderLoad(cluster!, { beforeKillMs: 1000, afterKillMs: 1500 });
    expect(result.passed, result.detail).toBe(true);
    expect(tally.acknowledged).toBeGreaterThan(0);
    expect(tally.missing).toBe(0);
    expect(tally.readsAfterKill).toBeGreaterThan(0);
    expect(tally.writeErrorsAfterKill + tally.readErrorsAfterKill).toBe(0);
  }, CHECK_TIMEOUT_MS);
});
