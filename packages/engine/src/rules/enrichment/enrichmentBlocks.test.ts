import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATA_ENRICHMENT_LEVELS, TIERS, planFor } from '../tiers/tiers';
import { ENRICHMENT_BLOCKS, enrichmentShows, lockedEnrichmentBlocks } from './enrichmentBlocks';

describe('enrichment blocks by level', () => {
  it('basic shows lot facts and sales; standard adds violations, permits, 311, comparables; advanced adds owners and legal records', () => {
    expect(ENRICHMENT_BLOCKS.filter((b) => enrichmentShows('basic', b.block)).map((b) => b.block)).toEqual(['lot', 'assessments', 'lastSale', 'salesHistory']);
    expect(lockedEnrichmentBlocks('standard').map((b) => b.block)).toEqual(['owners', 'evictionDetails', 'taxLienDetails', 'waterLiens', 'foreclosureDetails']);
    expect(lockedEnrichmentBlocks('advanced')).toEqual([]);
  });
  it('names the cheapest plan that adds a locked block', () => {
    const locked = lockedEnrichmentBlocks('basic');
    expect(locked.find((b) => b.block === 'violations')).toMatchObject({ plan: 'Rookie', tier: 'rookie' });
    expect(locked.find((b) => b.block === 'evictionDetails')).toMatchObject({ plan: 'Operator', tier: 'operator', contains: 'Marshal eviction filings at the address' });
  });
  it('law: a higher level shows every block a lower one shows (monotone), and the plans are monotone too', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DATA_ENRICHMENT_LEVELS), fc.constantFrom(...DATA_ENRICHMENT_LEVELS), fc.constantFrom(...ENRICHMENT_BLOCKS.map((b) => b.block)), (a, b, block) => {
        const [low, high] = DATA_ENRICHMENT_LEVELS.indexOf(a) <= DATA_ENRICHMENT_LEVELS.indexOf(b) ? [a, b] : [b, a];
        if (enrichmentShows(low, block)) expect(enrichmentShows(high, block)).toBe(true);
      }),
    );
    const levels = TIERS.map((tier) => DATA_ENRICHMENT_LEVELS.indexOf(planFor(tier).limits.dataEnrichment));
    expect([...levels].sort((x, y) => x - y)).toEqual(levels);
  });
});
