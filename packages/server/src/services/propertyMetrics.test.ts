import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePropertyMetrics, METRICS_MESSAGES } from './propertyMetrics';

describe('computePropertyMetrics', () => {
  it('runs Buy & Hold with costs sized from the property, never the sample $24,000 tax and $8,500 insurance', () => {
    const metrics = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000 });
    // no lot on record: tax = estimate 1 % × 1,250,000 = 12,500; insurance = rule $1,200 × 1 unit (count unknown)
    // EGI = 15,000 × 0.95 × 12 = 171,000; maintenance = max(1 % × 1,250,000, 10 % × 180,000) = 18,000
    // management = 8 % × 171,000 = 13,680; opex = 12,500 + 1,200 + 18,000 + 13,680 = 45,380
    // NOI = 171,000 − 45,380 = 125,620; cap rate = 125,620 ÷ 1,250,000 = 10.0496 %
    expect(metrics.metricsCalculated).toBe(true);
    expect(metrics.metricsError).toBeNull();
    expect(metrics.annualNOI).toBe(125_620);
    expect(metrics.capRate).toBe(10.0496);
    // 45,380 ÷ 12 = 3,781.67
    expect(metrics.monthlyExpenses).toBe(3_781.67);
    // down payment 312,500 + closing 3 % 37,500
    expect(metrics.totalCashInvested).toBe(350_000);
    // loan 937,500 at 4.75 % for 360 months = 4,890.44 a month → 125,620 − 58,685.28 = 66,934.72
    expect(metrics.annualNetCashFlow!).toBeCloseTo(66_934.7, 0); // within the payment's rounding
    expect(metrics.monthlyNetCashFlow!).toBeCloseTo(5_577.89, 1);
    // cash-on-cash = 66,934.72 ÷ 350,000 = 19.12 %
    expect(metrics.cashOnCash!).toBeCloseTo(19.124, 2);
  });

  it('reads numeric strings as the database returns them', () => {
    expect(computePropertyMetrics({ purchasePrice: '1250000.00', monthlyRent: '15000.00', units: '6' }).capRate).toBe(
      computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, units: 6 }).capRate,
    );
  });

  it('sizes the insurance by the unit count and the building class', () => {
    const insurance = (source: Parameters<typeof computePropertyMetrics>[0]) => computePropertyMetrics(source).assumptions.find((a) => a.key === 'insurance');
    // six units of a rental building: $1,200 × 6
    expect(insurance({ purchasePrice: 1_250_000, monthlyRent: 15_000, units: 6 })).toMatchObject({
      value: 7_200,
      source: { kind: 'rule', label: 'rule: $1,200 per unit a year × 6 units' },
    });
    // a condo unit (R4): the owner's unit policy, $600
    expect(insurance({ purchasePrice: 550_000, monthlyRent: 3_200, units: 1, buildingClass: 'R4' })?.value).toBe(600);
    // no unit count: one unit assumed, and said so
    const assumed = insurance({ purchasePrice: 550_000, monthlyRent: 3_200 });
    expect(assumed?.value).toBe(1_200);
    expect(assumed?.source.note).toMatch(/1 unit assumed/);
  });

  it('explains a missing price or rent instead of producing NaN', () => {
    expect(computePropertyMetrics({})).toMatchObject({ metricsCalculated: false, metricsError: METRICS_MESSAGES.missingBoth, capRate: null });
    expect(computePropertyMetrics({ monthlyRent: 2_000 }).metricsError).toBe(METRICS_MESSAGES.missingPrice);
    expect(computePropertyMetrics({ purchasePrice: 500_000, monthlyRent: null }).metricsError).toBe(METRICS_MESSAGES.missingRent);
    expect(computePropertyMetrics({ purchasePrice: 0, monthlyRent: 2_000 }).metricsError).toBe(METRICS_MESSAGES.badPrice);
    expect(computePropertyMetrics({ purchasePrice: 'abc', monthlyRent: 2_000 }).metricsError).toBe(METRICS_MESSAGES.badPrice);
    const failed = computePropertyMetrics({ purchasePrice: 500_000 });
    expect(Object.values(failed).some((v) => typeof v === 'number' && Number.isNaN(v))).toBe(false);
  });

  it('lists the assumptions the metrics rest on, each with its source', () => {
    const { assumptions } = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, units: 6 });
    expect(assumptions.map((a) => [a.key, a.value, a.source.kind])).toEqual([
      ['interestRate', 4.75, 'default'],
      ['loanTerm', 30, 'default'],
      ['downPaymentPercent', 25, 'default'],
      ['vacancyRate', 5, 'default'],
      ['propertyTax', 12_500, 'rule'],
      ['insurance', 7_200, 'rule'],
      ['maintenance', 18_000, 'rule'],
      ['propertyManagementPercent', 8, 'default'],
      ['closingCostsPercent', 3, 'default'],
    ]);
    const tax = assumptions.find((a) => a.key === 'propertyTax');
    expect(tax?.source.label).toBe('estimate: 1 % of price a year');
    expect(tax?.source.note).toMatch(/^no assessment on record/);
    expect(assumptions.find((a) => a.key === 'maintenance')?.source.label).toBe('rule: larger of 1 % of price and 10 % of annual rent');
    expect(assumptions.at(-1)?.source.note).toMatch(/^3 % of price \(default\)/);
  });

  it('uses the real NYC tax when the lot’s assessed value is on record, and says where it came from', () => {
    const nyc = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, borough: 'BK', taxClass: '2', assessTotal: '400000.00' });
    const tax = nyc.assumptions.find((a) => a.key === 'propertyTax');
    // 400,000 × 12.439 % (FY2026 class 2) = 49,756 instead of the 12,500 estimate
    expect(tax).toMatchObject({ value: 49_756, source: { kind: 'pluto-assessment', label: 'PLUTO assessed value (estimate) · FY2026 class 2' } });
    // NOI falls by the 37,256 difference: 125,620 − 37,256 = 88,364
    expect(nyc.annualNOI).toBe(88_364);
  });

  it('uses the buyer’s NYC closing costs for a NYC lot instead of 3 % of the price, and lists them with their source', () => {
    // a B1 two-family house in Brooklyn, 25 % down: loan = 1,250,000 × 0.75 = 937,500
    // mortgage recording tax 1.925 % × 937,500 = 18,046.88 (1–3 family, loan of $500,000 or more)
    // + mansion tax 1 % × 1,250,000 = 12,500 + title estimate 0.45 % × 1,250,000 = 5,625
    // + recording fees estimate 660 = 36,831.88 (3 % would be 37,500)
    const house = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, borough: 'BK', buildingClass: 'B1', units: 2 });
    const closing = house.assumptions.find((a) => a.key === 'closingCosts');
    expect(closing).toMatchObject({ value: 36_831.88, unit: 'money', source: { kind: 'nyc-costs', label: 'NYC buyer closing costs' } });
    expect(closing?.source.note).toBe(
      'NYC: mortgage recording tax 1.925 %, mansion tax 1 %, title estimate, recording fees estimate (loan $937,500, 25 % down)',
    );
    expect(house.assumptions.some((a) => a.key === 'closingCostsPercent')).toBe(false);
    // cash invested = 312,500 down + 36,831.88
    expect(house.totalCashInvested).toBe(349_331.88);
    // tax estimate 12,500 + insurance 2 × 1,200 + maintenance 18,000 + management 13,680 = 46,580 → NOI 124,420
    expect(house.annualNOI).toBe(124_420);
    // cash-on-cash = (124,420 − 58,685.28) ÷ 349,331.88 = 65,734.72 ÷ 349,331.88 = 18.82 %
    expect(house.cashOnCash!).toBeCloseTo(18.817, 2);
  });

  it('counts a lot as in NYC by its city or ZIP, as the calculators do (a form property with no borough)', () => {
    const halsey = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, units: 6, city: 'Brooklyn', zip: '11233' });
    // no building class: priced as other property — mortgage recording tax 2.8 % × 937,500 = 26,250
    // + title 5,625 + recording fees 785 = 32,660
    expect(halsey.assumptions.find((a) => a.key === 'closingCosts')?.value).toBe(32_660);
    expect(halsey.totalCashInvested).toBe(345_160);
    // opex = 12,500 + 7,200 + 18,000 + 13,680 = 51,380 → NOI 119,620, cap rate 9.5696 %
    expect(halsey.annualNOI).toBe(119_620);
    expect(halsey.capRate).toBe(9.5696);
    expect(halsey.monthlyExpenses).toBe(4_281.67);
    // (119,620 − 58,685.28) ÷ 345,160 = 60,934.72 ÷ 345,160 = 17.65 %
    expect(halsey.cashOnCash!).toBeCloseTo(17.654, 2);
    expect(computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, city: 'Hoboken', zip: '07030' }).totalCashInvested).toBe(350_000);
  });

  it('a $550,000 Queens condo at $3,200 a month has a positive cap rate from its own sources, not −0.81 % from the sample figures', () => {
    const condo = { purchasePrice: 550_000, monthlyRent: 3_200, units: 1, borough: 'QN', buildingClass: 'R4', taxClass: '2', assessTotal: 52_000 };
    const metrics = computePropertyMetrics(condo);
    const byKey = Object.fromEntries(metrics.assumptions.map((a) => [a.key, a]));
    // tax 52,000 × 12.439 % = 6,468.28; insurance $600 (condo unit policy); maintenance max(5,500, 3,840) = 5,500
    expect(byKey['propertyTax']).toMatchObject({ value: 6_468.28, source: { kind: 'pluto-assessment' } });
    expect(byKey['insurance']).toMatchObject({ value: 600, source: { kind: 'rule' } });
    expect(byKey['maintenance']?.value).toBe(5_500);
    // EGI 3,200 × 12 × 0.95 = 36,480; management 2,918.40; opex 15,486.68; NOI 20,993.32; cap 3.8170 %
    expect(metrics.annualNOI).toBe(20_993.32);
    expect(metrics.capRate).toBe(3.817);
    // with the sample figures: 36,480 − (24,000 + 8,500 + 5,500 + 2,918.40) = −4,438.40 → −0.81 %
    expect(metrics.assumptions.some((a) => a.value === 24_000 || a.value === 8_500)).toBe(false);
    // the same condo without an assessment: tax estimate 1 % = 5,500 → NOI 21,961.60, cap 3.9930 %
    const unassessed = computePropertyMetrics({ ...condo, assessTotal: null });
    expect(unassessed.assumptions.find((a) => a.key === 'propertyTax')).toMatchObject({ value: 5_500, source: { kind: 'rule', label: 'estimate: 1 % of price a year' } });
    expect(unassessed.capRate).toBe(3.993);
  });

  it('prices the closing costs of a NYC lot with no building class as other property (no mansion tax)', () => {
    const lot = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, borough: 'BK', taxClass: '2', assessTotal: '400000.00' });
    // mortgage recording tax 2.8 % × 937,500 = 26,250 + title 5,625 + recording fees 785 = 32,660
    expect(lot.assumptions.find((a) => a.key === 'closingCosts')?.value).toBe(32_660);
    expect(lot.totalCashInvested).toBe(312_500 + 32_660);
  });

  it('keeps the tax estimate outside NYC even with an assessed value (NYC class rates do not apply there)', () => {
    const metrics = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, taxClass: '2', assessTotal: 400_000 });
    expect(metrics.annualNOI).toBe(125_620);
  });

  it('lists no assumptions when nothing was computed', () => {
    expect(computePropertyMetrics({}).assumptions).toEqual([]);
  });

  it('law: the running costs never exceed their stated rules, and NOI is the income less exactly those costs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 20_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
        fc.constantFrom(null, 'R4', 'B1', 'C0', 'D4', 'K1'),
        fc.option(fc.integer({ min: 1_000, max: 5_000_000 }), { nil: null }),
        fc.constantFrom(null, 'BK', 'QN'),
        (price, rent, units, buildingClass, assessTotal, borough) => {
          const metrics = computePropertyMetrics({ purchasePrice: price, monthlyRent: rent, units, buildingClass, assessTotal, borough, taxClass: '2' });
          const value = (key: string) => metrics.assumptions.find((a) => a.key === key)!.value;
          // tax: the assessment × a FY2026 class rate (at most 19.843 %) or 1 % of the price
          expect(value('propertyTax')).toBeLessThanOrEqual(Math.max(price / 100, ((assessTotal ?? 0) * 19.843) / 100) + 0.01);
          // insurance: $600–$1,200 a unit, one unit when the count is unknown
          expect(value('insurance')).toBeGreaterThanOrEqual(600 * (units ?? 1));
          expect(value('insurance')).toBeLessThanOrEqual(1_200 * (units ?? 1));
          // maintenance: the larger of 1 % of the price and 10 % of the annual rent
          expect(value('maintenance')).toBeCloseTo(Math.max(price / 100, rent * 1.2), 2);
          // NOI = rent × 12 × 95 % occupancy × (1 − 8 % management) − tax − insurance − maintenance
          const noi = rent * 12 * 0.95 * 0.92 - value('propertyTax') - value('insurance') - value('maintenance');
          expect(Math.abs(metrics.annualNOI! - noi)).toBeLessThan(0.02);
        },
      ),
      { numRuns: 300 },
    );
  });
});
