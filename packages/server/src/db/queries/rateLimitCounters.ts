/** Counters of the generic rate limiter: one row per `name:subject` key with its window start and hits. */
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rateLimitCounters } from '../schema';

/**
 * Adds one hit to a counter in one atomic upsert (so concurrent requests on several instances
 * never lose a count), starting a new window at `now` when the counter's window opened at or
 * before `expiredAt`. Answers the counter after the hit.
 */
export async function addRateLimitHit(
  db: Database,
  key: string,
  now: Date,
  expiredAt: Date,
): Promise<{ hits: number; windowStart: Date | string } | undefined> {
  const expired = sql`${rateLimitCounters.windowStart} <= ${expiredAt.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart });
  return row;
}

/** A counter's hits and window start; undefined when the key has none. */
export async function findRateLimitCounter(db: Database, key: string) {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key))
    .limit(1);
  return row;
}

/** Drops counters whose window opened before `before`. */
export async function deleteRateLimitCountersBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
}
