import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../../errors/EngineInputError';
import { calculateCreativeFinancing, creativeFinancingDefaults } from './creativeFinancing';
import { CREATIVE_WARNINGS } from './creativeRules';
import { CREATIVE_REQUIRED_FIELDS, CREATIVE_REQUIRED_MESSAGES, creativeFinancingResultSchema, type CreativeFinancingInput } from './creativeFinancing.schema';
import { NOT_DEFINED } from '../shared';
import { CREATIVE_STRATEGIES, CREATIVE_STRATEGY_LIST, isCreativeFieldVisible } from './creativeStrategies';

function fieldsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineInputError);
    return (error as EngineInputError).fields;
  }
  throw new Error('expected an EngineInputError');
}

describe('the four creative warnings', () => {
  it('carry their fixed texts word for word', () => {
    expect(CREATIVE_WARNINGS).toMatchObject({
      lowDscr: 'Low debt service coverage ratio. Consider increasing rent or reducing expenses.',
      highRisk: 'High-risk strategy requires careful legal structuring and exit planning.',
      complexLegal: 'Complex legal structure recommended. Consult with real estate attorney before proceeding.',
      dueOnSale: 'Subject-to deals carry due-on-sale clause risk. Ensure proper insurance and exit strategies.',
    });
  });
});

describe('subject-to', () => {
  const input: CreativeFinancingInput = {
    strategy: 'subject_to',
    propertyValue: 300_000,
    monthlyRent: 2_500,
    downPayment: 10_000,
    sellerDebt: 220_000,
    existingPayment: 1_400,
    monthlyExpenses: 600,
  };
  const result = calculateCreativeFinancing(input);

  it("pays the seller's existing payment", () => {
    // cash flow = 2,500 − 600 − 1,400 = 500 a month, 6,000 a year; cash in = 10,000 → ROI 60 %
    // DSCR = (2,500 − 600) ÷ 1,400 = 1.3571; break-even rent = 600 + 1,400 = 2,000
    expect(result.monthlyPayment).toBe(1_400);
    expect(result.monthlyNetCashFlow).toBe(500);
    expect(result.annualNetCashFlow).toBe(6_000);
    expect(result.totalCashInvested).toBe(10_000);
    expect(result.roi).toBe(60);
    expect(result.dscr).toBe(1.3571);
    expect(result.breakEvenRent).toBe(2_000);
  });

  it('measures leverage, equity and the 5-year projection at the default 3 %', () => {
    // leverage = 220,000 ÷ 300,000 = 0.7333; equity = 80,000
    // FV = 300,000 × 1.03^5 = 347,782.22; build-up = 3 % × 300,000 + 0 paydown (existing loan's rate unknown)
    // total return = (6,000 × 5 + 47,782.2223) ÷ 10,000 = 777.8222 %
    expect(result.leverageRatio).toBe(0.7333);
    expect(result.equityPosition).toBe(80_000);
    expect(result.horizonYears).toBe(5);
    expect(result.futureValue).toBe(347_782.22);
    expect(result.equityBuildup).toBe(9_000);
    expect(result.totalReturn).toBe(777.8222);
  });

  it('warns about its High risk and the due-on-sale clause, not about DSCR', () => {
    expect(result.strategyRisk).toBe('High');
    expect(result.legalComplexity).toBe('Moderate');
    expect(result.warnings).toEqual([CREATIVE_WARNINGS.highRisk, CREATIVE_WARNINGS.dueOnSale]);
    expect(result.sellerBenefits).toEqual([...CREATIVE_STRATEGIES.subject_to.sellerBenefits]);
    expect(result.exitStrategies.length).toBeGreaterThan(0);
    expect(creativeFinancingResultSchema.safeParse(result).success).toBe(true);
  });
});

describe('seller financing and land contract', () => {
  const input: CreativeFinancingInput = {
    strategy: 'seller_financing',
    propertyValue: 400_000,
    monthlyRent: 3_200,
    downPayment: 40_000,
    closingCosts: 5_000,
    interestRate: 6,
    loanTerm: 30,
    monthlyExpenses: 800,
  };
  const result = calculateCreativeFinancing(input);

  it('amortizes value less down payment at the note rate', () => {
    // financed = 400,000 − 40,000 = 360,000 at 6 % over 360 months → 2,158.3819
    // cash flow = 3,200 − 800 − 2,158.3819 = 241.6181; annual 2,899.4173; ROI = 2,899.4173 ÷ 45,000 = 6.4431 %
    expect(result.monthlyPayment).toBe(2_158.38);
    expect(result.monthlyNetCashFlow).toBe(241.62);
    expect(result.annualNetCashFlow).toBe(2_899.42);
    expect(result.roi).toBe(6.4431);
    // DSCR = 2,400 ÷ 2,158.3819 = 1.1119 < 1.25; leverage = 0.9; equity = 40,000
    expect(result.dscr).toBe(1.1119);
    expect(result.leverageRatio).toBe(0.9);
    expect(result.equityPosition).toBe(40_000);
    expect(result.breakEvenRent).toBe(2_958.38);
  });

  it('adds the first-year principal paydown to the equity build-up', () => {
    // principal repaid in 12 payments = 360,000 − balance after 12 = 4,420.8422; + 3 % × 400,000 = 16,420.84
    // total return = (2,899.4173 × 5 + 63,709.6297 gain + 25,004.3154 paid in 60 months) ÷ 45,000 = 229.3578 %
    expect(result.equityBuildup).toBe(16_420.84);
    expect(result.futureValue).toBe(463_709.63);
    expect(result.totalReturn).toBe(229.3578);
  });

  it('rates a Low-risk, Simple strategy Medium for its DSCR and 90 % leverage, and says why', () => {
    expect(result.strategyRisk).toBe('Low');
    expect(result.riskLevel).toBe('Medium');
    expect(result.legalComplexity).toBe('Simple');
    expect(result.warnings).toEqual([CREATIVE_WARNINGS.lowDscr, CREATIVE_WARNINGS.highLeverage]);
    expect(result.notDefined).toEqual({});
  });

  it('adds the legal warning for the same numbers as a land contract', () => {
    // a land contract also needs its balloon year; 30 = the term, so no balloon is left
    const landContract = calculateCreativeFinancing({ ...input, strategy: 'land_contract', balloonYear: 30 });
    expect(landContract.monthlyPayment).toBe(2_158.38);
    expect(landContract.strategyRisk).toBe('Medium');
    expect(landContract.landContract?.balanceAtBalloon).toBe(0);
    expect(landContract.warnings).toEqual([
      CREATIVE_WARNINGS.lowDscr,
      CREATIVE_WARNINGS.complexLegal,
      CREATIVE_WARNINGS.highLeverage,
      CREATIVE_WARNINGS.landContractForfeiture,
    ]);
  });
});

describe('lease option', () => {
  const result = calculateCreativeFinancing({
    strategy: 'lease_option',
    propertyValue: 250_000,
    monthlyRent: 2_200,
    closingCosts: 500,
    existingPayment: 1_500,
    optionFee: 5_000,
    optionTerm: 24,
    exercisePrice: 260_000,
    monthlyExpenses: 150,
    appreciationRate: 4,
  });

  it('counts the option fee as cash in and projects over the option term', () => {
    // cash in = 500 + 5,000 = 5,500; cash flow = 2,200 − 150 − 1,500 = 550; ROI = 6,600 ÷ 5,500 = 120 %
    // horizon = 24 ÷ 12 = 2 years; FV = 250,000 × 1.04² = 270,400
    expect(result.totalCashInvested).toBe(5_500);
    expect(result.roi).toBe(120);
    expect(result.horizonYears).toBe(2);
    expect(result.futureValue).toBe(270_400);
  });

  it('measures equity against the exercise price', () => {
    // equity = 250,000 − 260,000 = −10,000; leverage = 260,000 ÷ 250,000 = 1.04
    // total return = (6,600 × 2 + max(0, 270,400 − 260,000)) ÷ 5,500 = 429.0909 %
    expect(result.equityPosition).toBe(-10_000);
    expect(result.leverageRatio).toBe(1.04);
    expect(result.totalReturn).toBe(429.0909);
    // DSCR = 2,050 ÷ 1,500 = 1.3667; Medium and Moderate: no warnings
    expect(result.dscr).toBe(1.3667);
    expect(result.warnings).toEqual([]);
    // an exercise price above value is not debt: leverage does not raise a lease option's risk
    expect(result.riskLevel).toBe('Medium');
  });
});

describe('wrap-around', () => {
  it('pays interest only when the term is entered as 0, and says so beside the High-risk and legal warnings', () => {
    const result = calculateCreativeFinancing({
      strategy: 'wrap_around',
      propertyValue: 200_000,
      downPayment: 20_000,
      interestRate: 7,
      loanTerm: 0,
      monthlyRent: 1_800,
      monthlyExpenses: 400,
      underlyingBalance: 100_000,
      underlyingRate: 0,
      underlyingTermMonths: 200,
    });
    // 180,000 × 7 % ÷ 12 = 1,050; cash flow = 1,800 − 400 − 1,050 = 350; DSCR = 1,400 ÷ 1,050 = 1.3333
    expect(result.monthlyPayment).toBe(1_050);
    expect(result.monthlyNetCashFlow).toBe(350);
    expect(result.dscr).toBe(1.3333);
    // no principal is repaid on an interest-only note: build-up is appreciation only (3 % × 200,000)
    expect(result.equityBuildup).toBe(6_000);
    expect(result.warnings).toEqual([
      CREATIVE_WARNINGS.highRisk,
      CREATIVE_WARNINGS.complexLegal,
      CREATIVE_WARNINGS.highLeverage,
      CREATIVE_WARNINGS.wrapDueOnSale,
      CREATIVE_WARNINGS.interestOnly,
    ]);
    expect(result.riskLevel).toBe('High');
    // no balloon and no term: the wrap runs the 5-year horizon (60 months), named as such.
    // underlying: 100,000 at 0 % over 200 months = 500 a month; spread = 1,050 − 500 = 550;
    // total = 550 × 60 = 33,000; underlying after 60 = 100,000 − 30,000 = 70,000; wrap still 180,000
    expect(result.wrap).toMatchObject({
      endsAt: 'horizon',
      wrapMonths: 60,
      underlyingPayment: 500,
      monthlySpread: 550,
      totalSpread: 33_000,
      wrapBalanceAtEnd: 180_000,
      underlyingBalanceAtEnd: 70_000,
      sellerNetAtPayoff: 110_000,
    });
  });

  describe('with a 10-year balloon over a 3.5 % underlying loan', () => {
    const result = calculateCreativeFinancing({
      strategy: 'wrap_around',
      propertyValue: 300_000,
      downPayment: 30_000,
      interestRate: 7,
      loanTerm: 30,
      balloonYear: 10,
      monthlyRent: 2_800,
      monthlyExpenses: 500,
      underlyingBalance: 150_000,
      underlyingRate: 3.5,
      underlyingTermMonths: 240,
    });

    it('differs from seller financing: the seller keeps the spread over the underlying payment', () => {
      // buyer: 270,000 at 7 %/12 over 360 = 270,000 × 0.0058333 ÷ (1 − 1.0058333^−360) = 1,796.3167
      // underlying: 150,000 at 3.5 %/12 over 240 = 869.9396; spread = 1,796.3167 − 869.9396 = 926.3772
      // total over 120 months = (1,796.3167 − 869.9396) × 120 = 111,165.26
      expect(result.monthlyPayment).toBe(1_796.32);
      expect(result.wrap).toMatchObject({
        wrapAmount: 270_000,
        buyerPayment: 1_796.32,
        underlyingPayment: 869.94,
        monthlySpread: 926.38,
        wrapMonths: 120,
        endsAt: 'balloon',
        totalSpread: 111_165.26,
      });
      expect(result.landContract).toBeNull();
    });

    it("shows both balances at the balloon and the seller's net on payoff", () => {
      // wrap after 120: 270,000 × 1.0058333^120 − 1,796.3167 × (1.0058333^120 − 1) ÷ 0.0058333 = 231,693.4352
      // underlying after 120: 150,000 × g − 869.9396 × (g − 1) ÷ 0.0029167, g = 1.0029167^120 → 87,974.1058
      expect(result.wrap?.wrapBalanceAtEnd).toBe(231_693.44);
      expect(result.wrap?.underlyingBalanceAtEnd).toBe(87_974.11);
      expect(result.wrap?.sellerNetAtPayoff).toBe(143_719.33);
      expect(result.wrap?.schedule).toHaveLength(10);
      expect(result.wrap?.schedule.at(-1)).toEqual({ year: 10, noteBalance: 231_693.44, underlyingBalance: 87_974.11 });
      // buyer's cash flow against rent: 2,800 − 500 − 1,796.3167 = 503.68
      expect(result.monthlyNetCashFlow).toBe(503.68);
      expect(result.warnings).toContain(CREATIVE_WARNINGS.wrapDueOnSale);
    });

    it("gives one risk with its reasons, the structure's own rating first", () => {
      expect(result.riskLevel).toBe('High');
      expect(result.riskReasons[0]).toBe('Wrap-Around Mortgage structure: High on its own');
    });
  });

  it('warns when the wrap payment is below the underlying payment', () => {
    const result = calculateCreativeFinancing({
      strategy: 'wrap_around',
      propertyValue: 300_000,
      downPayment: 30_000,
      interestRate: 0,
      loanTerm: 30,
      monthlyRent: 2_800,
      underlyingBalance: 250_000,
      underlyingRate: 6,
      underlyingTermMonths: 120,
    });
    // wrap: 270,000 ÷ 360 = 750; underlying 250,000 at 6 % over 120 = 2,775.51; spread −2,025.51
    expect(result.wrap?.monthlySpread).toBe(-2_025.51);
    expect(result.warnings).toContain(CREATIVE_WARNINGS.wrapNegativeSpread);
  });

  it('refuses a wrap without its underlying loan, naming each field', () => {
    expect(() =>
      calculateCreativeFinancing({ strategy: 'wrap_around', propertyValue: 300_000, interestRate: 7, loanTerm: 30 }),
    ).toThrow(/underlyingBalance.*underlyingRate.*underlyingTermMonths/);
  });
});

describe('land contract', () => {
  const result = calculateCreativeFinancing({
    strategy: 'land_contract',
    propertyValue: 200_000,
    downPayment: 20_000,
    interestRate: 8,
    loanTerm: 30,
    balloonYear: 5,
    monthlyRent: 1_900,
    monthlyExpenses: 300,
  });

  it('amortizes the contract and leaves the balloon at year 5', () => {
    // 180,000 at 8 %/12 over 360 = 1,320.7762; after 60: 180,000 × g − 1,320.7762 × (g − 1) ÷ 0.0066667,
    // g = 1.0066667^60 → 171,125.7421; interest = 1,320.7762 × 60 − (180,000 − 171,125.7421) = 70,372.32
    expect(result.landContract).toEqual({
      contractAmount: 180_000,
      payment: 1_320.78,
      balloonMonth: 60,
      balanceAtBalloon: 171_125.74,
      totalInterest: 70_372.32,
      titleTransferMonth: 60,
      schedule: expect.any(Array),
    });
    expect(result.wrap).toBeNull();
    // buyer's cash flow: 1,900 − 300 − 1,320.7762 = 279.22
    expect(result.monthlyNetCashFlow).toBe(279.22);
  });

  it('names the forfeiture risk, and the deed passes on payoff', () => {
    expect(result.warnings).toContain(CREATIVE_WARNINGS.landContractForfeiture);
    expect(result.landContract?.schedule.at(-1)).toEqual({ year: 5, noteBalance: 171_125.74, underlyingBalance: 0 });
  });

  it('refuses a land contract without its balloon year, and seller financing given one', () => {
    const base = { propertyValue: 200_000, interestRate: 8, loanTerm: 30 } as const;
    expect(fieldsOf(() => calculateCreativeFinancing({ ...base, strategy: 'land_contract' }))).toEqual(['balloonYear']);
    expect(fieldsOf(() => calculateCreativeFinancing({ ...base, strategy: 'seller_financing', balloonYear: 5 }))).toEqual(['balloonYear']);
  });
});

describe('a seller-financed note without its rate and term (issue: 0 % over 0 years shown as a Low-risk 57.8 % ROI)', () => {
  // value 1,200,000, rent 9,000, down 120,000, closing 15,000, expenses 2,500 a month
  const deal = {
    strategy: 'seller_financing',
    propertyValue: 1_200_000,
    monthlyRent: 9_000,
    downPayment: 120_000,
    closingCosts: 15_000,
    monthlyExpenses: 2_500,
  } as const satisfies CreativeFinancingInput;

  it('is refused, naming the rate and the term', () => {
    expect(fieldsOf(() => calculateCreativeFinancing(deal))).toEqual(['interestRate', 'loanTerm']);
    const own = {
      wrap_around: { underlyingBalance: 500_000, underlyingRate: 4, underlyingTermMonths: 240 },
      land_contract: { balloonYear: 7 },
    } as const;
    for (const strategy of ['wrap_around', 'land_contract'] as const) {
      expect(fieldsOf(() => calculateCreativeFinancing({ ...deal, ...own[strategy], strategy, loanTerm: 30 }))).toEqual(['interestRate']);
    }
    try {
      calculateCreativeFinancing({ ...deal, interestRate: 6.5 });
    } catch (error) {
      expect((error as EngineInputError).issues).toEqual([{ field: 'loanTerm', message: CREATIVE_REQUIRED_MESSAGES.loanTerm }]);
    }
  });

  it('loses 326.33 a month at 6.5 % over 30 years and is rated High risk', () => {
    const result = calculateCreativeFinancing({ ...deal, interestRate: 6.5, loanTerm: 30 });
    // 1,080,000 at 6.5 % over 360 months = 6,826.33; 9,000 − 2,500 − 6,826.33 = −326.33
    expect(result.monthlyPayment).toBe(6_826.33);
    expect(result.monthlyNetCashFlow).toBe(-326.33);
    // ROI = 12 × the unrounded −326.33… ÷ 135,000 = −2.9008 %; DSCR = 6,500 ÷ 6,826.33 = 0.9522
    expect(result.roi).toBe(-2.9008);
    expect(result.dscr).toBe(0.9522);
    expect(result.strategyRisk).toBe('Low');
    expect(result.riskLevel).toBe('High');
    expect(result.warnings).toEqual([CREATIVE_WARNINGS.lowDscr, CREATIVE_WARNINGS.negativeCashFlow, CREATIVE_WARNINGS.highLeverage]);
  });

  it('takes an entered 0 % as an interest-free note and says so', () => {
    const result = calculateCreativeFinancing({ ...deal, interestRate: 0, loanTerm: 30 });
    // 1,080,000 ÷ 360 = 3,000 of principal a month; cash flow 3,500
    expect(result.monthlyPayment).toBe(3_000);
    expect(result.monthlyNetCashFlow).toBe(3_500);
    expect(result.warnings).toContain(CREATIVE_WARNINGS.interestFree);
    expect(result.riskLevel).toBe('Medium'); // 90 % leverage
  });

  it('takes 0 % over 0 years only when entered, with the no-payment warning and no DSCR', () => {
    const result = calculateCreativeFinancing({ ...deal, interestRate: 0, loanTerm: 0 });
    expect(result.monthlyPayment).toBe(0);
    expect(result.roi).toBe(57.7778); // 78,000 ÷ 135,000: now a stated assumption, not a silent one
    expect(result.dscr).toBeNull();
    expect(result.notDefined).toEqual({ dscr: NOT_DEFINED.noDebt });
    expect(result.warnings).toContain(CREATIVE_WARNINGS.noNotePayment);
    expect(result.riskLevel).not.toBe('Low');
  });
});

describe('undefined returns', () => {
  it('are null with the reason, never a number', () => {
    // a subject-to purchase of a paid-off house, entered as such, with no cash in
    const result = calculateCreativeFinancing({ strategy: 'subject_to', propertyValue: 300_000, monthlyRent: 2_000, sellerDebt: 0, existingPayment: 0 });
    expect(result.totalCashInvested).toBe(0);
    expect(result.roi).toBeNull();
    expect(result.totalReturn).toBeNull();
    expect(result.dscr).toBeNull();
    expect(result.notDefined).toEqual({
      roi: NOT_DEFINED.noCashInvested,
      totalReturn: NOT_DEFINED.noCashInvested,
      dscr: NOT_DEFINED.noDebt,
    });
    expect(creativeFinancingResultSchema.safeParse(result).success).toBe(true);
  });

  it('a zero cash flow is never Low risk and is warned about', () => {
    const result = calculateCreativeFinancing({ strategy: 'seller_financing', propertyValue: 300_000, downPayment: 300_000, interestRate: 5, loanTerm: 30 });
    expect(result.monthlyNetCashFlow).toBe(0);
    expect(result.riskLevel).toBe('Medium');
    expect(result.warnings).toContain(CREATIVE_WARNINGS.zeroCashFlow);
  });
});

describe('the other strategies\' required inputs', () => {
  it('subject-to needs the loan taken over and its payment; 0 is accepted when entered', () => {
    expect(fieldsOf(() => calculateCreativeFinancing({ strategy: 'subject_to', propertyValue: 300_000 }))).toEqual(['sellerDebt', 'existingPayment']);
    expect(calculateCreativeFinancing({ strategy: 'subject_to', propertyValue: 300_000, sellerDebt: 0, existingPayment: 0 }).monthlyPayment).toBe(0);
  });

  it('a lease option needs its payment, a term of a month or more and an exercise price above 0', () => {
    expect(fieldsOf(() => calculateCreativeFinancing({ strategy: 'lease_option', propertyValue: 250_000 }))).toEqual([
      'existingPayment',
      'optionTerm',
      'exercisePrice',
    ]);
    // an exercise price of 0 once counted the whole 250,000 value as the option's gain
    expect(
      fieldsOf(() => calculateCreativeFinancing({ strategy: 'lease_option', propertyValue: 250_000, existingPayment: 1_500, optionTerm: 0, exercisePrice: 0 })),
    ).toEqual(['optionTerm', 'exercisePrice']);
  });
});

describe('starting values', () => {
  it('leave the value, rate and term empty when they are not known', () => {
    const start = creativeFinancingDefaults('seller_financing');
    expect(start.propertyValue).toBeUndefined();
    expect(start.interestRate).toBeUndefined();
    expect(start.loanTerm).toBeUndefined();
    expect(start.appreciationRate).toBe(3);
    const lease = creativeFinancingDefaults('lease_option');
    expect([lease.existingPayment, lease.optionTerm, lease.exercisePrice]).toEqual([undefined, undefined, undefined]);
    expect(creativeFinancingDefaults('lease_option', { propertyValue: 350_000 })).toMatchObject({
      strategy: 'lease_option',
      propertyValue: 350_000,
      optionFee: 0,
      appreciationRate: 3,
    });
    expect(CREATIVE_REQUIRED_FIELDS.seller_financing).toEqual(['interestRate', 'loanTerm']);
  });
});

describe('CREATIVE_STRATEGIES', () => {
  it('lists the five strategies in selector order with their labels', () => {
    expect(CREATIVE_STRATEGY_LIST.map((s) => s.label)).toEqual([
      'Subject-To',
      'Seller Financing',
      'Lease Option',
      'Wrap-Around Mortgage',
      'Land Contract',
    ]);
    for (const info of CREATIVE_STRATEGY_LIST) expect(info.description.length).toBeGreaterThan(20);
  });

  it('shows existing debt and payment only for subject-to and lease option (spec 2 §4)', () => {
    for (const { id } of CREATIVE_STRATEGY_LIST) {
      const expected = id === 'subject_to' || id === 'lease_option';
      expect(isCreativeFieldVisible(id, 'sellerDebt')).toBe(expected);
      expect(isCreativeFieldVisible(id, 'existingPayment')).toBe(expected);
    }
  });

  it('shows the option fields only for lease option', () => {
    for (const { id } of CREATIVE_STRATEGY_LIST) {
      for (const field of ['optionFee', 'optionTerm', 'exercisePrice'] as const) {
        expect(isCreativeFieldVisible(id, field)).toBe(id === 'lease_option');
      }
    }
  });

  it('shows interest rate and loan term only for seller financing, wrap-around and land contract', () => {
    for (const { id } of CREATIVE_STRATEGY_LIST) {
      const expected = id === 'seller_financing' || id === 'wrap_around' || id === 'land_contract';
      expect(isCreativeFieldVisible(id, 'interestRate')).toBe(expected);
      expect(isCreativeFieldVisible(id, 'loanTerm')).toBe(expected);
    }
  });
});

describe('calculateCreativeFinancing input validation', () => {
  it('names every bad field', () => {
    expect(
      fieldsOf(() =>
        calculateCreativeFinancing({
          strategy: 'flip' as never,
          propertyValue: -1,
          interestRate: 101,
          loanTerm: 2.5,
          appreciationRate: Number.NaN,
        }),
      ),
    ).toEqual(['strategy', 'propertyValue', 'interestRate', 'loanTerm', 'appreciationRate']);
  });
});
