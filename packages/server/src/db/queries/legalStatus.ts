/**
 * Legal Status queries: a page of an organization's properties with how many kinds of legal
 * record their lot has in the imported public record (eviction, tax lien, water lien,
 * foreclosure deed), counted in SQL so the list can be sorted and filtered by it.
 */
import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { LegalStatusQuery } from '../../contract/legalStatus';
import type { Database } from '../client';
import { pageOrder, textFilter, withPage, type SortExpression } from '../paging';
import { properties } from '../schema';

/**
 * Kinds of legal record on the property's stored lot (0..4): each of eviction, tax lien, water
 * lien and foreclosure deed counts once. Each term is an index probe by BBL; a property
 * without a BBL has 0.
 */
export function legalFlagCount(foreclosureDocTypes: readonly string[]): SQL<number> {
  const types = sql.join(foreclosureDocTypes.map((type) => sql`${type}`), sql`, `);
  // Written with explicit aliases: in a one-table select drizzle leaves columns unqualified,
  // which inside these subqueries would bind to the inner table.
  const lot = sql.raw('"properties"."bbl"');
  return sql<number>`(case when ${lot} is null then 0 else
    (exists (select 1 from nyc_evictions ev where ev.bbl = ${lot}))::int
    + (exists (select 1 from nyc_tax_liens tl where tl.bbl = ${lot} and not tl.water_debt_only))::int
    + (exists (select 1 from nyc_tax_liens wl where wl.bbl = ${lot} and wl.water_debt_only))::int
    + (exists (select 1 from nyc_acris_legals al join nyc_acris_master am on am.document_id = al.document_id
        where al.bbl = ${lot} and am.doc_type in (${types})))::int
  end)`.mapWith(Number);
}

/** A page of the organization's properties with their flag count, filtered and in a total order. */
export async function listLegalStatusRows(db: Database, organizationId: number, query: LegalStatusQuery, foreclosureDocTypes: readonly string[]) {
  const flags = legalFlagCount(foreclosureDocTypes);
  const where = and(
    eq(properties.organizationId, organizationId),
    textFilter(query.q, [properties.address, properties.city, properties.zip, properties.bbl]),
    query.flagged === true ? gt(flags, 0) : query.flagged === false ? eq(flags, 0) : undefined,
  );
  const sortBy: Record<LegalStatusQuery['sort'], SortExpression> = { flags, address: properties.address, addedAt: properties.createdAt };
  const rows = await withPage(
    db.select({ property: properties, flagCount: flags }).from(properties).where(where).$dynamic(),
    pageOrder(sortBy[query.sort], query.direction, properties.id),
    query,
  );
  const countAll = async () => (await db.select({ total: count() }).from(properties).where(where))[0]?.total ?? 0;
  return { rows, countAll };
}
