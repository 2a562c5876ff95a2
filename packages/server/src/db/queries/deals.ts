/** Deal queries (services/deals.ts). Every read and write names the organization it is scoped to. */
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { DealListQuery } from '../../contract';
import type { Database } from '../client';
import { likeLiteral, pageOffset, pageOrder } from '../paging';
import { deals, properties, strategies, users } from '../schema';
import type { StrategyRow } from './strategies';

export type DealRow = typeof deals.$inferSelect;

const dealColumns = {
  deal: deals,
  property: { id: properties.id, address: properties.address, city: properties.city, state: properties.state, zip: properties.zip },
  creatorName: users.fullName,
};

/** The organization's deals matching `where` (all when undefined), with their property and creator's name. */
export async function selectDeals(db: Database, organizationId: number, where?: SQL) {
  return db
    .select(dealColumns)
    .from(deals)
    .leftJoin(properties, eq(properties.id, deals.propertyId))
    .leftJoin(users, eq(users.id, deals.createdBy))
    .where(and(eq(deals.organizationId, organizationId), where));
}

export type LoadedDeal = Awaited<ReturnType<typeof selectDeals>>[number];

/** One deal of the organization, or undefined. */
export async function findDeal(db: Database, organizationId: number, dealId: number): Promise<LoadedDeal | undefined> {
  const [row] = await selectDeals(db, organizationId, eq(deals.id, dealId));
  return row;
}

/** The organization's deals among `ids`. */
export async function findDeals(db: Database, organizationId: number, ids: readonly number[]): Promise<LoadedDeal[]> {
  return ids.length === 0 ? [] : selectDeals(db, organizationId, inArray(deals.id, [...ids]));
}

const SORT_COLUMNS = { updatedAt: deals.updatedAt, createdAt: deals.createdAt, name: deals.name, strategyType: deals.strategyType } as const;

/** A page of the organization's deals (filters: property, strategy, name text) and the matching count. */
export async function listDealPage(db: Database, organizationId: number, query: DealListQuery): Promise<{ rows: LoadedDeal[]; total: number }> {
  const where = and(
    query.propertyId !== undefined ? eq(deals.propertyId, query.propertyId) : undefined,
    query.strategyType !== undefined ? eq(deals.strategyType, query.strategyType) : undefined,
    query.q ? ilike(deals.name, `%${likeLiteral(query.q)}%`) : undefined,
  );
  const rows = await db
    .select(dealColumns)
    .from(deals)
    .leftJoin(properties, eq(properties.id, deals.propertyId))
    .leftJoin(users, eq(users.id, deals.createdBy))
    .where(and(eq(deals.organizationId, organizationId), where))
    .orderBy(...pageOrder(SORT_COLUMNS[query.sort], query.direction, deals.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [total] = await db.select({ value: count() }).from(deals).where(and(eq(deals.organizationId, organizationId), where));
  return { rows, total: total?.value ?? 0 };
}

/** The outputs of each deal's current version, by deal id. */
export async function currentOutputsOf(db: Database, rows: readonly Pick<DealRow, 'id' | 'currentVersion' | 'organizationId'>[]): Promise<Map<number, Record<string, unknown>>> {
  if (rows.length === 0) return new Map();
  const found = await db
    .select({ dealId: strategies.dealId, version: strategies.version, outputs: strategies.outputs })
    .from(strategies)
    .where(and(inArray(strategies.dealId, rows.map((row) => row.id)), eq(strategies.organizationId, rows[0]!.organizationId)));
  const current = new Map(rows.map((row) => [row.id, row.currentVersion]));
  return new Map(found.filter((row) => current.get(row.dealId!) === row.version).map((row) => [row.dealId!, row.outputs]));
}

/** The computed inputs and outputs of each deal's current version, by deal id (what a buy box tests). */
export async function currentFiguresOf(
  db: Database,
  rows: readonly Pick<DealRow, 'id' | 'currentVersion' | 'organizationId'>[],
): Promise<Map<number, { inputs: Record<string, unknown>; outputs: Record<string, unknown> }>> {
  if (rows.length === 0) return new Map();
  const found = await db
    .select({ dealId: strategies.dealId, version: strategies.version, inputs: strategies.inputs, outputs: strategies.outputs })
    .from(strategies)
    .where(and(inArray(strategies.dealId, rows.map((row) => row.id)), eq(strategies.organizationId, rows[0]!.organizationId)));
  const current = new Map(rows.map((row) => [row.id, row.currentVersion]));
  return new Map(found.filter((row) => current.get(row.dealId!) === row.version).map((row) => [row.dealId!, { inputs: row.inputs, outputs: row.outputs }]));
}

/** One version of a deal of the organization (its strategy row) with its author's name, or undefined. */
export async function findDealVersion(db: Database, organizationId: number, dealId: number, version: number): Promise<{ strategy: StrategyRow; authorName: string | null } | undefined> {
  const [row] = await db
    .select({ strategy: strategies, authorName: users.fullName })
    .from(strategies)
    .leftJoin(users, eq(users.id, strategies.userId))
    .where(and(eq(strategies.dealId, dealId), eq(strategies.version, version), eq(strategies.organizationId, organizationId)))
    .limit(1);
  return row;
}

/** Every version of a deal of the organization, newest first. */
export async function listDealVersionRows(db: Database, organizationId: number, dealId: number): Promise<{ strategy: StrategyRow; authorName: string | null }[]> {
  return db
    .select({ strategy: strategies, authorName: users.fullName })
    .from(strategies)
    .leftJoin(users, eq(users.id, strategies.userId))
    .where(and(eq(strategies.dealId, dealId), eq(strategies.organizationId, organizationId)))
    .orderBy(desc(strategies.version));
}

export async function insertDeal(tx: Database, values: typeof deals.$inferInsert): Promise<DealRow> {
  const [row] = await tx.insert(deals).values(values).returning();
  return row!;
}

export async function insertDealVersion(tx: Database, values: typeof strategies.$inferInsert): Promise<StrategyRow> {
  const [row] = await tx.insert(strategies).values(values).returning();
  return row!;
}

/**
 * Moves the deal from `baseVersion` to `nextVersion` (and renames it) only while `baseVersion` is
 * still current: one statement, so of two saves over the same version one wins. False when stale.
 */
export async function advanceDeal(tx: Database, organizationId: number, dealId: number, baseVersion: number, nextVersion: number, name: string | undefined): Promise<boolean> {
  const updated = await tx
    .update(deals)
    .set({ currentVersion: nextVersion, updatedAt: new Date(), ...(name !== undefined ? { name } : {}) })
    .where(and(eq(deals.id, dealId), eq(deals.organizationId, organizationId), eq(deals.currentVersion, baseVersion)))
    .returning({ id: deals.id });
  return updated.length > 0;
}

/** Deletes a deal of the organization and its versions. */
export async function deleteDealRows(tx: Database, organizationId: number, dealId: number): Promise<void> {
  await tx.delete(strategies).where(and(eq(strategies.dealId, dealId), eq(strategies.organizationId, organizationId)));
  await tx.delete(deals).where(and(eq(deals.id, dealId), eq(deals.organizationId, organizationId)));
}
