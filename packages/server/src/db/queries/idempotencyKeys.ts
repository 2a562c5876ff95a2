/** `Idempotency-Key` reservations and the answers they keep (plugins/idempotency.ts). */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../client';
import { idempotencyKeys } from '../schema';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** Inserts the reservation; undefined when the caller already holds this key. */
export async function reserveIdempotencyKey(db: Database, values: { caller: string; key: string; requestHash: string; expiresAt: Date }): Promise<number | undefined> {
  const [row] = await db.insert(idempotencyKeys).values(values).onConflictDoNothing().returning({ id: idempotencyKeys.id });
  return row?.id;
}

export async function findIdempotencyKey(db: Database, caller: string, key: string): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * Removes the caller's key when it has expired, or when it is still unanswered since before
 * `abandonedBefore` (its request never finished): the key may then be used afresh.
 */
export async function releaseStaleIdempotencyKey(db: Database, caller: string, key: string, now: Date, abandonedBefore: Date): Promise<boolean> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.caller, caller),
        eq(idempotencyKeys.key, key),
        or(lt(idempotencyKeys.expiresAt, now), and(isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, abandonedBefore))),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return rows.length > 0;
}

export async function completeIdempotencyKey(db: Database, id: number, answer: { statusCode: number; responseBody: string; contentType: string | null }): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(eq(idempotencyKeys.id, id));
}

export async function deleteIdempotencyKey(db: Database, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Housekeeping: drops keys past their 24 hours. */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now)).returning({ id: idempotencyKeys.id });
  return rows.length;
}
