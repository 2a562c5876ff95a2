import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../../errors/EngineInputError';
import { formatCurrency } from '../../format/format';
import { dec, fromPercent, toMoney } from '../../money/decimal';
import { estimateMarketRent } from '../../rules/marketRent/marketRent';
import { nycClosingCosts } from '../../rules/nycCosts/nycClosingCosts';
import { nycPropertyKindForBuildingClass } from '../../rules/nycCosts/nycPropertyKind';
import { latestNycTaxFiscalYear, nycPropertyTax } from '../../rules/nycCosts/nycPropertyTax';
import { nycSellingCosts } from '../../rules/nycCosts/nycSellingCosts';
import { screenLotArb } from '../../testing/rulesArbitraries';
import { costLinesNote, dealPrefill, isNycProperty, nycBuyerClosingCostsPrefill } from './dealPrefill';

const ninthAvenue = {
  purchasePrice: 9_445_000,
  monthlyRent: 46_425,
  units: 7,
  borough: 'MN',
  bbl: '1010340001',
  buildingClass: 'C7',
  taxClass: '2',
  assessTotal: 1_200_000,
};

describe('dealPrefill', () => {
  it('takes price, rent and units from the investor’s own record', () => {
    const prefill = dealPrefill({ property: ninthAvenue });
    expect(prefill.purchasePrice).toEqual({ value: 9_445_000, source: { kind: 'upload', label: 'your upload', note: null } });
    expect(prefill.monthlyRent?.value).toBe(46_425);
    expect(prefill.units?.source.label).toBe('your upload');
    expect(prefill.inNyc).toBe(true);
  });

  it("says a demo property's own figures are REI demo data, not the investor's upload", () => {
    const prefill = dealPrefill({ property: { purchasePrice: 900_000, monthlyRent: 6_000, units: 3, isDemo: true } });
    for (const figure of [prefill.purchasePrice, prefill.monthlyRent, prefill.units]) {
      expect(figure?.source).toEqual({ kind: 'upload', label: 'REI demo data (not a public record)', note: null });
    }
  });

  it('labels units that match PLUTO as PLUTO units', () => {
    const prefill = dealPrefill({ property: ninthAvenue, record: { lot: { unitsTotal: 7 } } });
    expect(prefill.units?.source).toMatchObject({ kind: 'public-record', label: 'PLUTO units' });
  });

  it('estimates the tax from PLUTO’s assessed total and says so', () => {
    const tax = dealPrefill({ property: ninthAvenue }).annualPropertyTax;
    // 1,200,000 × 12.439 % (FY2026 class 2)
    expect(tax?.value).toBe(149_268);
    expect(tax?.source.kind).toBe('pluto-assessment');
    expect(tax?.source.label).toBe('PLUTO assessed value (estimate) · FY2026 class 2');
  });

  it('prefers the DOF assessment roll when it is given', () => {
    const tax = dealPrefill({
      property: ninthAvenue,
      assessment: { fiscalYear: 2025, taxClass: '2C', billableAssessedValue: 1_000_000 },
    }).annualPropertyTax;
    expect(tax?.value).toBe(125_000);
    expect(tax?.source.label).toBe('DOF assessment FY2025 × class 2 rate');
  });

  it('guesses the tax class from the building class when the record has none, and says so', () => {
    const tax = dealPrefill({ property: { ...ninthAvenue, taxClass: null } }).annualPropertyTax;
    expect(tax?.source.label).toBe('PLUTO assessed value (estimate) · FY2026 class 2 from building class C7');
  });

  it('uses the record’s assessed total and last-sale tax class when the property has none', () => {
    const tax = dealPrefill({
      property: { ...ninthAvenue, assessTotal: null, taxClass: null, buildingClass: null },
      record: { lot: { assessTotal: 60_000 }, lastSale: { date: '2024-01-02', price: 1_000_000, taxClass: '1' } },
    }).annualPropertyTax;
    expect(tax?.value).toBe(11_905.8);
  });

  it('falls back to the last sale for the price', () => {
    const prefill = dealPrefill({
      property: { borough: 'BK' },
      record: { lastSale: { date: '2023-05-01', price: 850_000 } },
    });
    expect(prefill.purchasePrice).toMatchObject({ value: 850_000, source: { kind: 'public-record', label: 'DOF last sale 2023-05-01' } });
  });

  it('defaults NYC closing costs to the buyer’s taxes and names them', () => {
    const prefill = dealPrefill({ property: { ...ninthAvenue, buildingClass: 'B1', purchasePrice: 1_200_000 } });
    const expected = nycClosingCosts({ purchasePrice: 1_200_000, loanAmount: 900_000, propertyKind: 'one_to_three_family', side: 'buyer' });
    expect(prefill.closingCosts?.value).toBe(expected.total);
    expect(prefill.closingCosts?.source.note).toBe(
      'NYC: mortgage recording tax 1.925 %, mansion tax 1 %, title estimate, recording fees estimate (loan $900,000, 25 % down)',
    );
  });

  it('defaults selling costs to transfer taxes plus commission, as percent of the price', () => {
    // other property at $2M: RPTT 2.625 % + NYS 0.65 % + 5 % commission
    const prefill = dealPrefill({ property: { borough: 'MN', buildingClass: 'C7', purchasePrice: 2_000_000 } });
    expect(prefill.sellingCostsPercent?.value).toBeCloseTo(8.275, 6);
    expect(prefill.sellingCostsPercent?.source.note).toBe('NYC: NYC transfer tax 2.625 %, NYS transfer tax 0.65 %, commission 5 % at the purchase price');
  });

  it('leaves NYC taxes and costs out for a property outside NYC', () => {
    const prefill = dealPrefill({ property: { purchasePrice: 300_000, monthlyRent: 2_000, assessTotal: 100_000, taxClass: '1' } });
    expect(prefill.inNyc).toBe(false);
    expect(prefill.annualPropertyTax).toBeNull();
    expect(prefill.closingCosts).toBeNull();
    expect(prefill.sellingCostsPercent).toBeNull();
  });

  it('recognises NYC by borough or BBL', () => {
    expect(isNycProperty({ borough: 'Brooklyn' })).toBe(true);
    expect(isNycProperty({ bbl: '3-01234-0056' })).toBe(true);
    expect(isNycProperty({ bbl: '9012340056' })).toBe(false);
    expect(isNycProperty({})).toBe(false);
  });

  it('law: every prefilled value is finite and carries a labelled source', () => {
    const maybe = <T,>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          purchasePrice: maybe(fc.double({ min: -10, max: 50_000_000, noNaN: true })),
          monthlyRent: maybe(fc.double({ min: -10, max: 100_000, noNaN: true })),
          units: maybe(fc.integer({ min: 0, max: 500 })),
          borough: maybe(fc.constantFrom('MN', 'BK', 'nowhere')),
          buildingClass: maybe(fc.constantFrom('A1', 'C7', 'D4', 'R4', 'O4', 'V0')),
          taxClass: maybe(fc.constantFrom('1', '2A', '4', 'x')),
          assessTotal: maybe(fc.double({ min: -10, max: 20_000_000, noNaN: true })),
        }),
        (property) => {
          const prefill = dealPrefill({ property });
          for (const value of [prefill.purchasePrice, prefill.units, prefill.monthlyRent, prefill.annualPropertyTax, prefill.closingCosts, prefill.sellingCostsPercent]) {
            if (value === null) continue;
            expect(Number.isFinite(value.value)).toBe(true);
            expect(value.value).toBeGreaterThanOrEqual(0);
            expect(value.source.label.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('law: the prefilled closing costs never fall as the price rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), (price, step) => {
        const at = (p: number) => dealPrefill({ property: { borough: 'QN', buildingClass: 'A1', purchasePrice: p } }).closingCosts?.value ?? 0;
        expect(at(price + step)).toBeGreaterThanOrEqual(at(price));
      }),
    );
  });
});

describe('nycBuyerClosingCostsPrefill', () => {
  it('is what dealPrefill fills at its own price and 25 % down, and drops the mortgage tax with no new mortgage', () => {
    const prefill = dealPrefill({ property: { purchasePrice: 1_200_000, monthlyRent: 9_000, units: 2, borough: 'BK', buildingClass: 'B1' } });
    expect(prefill.nycPropertyKind).toBe('one_to_three_family');
    const same = nycBuyerClosingCostsPrefill({ purchasePrice: 1_200_000, loanAmount: 900_000, propertyKind: 'one_to_three_family', loanNote: '25 % down' });
    expect(same).toEqual(prefill.closingCosts);
    const cash = nycBuyerClosingCostsPrefill({ purchasePrice: 1_000_000, loanAmount: 0, propertyKind: 'one_to_three_family', loanNote: 'no new mortgage' });
    expect(cash.source.note).toBe('NYC: mansion tax 1 %, title estimate, recording fees estimate (loan $0, no new mortgage)');
    expect(cash.value).toBeLessThan(same.value);
  });

  it('outside NYC there is no NYC property kind', () => {
    expect(dealPrefill({ property: { purchasePrice: 500_000, city: 'Hoboken', zip: '07030' } }).nycPropertyKind).toBeNull();
  });
});

type ScreenLot = typeof screenLotArb extends fc.Arbitrary<infer T> ? T : never;

describe('dealPrefill on a screened lot (work deferred until read)', () => {
  /**
   * The NYC figures of a screen-style lot as dealPrefill wrote them before it deferred anything:
   * each from the public rule, every note written at once.
   */
  function eagerFigures(lot: ScreenLot, taxClass: string | null) {
    const price = lot.purchasePrice;
    const kind = nycPropertyKindForBuildingClass(lot.buildingClass);
    const loanAmount = toMoney(dec(price).times(dec(1).minus(fromPercent(25))));
    const closing = nycClosingCosts({ purchasePrice: price, loanAmount, propertyKind: kind, side: 'buyer' });
    const selling = nycSellingCosts({ salePrice: price, propertyKind: kind, commissionPercent: 5 });
    const tax = taxClass === null ? null : nycPropertyTax({ taxClass, billableAssessedValue: lot.assessTotal!, fiscalYear: latestNycTaxFiscalYear });
    const rent = estimateMarketRent({
      borough: lot.borough,
      buildingClass: lot.buildingClass,
      squareFeet: lot.squareFeet,
      comparables: [],
      lastSalePrice: lot.lastSalePrice,
      purchasePrice: price,
    })!;
    const { units } = lot;
    const perUnit = units !== null && units > 1 ? `; about ${formatCurrency(toMoney(dec(rent.monthlyRent).div(units)))} per unit × ${units} units` : '';
    return {
      closingCosts: {
        value: closing.total,
        source: { kind: 'nyc-costs', label: 'NYC buyer closing costs', note: `NYC: ${costLinesNote(closing.lines)} (loan ${formatCurrency(loanAmount)}, 25 % down)` },
      },
      sellingCostsPercent: {
        value: selling.percentOfPrice,
        source: { kind: 'nyc-costs', label: 'NYC transfer taxes + commission', note: `NYC: ${costLinesNote(selling.lines)} at the purchase price` },
      },
      annualPropertyTax: tax && {
        value: tax.annualTax,
        note: `PLUTO's assessed total ${formatCurrency(lot.assessTotal)} × ${tax.taxRate} %; the billable value DOF taxes can be lower (caps, phase-ins), exemptions not subtracted.`,
      },
      monthlyRent: {
        value: rent.monthlyRent,
        // the method's full stop moves after the per-unit clause: "÷ 12; about $2,740 per unit × 4 units."
        note: `${rent.method.replace(/\.$/, '')}${perUnit}.${rent.fallbacksUsed.length ? ` Fallbacks: ${rent.fallbacksUsed.join('; ')}.` : ''}`,
      },
    };
  }

  it('law: the figures, and the selling costs and notes written only when read, equal the public rules written at once', () => {
    fc.assert(
      fc.property(screenLotArb, (lot) => {
        const prefill = dealPrefill({ property: lot });
        const taxClass = /class (\d)/.exec(prefill.annualPropertyTax?.source.label ?? '')?.[1] ?? null;
        const eager = eagerFigures(lot, taxClass);
        expect(prefill.closingCosts).toEqual(eager.closingCosts);
        expect(prefill.sellingCostsPercent).toEqual(eager.sellingCostsPercent);
        expect(prefill.monthlyRent?.value).toBe(eager.monthlyRent.value);
        expect(prefill.monthlyRent?.source.note).toBe(eager.monthlyRent.note);
        expect(prefill.monthlyRent?.source.note).not.toMatch(/\.[.;]/);
        expect(prefill.annualPropertyTax?.value ?? null).toBe(eager.annualPropertyTax?.value ?? null);
        expect(prefill.annualPropertyTax?.source.note ?? null).toBe(eager.annualPropertyTax?.note ?? null);
      }),
      { numRuns: 300 },
    );
  });

  it('law: JSON, a spread and a second read give what was read first; the fields keep their order', () => {
    fc.assert(
      fc.property(screenLotArb, (lot) => {
        const prefill = dealPrefill({ property: lot });
        const json = JSON.stringify(prefill);
        expect(JSON.stringify({ ...prefill })).toBe(json);
        expect(JSON.parse(json)).toEqual({ ...prefill });
        expect(prefill.sellingCostsPercent).toBe(prefill.sellingCostsPercent);
        expect(prefill.closingCosts?.source.note).toBe(prefill.closingCosts?.source.note);
        expect(Object.keys(JSON.parse(json))).toEqual([
          'purchasePrice', 'units', 'monthlyRent', 'insurance', 'maintenance', 'afterRepairValue', 'inNyc',
          'annualPropertyTax', 'closingCosts', 'flatClosingCosts', 'nycPropertyKind', 'sellingCostsPercent',
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('still throws at the call for a commission the selling costs refuse, though they are worked out later', () => {
    expect(() => dealPrefill({ property: { borough: 'MN', purchasePrice: 1_000_000 }, commissionPercent: 25 })).toThrow(EngineInputError);
  });
});
