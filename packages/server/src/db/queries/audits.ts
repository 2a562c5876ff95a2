/**
 * The cash-flow audit repository: the properties an organization audits, and its audit runs,
 * property audits and forecasts, always read and written within one organization.
 */
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AuditRowsQuery } from '../../contract/cashFlowAudit';
import { pageOrder, textFilter, toPage, withPage } from '../paging';
import type { Database } from '../database';
import { cashFlowAuditRuns, cashFlowAudits, cashFlowForecasts, portfolioItems, properties, strategies } from '../schema';
import type { PropertyRow } from './properties';

export type CashFlowAuditRow = typeof cashFlowAudits.$inferSelect;
export type CashFlowAuditRunRow = typeof cashFlowAuditRuns.$inferSelect;
export type CashFlowForecastRow = typeof cashFlowForecasts.$inferSelect;
/** A property audit as the service hands it over for storing. */
export type NewCashFlowAudit = typeof cashFlowAudits.$inferInsert;
/** An audit run's totals as the service hands them over for storing. */
export type NewCashFlowAuditRun = typeof cashFlowAuditRuns.$inferInsert;
/** A forecast as the service hands it over for storing. */
export type NewCashFlowForecast = typeof cashFlowForecasts.$inferInsert;

/** The properties an organization audits: its own, plus those in its portfolio. */
export async function propertiesAuditedBy(db: Database, organizationId: number): Promise<PropertyRow[]> {
  const inPortfolio = db.select({ id: portfolioItems.propertyId }).from(portfolioItems).where(eq(portfolioItems.organizationId, organizationId));
  return db
    .select()
    .from(properties)
    .where(or(eq(properties.organizationId, organizationId), inArray(properties.id, inPortfolio)))
    .orderBy(properties.id);
}

/** Whether the organization audits this property (owns it or keeps it in its portfolio). */
export async function isAuditedBy(db: Database, organizationId: number, property: PropertyRow): Promise<boolean> {
  if (property.organizationId === organizationId) return true;
  const [row] = await db
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.organizationId, organizationId), eq(portfolioItems.propertyId, property.id)))
    .limit(1);
  return row !== undefined;
}

/** Stores an organization audit run's totals and returns the stored row (with its date). */
export async function insertAuditRun(db: Database, values: NewCashFlowAuditRun): Promise<CashFlowAuditRunRow> {
  const [row] = await db.insert(cashFlowAuditRuns).values(values).returning();
  return row!;
}

/** Stores property audits, 500 rows per statement, and returns the stored rows in order. */
export async function insertAudits(db: Database, values: NewCashFlowAudit[]): Promise<CashFlowAuditRow[]> {
  const rows: CashFlowAuditRow[] = [];
  for (let start = 0; start < values.length; start += 500) {
    rows.push(...(await db.insert(cashFlowAudits).values(values.slice(start, start + 500)).returning()));
  }
  return rows;
}

/** The organization's newest audit run, if any. */
export async function latestAuditRun(db: Database, organizationId: number): Promise<CashFlowAuditRunRow | undefined> {
  const [row] = await db
    .select()
    .from(cashFlowAuditRuns)
    .where(eq(cashFlowAuditRuns.organizationId, organizationId))
    .orderBy(desc(cashFlowAuditRuns.auditDate), desc(cashFlowAuditRuns.id))
    .limit(1);
  return row;
}

/** A run's property audits with each property's address. */
export async function auditsOfRun(db: Database, runId: number) {
  return db
    .select({ audit: cashFlowAudits, address: properties.address })
    .from(cashFlowAudits)
    .innerJoin(properties, eq(properties.id, cashFlowAudits.propertyId))
    .where(eq(cashFlowAudits.runId, runId))
    .orderBy(cashFlowAudits.propertyId);
}

/** The organization's newest audit of the property, if any. */
export async function latestPropertyAudit(db: Database, organizationId: number, propertyId: number): Promise<CashFlowAuditRow | undefined> {
  const [row] = await db
    .select()
    .from(cashFlowAudits)
    .where(and(eq(cashFlowAudits.organizationId, organizationId), eq(cashFlowAudits.propertyId, propertyId)))
    .orderBy(desc(cashFlowAudits.auditDate), desc(cashFlowAudits.id))
    .limit(1);
  return row;
}

/** Stores a forecast and returns the stored row (with its date). */
export async function insertForecast(db: Database, values: NewCashFlowForecast): Promise<CashFlowForecastRow> {
  const [row] = await db.insert(cashFlowForecasts).values(values).returning();
  return row!;
}

/** The organization's newest forecast for the property, if any. */
export async function latestForecast(db: Database, organizationId: number, propertyId: number): Promise<CashFlowForecastRow | undefined> {
  const [row] = await db
    .select()
    .from(cashFlowForecasts)
    .where(and(eq(cashFlowForecasts.organizationId, organizationId), eq(cashFlowForecasts.propertyId, propertyId)))
    .orderBy(desc(cashFlowForecasts.generationDate), desc(cashFlowForecasts.id))
    .limit(1);
  return row;
}

/** The latest saved strategy of each property (by the organization), in one query. */
export async function latestStrategiesOf(db: Database, organizationId: number, propertyIds: readonly number[]): Promise<Map<number, Record<string, unknown>>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([strategies.propertyId], { propertyId: strategies.propertyId, inputs: strategies.inputs })
    .from(strategies)
    .where(and(eq(strategies.organizationId, organizationId), inArray(strategies.propertyId, [...propertyIds])))
    .orderBy(strategies.propertyId, desc(strategies.createdAt), desc(strategies.id));
  return new Map(rows.flatMap((row) => (row.propertyId === null ? [] : [[row.propertyId, row.inputs] as const])));
}

// Risk levels sort by severity, not alphabetically.
const riskRank = sql`case ${cashFlowAudits.riskLevel} when 'low' then 1 when 'medium' then 2 when 'high' then 3 else 4 end`;
const AUDIT_ROW_SORTS: Record<AuditRowsQuery['sort'], SQL | typeof properties.address | typeof cashFlowAudits.discrepancyPercentage> = {
  address: properties.address,
  discrepancyPercentage: cashFlowAudits.discrepancyPercentage,
  riskLevel: riskRank,
  marketRentEstimate: sql`(${cashFlowAudits.marketRent} ->> 'estimate')::numeric`,
};

/**
 * A page of a run's property audits with each property's address (sorted, filtered; ties by
 * property id). The count is a separate statement, so the default order's page stops at its
 * LIMIT in `cash_flow_audits_run_discrepancy_idx` instead of reading the whole run; without a
 * text filter it counts the run's rows alone (every audit has its property: the key cascades).
 */
export async function auditRowsOfRun(db: Database, runId: number, query: AuditRowsQuery) {
  const textMatch = textFilter(query.q, [properties.address]);
  const ofRun = and(eq(cashFlowAudits.runId, runId), query.flagged === undefined ? undefined : eq(cashFlowAudits.flagged, query.flagged));
  const where = and(ofRun, textMatch);
  const rows = await withPage(
    db
      .select({ audit: cashFlowAudits, address: properties.address })
      .from(cashFlowAudits)
      .innerJoin(properties, eq(properties.id, cashFlowAudits.propertyId))
      .where(where)
      .$dynamic(),
    pageOrder(AUDIT_ROW_SORTS[query.sort], query.direction, cashFlowAudits.propertyId),
    query,
  );
  return toPage(rows, query, (row) => row, async () => {
    const counted = textMatch
      ? db.select({ count: count() }).from(cashFlowAudits).innerJoin(properties, eq(properties.id, cashFlowAudits.propertyId)).where(where)
      : db.select({ count: count() }).from(cashFlowAudits).where(ofRun);
    return (await counted)[0]?.count ?? 0;
  });
}
