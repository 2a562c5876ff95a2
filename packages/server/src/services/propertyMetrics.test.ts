import { describe, expect, it } from 'vitest';
import { computePropertyMetrics, METRICS_MESSAGES } from './propertyMetrics';

describe('computePropertyMetrics', () => {
  it('runs Buy & Hold with the engine defaults for the property price and rent', () => {
    const metrics = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000 });
    // EGI = 15,000 × 0.95 × 12 = 171,000; maintenance = max(1 % × 1,250,000, 10 % × 180,000) = 18,000
    // management = 8 % × 171,000 = 13,680; opex = 24,000 + 8,500 + 18,000 + 13,680 = 64,180
    // NOI = 171,000 − 64,180 = 106,820; cap rate = 106,820 ÷ 1,250,000 = 8.5456 %
    expect(metrics.metricsCalculated).toBe(true);
    expect(metrics.metricsError).toBeNull();
    expect(metrics.annualNOI).toBe(106_820);
    expect(metrics.capRate).toBe(8.5456);
    // 64,180 ÷ 12 = 5,348.33
    expect(metrics.monthlyExpenses).toBe(5_348.33);
    // down payment 312,500 + closing 3 % 37,500
    expect(metrics.totalCashInvested).toBe(350_000);
    // loan 937,500 at 4.75 % for 360 months ≈ 4,890.44 a month → 106,820 − 58,685.28 ≈ 48,134.72
    expect(metrics.annualNetCashFlow!).toBeCloseTo(48_134.7, 0);
    expect(metrics.monthlyNetCashFlow!).toBeCloseTo(4_011.23, 1);
    // cash-on-cash ≈ 48,134.72 ÷ 350,000 = 13.75 %
    expect(metrics.cashOnCash!).toBeCloseTo(13.753, 2);
  });

  it('reads numeric strings as the database returns them', () => {
    expect(computePropertyMetrics({ purchasePrice: '1250000.00', monthlyRent: '15000.00' }).capRate).toBe(8.5456);
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
    const { assumptions } = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000 });
    expect(assumptions.map((a) => [a.key, a.value, a.source.kind])).toEqual([
      ['interestRate', 4.75, 'default'],
      ['loanTerm', 30, 'default'],
      ['downPaymentPercent', 25, 'default'],
      ['vacancyRate', 5, 'default'],
      ['propertyTax', 24_000, 'default'],
      ['insurance', 8_500, 'default'],
      ['maintenance', 18_000, 'default'],
      ['propertyManagementPercent', 8, 'default'],
      ['closingCostsPercent', 3, 'default'],
    ]);
    expect(assumptions.at(-1)?.source.note).toMatch(/^3 % of price \(default\)/);
  });

  it('uses the real NYC tax when the lot’s assessed value is on record, and says where it came from', () => {
    const nyc = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, borough: 'BK', taxClass: '2', assessTotal: '400000.00' });
    const tax = nyc.assumptions.find((a) => a.key === 'propertyTax');
    // 400,000 × 12.439 % (FY2026 class 2) = 49,756 instead of the 24,000 default
    expect(tax).toMatchObject({ value: 49_756, source: { kind: 'pluto-assessment', label: 'PLUTO assessed value (estimate) · FY2026 class 2' } });
    // NOI falls by the 25,756 difference: 106,820 − 25,756 = 81,064
    expect(nyc.annualNOI).toBe(81_064);
  });

  it('uses the buyer’s NYC closing costs for a NYC lot instead of 3 % of the price, and lists them with their source', () => {
    // a B1 two-family house in Brooklyn, 25 % down: loan = 1,250,000 × 0.75 = 937,500
    // mortgage recording tax 1.925 % × 937,500 = 18,046.88 (1–3 family, loan of $500,000 or more)
    // + mansion tax 1 % × 1,250,000 = 12,500 + title estimate 0.45 % × 1,250,000 = 5,625
    // + recording fees estimate 660 = 36,831.88 (3 % would be 37,500)
    const house = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, borough: 'BK', buildingClass: 'B1' });
    const closing = house.assumptions.find((a) => a.key === 'closingCosts');
    expect(closing).toMatchObject({ value: 36_831.88, unit: 'money', source: { kind: 'nyc-costs', label: 'NYC buyer closing costs' } });
    expect(closing?.source.note).toBe(
      'NYC: mortgage recording tax 1.925 %, mansion tax 1 %, title estimate, recording fees estimate (loan $937,500, 25 % down)',
    );
    expect(house.assumptions.some((a) => a.key === 'closingCostsPercent')).toBe(false);
    // cash invested = 312,500 down + 36,831.88; the income side is untouched
    expect(house.totalCashInvested).toBe(349_331.88);
    expect(house.annualNOI).toBe(106_820);
    // cash-on-cash = 48,134.67 ÷ 349,331.88 = 13.78 % (13.75 % with 3 % closing)
    expect(house.cashOnCash!).toBeCloseTo(13.779, 2);
  });

  it('prices the closing costs of a NYC lot with no building class as other property (no mansion tax)', () => {
    const lot = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, borough: 'BK', taxClass: '2', assessTotal: '400000.00' });
    // mortgage recording tax 2.8 % × 937,500 = 26,250 + title 5,625 + recording fees 785 = 32,660
    expect(lot.assumptions.find((a) => a.key === 'closingCosts')?.value).toBe(32_660);
    expect(lot.totalCashInvested).toBe(312_500 + 32_660);
  });

  it('keeps the default tax outside NYC even with an assessed value', () => {
    const metrics = computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, taxClass: '2', assessTotal: 400_000 });
    expect(metrics.annualNOI).toBe(106_820);
  });

  it('lists no assumptions when nothing was computed', () => {
    expect(computePropertyMetrics({}).assumptions).toEqual([]);
  });
});
