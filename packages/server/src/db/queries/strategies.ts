/** Strategy, portfolio and AI summary queries. Callers pass the organization scope. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { aiSummaries, portfolioItems, properties, strategies } from '../schema';

export type StrategyRow = typeof strategies.$inferSelect;
export type PortfolioItemRow = typeof portfolioItems.$inferSelect;
export type AiSummaryRow = typeof aiSummaries.$inferSelect;

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

export async function findPortfolioItem(db: Database, organizationId: number, propertyId: number): Promise<PortfolioItemRow | undefined> {
  const [row] = await db
    .select()
    .from(portfolioItems)
    .where(and(eq(portfolioItems.organizationId, organizationId), eq(portfolioItems.propertyId, propertyId)))
    .limit(1);
  return row;
}

export async function findPortfolioItemById(db: Database, id: number): Promise<PortfolioItemRow | undefined> {
  const [row] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id)).limit(1);
  return row;
}

export async function insertPortfolioItem(db: Database, values: typeof portfolioItems.$inferInsert): Promise<PortfolioItemRow> {
  const [row] = await db.insert(portfolioItems).values(values).returning();
  return row!;
}

export async function updatePortfolioSnapshot(db: Database, id: number, values: Partial<typeof portfolioItems.$inferInsert>): Promise<void> {
  await db.update(portfolioItems).set({ ...values, updatedAt: new Date() }).where(eq(portfolioItems.id, id));
}

export async function deletePortfolioItem(db: Database, id: number): Promise<boolean> {
  return (await db.delete(portfolioItems).where(eq(portfolioItems.id, id)).returning({ id: portfolioItems.id })).length > 0;
}

/** Portfolio entries a user added, across organizations (the plan's property limit counts these). */
export async function countPortfolioItemsAddedBy(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(portfolioItems).where(eq(portfolioItems.userId, userId));
  return row?.total ?? 0;
}

/** An organization's portfolio with each entry's property, newest first (one query). */
export async function listPortfolioWithProperties(db: Database, organizationId: number) {
  return db
    .select({
      item: portfolioItems,
      property: {
        address: properties.address,
        city: properties.city,
        state: properties.state,
        zip: properties.zip,
        propertyType: properties.propertyType,
        units: properties.units,
        imageUrl: properties.imageUrl,
        capRate: properties.capRate,
        purchasePrice: properties.purchasePrice,
        annualNOI: properties.annualNOI,
        monthlyRent: properties.monthlyRent,
        monthlyNetCashFlow: properties.monthlyNetCashFlow,
        cashOnCash: properties.cashOnCash,
        rehabCost: properties.rehabCost,
        arv: properties.arv,
        profit: properties.profit,
        metricsCalculated: properties.metricsCalculated,
        metricsError: properties.metricsError,
        strategyAdvice: properties.strategyAdvice,
        isDemo: properties.isDemo,
      },
    })
    .from(portfolioItems)
    .innerJoin(properties, eq(properties.id, portfolioItems.propertyId))
    .where(eq(portfolioItems.organizationId, organizationId))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
}

export async function insertAiSummary(db: Database, values: typeof aiSummaries.$inferInsert): Promise<AiSummaryRow> {
  const [row] = await db.insert(aiSummaries).values(values).returning();
  return row!;
}

export async function listAiSummariesOfStrategy(db: Database, strategyId: number): Promise<AiSummaryRow[]> {
  return db.select().from(aiSummaries).where(eq(aiSummaries.strategyId, strategyId)).orderBy(desc(aiSummaries.createdAt), desc(aiSummaries.id));
}
