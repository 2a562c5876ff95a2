/** Portfolio queries: the properties an organization keeps, with a snapshot of their figures. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PortfolioQuery, PortfolioSortKey } from '../../contract/portfolio';
import type { Database } from '../client';
import { pageOrder, textFilter, withPage, type SortExpression } from '../paging';
import { portfolioItems, properties, strategies } from '../schema';

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

/** The property columns a portfolio card falls back on. */
const cardPropertyColumns = {
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
};

/** An organization's portfolio with each entry's property, newest first (one query). */
export async function listPortfolioWithProperties(db: Database, organizationId: number) {
  return db
    .select({ item: portfolioItems, property: cardPropertyColumns })
    .from(portfolioItems)
    .innerJoin(properties, eq(properties.id, portfolioItems.propertyId))
    .where(eq(portfolioItems.organizationId, organizationId))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
}

/** A card's figure: the entry's strategy snapshot, else the property's own (as the card shows it). */
const cardFigure = (snapshot: SQL | SortExpression, own: SQL | SortExpression): SQL => sql`coalesce(${snapshot}, ${own})`;

/** How each sort key orders cards: by what the card shows. */
const PORTFOLIO_SORT: Record<PortfolioSortKey, SortExpression> = {
  addedAt: portfolioItems.createdAt,
  address: sql`lower(${properties.address})`,
  purchasePrice: cardFigure(portfolioItems.purchasePrice, properties.purchasePrice),
  monthlyRent: cardFigure(portfolioItems.monthlyRent, properties.monthlyRent),
  monthlyNetCashFlow: cardFigure(portfolioItems.monthlyNetCashFlow, properties.monthlyNetCashFlow),
  capRate: cardFigure(portfolioItems.capRate, properties.capRate),
  cashOnCash: cardFigure(portfolioItems.cashOnCash, properties.cashOnCash),
};

/**
 * One page of an organization's portfolio with each entry's property and its saved strategy's
 * kind and outputs (read in the same statement, from this organization's strategies only),
 * filtered by address/city/zip text and strategy type, in a total order (sort key, then id).
 * `countAll` counts the matches when the page cannot tell.
 */
export async function listPortfolioPage(db: Database, organizationId: number, query: PortfolioQuery) {
  const where = and(
    eq(portfolioItems.organizationId, organizationId),
    textFilter(query.q, [properties.address, properties.city, properties.zip]),
    query.strategyType ? eq(portfolioItems.strategyType, query.strategyType) : undefined,
  );
  const rows = await withPage(
    db
      .select({
        item: portfolioItems,
        property: cardPropertyColumns,
        strategy: { strategyType: strategies.strategyType, outputs: strategies.outputs },
      })
      .from(portfolioItems)
      .innerJoin(properties, eq(properties.id, portfolioItems.propertyId))
      .leftJoin(strategies, and(eq(strategies.id, portfolioItems.strategyId), eq(strategies.organizationId, portfolioItems.organizationId)))
      .where(where)
      .$dynamic(),
    pageOrder(PORTFOLIO_SORT[query.sort], query.direction, portfolioItems.id),
    query,
  );
  // Every entry has its property (the foreign key cascades), so without a text filter the count needs no join.
  const countAll = async () =>
    (query.q
      ? await db.select({ total: count() }).from(portfolioItems).innerJoin(properties, eq(properties.id, portfolioItems.propertyId)).where(where)
      : await db
          .select({ total: count() })
          .from(portfolioItems)
          .where(and(eq(portfolioItems.organizationId, organizationId), query.strategyType ? eq(portfolioItems.strategyType, query.strategyType) : undefined)))[0]
      ?.total ?? 0;
  return { rows, countAll };
}

/**
 * The summary of an organization's whole portfolio (one aggregate statement): entries, mean
 * card cap rate (1 decimal), sum of card purchase prices, entries with a report (a saved
 * strategy of this organization, or the property's own advice text).
 */
export async function summarizePortfolio(db: Database, organizationId: number) {
  const capRate = cardFigure(portfolioItems.capRate, properties.capRate);
  const [row] = await db
    .select({
      properties: count(),
      avgCapRate: sql<string | null>`round(avg(${capRate}), 1)`,
      totalValue: sql<string>`coalesce(sum(${cardFigure(portfolioItems.purchasePrice, properties.purchasePrice)}), 0)`,
      reports: sql<number>`(count(*) filter (where ${strategies.id} is not null or (${portfolioItems.strategyId} is null and btrim(coalesce(${properties.strategyAdvice}, '')) <> '')))::int`.mapWith(Number),
    })
    .from(portfolioItems)
    .innerJoin(properties, eq(properties.id, portfolioItems.propertyId))
    .leftJoin(strategies, and(eq(strategies.id, portfolioItems.strategyId), eq(strategies.organizationId, portfolioItems.organizationId)))
    .where(eq(portfolioItems.organizationId, organizationId));
  return {
    properties: row?.properties ?? 0,
    avgCapRate: row?.avgCapRate === null || row?.avgCapRate === undefined ? null : Number(row.avgCapRate),
    totalValue: Number(row?.totalValue ?? 0),
    reports: row?.reports ?? 0,
  };
}
