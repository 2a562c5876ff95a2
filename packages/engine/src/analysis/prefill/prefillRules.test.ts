import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nycPropertyTax, NYC_PROPERTY_TAX_RATES, latestNycTaxFiscalYear } from '../../rules/nycCosts/nycPropertyTax';
import { estimateMarketRent } from '../../rules/marketRent/marketRent';
import { dealPrefill } from './dealPrefill';
import { arvFromComparables, INSURANCE_PER_UNIT_YEAR, insuranceRule, isNycZip, maintenanceRule } from './prefillRules';

// The Queens condo of issue 26: $550,000, $3,200 a month, a condo unit (R4) with its own assessment.
const queensCondo = {
  purchasePrice: 550_000,
  monthlyRent: 3_200,
  units: 1,
  borough: 'QN',
  bbl: '4004370001',
  buildingClass: 'R4',
  taxClass: '2',
  assessTotal: 52_000,
};

describe('prefill rules', () => {
  it('insures by the unit, with the condo unit policy for a condo', () => {
    expect(insuranceRule(2, 'B1')).toEqual({ value: 2_400, label: 'rule: $1,200 per unit a year × 2 units' });
    expect(insuranceRule(1, 'R4')?.value).toBe(INSURANCE_PER_UNIT_YEAR.condoCoop);
    expect(insuranceRule(null, 'B1')).toBeNull();
    expect(insuranceRule(0, 'B1')).toBeNull();
  });

  it('takes maintenance as the larger of 1 % of price and 10 % of annual rent', () => {
    expect(maintenanceRule(550_000, 3_200).value).toBe(5_500);
    expect(maintenanceRule(300_000, 4_000).value).toBe(4_800);
    expect(maintenanceRule(300_000, null)).toEqual({ value: 3_000, label: 'rule: 1 % of price a year' });
  });

  it('takes an ARV from three or more comparables and from none fewer', () => {
    const sales = [{ salePrice: 900_000 }, { salePrice: 1_000_000 }, { salePrice: 1_300_000 }];
    expect(arvFromComparables(sales, null)).toEqual({ value: 1_000_000, label: '3 comparable sales (median sale price)' });
    expect(arvFromComparables(sales.slice(0, 2), null)).toBeNull();
    const withArea = sales.map((s, i) => ({ ...s, squareFeet: [1_000, 1_000, 1_300][i] }));
    // $/sq ft 900, 1,000, 1,000: the median 1,000 × 1,200 sq ft
    expect(arvFromComparables(withArea, 1_200)?.value).toBe(1_200_000);
  });

  it('knows NYC ZIP codes and leaves Nassau out', () => {
    expect(isNycZip('11215')).toBe(true);
    expect(isNycZip('10001-1234')).toBe(true);
    expect(isNycZip('11004')).toBe(true);
    expect(isNycZip('11001')).toBe(false);
    expect(isNycZip('07030')).toBe(false);
    expect(isNycZip(null)).toBe(false);
  });
});

describe('dealPrefill sized from the property', () => {
  it('opens the Queens condo with tax, insurance and rent from named sources and a cap rate they imply', () => {
    const prefill = dealPrefill({ property: queensCondo });
    expect(prefill.monthlyRent?.source.label).toBe('your upload');
    expect(prefill.annualPropertyTax?.source.kind).toBe('pluto-assessment');
    expect(prefill.insurance).toEqual({ value: 600, source: { kind: 'rule', label: 'rule: $600 per unit a year (condo/co-op unit policy) × 1 unit', note: null } });
    expect(prefill.maintenance?.source.kind).toBe('rule');
    // No sample figure anywhere.
    for (const figure of [prefill.annualPropertyTax, prefill.insurance, prefill.maintenance]) {
      expect([24_000, 8_500]).not.toContain(figure?.value);
    }
    // The cap rate its own sources imply: (rent × 12 × 95 % − tax − insurance − maintenance − 8 % management) ÷ price.
    const income = 3_200 * 12 * 0.95;
    const noi = income - prefill.annualPropertyTax!.value - prefill.insurance!.value - prefill.maintenance!.value - income * 0.08;
    expect(noi / 550_000).toBeGreaterThan(0.02);
  });

  it('prices the rent with the market-rent rule over the comparables when the investor gave none', () => {
    const comparables = [700_000, 800_000, 900_000].map((salePrice) => ({ salePrice, squareFeet: null }));
    const prefill = dealPrefill({
      property: { borough: 'BK', buildingClass: 'B1', units: 2, bbl: '3012340001' },
      record: { lastSale: { date: '2023-05-01', price: 1_230_000 }, comparables: { comparables } },
    });
    const expected = estimateMarketRent({ borough: 'BK', buildingClass: 'B1', comparables: comparables.map((c) => ({ salePrice: c.salePrice })), lastSalePrice: 1_230_000 });
    expect(prefill.monthlyRent?.value).toBe(expected?.monthlyRent);
    expect(prefill.monthlyRent?.source).toMatchObject({ kind: 'comparables', label: 'market-rent rule: 3 comparable sales ÷ GRM 17 ÷ 12' });
    expect(prefill.monthlyRent?.source.note).toMatch(/per unit × 2 units/);
    expect(prefill.afterRepairValue).toMatchObject({ value: 800_000, source: { kind: 'comparables', label: '3 comparable sales (median sale price)' } });
    expect(prefill.purchasePrice?.source.label).toBe('DOF last sale 2023-05-01');
  });

  it('counts a lot in NYC by its ZIP or its record, and labels the flat rate outside NYC', () => {
    const brooklynUpload = dealPrefill({ property: { purchasePrice: 1_230_000, zip: '11215', buildingClass: 'B1' } });
    expect(brooklynUpload.inNyc).toBe(true);
    expect(brooklynUpload.closingCosts?.source.kind).toBe('nyc-costs');
    expect(brooklynUpload.flatClosingCosts).toBeNull();
    const matched = dealPrefill({ property: { purchasePrice: 1_230_000 }, record: { lot: { zipCode: '11215', buildingClass: 'B1' } } });
    expect(matched.inNyc).toBe(true);
    const jersey = dealPrefill({ property: { purchasePrice: 400_000, city: 'Hoboken', zip: '07030' } });
    expect(jersey.inNyc).toBe(false);
    expect(jersey.flatClosingCosts).toEqual({
      value: 12_000,
      source: { kind: 'rule', label: 'rule: 3 % of price (outside NYC)', note: 'a flat rate: the lot is not in New York City, so NYC transfer and mortgage taxes do not apply' },
    });
  });

  it('leaves a figure with no honest source empty', () => {
    const bare = dealPrefill({ property: { borough: 'QN' } });
    expect(bare).toMatchObject({ purchasePrice: null, monthlyRent: null, insurance: null, maintenance: null, afterRepairValue: null, annualPropertyTax: null });
  });
});

// Law: a prefilled default never exceeds what its stated rule gives.
const maxClassRate = (fiscalYear: number) => Math.max(...Object.values(NYC_PROPERTY_TAX_RATES[fiscalYear as keyof typeof NYC_PROPERTY_TAX_RATES] ?? {}).map(Number));
describe('law: prefilled defaults never exceed their stated rule', () => {
  const money = fc.integer({ min: 1, max: 50_000_000 });
  const property = fc.record({
    purchasePrice: fc.option(money, { nil: null }),
    monthlyRent: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
    units: fc.option(fc.integer({ min: 1, max: 400 }), { nil: null }),
    squareFeet: fc.option(fc.integer({ min: 100, max: 500_000 }), { nil: null }),
    borough: fc.constantFrom('MN', 'BK', 'QN', 'BX', 'SI', null),
    buildingClass: fc.constantFrom('A1', 'B1', 'C7', 'D4', 'R4', 'S2', 'K1', null),
    taxClass: fc.constantFrom('1', '2', '4', null),
    assessTotal: fc.option(fc.integer({ min: 1, max: 20_000_000 }), { nil: null }),
  });
  const comparables = fc.array(fc.record({ salePrice: money, squareFeet: fc.option(fc.integer({ min: 100, max: 100_000 }), { nil: null }) }), { maxLength: 12 });

  it('holds for insurance, maintenance, tax, ARV and a market rent', () => {
    fc.assert(
      fc.property(property, comparables, (p, comps) => {
        const prefill = dealPrefill({ property: p, record: { comparables: { comparables: comps } } });
        if (prefill.insurance) expect(prefill.insurance.value).toBeLessThanOrEqual(INSURANCE_PER_UNIT_YEAR.building * (p.units ?? 0));
        if (prefill.maintenance) {
          const price = prefill.purchasePrice!.value;
          const rent = prefill.monthlyRent?.value ?? 0;
          expect(prefill.maintenance.value).toBeLessThanOrEqual(Math.max(price * 0.01, rent * 12 * 0.1) + 0.01);
        }
        if (prefill.annualPropertyTax) {
          const rate = maxClassRate(latestNycTaxFiscalYear);
          expect(prefill.annualPropertyTax.value).toBeLessThanOrEqual(((p.assessTotal ?? 0) * rate) / 100 + 0.01);
          expect(prefill.annualPropertyTax.value).toBe(
            nycPropertyTax({ taxClass: prefill.annualPropertyTax.source.label.match(/class (\d)/)![1]!, billableAssessedValue: p.assessTotal!, fiscalYear: latestNycTaxFiscalYear }).annualTax,
          );
        }
        if (prefill.afterRepairValue) {
          const perSqFt = comps.filter((c) => c.squareFeet).map((c) => c.salePrice / c.squareFeet!);
          const ceiling = Math.max(...comps.map((c) => c.salePrice), ...(p.squareFeet ? perSqFt.map((r) => r * p.squareFeet!) : []));
          expect(prefill.afterRepairValue.value).toBeLessThanOrEqual(ceiling + 0.01);
        }
        if (prefill.monthlyRent && prefill.monthlyRent.source.kind === 'comparables') {
          // the rule: value ÷ GRM ÷ 12, the value at most the dearest comparable, own sale or price
          const values = [...comps.map((c) => c.salePrice), ...(p.squareFeet ? comps.filter((c) => c.squareFeet).map((c) => (c.salePrice / c.squareFeet!) * p.squareFeet!) : []), p.purchasePrice ?? 0];
          const grm = Number(prefill.monthlyRent.source.label.match(/GRM (\d+)/)![1]);
          expect(prefill.monthlyRent.value).toBeLessThanOrEqual(Math.max(...values) / grm / 12 + 0.01);
        }
        if (prefill.flatClosingCosts) expect(prefill.flatClosingCosts.value).toBeLessThanOrEqual(prefill.purchasePrice!.value * 0.03 + 0.005);
      }),
      { numRuns: 300 },
    );
  });
});

describe('property tax from DOF assessment rolls in the record', () => {
  it('takes the newest priceable roll: taxable value × the class rate of its fiscal year, named', () => {
    const prefill = dealPrefill({
      property: { borough: 'BK', purchasePrice: 1_230_000, buildingClass: 'B1' },
      record: {
        lot: { assessTotal: 90_000 },
        assessments: {
          years: [
            { fiscalYear: '2030', taxableValue: 99_000, taxClass: '1' }, // no rates for FY2031: skipped
            { fiscalYear: '2022', taxableValue: 40_000, taxClass: '1' }, // FY2023
          ],
        },
      },
    });
    // 40,000 × 20.309 % (FY2023 class 1)
    expect(prefill.annualPropertyTax?.value).toBe(8_123.6);
    expect(prefill.annualPropertyTax?.source).toMatchObject({ kind: 'dof-assessment', label: 'DOF assessment FY2023 × class 1 rate' });
  });

  it('falls back to PLUTO when no roll can be priced', () => {
    const prefill = dealPrefill({
      property: { borough: 'BK', taxClass: '1' },
      record: { lot: { assessTotal: 90_000 }, assessments: { years: [{ fiscalYear: '2024', taxableValue: null, taxClass: '1' }] } },
    });
    expect(prefill.annualPropertyTax?.source.kind).toBe('pluto-assessment');
  });
});
