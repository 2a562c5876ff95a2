/** The lot event log: every change to a lot's public record, as refreshes and imports saw it. */
import { and, asc, gte, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { lotEvents } from '../schema';

export type LotEventRow = typeof lotEvents.$inferSelect;
export type NewLotEvent = Omit<typeof lotEvents.$inferInsert, 'id' | 'recordedAt'>;

export async function insertLotEvents(db: Database, events: readonly NewLotEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(lotEvents).values([...events]);
}

/** The lot's events recorded at or after `since` (all when null), oldest first, at most `limit`. */
export function lotEventsSince(db: Database, bbl: string, since: Date | null, limit: number): Promise<LotEventRow[]> {
  const onLot = eq(lotEvents.bbl, bbl);
  return db
    .select()
    .from(lotEvents)
    .where(since ? and(onLot, gte(lotEvents.recordedAt, since)) : onLot)
    .orderBy(asc(lotEvents.recordedAt), asc(lotEvents.id))
    .limit(limit);
}
