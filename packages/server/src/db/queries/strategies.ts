/** Strategy queries. Callers pass the organization scope. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { strategies } from '../schema';

export type StrategyRow = typeof strategies.$inferSelect;

export async function insertStrategy(db: Database, values: typeof strategies.$inferInsert): Promise<StrategyRow> {
  const [row] = await db.insert(strategies).values(values).returning();
  return row!;
}

export async function findStrategyById(db: Database, id: number): Promise<StrategyRow | undefined> {
  const [row] = await db.select().from(strategies).where(eq(strategies.id, id)).limit(1);
  return row;
}

/** A property's strategies saved in the given organizations, newest first. */
export async function listStrategiesOfProperty(db: Database, propertyId: number, organizationIds: readonly number[]): Promise<StrategyRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .select()
    .from(strategies)
    .where(and(eq(strategies.propertyId, propertyId), inArray(strategies.organizationId, [...organizationIds])))
    .orderBy(desc(strategies.createdAt), desc(strategies.id));
}

/** The strategies among `ids` saved in the organization (others are left out). */
export async function findStrategiesOfOrganization(db: Database, organizationId: number, ids: readonly number[]): Promise<StrategyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(strategies)
    .where(and(eq(strategies.organizationId, organizationId), inArray(strategies.id, [...ids])));
}

export async function latestStrategyOf(db: Database, organizationId: number, propertyId: number): Promise<StrategyRow | undefined> {
  const [row] = await db
    .select()
    .from(strategies)
    .where(and(eq(strategies.organizationId, organizationId), eq(strategies.propertyId, propertyId)))
    .orderBy(desc(strategies.createdAt), desc(strategies.id))
    .limit(1);
  return row;
}
