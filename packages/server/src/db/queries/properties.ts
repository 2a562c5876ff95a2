/**
 * Property queries. Services decide who may see what; these functions only run the SQL
 * they are asked for, always with the scope (organization ids, demo flag) passed in.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { portfolioItems, properties } from '../schema';
import { isDemoBbl } from './demoLots';
import { cachedReadsOf } from '../readCache';
import type { MemberScope } from '../memberScope';

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;

const COLUMNS = getTableColumns(properties);
/** The keys of a property row (camelCase), for picking column values out of a request body. */
export const PROPERTY_COLUMNS: ReadonlySet<string> = new Set(Object.keys(COLUMNS));
/** The keys of the numeric columns, which the driver reads as decimal text. */
export const NUMERIC_PROPERTY_COLUMNS: ReadonlySet<string> = new Set(
  Object.entries(COLUMNS)
    .filter(([, column]) => column.columnType === 'PgNumeric')
    .map(([key]) => key),
);

/** Rows the caller may read: demo rows, plus rows of the given organizations. */
function visibleTo(organizationIds: readonly number[]): SQL {
  return organizationIds.length > 0
    ? (or(eq(properties.isDemo, true), inArray(properties.organizationId, [...organizationIds])) as SQL)
    : eq(properties.isDemo, true);
}

export async function findPropertyById(db: Database, id: number): Promise<PropertyRow | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  return row;
}

export async function listPropertiesOfOrganization(db: Database, organizationId: number, limit: number, offset: number): Promise<PropertyRow[]> {
  return db
    .select()
    .from(properties)
    .where(eq(properties.organizationId, organizationId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The properties `scope.userId` added, in the organizations they are still an accepted member
 * of (newest first). A property they added to a team they have since left is the team's, not
 * theirs: it is not listed. No membership at all → no rows.
 */
export async function listPropertiesAddedBy(db: Database, scope: MemberScope): Promise<PropertyRow[]> {
  if (scope.organizationIds.length === 0) return [];
  return db
    .select()
    .from(properties)
    .where(and(eq(properties.userId, scope.userId), inArray(properties.organizationId, [...scope.organizationIds])))
    .orderBy(desc(properties.createdAt), desc(properties.id));
}

/** Properties the user added that count against the plan (demo rows never count). */
export async function countPropertiesAddedBy(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(properties)
    .where(and(eq(properties.userId, userId), eq(properties.isDemo, false)));
  return row?.total ?? 0;
}

/**
 * The properties that count against a user's plan, each once: the properties they added
 * (demo rows never count) together with the properties they keep in a portfolio (a property
 * they uploaded, which lands in the portfolio too, is one property, not two).
 */
export async function countPlanPropertiesOf(db: Database, userId: number): Promise<number> {
  const rows = await union(
    db.select({ id: properties.id }).from(properties).where(and(eq(properties.userId, userId), eq(properties.isDemo, false))),
    db.select({ id: portfolioItems.propertyId }).from(portfolioItems).where(eq(portfolioItems.userId, userId)),
  );
  return rows.length;
}

/** Whether the property already counts against the user's plan (see `countPlanPropertiesOf`). */
export async function countsAgainstPlanOf(db: Database, userId: number, propertyId: number): Promise<boolean> {
  const [added] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, userId), eq(properties.isDemo, false)))
    .limit(1);
  if (added) return true;
  const [kept] = await db
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.propertyId, propertyId), eq(portfolioItems.userId, userId)))
    .limit(1);
  return kept !== undefined;
}

export async function insertProperties(db: Database, rows: NewPropertyRow[]): Promise<PropertyRow[]> {
  if (rows.length === 0) return [];
  return db.insert(properties).values(rows).returning();
}

export async function updatePropertyRow(db: Database, id: number, values: Partial<NewPropertyRow>): Promise<PropertyRow | undefined> {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(properties.id, id))
    .returning();
  return row;
}

/** Deletes the organization's properties of `ids` (their portfolio entries go with them); answers how many. */
export async function deleteOrganizationPropertyRows(db: Database, organizationId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(properties)
    .where(and(eq(properties.organizationId, organizationId), inArray(properties.id, [...ids])))
    .returning({ id: properties.id });
  return rows.length;
}

export async function deletePropertyRow(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(properties).where(eq(properties.id, id)).returning({ id: properties.id });
  return rows.length > 0;
}

function prepareFindByNormalizedAddress(db: Database) {
  // Arrays as parameters keep one statement text whatever the number of candidates and
  // organizations, so Drizzle builds it once and each connection plans it once.
  return db
    .select()
    .from(properties)
    .where(
      and(
        sql`${properties.addressNormalized} = any(${sql.placeholder('candidates')}::text[])`,
        or(eq(properties.isDemo, true), sql`${properties.organizationId} = any(${sql.placeholder('organizationIds')}::integer[])`),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(50)
    .prepare('rei_find_property_by_address');
}
const findByNormalizedAddressQueries = new WeakMap<Database, ReturnType<typeof prepareFindByNormalizedAddress>>();

/**
 * Visible rows (demo rows and the given organizations' rows) whose normalised address is one of
 * `candidates`; one prepared statement. The answer may be kept (`cachedReadsOf`: every change to
 * `properties` empties it), so the rows are frozen: they are shared by every search that asks.
 */
export async function findByNormalizedAddress(
  db: Database,
  candidates: readonly string[],
  organizationIds: readonly number[],
): Promise<readonly PropertyRow[]> {
  if (candidates.length === 0) return [];
  let query = findByNormalizedAddressQueries.get(db);
  if (!query) {
    query = prepareFindByNormalizedAddress(db);
    findByNormalizedAddressQueries.set(db, query);
  }
  const prepared = query;
  const load = async () => Object.freeze((await prepared.execute({ candidates: [...candidates], organizationIds: [...organizationIds] })).map((row) => Object.freeze(row)));
  const cache = cachedReadsOf(db);
  return cache ? cache.read(`address:${candidates.join('\u0001')}:${organizationIds.join(',')}`, load) : load();
}

/**
 * The visible property on a lot (BBL): the caller's organizations' before demo rows, then the
 * oldest. Demo properties stand only on demo-range lots (`isDemoBbl`), never on a real one.
 */
export async function findVisibleByBbl(db: Database, bbl: string, organizationIds: readonly number[]): Promise<PropertyRow | undefined> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.bbl, bbl), visibleTo(organizationIds), isDemoBbl(bbl) ? undefined : eq(properties.isDemo, false)))
    .orderBy(asc(properties.isDemo), asc(properties.id))
    .limit(1);
  return row;
}

/** Escapes LIKE's wildcards so a typed '%' or '_' matches itself. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Up to `limit` visible addresses starting with any of `prefixes` (normalised), alphabetically. */
export async function suggestByNormalizedPrefix(
  db: Database,
  prefixes: readonly string[],
  organizationIds: readonly number[],
  limit: number,
): Promise<Pick<PropertyRow, 'id' | 'address' | 'addressNormalized' | 'city' | 'state' | 'zip' | 'bbl'>[]> {
  if (prefixes.length === 0) return [];
  return db
    .select({
      id: properties.id,
      address: properties.address,
      addressNormalized: properties.addressNormalized,
      city: properties.city,
      state: properties.state,
      zip: properties.zip,
      bbl: properties.bbl,
    })
    .from(properties)
    .where(and(or(...prefixes.map((prefix) => like(properties.addressNormalized, likePrefix(prefix)))), visibleTo(organizationIds)))
    .orderBy(asc(properties.addressNormalized), asc(properties.zip), asc(properties.id))
    .limit(limit);
}

/** Whether the property is in the organization's portfolio. */
export async function isInPortfolioOf(db: Database, organizationId: number, propertyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.organizationId, organizationId), eq(portfolioItems.propertyId, propertyId)))
    .limit(1);
  return row !== undefined;
}
