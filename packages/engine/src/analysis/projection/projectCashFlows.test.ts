import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { cashFlowProjectionDefaults, cashFlowProjectionResultSchema, projectCashFlows } from './index';
import type { CashFlowProjectionInput } from './index';

// A financed deal with growth; figures checked by hand below.
const financedDeal: CashFlowProjectionInput = {
  purchasePrice: 200_000,
  closingCosts: 6_000,
  rehabCost: 0,
  downPaymentPercent: 20,
  interestRatePercent: 6,
  loanTermYears: 30,
  monthlyRent: 2_000,
  vacancyPercent: 5,
  annualOperatingExpenses: 3_000,
  managementPercent: 10,
  holdingYears: 3,
  annualRentGrowthPercent: 2,
  annualExpenseGrowthPercent: 3,
  annualAppreciationPercent: 3,
  sellingCostsPercent: 6,
};

const dealArbitrary = fc.record({
  purchasePrice: fc.integer({ min: 50_000, max: 5_000_000 }),
  closingCosts: fc.integer({ min: 0, max: 50_000 }),
  rehabCost: fc.integer({ min: 0, max: 200_000 }),
  downPaymentPercent: fc.integer({ min: 0, max: 100 }),
  interestRatePercent: fc.double({ min: 0, max: 12, noNaN: true }),
  loanTermYears: fc.integer({ min: 5, max: 40 }),
  monthlyRent: fc.integer({ min: 0, max: 40_000 }),
  vacancyPercent: fc.integer({ min: 0, max: 30 }),
  annualOperatingExpenses: fc.integer({ min: 0, max: 200_000 }),
  managementPercent: fc.integer({ min: 0, max: 12 }),
  holdingYears: fc.integer({ min: 1, max: 40 }),
  annualRentGrowthPercent: fc.double({ min: -5, max: 8, noNaN: true }),
  annualExpenseGrowthPercent: fc.double({ min: -5, max: 8, noNaN: true }),
  annualAppreciationPercent: fc.double({ min: -5, max: 8, noNaN: true }),
  sellingCostsPercent: fc.integer({ min: 0, max: 10 }),
  discountRatePercent: fc.integer({ min: 0, max: 15 }),
});

describe('projectCashFlows', () => {
  it('projects an all-cash rental whose IRR is its yield', () => {
    // 1,000 rent × 12 − 2,000 expenses = 10,000 a year on 100,000; sold at cost after 5 years:
    // flows −100,000, 10,000 × 4, 110,000 → IRR 10 %, NPV at 10 % = 0, multiple 150,000 ÷ 100,000
    const projection = projectCashFlows({
      ...financedDeal,
      purchasePrice: 100_000,
      closingCosts: 0,
      downPaymentPercent: 100,
      monthlyRent: 1_000,
      vacancyPercent: 0,
      managementPercent: 0,
      annualOperatingExpenses: 2_000,
      holdingYears: 5,
      annualRentGrowthPercent: 0,
      annualExpenseGrowthPercent: 0,
      annualAppreciationPercent: 0,
      sellingCostsPercent: 0,
      discountRatePercent: 10,
    });
    expect(projection.cashFlows).toEqual([-100_000, 10_000, 10_000, 10_000, 10_000, 110_000]);
    expect(projection.totals).toEqual({
      downPayment: 100_000,
      loanAmount: 0,
      initialEquityInvested: 100_000,
      totalCashFlow: 50_000,
      totalProfit: 50_000,
      irrPercent: 10,
      discountRatePercent: 10,
      npv: 0,
      equityMultiple: 1.5,
      averageCashOnCashPercent: 10,
    });
    expect(projection.sale).toEqual({ salePrice: 100_000, sellingCosts: 0, loanPayoff: 0, netSaleProceeds: 100_000 });
  });

  it('projects a financed rental year by year', () => {
    const projection = projectCashFlows(financedDeal);
    // loan 160,000 at 6 % / 30 y → 959.2808… a month, 11,511.37 a year
    // year 1: rent 24,000; vacancy 1,200; EGI 22,800; management 2,280; expenses 3,000 + 2,280 = 5,280;
    //         NOI 17,520; cash flow 17,520 − 11,511.37 = 6,008.63; value 200,000 × 1.03 = 206,000
    expect(projection.years[0]).toEqual({
      year: 1,
      grossRent: 24_000,
      vacancyLoss: 1_200,
      effectiveGrossIncome: 22_800,
      managementFee: 2_280,
      operatingExpenses: 5_280,
      netOperatingIncome: 17_520,
      debtService: 11_511.37,
      cashFlowBeforeTax: 6_008.63,
      // the amortization schedule's balance after payment 12 (payment and interest in cents)
      loanBalance: 158_035.19,
      propertyValue: 206_000,
      equity: 47_964.81,
      // 6,008.63 ÷ 46,000 (40,000 down + 6,000 closing) = 13.0622 %
      cashOnCashPercent: 13.0622,
    });
    // year 2: rent 24,000 × 1.02 = 24,480; expenses 3,000 × 1.03 = 3,090 + 10 % of EGI 23,256
    expect(projection.years[1]?.grossRent).toBe(24_480);
    expect(projection.years[1]?.operatingExpenses).toBe(5_415.6);
    // year 3 value 200,000 × 1.03³ = 218,545.40; selling 6 % = 13,112.72; payoff 153,734.56 (the schedule's balance after payment 36)
    // net proceeds 218,545.40 − 13,112.72 − 153,734.56 = 51,698.12 (unrounded parts)
    expect(projection.sale).toEqual({ salePrice: 218_545.4, sellingCosts: 13_112.72, loanPayoff: 153_734.56, netSaleProceeds: 51_698.12 });
    expect(projection.cashFlows).toEqual([-46_000, 6_008.63, 6_329.03, 58_353.05]);
    // profit −46,000 + 6,008.63 + 6,329.03 + 58,353.05 = 24,690.71; IRR 17.1831 % (bisection reference)
    expect(projection.totals.totalProfit).toBe(24_690.71);
    expect(projection.totals.irrPercent).toBe(17.1831);
    expect(projection.totals.npv).toBe(11_312.2);
    // (6,008.63 + 6,329.03 + 58,353.05) ÷ 46,000 = 1.5368
    expect(projection.totals.equityMultiple).toBe(1.5368);
    expect(projection.totals.discountRatePercent).toBe(8);
  });

  it('stops debt service once the loan is paid off', () => {
    const projection = projectCashFlows({ ...financedDeal, loanTermYears: 5, holdingYears: 7 });
    expect(projection.years[4]?.loanBalance).toBe(0);
    expect(projection.years[5]?.debtService).toBe(0);
    expect(projection.years[6]?.cashFlowBeforeTax).toBe(projection.years[6]?.netOperatingIncome);
    expect(projection.sale.loanPayoff).toBe(0);
  });

  it('reports no ratios when no equity is invested', () => {
    const projection = projectCashFlows({ ...financedDeal, downPaymentPercent: 0, closingCosts: 0 });
    expect(projection.totals.initialEquityInvested).toBe(0);
    expect(projection.totals.equityMultiple).toBeNull();
    expect(projection.totals.averageCashOnCashPercent).toBeNull();
    expect(projection.years[0]?.cashOnCashPercent).toBeNull();
  });

  it('names every bad field', () => {
    try {
      projectCashFlows({ ...financedDeal, holdingYears: 41, vacancyPercent: 120, annualAppreciationPercent: Number.NaN });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).fields).toEqual(['vacancyPercent', 'holdingYears', 'annualAppreciationPercent']);
    }
  });

  it('defaults give a complete, valid input', () => {
    const projection = projectCashFlows(cashFlowProjectionDefaults());
    expect(projection.years).toHaveLength(10);
    expect(projection.totals.discountRatePercent).toBe(8);
    expect(cashFlowProjectionResultSchema.safeParse(projection).success).toBe(true);
  });

  it('holds together: rows, sale and totals agree (law)', () => {
    fc.assert(
      fc.property(dealArbitrary, (deal) => {
        const projection = projectCashFlows(deal);
        expect(cashFlowProjectionResultSchema.safeParse(projection).success).toBe(true);
        expect(projection.years).toHaveLength(deal.holdingYears);
        expect(projection.cashFlows).toHaveLength(deal.holdingYears + 1);
        const cents = (n: number) => Math.round(n * 100);
        // each rounded figure is within half a cent of its exact value, so sums drift by at most n/2 cents
        const rowTotal = projection.years.reduce((sum, row) => sum + cents(row.cashFlowBeforeTax), 0);
        expect(Math.abs(rowTotal - cents(projection.totals.totalCashFlow))).toBeLessThanOrEqual(deal.holdingYears);
        const flowTotal = projection.cashFlows.reduce((sum, flow) => sum + cents(flow), 0);
        expect(Math.abs(flowTotal - cents(projection.totals.totalProfit))).toBeLessThanOrEqual(deal.holdingYears + 2);
        for (const row of projection.years) {
          expect(Math.abs(cents(row.equity) - (cents(row.propertyValue) - cents(row.loanBalance)))).toBeLessThanOrEqual(1);
        }
        expect(projection.sale.loanPayoff).toBe(projection.years.at(-1)?.loanBalance);
        expect(projection.sale.salePrice).toBe(projection.years.at(-1)?.propertyValue);
      }),
      { numRuns: 60 },
    );
  });

  it('NPV rises with rent growth and falls with expense growth (law)', () => {
    fc.assert(
      fc.property(dealArbitrary, fc.double({ min: 0.1, max: 5, noNaN: true }), (deal, bump) => {
        const base = projectCashFlows(deal).totals.npv;
        expect(projectCashFlows({ ...deal, annualRentGrowthPercent: deal.annualRentGrowthPercent + bump }).totals.npv).toBeGreaterThanOrEqual(base);
        expect(projectCashFlows({ ...deal, annualExpenseGrowthPercent: deal.annualExpenseGrowthPercent + bump }).totals.npv).toBeLessThanOrEqual(base);
      }),
      { numRuns: 40 },
    );
  });
});
