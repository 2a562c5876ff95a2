/**
 * Owner search and "other buildings of this owner": the public record's owners and managing
 * agents (HPD registration contacts, ACRIS parties), imported or live, grouped into lots that
 * link to their property pages.
 */
import type { OwnerLot, OwnerSearchQuery, OwnerSearchResponse, OwnerSourceStatus, RelatedOwnersResponse } from '../contract';
import type { Database } from '../db/client';
import { enrichmentSourceFor } from '../nyc/enrichment';
import { ownerSearchWords } from '../nyc/owners/ownerName';
import type { Lookup } from '../nyc/enrichment/source';
import { groupIntoLots, searchFamily, unreadOwnersStatus, type Family, type OwnerHit, type OwnerSearchDeps } from '../nyc/owners/ownerSearch';
import { sodaClientFor, type SodaConfig } from '../nyc/soda/client';

/** Where a live failure is logged (the route passes its request logger). */
export type OwnerLog = (error: unknown, message: string) => void;

/** Most owner names of one lot whose other lots are looked up. */
const RELATED_NAMES_MAX = 3;
/** Most other lots shown for a lot. */
const RELATED_LOTS_MAX = 25;

function deps(db: Database, soda: SodaConfig | null): OwnerSearchDeps {
  return { db, soda: soda ? sodaClientFor(db, soda) : null };
}

async function searchBothFamilies(
  context: OwnerSearchDeps,
  words: readonly string[],
  log: OwnerLog,
): Promise<{ hits: OwnerHit[]; sources: OwnerSourceStatus[] }> {
  const onLiveError = (error: unknown) => log(error, 'owner search: NYC Open Data could not be reached');
  const answers = await Promise.all([
    searchFamily(context, 'hpd', words, onLiveError),
    searchFamily(context, 'acris', words, onLiveError),
  ]);
  return { hits: answers.flatMap((answer) => answer.hits), sources: answers.map((answer) => answer.status) };
}

/**
 * GET /api/owners/search: lots whose owner or agent names hold the searched words, a page
 * (`offset`, `limit`) of them, newest record first.
 */
export async function searchOwners(
  db: Database,
  soda: SodaConfig | null,
  query: OwnerSearchQuery,
  log: OwnerLog,
): Promise<OwnerSearchResponse> {
  const words = ownerSearchWords(query.name);
  const { hits, sources } = await searchBothFamilies(deps(db, soda), words, log);
  const lots = groupIntoLots(hits);
  return {
    name: query.name,
    words,
    results: lots.slice(query.offset, query.offset + query.limit),
    offset: query.offset,
    limit: query.limit,
    hasMore: lots.length > query.offset + query.limit,
    sources,
  };
}

/**
 * GET /api/properties/bbl/{bbl}/related-owners: the owners the lot's newest HPD registration
 * names and the grantees of its newest deed, and the other lots those names appear on.
 */
export async function relatedOwnerLots(
  db: Database,
  soda: SodaConfig | null,
  bbl: string,
  log: OwnerLog,
): Promise<RelatedOwnersResponse> {
  const source = enrichmentSourceFor(db, soda);
  const names: string[] = [];
  const addName = (name: string | null | undefined) => {
    const trimmed = name?.trim();
    if (trimmed && !names.some((known) => known.toUpperCase() === trimmed.toUpperCase())) names.push(trimmed);
  };
  // A source the lot's owners could not be read from is reported, never taken for "no owner".
  const unread: OwnerSourceStatus[] = [];
  const readOwners = async <T>(family: Family, read: () => Promise<Lookup<T>>, use: (records: T) => void) => {
    try {
      const lookup = await read();
      if (lookup.available) use(lookup.records);
      else unread.push(unreadOwnersStatus(family, lookup.unreachable?.length ? 'unreachable' : 'not_imported'));
    } catch (error) {
      log(error, 'related owners: the lot’s owners could not be read');
      unread.push(unreadOwnersStatus(family, 'failed'));
    }
  };
  await readOwners('hpd', () => source.registrationOwners(bbl), (owners) => {
    // Owners only: a managing agent runs many owners' buildings, which are not "this owner's".
    for (const owner of owners) if (!/agent|manager/i.test(owner.contactType ?? '')) addName(owner.name);
  });
  await readOwners('acris', () => source.acrisDocuments(bbl), (documents) => {
    const newestDeed = documents.find((document) => document.docType?.toUpperCase().startsWith('DEED'));
    for (const grantee of newestDeed?.party2 ?? []) addName(grantee);
  });
  const context = deps(db, soda);
  const looked = names.slice(0, RELATED_NAMES_MAX).filter((name) => ownerSearchWords(name).join('').length >= 2);
  let sources: OwnerSourceStatus[] = [];
  const hits: OwnerHit[] = [];
  for (const name of looked) {
    const answer = await searchBothFamilies(context, ownerSearchWords(name), log);
    hits.push(...answer.hits.filter((hit) => hit.bbl !== bbl));
    sources = answer.sources;
  }
  const results: OwnerLot[] = groupIntoLots(hits).slice(0, RELATED_LOTS_MAX);
  return { bbl, owners: looked, results, sources: [...sources, ...unread] };
}
