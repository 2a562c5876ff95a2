import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amortizationSchedule } from '../../calculators/amortization';
import { EngineInputError } from '../../errors/EngineInputError';
import { projectCashFlows } from '../projection';
import { cashFlowSensitivity } from '../sensitivity';
import { maxPurchasePriceFor } from '../goalSeek';
import { rentalDealDefaults } from '../rentalDeal';
import {
  IRR_NOT_DEFINED,
  dealMetrics,
  holdAssumptionDefaults,
  rentalDealGoalSeek,
  rentalDealMetric,
  rentalDealMetrics,
  rentalDealSensitivity,
  rentalHoldDefaults,
  rentalHoldProForma,
  sensitivityAxisValues,
} from './index';

describe('rentalHoldProForma', () => {
  it('is projectCashFlows when the value appreciates and cash in is not stated', () => {
    const hold = rentalHoldDefaults({ holdingYears: 5 });
    const proForma = rentalHoldProForma(hold);
    // projectCashFlows takes no exit settings (it always grows the value by appreciation)
    const { exitValuation, exitCapRatePercent, ...assumptions } = holdAssumptionDefaults({ holdingYears: 5 });
    expect([exitValuation, exitCapRatePercent]).toEqual(['appreciation', 6]);
    const projection = projectCashFlows({ ...rentalDealDefaults(), ...assumptions });
    expect(proForma.years).toEqual(projection.years);
    expect(proForma.totals).toEqual(projection.totals);
    expect(proForma.totals.irrPercent).toBe(9.7529);
    expect(proForma.notDefined).toEqual({});
  });

  it('values the property at the exit cap rate', () => {
    // Year 1 NOI 33,196 with no growth; at a 6.5 % exit cap the value is 33,196 ÷ 0.065 = 510,707.69
    const proForma = rentalHoldProForma(
      rentalHoldDefaults({ holdingYears: 1, annualRentGrowthPercent: 0, annualExpenseGrowthPercent: 0, exitValuation: 'exitCapRate', exitCapRatePercent: 6.5 }),
    );
    expect(proForma.exitValuation).toBe('exitCapRate');
    expect(proForma.sale.salePrice).toBe(510_707.69);
    expect(proForma.years[0]?.propertyValue).toBe(510_707.69);
  });

  it('says why IRR, equity multiple and cash-on-cash are undefined when no cash is in the deal', () => {
    const proForma = rentalHoldProForma(rentalHoldDefaults({ cashInvested: 0 }));
    expect(proForma.totals.irrPercent).toBeNull();
    expect(proForma.totals.equityMultiple).toBeNull();
    expect(proForma.years[0]?.cashOnCashPercent).toBeNull();
    expect(proForma.notDefined).toEqual({
      irrPercent: IRR_NOT_DEFINED.noCashIn,
      equityMultiple: expect.any(String),
      cashOnCashPercent: expect.any(String),
    });
  });

  it('says why there is no IRR when the hold never returns cash', () => {
    const proForma = rentalHoldProForma(rentalHoldDefaults({ monthlyRent: 0, annualAppreciationPercent: -50, holdingYears: 3 }));
    expect(proForma.totals.irrPercent).toBeNull();
    expect(proForma.notDefined.irrPercent).toBe(IRR_NOT_DEFINED.noCashBack);
  });

  it('uses the stated cash invested for cash-on-cash', () => {
    const proForma = rentalHoldProForma(rentalHoldDefaults({ cashInvested: 50_000, holdingYears: 1 }));
    // year-one cash flow 3,257.39 ÷ 50,000 = 6.5148 %
    expect(proForma.years[0]?.cashOnCashPercent).toBe(6.5148);
    expect(proForma.cashFlows[0]).toBe(-50_000);
  });

  it('shows the loan balance the amortization table shows, to the cent, every year (law)', () => {
    // A $1,000,000 loan at 7.125 %: the closed-form balance and the statement's differed by about $1 after 10 years.
    const big = rentalHoldDefaults({ purchasePrice: 1_250_000, downPaymentPercent: 20, interestRatePercent: 7.125, loanTermYears: 30, holdingYears: 10 });
    const bigSchedule = amortizationSchedule({ principal: 1_000_000, annualRatePercent: 7.125, termMonths: 360 });
    expect(rentalHoldProForma(big).years.map((year) => year.loanBalance)).toEqual(
      Array.from({ length: 10 }, (_, index) => bigSchedule[12 * (index + 1) - 1]!.balance),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 3_000_000 }),
        fc.integer({ min: 0, max: 90 }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.constantFrom(10, 15, 30),
        fc.integer({ min: 1, max: 12 }),
        (purchasePrice, downPaymentPercent, interestRatePercent, loanTermYears, holdingYears) => {
          const deal = rentalHoldDefaults({ purchasePrice, downPaymentPercent, interestRatePercent, loanTermYears, holdingYears });
          const proForma = rentalHoldProForma(deal);
          const schedule = amortizationSchedule({ principal: proForma.totals.loanAmount, annualRatePercent: interestRatePercent, termMonths: loanTermYears * 12 });
          proForma.years.forEach((year) => {
            const row = schedule[Math.min(12 * year.year, schedule.length) - 1]!;
            expect(year.loanBalance).toBe(row.balance);
          });
          expect(proForma.sale.loanPayoff).toBe(proForma.years.at(-1)!.loanBalance);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('names bad fields', () => {
    expect(() => rentalHoldProForma(rentalHoldDefaults({ holdingYears: 0, exitCapRatePercent: 0 }))).toThrow(EngineInputError);
  });
});

describe('rentalDealMetric(s)', () => {
  it('computes year-one and hold results', () => {
    const metrics = rentalDealMetrics(rentalHoldDefaults());
    expect(metrics.capRatePercent).toBe(6.6392);
    expect(metrics.dscr).toBe(1.1088);
    expect(metrics.cashOnCashPercent).toBe(2.3267);
    expect(metrics.monthlyCashFlow).toBe(271.45);
    expect(metrics.netOperatingIncome).toBe(33_196);
    for (const metric of dealMetrics) expect(rentalDealMetric(rentalHoldDefaults(), metric)).toBe(metrics[metric]);
  });

  it('has no DSCR without a loan', () => {
    expect(rentalDealMetric(rentalHoldDefaults({ downPaymentPercent: 100 }), 'dscr')).toBeNull();
  });
});

describe('rentalDealSensitivity', () => {
  it('matches cashFlowSensitivity for cash flow over rent × rate', () => {
    const grid = rentalDealSensitivity({
      deal: rentalHoldDefaults(),
      metric: 'monthlyCashFlow',
      rowInput: { input: 'monthlyRent', values: [4_000, 4_500] },
      columnInput: { input: 'interestRatePercent', values: [6, 7] },
    });
    expect(grid.cells).toEqual(cashFlowSensitivity(rentalDealDefaults(), [4_000, 4_500], [6, 7]).cells);
    expect(grid.rowInput.name).toBe('monthlyRent');
  });

  it('refuses the same input twice and values outside an input’s range', () => {
    try {
      rentalDealSensitivity({
        deal: rentalHoldDefaults(),
        metric: 'dscr',
        rowInput: { input: 'downPaymentPercent', values: [10, 120] },
        columnInput: { input: 'downPaymentPercent', values: [5] },
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).fields).toEqual(['columnInput.input', 'rowInput.values.1']);
    }
  });

  it('every cell is the metric of the deal at that pair (law)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dealMetrics),
        fc.uniqueArray(fc.integer({ min: 2_000, max: 9_000 }), { minLength: 1, maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 3 }),
        (metric, rents, downs) => {
          const deal = rentalHoldDefaults({ holdingYears: 3 });
          const grid = rentalDealSensitivity({
            deal,
            metric,
            rowInput: { input: 'monthlyRent', values: rents },
            columnInput: { input: 'downPaymentPercent', values: downs },
          });
          rents.forEach((monthlyRent, i) =>
            downs.forEach((downPaymentPercent, j) => {
              expect(grid.cells[i]?.[j]).toBe(rentalDealMetric({ ...deal, monthlyRent, downPaymentPercent }, metric));
            }),
          );
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('sensitivityAxisValues', () => {
  it('steps around the centre inside the input range', () => {
    expect(sensitivityAxisValues('downPaymentPercent', 10, 5, 2)).toEqual([0, 5, 10, 15, 20]);
    expect(sensitivityAxisValues('downPaymentPercent', 5, 5, 2)).toEqual([0, 5, 10, 15]);
    expect(sensitivityAxisValues('interestRatePercent', 0.2, 0.1, 1)).toEqual([0.1, 0.2, 0.3]);
  });

  it('always holds the centre when it is in range, rising, without repeats (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0.01, max: 50, noNaN: true }), fc.integer({ min: 0, max: 10 }), (center, step, n) => {
        const values = sensitivityAxisValues('vacancyPercent', center, step, n);
        expect(values).toContain(center);
        for (let i = 1; i < values.length; i += 1) expect(values[i] as number).toBeGreaterThan(values[i - 1] as number);
        for (const value of values) expect(value >= 0 && value <= 100).toBe(true);
      }),
    );
  });
});

describe('rentalDealGoalSeek', () => {
  it('finds the highest price for a cap rate, as maxPurchasePriceFor does', () => {
    const answer = rentalDealGoalSeek({ deal: rentalHoldDefaults(), metric: 'capRatePercent', target: 6, solveFor: 'purchasePrice' });
    expect(answer.status).toBe('found');
    if (answer.status !== 'found') return;
    expect(answer.bound).toBe('highest');
    expect(answer.value).toBe(maxPurchasePriceFor({ ...rentalDealDefaults(), target: 'capRate', value: 6 }).maxPurchasePrice);
    expect(answer.value).toBe(553_266.66);
    expect(answer.metricsAtValue.capRatePercent).toBeGreaterThanOrEqual(6);
  });

  it('finds the lowest rent for a DSCR of 1.25', () => {
    const answer = rentalDealGoalSeek({ deal: rentalHoldDefaults(), metric: 'dscr', target: 1.25, solveFor: 'monthlyRent' });
    expect(answer.status).toBe('found');
    if (answer.status !== 'found') return;
    expect(answer.bound).toBe('lowest');
    // NOI needed 1.25 × 29,938.61 = 37,423.27; rent = (37,423.27 + 14,000) ÷ (12 × 0.95 × 0.92) = 4,903.06
    expect(answer.value).toBe(4_903.06);
    expect(answer.metricsAtValue.dscr).toBeGreaterThanOrEqual(1.25);
  });

  it('reports no solution and every value', () => {
    const none = rentalDealGoalSeek({ deal: rentalHoldDefaults(), metric: 'capRatePercent', target: 50, solveFor: 'interestRatePercent' });
    expect(none.status).toBe('noSolution');
    if (none.status === 'noSolution') expect(none.metricAtLow).toBe(6.6392);
    const every = rentalDealGoalSeek({ deal: rentalHoldDefaults(), metric: 'capRatePercent', target: 5, solveFor: 'interestRatePercent' });
    expect(every.status).toBe('everyValue');
    expect(() => rentalDealGoalSeek({ deal: rentalHoldDefaults(), metric: 'dscr', target: 1, solveFor: 'monthlyRent', low: 5, high: 1 })).toThrow(EngineInputError);
  });

  it('the answer reaches the target and a step past it does not (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2_000, max: 12_000 }), fc.double({ min: 1, max: 12, noNaN: true }), (monthlyRent, target) => {
        const deal = rentalHoldDefaults({ monthlyRent });
        const answer = rentalDealGoalSeek({ deal, metric: 'cashOnCashPercent', target, solveFor: 'purchasePrice' });
        if (answer.status !== 'found') return;
        expect(answer.metricsAtValue.cashOnCashPercent as number).toBeGreaterThanOrEqual(target - 1e-4);
        const past = rentalDealMetric({ ...deal, purchasePrice: answer.value + 1 }, 'cashOnCashPercent');
        // the reported metric is rounded to 4 decimals, so "below the target" allows half a unit of the last place
        expect(past === null || past < target + 0.00005).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
