/** Portfolio queries: the properties an organization keeps, with a snapshot of their figures. */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PortfolioQuery, PortfolioSortKey } from '../../contract/portfolio';
import type { Database } from '../client';
import { likeLiteral, pageOffset, pageOrder, textFilter, type SortExpression } from '../paging';
import { deals, portfolioItems, properties, strategies } from '../schema';

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

/** The portfolio entries with these ids (those that exist), in no particular order. */
export async function findPortfolioItemsByIds(db: Database, ids: readonly number[]): Promise<PortfolioItemRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(portfolioItems).where(inArray(portfolioItems.id, [...ids]));
}

/** Deletes the entries with these ids in one statement; answers the ids it deleted. */
export async function deletePortfolioItems(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.delete(portfolioItems).where(inArray(portfolioItems.id, [...ids])).returning({ id: portfolioItems.id })).map((row) => row.id);
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
  lastSalePrice: properties.lastSalePrice,
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

/** The shape of a page query: which sort, direction and filters it uses (not their values). */
type PortfolioPageShape = Pick<PortfolioQuery, 'sort' | 'direction'> & { readonly byText: boolean; readonly byStrategy: boolean };

/**
 * The page statement of one query shape, with the organization, the filter values and the window
 * as placeholders: Drizzle builds its SQL once, and each connection parses and plans it once.
 */
function preparePortfolioPage(db: Database, shape: PortfolioPageShape) {
  const name = `rei_portfolio_page_${shape.sort}_${shape.direction}_${shape.byText ? 't' : ''}${shape.byStrategy ? 's' : ''}`;
  const textPattern = sql.placeholder('textPattern');
  return db
    .select({
      item: portfolioItems,
      property: cardPropertyColumns,
      strategy: { strategyType: strategies.strategyType, outputs: strategies.outputs, version: strategies.version },
      deal: { id: deals.id, name: deals.name },
    })
    .from(portfolioItems)
    .innerJoin(properties, eq(properties.id, portfolioItems.propertyId))
    .leftJoin(strategies, and(eq(strategies.id, portfolioItems.strategyId), eq(strategies.organizationId, portfolioItems.organizationId)))
    .leftJoin(deals, and(eq(deals.id, strategies.dealId), eq(deals.organizationId, portfolioItems.organizationId)))
    .where(
      and(
        eq(portfolioItems.organizationId, sql.placeholder('organizationId')),
        shape.byText ? or(ilike(properties.address, textPattern), ilike(properties.city, textPattern), ilike(properties.zip, textPattern)) : undefined,
        shape.byStrategy ? eq(portfolioItems.strategyType, sql.placeholder('strategyType')) : undefined,
      ),
    )
    .orderBy(...pageOrder(PORTFOLIO_SORT[shape.sort], shape.direction, portfolioItems.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}
type PreparedPortfolioPage = ReturnType<typeof preparePortfolioPage>;
const preparedPortfolioPages = new WeakMap<Database, Map<string, PreparedPortfolioPage>>();

/**
 * One page of an organization's portfolio with each entry's property and its saved strategy's
 * kind and outputs (read in the same statement, from this organization's strategies only),
 * filtered by address/city/zip text and strategy type, in a total order (sort key, then id).
 * `countAll` counts the matches when the page cannot tell. The statement is prepared once per
 * query shape (at most 7 sorts × 2 directions × 4 filter combinations).
 */
export async function listPortfolioPage(db: Database, organizationId: number, query: PortfolioQuery) {
  const shape: PortfolioPageShape = { sort: query.sort, direction: query.direction, byText: Boolean(query.q), byStrategy: Boolean(query.strategyType) };
  const key = `${shape.sort}:${shape.direction}:${shape.byText}:${shape.byStrategy}`;
  let prepared = preparedPortfolioPages.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedPortfolioPages.set(db, prepared);
  }
  let page = prepared.get(key);
  if (!page) {
    page = preparePortfolioPage(db, shape);
    prepared.set(key, page);
  }
  const rows = await page.execute({
    organizationId,
    textPattern: query.q ? `%${likeLiteral(query.q)}%` : undefined,
    strategyType: query.strategyType,
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  const where = and(
    eq(portfolioItems.organizationId, organizationId),
    textFilter(query.q, [properties.address, properties.city, properties.zip]),
    query.strategyType ? eq(portfolioItems.strategyType, query.strategyType) : undefined,
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
 * card cap rate (1 decimal), sum of card purchase prices, entries with strategy advice (`reports`,
 * the dashboard's "Analyzed": a saved strategy of this organization, or the property's own advice
 * text; not exported report files).
 */
export async function summarizePortfolio(db: Database, organizationId: number) {
  const capRate = cardFigure(portfolioItems.capRate, properties.capRate);
  const [row] = await db
    .select({
      properties: count(),
      avgCapRate: sql<string | null>`round(avg(${capRate}), 1)`,
      // A property without a purchase price counts at its last recorded sale (the card shows it, labelled).
      totalValue: sql<string>`coalesce(sum(coalesce(${portfolioItems.purchasePrice}, ${properties.purchasePrice}, ${properties.lastSalePrice})), 0)`,
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
