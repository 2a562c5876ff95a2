import { describe, expect, it } from 'vitest';
import { NOT_DEFINED } from '../shared';
import { FIX_FLIP_MIN_HOLDING_MONTHS } from './fixFlip.schema';
import { EngineInputError } from '../../errors/EngineInputError';
import { maxAllowableOffer } from '../shared';
import { calculateFixFlip, fixFlipDefaults } from './fixFlip';
import { FIX_FLIP_DEFAULTS, fixFlipResultSchema, type FixFlipInput } from './fixFlip.schema';

function fieldsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineInputError);
    return (error as EngineInputError).fields;
  }
  throw new Error('expected an EngineInputError');
}

describe('calculateFixFlip on the form defaults for a 250,000 property', () => {
  const result = calculateFixFlip(fixFlipDefaults());

  it('prices every cost of the flip', () => {
    // ARV = 1.3 × 250,000 = 325,000; down = 62,500; loan = 187,500
    // contingency = 10 % × 25,000 = 2,500; holding = 187,500 × 8 % ÷ 12 × 6 = 7,500 (interest only)
    // selling = 6 % × 325,000 = 19,500
    // total = 250,000 + 3,000 + 25,000 + 2,500 + 7,500 + 19,500 = 307,500
    expect(result).toMatchObject({
      afterRepairValue: 325_000,
      downPaymentAmount: 62_500,
      loanAmount: 187_500,
      contingency: 2_500,
      holdingCosts: 7_500,
      sellingCosts: 19_500,
      totalProjectCost: 307_500,
    });
  });

  it('measures profit and ROI on the cash put in', () => {
    // cash = 62,500 + 3,000 + 25,000 + 2,500 + 7,500 = 100,500; profit = 325,000 − 307,500 = 17,500
    // ROI = 17,500 ÷ 100,500 = 17.4129 %; annualised = 17.4129 × 12 ÷ 6 = 34.8259 %
    expect(result.totalCashInvested).toBe(100_500);
    expect(result.profit).toBe(17_500);
    expect(result.roi).toBe(17.4129);
    expect(result.annualizedRoi).toBe(34.8259);
  });

  it('fails the 70 % rule and is High risk above 80 % cost-to-ARV', () => {
    // (250,000 + 25,000) ÷ 325,000 = 0.84615; MAO = 0.7 × 325,000 − 25,000 = 202,500
    expect(result.costToArvRatio).toBe(0.8462);
    expect(result.maxAllowableOffer).toBe(202_500);
    expect(result.meets70PercentRule).toBe(false);
    expect(result.viability).toBe('high_risk');
    expect(result.riskLevel).toBe('High');
    expect(fixFlipResultSchema.safeParse(result).success).toBe(true);
  });
});

describe('calculateFixFlip rules', () => {
  const goodDeal: FixFlipInput = { purchasePrice: 200_000, afterRepairValue: 330_000 };

  it('passes the 70 % rule with a strong ROI: viable, Low risk', () => {
    const result = calculateFixFlip(goodDeal);
    // (200,000 + 25,000) ÷ 330,000 = 0.6818 ≤ 0.7
    // cash = 50,000 + 3,000 + 25,000 + 2,500 + 6,000 = 86,500
    // total = 200,000 + 3,000 + 25,000 + 2,500 + 6,000 + 19,800 = 256,300; profit = 73,700
    // ROI = 73,700 ÷ 86,500 = 85.2023 %; annualised × 2 = 170.4046 %
    expect(result.costToArvRatio).toBe(0.6818);
    expect(result.profit).toBe(73_700);
    expect(result.roi).toBe(85.2023);
    expect(result.annualizedRoi).toBe(170.4046);
    expect(result.meets70PercentRule).toBe(true);
    expect(result.viability).toBe('viable');
    expect(result.riskLevel).toBe('Low');
    // price 200,000 ≤ MAO 0.7 × 330,000 − 25,000 = 206,000
    expect(result.maxAllowableOffer).toBe(206_000);
  });

  it('is Medium risk past 8 months and High past 12', () => {
    expect(calculateFixFlip({ ...goodDeal, holdingMonths: 8 }).riskLevel).toBe('Low');
    // 9 months: holding = 150,000 × 8 % ÷ 12 × 9 = 9,000; ROI 70,700 ÷ 89,500 = 78.99 % still fine
    expect(calculateFixFlip({ ...goodDeal, holdingMonths: 9 }).riskLevel).toBe('Medium');
    expect(calculateFixFlip({ ...goodDeal, holdingMonths: 13 }).riskLevel).toBe('High');
  });

  it('is Medium risk above 70 % cost-to-ARV and not viable', () => {
    // (200,000 + 25,000) ÷ 300,000 = 0.75
    const result = calculateFixFlip({ ...goodDeal, afterRepairValue: 300_000 });
    expect(result.costToArvRatio).toBe(0.75);
    expect(result.meets70PercentRule).toBe(false);
    expect(result.riskLevel).toBe('Medium');
  });

  it('applies the 70 % line inclusively', () => {
    // (185,000 + 25,000) ÷ 300,000 = 0.7 exactly; ROI 60,950 ÷ 82,300 = 74.06 %
    const result = calculateFixFlip({ purchasePrice: 185_000, afterRepairValue: 300_000 });
    expect(result.costToArvRatio).toBe(0.7);
    expect(result.meets70PercentRule).toBe(true);
  });

  it('needs ROI of 15 % for the 70 % rule and rates ROI under 20 % Medium, under 10 % High', () => {
    // 12-month hold at 15 %: holding = 150,000 × 15 % = 22,500; selling 10 % = 33,000
    const slow: FixFlipInput = { ...goodDeal, holdingMonths: 12, interestRate: 15, sellingCostsPercent: 10 };
    // closing 30,000: cash = 50,000 + 30,000 + 25,000 + 2,500 + 22,500 = 130,000
    // profit = 330,000 − (200,000 + 30,000 + 25,000 + 2,500 + 22,500 + 33,000 = 313,000) = 17,000 → 13.0769 %
    const medium = calculateFixFlip({ ...slow, closingCosts: 30_000 });
    expect(medium.roi).toBe(13.0769);
    expect(medium.meets70PercentRule).toBe(false);
    expect(medium.riskLevel).toBe('Medium');
    // closing 40,000: profit 7,000 on 140,000 = 5 %
    const high = calculateFixFlip({ ...slow, closingCosts: 40_000 });
    expect(high.roi).toBe(5);
    expect(high.riskLevel).toBe('High');
  });

  it('reports no ROI when no cash goes in, judging the rule on profit alone', () => {
    // no down payment, closing, rehab or interest: cash in = 0
    const noCash: FixFlipInput = {
      purchasePrice: 100_000,
      afterRepairValue: 200_000,
      downPaymentPercent: 0,
      closingCosts: 0,
      rehabCost: 0,
      interestRate: 0,
    };
    const result = calculateFixFlip(noCash);
    // profit = 200,000 − 100,000 − 12,000 selling = 88,000
    expect(result.totalCashInvested).toBe(0);
    expect(result.profit).toBe(88_000);
    expect(result.roi).toBeNull();
    expect(result.annualizedRoi).toBeNull();
    expect(result.meets70PercentRule).toBe(true);
    expect(result.riskLevel).toBe('Low');
    // the same deal sold at cost loses the 6,000 selling costs: it fails every ROI test
    const loss = calculateFixFlip({ ...noCash, afterRepairValue: 100_000 });
    expect(loss.roi).toBeNull();
    expect(loss.riskLevel).toBe('High');
    expect(result.notDefined).toEqual({ roi: NOT_DEFINED.noCashInvested, annualizedRoi: NOT_DEFINED.noCashInvested });
  });

  it('refuses a vanishing hold (5e-324 months gave a non-finite annualized ROI) and takes 0.1 month', () => {
    expect(fieldsOf(() => calculateFixFlip({ ...goodDeal, holdingMonths: 5e-324 }))).toEqual(['holdingMonths']);
    expect(fieldsOf(() => calculateFixFlip({ ...goodDeal, holdingMonths: 0.09 }))).toEqual(['holdingMonths']);
    const quick = calculateFixFlip({ ...goodDeal, holdingMonths: FIX_FLIP_MIN_HOLDING_MONTHS });
    expect(Number.isFinite(quick.annualizedRoi)).toBe(true);
    // annualized = ROI × 12 ÷ 0.1 = 120 × ROI
    expect(quick.annualizedRoi).toBeCloseTo((quick.roi as number) * 120, 1);
  });

  it('assumes an ARV of 1.3 × price when none is given', () => {
    expect(calculateFixFlip({ purchasePrice: 400_000 }).afterRepairValue).toBe(520_000);
  });
});

describe('fixFlipDefaults and maxAllowableOffer', () => {
  it('returns the form defaults for a value, 250,000 when unknown', () => {
    expect(fixFlipDefaults(400_000)).toEqual({ ...FIX_FLIP_DEFAULTS, purchasePrice: 400_000, afterRepairValue: 520_000 });
    expect(fixFlipDefaults().purchasePrice).toBe(250_000);
    expect(fixFlipDefaults(-5).purchasePrice).toBe(250_000);
  });

  it('is 70 % of ARV less rehab, negative when rehab eats the margin', () => {
    expect(maxAllowableOffer({ afterRepairValue: 325_000, rehabCost: 25_000 })).toBe(202_500);
    // 0.7 × 100,000 − 80,000 = −10,000
    expect(maxAllowableOffer({ afterRepairValue: 100_000, rehabCost: 80_000 })).toBe(-10_000);
    expect(fieldsOf(() => maxAllowableOffer({ afterRepairValue: 0, rehabCost: -1 }))).toEqual(['afterRepairValue', 'rehabCost']);
  });
});

describe('calculateFixFlip input validation', () => {
  it('names every bad field', () => {
    expect(
      fieldsOf(() =>
        calculateFixFlip({ purchasePrice: 0, holdingMonths: 0, interestRate: 120, contingencyPercent: -1 }),
      ),
    ).toEqual(['purchasePrice', 'holdingMonths', 'interestRate', 'contingencyPercent']);
  });
});
