/**
 * An exact read cache, and the embedded database's use of it.
 *
 * PGlite runs inside this process and nothing else can open its folder (the lock in
 * `client.ts`), so every change to the data passes through this process's client. The client's
 * statement methods are wrapped: a statement that may change data empties the cache before it
 * runs and again when it has finished, and an answer read while such a statement was under way
 * is not kept. (Writes to tables no kept answer reads, the rate limiter's counters, leave it as it
 * is: `leavesKeptAnswers`.) A cached answer is therefore what the database would answer now: a revoked
 * session or a removed member is refused on the very next request, as without the cache.
 *
 * On PostgreSQL other instances write too, so only reads whose tables announce every change
 * (session lookups, properties at an address) are kept, and only while this process hears those
 * announcements (`sharedReadCache.ts`).
 *
 * @example
 * const cache = readCacheOf(db); // undefined on PostgreSQL
 * const row = cache ? await cache.read(`session:${hash}`, load) : await load();
 */
import { LRUCache } from 'lru-cache';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

/** Entries kept at most (it holds a few answers per person); past that the least recently read go first. */
const MAX_ENTRIES = 5_000;

const READ = /^\s*(select|with)\b/i;
/** Commands that change rows. A row lock (`for update`, `for share`) is removed before this test: it changes nothing. */
const CHANGES_ROWS = /\b(insert|update|delete|merge|truncate)\b/i;
const ROW_LOCK = /\bfor\s+(no\s+key\s+)?(update|share)\b/gi;

/** Text without quoted literals and identifiers, so a name like "updated_at" or a value like 'delete me' is not a command. */
function withoutQuoted(text: string): string {
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"/g, '""');
}

/** More than one statement: a `;` anywhere but at the end (the rate limiter ends its statements with one). */
function severalStatements(unquoted: string): boolean {
  return unquoted.replace(/;\s*$/, '').includes(';');
}

/**
 * True when a statement only reads: a SELECT (or WITH … SELECT) with no command that changes
 * rows. Everything else (writes, DDL, transaction control, several statements) may change
 * data. Wrongly counting a read as a write only costs a reread.
 */
export function onlyReads(text: string): boolean {
  let reads = classified.get(text);
  if (reads === undefined) {
    const plain = withoutQuoted(text).replace(ROW_LOCK, ' ');
    reads = READ.test(plain) && !CHANGES_ROWS.test(plain) && !severalStatements(plain);
    // Prepared statements send the same text every time: classify each (short) text once.
    if (text.length <= MAX_CLASSIFIED_LENGTH) {
      classified.set(text, reads);
    }
  }
  return reads;
}

/**
 * Tables no kept answer is read from: the rate limiter's counters (`rate_limits`, written by
 * rate-limiter-flexible's `RateLimiterPostgres`; the kept reads are sessions with their users and
 * memberships, properties at an address, and portfolio pages). A visitor's property lookup writes a counter; if that emptied the cache, anonymous
 * traffic would make every signed-in request read its session again. Add a table here only when
 * no `ReadCache.read` load reads it, and it has no trigger that writes elsewhere.
 */
const UNKEPT_TABLES = ['rate_limits'] as const;
/**
 * One statement that begins by changing an unkept table. PostgreSQL allows statements that change
 * data inside another only in a leading WITH, so such a statement changes that table alone.
 */
const CHANGES_UNKEPT_TABLE = new RegExp(`^\\s*(?:insert\\s+into|update|delete\\s+from)\\s+"?(?:${UNKEPT_TABLES.join('|')})"?[\\s(]`, 'i');

/**
 * True when a statement cannot change a kept answer: it only reads, or it is one statement that
 * changes a table no kept answer is read from (`UNKEPT_TABLES`). Everything else empties the cache.
 */
export function leavesKeptAnswers(text: string): boolean {
  return onlyReads(text) || (CHANGES_UNKEPT_TABLE.test(text) && !severalStatements(withoutQuoted(text)));
}

/** Statement texts classified at most (the least recently used go first); texts with inlined values are many. */
const MAX_CLASSIFIED = 2_000;
/** Longer texts (bulk statements with inlined values) are classified each time rather than kept. */
const MAX_CLASSIFIED_LENGTH = 8_000;
const classified = new LRUCache<string, boolean>({ max: MAX_CLASSIFIED });

export class ReadCache {
  /** Answers boxed, so that a kept `null` (no such session) is told apart from nothing kept. */
  readonly #entries = new LRUCache<string, { readonly value: unknown }>({ max: MAX_ENTRIES });
  /** Reads under way, shared by callers that ask for the same key meanwhile. */
  readonly #loading = new Map<string, Promise<unknown>>();
  /** Bumped whenever the data may have changed; a read begun in an older generation is not kept. */
  #generation = 0;
  /** Statements that may change data and have not finished; while any runs, nothing is kept. */
  #writesUnderWay = 0;
  /** While false, every read goes to the database and nothing is kept (see `pause`). */
  #serving = true;
  /** Statements that may change data begun so far in this process (`writesBegun`). */
  #writesBegun = 0;

  /**
   * The cached answer for `key`, or `load()`'s answer, kept when no write ran meanwhile and
   * `keep` (default: always) accepts it.
   */
  async read<Value>(key: string, load: () => Promise<Value>, keep?: (value: Value) => boolean): Promise<Value> {
    if (!this.#serving) return load();
    const kept = this.#entries.get(key);
    if (kept) return kept.value as Value;
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<Value>;
    const generation = this.#generation;
    const loading = load().then((value) => {
      if (generation === this.#generation && this.#writesUnderWay === 0 && (keep?.(value) ?? true)) {
        this.#entries.set(key, { value });
      }
      return value;
    });
    this.#loading.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  /** Forgets every answer, and makes reads under way unshareable and unkept. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  /** Runs a statement that may change data: nothing read meanwhile is kept, and the cache is empty after it. */
  async writing<Result>(run: () => Promise<Result>): Promise<Result> {
    const finished = this.beginWrite();
    try {
      return await run();
    } finally {
      finished();
    }
  }

  /**
   * Marks a statement that may change data as begun; call the returned function (once) when it
   * has finished. Until then nothing read is kept, and the cache is emptied at both ends.
   */
  beginWrite(): () => void {
    this.invalidate();
    this.#writesBegun += 1;
    this.#writesUnderWay += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.#writesUnderWay -= 1;
      this.invalidate();
    };
  }

  /** Stops answering from memory: empties the cache, and every read goes to the database until `resume`. */
  pause(): void {
    this.#serving = false;
    this.invalidate();
  }

  /** Answers from memory again, starting empty. */
  resume(): void {
    this.invalidate();
    this.#serving = true;
  }

  /**
   * How many statements that may change data this process has begun so far. Two readings that
   * differ tell that a write ran between them (someone's: the count is for the whole process).
   */
  get writesBegun(): number {
    return this.#writesBegun;
  }

  /** True while answers may come from memory. */
  get serving(): boolean {
    return this.#serving;
  }

  /** Answers held now. */
  get size(): number {
    return this.#entries.size;
  }
}

const caches = new WeakMap<object, ReadCache>();
/** Change-notice caches of PostgreSQL databases (`sharedReadCache.ts`). */
const noticeCaches = new WeakMap<object, ReadCache>();
const queueClients = new WeakMap<object, QueueClient>();

/** What the job queue's PGlite adapter calls. */
export type QueueClient = Pick<PGlite, 'query' | 'exec' | 'listen'>;

/** The read cache of a database, or undefined (PostgreSQL, or a transaction's handle). */
export function readCacheOf(db: Database): ReadCache | undefined {
  return caches.get(db);
}

/**
 * Where reads of tables that announce their changes (migration 0019: sessions, users,
 * memberships, organizations, properties) may be kept: the exact cache on PGlite, the
 * change-notice cache on PostgreSQL (which reads through while it does not hear the notices);
 * undefined for a transaction's handle or a database opened without one.
 */
export function cachedReadsOf(db: Database): ReadCache | undefined {
  return caches.get(db) ?? noticeCaches.get(db);
}

/** Registers the change-notice cache of a PostgreSQL database (see `sharedReadCache.ts`). */
export function registerCachedReads(db: Database, cache: ReadCache): void {
  noticeCaches.set(db, cache);
}

/**
 * The job queue's way into the embedded database, past the cache: pg-boss reads and writes only
 * its own schema (`rei_queue`), which no cached answer is built from, and it polls every few
 * seconds — through the cache each poll would empty it.
 */
export function queueClientOf(db: Database): QueueClient | undefined {
  return queueClients.get(db);
}

/**
 * Gives an embedded database its read cache: wraps the PGlite client's statement methods so
 * that every statement that may change data empties it, and registers it for `db` (the
 * Drizzle handle made over `client`).
 */
export function attachReadCache(db: Database, client: PGlite): ReadCache {
  const cache = new ReadCache();
  type Statement = (text: string, ...rest: unknown[]) => Promise<unknown>;
  const query = client.query.bind(client) as Statement;
  const exec = client.exec.bind(client) as Statement;
  const transaction = client.transaction.bind(client);
  queueClients.set(db, { query: client.query.bind(client), exec: client.exec.bind(client), listen: client.listen.bind(client) });
  const guarded =
    (run: Statement): Statement =>
    (text, ...rest) =>
      leavesKeptAnswers(text) ? run(text, ...rest) : cache.writing(() => run(text, ...rest));
  client.query = guarded(query) as PGlite['query'];
  client.exec = guarded(exec) as PGlite['exec'];
  // Statements inside a transaction go to the transaction's own handle, not through the
  // methods above, so a whole transaction counts as a write.
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) => cache.writing(() => transaction(callback))) as PGlite['transaction'];
  caches.set(db, cache);
  return cache;
}
