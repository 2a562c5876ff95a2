/**
 * The limiter's counts in Redis (REDIS_URL), with the same laws as the database store: a fixed
 * window that opens at the key's first hit, and login failures remembered for the login window.
 * Each change is one Lua script, so it is atomic however many instances share the Redis.
 *
 * Redis down: every call falls back to the database store (see `withFallback`), so a limit is
 * still enforced and still shared, never lifted and never turned into 5xx answers.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FailureCount, LimitStore, LoginScope, WindowCount } from './limitStore';

/**
 * KEYS[1] = counter hash (fields s = window start in ms, h = hits); ARGV = now ms, window ms.
 * A missing counter, or one whose window has ended, starts again at one hit from now.
 */
const HIT_SCRIPT = `
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if (not start) or start <= now - window then
  redis.call('HSET', KEYS[1], 's', ARGV[1], 'h', 1)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, ARGV[1]}
end
local hits = redis.call('HINCRBY', KEYS[1], 'h', 1)
return {hits, tostring(start)}
`;

/**
 * KEYS = the pair's and the address's sorted sets of failures (score = time in ms);
 * ARGV = time ms, window ms, a unique member (the same in both, so clearing the pair can take its
 * failures out of the address's set). Failures older than the window are dropped.
 */
const FAILURE_SCRIPT = `
local at = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, at, ARGV[3])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', at - window)
  redis.call('PEXPIRE', key, window)
end
return 1
`;

/**
 * KEYS = the pair's and the address's sorted sets. The pair's failures leave both, as their rows
 * leave the database's one table: the address keeps only other accounts' failures.
 */
const CLEAR_SCRIPT = `
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
if #members > 0 then
  redis.call('ZREM', KEYS[2], unpack(members))
end
redis.call('DEL', KEYS[1])
return #members
`;

/** KEYS[1] = a sorted set of failures; ARGV[1] = since ms. Answers {count, newest ms or false}. */
const COUNT_SCRIPT = `
local since = '(' .. ARGV[1]
local count = redis.call('ZCOUNT', KEYS[1], since, '+inf')
local newest = redis.call('ZREVRANGEBYSCORE', KEYS[1], '+inf', since, 'WITHSCORES', 'LIMIT', 0, 1)
return {count, newest[2] or false}
`;

export interface RedisLimitStoreOptions {
  /** redis:// URL (REDIS_URL). */
  readonly url: string;
  /** Prepended to every key (REDIS_KEY_PREFIX, default `rei:`); tests and the cluster script use one of their own. */
  readonly keyPrefix: string;
  /** Where a call goes when Redis does not answer: the database store. */
  readonly fallback: LimitStore;
  /** Told once when Redis stops answering and once when it answers again. */
  readonly onStateChange?: (state: 'down' | 'up', error?: unknown) => void;
  /** Longest wait for one Redis command before falling back (default 500 ms). */
  readonly commandTimeoutMs?: number;
}

/** The Redis store, its client (for tests and the cluster script's clean-up) included. */
export interface RedisLimitStore extends LimitStore {
  readonly redis: Redis;
  readonly keyPrefix: string;
  /**
   * Connects, answering whether Redis answered; call once before serving. Without it the
   * first calls find no connection yet and count in the database. When it answers false the
   * client keeps trying in the background and the database serves meanwhile.
   */
  connect(): Promise<boolean>;
}

export function redisLimitStore(options: RedisLimitStoreOptions): RedisLimitStore {
  const redis = new Redis(options.url, {
    lazyConnect: true,
    // A command while disconnected fails at once instead of queueing, so requests never wait on a dead Redis.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: 2000,
    // Keep reconnecting in the background; the fallback serves meanwhile.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let down = false;
  // ioredis reports connection errors as events too; the fallback already covers them.
  redis.on('error', () => {});
  const { fallback } = options;
  const prefix = options.keyPrefix;

  async function withFallback<T>(viaRedis: () => Promise<T>, viaDatabase: () => Promise<T>): Promise<T> {
    try {
      const result = await viaRedis();
      if (down) {
        down = false;
        options.onStateChange?.('up');
      }
      return result;
    } catch (error) {
      if (!down) {
        down = true;
        options.onStateChange?.('down', error);
      }
      return viaDatabase();
    }
  }

  const counterKey = (key: string) => `${prefix}limit:${key}`;
  const failureKey = (scope: LoginScope) =>
    'email' in scope ? `${prefix}login-failures:pair:${scope.ip}:${scope.email}` : `${prefix}login-failures:address:${scope.ip}`;

  return {
    kind: 'redis',
    redis,
    keyPrefix: prefix,
    async connect() {
      try {
        await redis.connect();
        return true;
      } catch (error) {
        if (!down) {
          down = true;
          options.onStateChange?.('down', error);
        }
        return false;
      }
    },
    hit(key, windowMs, now) {
      return withFallback(
        async (): Promise<WindowCount> => {
          const [hits, start] = (await redis.eval(HIT_SCRIPT, 1, counterKey(key), String(now.getTime()), String(windowMs))) as [number, string];
          return { hits: Number(hits), windowStart: new Date(Number(start)) };
        },
        () => fallback.hit(key, windowMs, now),
      );
    },
    peek(key) {
      return withFallback(
        async (): Promise<WindowCount | undefined> => {
          const [start, hits] = await redis.hmget(counterKey(key), 's', 'h');
          return start !== null && hits !== null ? { hits: Number(hits), windowStart: new Date(Number(start)) } : undefined;
        },
        () => fallback.peek(key),
      );
    },
    recordLoginFailure(email, ip, at, windowMs) {
      return withFallback(
        async () => {
          const member = `${at.getTime()}:${randomBytes(6).toString('hex')}`;
          await redis.eval(FAILURE_SCRIPT, 2, failureKey({ email, ip }), failureKey({ ip }), String(at.getTime()), String(windowMs), member);
        },
        () => fallback.recordLoginFailure(email, ip, at, windowMs),
      );
    },
    loginFailures(scope, since) {
      return withFallback(
        async (): Promise<FailureCount> => {
          const [count, newest] = (await redis.eval(COUNT_SCRIPT, 1, failureKey(scope), String(since.getTime()))) as [number, string | null];
          return { failures: Number(count), latest: newest ? new Date(Number(newest)) : null };
        },
        () => fallback.loginFailures(scope, since),
      );
    },
    clearLoginFailures(email, ip) {
      return withFallback(
        async () => {
          await redis.eval(CLEAR_SCRIPT, 2, failureKey({ email, ip }), failureKey({ ip }));
        },
        () => fallback.clearLoginFailures(email, ip),
      );
    },
    async prune(now) {
      // Redis expires its own keys; the database keeps what was counted there while Redis was down.
      await fallback.prune(now);
    },
    async close() {
      redis.disconnect();
    },
  };
}
