import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { confidenceArb, forecastMarketRentArb, monthlyRentArb } from '../../testing/auditArbitraries';
import { STORED_RENT_FORECAST_CONFIDENCE, forecastConfidence, forecastRentScenarios } from './forecastRentScenarios';

const priced = { estimate: 14_666.67, low: 12_666.67, high: 16_666.67, comparablesUsed: 4, confidence: 0.66 };
const ownPriceOnly = { estimate: 6_510.42, low: 5_859.38, high: 7_161.46, comparablesUsed: 0, confidence: 0.2 };

describe('forecastRentScenarios', () => {
  it('uses the market estimate and its band when comparable sales priced it', () => {
    expect(forecastRentScenarios({ auditedPrice: 2_000_000, auditedRent: 12_000, marketRent: priced })).toEqual({
      basis: 'market-estimate',
      low: 12_666.67,
      median: 14_666.67,
      high: 16_666.67,
      basisConfidence: 0.66,
    });
  });

  it('prefers the stated rent to an estimate made only from the property’s own price: ×0.90, ×1, ×1.05', () => {
    expect(forecastRentScenarios({ auditedPrice: 1_250_000, auditedRent: 15_000, marketRent: ownPriceOnly })).toEqual({
      basis: 'stored-rent',
      low: 13_500,
      median: 15_000,
      high: 15_750,
      basisConfidence: STORED_RENT_FORECAST_CONFIDENCE,
    });
    // 1,234.57 × 1.05 = 1,296.2985 → 1,296.30; × 0.9 = 1,111.113 → 1,111.11
    expect(forecastRentScenarios({ auditedPrice: 300_000, auditedRent: 1_234.57, marketRent: null })).toMatchObject({ low: 1_111.11, median: 1_234.57, high: 1_296.3 });
  });

  it('falls back to any estimate when there is no stated rent', () => {
    expect(forecastRentScenarios({ auditedPrice: 1_250_000, auditedRent: null, marketRent: ownPriceOnly })).toMatchObject({ basis: 'market-estimate', median: 6_510.42 });
  });

  it('cannot forecast without a price, or without a rent and an estimate', () => {
    expect(forecastRentScenarios({ auditedPrice: null, auditedRent: 15_000, marketRent: priced })).toBeNull();
    expect(forecastRentScenarios({ auditedPrice: 1_250_000, auditedRent: null, marketRent: null })).toBeNull();
  });

  it('orders the scenarios low ≤ median ≤ high (law)', () => {
    fc.assert(
      fc.property(fc.option(monthlyRentArb(), { nil: null }), fc.option(forecastMarketRentArb(), { nil: null }), (auditedRent, marketRent) => {
        const scenarios = forecastRentScenarios({ auditedPrice: 1_000_000, auditedRent, marketRent });
        if (scenarios === null) {
          expect(auditedRent === null && marketRent === null).toBe(true);
          return;
        }
        expect(scenarios.low).toBeLessThanOrEqual(scenarios.median);
        expect(scenarios.median).toBeLessThanOrEqual(scenarios.high);
        expect(scenarios.basisConfidence).toBeGreaterThanOrEqual(0);
        expect(scenarios.basisConfidence).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('forecastConfidence', () => {
  it('is the mean of the audit’s and the basis’s confidence', () => {
    expect(forecastConfidence(0.9, 0.5)).toBe(0.7);
    expect(forecastConfidence(0.9, 0.66)).toBe(0.78);
    expect(forecastConfidence(0, 0.2)).toBe(0.1);
    expect(forecastConfidence(0.4, 0.5)).toBe(0.45);
  });

  it('lies between the two confidences, so within 0 to 1 (law)', () => {
    fc.assert(
      fc.property(confidenceArb(), confidenceArb(), (audit, basis) => {
        const c = forecastConfidence(audit, basis);
        expect(c).toBeGreaterThanOrEqual(Math.min(audit, basis));
        expect(c).toBeLessThanOrEqual(Math.max(audit, basis));
      }),
    );
  });
});
