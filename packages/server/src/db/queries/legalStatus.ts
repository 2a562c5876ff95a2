/**
 * Legal Status queries: a page of an organization's properties with how many kinds of legal
 * record their lot has in the imported public record (eviction, tax lien, water lien,
 * foreclosure deed). The database keeps that count on the property (`legal_flag_count`, recounted
 * by triggers whenever the lot or those records change), so sorting and filtering by it read an
 * index instead of counting every property's records.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { LegalStatusQuery } from '../../contract/legalStatus';
import type { Database } from '../client';
import { pageOrder, textFilter, withPage, type SortExpression } from '../paging';
import { properties } from '../schema';

/** A page of the organization's properties with their flag count, filtered and in a total order. */
export async function listLegalStatusRows(db: Database, organizationId: number, query: LegalStatusQuery) {
  const flags = properties.legalFlagCount;
  const where = and(
    eq(properties.organizationId, organizationId),
    textFilter(query.q, [properties.address, properties.city, properties.zip, properties.bbl]),
    query.flagged === true ? gt(flags, 0) : query.flagged === false ? eq(flags, 0) : undefined,
  );
  const sortBy: Record<LegalStatusQuery['sort'], SortExpression> = { flags, address: properties.address, addedAt: properties.createdAt };
  const rows = await withPage(db.select({ property: properties }).from(properties).where(where).$dynamic(), pageOrder(sortBy[query.sort], query.direction, properties.id), query);
  const countAll = async () => (await db.select({ total: count() }).from(properties).where(where))[0]?.total ?? 0;
  return { rows, countAll };
}
