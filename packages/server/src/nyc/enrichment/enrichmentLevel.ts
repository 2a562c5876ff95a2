/**
 * The public record as the caller's plan shows it (`PLANS[].limits.dataEnrichment`, see the
 * engine's `ENRICHMENT_BLOCKS`): blocks above the plan's level are emptied and listed in
 * `lockedBlocks` with what they contain and the plan that adds them — never faked. Their
 * datasets leave `checkedDatasets`, `missingDatasets` and `unreachableDatasets`, so nothing
 * downstream (the legal check) reads a locked block as "checked, none found".
 */
import { ENRICHMENT_BLOCKS, enrichmentShows, isNycDatasetKey, lockedEnrichmentBlocks, nycDataset, planFor, type EnrichmentBlock, type Tier } from '@rei/engine';
import type { NycPropertyData, PropertySearchResponse } from '../../contract';

const EMPTY: Partial<Record<string, unknown>> = { waterLiens: [], owners: [], salesHistory: [] };

/**
 * The record limited to `tier`'s enrichment level.
 *
 * @example
 * recordForTier(record, 'scout').evictionDetails // null, with lockedBlocks naming Operator
 */
export function recordForTier(record: NycPropertyData, tier: Tier): NycPropertyData {
  const level = planFor(tier).limits.dataEnrichment;
  const locked = lockedEnrichmentBlocks(level);
  if (locked.length === 0) return record;
  const shownDatasets = new Set<string>(ENRICHMENT_BLOCKS.filter((entry) => enrichmentShows(level, entry.block)).flatMap((entry) => entry.datasets));
  const lockedDatasets = new Set<string>(ENRICHMENT_BLOCKS.filter((entry) => !enrichmentShows(level, entry.block)).flatMap((entry) => entry.datasets).filter((key) => !shownDatasets.has(key)));
  const isLocked = (dataset: string) => lockedDatasets.has(dataset) || [...lockedDatasets].some((key) => dataset.startsWith('soda:') && sodaIdsOf(key).includes(dataset.slice(5)));
  const limited: Record<string, unknown> = { ...record };
  for (const block of locked) limited[block.block] = block.block in EMPTY ? EMPTY[block.block] : null;
  return {
    ...(limited as NycPropertyData),
    missingDatasets: record.missingDatasets.filter((key) => !isLocked(key)),
    ...(record.unreachableDatasets ? { unreachableDatasets: record.unreachableDatasets.filter((key) => !isLocked(key)) } : {}),
    ...(record.checkedDatasets ? { checkedDatasets: record.checkedDatasets.filter((p) => !isLocked(p.dataset)) } : {}),
    lockedBlocks: locked.map((block) => ({ ...block, datasets: [...(ENRICHMENT_BLOCKS.find((entry) => entry.block === block.block)?.datasets ?? [])] })),
  };
}

function sodaIdsOf(key: string): readonly string[] {
  return isNycDatasetKey(key) ? nycDataset(key).sodaIds : [];
}

/**
 * The property fields each locked block would fill (see `propertyFromNycData`): a lot shown from
 * the public record or from demo data answers them from its record, so they go with the block.
 */
const FIELDS_OF_BLOCK: Partial<Record<EnrichmentBlock, readonly (keyof PropertySearchResponse)[]>> = {
  violations: ['hpdViolations', 'ecbViolations'],
  permits: ['dobPermits'],
  complaints311: ['complaints311'],
  owners: ['ownerName'],
  evictionDetails: ['evictionCount', 'evictionFilings'],
  taxLienDetails: ['taxLienAmount', 'taxLienDate', 'taxLienStatus'],
  foreclosureDetails: ['foreclosureStatus', 'foreclosureCreditor', 'foreclosureAmount', 'foreclosureDate'],
};

/**
 * A property answer (GET /api/properties/search and /bbl/{bbl}) with its public record limited
 * to the caller's plan. A lot known from the public record or demo data also loses the property
 * fields its locked blocks filled; a property the organization stored keeps what its people
 * entered (that is theirs, not the record's).
 *
 * @example
 * limitedToPlan(answer, 'scout').evictionCount // null, and nycData.lockedBlocks names Operator
 */
export function limitedToPlan(answer: PropertySearchResponse, tier: Tier): PropertySearchResponse {
  if (!answer.nycData) return answer;
  const nycData = recordForTier(answer.nycData, tier);
  const limited: Record<string, unknown> = { ...answer, nycData };
  if (answer.source !== 'portfolio') {
    for (const block of nycData.lockedBlocks ?? []) for (const field of FIELDS_OF_BLOCK[block.block as EnrichmentBlock] ?? []) limited[field] = null;
  }
  return limited as PropertySearchResponse;
}
