/** Portfolio queries: the properties an organization keeps, with a snapshot of their figures. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { portfolioItems, properties } from '../schema';

export type PortfolioItemRow = typeof portfolioItems.$inferSelect;

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

/** Inserts portfolio entries for properties just uploaded (one statement). */
export async function insertPortfolioItems(db: Database, values: (typeof portfolioItems.$inferInsert)[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(portfolioItems).values(values);
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
