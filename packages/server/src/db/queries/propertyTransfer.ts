/**
 * The SQL of moving or copying a property into another organization: the property row, its saved
 * strategies (deals) with their AI summaries, its portfolio entry and, for a move, its reports.
 * Every function takes both organizations: rows are read from `from` only and written to `to`
 * only. Run them inside one transaction (see `services/propertyTransfer.ts`).
 */
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { aiSummaries, deals, portfolioItems, properties, reportShareLinks, reports, strategies } from '../schema';
import type { PropertyRow } from './properties';

export interface TransferTarget {
  readonly organizationId: number;
  /** Who the new rows are added by (the property counts against this user's plan). */
  readonly userId: number;
}

/** A new property row in `to`: the same fields as `row`, a new id. */
export async function insertPropertyCopy(tx: Database, row: PropertyRow, to: TransferTarget, keepCreatedAt: boolean): Promise<PropertyRow> {
  const { id: _id, organizationId: _organizationId, userId: _userId, createdAt, updatedAt: _updatedAt, ...fields } = row;
  const now = new Date();
  const [copy] = await tx
    .insert(properties)
    .values({ ...fields, organizationId: to.organizationId, userId: to.userId, createdAt: keepCreatedAt ? createdAt : now, updatedAt: now })
    .returning();
  if (!copy) throw new Error('insert into properties returned no row');
  return copy;
}

/**
 * Copies the property's saved strategies in `fromOrganizationId` (and their AI summaries) onto
 * `toPropertyId` in `to`; each keeps its author, inputs, outputs, engine version and date.
 * The property's deals in `fromOrganizationId` are copied too (name, versions), so each copied
 * strategy is the same version of the copied deal. Answers old strategy id → new strategy id.
 */
export async function copyStrategies(
  tx: Database,
  fromOrganizationId: number,
  fromPropertyId: number,
  to: TransferTarget,
  toPropertyId: number,
): Promise<Map<number, number>> {
  const source = await tx
    .select()
    .from(strategies)
    .where(and(eq(strategies.organizationId, fromOrganizationId), eq(strategies.propertyId, fromPropertyId)))
    .orderBy(strategies.id);
  const mapping = new Map<number, number>();
  if (source.length === 0) return mapping;
  const sourceDeals = await tx
    .select()
    .from(deals)
    .where(and(eq(deals.organizationId, fromOrganizationId), eq(deals.propertyId, fromPropertyId)))
    .orderBy(deals.id);
  const dealIds = new Map<number, number>();
  if (sourceDeals.length > 0) {
    const copiedDeals = await tx
      .insert(deals)
      .values(sourceDeals.map(({ id: _id, organizationId: _o, propertyId: _p, ...rest }) => ({ ...rest, organizationId: to.organizationId, propertyId: toPropertyId })))
      .returning({ id: deals.id });
    sourceDeals.forEach((row, index) => dealIds.set(row.id, copiedDeals[index]!.id));
  }
  const inserted = await tx
    .insert(strategies)
    .values(
      source.map(({ id: _id, organizationId: _o, propertyId: _p, dealId, ...rest }) => ({
        ...rest,
        organizationId: to.organizationId,
        propertyId: toPropertyId,
        // a version of a deal of another organization (never expected) is copied as a plain strategy
        dealId: dealId === null ? null : (dealIds.get(dealId) ?? null),
        version: dealId !== null && dealIds.has(dealId) ? rest.version : null,
        // the preset belongs to the source organization: the copy keeps what it used (`preset`), not a link to it
        presetId: null,
      })),
    )
    .returning({ id: strategies.id });
  source.forEach((row, index) => mapping.set(row.id, inserted[index]!.id));
  const summaries = await tx
    .select()
    .from(aiSummaries)
    .where(and(eq(aiSummaries.organizationId, fromOrganizationId), inArray(aiSummaries.strategyId, [...mapping.keys()])));
  if (summaries.length > 0) {
    await tx
      .insert(aiSummaries)
      .values(summaries.map(({ id: _id, organizationId: _o, strategyId, ...rest }) => ({ ...rest, organizationId: to.organizationId, strategyId: mapping.get(strategyId)! })));
  }
  return mapping;
}

const PORTFOLIO_COLUMNS = getTableColumns(portfolioItems);

/**
 * The property's portfolio entry in `to`: a copy of its entry in `fromOrganizationId` (figures and
 * strategy, mapped), or a plain entry when it had none (as an upload lands in the portfolio).
 */
export async function insertPortfolioEntryCopy(
  tx: Database,
  fromOrganizationId: number,
  fromPropertyId: number,
  to: TransferTarget,
  toPropertyId: number,
  strategyIds: ReadonlyMap<number, number>,
): Promise<void> {
  const [entry] = await tx
    .select(PORTFOLIO_COLUMNS)
    .from(portfolioItems)
    .where(and(eq(portfolioItems.organizationId, fromOrganizationId), eq(portfolioItems.propertyId, fromPropertyId)))
    .limit(1);
  if (!entry) {
    await tx.insert(portfolioItems).values({ organizationId: to.organizationId, userId: to.userId, propertyId: toPropertyId });
    return;
  }
  const { id: _id, organizationId: _o, propertyId: _p, userId: _u, strategyId, createdAt: _c, updatedAt: _up, ...figures } = entry;
  await tx.insert(portfolioItems).values({
    ...figures,
    organizationId: to.organizationId,
    userId: to.userId,
    propertyId: toPropertyId,
    strategyId: strategyId == null ? null : (strategyIds.get(strategyId) ?? null),
  });
}

/**
 * Hands the property's reports in `fromOrganizationId` (and their share links) to `to`, pointing
 * at the moved property and its strategies. Team exports (no property) stay. Answers how many moved.
 */
export async function moveReports(
  tx: Database,
  fromOrganizationId: number,
  fromPropertyId: number,
  toOrganizationId: number,
  toPropertyId: number,
  strategyIds: ReadonlyMap<number, number>,
): Promise<number> {
  const rows = await tx
    .select({ id: reports.id, strategyId: reports.strategyId })
    .from(reports)
    .where(and(eq(reports.organizationId, fromOrganizationId), eq(reports.propertyId, fromPropertyId)));
  for (const row of rows) {
    await tx
      .update(reports)
      .set({ organizationId: toOrganizationId, propertyId: toPropertyId, strategyId: row.strategyId == null ? null : (strategyIds.get(row.strategyId) ?? null) })
      .where(eq(reports.id, row.id));
  }
  if (rows.length > 0) {
    await tx
      .update(reportShareLinks)
      .set({ organizationId: toOrganizationId })
      .where(inArray(reportShareLinks.reportId, rows.map((row) => row.id)));
  }
  return rows.length;
}
