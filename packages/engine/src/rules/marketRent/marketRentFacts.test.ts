import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOROUGH_CODES } from '../../domain/borough';
import { boroughWideComparablesFallback, marketRentFacts, type MarketRentLotFacts, type MarketRentPropertyFacts } from './marketRentFacts';

const bare: MarketRentPropertyFacts = { borough: null, bbl: null, city: null, buildingClass: null, squareFeet: null, buildingArea: null, bldgArea: null, lastSalePrice: null };
const noLot: MarketRentLotFacts = { buildingClass: null, buildingArea: null, lastSalePrice: null, lastSaleBuildingClass: null, lastSaleGrossSquareFeet: null };

describe('marketRentFacts', () => {
  it('takes each fact from the property record first, with no fallback', () => {
    const own = { ...bare, borough: 'Bronx', bbl: '3000010001', buildingClass: ' c1 ', squareFeet: 6_000, lastSalePrice: 1_980_000 };
    const lot = { buildingClass: 'D1', buildingArea: 9_000, lastSalePrice: 2_500_000, lastSaleBuildingClass: 'D1', lastSaleGrossSquareFeet: 9_100 };
    expect(marketRentFacts(own, lot)).toEqual({ borough: 'BX', buildingClass: 'C1', squareFeet: 6_000, lastSalePrice: 1_980_000, fallbacksUsed: [] });
    expect(marketRentFacts({ ...bare, buildingArea: 5_000, bldgArea: 4_000 }, noLot).squareFeet).toBe(5_000);
    expect(marketRentFacts({ ...bare, bldgArea: 4_000 }, noLot).squareFeet).toBe(4_000);
  });

  it('falls back to the BBL, PLUTO and the lot’s newest sale, naming each', () => {
    const lot = { buildingClass: 'c1', buildingArea: 6_000, lastSalePrice: 1_980_000, lastSaleBuildingClass: 'C2', lastSaleGrossSquareFeet: 6_100 };
    expect(marketRentFacts({ ...bare, bbl: '2023450012' }, lot)).toEqual({
      borough: 'BX',
      buildingClass: 'C1',
      squareFeet: 6_000,
      lastSalePrice: 1_980_000,
      fallbacksUsed: ['borough from the BBL', 'building class from PLUTO (nyc_lots)', 'square feet from PLUTO building area', "last sale price from the lot's newest recorded sale"],
    });
  });

  it('falls back further: the city, then the newest sale’s class and area', () => {
    const lot = { ...noLot, lastSaleBuildingClass: ' s1', lastSaleGrossSquareFeet: 3_200 };
    expect(marketRentFacts({ ...bare, city: 'Brooklyn' }, lot)).toEqual({
      borough: 'BK',
      buildingClass: 'S1',
      squareFeet: 3_200,
      lastSalePrice: null,
      fallbacksUsed: ['borough from the city', "building class from the lot's newest recorded sale", "square feet from the lot's newest recorded sale"],
    });
  });

  it('leaves facts nobody knows null, with no fallback', () => {
    expect(marketRentFacts({ ...bare, bbl: '9000010001', city: 'Hoboken', buildingClass: '  ', squareFeet: 0 }, noLot)).toEqual({
      borough: null,
      buildingClass: null,
      squareFeet: null,
      lastSalePrice: null,
      fallbacksUsed: [],
    });
  });

  it('a borough is a known code or null, and a fact found is never below one (law)', () => {
    const maybeText = fc.option(fc.string({ maxLength: 12 }), { nil: null });
    const maybeArea = fc.option(fc.integer({ min: -10, max: 100_000 }), { nil: null });
    fc.assert(
      fc.property(maybeText, maybeText, maybeText, maybeArea, maybeArea, (borough, bbl, buildingClass, squareFeet, lotArea) => {
        const facts = marketRentFacts({ ...bare, borough, bbl, buildingClass, squareFeet }, { ...noLot, buildingArea: lotArea });
        if (facts.borough !== null) expect(BOROUGH_CODES).toContain(facts.borough);
        if (facts.squareFeet !== null) expect(facts.squareFeet).toBeGreaterThan(0);
        if (facts.buildingClass !== null) expect(facts.buildingClass).toBe(facts.buildingClass.trim().toUpperCase());
        expect(facts.fallbacksUsed.length).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe('boroughWideComparablesFallback', () => {
  it('names the neighbourhood that had too few comparables, or that it is unknown', () => {
    expect(boroughWideComparablesFallback('Fordham')).toBe('comparables from the whole borough (fewer than 3 in Fordham)');
    expect(boroughWideComparablesFallback(null)).toBe("comparables from the whole borough (the lot's neighbourhood is unknown)");
  });
});
