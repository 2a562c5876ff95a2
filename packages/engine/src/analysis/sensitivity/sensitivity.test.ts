import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { rentalDealDefaults } from '../rentalDeal';
import { cashFlowSensitivity, sensitivity, sensitivityGridSchema } from './index';

describe('sensitivity', () => {
  it('evaluates every row × column pair in order', () => {
    const grid = sensitivity({
      evaluate: (price, rate) => price * rate,
      rowInput: { name: 'price', values: [100, 200, 300] },
      columnInput: { name: 'rate', values: [1, 2] },
    });
    expect(grid).toEqual({
      rowInput: { name: 'price', values: [100, 200, 300] },
      columnInput: { name: 'rate', values: [1, 2] },
      cells: [
        [100, 200],
        [200, 400],
        [300, 600],
      ],
    });
    expect(sensitivityGridSchema.safeParse(grid).success).toBe(true);
  });

  it('keeps null cells and refuses non-finite ones', () => {
    const grid = sensitivity({
      evaluate: (a, b) => (b === 0 ? null : a / b),
      rowInput: { name: 'a', values: [1] },
      columnInput: { name: 'b', values: [0, 2] },
    });
    expect(grid.cells).toEqual([[null, 0.5]]);
    expect(() =>
      sensitivity({ evaluate: () => Number.NaN, rowInput: { name: 'a', values: [1] }, columnInput: { name: 'b', values: [3] } }),
    ).toThrow(/a = 1, b = 3/);
  });

  it('names every bad option', () => {
    try {
      sensitivity({ evaluate: () => 0, rowInput: { name: '', values: [] }, columnInput: { name: 'b', values: [Number.NaN] } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).fields).toEqual(['rowInput.name', 'rowInput.values', 'columnInput.values.0']);
    }
  });
});

describe('cashFlowSensitivity', () => {
  it('tabulates monthly cash flow over rent and rate', () => {
    // NOI at 4,000 rent: 48,000 × 0.95 × 0.92 − 14,000 = 27,952; at 4,500: 33,196.
    // Payment on 375,000 over 30 y: 2,248.31 at 6 %, 2,494.88 at 7 %.
    // (27,952 − 12 × 2,248.3145) ÷ 12 = 81.02; (27,952 − 12 × 2,494.8844) ÷ 12 = −165.55
    // (33,196 − 12 × 2,248.3145) ÷ 12 = 518.02; (33,196 − 12 × 2,494.8844) ÷ 12 = 271.45
    const grid = cashFlowSensitivity(rentalDealDefaults(), [4_000, 4_500], [6, 7]);
    expect(grid.rowInput).toEqual({ name: 'monthlyRent', values: [4_000, 4_500] });
    expect(grid.columnInput).toEqual({ name: 'interestRatePercent', values: [6, 7] });
    expect(grid.cells).toEqual([
      [81.02, -165.55],
      [518.02, 271.45],
    ]);
  });

  it('names bad fields in the base inputs and the axes', () => {
    try {
      cashFlowSensitivity(rentalDealDefaults({ vacancyPercent: 101 }), [-1], [6, 120]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).fields).toEqual(['baseInputs.vacancyPercent', 'rents.0', 'ratesPercent.1']);
    }
  });

  it('cash flow rises along rent and never rises along rate (law)', () => {
    fc.assert(
      fc.property(
        fc.record({
          purchasePrice: fc.integer({ min: 50_000, max: 5_000_000 }),
          downPaymentPercent: fc.integer({ min: 0, max: 100 }),
          loanTermYears: fc.integer({ min: 5, max: 40 }),
          vacancyPercent: fc.integer({ min: 0, max: 50 }),
          managementPercent: fc.integer({ min: 0, max: 20 }),
          annualOperatingExpenses: fc.integer({ min: 0, max: 200_000 }),
        }),
        fc.uniqueArray(fc.integer({ min: 0, max: 50_000 }), { minLength: 2, maxLength: 8 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 2_000 }), { minLength: 2, maxLength: 8 }),
        (deal, rents, rateHundredths) => {
          const sortedRents = [...rents].sort((a, b) => a - b);
          const rates = [...rateHundredths].sort((a, b) => a - b).map((r) => r / 100);
          const { cells } = cashFlowSensitivity(rentalDealDefaults(deal), sortedRents, rates);
          for (let i = 0; i < sortedRents.length; i += 1) {
            for (let j = 0; j < rates.length; j += 1) {
              const cell = cells[i]?.[j] as number;
              // each extra dollar of rent adds at least 0.5 × 0.8 = 40 cents a month
              if (i > 0) expect(cell).toBeGreaterThan(cells[i - 1]?.[j] as number);
              if (j > 0) expect(cell).toBeLessThanOrEqual(cells[i]?.[j - 1] as number);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
