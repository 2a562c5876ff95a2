import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The Drizzle database every service takes. Both drivers (PGlite and node-postgres) produce
 * one of these, and a transaction (`db.transaction(async (tx) => …)`) is one too, so a
 * service can run inside or outside a transaction alike.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
