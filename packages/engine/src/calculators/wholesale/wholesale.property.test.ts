import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { anyWholesaleInput, badAmount, badPercent, dealWholesaleInput, dollars } from '../../testing/arbitraries';
import { calculateWholesale } from './wholesale';
import { wholesaleResultSchema } from './wholesale.schema';

describe('calculateWholesale laws', () => {
  it('never returns a non-finite number for any valid input', () => {
    fc.assert(
      fc.property(anyWholesaleInput(), (input) => {
        expect(wholesaleResultSchema.safeParse(calculateWholesale(input)).success).toBe(true);
      }),
    );
  });

  it('a deal where the end investor loses money is never rated Low risk', () => {
    fc.assert(
      fc.property(anyWholesaleInput(), (input) => {
        const r = calculateWholesale(input);
        if (r.investorProfit < 0) expect(r.riskLevel).toBe('High');
      }),
    );
  });

  it('viable exactly when all three tests pass', () => {
    fc.assert(
      fc.property(dealWholesaleInput(), (deal) => {
        const r = calculateWholesale(deal);
        expect(r.isViable).toBe(r.meetsMaxOffer && r.meetsMinimumRoi && r.feeWithinRange);
        expect(r.verdict).toBe(r.isViable ? 'viable' : 'needs_adjustment');
        expect(r.competitivenessScore).toBeGreaterThanOrEqual(0);
        expect(r.competitivenessScore).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('a bigger assignment fee never raises the investor ROI or the score', () => {
    fc.assert(
      fc.property(dealWholesaleInput(), dollars(1, 50_000), (deal, extra) => {
        const base = calculateWholesale(deal);
        const greedier = calculateWholesale({ ...deal, assignmentFee: deal.assignmentFee + extra });
        expect(greedier.investorRoi).toBeLessThanOrEqual(base.investorRoi);
        expect(greedier.competitivenessScore).toBeLessThanOrEqual(base.competitivenessScore);
      }),
    );
  });

  it('throws EngineInputError naming a field given a negative, NaN or out-of-range value', () => {
    fc.assert(
      fc.property(
        dealWholesaleInput(),
        fc.oneof(
          fc.tuple(fc.constantFrom<string>('afterRepairValue', 'rehabCost', 'contractPrice', 'assignmentFee'), badAmount()),
          fc.tuple(fc.constantFrom<string>('investorSellingCostsPercent', 'investorDownPaymentPercent'), badPercent()),
          fc.tuple(fc.constant('daysToClose'), fc.integer({ min: -1000, max: 20 })),
        ),
        (deal, [field, bad]) => {
          try {
            calculateWholesale({ ...deal, [field]: bad });
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
