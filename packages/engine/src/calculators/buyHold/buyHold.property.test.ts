import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { anyBuyHoldInput, anyPositiveAmount, badAmount, badPercent, dealBuyHoldInput, dollars } from '../../testing/arbitraries';
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

  it('cash invested rises with the closing costs, by exactly the difference (law)', () => {
    fc.assert(
      fc.property(dealBuyHoldInput(), dollars(0, 500_000), dollars(0, 500_000), (deal, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lo = calculateBuyHold({ ...deal, closingCosts: low });
        const hi = calculateBuyHold({ ...deal, closingCosts: high });
        expect(hi.totalCashInvested).toBeGreaterThanOrEqual(lo.totalCashInvested);
        expect(Math.round((hi.totalCashInvested - lo.totalCashInvested) * 100)).toBe((high - low) * 100);
        expect(hi.compliance.totalProjectCost).toBeGreaterThanOrEqual(lo.compliance.totalProjectCost);
        // closing costs touch only the cash in the deal, never the income or the debt
        expect(hi.annualCashFlow).toBe(lo.annualCashFlow);
        // with more cash in, a positive cash flow earns a smaller (or equal) cash-on-cash
        if (lo.annualCashFlow > 0 && lo.cashOnCashReturn !== null && hi.cashOnCashReturn !== null) {
          expect(hi.cashOnCashReturn).toBeLessThanOrEqual(lo.cashOnCashReturn);
        }
      }),
    );
  });

  it('leaving the closing costs out equals passing 3 % of the price (law)', () => {
    fc.assert(
      fc.property(dealBuyHoldInput(), fc.option(anyPositiveAmount(), { nil: undefined }), (deal, afterRepairValue) => {
        // whole-dollar prices: 3 % of them is an exact number of cents
        const threePercent = Math.round(deal.purchasePrice * 3) / 100;
        const withArv = afterRepairValue === undefined ? deal : { ...deal, afterRepairValue };
        expect(calculateBuyHold(withArv)).toEqual(calculateBuyHold({ ...withArv, closingCosts: threePercent }));
      }),
    );
  });

  it('cash-on-cash is null exactly when no cash goes in, and says why (law)', () => {
    fc.assert(
      fc.property(anyBuyHoldInput(), (input) => {
        const r = calculateBuyHold(input);
        expect(r.cashOnCashReturn === null).toBe(Math.abs(r.totalCashInvested) < 0.005);
        expect(r.notDefined.cashOnCashReturn !== undefined).toBe(r.cashOnCashReturn === null);
      }),
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
    const moneyFields = ['purchasePrice', 'grossMonthlyRent', 'propertyTax', 'insurance', 'maintenance', 'closingCosts'] as const;
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
