/**
 * The one rate limiter (issue 27), on `rate-limiter-flexible`. Every limit is declared in
 * `limits.ts`; this plugin counts them.
 *
 * Where the counts live, so that every instance of the server agrees:
 * - PostgreSQL: `RateLimiterPostgres` on the server's own pool, in the `rate_limits` table
 *   (migration 0041; `tableCreated: true`, the library creates nothing at run time). Every
 *   instance on the database shares the counts.
 * - PGlite: the same `RateLimiterPostgres`, through a small adapter over the PGlite client
 *   (`db/limiterStore.ts`). Only one process can open a PGlite folder, so memory would do as well
 *   for sharing; the table is chosen because it is simple (one code path for both databases, and
 *   the tests of the SQL run on PGlite too) and the counts, a sign-in lockout included, survive a
 *   restart as they did before.
 * - `REDIS_URL`: `RateLimiterRedis` on one Redis client made here, with the database limiter as
 *   its insurance: while Redis does not answer, the limits are counted in the database, still
 *   shared and never lifted.
 *
 * How limits are counted:
 * - A route declares its limit next to its guard, `config: { rateLimit: 'register' }`; the plugin
 *   counts after the route's guards (so a limit can be per signed-in person), past the limit 429
 *   `TOO_MANY_REQUESTS` with `Retry-After`.
 * - Services count outcomes (a wrong password) through `app.limits` (`Limits` in `limits.ts`),
 *   handed to them as an argument.
 * - Every request made with an API key counts against the key's limits per second and per day and
 *   is answered with the IETF draft headers `RateLimit-Limit`, `RateLimit-Remaining` and
 *   `RateLimit-Reset` (seconds). A call the server makes to itself on a key's behalf (an MCP tool
 *   answering through the routes, `internalCallHeaders`) was counted once already.
 *
 * Expired rows are deleted by `app.limits.prune()` (the server's housekeeping timer), once for the
 * whole table, rather than by a timer per limiter (`clearExpiredByTimeout`). Redis expires its own keys.
 *
 * Routes and services never import the library or this file's internals (eslint.config.js).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { limiterSqlClientOf, RATE_LIMIT_TABLE } from '../db/limiterStore';
import { tooManyRequests } from '../errors';
import { apiKeyUseOf } from '../services/apiKeys';
import { backoffSeconds, LIMITS, waitInWords, type LimitDeclaration, type LimitName, type Limits } from './limits';

export { waitInWords } from './limits';

const INTERNAL_CALL_HEADER = 'x-rei-internal-call';
/** Made at start and never sent out: only this process can mark a request as its own. */
const INTERNAL_CALL_TOKEN = randomBytes(32).toString('base64url');

/** The header that marks a request the server makes to itself (`app.inject`) as counted already. */
export function internalCallHeaders(): Record<string, string> {
  return { [INTERNAL_CALL_HEADER]: INTERNAL_CALL_TOKEN };
}

function isInternalCall(request: FastifyRequest): boolean {
  const given = request.headers[INTERNAL_CALL_HEADER];
  if (typeof given !== 'string' || given.length !== INTERNAL_CALL_TOKEN.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(INTERNAL_CALL_TOKEN));
}

/** `app.limits`: the services' face of the limiter, and the housekeeping. */
export interface AppLimits extends Limits {
  /** Deletes counters that expired over an hour ago (database store). */
  prune(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's limits, by name (plugins/limits.ts). */
    rateLimit?: LimitName | readonly LimitName[];
  }
  interface FastifyInstance {
    /** Where the counters live: 'redis' (REDIS_URL, the database while it does not answer) or 'database'. */
    rateLimitStore: 'redis' | 'database';
    limits: AppLimits;
  }
}

export interface RateLimitPluginOptions {
  readonly config: ServerConfig;
  /** The database the app is built on; its client holds the `rate_limits` table. */
  readonly db: Database;
}

/** Counter keys fit the table's varchar(255): a long subject (an email and an address) is hashed. */
function keyOf(subject: string): string {
  return subject.length <= 200 ? subject : createHash('sha256').update(subject).digest('hex');
}

/** Consumes one point; the outcome either way (a refusal is the library's `RateLimiterRes`). */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<{ allowed: boolean; res: RateLimiterRes }> {
  try {
    return { allowed: true, res: await limiter.consume(key) };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { allowed: false, res: refusal };
    throw refusal;
  }
}

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Counts each route's declared limits (`config.rateLimit`) after the route's own guards. Call
 * after anything that reads a route's guards from its `preHandler` list (the route list in app.ts),
 * so the count is not taken for a guard, and before the routes are registered.
 */
export function registerRouteLimits(app: FastifyInstance): void {
  const routeLimit: preHandlerAsyncHookHandler = async function routeRateLimit(request) {
    const declared = request.routeOptions.config.rateLimit;
    for (const name of [declared ?? []].flat()) {
      const limit: LimitDeclaration = LIMITS[name];
      const subject = await limit.subject?.(request);
      if (subject !== undefined) await app.limits.consume(name, subject);
    }
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit) route.preHandler = [...[route.preHandler ?? []].flat(), routeLimit];
  });
}

/** Registers the plugin's stores, `app.limits` and the API-key limits: call after the API key gate (then `registerRouteLimits`). */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitPluginOptions): Promise<void> {
  const { config } = options;
  const sql = limiterSqlClientOf(options.db);
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      lazyConnect: true,
      // A command while disconnected fails at once (and the database counts) instead of queueing.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    let down = false;
    redis.on('error', (error: unknown) => {
      if (!down) app.log.warn({ err: error }, 'Redis does not answer: rate limits are counted in the database until it does');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('Redis answers again: rate limits are counted in Redis');
      down = false;
    });
    await redis.connect().catch(() => {});
    const client = redis;
    app.addHook('onClose', async () => {
      client.disconnect();
    });
  }
  app.decorate('rateLimitStore', redis ? 'redis' : 'database');

  /** The limiter of each name (and the lock of a backoff limit), made once. */
  const made = new Map<string, RateLimiterAbstract>();
  const limiterOf = (name: string, points: number, duration: number): RateLimiterAbstract => {
    let limiter = made.get(name);
    if (!limiter) {
      const database = new RateLimiterPostgres({
        storeClient: sql.client,
        storeType: sql.storeType,
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points,
        duration,
      });
      limiter = redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${config.redisKeyPrefix}rl:${name}`, points, duration, insuranceLimiter: database })
        : database;
      made.set(name, limiter);
    }
    return limiter;
  };
  const limiterFor = (name: LimitName) => {
    const limit: LimitDeclaration = LIMITS[name];
    const points = limit.points(config);
    const duration = limit.durationSeconds(config);
    return { limit, points, duration, limiter: limiterOf(name, points, duration), lock: () => limiterOf(`${name}-lock`, 1, duration) };
  };
  const refuse = (limit: LimitDeclaration, seconds: number) => tooManyRequests(limit.message(waitInWords(seconds), config), seconds);

  const limits: AppLimits = {
    async consume(name, subject) {
      const { limit, limiter } = limiterFor(name);
      const { allowed, res } = await consume(limiter, keyOf(subject));
      if (!allowed) throw refuse(limit, secondsOf(res));
    },
    async check(name, subject) {
      const { limit, limiter, points, lock } = limiterFor(name);
      if (limit.backoff) {
        const locked = await lock().get(keyOf(subject));
        if (locked && locked.consumedPoints > 1 && locked.msBeforeNext > 0) throw refuse(limit, secondsOf(locked));
        return;
      }
      const res = await limiter.get(keyOf(subject));
      if (res && res.consumedPoints >= points && res.msBeforeNext > 0) throw refuse(limit, secondsOf(res));
    },
    async penalize(name, subject) {
      const { limit, limiter, points, duration, lock } = limiterFor(name);
      const res = await limiter.penalty(keyOf(subject), 1);
      const wait = limit.backoff ? backoffSeconds(res.consumedPoints, points, duration) : 0;
      if (wait > 0) await lock().block(keyOf(subject), wait);
    },
    async reset(name, subject) {
      const { limit, limiter, lock } = limiterFor(name);
      const had = await limiter.get(keyOf(subject));
      await limiter.delete(keyOf(subject));
      if (limit.backoff) await lock().delete(keyOf(subject));
      return had ? had.consumedPoints : 0;
    },
    async reward(name, subject, points) {
      const { limiter } = limiterFor(name);
      // Never below zero: an expired count would otherwise start again negative.
      const current = points > 0 ? await limiter.get(keyOf(subject)) : null;
      const taken = Math.min(points, current?.consumedPoints ?? 0);
      if (taken > 0) await limiter.reward(keyOf(subject), taken);
    },
    async prune() {
      await sql.client.query({ text: `DELETE FROM "${RATE_LIMIT_TABLE}" WHERE expire < $1`, values: [Date.now() - 60 * 60_000] });
    },
  };
  app.decorate('limits', limits);

  // API keys: per second and per day, on every route a key reaches (the gate has authenticated it).
  const keyLimits = (['api-key-second', 'api-key-day'] as const).map((name) => ({ name, ...limiterFor(name) }));
  app.addHook('preValidation', async (request, reply) => {
    const use = request.sessionUser ? apiKeyUseOf(request.sessionUser) : undefined;
    if (!use || isInternalCall(request)) return;
    const outcomes = await Promise.all(keyLimits.map(async (limit) => ({ limit, ...(await consume(limit.limiter, String(use.id))) })));
    // The headers speak of the limit nearest to running out (a refused one first).
    const nearest = outcomes.reduce((a, b) => (!b.allowed && a.allowed ? b : b.allowed === a.allowed && b.res.remainingPoints < a.res.remainingPoints ? b : a));
    const resetSeconds = secondsOf(nearest.res);
    void reply.headers({
      'ratelimit-limit': String(nearest.limit.points),
      'ratelimit-remaining': String(Math.max(0, nearest.res.remainingPoints)),
      'ratelimit-reset': String(resetSeconds),
    });
    if (!nearest.allowed) throw refuse(nearest.limit.limit, resetSeconds);
  });
}
