import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dec } from '../../money/decimal';
import { moneyOut, percentOut, percentText, ratioOut } from './boundary';
import {
  certainRound,
  exactPercent,
  exactRatio,
  hundredthsText,
  microsToMoney,
  percentHundredths,
  roundedQuotient,
  wholeCentsMicros,
} from './exactPath';

describe('exact micro-dollars', () => {
  it('reads a money input as the very decimal new Decimal(x) holds, or declines (law)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 10_000_000_000 }).map((cents) => cents / 100),
          fc.double({ min: 0, max: 1e12, noNaN: true }),
        ),
        (x) => {
          const micros = wholeCentsMicros(x);
          if (micros !== undefined) expect(dec(micros).div(1e6).equals(dec(x))).toBe(true);
          else expect(dec(x).times(100).isInteger() && x <= 1e8).toBe(false);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('reads a percent as whole hundredths, or declines (law)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100), fc.double({ min: 0, max: 100, noNaN: true })), (p) => {
        const hundredths = percentHundredths(p);
        if (hundredths !== undefined) expect(dec(hundredths).div(100).equals(dec(p))).toBe(true);
        else expect(dec(p).times(100).isInteger()).toBe(false);
      }),
      { numRuns: 5_000 },
    );
  });

  it('rounds micro-dollars and quotients exactly as decimal.js does (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -9_000_000_000_000_000, max: 9_000_000_000_000_000 }),
        fc.integer({ min: 1, max: 9_000_000_000_000_000 }),
        (a, b) => {
          expect(microsToMoney(a)).toBe(moneyOut(dec(a).div(1e6)));
          const ratio = exactRatio(a, b);
          if (ratio !== undefined) expect(ratio).toBe(ratioOut(dec(a).div(b)));
          else expect(dec(a).div(b).abs().times(1e4).greaterThan(Number.MAX_SAFE_INTEGER)).toBe(true);
          const percent = exactPercent(a, b);
          if (percent !== undefined) expect(percent).toBe(percentOut(dec(a).div(b)));
          expect(roundedQuotient(a, b, 6) ?? 0).toBe(
            roundedQuotient(a, b, 6) === undefined ? 0 : dec(a).div(b).times(1e6).toDecimalPlaces(0).toNumber() || 0,
          );
        },
      ),
      { numRuns: 5_000 },
    );
    // ties round away from zero
    expect(microsToMoney(5_000)).toBe(0.01);
    expect(microsToMoney(-5_000)).toBe(-0.01);
    expect(microsToMoney(4_999)).toBe(0);
    expect(roundedQuotient(1, 8, 2)).toBe(13);
  });

  it('prints hundredths of a percent as percentText does', () => {
    for (const hundredths of [0, 5, 80_00, 91_30, 12_345, 10_000]) {
      expect(hundredthsText(hundredths)).toBe(percentText(dec(hundredths).div(10_000)));
    }
  });
});

describe('certainRound', () => {
  it('answers only when every value within the bound rounds the same way (law)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.double({ min: 0, max: 0.1, noNaN: true }), (value, bound) => {
        const rounded = certainRound(value, bound);
        if (rounded === undefined) return;
        for (const v of [value - bound, value, value + bound]) {
          expect(rounded).toBe(dec(v).toDecimalPlaces(0).toNumber() || 0);
        }
      }),
      { numRuns: 5_000 },
    );
    expect(certainRound(2.5, 0)).toBeUndefined();
    expect(certainRound(2.4, 0.05)).toBe(2);
    expect(certainRound(-2.6, 0.05)).toBe(-3);
  });
});
