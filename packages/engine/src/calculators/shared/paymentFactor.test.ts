import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthlyPaymentDecimal } from '../amortization/amortization';
import { cachedPaymentFactor, PaymentFactor, paymentFactor, RecentlyUsedCache } from './calculatorMath';

const anyRate = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }).map((hundredths) => hundredths / 100),
  fc.double({ min: 1e-6, max: 100, noNaN: true }),
  fc.double({ min: 1e-12, max: 1e-3, noNaN: true }),
);
const anyTerm = fc.oneof(fc.constantFrom(1, 2, 12, 120, 180, 240, 360, 480, 600, 1200), fc.integer({ min: 1, max: 1200 }));

describe('PaymentFactor', () => {
  it('keeps its double estimate within its bound of the decimal.js factor (law)', () => {
    fc.assert(
      fc.property(fc.oneof(anyRate, fc.constant(0)), anyTerm, (rate, months) => {
        const factor = PaymentFactor.of(rate, months);
        const exact = monthlyPaymentDecimal(1, rate, months);
        expect(factor.exact.equals(exact)).toBe(true);
        const distance = Math.abs(factor.nearest - exact.toNumber()) / exact.toNumber();
        // the bound must hold with room: the estimate is far closer than the bound allows
        expect(distance).toBeLessThanOrEqual(Math.max(factor.relativeBound, 2.3e-16) / 100);
      }),
      { numRuns: 3_000 },
    );
  });

  it('gives the same decimal.js factor through the cache as directly', () => {
    for (const [rate, months] of [
      [4.75, 360],
      [0, 360],
      [1e-10, 12],
      [7.125, 180],
    ] as const) {
      expect(paymentFactor(rate, months).equals(monthlyPaymentDecimal(1, rate, months))).toBe(true);
      expect(cachedPaymentFactor(rate, months)).toBe(cachedPaymentFactor(rate, months));
    }
  });
});

describe('RecentlyUsedCache', () => {
  it('stays bounded and keeps what was used lately', () => {
    const cache = new RecentlyUsedCache<number, string>(3);
    for (let i = 0; i < 100; i += 1) {
      cache.set(i, `v${i}`);
      // key 0 is used all the time: it never falls out
      expect(cache.get(0)).toBe('v0');
      expect(cache.size).toBeLessThanOrEqual(6);
    }
    expect(cache.get(99)).toBe('v99');
    expect(cache.get(1)).toBeUndefined();
  });
});
