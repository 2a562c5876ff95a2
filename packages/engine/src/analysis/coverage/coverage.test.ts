import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { breakEvenOccupancy, dscr } from './index';

describe('dscr', () => {
  it('divides NOI by debt service', () => {
    // 30,000 ÷ 24,000 = 1.25
    expect(dscr(30_000, 24_000)).toBe(1.25);
    // 10,000 ÷ 30,000 = 0.33333… → 0.3333
    expect(dscr(10_000, 30_000)).toBe(0.3333);
    expect(dscr(-6_000, 24_000)).toBe(-0.25);
  });

  it('is null without debt', () => {
    expect(dscr(30_000, 0)).toBeNull();
  });

  it('names every bad field', () => {
    try {
      dscr(Number.NaN, -1);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).fields).toEqual(['annualNOI', 'annualDebtService']);
    }
  });

  it('rises with NOI and falls with debt service (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (noi, debtService, bump) => {
          const base = dscr(noi, debtService) as number;
          expect(dscr(noi + bump, debtService) as number).toBeGreaterThanOrEqual(base);
          if (noi > 0) expect(dscr(noi, debtService + bump) as number).toBeLessThanOrEqual(base);
        },
      ),
    );
  });
});

describe('breakEvenOccupancy', () => {
  it('is the share of rent needed to pay expenses and the loan', () => {
    // (18,000 + 27,000) ÷ 60,000 = 75 %
    expect(breakEvenOccupancy({ annualGrossRent: 60_000, annualOperatingExpenses: 18_000, annualDebtService: 27_000 })).toBe(75);
    // (40,000 + 32,000) ÷ 60,000 = 120 %: cannot break even
    expect(breakEvenOccupancy({ annualGrossRent: 60_000, annualOperatingExpenses: 40_000, annualDebtService: 32_000 })).toBe(120);
  });

  it('is null without rent', () => {
    expect(breakEvenOccupancy({ annualGrossRent: 0, annualOperatingExpenses: 1, annualDebtService: 1 })).toBeNull();
  });

  it('at break-even occupancy the collected rent pays every cost (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (rent, expenses, debtService) => {
          const occupancy = breakEvenOccupancy({ annualGrossRent: rent, annualOperatingExpenses: expenses, annualDebtService: debtService });
          // 4-decimal percent: at most 0.00005 % of the rent away from the exact break-even
          expect(Math.abs(((occupancy as number) / 100) * rent - (expenses + debtService))).toBeLessThanOrEqual(rent * 5e-7 + 1e-6);
        },
      ),
    );
  });
});
