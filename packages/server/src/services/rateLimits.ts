import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { tooManyRequests } from '../errors';
import { limitStoreFor } from '../limits/limitStore';

/**
 * One limit of the generic limiter: at most `max` counted attempts per subject (an address, a
 * user id) in a window of `windowSeconds` that opens at the subject's first counted attempt;
 * once it has passed, the next attempt opens a new window. So a limit never depends on where
 * the clock's hours fall, and every instance sharing the database (or the Redis of
 * `REDIS_URL`, see limits/limitStore.ts) agrees on it.
 */
export interface RateLimit {
  /** Key prefix, e.g. 'register'; the counter key is `name:subject`. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
  /** What the person reads in the 429, given how long to wait ('3 minutes'). */
  readonly message: (wait: string) => string;
}

/** The limits of the API, from the configuration (see the server README, "Throttling"). */
export function rateLimitsFrom(config: ServerConfig) {
  return {
    /** Wrong current passwords per user (POST /api/auth/password). */
    passwordChange: {
      name: 'password-change',
      max: config.passwordChangeMaxFailures,
      windowSeconds: config.loginWindowMinutes * 60,
      message: (wait) => `Too many wrong current passwords. For your account's safety, try again in ${wait}.`,
    },
    /** Registration attempts per address (POST /api/auth/register). */
    registration: {
      name: 'register',
      max: config.registrationsPerAddressPerHour,
      windowSeconds: 60 * 60,
      message: (wait) => `Too many sign-ups from your network in the last hour. Please try again in ${wait}.`,
    },
    /** Organizations created per user (POST /api/organizations). */
    organizationCreation: {
      name: 'create-organization',
      max: config.organizationsPerUserPerDay,
      windowSeconds: 24 * 60 * 60,
      message: (wait) =>
        `You have created ${config.organizationsPerUserPerDay} organizations today, the daily limit. You can create another in ${wait}.`,
    },
    /** Property lookups per address without a session (search, BBL, suggestions): each may ask NYC Open Data and GeoSearch. */
    publicLookup: {
      name: 'public-lookup',
      max: config.publicLookupsPerAddressPerMinute,
      windowSeconds: 60,
      message: (wait) => `Too many property lookups from your network without signing in. Sign in to keep searching, or try again in ${wait}.`,
    },
  } satisfies Record<string, RateLimit>;
}

/** '45 seconds', '1 minute', '12 minutes', '3 hours': the wait, rounded up, in words. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds <= 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

function overLimit(limit: RateLimit, windowStart: Date, now: Date) {
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
  return tooManyRequests(limit.message(waitInWords(retryAfterSeconds)), retryAfterSeconds);
}

const keyOf = (limit: RateLimit, subject: string) => `${limit.name}:${subject}`;

/** Adds one attempt to the subject's counter, opening a new window when the last one has passed. */
export async function recordRateLimitHit(
  db: Database,
  limit: RateLimit,
  subject: string,
  now = new Date(),
): Promise<{ hits: number; windowStart: Date }> {
  return limitStoreFor(db).hit(keyOf(limit, subject), limit.windowSeconds * 1000, now);
}

/**
 * Counts this attempt and lets it through while the subject has made at most `limit.max`
 * attempts in its window; past that throws 429 `TOO_MANY_REQUESTS` with Retry-After
 * (seconds until the window ends) and the limit's message.
 */
export async function consumeRateLimit(db: Database, limit: RateLimit, subject: string, now = new Date()): Promise<void> {
  const { hits, windowStart } = await recordRateLimitHit(db, limit, subject, now);
  if (hits > limit.max) throw overLimit(limit, windowStart, now);
}

/**
 * Throws the limit's 429 when the subject already has `limit.max` attempts in its current
 * window, without counting this one: for limits that count only failures, recorded with
 * `recordRateLimitHit` once the attempt has failed.
 */
export async function assertUnderRateLimit(db: Database, limit: RateLimit, subject: string, now = new Date()): Promise<void> {
  const row = await limitStoreFor(db).peek(keyOf(limit, subject));
  if (!row) return;
  const { windowStart } = row;
  const open = windowStart.getTime() + limit.windowSeconds * 1000 > now.getTime();
  if (open && row.hits >= limit.max) throw overLimit(limit, windowStart, now);
}

/**
 * Housekeeping: drops counters whose window opened more than two days ago (no window is longer
 * than a day) and login failures older than a day, from wherever the limiter keeps them.
 */
export async function pruneRateLimitCounters(db: Database, now = new Date()): Promise<void> {
  await limitStoreFor(db).prune(now);
}
