/**
 * The public record as the caller's plan shows it (`PLANS[].limits.dataEnrichment`, see the
 * engine's `ENRICHMENT_BLOCKS`): blocks above the plan's level are emptied and listed in
 * `lockedBlocks` with what they contain and the plan that adds them — never faked. Their
 * datasets leave `checkedDatasets`, `missingDatasets` and `unreachableDatasets`, so nothing
 * downstream (the legal check) reads a locked block as "checked, none found".
 */
import { ENRICHMENT_BLOCKS, enrichmentShows, isNycDatasetKey, lockedEnrichmentBlocks, nycDataset, planFor, type Tier } from '@rei/engine';
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
 * A property answer with its public record limited to the caller's plan. Meant for GET
 * /api/properties/search and /bbl/{bbl}; NOT wired in yet (see the reports helper's notes: the
 * tests and pages that read advanced blocks as a Scout or signed out must move first).
 */
export function limitedToPlan(answer: PropertySearchResponse, tier: Tier): PropertySearchResponse {
  return answer.nycData ? { ...answer, nycData: recordForTier(answer.nycData, tier) } : answer;
}
