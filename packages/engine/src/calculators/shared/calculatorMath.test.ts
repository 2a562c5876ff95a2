import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dec } from '../../money/decimal';
import { monthlyPaymentDecimal } from '../amortization';
import { clampUnit, fraction, isNegligible, levelPayment, paymentFactor, remainingFraction } from './calculatorMath';

describe('paymentFactor and levelPayment', () => {
  it('match the amortization payment to far below a cent (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 1_500 }).map((hundredths) => hundredths / 100),
        fc.constantFrom(12, 60, 180, 360, 480),
        (principal, rate, months) => {
          const cached = levelPayment(dec(principal), rate, months);
          const direct = monthlyPaymentDecimal(principal, rate, months);
          expect(cached.minus(direct).abs().lessThan('1e-12')).toBe(true);
        },
      ),
    );
  });

  it('returns the same factor on a second call (cached)', () => {
    expect(paymentFactor(4.75, 360)).toBe(paymentFactor(4.75, 360));
    // 200,000 × factor = 1,043.29 (the standard 30-year figure)
    expect(levelPayment(dec(200_000), 4.75, 360).toDecimalPlaces(2).toNumber()).toBe(1043.29);
  });

  it('is zero with nothing borrowed or no term', () => {
    expect(levelPayment(dec(0), 5, 360).isZero()).toBe(true);
    expect(levelPayment(dec(1_000), 5, 0).isZero()).toBe(true);
  });

  it('keeps answering correctly past the cache limit', () => {
    for (let i = 0; i < 4_200; i += 1) paymentFactor(3 + i / 10_000, 12);
    expect(paymentFactor(3, 12).equals(monthlyPaymentDecimal(1, 3, 12))).toBe(true);
  });
});

describe('fraction, isNegligible and clampUnit', () => {
  it('turns percent units into exact fractions', () => {
    expect(fraction(4.75).toString()).toBe('0.0475');
    expect(fraction(0).isZero()).toBe(true);
    for (let i = 0; i < 4_200; i += 1) fraction(i / 100);
    expect(fraction(12.5).toString()).toBe('0.125');
  });

  it('calls an amount negligible when it rounds to 0.00', () => {
    expect(isNegligible(dec('0.0049'))).toBe(true);
    expect(isNegligible(dec('-0.0049'))).toBe(true);
    expect(isNegligible(dec('0.005'))).toBe(false);
  });

  it('holds a value inside its bounds', () => {
    expect(clampUnit(dec(2), dec(0), dec(1)).toNumber()).toBe(1);
    expect(clampUnit(dec(-2), dec(0), dec(1)).toNumber()).toBe(0);
    expect(clampUnit(dec('0.5'), dec(0), dec(1)).toNumber()).toBe(0.5);
  });
});

describe('remainingFraction', () => {
  it('is one less the percent as a fraction', () => {
    // 1 − 0.05 = 0.95
    expect(remainingFraction(5).toString()).toBe('0.95');
    expect(remainingFraction(0).toString()).toBe('1');
    for (let i = 0; i < 4_200; i += 1) remainingFraction(i / 100);
    expect(remainingFraction(100).isZero()).toBe(true);
  });
});
