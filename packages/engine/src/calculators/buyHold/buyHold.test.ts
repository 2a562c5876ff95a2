import { describe, expect, it } from 'vitest';
import { NOT_DEFINED } from '../shared';
import { EngineInputError } from '../../errors/EngineInputError';
import { buyHoldDefaultMaintenance, buyHoldDefaults, calculateBuyHold } from './buyHold';
import { BUY_HOLD_DEFAULTS, buyHoldResultSchema, type BuyHoldInput } from './buyHold.schema';
import { nycClosingCosts } from '../../rules/nycCosts';

function fieldsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineInputError);
    return (error as EngineInputError).fields;
  }
  throw new Error('expected an EngineInputError');
}

describe('calculateBuyHold on the form defaults', () => {
  const result = calculateBuyHold({});

  it('finances 75 % of 1,250,000 over 30 years at 4.75 %', () => {
    // down = 1,250,000 × 25 % = 312,500; loan = 937,500
    // payment = 937,500 × r(1+r)^360 / ((1+r)^360 − 1), r = 0.0475 ÷ 12 → 4,890.4438
    expect(result.downPaymentAmount).toBe(312_500);
    expect(result.loanAmount).toBe(937_500);
    expect(result.monthlyMortgage).toBe(4_890.44);
    // 12 × 4,890.4438 = 58,685.3254
    expect(result.annualDebtService).toBe(58_685.33);
  });

  it('builds NOI from annual income and expenses', () => {
    // vacancy loss = 15,000 × 5 % = 750 a month; EGI = (15,000 − 750) × 12 = 171,000 a year
    // maintenance default = max(1 % × 1,250,000 = 12,500, 10 % × 180,000 = 18,000) = 18,000
    // management = 8 % × 171,000 = 13,680
    // operating expenses = 24,000 + 8,500 + 18,000 + 13,680 = 64,180; NOI = 106,820
    expect(result.monthlyVacancyLoss).toBe(750);
    expect(result.effectiveGrossIncome).toBe(171_000);
    expect(result.annualMaintenance).toBe(18_000);
    expect(result.annualManagementFee).toBe(13_680);
    expect(result.annualOperatingExpenses).toBe(64_180);
    expect(result.annualNOI).toBe(106_820);
  });

  it('derives cash flow, cap rate, cash-on-cash and DSCR', () => {
    // annual cash flow = 106,820 − 58,685.3254 = 48,134.6746; monthly = 4,011.2229
    // cash invested = 312,500 + 3 % × 1,250,000 = 350,000
    // cap rate = 106,820 ÷ 1,250,000 = 8.5456 %; cash-on-cash = 48,134.6746 ÷ 350,000 = 13.7528 %
    // DSCR = 106,820 ÷ 58,685.3254 = 1.8202
    expect(result.annualCashFlow).toBe(48_134.67);
    expect(result.monthlyCashFlow).toBe(4_011.22);
    expect(result.closingCosts).toBe(37_500);
    expect(result.totalCashInvested).toBe(350_000);
    expect(result.capRate).toBe(8.5456);
    expect(result.cashOnCashReturn).toBe(13.7528);
    expect(result.dscr).toBe(1.8202);
  });

  it('fails compliance at 91.30 % of the assumed ARV', () => {
    // ARV = 1.15 × 1,250,000 = 1,437,500; cost = 1,250,000 + 0 fee + 25,000 + 37,500 = 1,312,500
    // ratio = 1,312,500 ÷ 1,437,500 = 0.91304 > 0.8
    expect(result.compliance).toMatchObject({
      strategy: 'buy_hold',
      totalProjectCost: 1_312_500,
      afterRepairValue: 1_437_500,
      costToArvRatio: 0.913,
      maxAllowedRatio: 0.8,
      isCompliant: false,
      wholesaleAnalysis: { findersFee: 0, adjustedTotalCost: 1_312_500, feePercentage: 0, stillCompliant: false },
    });
    expect(result.compliance.complianceMessage).toBe(
      '⚠ NON-COMPLIANT: Total project cost is 91.30% of ARV, above the 80% maximum. ' +
        'Consider seller financing, a lease option, owner financing with balloon or a contract for deed.',
    );
    expect(result.compliance.creativePathways).toEqual([
      'Seller financing',
      'Lease option',
      'Owner financing with balloon',
      'Contract for deed',
    ]);
  });

  it('matches its result schema', () => {
    expect(buyHoldResultSchema.safeParse(result).success).toBe(true);
  });
});

describe('calculateBuyHold on a wholesaled 400,000 deal', () => {
  const deal: BuyHoldInput = {
    purchasePrice: 400_000,
    downPaymentPercent: 20,
    interestRate: 6,
    loanTerm: 30,
    grossMonthlyRent: 3_500,
    vacancyRate: 5,
    propertyTax: 6_000,
    insurance: 1_800,
    propertyManagementPercent: 8,
    isWholesaled: true,
    wholesaleFeePercent: 5,
  };
  const result = calculateBuyHold(deal);

  it('computes the returns by hand', () => {
    // loan = 320,000 at 6 % over 360: payment 1,918.5617
    // EGI = 3,500 × 0.95 × 12 = 39,900; maintenance = max(4,000, 4,200) = 4,200; management = 3,192
    // expenses = 6,000 + 1,800 + 4,200 + 3,192 = 15,192; NOI = 24,708
    // cash flow = 24,708 − 12 × 1,918.5617 = 1,685.2598; monthly 140.4383
    // cap = 24,708 ÷ 400,000 = 6.177 %; CoC = 1,685.2598 ÷ (80,000 + 12,000) = 1.8318 %
    // DSCR = 24,708 ÷ 23,022.7402 = 1.0732
    expect(result.monthlyMortgage).toBe(1_918.56);
    expect(result.annualMaintenance).toBe(4_200);
    expect(result.annualNOI).toBe(24_708);
    expect(result.annualCashFlow).toBe(1_685.26);
    expect(result.monthlyCashFlow).toBe(140.44);
    expect(result.capRate).toBe(6.177);
    expect(result.cashOnCashReturn).toBe(1.8318);
    expect(result.dscr).toBe(1.0732);
  });

  it("adds the finder's fee to the compliance cost only", () => {
    // fee = 5 % × 400,000 = 20,000; cost = 400,000 + 20,000 + 25,000 + 12,000 = 457,000
    // ARV = 460,000; ratio = 0.99348 → not compliant
    expect(result.compliance.totalProjectCost).toBe(457_000);
    expect(result.compliance.costToArvRatio).toBe(0.9935);
    expect(result.compliance.wholesaleAnalysis).toEqual({
      findersFee: 20_000,
      adjustedTotalCost: 457_000,
      feePercentage: 5,
      stillCompliant: false,
    });
    // the cash returns do not carry the fee
    expect(result.totalCashInvested).toBe(92_000);
  });

  it('complies against a known ARV and stays compliant with a fee within the cap', () => {
    const withArv = calculateBuyHold({ ...deal, afterRepairValue: 600_000 });
    // 457,000 ÷ 600,000 = 0.76167 ≤ 0.8, fee 5 % ≤ 10 %
    expect(withArv.compliance.costToArvRatio).toBe(0.7617);
    expect(withArv.compliance.isCompliant).toBe(true);
    expect(withArv.compliance.wholesaleAnalysis.stillCompliant).toBe(true);
    expect(withArv.compliance.complianceMessage).toBe('✓ COMPLIANT: Total project cost is 76.17% of ARV, within the 80% maximum.');
  });

  it("is no longer compliant once the finder's fee passes the 10 % cap", () => {
    const bigFee = calculateBuyHold({ ...deal, wholesaleFeePercent: 12, afterRepairValue: 700_000 });
    // fee 48,000; cost 485,000 ÷ 700,000 = 0.69286: the ratio passes, the fee does not
    expect(bigFee.compliance.isCompliant).toBe(true);
    expect(bigFee.compliance.wholesaleAnalysis).toEqual({
      findersFee: 48_000,
      adjustedTotalCost: 485_000,
      feePercentage: 12,
      stillCompliant: false,
    });
    expect(bigFee.compliance.complianceMessage).toBe(
      "✓ COMPLIANT: Total project cost is 69.29% of ARV, within the 80% maximum. Finder's fee of 12.00% exceeds the 10% cap.",
    );
  });

  it('treats a fee at exactly 10 % as within the cap', () => {
    const atCap = calculateBuyHold({ ...deal, wholesaleFeePercent: 10, afterRepairValue: 700_000 });
    expect(atCap.compliance.wholesaleAnalysis.stillCompliant).toBe(true);
  });

  it('counts no finder’s fee when the deal is not wholesaled', () => {
    const direct = calculateBuyHold({ ...deal, isWholesaled: false });
    // 437,000 ÷ 460,000 = 0.95
    expect(direct.compliance.totalProjectCost).toBe(437_000);
    expect(direct.compliance.costToArvRatio).toBe(0.95);
    expect(direct.compliance.wholesaleAnalysis.findersFee).toBe(0);
  });
});

describe('calculateBuyHold edge rules', () => {
  it('reports no DSCR and no mortgage for an all-cash purchase', () => {
    const cash = calculateBuyHold({ downPaymentPercent: 100 });
    expect(cash.loanAmount).toBe(0);
    expect(cash.monthlyMortgage).toBe(0);
    expect(cash.dscr).toBeNull();
    expect(cash.notDefined).toEqual({ dscr: NOT_DEFINED.noDebt });
    expect(calculateBuyHold({}).notDefined).toEqual({});
    // cash flow = NOI when nothing is borrowed
    expect(cash.annualCashFlow).toBe(cash.annualNOI);
  });

  it('uses a maintenance figure when one is given', () => {
    const result = calculateBuyHold({ maintenance: 5_000 });
    // expenses = 24,000 + 8,500 + 5,000 + 13,680 = 51,180
    expect(result.annualMaintenance).toBe(5_000);
    expect(result.annualOperatingExpenses).toBe(51_180);
  });

  it('can never comply on the assumed ARV (price + rehab + 3 % closing > 0.8 × 1.15 × price)', () => {
    const cheap = calculateBuyHold({ purchasePrice: 10_000_000 });
    // (10,000,000 + 25,000 + 300,000) ÷ 11,500,000 = 0.8978
    expect(cheap.compliance.costToArvRatio).toBe(0.8978);
    expect(cheap.compliance.isCompliant).toBe(false);
  });
});

describe('calculateBuyHold with closing costs entered', () => {
  // A $1,200,000 NYC condo with 25 % down: the buyer's NYC costs on a 900,000 loan are
  // mortgage recording tax 1.925 % × 900,000 = 17,325 + mansion tax 1 % × 1,200,000 = 12,000
  // + title estimate 0.45 % = 5,400 + recording fees 660 = 35,385 (instead of 3 % = 36,000).
  const closingCosts = nycClosingCosts({ purchasePrice: 1_200_000, loanAmount: 900_000, propertyKind: 'residential_condo', side: 'buyer' }).total;
  const deal: BuyHoldInput = { purchasePrice: 1_200_000, grossMonthlyRent: 12_000 };
  const nyc = calculateBuyHold({ ...deal, closingCosts });
  const flat = calculateBuyHold(deal);

  it('uses the NYC closing costs for the cash invested and the cash-on-cash', () => {
    expect(closingCosts).toBe(35_385);
    // loan 900,000 at 4.75 % for 360 months: 4,694.8260 a month, 56,337.9126 a year
    // EGI = 12,000 × 0.95 × 12 = 136,800; maintenance = max(12,000, 14,400) = 14,400; management = 10,944
    // NOI = 136,800 − (24,000 + 8,500 + 14,400 + 10,944) = 78,956; cash flow = 78,956 − 56,337.9126 = 22,618.0874
    expect(nyc.annualNOI).toBe(78_956);
    expect(nyc.annualCashFlow).toBe(22_618.09);
    // cash invested = 300,000 down + 35,385 = 335,385; cash-on-cash = 22,618.0874 ÷ 335,385 = 6.7439 %
    expect(nyc.closingCosts).toBe(35_385);
    expect(nyc.totalCashInvested).toBe(335_385);
    expect(nyc.cashOnCashReturn).toBe(6.7439);
    // the flat 3 %: 36,000 → 336,000 invested, 22,618.0874 ÷ 336,000 = 6.7316 %
    expect(flat.closingCosts).toBe(36_000);
    expect(flat.totalCashInvested).toBe(336_000);
    expect(flat.cashOnCashReturn).toBe(6.7316);
  });

  it('counts the same closing costs in the compliance total as in the cash invested', () => {
    // 1,200,000 + 25,000 rehab + 35,385 = 1,260,385; ÷ (1.15 × 1,200,000 = 1,380,000) = 0.9133
    expect(nyc.compliance.totalProjectCost).toBe(1_260_385);
    expect(nyc.compliance.costToArvRatio).toBe(0.9133);
    // with 3 %: 1,200,000 + 25,000 + 36,000 = 1,261,000
    expect(flat.compliance.totalProjectCost).toBe(1_261_000);
  });

  it('leaves the income, NOI, debt and cap rate alone', () => {
    const { closingCosts: _a, totalCashInvested: _b, cashOnCashReturn: _c, compliance: _d, ...rest } = nyc;
    const { closingCosts: _e, totalCashInvested: _f, cashOnCashReturn: _g, compliance: _h, ...flatRest } = flat;
    expect(rest).toEqual(flatRest);
  });

  it('accepts zero closing costs, and reports no cash-on-cash when no cash goes in at all', () => {
    expect(calculateBuyHold({ ...deal, closingCosts: 0 }).totalCashInvested).toBe(300_000);
    const noCash = calculateBuyHold({ ...deal, closingCosts: 0, downPaymentPercent: 0 });
    expect(noCash.totalCashInvested).toBe(0);
    expect(noCash.cashOnCashReturn).toBeNull();
    expect(noCash.notDefined).toEqual({ cashOnCashReturn: NOT_DEFINED.noCashInvested });
    expect(buyHoldResultSchema.safeParse(noCash).success).toBe(true);
  });

  it('rejects negative or non-numeric closing costs, naming the field', () => {
    expect(fieldsOf(() => calculateBuyHold({ closingCosts: -1 }))).toEqual(['closingCosts']);
    expect(fieldsOf(() => calculateBuyHold({ closingCosts: Number.NaN }))).toEqual(['closingCosts']);
  });
});

describe('buyHoldDefaults', () => {
  it('returns the form defaults with maintenance resolved', () => {
    expect(buyHoldDefaults()).toEqual({ ...BUY_HOLD_DEFAULTS, maintenance: 18_000 });
  });

  it("pre-fills a property's price and rent", () => {
    const values = buyHoldDefaults(400_000, 2_000);
    // max(1 % × 400,000 = 4,000, 10 % × 24,000 = 2,400) = 4,000
    expect(values).toMatchObject({ purchasePrice: 400_000, grossMonthlyRent: 2_000, maintenance: 4_000 });
    expect(buyHoldDefaultMaintenance(100_000, 2_000)).toBe(2_400);
  });

  it('calculates from its own values', () => {
    expect(calculateBuyHold(buyHoldDefaults()).annualNOI).toBe(calculateBuyHold({}).annualNOI);
  });
});

describe('calculateBuyHold input validation', () => {
  it('names every bad field', () => {
    expect(
      fieldsOf(() =>
        calculateBuyHold({
          purchasePrice: -1,
          interestRate: Number.NaN,
          loanTerm: 0,
          vacancyRate: 101,
          wholesaleFeePercent: 51,
        }),
      ),
    ).toEqual(['purchasePrice', 'interestRate', 'loanTerm', 'vacancyRate', 'wholesaleFeePercent']);
  });

  it('rejects a zero price and a fractional term', () => {
    expect(fieldsOf(() => calculateBuyHold({ purchasePrice: 0, loanTerm: 29.5 }))).toEqual(['purchasePrice', 'loanTerm']);
  });
});
