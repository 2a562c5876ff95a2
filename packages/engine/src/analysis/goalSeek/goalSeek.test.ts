import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { goalSeek } from './index';

describe('goalSeek', () => {
  it('finds the smallest input reaching the target of a rising function', () => {
    const root = goalSeek({ evaluate: (x) => x * x, low: 0, high: 2, target: 2, direction: 'increasing', tolerance: 1e-9 }) as number;
    expect(root * root).toBeGreaterThanOrEqual(2);
    expect(root - Math.SQRT2).toBeLessThanOrEqual(1e-9);
    expect(root).toBeGreaterThanOrEqual(Math.SQRT2);
  });

  it('finds the largest input reaching the target of a falling function', () => {
    // 100 − x ≥ 40 holds up to x = 60
    const found = goalSeek({ evaluate: (x) => 100 - x, low: 0, high: 100, target: 40, direction: 'decreasing' }) as number;
    expect(found).toBeLessThanOrEqual(60);
    expect(found).toBeGreaterThan(60 - 0.01);
  });

  it('is null when the bracket never reaches the target', () => {
    expect(goalSeek({ evaluate: (x) => x, low: 0, high: 10, target: 11, direction: 'increasing' })).toBeNull();
    expect(goalSeek({ evaluate: () => null, low: 0, high: 10, target: 0, direction: 'decreasing' })).toBeNull();
  });

  it('returns the far end when the whole bracket reaches the target', () => {
    expect(goalSeek({ evaluate: (x) => x, low: 0, high: 10, target: -1, direction: 'increasing' })).toBe(0);
    expect(goalSeek({ evaluate: (x) => -x, low: 0, high: 10, target: -20, direction: 'decreasing' })).toBe(10);
  });

  it('treats a null result as not reaching the target', () => {
    // no result below 5, then x: the first input reaching 7 is 7
    const found = goalSeek({ evaluate: (x) => (x < 5 ? null : x), low: 0, high: 10, target: 7, direction: 'increasing' }) as number;
    expect(found).toBeGreaterThanOrEqual(7);
    expect(found).toBeLessThanOrEqual(7.01);
  });

  it('names every bad option', () => {
    try {
      goalSeek({ evaluate: (x) => x, low: 5, high: 5, target: Number.NaN, direction: 'increasing', tolerance: 0 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).fields).toEqual(['target', 'tolerance']);
    }
    expect(() => goalSeek({ evaluate: (x) => x, low: 5, high: 1, target: 0, direction: 'increasing' })).toThrow(/high: must be more than low/);
  });

  it('the answer reaches the target and one tolerance further does not (law)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1_000, noNaN: true }),
        fc.double({ min: -1_000, max: 1_000, noNaN: true }),
        fc.double({ min: -50_000, max: 50_000, noNaN: true }),
        fc.constantFrom('increasing' as const, 'decreasing' as const),
        (slope, intercept, target, direction) => {
          const sign = direction === 'increasing' ? 1 : -1;
          const evaluate = (x: number) => sign * slope * x + intercept;
          const found = goalSeek({ evaluate, low: -100, high: 100, target, direction, tolerance: 0.001 });
          if (found === null) {
            // unreachable: even the best end of the bracket falls short
            expect(evaluate(direction === 'increasing' ? 100 : -100)).toBeLessThan(target);
            return;
          }
          expect(evaluate(found)).toBeGreaterThanOrEqual(target);
          const further = found - sign * 0.001;
          if (further > -100 && further < 100) expect(evaluate(further)).toBeLessThan(target);
        },
      ),
      { numRuns: 200 },
    );
  });
});
