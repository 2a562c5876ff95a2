import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthlyRentArb } from '../../testing/auditArbitraries';
import { isRentOutsideMarketBand } from './isRentOutsideMarketBand';

describe('isRentOutsideMarketBand', () => {
  it('is true below the low end or above the high end, false on or between them', () => {
    expect(isRentOutsideMarketBand(15_000, { low: 9_000, high: 11_000 })).toBe(true);
    expect(isRentOutsideMarketBand(8_999.99, { low: 9_000, high: 11_000 })).toBe(true);
    expect(isRentOutsideMarketBand(9_000, { low: 9_000, high: 11_000 })).toBe(false);
    expect(isRentOutsideMarketBand(11_000, { low: 9_000, high: 11_000 })).toBe(false);
  });

  it('a rent is inside exactly when low ≤ rent ≤ high (law)', () => {
    fc.assert(
      fc.property(monthlyRentArb(), monthlyRentArb(), monthlyRentArb(), (rent, a, b) => {
        const band = { low: Math.min(a, b), high: Math.max(a, b) };
        expect(isRentOutsideMarketBand(rent, band)).toBe(!(band.low <= rent && rent <= band.high));
      }),
    );
  });
});
