import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal';
import { roundHalfUp } from './roundHalfUp';

/** The definition: decimal.js on the number's text, half-up, the point moved by `shift`. */
function byDecimal(n: number, decimals: number, shift: number): number {
  const rounded = new Decimal(n).div(new Decimal(10).pow(shift)).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toNumber();
  return Object.is(rounded, -0) ? 0 : rounded;
}

describe('roundHalfUp', () => {
  it('rounds the decimal text a person sees, ties away from zero', () => {
    expect(roundHalfUp(8.55, 1)).toBe(8.6);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(-99.5, 0)).toBe(-100);
    expect(roundHalfUp(-0.4, 0)).toBe(0);
    expect(Object.is(roundHalfUp(-0.4, 0), -0)).toBe(false);
    expect(roundHalfUp(1e21, 0)).toBe(1e21);
    expect(roundHalfUp(1.5e-7, 6)).toBe(0);
    expect(roundHalfUp(5e-7, 6)).toBe(0.000001);
    expect(roundHalfUp(999_500, 0, 3)).toBe(1000);
    expect(roundHalfUp(1_250_000, 1, 6)).toBe(1.3);
  });

  it('equals decimal.js half-up on the same text for any double, decimals and shift', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -1e9, max: 1e9 }).map((c) => c / 1000), fc.integer().map((c) => c / 200)),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(0, 3, 6),
        (n, decimals, shift) => {
          expect(roundHalfUp(n, decimals, shift)).toBe(byDecimal(n, decimals, shift));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
