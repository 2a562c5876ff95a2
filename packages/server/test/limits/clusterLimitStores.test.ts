/**
 * The limiter's stores, database and Redis, obey one law: each hit is counted once however many
 * clients hit at the same moment, so exactly `max` hits of a window get through; the window opens
 * at the first hit and the first hit after its end opens a new one. Login failures are counted
 * per pair and per address, strictly after a moment, and a pair can be forgotten. The Redis
 * store runs against the Redis of REDIS_URL (default 127.0.0.1:6379) under a key prefix of its
 * own, removed afterwards; with Redis down it counts in the database instead.
 */
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLimitStore, limitStoreFor, type LimitStore } from '../../src/limits/limitStore';
import { redisLimitStore, type RedisLimitStore } from '../../src/limits/redisLimitStore';
import { freePort } from '../../scripts/clusterSetup';
import { startTestServer, type TestServer } from '../harness';

const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const PREFIX = `rei-test-${process.pid}-${randomBytes(4).toString('hex')}:`;

let server: TestServer;
const redisStores: RedisLimitStore[] = [];
const redisStateChanges: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  const [first] = redisStores;
  if (first) {
    const keys = await first.redis.keys(`${PREFIX}*`);
    if (keys.length) await first.redis.del(...keys);
  }
  await Promise.all(redisStores.map((store) => store.close()));
  await server?.close();
});

function newRedisStore(): RedisLimitStore {
  const store = redisLimitStore({
    url: REDIS_URL,
    keyPrefix: PREFIX,
    fallback: databaseLimitStore(server.db),
    onStateChange: (state) => redisStateChanges.push(state),
    // Generous: the machine is shared and a slow answer must not send a test to the fallback.
    commandTimeoutMs: 5000,
  });
  redisStores.push(store);
  return store;
}

let keyCounter = 0;
const uniqueKey = (label: string) => `${label}:${process.pid}:${(keyCounter += 1)}:${randomBytes(3).toString('hex')}`;

const kinds: { name: string; clients: () => [LimitStore, LimitStore] }[] = [
  // Two stores over one database: on PostgreSQL two pooled connections race, on PGlite the one connection serialises them.
  { name: 'database', clients: () => [databaseLimitStore(server.db), databaseLimitStore(server.db)] },
  // Two Redis clients, as two instances would have.
  { name: 'redis', clients: () => [newRedisStore(), newRedisStore()] },
];

describe.each(kinds)('$name limit store', ({ name, clients }) => {
  let a: LimitStore;
  let b: LimitStore;
  beforeAll(async () => {
    [a, b] = clients();
    if (name === 'redis') {
      expect(await (a as RedisLimitStore).connect()).toBe(true);
      expect(await (b as RedisLimitStore).connect()).toBe(true);
    }
  });

  it(`is ${name === 'redis' ? 'Redis' : 'the database'}`, () => {
    expect(a.kind).toBe(name);
  });

  it('counts every concurrent hit from two clients once, so exactly max get through in a window', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), async (max, fromA, fromB) => {
        const key = uniqueKey('law');
        const now = new Date();
        const hits = await Promise.all([
          ...Array.from({ length: fromA }, () => a.hit(key, 60_000, now)),
          ...Array.from({ length: fromB }, () => b.hit(key, 60_000, now)),
        ]);
        const counts = hits.map((hit) => hit.hits).sort((x, y) => x - y);
        expect(counts).toEqual(Array.from({ length: fromA + fromB }, (_, i) => i + 1));
        expect(counts.filter((count) => count <= max).length).toBe(Math.min(max, fromA + fromB));
        const peeked = await b.peek(key);
        expect(peeked?.hits ?? 0).toBe(fromA + fromB);
      }),
      { numRuns: 15 },
    );
  });

  it('opens the window at the first hit and a new one with the first hit at or after its end', async () => {
    const key = uniqueKey('window');
    const start = new Date('2026-03-02T12:00:00.000Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await a.peek(key)).toBeUndefined();
    expect(await a.hit(key, 60_000, start)).toEqual({ hits: 1, windowStart: start });
    expect(await b.hit(key, 60_000, at(59_999))).toEqual({ hits: 2, windowStart: start });
    expect(await b.peek(key)).toEqual({ hits: 2, windowStart: start });
    expect(await a.hit(key, 60_000, at(60_000))).toEqual({ hits: 1, windowStart: at(60_000) });
    expect(await b.hit(key, 60_000, at(60_001))).toEqual({ hits: 2, windowStart: at(60_000) });
  });

  it('counts login failures per pair and per address, strictly after a moment, and forgets a pair', async () => {
    const ip = `10.${keyCounter % 250}.${randomBytes(1)[0]}.7`;
    const victim = `${uniqueKey('victim')}@example.test`;
    const other = `${uniqueKey('other')}@example.test`;
    const before = new Date(Date.now() - 1000);
    await a.recordLoginFailure(victim, ip, new Date(), 15 * 60_000);
    await b.recordLoginFailure(victim, ip, new Date(), 15 * 60_000);
    await a.recordLoginFailure(other, ip, new Date(), 15 * 60_000);
    const pair = await b.loginFailures({ email: victim, ip }, before);
    expect(pair.failures).toBe(2);
    expect(pair.latest).toBeInstanceOf(Date);
    expect(Math.abs(pair.latest!.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await a.loginFailures({ ip }, before)).failures).toBe(3);
    expect((await a.loginFailures({ email: victim, ip }, new Date(Date.now() + 60_000)))).toEqual({ failures: 0, latest: null });
    await b.clearLoginFailures(victim, ip);
    expect(await a.loginFailures({ email: victim, ip }, before)).toEqual({ failures: 0, latest: null });
    expect((await a.loginFailures({ email: other, ip }, before)).failures).toBe(1);
    expect((await b.loginFailures({ ip }, before)).failures).toBe(1);
  });

  if (name === 'redis') {
    it('never fell back to the database while Redis answered', () => {
      expect(redisStateChanges).toEqual([]);
    });
  }
});

describe('Redis store with Redis down', () => {
  it('counts in the database instead: the limit holds, no error reaches the caller, and the outage is reported once', async () => {
    const port = await freePort(); // nothing listens there
    const changes: string[] = [];
    const store = redisLimitStore({
      url: `redis://127.0.0.1:${port}`,
      keyPrefix: PREFIX,
      fallback: databaseLimitStore(server.db),
      onStateChange: (state) => changes.push(state),
    });
    try {
      expect(await store.connect()).toBe(false);
      const key = uniqueKey('down');
      const now = new Date();
      const hits = [];
      for (let i = 0; i < 4; i += 1) hits.push((await store.hit(key, 60_000, now)).hits);
      expect(hits).toEqual([1, 2, 3, 4]);
      // The counts are the database's: its own store sees them.
      expect((await limitStoreFor(server.db).peek(key))?.hits).toBe(4);
      expect(changes).toEqual(['down']);
    } finally {
      await store.close();
    }
  });
});

/** A TCP relay to Redis that a test can cut and bring back on the same port, as a network outage would. */
async function redisRelay(port: number) {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      server?.close(() => resolve());
    });
  await open();
  return { open, cut };
}

describe('Redis store when Redis goes away and comes back', () => {
  it('counts in the database while Redis is away and in Redis again once it answers', async () => {
    const port = await freePort();
    const relay = await redisRelay(port);
    const changes: string[] = [];
    const store = redisLimitStore({
      url: `redis://127.0.0.1:${port}`,
      keyPrefix: PREFIX,
      fallback: databaseLimitStore(server.db),
      onStateChange: (state) => changes.push(state),
      commandTimeoutMs: 5000,
    });
    try {
      expect(await store.connect()).toBe(true);
      const key = uniqueKey('outage');
      const now = new Date();
      expect((await store.hit(key, 60_000, now)).hits).toBe(1);
      expect(await limitStoreFor(server.db).peek(key)).toBeUndefined(); // in Redis, not in the database

      await relay.cut();
      // No error reaches the caller: the database counts from its own start.
      expect((await store.hit(key, 60_000, now)).hits).toBe(1);
      expect((await store.hit(key, 60_000, now)).hits).toBe(2);
      expect((await limitStoreFor(server.db).peek(key))?.hits).toBe(2);
      expect(changes).toEqual(['down']);

      await relay.open();
      // The client reconnects in the background; hits go to Redis again once it has.
      let hits = 0;
      for (let attempt = 0; attempt < 200 && !changes.includes('up'); attempt += 1) {
        hits = (await store.hit(key, 60_000, now)).hits;
        if (!changes.includes('up')) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(changes).toEqual(['down', 'up']);
      expect(hits).toBe(2); // Redis's count: its first hit before the outage, this one after
      expect((await store.peek(key))?.hits).toBe(2);
    } finally {
      await store.close();
      await relay.cut();
    }
  }, 30_000);
});
