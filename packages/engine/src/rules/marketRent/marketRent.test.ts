import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOROUGH_CODES } from '../../domain/borough';
import { EngineInputError } from '../../errors/EngineInputError';
import {
  BUILDING_CLASS_FAMILIES,
  GROSS_RENT_MULTIPLIERS,
  buildingClassFamily,
  estimateMarketRent,
  marketRentResultSchema,
  type MarketRentComparable,
} from './marketRent';

const comparable = fc.record({
  salePrice: fc.integer({ min: 0, max: 50_000_000 }),
  grossSquareFeet: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
});
const input = fc.record({
  borough: fc.option(fc.constantFrom(...BOROUGH_CODES), { nil: null }),
  buildingClass: fc.option(fc.constantFrom('A1', 'B2', 'C1', 'C6', 'D1', 'D4', 'R4', 'S2', 'K1', ''), { nil: null }),
  squareFeet: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  comparables: fc.array(comparable, { maxLength: 20 }),
  lastSalePrice: fc.option(fc.integer({ min: 0, max: 20_000_000 }), { nil: null }),
  purchasePrice: fc.option(fc.integer({ min: 0, max: 20_000_000 }), { nil: null }),
});

describe('buildingClassFamily', () => {
  it('maps DOF building classes to the GRM families', () => {
    expect(buildingClassFamily('A5')).toBe('one-family');
    expect(buildingClassFamily('B1')).toBe('two-family');
    expect(buildingClassFamily('C4')).toBe('walk-up');
    expect(buildingClassFamily('d7')).toBe('elevator');
    expect(buildingClassFamily('D4')).toBe('condo-coop');
    expect(buildingClassFamily('C6')).toBe('condo-coop');
    expect(buildingClassFamily('R9')).toBe('condo-coop');
    expect(buildingClassFamily('S3')).toBe('mixed-use');
    expect(buildingClassFamily('K4')).toBe('other');
    expect(buildingClassFamily(null)).toBe('other');
  });

  it('has a positive multiplier for every area and family', () => {
    for (const row of Object.values(GROSS_RENT_MULTIPLIERS)) {
      for (const family of BUILDING_CLASS_FAMILIES) expect(row[family]).toBeGreaterThan(0);
    }
    // the documented examples: Manhattan elevator within 18–22, Bronx walk-up within 10–12
    expect(GROSS_RENT_MULTIPLIERS.MN.elevator).toBeGreaterThanOrEqual(18);
    expect(GROSS_RENT_MULTIPLIERS.MN.elevator).toBeLessThanOrEqual(22);
    expect(GROSS_RENT_MULTIPLIERS.BX['walk-up']).toBeGreaterThanOrEqual(10);
    expect(GROSS_RENT_MULTIPLIERS.BX['walk-up']).toBeLessThanOrEqual(12);
  });
});

describe('estimateMarketRent', () => {
  it('prices the property from comparable $/sq ft and takes the band from their spread', () => {
    // $/sq ft 400, 500, 600, 700 → median 550, P25 475, P75 625; × 2,000 sq ft = 1,100,000 (950,000–1,250,000)
    // Brooklyn walk-up GRM 15: 1,100,000 ÷ 15 ÷ 12 = 6,111.11; 950,000 → 5,277.78; 1,250,000 → 6,944.44
    const result = estimateMarketRent({
      borough: 'BK',
      buildingClass: 'C1',
      squareFeet: 2_000,
      comparables: [
        { salePrice: 1_200_000, grossSquareFeet: 3_000 },
        { salePrice: 1_000_000, grossSquareFeet: 2_000 },
        { salePrice: 1_800_000, grossSquareFeet: 3_000 },
        { salePrice: 1_400_000, grossSquareFeet: 2_000 },
      ],
      purchasePrice: 900_000,
    });
    expect(result).toMatchObject({
      monthlyRent: 6111.11,
      lowMonthlyRent: 5277.78,
      highMonthlyRent: 6944.44,
      valueBasis: 'comparable-price-per-sqft',
      value: 1_100_000,
      grossRentMultiplier: 15,
      classFamily: 'walk-up',
      comparablesUsed: 4,
      fallbacksUsed: [],
    });
    // 0.4 × 4/10 + 0.2 (sq ft) + 0.1 (class) + 0.1 (borough) + 0.1 (purchase price) = 0.66
    expect(result?.confidence).toBe(0.66);
    expect(result?.method).toContain('GRM of 15 (BK, walk-up)');
    expect(marketRentResultSchema.safeParse(result).success).toBe(true);
  });

  it('falls back to the median comparable price, then the own sale, then the purchase price', () => {
    // no property sq ft → median of 800,000 / 900,000 (two comps, ±10 %); Bronx walk-up 11: 850,000 ÷ 11 ÷ 12 = 6,439.39
    const median = estimateMarketRent({
      borough: 'BX',
      buildingClass: 'C2',
      comparables: [{ salePrice: 800_000, grossSquareFeet: 4_000 }, { salePrice: 900_000 }, { salePrice: 0 }],
    });
    expect(median).toMatchObject({ valueBasis: 'comparable-median-price', value: 850_000, monthlyRent: 6439.39, comparablesUsed: 2 });
    expect(median?.lowMonthlyRent).toBe(5795.45);
    expect(median?.highMonthlyRent).toBe(7083.33);
    expect(median?.fallbacksUsed).toEqual([
      "value from the median comparable sale price (the property's square feet are unknown)",
      'band ±10 % (fewer than 3 comparables)',
    ]);
    const noCompArea = estimateMarketRent({ borough: 'BX', buildingClass: 'C2', squareFeet: 3_000, comparables: [{ salePrice: 900_000 }] });
    expect(noCompArea?.fallbacksUsed[0]).toBe('value from the median comparable sale price (no comparable has its square feet)');

    const ownSale = estimateMarketRent({ borough: 'QN', buildingClass: 'A1', lastSalePrice: 1_080_000, purchasePrice: 500_000 });
    // Queens one-family 18: 1,080,000 ÷ 18 ÷ 12 = 5,000
    expect(ownSale).toMatchObject({ valueBasis: 'own-last-sale', monthlyRent: 5_000, lowMonthlyRent: 4_500, highMonthlyRent: 5_500, comparablesUsed: 0 });

    const purchase = estimateMarketRent({ borough: 'BX', buildingClass: 'C1', purchasePrice: 1_320_000 });
    expect(purchase).toMatchObject({ valueBasis: 'purchase-price', monthlyRent: 10_000 });
    expect(purchase?.fallbacksUsed[0]).toBe('value from the purchase price (no comparable sales and no recorded sale)');
  });

  it('uses the citywide and other rows when borough and class are unknown, and a given GRM over the table', () => {
    const unknown = estimateMarketRent({ purchasePrice: 1_800_000 });
    // citywide 'other' 15: 1,800,000 ÷ 15 ÷ 12 = 10,000
    expect(unknown?.monthlyRent).toBe(10_000);
    expect(unknown?.fallbacksUsed).toContain('citywide multiplier (borough unknown)');
    expect(unknown?.fallbacksUsed).toContain("multiplier for 'other' buildings (building class unknown)");
    // purchase price only: 0.1
    expect(unknown?.confidence).toBe(0.1);
    const given = estimateMarketRent({ purchasePrice: 1_800_000, grossRentMultiplier: 20 });
    expect(given?.monthlyRent).toBe(7_500);
    expect(given?.fallbacksUsed).not.toContain('citywide multiplier (borough unknown)');
    expect(given?.method).toContain('(given)');
  });

  it('returns null with no value to work from', () => {
    expect(estimateMarketRent({ borough: 'MN', buildingClass: 'D1', squareFeet: 5_000, comparables: [{ salePrice: 0, grossSquareFeet: 100 }] })).toBeNull();
  });

  it('names the bad fields', () => {
    try {
      estimateMarketRent({ borough: 'XX' as 'MN', squareFeet: -5, comparables: [{ salePrice: Number.NaN }], grossRentMultiplier: 0 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).fields).toEqual(['borough', 'squareFeet', 'comparables.0.salePrice', 'grossRentMultiplier']);
    }
  });

  it('gives a finite rent ≥ 0, low ≤ rent ≤ high and a confidence in [0, 1] (law)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = estimateMarketRent(i);
        if (result === null) return;
        expect(marketRentResultSchema.safeParse(result).success).toBe(true);
        expect(Number.isFinite(result.monthlyRent)).toBe(true);
        expect(result.monthlyRent).toBeGreaterThanOrEqual(0);
        expect(result.lowMonthlyRent).toBeLessThanOrEqual(result.monthlyRent);
        expect(result.monthlyRent).toBeLessThanOrEqual(result.highMonthlyRent);
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('rises with the value basis (law)', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 1, max: 5, noNaN: true }), (i, factor) => {
        const scale = (n: number | null) => (n === null ? null : n * factor);
        const base = estimateMarketRent(i);
        const higher = estimateMarketRent({
          ...i,
          comparables: i.comparables.map((c: MarketRentComparable) => ({ ...c, salePrice: c.salePrice * factor })),
          lastSalePrice: scale(i.lastSalePrice),
          purchasePrice: scale(i.purchasePrice),
        });
        if (base === null) return;
        expect(higher!.valueBasis).toBe(base.valueBasis);
        expect(higher!.monthlyRent).toBeGreaterThanOrEqual(base.monthlyRent);
      }),
    );
  });

  it('falls as the multiplier rises (law)', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 1, max: 50, noNaN: true }), fc.double({ min: 1, max: 50, noNaN: true }), (i, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const atSmall = estimateMarketRent({ ...i, grossRentMultiplier: small });
        const atLarge = estimateMarketRent({ ...i, grossRentMultiplier: large });
        if (atSmall === null) return;
        expect(atLarge!.monthlyRent).toBeLessThanOrEqual(atSmall.monthlyRent);
      }),
    );
  });

  it('never loses confidence when more comparables are supplied (law)', () => {
    fc.assert(
      fc.property(input, fc.array(comparable, { minLength: 1, maxLength: 10 }), (i, more) => {
        const before = estimateMarketRent(i);
        const after = estimateMarketRent({ ...i, comparables: [...i.comparables, ...more] });
        if (before === null) return;
        expect(after!.confidence).toBeGreaterThanOrEqual(before.confidence);
      }),
    );
  });
});
