import { describe, expect, it } from 'vitest';
import { NOT_DEFINED } from '../shared';
import { EngineInputError } from '../../errors/EngineInputError';
import { BRRR_DEFAULTS, BRRR_MESSAGES, brrrDefaults, calculateBrrr } from './brrr';
import { brrrResultSchema, type BrrrInput } from './brrr.schema';

function fieldsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineInputError);
    return (error as EngineInputError).fields;
  }
  throw new Error('expected an EngineInputError');
}

// A deal that clears every Low-risk bar; variations below each push one rule over its edge.
const lowRiskDeal: BrrrInput = {
  purchasePrice: 100_000,
  downPayment: 25_000,
  closingCosts: 3_000,
  rehabCosts: 20_000,
  afterRepairValue: 200_000,
  refinanceRate: 6,
  refinanceLTV: 75,
  monthlyRent: 2_000,
  holdingTime: 5,
  utilities: 100,
  insurance: 100,
  taxes: 200,
  maintenance: 100,
  vacancyRate: 5,
};

describe('calculateBrrr on the form defaults (acceptance check)', () => {
  const result = calculateBrrr(brrrDefaults());

  it('leaves 23,400 in the deal after a 200,000 refinance and rates it High risk', () => {
    // cash invested = 45,000 down + 4,000 closing + 35,000 rehab = 84,000
    // holding costs = (150 + 120 + 280) × 8 months = 4,400
    // refinance loan = 250,000 × 80 % = 200,000
    // cash out = 200,000 − (180,000 − 45,000) = 65,000
    // cash left = max(0, 84,000 + 4,400 − 65,000) = 23,400
    // cost-to-ARV = (180,000 + 4,000 + 35,000) ÷ 250,000 = 0.876 > 0.8 → High
    expect(result.totalCashInvested).toBe(84_000);
    expect(result.holdingCosts).toBe(4_400);
    expect(result.refinanceLoanAmount).toBe(200_000);
    expect(result.cashOutAtRefinance).toBe(65_000);
    expect(result.cashLeftInDeal).toBe(23_400);
    expect(result.costToArvRatio).toBe(0.876);
    expect(result.riskLevel).toBe('High');
  });

  it('computes cash flow from rent after vacancy, running costs and a 360-month payment', () => {
    // rent after vacancy = 2,200 × 0.95 = 2,090; running costs = 120 + 280 + 200 = 600
    // payment on 200,000 at 4.75 % over 360 months = 1,043.2947 → 1,043.29
    // monthly cash flow = 2,090 − 600 − 1,043.2947 = 446.7053 → 446.71
    // annual = 446.7053 × 12 = 5,360.4639 → 5,360.46 (from the unrounded monthly figure)
    expect(result.effectiveMonthlyRent).toBe(2_090);
    expect(result.monthlyOperatingCosts).toBe(600);
    expect(result.monthlyMortgagePayment).toBe(1_043.29);
    expect(result.monthlyNetCashFlow).toBe(446.71);
    expect(result.annualNetCashFlow).toBe(5_360.46);
  });

  it('reports cash-on-cash on the cash left, equity and total ROI', () => {
    // cash-on-cash = 5,360.4639 ÷ 23,400 = 22.908 %
    // equity = 250,000 − 200,000 = 50,000
    // total ROI = (50,000 + 5,360.4639) ÷ (84,000 + 4,400) = 62.62496 % → 62.625
    expect(result.infiniteReturn).toBe(false);
    expect(result.actualCashOnCashReturn).toBe(22.908);
    expect(result.equity).toBe(50_000);
    expect(result.totalROI).toBe(62.625);
  });

  it('is not viable above 75 % cost-to-ARV and says so in the non-compliant message', () => {
    expect(result.isViableProject).toBe(false);
    expect(result.costToArvMessage).toBe('⚠ NON-COMPLIANT: Exceeds 75% BRRR threshold');
  });

  it('passes refinance compliance at 80 % LTV with the compliant message', () => {
    expect(result.refinanceCompliance).toEqual({
      isCompliant: true,
      ltvRatio: 80,
      maxLoanAmount: 200_000,
      message: '✓ COMPLIANT: 80.00% LTV is within standard lending guidelines',
    });
  });

  it('matches its result schema', () => {
    expect(brrrResultSchema.safeParse(result).success).toBe(true);
  });
});

describe('calculateBrrr rules', () => {
  it('raises the price by the wholesale fee percent when wholesaled', () => {
    const result = calculateBrrr({ ...brrrDefaults(), isWholesaled: true, wholesaleFeePercent: 10 });
    // price = 180,000 × 1.10 = 198,000; cash out = 200,000 − (198,000 − 45,000) = 47,000
    // cash left = 84,000 + 4,400 − 47,000 = 41,400; cost-to-ARV = (198,000 + 39,000) ÷ 250,000 = 0.948
    expect(result.wholesaleFee).toBe(18_000);
    expect(result.adjustedPurchasePrice).toBe(198_000);
    expect(result.cashOutAtRefinance).toBe(47_000);
    expect(result.cashLeftInDeal).toBe(41_400);
    expect(result.costToArvRatio).toBe(0.948);
    // cash invested is down + closing + rehab whatever the price: 84,000
    expect(result.totalCashInvested).toBe(84_000);
  });

  it('ignores the wholesale fee while the toggle is off', () => {
    const result = calculateBrrr({ ...brrrDefaults(), isWholesaled: false, wholesaleFeePercent: 25 });
    expect(result.adjustedPurchasePrice).toBe(180_000);
    expect(result.wholesaleFee).toBe(0);
  });

  it('achieves an infinite return when the refinance pulls out all the cash', () => {
    const result = calculateBrrr(lowRiskDeal);
    // invested = 25,000 + 3,000 + 20,000 = 48,000; holding = (100 + 100 + 200) × 5 = 2,000
    // loan = 200,000 × 75 % = 150,000; cash out = 150,000 − 75,000 = 75,000
    // cash left = max(0, 48,000 + 2,000 − 75,000 = −25,000) = 0 → infinite return, no cash-on-cash
    expect(result.cashOutAtRefinance).toBe(75_000);
    expect(result.cashLeftInDeal).toBe(0);
    expect(result.infiniteReturn).toBe(true);
    expect(result.actualCashOnCashReturn).toBeNull();
    expect(BRRR_MESSAGES.infiniteReturn).toBe('INFINITE RETURN ACHIEVED');
  });

  it('rates a cheap, quick, cash-flowing deal Low risk and viable', () => {
    const result = calculateBrrr(lowRiskDeal);
    // cost-to-ARV = (100,000 + 3,000 + 20,000) ÷ 200,000 = 0.615 ≤ 0.7; 5 months ≤ 6
    // cash flow = 2,000 × 0.95 − 400 − 899.3258 (150,000 at 6 % over 360) = 600.67 > 200
    expect(result.costToArvRatio).toBe(0.615);
    expect(result.monthlyMortgagePayment).toBe(899.33);
    expect(result.monthlyNetCashFlow).toBe(600.67);
    expect(result.riskLevel).toBe('Low');
    expect(result.isViableProject).toBe(true);
    expect(result.costToArvMessage).toBe('✓ COMPLIANT: Within 75% BRRR threshold');
  });

  it('is Medium risk past 6 holding months and High past 12', () => {
    expect(calculateBrrr({ ...lowRiskDeal, holdingTime: 6 }).riskLevel).toBe('Low');
    expect(calculateBrrr({ ...lowRiskDeal, holdingTime: 7 }).riskLevel).toBe('Medium');
    expect(calculateBrrr({ ...lowRiskDeal, holdingTime: 12 }).riskLevel).toBe('Medium');
    expect(calculateBrrr({ ...lowRiskDeal, holdingTime: 13 }).riskLevel).toBe('High');
  });

  it('is High risk whenever cash flow is negative', () => {
    // rent 1,000 → 950 after vacancy − 400 − 899.33 = −349.33
    const result = calculateBrrr({ ...lowRiskDeal, monthlyRent: 1_000 });
    expect(result.monthlyNetCashFlow).toBe(-349.33);
    expect(result.riskLevel).toBe('High');
  });

  it('needs cash flow above 200, not equal to it, for Low risk', () => {
    // no refinance loan (LTV 0): cash flow = rent − (100 + 200 + 100) with no vacancy
    const noLoan = { ...lowRiskDeal, refinanceLTV: 0, vacancyRate: 0 };
    expect(calculateBrrr({ ...noLoan, monthlyRent: 600 }).monthlyNetCashFlow).toBe(200);
    expect(calculateBrrr({ ...noLoan, monthlyRent: 600 }).riskLevel).toBe('Medium');
    expect(calculateBrrr({ ...noLoan, monthlyRent: 600.01 }).riskLevel).toBe('Low');
  });

  it('draws the cost-to-ARV lines at 0.7, 0.75 and 0.8 inclusive', () => {
    // price + closing + rehab = 123,000; ARV sets the ratio exactly
    const atRatio = (ratio: number) => calculateBrrr({ ...lowRiskDeal, afterRepairValue: 123_000 / ratio });
    expect(atRatio(0.7).riskLevel).toBe('Low');
    expect(atRatio(0.75).isViableProject).toBe(true);
    expect(atRatio(0.8).riskLevel).toBe('Medium');
    expect(calculateBrrr({ ...lowRiskDeal, afterRepairValue: 153_000 }).riskLevel).toBe('High'); // 0.8039
    expect(calculateBrrr({ ...lowRiskDeal, afterRepairValue: 163_000 }).isViableProject).toBe(false); // 0.7546
  });

  it('flags an LTV above 80 % with the non-compliant message, 2 decimals', () => {
    const result = calculateBrrr({ ...brrrDefaults(), refinanceLTV: 80.5 });
    // loan = 250,000 × 80.5 % = 201,250; the maximum stays 80 % of ARV = 200,000
    expect(result.refinanceLoanAmount).toBe(201_250);
    expect(result.refinanceCompliance).toEqual({
      isCompliant: false,
      ltvRatio: 80.5,
      maxLoanAmount: 200_000,
      message: '⚠ NON-COMPLIANT: 80.50% LTV exceeds typical 80% maximum',
    });
    expect(BRRR_MESSAGES.ltvCompliant('75.00')).toBe('✓ COMPLIANT: 75.00% LTV is within standard lending guidelines');
  });

  it('reports no total ROI when nothing was spent, and no infinite return without income', () => {
    const result = calculateBrrr({ purchasePrice: 0, afterRepairValue: 100_000 });
    expect(result.totalROI).toBeNull();
    // nothing left in the deal, but the rental earns nothing: undefined, not infinite
    expect(result.cashLeftInDeal).toBe(0);
    expect(result.infiniteReturn).toBe(false);
    expect(result.actualCashOnCashReturn).toBeNull();
    expect(result.notDefined).toEqual({ actualCashOnCashReturn: NOT_DEFINED.noCashLeftNoIncome, totalROI: NOT_DEFINED.noCashSpent });
  });

  it('requires the refinance rate whenever there is a refinance loan, and takes an entered 0', () => {
    expect(() => calculateBrrr({ purchasePrice: 100_000, afterRepairValue: 150_000, refinanceLTV: 75 })).toThrow(/refinanceRate: required/);
    expect(calculateBrrr({ purchasePrice: 100_000, afterRepairValue: 150_000, refinanceLTV: 75, refinanceRate: 0 }).monthlyMortgagePayment).toBe(312.5);
    expect(calculateBrrr({ purchasePrice: 100_000, afterRepairValue: 150_000 }).refinanceLoanAmount).toBe(0);
  });

  it('is never Low risk above the 80 % LTV guideline', () => {
    const cheap = { purchasePrice: 100_000, downPayment: 100_000, afterRepairValue: 200_000, refinanceRate: 0, monthlyRent: 5_000 };
    expect(calculateBrrr({ ...cheap, refinanceLTV: 80 }).riskLevel).toBe('Low');
    expect(calculateBrrr({ ...cheap, refinanceLTV: 85 }).riskLevel).toBe('Medium');
  });

  it('treats empty numbers as 0 and an empty wholesale fee as 10 % (spec 2 §5)', () => {
    const result = calculateBrrr({ purchasePrice: 100_000, afterRepairValue: 150_000, isWholesaled: true });
    // price = 100,000 × 1.10 = 110,000; no loan, so cash out = −(110,000 − 0)
    expect(result.adjustedPurchasePrice).toBe(110_000);
    expect(result.refinanceLoanAmount).toBe(0);
    expect(result.cashOutAtRefinance).toBe(-110_000);
    // cash left = 0 invested + 0 holding + 110,000 not recovered
    expect(result.cashLeftInDeal).toBe(110_000);
    expect(result.monthlyNetCashFlow).toBe(0);
  });
});

describe('brrrDefaults', () => {
  it('starts at 180,000 price, 250,000 ARV and 2,200 rent when no property is selected', () => {
    expect(brrrDefaults()).toEqual({ ...BRRR_DEFAULTS });
    expect(brrrDefaults().purchasePrice).toBe(180_000);
    expect(brrrDefaults().afterRepairValue).toBe(250_000);
    expect(brrrDefaults().monthlyRent).toBe(2_200);
  });

  it("takes the property's estimated value (ARV 1.4 ×) and rent", () => {
    const values = brrrDefaults({ estimatedValue: 215_000, monthlyRent: 2_650 });
    // ARV = 215,000 × 1.4 = 301,000
    expect(values.purchasePrice).toBe(215_000);
    expect(values.afterRepairValue).toBe(301_000);
    expect(values.monthlyRent).toBe(2_650);
    expect(values.downPayment).toBe(45_000);
  });

  it('falls back when the property carries no usable value or rent', () => {
    const values = brrrDefaults({ estimatedValue: 0, monthlyRent: null });
    expect(values.purchasePrice).toBe(180_000);
    expect(values.afterRepairValue).toBe(250_000);
    expect(values.monthlyRent).toBe(2_200);
  });
});

describe('calculateBrrr input validation', () => {
  it('names every bad field', () => {
    expect(
      fieldsOf(() =>
        calculateBrrr({
          ...brrrDefaults(),
          purchasePrice: -1,
          refinanceRate: Number.NaN,
          refinanceLTV: 101,
          wholesaleFeePercent: 51,
        }),
      ),
    ).toEqual(['purchasePrice', 'refinanceRate', 'refinanceLTV', 'wholesaleFeePercent']);
  });

  it('requires an ARV above zero', () => {
    expect(fieldsOf(() => calculateBrrr({ purchasePrice: 1 } as BrrrInput))).toEqual(['afterRepairValue']);
    expect(fieldsOf(() => calculateBrrr({ purchasePrice: 1, afterRepairValue: 0 }))).toEqual(['afterRepairValue']);
  });

  it('rejects a down payment above the price', () => {
    expect(fieldsOf(() => calculateBrrr({ ...brrrDefaults(), downPayment: 180_001 }))).toEqual(['downPayment']);
  });
});
