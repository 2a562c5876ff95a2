import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** Advisory-lock namespace for per-user plan limits (properties, portfolio entries, AI summaries). */
const USER_LIMITS_LOCK = 7_301;

/**
 * Holds a transaction-scoped lock on one user's plan limits, so two concurrent requests
 * cannot both pass a "one more is allowed" check. Call inside `db.transaction`; the lock is
 * released at commit or rollback. Other users are never blocked.
 */
export async function lockUserLimits(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_LIMITS_LOCK}::int4, ${userId}::int4)`);
}
