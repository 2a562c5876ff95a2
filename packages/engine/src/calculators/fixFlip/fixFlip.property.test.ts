import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { anyFixFlipInput, badAmount, badPercent, dealFixFlipInput, dollars } from '../../testing/arbitraries';
import { calculateFixFlip } from './fixFlip';
import { fixFlipResultSchema } from './fixFlip.schema';

describe('calculateFixFlip laws', () => {
  it('never returns a non-finite number for any valid input', () => {
    fc.assert(
      fc.property(anyFixFlipInput(), (input) => {
        expect(fixFlipResultSchema.safeParse(calculateFixFlip(input)).success).toBe(true);
      }),
    );
  });

  it('a flip that loses money is never rated Low risk', () => {
    fc.assert(
      fc.property(anyFixFlipInput(), (input) => {
        const r = calculateFixFlip(input);
        if (r.profit < 0) expect(r.riskLevel).toBe('High');
      }),
    );
  });

  it('a null ROI always says why, and an ROI with a value never does', () => {
    fc.assert(
      fc.property(anyFixFlipInput(), (input) => {
        const r = calculateFixFlip(input);
        expect(r.roi === null).toBe(r.notDefined.roi !== undefined);
        expect(r.annualizedRoi === null).toBe(r.notDefined.annualizedRoi !== undefined);
      }),
    );
  });

  it('profit falls (or stays) when a cost rises', () => {
    fc.assert(
      fc.property(dealFixFlipInput(), fc.constantFrom('closingCosts', 'rehabCost'), dollars(1, 100_000), (deal, cost, bump) => {
        const base = calculateFixFlip(deal);
        const worse = calculateFixFlip({ ...deal, [cost]: deal[cost] + bump });
        expect(worse.profit).toBeLessThan(base.profit);
      }),
    );
  });

  it('viable exactly when it meets the 70 % rule, and a viable flip is never High risk', () => {
    fc.assert(
      fc.property(dealFixFlipInput(), (deal) => {
        const result = calculateFixFlip(deal);
        expect(result.viability === 'viable').toBe(result.meets70PercentRule);
        if (result.meets70PercentRule && deal.holdingMonths <= 12) expect(result.riskLevel).not.toBe('High');
      }),
    );
  });

  it('a price at or under the max allowable offer has cost-to-ARV at or under 0.7', () => {
    fc.assert(
      fc.property(dealFixFlipInput(), (deal) => {
        const result = calculateFixFlip(deal);
        if (deal.purchasePrice <= result.maxAllowableOffer) expect(result.costToArvRatio).toBeLessThanOrEqual(0.7);
      }),
    );
  });

  it('throws EngineInputError naming a field given a negative, NaN or out-of-range value', () => {
    fc.assert(
      fc.property(
        dealFixFlipInput(),
        fc.oneof(
          fc.tuple(fc.constantFrom<string>('purchasePrice', 'afterRepairValue', 'closingCosts', 'rehabCost'), badAmount()),
          fc.tuple(
            fc.constantFrom<string>('downPaymentPercent', 'interestRate', 'sellingCostsPercent', 'contingencyPercent'),
            badPercent(),
          ),
        ),
        (deal, [field, bad]) => {
          try {
            calculateFixFlip({ ...deal, [field]: bad });
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
