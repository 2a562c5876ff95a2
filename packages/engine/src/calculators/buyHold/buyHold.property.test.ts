import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { anyBuyHoldInput, badAmount, badPercent, dealBuyHoldInput, dollars } from '../../testing/arbitraries';
import { calculateBuyHold } from './buyHold';
import { buyHoldResultSchema } from './buyHold.schema';

describe('calculateBuyHold laws', () => {
  it('cash flow falls (or stays) when an expense rises', () => {
    fc.assert(
      fc.property(
        dealBuyHoldInput(),
        fc.constantFrom('propertyTax', 'insurance', 'maintenance'),
        dollars(1, 50_000),
        (deal, expense, bump) => {
          const base = calculateBuyHold(deal);
          const worse = calculateBuyHold({ ...deal, [expense]: deal[expense] + bump });
          expect(worse.annualCashFlow).toBeLessThanOrEqual(base.annualCashFlow);
          expect(worse.monthlyCashFlow).toBeLessThanOrEqual(base.monthlyCashFlow);
          expect(worse.annualNOI).toBeLessThan(base.annualNOI);
        },
      ),
    );
  });

  it('cash flow falls (or stays) as vacancy, management or the rate rise', () => {
    fc.assert(
      fc.property(
        dealBuyHoldInput(),
        fc.constantFrom('vacancyRate', 'propertyManagementPercent', 'interestRate'),
        fc.double({ min: 0.01, max: 20, noNaN: true }),
        (deal, percentField, bump) => {
          const base = calculateBuyHold(deal);
          const worse = calculateBuyHold({ ...deal, [percentField]: Math.min(100, deal[percentField] + bump) });
          expect(worse.annualCashFlow).toBeLessThanOrEqual(base.annualCashFlow);
        },
      ),
    );
  });

  it('never returns a non-finite number for any valid input', () => {
    fc.assert(
      fc.property(anyBuyHoldInput(), (input) => {
        expect(buyHoldResultSchema.safeParse(calculateBuyHold(input)).success).toBe(true);
      }),
    );
  });

  it('cash flow is NOI less twelve payments, within rounding', () => {
    fc.assert(
      fc.property(dealBuyHoldInput(), (deal) => {
        const r = calculateBuyHold(deal);
        // each of the three figures is rounded to cents on its own (±0.005 each)
        expect(Math.abs(r.annualNOI - r.annualDebtService - r.annualCashFlow)).toBeLessThanOrEqual(0.015 + 1e-6);
      }),
    );
  });

  it('throws EngineInputError naming a field given a negative, NaN or out-of-range value', () => {
    const moneyFields = ['purchasePrice', 'grossMonthlyRent', 'propertyTax', 'insurance', 'maintenance'] as const;
    const percentFields = ['downPaymentPercent', 'interestRate', 'vacancyRate', 'propertyManagementPercent'] as const;
    fc.assert(
      fc.property(
        dealBuyHoldInput(),
        fc.oneof(
          fc.tuple(fc.constantFrom<string>(...moneyFields), badAmount()),
          fc.tuple(fc.constantFrom<string>(...percentFields), badPercent()),
        ),
        (deal, [field, bad]) => {
          try {
            calculateBuyHold({ ...deal, [field]: bad });
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
