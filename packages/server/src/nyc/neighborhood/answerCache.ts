/**
 * Outside answers kept in the database beside NYC Open Data's (`nyc_soda_cache`, keyed by the
 * request URL without any key or token), so a lot's neighbourhood is fetched once per period.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nycSodaCache } from '../../db/schema';

export interface CachedAnswer<T> {
  readonly body: T;
  readonly fetchedAt: Date;
}

/** The fresh cached answer of `key`, or null. */
export async function readCachedAnswer<T>(db: Database, key: string): Promise<CachedAnswer<T> | null> {
  const [row] = await db
    .select()
    .from(nycSodaCache)
    .where(and(eq(nycSodaCache.cacheKey, key), gt(nycSodaCache.expiresAt, new Date())));
  return row ? { body: row.body as T, fetchedAt: row.fetchedAt } : null;
}

/** Stores an answer for `ttlMs`. */
export async function writeCachedAnswer(db: Database, key: string, body: unknown, fetchedAt: Date, ttlMs: number): Promise<void> {
  const expiresAt = new Date(fetchedAt.getTime() + ttlMs);
  await db
    .insert(nycSodaCache)
    .values({ cacheKey: key, body, fetchedAt, expiresAt })
    .onConflictDoUpdate({ target: nycSodaCache.cacheKey, set: { body, fetchedAt, expiresAt } });
}

/**
 * How long an expired answer is kept: while a service cannot be reached, the last answer is still
 * shown with its retrieval date, but one older than this is no longer worth showing or keeping.
 */
export const STALE_ANSWER_KEEP_MS = 30 * 24 * 60 * 60_000;

/**
 * Deletes cached outside answers that expired more than `STALE_ANSWER_KEEP_MS` ago, so the cache
 * does not grow with every lot ever looked at. Returns how many were deleted.
 */
export async function pruneCachedAnswers(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(nycSodaCache)
    .where(lt(nycSodaCache.expiresAt, new Date(now.getTime() - STALE_ANSWER_KEEP_MS)))
    .returning({ cacheKey: nycSodaCache.cacheKey });
  return deleted.length;
}
