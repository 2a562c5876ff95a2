/**
 * What the rate limiter (`plugins/rateLimit.ts`, `RateLimiterPostgres`) sends its statements to:
 * the node-postgres pool itself on PostgreSQL, or a small adapter over the PGlite client (whose
 * results say `affectedRows` where node-postgres says `rowCount`). On PGlite the statements go
 * through the client's methods that the read cache wraps (`readCache.ts`), and the limiter's own
 * table is one no kept answer reads, so counting never empties the cache.
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

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
}

/** The client the limiter counts through for `db` (the database the app was built on). */
export function limiterSqlClientOf(db: Database): { client: LimiterSqlClient; storeType: 'pool' | 'client' } {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return { client: client as unknown as LimiterSqlClient, storeType: 'pool' };
  if (!client || typeof (client as PgliteLike).query !== 'function') throw new Error('The rate limiter needs the database client Drizzle was built on.');
  const pglite = client as PgliteLike;
  return {
    storeType: 'client',
    client: {
      async query(statement) {
        const result = await pglite.query(statement.text, statement.values ? [...statement.values] : undefined);
        return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
      },
    },
  };
}
