import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { anyBrrrInput, badAmount, badPercent, dealBrrrInput, dollars } from '../../testing/arbitraries';
import { calculateBrrr } from './brrr';
import { brrrResultSchema } from './brrr.schema';

describe('calculateBrrr laws', () => {
  it('cash left in the deal is never negative', () => {
    fc.assert(
      fc.property(anyBrrrInput(), (input) => {
        const result = calculateBrrr(input);
        expect(result.cashLeftInDeal).toBeGreaterThanOrEqual(0);
        // an infinite return needs nothing left in the deal and a rental that makes money
        expect(result.infiniteReturn).toBe(result.cashLeftInDeal === 0 && result.monthlyNetCashFlow > 0);
      }),
    );
  });

  it('a deal with negative monthly cash flow is never rated Low risk', () => {
    fc.assert(
      fc.property(anyBrrrInput(), (input) => {
        const result = calculateBrrr(input);
        if (result.monthlyNetCashFlow <= 0) expect(result.riskLevel).not.toBe('Low');
      }),
    );
  });

  it('a null return always says why, and a return with a value never does', () => {
    fc.assert(
      fc.property(anyBrrrInput(), (input) => {
        const result = calculateBrrr(input);
        expect(result.totalROI === null).toBe(result.notDefined.totalROI !== undefined);
        const undefinedCashOnCash = result.actualCashOnCashReturn === null && !result.infiniteReturn;
        expect(undefinedCashOnCash).toBe(result.notDefined.actualCashOnCashReturn !== undefined);
      }),
    );
  });

  it('a refinance loan without its rate is refused, naming refinanceRate', () => {
    fc.assert(
      fc.property(dealBrrrInput(), fc.integer({ min: 1, max: 100 }), (deal, ltv) => {
        const withoutRate = { ...deal, refinanceRate: undefined };
        expect(() => calculateBrrr({ ...withoutRate, refinanceLTV: ltv })).toThrow(EngineInputError);
        try {
          calculateBrrr({ ...withoutRate, refinanceLTV: ltv });
        } catch (error) {
          expect((error as EngineInputError).fields).toEqual(['refinanceRate']);
        }
      }),
    );
  });

  it('never returns a non-finite number for any valid input', () => {
    fc.assert(
      fc.property(anyBrrrInput(), (input) => {
        expect(brrrResultSchema.safeParse(calculateBrrr(input)).success).toBe(true);
      }),
    );
  });

  it('cash flow falls (or stays) when a running cost rises', () => {
    fc.assert(
      fc.property(
        dealBrrrInput(),
        fc.constantFrom('insurance', 'taxes', 'maintenance', 'vacancyRate', 'refinanceRate'),
        fc.integer({ min: 1, max: 500 }),
        (deal, expense, bump) => {
          const isPercent = expense === 'vacancyRate' || expense === 'refinanceRate';
          const raised = isPercent ? Math.min(100, deal[expense] + bump / 10) : deal[expense] + bump;
          const base = calculateBrrr(deal);
          const worse = calculateBrrr({ ...deal, [expense]: raised });
          expect(worse.monthlyNetCashFlow).toBeLessThanOrEqual(base.monthlyNetCashFlow);
          expect(worse.annualNetCashFlow).toBeLessThanOrEqual(base.annualNetCashFlow);
        },
      ),
    );
  });

  it('more rehab never leaves less cash in the deal', () => {
    fc.assert(
      fc.property(dealBrrrInput(), dollars(1, 100_000), (deal, extra) => {
        const base = calculateBrrr(deal);
        const more = calculateBrrr({ ...deal, rehabCosts: deal.rehabCosts + extra });
        expect(more.cashLeftInDeal).toBeGreaterThanOrEqual(base.cashLeftInDeal);
        expect(more.costToArvRatio).toBeGreaterThanOrEqual(base.costToArvRatio);
      }),
    );
  });

  it('throws EngineInputError naming a field given a negative, NaN or out-of-range value', () => {
    const moneyFields = [
      'purchasePrice',
      'closingCosts',
      'rehabCosts',
      'monthlyRent',
      'utilities',
      'insurance',
      'taxes',
      'maintenance',
    ] as const;
    const percentFields = ['refinanceRate', 'refinanceLTV', 'vacancyRate'] as const;
    fc.assert(
      fc.property(
        dealBrrrInput(),
        fc.oneof(
          fc.tuple(fc.constantFrom<string>(...moneyFields), badAmount()),
          fc.tuple(fc.constantFrom<string>(...percentFields), badPercent()),
        ),
        (deal, [field, bad]) => {
          try {
            calculateBrrr({ ...deal, [field]: bad });
            expect.unreachable();
          } catch (error) {
            expect(error).toBeInstanceOf(EngineInputError);
            expect((error as EngineInputError).fields).toContain(field);
          }
        },
      ),
    );
  });
});
