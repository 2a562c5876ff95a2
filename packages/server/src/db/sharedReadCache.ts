/**
 * Reads kept in memory on PostgreSQL, for as long as they are what the database holds: session
 * lookups and the properties found at an address (`cachedReadsOf`).
 *
 * Every authenticated request reads its session, its user and the user's memberships (with each
 * organization's `portfolio_version`) in one statement, and every search reads the properties at
 * the address. On PostgreSQL other instances write to those rows too, so a kept answer is only as
 * good as the news of their changes. Three things keep it exact:
 *
 * - **Changes made by another process:** migration 0019's triggers send a notice on
 *   `rei_read_cache_changes` when a transaction that changed sessions, users, memberships,
 *   organizations or properties commits. One connection of this process listens, and any notice empties the
 *   cache. A read that was under way when the notice came is not kept (`ReadCache`).
 * - **Changes made by this process:** every pooled connection's statements are watched as on
 *   PGlite. One that may change data empties the cache when it starts and when it ends, so a
 *   request that follows this process's own write never sees an answer from before it.
 * - **Losing the notices:** the listening connection is asked a question every `heartbeatMs`.
 *   If it errs, ends, or takes longer than `heartbeatMs` to answer, the cache stops answering
 *   from memory (every lookup goes to the database) until a new connection is listening.
 *
 * What remains is the time a notice takes to travel from PostgreSQL's commit to each process. The
 * answer to the request that made a change waits until this instance has heard its notice back
 * (`plugins/settleWrites.ts`), so the client's next request, wherever it goes, starts after the
 * other instances' connections were handed the notice; a request from someone else that reaches
 * another instance within that time may still be answered as before the change.
 * `REI_SESSION_CACHE=off` reads them from the database every time instead.
 *
 * Why it stays (issue 27 asked for a PostgreSQL benchmark against plain indexed queries plus the
 * portfolio-version key): `pnpm bench:api`, PostgreSQL, 50 connections, the two runs back to back
 * on 2026-11-29 (load 3.5–4.2, helpers running), the portfolio list's page cache on in both:
 *
 * | case (PostgreSQL)                    | REI_SESSION_CACHE=off | on (this cache)     |
 * | ------------------------------------ | --------------------- | ------------------- |
 * | GET /api/portfolio                   | 5,609 req/s, p99 26 ms | 17,306 req/s, p99 11 ms |
 * | search hit                           | 1,330 req/s, p99 98 ms | 1,535 req/s, p99 75 ms |
 * | search not found, live unreachable   | 652 req/s, p99 177 ms  | 1,248 req/s, p99 58 ms |
 *
 * Without it every request spends a round trip on its session (the indexed lookup is fast; the
 * round trip and the pool are what cost), and the portfolio list goes from 36 % to 9 % of a bare
 * Fastify route, far under issue 27's 30 % goal.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database';
import { leavesKeptAnswers, ReadCache, registerCachedReads } from './readCache';

/** The channel migration 0019's triggers notify. */
export const READ_CACHE_CHANNEL = 'rei_read_cache_changes';

export interface SharedReadCacheOptions {
  readonly databaseUrl: string;
  /** How often the listening connection is checked, and how long it may take to answer (default 1,000 ms). */
  readonly heartbeatMs?: number;
  /** First wait before reconnecting after the listener was lost; doubles up to 5 s (default 250 ms). */
  readonly reconnectMs?: number;
  /** Told when the listener is lost or listening again. */
  readonly onStateChange?: (state: 'listening' | 'lost', error?: unknown) => void;
}

export interface SharedReadCache {
  readonly cache: ReadCache;
  /** Resolves once the listener is listening (the cache answers from memory from then on). */
  ready(): Promise<void>;
  /** True while the listener is listening and the cache answers from memory. */
  readonly listening: boolean;
  /**
   * Resolves once every notice committed before the call has reached this process (a notice of
   * its own, sent now, has come back: PostgreSQL delivers notices in commit order). Tests and
   * scripts use it to wait for other processes' changes; immediately when not listening.
   */
  settled(): Promise<void>;
  /** Stops listening and reading through; the cache stays paused. */
  close(): Promise<void>;
}

type QueryFunction = (...args: unknown[]) => unknown;

/** The text of a `client.query` call's first argument (a string or a query config). */
function statementText(first: unknown): string | undefined {
  if (typeof first === 'string') return first;
  if (first !== null && typeof first === 'object' && 'text' in first && typeof first.text === 'string') return first.text;
  return undefined;
}

/**
 * Watches one pooled connection's statements: any that may change a kept answer empties `cache` when it
 * starts and when it ends (promise, callback and submittable forms of `query`).
 */
export function watchWrites(client: pg.ClientBase, cache: ReadCache): void {
  const query = client.query as unknown as QueryFunction;
  const watched: QueryFunction = function watchedQuery(this: unknown, ...args: unknown[]) {
    const text = statementText(args[0]);
    if (text !== undefined && leavesKeptAnswers(text)) return query.apply(this, args);
    const finished = cache.beginWrite();
    const last = args.length > 0 ? args[args.length - 1] : undefined;
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        finished();
        return (last as QueryFunction)(...results);
      };
      return query.apply(this, args);
    }
    let result: unknown;
    try {
      result = query.apply(this, args);
    } catch (error) {
      finished();
      throw error;
    }
    if (result !== null && typeof result === 'object' && 'then' in result && typeof result.then === 'function') {
      (result as Promise<unknown>).then(finished, finished);
    } else if (args[0] !== null && typeof args[0] === 'object' && 'once' in args[0] && typeof args[0].once === 'function') {
      const submitted = args[0] as { once(event: string, listener: () => void): void };
      submitted.once('end', finished);
      submitted.once('error', finished);
    } else {
      finished();
    }
    return result;
  };
  client.query = watched as unknown as typeof client.query;
}

/**
 * Gives a PostgreSQL database its change-notice cache: watches `pool`'s connections for this process's
 * writes, listens for every other process's change notices, and registers the cache for `db`
 * (`cachedReadsOf`). The cache answers from memory only while the listener is known to work.
 */
export function attachSharedReadCache(db: Database, pool: pg.Pool, options: SharedReadCacheOptions): SharedReadCache {
  const cache = new ReadCache();
  cache.pause();
  pool.on('connect', (client) => watchWrites(client, cache));
  registerCachedReads(db, cache);

  const heartbeatMs = options.heartbeatMs ?? 1_000;
  const firstDelayMs = options.reconnectMs ?? 250;
  let closed = false;
  let listener: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let reconnect: NodeJS.Timeout | null = null;
  let delayMs = firstDelayMs;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  /** Markers sent by `settled`, with what to call when each comes back. */
  const markers = new Map<string, () => void>();
  const releaseMarkers = () => {
    for (const release of markers.values()) release();
    markers.clear();
  };

  const lost = (client: pg.Client, error?: unknown) => {
    if (listener !== client) return;
    listener = null;
    cache.pause();
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    // Nothing is answered from memory now, so whoever waits has nothing left to wait for.
    releaseMarkers();
    if (closed) return;
    options.onStateChange?.('lost', error);
    reconnect = setTimeout(() => void listen(), delayMs);
    reconnect.unref();
    delayMs = Math.min(delayMs * 2, 5_000);
  };

  const listen = async () => {
    reconnect = null;
    if (closed) return;
    const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'rei-change-listener' });
    listener = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (notice) => {
      const marker = notice.payload === undefined ? undefined : markers.get(notice.payload);
      if (!marker) return cache.invalidate();
      markers.delete(notice.payload!);
      marker();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${READ_CACHE_CHANNEL}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (listener !== client) return;
    // Notices from here on reach us: what was read before may be old, so start empty.
    cache.resume();
    delayMs = firstDelayMs;
    options.onStateChange?.('listening');
    resolveReady();
    let answered = true;
    heartbeat = setInterval(() => {
      if (!answered) {
        // Unanswered after a whole interval: the connection is gone, unless the answer is waiting
        // to be read because this process was busy (timers run before I/O); setImmediate reads it first.
        setImmediate(() => {
          if (!answered) lost(client, new Error(`the change listener did not answer within ${heartbeatMs} ms`));
        });
        return;
      }
      answered = false;
      client.query('select 1').then(
        () => (answered = true),
        (error: unknown) => lost(client, error),
      );
    }, heartbeatMs);
    heartbeat.unref();
  };
  void listen();

  const shared: SharedReadCache = {
    cache,
    ready: () => ready,
    get listening() {
      return listener !== null && cache.serving;
    },
    async settled() {
      const client = listener;
      if (!client || !cache.serving) return;
      const marker = `settled:${randomUUID()}`;
      const arrived = new Promise<void>((resolve) => markers.set(marker, resolve));
      try {
        await client.query('select pg_notify($1, $2)', [READ_CACHE_CHANNEL, marker]);
      } catch {
        markers.delete(marker);
        return;
      }
      await arrived;
    },
    async close() {
      closed = true;
      releaseMarkers();
      cache.pause();
      if (reconnect) clearTimeout(reconnect);
      if (heartbeat) clearInterval(heartbeat);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
  sharedCaches.set(db, shared);
  return shared;
}

const sharedCaches = new WeakMap<object, SharedReadCache>();

/** The change-notice cache of a PostgreSQL database, when it was opened with one. */
export function sharedReadCacheOf(db: Database): SharedReadCache | undefined {
  return sharedCaches.get(db);
}
