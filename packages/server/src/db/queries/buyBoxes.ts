/** Buy box queries: every one scoped to an organization, a personal buy box to its owner as well. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { buyBoxes } from '../schema';

export type BuyBoxRow = typeof buyBoxes.$inferSelect;

const ofScope = (organizationId: number, scope: 'personal' | 'organization', userId: number) =>
  scope === 'organization'
    ? and(eq(buyBoxes.organizationId, organizationId), eq(buyBoxes.scope, 'organization'))
    : and(eq(buyBoxes.organizationId, organizationId), eq(buyBoxes.scope, 'personal'), eq(buyBoxes.ownerUserId, userId));

/** The organization's buy box, or the caller's own personal one in it; undefined when none is stored. */
export async function findBuyBox(db: Database, organizationId: number, scope: 'personal' | 'organization', userId: number): Promise<BuyBoxRow | undefined> {
  const [row] = await db.select().from(buyBoxes).where(ofScope(organizationId, scope, userId)).limit(1);
  return row;
}

/** Stores the criteria of one buy box (made on first save, replaced after). */
export async function upsertBuyBox(
  db: Database,
  organizationId: number,
  scope: 'personal' | 'organization',
  userId: number,
  criteria: Record<string, number>,
): Promise<BuyBoxRow> {
  const values = { organizationId, scope, ownerUserId: scope === 'personal' ? userId : null, criteria, updatedBy: userId };
  const [row] =
    scope === 'organization'
      ? await db
          .insert(buyBoxes)
          .values(values)
          .onConflictDoUpdate({ target: [buyBoxes.organizationId], targetWhere: sql`${buyBoxes.scope} = 'organization'`, set: { criteria, updatedBy: userId, updatedAt: sql`now()` } })
          .returning()
      : await db
          .insert(buyBoxes)
          .values(values)
          .onConflictDoUpdate({
            target: [buyBoxes.organizationId, buyBoxes.ownerUserId],
            targetWhere: sql`${buyBoxes.scope} = 'personal'`,
            set: { criteria, updatedBy: userId, updatedAt: sql`now()` },
          })
          .returning();
  return row!;
}
