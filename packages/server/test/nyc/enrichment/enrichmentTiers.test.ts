/**
 * Enrichment levels, enforced on the record: a Scout (basic) sees lot facts and sales; a Rookie
 * (standard) adds violations, permits, 311 and comparables; Operator and Hunter (advanced) add
 * owners, evictions, liens and foreclosure. A lower plan's record leaves the higher blocks out,
 * says which plan adds each, and the legal check reads a locked block as not checked — never as
 * "checked, none found".
 */
import { describe, expect, it } from 'vitest';
import { legalCheck, type NycProvenance } from '@rei/engine';
import type { NycPropertyData } from '../../../src/contract';
import { limitedToPlan, recordForTier } from '../../../src/nyc/enrichment/enrichmentLevel';

const p = (dataset: string, title: string): NycProvenance => ({ dataset, sourceId: dataset, title, asOf: '2024-10-01', retrievedAt: null });

const RECORD = {
  bbl: '3016500001',
  borough: 'BK',
  lot: { address: '1 TEST STREET', zipCode: '11233', buildingClass: 'C0', provenance: p('pluto', 'PLUTO') },
  owners: [{ name: 'ZQX HOLDINGS LLC', source: 'hpd', asOf: '2024-01-01' }],
  violations: { hpd: { open: 2, closed: 1, byClass: {} }, ecb: { open: 0, closed: 0, balanceDue: 0 }, dob: { open: 0, closed: 0 }, recent: [], provenance: [p('hpd-violations', 'HPD Violations')] },
  permits: null,
  complaints311: null,
  evictionDetails: { count: 0, filings: [], provenance: p('evictions', 'Marshal Evictions') },
  taxLienDetails: null,
  waterLiens: [],
  foreclosureDetails: null,
  lastSale: null,
  salesHistory: [],
  comparables: null,
  missingDatasets: ['311'],
  unreachableDatasets: [],
  checkedDatasets: [p('pluto', 'PLUTO'), p('hpd-violations', 'HPD Violations'), p('evictions', 'Marshal Evictions'), p('tax-liens', 'DOF Tax Lien Sale Lists'), p('acris-master', 'ACRIS Master'), p('acris-legals', 'ACRIS Legals'), p('acris-parties', 'ACRIS Parties')],
} as unknown as NycPropertyData;

const check = (record: NycPropertyData) =>
  legalCheck({ record: { missingDatasets: record.missingDatasets, unreachableDatasets: record.unreachableDatasets ?? [], checkedDatasets: record.checkedDatasets ?? [], lockedBlocks: record.lockedBlocks ?? [] }, found: {} });

describe('the public record by enrichment level', () => {
  it('Scout (basic): lot facts only; violations name Rookie, evictions and owners name Operator', () => {
    const scout = recordForTier(RECORD, 'scout');
    expect(scout.lot).toEqual(RECORD.lot);
    expect(scout.violations).toBeNull();
    expect(scout.evictionDetails).toBeNull();
    expect(scout.owners).toEqual([]);
    const locked = new Map((scout.lockedBlocks ?? []).map((block) => [block.block, block]));
    expect(locked.get('violations')).toMatchObject({ plan: 'Rookie', contains: 'HPD, ECB and DOB violations, open and closed' });
    expect(locked.get('evictionDetails')).toMatchObject({ plan: 'Operator' });
    expect(locked.has('lot')).toBe(false);
    // A locked block's datasets are not "checked": the legal check says not checked, from which plan.
    expect(scout.checkedDatasets!.map((d) => d.dataset)).toEqual(['pluto']);
    const legal = check(scout);
    expect(legal.verdict).toBe('incomplete');
    expect(legal.matters[0]!.sentence).toBe('Evictions: not checked — Marshal Evictions is shown from the Operator plan.');
    expect(JSON.stringify(scout)).not.toContain('ZQX HOLDINGS');
  });

  it('Rookie (standard): violations shown; owners and legal records locked, naming Operator', () => {
    const rookie = recordForTier(RECORD, 'rookie');
    expect(rookie.violations).toEqual(RECORD.violations);
    expect(rookie.evictionDetails).toBeNull();
    expect((rookie.lockedBlocks ?? []).map((block) => block.block)).toEqual(['owners', 'evictionDetails', 'taxLienDetails', 'waterLiens', 'foreclosureDetails']);
    expect(new Set((rookie.lockedBlocks ?? []).map((block) => block.plan))).toEqual(new Set(['Operator']));
  });

  it('Operator and Hunter (advanced): the whole record, nothing locked, and the legal check is clear here', () => {
    for (const tier of ['operator', 'hunter'] as const) {
      const full = recordForTier(RECORD, tier);
      expect(full).toBe(RECORD);
      expect(full.lockedBlocks).toBeUndefined();
      expect(check(full).verdict).toBe('clear');
    }
  });
});

describe('limitedToPlan', () => {
  it('limits the public record of a property answer and leaves an answer without one as it is', () => {
    const answer = { id: null, nycData: RECORD } as unknown as Parameters<typeof limitedToPlan>[0];
    expect(limitedToPlan(answer, 'scout').nycData!.violations).toBeNull();
    const bare = { id: 1, nycData: null } as unknown as Parameters<typeof limitedToPlan>[0];
    expect(limitedToPlan(bare, 'scout')).toBe(bare);
  });
});
