/**
 * Where the limiter's counts live. Every instance of the server must see the same counts, so
 * they are never kept in memory: by default in the database (the `rate_limit_counters` and
 * `login_attempts` tables), or in Redis when `REDIS_URL` is set (see `redisLimitStore.ts`).
 *
 * The services take a `Database` and ask `limitStoreFor(db)` for its store, so the call sites
 * stay as they are; the app binds a Redis store to its database at start with `useLimitStore`.
 */
import type { Database } from '../db/client';
import { addRateLimitHit, deleteRateLimitCountersBefore, findRateLimitCounter } from '../db/queries/rateLimitCounters';
import { clearLoginFailures, deleteLoginAttemptsBefore, insertLoginAttempt, recentLoginFailures } from '../db/queries/sessions';

const DAY_MS = 24 * 60 * 60_000;

/** A fixed-window counter: hits in the window that opened at `windowStart`. */
export interface WindowCount {
  readonly hits: number;
  readonly windowStart: Date;
}

/** Failed sign-ins counted since a moment, and the newest of them. */
export interface FailureCount {
  readonly failures: number;
  readonly latest: Date | null;
}

/** The subject of a login-failure count: one (email, address) pair, or one address whatever the accounts. */
export type LoginScope = { readonly email: string; readonly ip: string } | { readonly ip: string };

export interface LimitStore {
  /** 'database' (PostgreSQL or PGlite) or 'redis'; the cluster script prints it. */
  readonly kind: 'database' | 'redis';
  /**
   * Adds one hit to `key` atomically (concurrent hits from several instances are all counted)
   * and answers the counter after it. The window opens at the key's first hit and lasts
   * `windowMs`; the first hit at or after its end opens a new one at `now`.
   */
  hit(key: string, windowMs: number, now: Date): Promise<WindowCount>;
  /** The counter of `key` without adding a hit; undefined when it has none. */
  peek(key: string): Promise<WindowCount | undefined>;
  /** Records one failed sign-in of `email` from `ip`, remembered for at least `windowMs`. */
  recordLoginFailure(email: string, ip: string, at: Date, windowMs: number): Promise<void>;
  /** Failed sign-ins of the scope strictly after `since`. */
  loginFailures(scope: LoginScope, since: Date): Promise<FailureCount>;
  /** Forgets the failed sign-ins of one (email, address) pair. */
  clearLoginFailures(email: string, ip: string): Promise<void>;
  /** Housekeeping: drops counters whose window opened two days before `now` (no window is longer than a day) and failures older than a day. */
  prune(now: Date): Promise<void>;
  /** Releases connections the store opened itself. */
  close(): Promise<void>;
}

/** The counts in the database the server already uses: shared by every instance on one PostgreSQL. */
export function databaseLimitStore(db: Database): LimitStore {
  return {
    kind: 'database',
    async hit(key, windowMs, now) {
      const row = await addRateLimitHit(db, key, now, new Date(now.getTime() - windowMs));
      return { hits: row?.hits ?? 1, windowStart: row ? new Date(row.windowStart) : now };
    },
    async peek(key) {
      const row = await findRateLimitCounter(db, key);
      return row ? { hits: row.hits, windowStart: new Date(row.windowStart) } : undefined;
    },
    async recordLoginFailure(email, ip) {
      // The database's clock stamps the attempt, so instances with drifting clocks agree.
      await insertLoginAttempt(db, { email, ip, succeeded: false });
    },
    async loginFailures(scope, since) {
      const row = await recentLoginFailures(db, scope, since);
      return { failures: Number(row?.failures ?? 0), latest: row?.latest ? new Date(row.latest) : null };
    },
    async clearLoginFailures(email, ip) {
      await clearLoginFailures(db, email, ip);
    },
    async prune(now) {
      await deleteRateLimitCountersBefore(db, new Date(now.getTime() - 2 * DAY_MS));
      await deleteLoginAttemptsBefore(db, new Date(now.getTime() - DAY_MS));
    },
    async close() {},
  };
}

const boundStores = new WeakMap<Database, LimitStore>();

/**
 * The store the limiter uses for `db`: the one bound with `useLimitStore`, else the database's
 * own tables. A transaction handle has no binding and counts in the database.
 */
export function limitStoreFor(db: Database): LimitStore {
  let store = boundStores.get(db);
  if (!store) {
    store = databaseLimitStore(db);
    boundStores.set(db, store);
  }
  return store;
}

/** Makes `store` the one `limitStoreFor(db)` answers (the app does this when `REDIS_URL` is set). */
export function useLimitStore(db: Database, store: LimitStore): void {
  boundStores.set(db, store);
}
