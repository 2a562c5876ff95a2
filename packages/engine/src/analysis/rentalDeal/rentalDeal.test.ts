import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateBuyHold } from '../../calculators/buyHold';
import { projectCashFlows } from '../projection';
import type { Decimal } from '../../money/decimal';
import { rentalDealDefaults, rentalDealInputSchema, rentalDealYearOne } from './index';

const yearOneOf = (overrides: Parameters<typeof rentalDealDefaults>[0] = {}) =>
  rentalDealYearOne(rentalDealInputSchema.parse(rentalDealDefaults(overrides)));

describe('rentalDealYearOne', () => {
  it('computes the first year of the default deal', () => {
    const year = yearOneOf();
    // EGI 54,000 × 0.95 = 51,300; management 8 % = 4,104; NOI 51,300 − 14,000 − 4,104 = 33,196
    expect(year.annualNOI.toNumber()).toBe(33_196);
    // 375,000 at 7 % / 30 y: 2,494.8844 a month → 29,938.61 a year; cash flow 3,257.39
    expect(year.annualDebtService.toDecimalPlaces(2).toNumber()).toBe(29_938.61);
    expect(year.annualCashFlow.toDecimalPlaces(2).toNumber()).toBe(3_257.39);
    // cash in: 125,000 down + 15,000 closing = 140,000
    expect(year.totalCashInvested.toNumber()).toBe(140_000);
    // cap rate 33,196 ÷ 500,000 = 0.066392; cash-on-cash 3,257.39 ÷ 140,000 = 0.0233; DSCR 1.1088
    expect(year.capRate?.toNumber()).toBe(0.066392);
    expect(year.cashOnCash?.toDecimalPlaces(4).toNumber()).toBe(0.0233);
    expect(year.dscr?.toDecimalPlaces(4).toNumber()).toBe(1.1088);
  });

  it('has no ratios over a zero base', () => {
    const year = yearOneOf({ purchasePrice: 0, closingCosts: 0, rehabCost: 0 });
    expect(year.capRate).toBeNull();
    expect(year.cashOnCash).toBeNull();
    expect(year.dscr).toBeNull();
  });

  it('cash flow falls as expenses rise (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 1, max: 100_000 }), (expenses, more) => {
        const base = yearOneOf({ annualOperatingExpenses: expenses }).annualCashFlow;
        expect(yearOneOf({ annualOperatingExpenses: expenses + more }).annualCashFlow.lessThan(base)).toBe(true);
      }),
    );
  });

  it('agrees with year 1 of the projection (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: 0, max: 100 }), (monthlyRent, downPaymentPercent) => {
        const deal = rentalDealDefaults({ monthlyRent, downPaymentPercent });
        const year = rentalDealYearOne(rentalDealInputSchema.parse(deal));
        const [first] = projectCashFlows({
          ...deal,
          holdingYears: 1,
          annualRentGrowthPercent: 0,
          annualExpenseGrowthPercent: 0,
          annualAppreciationPercent: 0,
          sellingCostsPercent: 0,
        }).years;
        expect(first?.netOperatingIncome).toBe(year.annualNOI.toDecimalPlaces(2).toNumber());
        expect(first?.cashFlowBeforeTax).toBe(year.annualCashFlow.toDecimalPlaces(2).toNumber());
      }),
      { numRuns: 40 },
    );
  });

  it('agrees with calculateBuyHold on the same deal (law)', () => {
    fc.assert(
      fc.property(
        fc.record({
          purchasePrice: fc.integer({ min: 50_000, max: 5_000_000 }),
          downPaymentPercent: fc.integer({ min: 0, max: 100 }),
          interestRate: fc.double({ min: 0, max: 12, noNaN: true }),
          loanTerm: fc.integer({ min: 5, max: 40 }),
          grossMonthlyRent: fc.integer({ min: 0, max: 50_000 }),
          vacancyRate: fc.integer({ min: 0, max: 30 }),
          propertyTax: fc.integer({ min: 0, max: 100_000 }),
          insurance: fc.integer({ min: 0, max: 30_000 }),
          maintenance: fc.integer({ min: 0, max: 50_000 }),
          propertyManagementPercent: fc.integer({ min: 0, max: 12 }),
        }),
        (buyHold) => {
          const product = calculateBuyHold(buyHold);
          // Buy & Hold takes closing costs as 3 % of the price and no rehab; its three expense lines are our one.
          const year = rentalDealYearOne(
            rentalDealInputSchema.parse({
              purchasePrice: buyHold.purchasePrice,
              closingCosts: buyHold.purchasePrice * 0.03,
              rehabCost: 0,
              downPaymentPercent: buyHold.downPaymentPercent,
              interestRatePercent: buyHold.interestRate,
              loanTermYears: buyHold.loanTerm,
              monthlyRent: buyHold.grossMonthlyRent,
              vacancyPercent: buyHold.vacancyRate,
              annualOperatingExpenses: buyHold.propertyTax + buyHold.insurance + buyHold.maintenance,
              managementPercent: buyHold.propertyManagementPercent,
            }),
          );
          expect(Math.abs(product.annualNOI - year.annualNOI.toNumber())).toBeLessThanOrEqual(0.01);
          expect(Math.abs(product.annualCashFlow - year.annualCashFlow.toNumber())).toBeLessThanOrEqual(0.01);
          expect(Math.abs(product.capRate - (year.capRate as Decimal).times(100).toNumber())).toBeLessThanOrEqual(0.0001);
          expect(Math.abs((product.cashOnCashReturn as number) - (year.cashOnCash as Decimal).times(100).toNumber())).toBeLessThanOrEqual(0.0001);
          if (year.dscr === null) expect(product.dscr).toBeNull();
          else expect(Math.abs((product.dscr as number) - year.dscr.toNumber())).toBeLessThanOrEqual(0.0001);
        },
      ),
      { numRuns: 60 },
    );
  });
});

