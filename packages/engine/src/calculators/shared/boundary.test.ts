import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dec, toMoney, toPercent, toRatio } from '../../money/decimal';
import { moneyOut, percentOut, percentText, ratioOut } from './boundary';

// Decimals as a calculation leaves them: up to 28 significant digits at any scale, either sign.
const anyDecimalText = fc
  .tuple(
    fc.boolean(),
    fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'), minLength: 1, maxLength: 28 }),
    fc.integer({ min: -20, max: 20 }),
  )
  .map(([negative, digits, exponent]) => `${negative ? '-' : ''}0.${digits}e${exponent}`);

describe('fast boundary conversions', () => {
  it('agree with toMoney, toRatio and toPercent digit for digit (law)', () => {
    fc.assert(
      fc.property(anyDecimalText, (text) => {
        const x = dec(text);
        expect(Object.is(moneyOut(x), toMoney(x))).toBe(true);
        expect(Object.is(ratioOut(x), toRatio(x))).toBe(true);
        expect(Object.is(percentOut(x), toPercent(x))).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it('write percent text like toFixed(2) of the percent (law)', () => {
    fc.assert(
      fc.property(anyDecimalText, (text) => {
        const x = dec(text);
        // decimal.js writes a tiny negative as "-0.00"; a message should say "0.00"
        expect(percentText(x)).toBe(x.times(100).toFixed(2).replace(/^-0\.00$/, '0.00'));
      }),
      { numRuns: 1_000 },
    );
    // 0.913043… → 91.30; 0.805 → 80.50; 0.80005 → 80.01 (half-up); large values take the string path
    expect(percentText(dec('0.913043'))).toBe('91.30');
    expect(percentText(dec('0.805'))).toBe('80.50');
    expect(percentText(dec('0.80005'))).toBe('80.01');
    expect(percentText(dec('-0.00001'))).toBe('0.00');
    expect(percentText(dec('-0.1234'))).toBe('-12.34');
    expect(percentText(dec('1e15'))).toBe(dec('1e17').toFixed(2));
  });

  it('round half-up, away from zero, and never return −0', () => {
    expect(moneyOut(dec('0.005'))).toBe(0.01);
    expect(moneyOut(dec('-0.005'))).toBe(-0.01);
    expect(moneyOut(dec('0.0049999'))).toBe(0);
    expect(Object.is(moneyOut(dec('-0.001')), 0)).toBe(true);
    expect(moneyOut(dec('1043.285'))).toBe(1043.29);
    expect(moneyOut(dec('99999.995'))).toBe(100_000);
    expect(ratioOut(dec('0.876'))).toBe(0.876);
    expect(percentOut(dec('0.085456'))).toBe(8.5456);
    expect(moneyOut(dec(0))).toBe(0);
  });

  it('take the string path for values beyond exact integer arithmetic', () => {
    // 12,345,678,901,234.565 needs 16 digits at cents: falls back to toMoney
    expect(moneyOut(dec('12345678901234.565'))).toBe(toMoney('12345678901234.565'));
    expect(moneyOut(dec('1e20'))).toBe(1e20);
  });

  it('reject a non-finite Decimal like the string path does', () => {
    expect(() => moneyOut(dec(Number.POSITIVE_INFINITY))).toThrow(RangeError);
  });
});
