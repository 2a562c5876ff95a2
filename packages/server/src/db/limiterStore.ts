/**
 * What the rate limiter (`plugins/rateLimit.ts`, `RateLimiterPostgres`) sends its statements to:
 * the node-postgres pool on PostgreSQL (named, prepared statements), or a small adapter over the PGlite client (whose
 * results say `affectedRows` where node-postgres says `rowCount`). On PGlite the statements go
 * through the client's methods that the read cache wraps (`readCache.ts`), and the limiter's own
 * table is one no kept answer reads, so counting never empties the cache. Its statements count in
 * the handle's `queryCount` like Drizzle's (a request's cost includes its limits).
 */
import pg from 'pg';
import type { Database } from './database';

/** A statement as the limiter sends it (a named, prepared statement on node-postgres). */
export interface LimiterStatement {
  readonly text: string;
  readonly values?: readonly unknown[];
  readonly name?: string;
}

/** The part of a node-postgres client the limiter uses. */
export interface LimiterSqlClient {
  query(statement: LimiterStatement): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/** The table the limiter counts in (migration 0041; the library never creates it). */
export const RATE_LIMIT_TABLE = 'rate_limits';

const statementCounters = new WeakMap<Database, () => void>();

/** Makes the limiter's statements on `db` count in its handle's `queryCount` (db/client.ts). */
export function countLimiterStatements(db: Database, counted: () => void): void {
  statementCounters.set(db, counted);
}

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
}

/** The client the limiter counts through for `db` (the database the app was built on). */
export function limiterSqlClientOf(db: Database): { client: LimiterSqlClient; storeType: 'client' } {
  const client = (db as { $client?: unknown }).$client;
  const counted = statementCounters.get(db) ?? (() => {});
  if (client instanceof pg.Pool) {
    const pool = client;
    return {
      storeType: 'client',
      client: {
        query(statement) {
          counted();
          return pool.query({ text: statement.text, values: statement.values ? [...statement.values] : [], ...(statement.name ? { name: statement.name } : {}) });
        },
      },
    };
  }
  if (!client || typeof (client as PgliteLike).query !== 'function') throw new Error('The rate limiter needs the database client Drizzle was built on.');
  const pglite = client as PgliteLike;
  return {
    storeType: 'client',
    client: {
      async query(statement) {
        counted();
        const result = await pglite.query(statement.text, statement.values ? [...statement.values] : undefined);
        return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
      },
    },
  };
}
