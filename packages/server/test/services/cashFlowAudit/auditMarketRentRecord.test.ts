import { describe, expect, it } from 'vitest';
import { estimateMarketRent } from '@rei/engine';
import type { PropertyRow } from '../../../src/db/queries/properties';
import { recordMarketRent, type MarketRentRecord } from '../../../src/services/auditMarketRent';

// Issue 26: an uploaded Brooklyn two-family, matched to its lot by address (no BBL stored), whose
// public record shows a $1.23M sale, class B1 and comparables on the property page.
const upload = {
  id: 1,
  address: '214 Sterling Place',
  city: 'Brooklyn',
  zip: '11238',
  bbl: null,
  borough: null,
  buildingClass: null,
  squareFeet: null,
  buildingArea: null,
  bldgArea: null,
  lastSalePrice: null,
  purchasePrice: null,
} as unknown as PropertyRow;

const provenance = { dataset: 'rolling-sales', source: 'DOF', asOf: '2025-06-01' } as never;
const salePrices = [1_100_000, 1_150_000, 1_200_000, 1_250_000, 1_300_000, 1_320_000, 1_400_000, 1_450_000, 1_500_000, 1_600_000];
const record: MarketRentRecord = {
  lot: { buildingClass: 'B1', buildingArea: 2_400 } as MarketRentRecord['lot'],
  lastSale: { date: '2023-05-01', price: 1_230_000, buildingClass: 'B1', neighborhood: 'PARK SLOPE', grossSquareFeet: 2_400, provenance },
  comparables: {
    criteria: 'same neighbourhood and building class, last 5 years',
    comparables: salePrices.map((salePrice, i) => ({
      address: `${i} Park Place`,
      bbl: `30105000${10 + i}`,
      neighborhood: 'PARK SLOPE',
      saleDate: '2024-01-01',
      salePrice,
      squareFeet: 2_000 + i * 100,
      pricePerSqFt: null,
      distance: null,
      buildingClass: 'B1',
      units: 2,
      lotSize: null,
      taxClass: '1',
      yearBuilt: null,
    })),
    analysis: { totalFound: 41, afterFiltering: 41 },
    summary: { avgPricePerSqFt: null, avgSalePrice: null },
    provenance,
  },
};

describe('recordMarketRent: the audit reads the record the property page shows', () => {
  it('prices a lot matched by address from its comparables, class and sale, with true fallbacks', () => {
    const estimate = recordMarketRent(upload, record, { bblFromAddress: '3010500001' });
    const expected = estimateMarketRent({
      borough: 'BK',
      buildingClass: 'B1',
      squareFeet: 2_400,
      comparables: record.comparables!.comparables.map((c) => ({ salePrice: c.salePrice, grossSquareFeet: c.squareFeet })),
      lastSalePrice: 1_230_000,
    });
    expect(estimate?.monthlyRent).toBe(expected?.monthlyRent);
    expect(estimate).toMatchObject({ valueBasis: 'comparable-price-per-sqft', comparablesUsed: 10, classFamily: 'two-family', grossRentMultiplier: 17 });
    // never "no recorded sale" nor "class unknown" for a lot with both on record
    expect(estimate?.fallbacksUsed.join(' ')).not.toMatch(/no recorded sale|class unknown|borough unknown/);
    expect(estimate?.fallbacksUsed).toEqual([
      'lot 3010500001 found from the address (no BBL stored)',
      'borough from the BBL',
      'building class from PLUTO (nyc_lots)',
      'square feet from PLUTO building area',
      "last sale price from the lot's newest recorded sale",
    ]);
    // 0.4 (10 comparables) + 0.2 (sq ft) + 0.1 + 0.1 + 0.1 (own sale)
    expect(estimate?.confidence).toBe(0.9);
  });

  it('lowers the confidence when the record holds fewer facts, and names the missing comparables', () => {
    const bare = recordMarketRent(upload, { lot: null, lastSale: record.lastSale, comparables: null }, { bblFromAddress: '3010500001' });
    expect(bare?.valueBasis).toBe('own-last-sale');
    expect(bare?.fallbacksUsed).toContain('no comparable sales in the public record');
    expect(bare!.confidence).toBeLessThan(0.9);
  });

  it('lists no address fallback for a property with its own BBL', () => {
    const own = recordMarketRent({ ...upload, bbl: '3010500001', borough: 'BK', buildingClass: 'B1' } as PropertyRow, record);
    expect(own?.fallbacksUsed[0]).not.toMatch(/found from the address/);
    expect(own?.fallbacksUsed).not.toContain('borough from the BBL');
  });
});
