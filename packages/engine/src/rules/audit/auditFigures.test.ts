import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUDIT_FIGURE_FALLBACKS, auditFigures } from './auditFigures';

describe('auditFigures', () => {
  it('uses the stated price and rent when present, with no fallback', () => {
    expect(auditFigures({ purchasePrice: 1_250_000, monthlyRent: 15_000, estimatedValue: 900_000 })).toEqual({
      purchasePrice: 1_250_000,
      monthlyRent: 15_000,
      fallbacksUsed: [],
    });
  });

  it('takes the price from the estimated value, the market value, then the strategy, naming each', () => {
    expect(auditFigures({ purchasePrice: null, estimatedValue: 1_250_000, marketValue: 900_000, monthlyRent: null }, { monthlyRent: 15_000 })).toEqual({
      purchasePrice: 1_250_000,
      monthlyRent: 15_000,
      fallbacksUsed: ['purchasePrice from estimated value', 'monthlyRent from the latest saved strategy'],
    });
    expect(auditFigures({ purchasePrice: 0, estimatedValue: 0, marketValue: 900_000, monthlyRent: 2_000 }).fallbacksUsed).toEqual([
      AUDIT_FIGURE_FALLBACKS.priceFromMarketValue,
    ]);
    expect(auditFigures({ purchasePrice: null, monthlyRent: 2_000 }, { purchasePrice: 400_000 })).toEqual({
      purchasePrice: 400_000,
      monthlyRent: 2_000,
      fallbacksUsed: [AUDIT_FIGURE_FALLBACKS.priceFromStrategy],
    });
  });

  it('keeps a stated rent of zero and leaves missing figures null', () => {
    expect(auditFigures({ purchasePrice: 500_000, monthlyRent: 0 }, { monthlyRent: 3_000 })).toEqual({ purchasePrice: 500_000, monthlyRent: 0, fallbacksUsed: [] });
    expect(auditFigures({ purchasePrice: null, monthlyRent: null })).toEqual({ purchasePrice: null, monthlyRent: null, fallbacksUsed: [] });
    expect(auditFigures({ purchasePrice: Number.NaN, monthlyRent: Number.POSITIVE_INFINITY })).toEqual({ purchasePrice: null, monthlyRent: null, fallbacksUsed: [] });
  });

  it('a price is above zero or null, and at most one fallback each for price and rent (law)', () => {
    const figure = fc.option(fc.double({ min: -1e7, max: 1e7, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(figure, figure, figure, figure, figure, figure, (purchasePrice, estimatedValue, marketValue, monthlyRent, strategyPrice, strategyRent) => {
        const result = auditFigures(
          { purchasePrice, estimatedValue, marketValue, monthlyRent },
          { purchasePrice: strategyPrice ?? undefined, monthlyRent: strategyRent ?? undefined },
        );
        if (result.purchasePrice !== null) expect(result.purchasePrice).toBeGreaterThan(0);
        expect(result.fallbacksUsed.length).toBeLessThanOrEqual(2);
        if (purchasePrice !== null && purchasePrice > 0) expect(result.purchasePrice).toBe(purchasePrice);
        if (monthlyRent !== null) expect(result.monthlyRent).toBe(monthlyRent);
      }),
    );
  });
});
