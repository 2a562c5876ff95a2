/**
 * Legal Status (GET /api/legal-status): a page of the selected organization's properties, each
 * with the legal blocks of its lot's public record, read on the server for that page only
 * (the page used to read every property's whole record from the browser, one request each).
 */
import type { LegalRecord, LegalStatusItem, LegalStatusPage, LegalStatusQuery, NycPropertyData, PropertyResponse } from '../contract';
import type { Database } from '../db/client';
import { isDemoBbl } from '../db/queries/demoLots';
import { listLegalStatusRows } from '../db/queries/legalStatus';
import { toPage } from '../db/paging';
import { resolveAddress } from '../nyc/address/resolve';
import { enrichmentSourceFor } from '../nyc/enrichment';
import { foreclosureBlock, lienBlocks } from '../nyc/enrichment/build';
import type { EnrichmentSource } from '../nyc/enrichment/source';
import type { SodaConfig } from '../nyc/soda/client';
import { enrichmentShows, planFor, type Tier } from '@rei/engine';
import { recordForTier } from '../nyc/enrichment/enrichmentLevel';
import type { OrganizationScope } from './organizationScope';
import { assertFeature, enrichmentTierOf } from './subscription';
import { toPropertyResponse } from './propertyValues';

/**
 * The lot a property's record is read from: its BBL, else its address resolved. A demo property
 * is fictional and reads only its own demo-range lot, never a real lot its address matches.
 */
async function lotOf(db: Database, property: PropertyResponse): Promise<string | null> {
  if (property.isDemo) return isDemoBbl(property.bbl) ? property.bbl : null;
  if (property.bbl) return property.bbl;
  const text = [property.address, property.city, property.zip].filter(Boolean).join(', ');
  return (await resolveAddress(db, text))?.bbl ?? null;
}

/** The legal blocks of one lot's public record, or null without a lot. */
async function legalRecordOf(db: Database, source: EnrichmentSource, property: PropertyResponse): Promise<LegalRecord | null> {
  const bbl = await lotOf(db, property);
  if (!bbl) return null;
  const [evictions, liens, acris] = await Promise.all([source.evictions(bbl), source.taxLiens(bbl), source.acrisDocuments(bbl)]);
  const lookups = [evictions, liens, acris];
  const missingDatasets = [...new Set(lookups.flatMap((lookup) => (lookup.available ? [] : lookup.missing)))];
  // What the three-state check cites: the datasets read (with as-of dates) and those the live source could not reach.
  const unreachableDatasets = [...new Set(lookups.flatMap((lookup) => (lookup.available ? [] : (lookup.unreachable ?? []))))];
  const checkedDatasets = [...new Map(lookups.flatMap((lookup) => (lookup.available ? lookup.provenance : [])).map((p) => [p.dataset, p] as const)).values()];
  return {
    bbl,
    evictionDetails: evictions.available ? { count: evictions.records.length, filings: evictions.records, provenance: evictions.provenance[0]! } : null,
    ...lienBlocks(liens),
    foreclosureDetails: foreclosureBlock(acris),
    missingDatasets,
    unreachableDatasets,
    checkedDatasets,
  };
}

/**
 * The legal record of a lot on a plan below advanced enrichment: nothing read, every legal block
 * locked and naming the plan that adds it (the three-state check reads it as not checked).
 */
function lockedLegalRecord(bbl: string, tier: Tier): LegalRecord {
  const locked = recordForTier({ bbl, evictionDetails: null, taxLienDetails: null, waterLiens: [], foreclosureDetails: null, missingDatasets: [] } as unknown as NycPropertyData, tier);
  return { bbl, evictionDetails: null, taxLienDetails: null, waterLiens: [], foreclosureDetails: null, missingDatasets: [], unreachableDatasets: [], checkedDatasets: [], lockedBlocks: locked.lockedBlocks };
}

/**
 * GET /api/legal-status: one page, sorted and filtered in SQL; records read for that page's lots
 * only. The caller's plan must show the legal blocks (advanced enrichment) for their records, the
 * flag counts and the `flagged` filter to be read; below it the records come locked, `flagged`
 * is refused (403 TIER_LIMIT naming the plan) and `sort=flags` orders by when each was added.
 */
export async function listLegalStatus(
  db: Database,
  caller: { readonly id: number },
  scope: OrganizationScope,
  query: LegalStatusQuery,
  soda: SodaConfig | null,
): Promise<LegalStatusPage> {
  const tier = await enrichmentTierOf(db, caller);
  const showsLegal = enrichmentShows(planFor(tier).limits.dataEnrichment, 'evictionDetails');
  if (!showsLegal && query.flagged !== undefined) await assertFeature(db, caller.id, 'advanced_enrichment');
  // Unread flags cannot order the page: it is in the order the properties were added.
  const { rows, countAll } = await listLegalStatusRows(db, scope.organizationId, showsLegal || query.sort !== 'flags' ? query : { ...query, sort: 'addedAt' });
  const source = enrichmentSourceFor(db, soda);
  const records = await Promise.all(
    rows.map(async (row) => {
      const property = toPropertyResponse(row.property);
      if (showsLegal) return legalRecordOf(db, source, property);
      const bbl = await lotOf(db, property);
      return bbl ? lockedLegalRecord(bbl, tier) : null;
    }),
  );
  return toPage(
    rows,
    query,
    (row, index): LegalStatusItem => ({
      property: toPropertyResponse(row.property),
      flagCount: showsLegal ? row.property.legalFlagCount : null,
      record: records[index] ?? null,
    }),
    countAll,
  );
}
