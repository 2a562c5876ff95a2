import type { NycDatasetKey } from '../../domain/datasets';
import { DATA_ENRICHMENT_LEVELS, TIERS, planFor, type DataEnrichment, type Tier } from '../tiers/tiers';

/**
 * Which public-record blocks each enrichment level shows (the plans' `dataEnrichment`):
 * - basic (Scout): the lot's facts (PLUTO), its assessment rolls and its sales (last sale, history);
 * - standard (Rookie): + violations, DOB permits, 311 and HPD complaints, comparable sales;
 * - advanced (Operator, Hunter): + owners of record and their parties (HPD registrations, ACRIS),
 *   evictions, tax and water liens, foreclosure (ACRIS documents).
 * A lower level's answer leaves the higher blocks out and names the plan that adds each.
 */
export const ENRICHMENT_BLOCKS = [
  { block: 'lot', level: 'basic', title: 'Lot facts', contains: 'Building class, zoning, areas, units, floors, year built (PLUTO)', datasets: ['pluto'] },
  { block: 'assessments', level: 'basic', title: 'Assessments', contains: 'Market and assessed values by roll year (DOF)', datasets: ['dof-assessments'] },
  { block: 'lastSale', level: 'basic', title: 'Last sale', contains: 'The newest market sale and its price (DOF rolling sales)', datasets: ['rolling-sales', 'dof-sales'] },
  { block: 'salesHistory', level: 'basic', title: 'Sales history', contains: 'Every recorded sale of the lot (DOF)', datasets: ['rolling-sales', 'dof-sales'] },
  { block: 'violations', level: 'standard', title: 'Violations', contains: 'HPD, ECB and DOB violations, open and closed', datasets: ['hpd-violations', 'ecb-violations', 'dob-violations'] },
  { block: 'permits', level: 'standard', title: 'DOB permits', contains: 'Job filings and permits on the lot', datasets: ['dob-jobs'] },
  { block: 'complaints311', level: 'standard', title: '311 complaints', contains: '311 service requests at the address, by type', datasets: ['311'] },
  { block: 'hpdComplaints', level: 'standard', title: 'HPD complaints', contains: 'HPD complaints and problems, open and closed', datasets: ['hpd-complaints'] },
  { block: 'comparables', level: 'standard', title: 'Comparable sales', contains: 'Nearby sales of similar buildings and their price per square foot', datasets: ['rolling-sales', 'dof-sales'] },
  { block: 'owners', level: 'advanced', title: 'Owners and parties', contains: 'Owners of record, HPD registration contacts, ACRIS parties', datasets: ['hpd-registrations', 'hpd-contacts', 'acris-parties'] },
  { block: 'evictionDetails', level: 'advanced', title: 'Evictions', contains: 'Marshal eviction filings at the address', datasets: ['evictions'] },
  { block: 'taxLienDetails', level: 'advanced', title: 'Tax liens', contains: 'DOF tax lien sale list entries', datasets: ['tax-liens'] },
  { block: 'waterLiens', level: 'advanced', title: 'Water liens', contains: 'Water and sewer lien sale list entries', datasets: ['tax-liens'] },
  { block: 'foreclosureDetails', level: 'advanced', title: 'Foreclosure and ACRIS documents', contains: 'Lis pendens and foreclosure documents recorded in ACRIS', datasets: ['acris-master', 'acris-legals', 'acris-parties'] },
] as const satisfies readonly { block: string; level: DataEnrichment; title: string; contains: string; datasets: readonly NycDatasetKey[] }[];

export type EnrichmentBlock = (typeof ENRICHMENT_BLOCKS)[number]['block'];

/** A block a plan does not show: what it contains and the cheapest plan that adds it. */
export interface LockedEnrichmentBlock {
  readonly block: EnrichmentBlock;
  readonly title: string;
  readonly contains: string;
  readonly level: DataEnrichment;
  /** The cheapest plan whose enrichment level shows the block ("Operator"). */
  readonly plan: string;
  readonly tier: Tier;
}

const rank = (level: DataEnrichment) => DATA_ENRICHMENT_LEVELS.indexOf(level);

/** Whether `level` shows `block`. */
export function enrichmentShows(level: DataEnrichment, block: EnrichmentBlock): boolean {
  const entry = ENRICHMENT_BLOCKS.find((candidate) => candidate.block === block)!;
  return rank(level) >= rank(entry.level);
}

/**
 * The blocks `level` does not show, each with the cheapest plan that adds it.
 *
 * @example
 * lockedEnrichmentBlocks('basic').map((b) => b.block) // ['violations', 'permits', …, 'foreclosureDetails']
 * lockedEnrichmentBlocks('advanced') // []
 */
export function lockedEnrichmentBlocks(level: DataEnrichment): LockedEnrichmentBlock[] {
  return ENRICHMENT_BLOCKS.filter((entry) => rank(entry.level) > rank(level)).map((entry) => {
    const tier = TIERS.find((candidate) => rank(planFor(candidate).limits.dataEnrichment) >= rank(entry.level)) ?? TIERS[TIERS.length - 1]!;
    return { block: entry.block, title: entry.title, contains: entry.contains, level: entry.level, plan: planFor(tier).name, tier };
  });
}
