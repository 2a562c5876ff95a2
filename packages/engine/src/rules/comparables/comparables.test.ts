import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMPARABLES_CRITERIA, MARKET_SALE_RULE, NON_MARKET_SALE_THRESHOLD, isMarketSalePrice, summarizeComparables } from './comparables';

describe('summarizeComparables', () => {
  it('averages the market sales only (a $10 deed is not a comparable)', () => {
    const summary = summarizeComparables([
      { salePrice: 900_000, buildingArea: 1_800 },
      { salePrice: 10, buildingArea: 2_000 },
      { salePrice: 1_100_000, squareFeet: 2_000 },
    ]);
    // prices 900,000 and 1,100,000 → mean 1,000,000; per sq ft 500 and 550 → 525
    expect(summary).toMatchObject({ totalFound: 3, afterFiltering: 2, avgPricePerSqFt: 525, avgSalePrice: 1_000_000 });
    expect(summary.comparables).toHaveLength(2);
  });

  it('prefers building area, falls back to square feet, skips missing areas', () => {
    const summary = summarizeComparables([
      { salePrice: 600_000, buildingArea: 0, squareFeet: 1_000 },
      { salePrice: 700_000, buildingArea: null, squareFeet: null },
      { salePrice: 300_000, buildingArea: 1_000, squareFeet: 3_000 },
    ]);
    // per sq ft: 600 (from squareFeet) and 300 (from buildingArea) → 450; the third has no area
    expect(summary.avgPricePerSqFt).toBe(450);
    // (600,000 + 700,000 + 300,000) ÷ 3 = 533,333.33
    expect(summary.avgSalePrice).toBe(533_333.33);
  });

  it('reads the search analysis when comparables come wrapped', () => {
    const summary = summarizeComparables({
      comparables: [{ salePrice: 500_000 }, { salePrice: null }],
      analysis: { totalFound: 12, afterFiltering: 7 },
    });
    expect(summary).toMatchObject({ totalFound: 12, afterFiltering: 1, avgSalePrice: 500_000, avgPricePerSqFt: null });
    expect(summarizeComparables({ comparables: [] }).totalFound).toBe(0);
  });

  it('reports missing data as null', () => {
    expect(summarizeComparables(undefined)).toEqual({
      totalFound: null,
      afterFiltering: null,
      avgPricePerSqFt: null,
      avgSalePrice: null,
      comparables: [],
    });
    expect(summarizeComparables([{ salePrice: 0 }])).toMatchObject({ totalFound: 1, afterFiltering: 0, avgSalePrice: null });
  });

  it('lists the search criteria', () => {
    expect(COMPARABLES_CRITERIA).toContain('Excludes non-market sales (under $10,000)');
    expect(COMPARABLES_CRITERIA).toHaveLength(5);
  });

  it('says the one market-sale rule it applies', () => {
    expect(MARKET_SALE_RULE).toBe('excludes non-market sales (under $10,000)');
    expect(isMarketSalePrice(NON_MARKET_SALE_THRESHOLD - 1)).toBe(false);
    expect(isMarketSalePrice(NON_MARKET_SALE_THRESHOLD)).toBe(true);
    expect(isMarketSalePrice(null)).toBe(false);
    expect(summarizeComparables([{ salePrice: 9_999 }, { salePrice: 10_000 }]).afterFiltering).toBe(1);
  });

  it('the average price lies between the lowest and highest filtered price (law)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ salePrice: fc.option(fc.integer({ min: -10, max: 5_000_000 }), { nil: null }), buildingArea: fc.integer({ min: 0, max: 10_000 }) })),
        (comps) => {
          const summary = summarizeComparables(comps);
          const prices = comps.map((c) => c.salePrice).filter((p): p is number => p !== null && p >= 10_000);
          expect(summary.afterFiltering).toBe(prices.length);
          if (prices.length === 0) expect(summary.avgSalePrice).toBeNull();
          else {
            expect(summary.avgSalePrice).toBeGreaterThanOrEqual(Math.min(...prices) - 0.005);
            expect(summary.avgSalePrice).toBeLessThanOrEqual(Math.max(...prices) + 0.005);
          }
        },
      ),
    );
  });
});
