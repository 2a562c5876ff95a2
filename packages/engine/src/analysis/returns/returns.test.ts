import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { equityMultiple, irr, irrFraction, npv, npvDecimal } from './index';

// One initial outflow followed by 1–40 inflows (at least one of them positive).
const investmentFlows = fc
  .tuple(
    fc.integer({ min: 1_000, max: 10_000_000 }),
    fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 40 }),
  )
  .filter(([, inflows]) => inflows.some((flow) => flow > 0))
  .map(([outflow, inflows]) => [-outflow, ...inflows]);

describe('npv', () => {
  it('discounts each flow by its period', () => {
    // 10,000/1.08 + 10,000/1.08² + 110,000/1.08³ − 100,000
    // = 9,259.259 + 8,573.388 + 87,321.547 − 100,000 = 5,154.194 → 5,154.19
    expect(npv(8, [-100_000, 10_000, 10_000, 110_000])).toBe(5154.19);
    expect(npv(10, [-1000, 1100])).toBe(0);
    expect(npv(0, [-1000, 300, 300])).toBe(-400);
    expect(npv(5, [])).toBe(0);
  });

  it('names every bad field', () => {
    try {
      npv(-100, [1, Number.NaN]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).fields).toEqual(['ratePercent', 'cashFlows.1']);
    }
  });
});

describe('irr', () => {
  it('finds the rate of simple investments', () => {
    expect(irr([-1000, 1100])).toBe(10);
    // 1,210 after two years on 1,000: (1 + r)² = 1.21, r = 10 %
    expect(irr([-1000, 0, 1210])).toBe(10);
    // a bond bought at par paying a 10 % coupon yields 10 %
    expect(irr([-100_000, 10_000, 10_000, 110_000])).toBe(10);
    // losing 99.9 %: 1 back on 1,000 after a year
    expect(irr([-1000, 1])).toBe(-99.9);
    // 5,000 back on 1 after a year: 499,900 %
    expect(irr([-1, 5000])).toBe(499_900);
  });

  it('is null when the flows never change sign', () => {
    expect(irr([1000, 500])).toBeNull();
    expect(irr([-1000, -500])).toBeNull();
    expect(irr([0, 0, 0])).toBeNull();
    expect(irr([])).toBeNull();
    // the root (+99,999,900 %) lies beyond the searched range
    expect(irr([-1, 1_000_000])).toBeNull();
  });

  it('returns the IRR nearest 0 % when there are several', () => {
    // −100 + 230/(1+r) − 132/(1+r)² is zero at r = 10 % and at r = 20 %
    expect(irr([-100, 230, -132])).toBe(10);
    // 100 − 210/(1+r) + 108/(1+r)² is zero at r = −10 % and r = 20 %: −10 % is nearer 0
    expect(irr([100, -210, 108])).toBe(-10);
    // 1,000 − 1,750/(1+r) + 735/(1+r)² is zero at r = −30 % and r = 5 %: 5 % is nearer 0
    expect(irr([1000, -1750, 735])).toBe(5);
  });

  it('rejects non-finite flows', () => {
    expect(() => irr([-1000, Number.POSITIVE_INFINITY])).toThrow(EngineInputError);
  });

  it('NPV at the IRR is zero within a cent (law)', () => {
    fc.assert(
      fc.property(investmentFlows, (flows) => {
        const outflow = -(flows[0] as number);
        const inflowTotal = flows.slice(1).reduce((sum, flow) => sum + flow, 0);
        const rate = irrFraction(flows);
        // inflows worth at least 1 % of the outlay put the IRR above −99.99 %, inside the search
        if (inflowTotal >= outflow / 100) expect(rate).not.toBeNull();
        if (rate === null) return;
        expect(Math.abs(npv(rate.times(100).toNumber(), flows))).toBeLessThanOrEqual(0.01);
      }),
      { numRuns: 200 },
    );
  });

  it('NPV is positive below the IRR and negative above it for a conventional investment (law)', () => {
    fc.assert(
      fc.property(investmentFlows, (flows) => {
        const rate = irrFraction(flows);
        if (rate === null || rate.lessThanOrEqualTo(-0.98)) return;
        // unrounded: at a very high IRR one point of rate moves NPV by less than a cent
        expect(npvDecimal(rate.minus(0.01), flows).greaterThan(0)).toBe(true);
        expect(npvDecimal(rate.plus(0.01), flows).lessThan(0)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('equityMultiple', () => {
  it('divides money back by money in', () => {
    // (8,000 + 8,000 + 150,000) ÷ 100,000 = 1.66
    expect(equityMultiple([-100_000, 8_000, 8_000, 150_000])).toBe(1.66);
    // a negative year is more equity in: 30,000 ÷ (20,000 + 5,000) = 1.2
    expect(equityMultiple([-20_000, -5_000, 30_000])).toBe(1.2);
  });

  it('is null when nothing was put in', () => {
    expect(equityMultiple([5_000, 5_000])).toBeNull();
    expect(equityMultiple([])).toBeNull();
  });

  it('is above 1 exactly when the undiscounted profit is positive (law)', () => {
    fc.assert(
      fc.property(investmentFlows, (flows) => {
        const profit = flows.reduce((sum, flow) => sum + flow, 0);
        const multiple = equityMultiple(flows) as number;
        if (profit > 0) expect(multiple).toBeGreaterThanOrEqual(1);
        if (profit < 0) expect(multiple).toBeLessThanOrEqual(1);
      }),
    );
  });
});
