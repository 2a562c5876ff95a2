/**
 * Rate limits as one plugin on `rate-limiter-flexible` (issue 27): counters in Redis when
 * `REDIS_URL` is set (the server's one Redis client, with an in-memory limiter as insurance while
 * Redis does not answer), else in this process's memory. Routes declare their limit beside their
 * guard, in the route options:
 *
 *   app.post('/api/reports', { preHandler: [requireUser], config: { rateLimit: perUser('report-build', …) } }, …)
 *
 * and the plugin counts after the route's guards (so a limit can be per signed-in person). Every
 * request made with an API key also counts against the key's limits (per second and per day,
 * `API_KEY_REQUESTS_PER_SECOND` / `API_KEY_REQUESTS_PER_DAY`) and is answered with the IETF draft
 * headers `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds); past a limit,
 * 429 with `Retry-After`.
 *
 * A call the server makes to itself on a key's behalf (an MCP tool answering through the routes,
 * `internalCallHeaders`) was counted once already, as the MCP request that asked for it.
 *
 * Routes and services reach the limiter only through this file (eslint.config.js says so).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ServerConfig } from '../config';
import { tooManyRequests } from '../errors';
import { apiKeyUseOf } from '../services/apiKeys';

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

/** A limit a route declares: at most `points` counted requests per subject in `durationSeconds`, the window opening at the subject's first. */
export interface RouteRateLimit {
  /** Counter name, e.g. 'report-build'; a subject's counter is `name:subject`. */
  readonly name: string;
  readonly points: (config: ServerConfig) => number;
  readonly durationSeconds: number;
  /** Whose counter a request adds to (a user id, an address); undefined counts nothing. */
  readonly subject: (request: FastifyRequest) => string | undefined;
  /** What the person reads in the 429, given how long to wait ('3 minutes'). */
  readonly message: (wait: string, config: ServerConfig) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's limit (plugins/rateLimit.ts). */
    rateLimit?: RouteRateLimit;
  }
  interface FastifyInstance {
    /** Counters of the rate-limit plugin: where they live ('redis' or 'memory'). */
    rateLimitStore: 'redis' | 'memory';
  }
}

/** '45 seconds', '1 minute', '12 minutes', '3 hours': the wait, rounded up, in words. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds <= 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** A limit per signed-in person (the route's guard has set the user). */
export function perUser(name: string, points: RouteRateLimit['points'], durationSeconds: number, message: RouteRateLimit['message']): RouteRateLimit {
  return { name, points, durationSeconds, message, subject: (request) => (request.sessionUser ? String(request.sessionUser.id) : undefined) };
}

export interface RateLimitPluginOptions {
  readonly config: ServerConfig;
  /** The server's Redis client when `REDIS_URL` is set. */
  readonly redis?: Redis | undefined;
}

/** The limiter for one (name, points, duration), made once. */
function limiterFactory(options: RateLimitPluginOptions) {
  const made = new Map<string, RateLimiterAbstract>();
  return (name: string, points: number, duration: number): RateLimiterAbstract => {
    const id = `${name}:${points}:${duration}`;
    let limiter = made.get(id);
    if (!limiter) {
      const keyPrefix = `${options.config.redisKeyPrefix}rl:${name}`;
      const memory = new RateLimiterMemory({ keyPrefix, points, duration });
      limiter = options.redis ? new RateLimiterRedis({ storeClient: options.redis, keyPrefix, points, duration, insuranceLimiter: memory }) : memory;
      made.set(id, limiter);
    }
    return limiter;
  };
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

/** Registers the plugin: call before the routes are registered, after the API key gate. */
export function registerRateLimits(app: FastifyInstance, options: RateLimitPluginOptions): void {
  const { config } = options;
  const limiterOf = limiterFactory(options);
  app.decorate('rateLimitStore', options.redis ? 'redis' : 'memory');

  const routeLimit: preHandlerAsyncHookHandler = async function routeRateLimit(request) {
    const limit = request.routeOptions.config.rateLimit;
    const subject = limit?.subject(request);
    if (!limit || subject === undefined) return;
    const { allowed, res } = await consume(limiterOf(limit.name, limit.points(config), limit.durationSeconds), subject);
    if (!allowed) {
      const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      throw tooManyRequests(limit.message(waitInWords(seconds), config), seconds);
    }
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit) route.preHandler = [...[route.preHandler ?? []].flat(), routeLimit];
  });

  // API keys: per second and per day, on every route a key reaches (the gate has authenticated it).
  const keyLimits = [
    { name: 'api-key-second', points: config.apiKeyRequestsPerSecond, duration: 1 },
    { name: 'api-key-day', points: config.apiKeyRequestsPerDay, duration: 86_400 },
  ];
  app.addHook('preValidation', async (request, reply) => {
    const use = request.sessionUser ? apiKeyUseOf(request.sessionUser) : undefined;
    if (!use || isInternalCall(request)) return;
    const outcomes = await Promise.all(keyLimits.map(async (limit) => ({ limit, ...(await consume(limiterOf(limit.name, limit.points, limit.duration), String(use.id))) })));
    // The headers speak of the limit nearest to running out (a refused one first).
    const nearest = outcomes.reduce((a, b) => (!b.allowed && a.allowed ? b : b.allowed === a.allowed && b.res.remainingPoints < a.res.remainingPoints ? b : a));
    const resetSeconds = Math.max(1, Math.ceil(nearest.res.msBeforeNext / 1000));
    void reply.headers({
      'ratelimit-limit': String(nearest.limit.points),
      'ratelimit-remaining': String(Math.max(0, nearest.res.remainingPoints)),
      'ratelimit-reset': String(resetSeconds),
    });
    if (!nearest.allowed) {
      const which = nearest.limit.duration === 1 ? `${nearest.limit.points} requests a second` : `${nearest.limit.points.toLocaleString('en-US')} requests a day`;
      throw tooManyRequests(`This API key made more than ${which}, its limit. Try again in ${waitInWords(resetSeconds)}.`, resetSeconds);
    }
  });
}
