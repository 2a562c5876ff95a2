import { describe, expect, it } from 'vitest';
import { computePropertyMetrics, METRICS_MESSAGES } from './propertyMetrics';

describe('computePropertyMetrics', () => {
  it('runs Buy & Hold with the spec defaults for the property price and rent', () => {
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
});
