import pg from 'pg';
import type { Database } from './database';

/**
 * Whether every query of the process goes through one connection (PGlite), so that a long
 * transaction holds up every other request, `/api/health` included, until it commits. On
 * PostgreSQL (node-postgres' pool) other requests run on other connections meanwhile.
 */
export function sharesOneConnection(db: Database): boolean {
  const client = (db as { $client?: unknown }).$client;
  return !(client instanceof pg.Pool || client instanceof pg.Client);
}
