import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../../errors/EngineInputError';
import { calculateWholesale, WHOLESALE_MESSAGES, wholesaleDefaults } from './wholesale';
import { WHOLESALE_DEFAULTS, wholesaleResultSchema, type WholesaleInput } from './wholesale.schema';

function fieldsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineInputError);
    return (error as EngineInputError).fields;
  }
  throw new Error('expected an EngineInputError');
}

// defaults for a 300,000 property: ARV 390,000, rehab 25,000, contract 240,000, fee 8,000, 45 days
const deal: WholesaleInput = wholesaleDefaults(300_000);

describe('calculateWholesale on the defaults for a 300,000 property', () => {
  const result = calculateWholesale(deal);

  it('finds the max offer and the spread under it', () => {
    // MAO = 0.7 × 390,000 − 25,000 = 248,000; spread = 248,000 − 240,000 = 8,000
    // fee share = 8,000 ÷ 240,000 = 3.3333 %
    expect(result.maxAllowableOffer).toBe(248_000);
    expect(result.spreadBelowMaxOffer).toBe(8_000);
    expect(result.assignmentFeePercent).toBe(3.3333);
    expect(result.feeWithinRange).toBe(true);
  });

  it("works out the end investor's deal with 25 % down and 6 % selling costs", () => {
    // investor pays 240,000 + 8,000 = 248,000: 62,000 down, 186,000 financed
    // selling = 6 % × 390,000 = 23,400; cash in = 62,000 + 25,000 rehab = 87,000
    // profit = 390,000 − 23,400 − 248,000 − 25,000 = 93,600; ROI = 93,600 ÷ 87,000 = 107.5862 %
    expect(result).toMatchObject({
      investorPurchasePrice: 248_000,
      investorDownPayment: 62_000,
      investorLoanAmount: 186_000,
      investorSellingCosts: 23_400,
      investorCashInvested: 87_000,
      investorProfit: 93_600,
      investorRoi: 107.5862,
    });
  });

  it('is a viable deal, Medium risk for a 45-day close', () => {
    expect(result.meetsMaxOffer).toBe(true);
    expect(result.meetsMinimumRoi).toBe(true);
    expect(result.isViable).toBe(true);
    expect(result.verdict).toBe('viable');
    expect(result.riskLevel).toBe('Medium');
    expect(result.exceedsRecommendedClose).toBe(false);
    expect(result.warnings).toEqual([]);
  });

  it('scores competitiveness from spread, fee and speed', () => {
    // price: 50 × 8,000 ÷ 39,000 = 10.2564; fee: 30 × (15 − 3.3333) ÷ 12 = 29.1667;
    // speed: 20 × (60 − 45) ÷ 39 = 7.6923; total 47.1154 → 47
    expect(result.competitivenessScore).toBe(47);
    // 25 days: speed 20 × 35 ÷ 39 = 17.9487; total 57.3718 → 57, and Low risk
    const quick = calculateWholesale({ ...deal, daysToClose: 25 });
    expect(quick.competitivenessScore).toBe(57);
    expect(quick.riskLevel).toBe('Low');
    expect(wholesaleResultSchema.safeParse(result).success).toBe(true);
  });
});

describe('calculateWholesale rules', () => {
  it('needs adjustment when the contract is above the max offer', () => {
    const result = calculateWholesale({ ...deal, contractPrice: 260_000 });
    // spread = 248,000 − 260,000 = −12,000: no price points
    // investor: 268,000 price, 67,000 + 25,000 cash, profit 390,000 − 23,400 − 268,000 − 25,000 = 73,600 → 80 %
    expect(result.spreadBelowMaxOffer).toBe(-12_000);
    expect(result.investorRoi).toBe(80);
    expect(result.meetsMaxOffer).toBe(false);
    expect(result.verdict).toBe('needs_adjustment');
    expect(result.warnings).toEqual([WHOLESALE_MESSAGES.aboveMaxOffer]);
  });

  it('needs adjustment when the investor ROI is under the minimum', () => {
    const result = calculateWholesale({ ...deal, minimumInvestorRoi: 120 });
    expect(result.meetsMinimumRoi).toBe(false);
    expect(result.isViable).toBe(false);
    expect(result.warnings).toEqual(['End investor ROI is below the 120% minimum.']);
  });

  it('keeps the fee between 3 % and 15 % of the contract, both ends included', () => {
    // 3 % of 240,000 = 7,200; 15 % = 36,000
    expect(calculateWholesale({ ...deal, assignmentFee: 7_200 }).feeWithinRange).toBe(true);
    expect(calculateWholesale({ ...deal, assignmentFee: 7_199 }).feeWithinRange).toBe(false);
    expect(calculateWholesale({ ...deal, assignmentFee: 36_000 }).feeWithinRange).toBe(true);
    const greedy = calculateWholesale({ ...deal, assignmentFee: 36_001 });
    expect(greedy.feeWithinRange).toBe(false);
    expect(greedy.verdict).toBe('needs_adjustment');
    expect(greedy.warnings).toContain(WHOLESALE_MESSAGES.feeOutOfRange);
  });

  it('is High risk for a fee over 12 % and scores no fee points at 15 % or more', () => {
    // ARV 200,000, rehab 20,000: MAO 120,000; contract 100,000 with a 20,000 fee (20 %)
    const smallDeal = { afterRepairValue: 200_000, rehabCost: 20_000, contractPrice: 100_000, daysToClose: 30 };
    const result = calculateWholesale({ ...smallDeal, assignmentFee: 20_000 });
    // price: spread 20,000 ≥ 10 % × 200,000 → 50; fee → 0; speed: 20 × 30 ÷ 39 = 15.3846 → 65
    expect(result.assignmentFeePercent).toBe(20);
    expect(result.riskLevel).toBe('High');
    expect(result.competitivenessScore).toBe(65);
    // 9 % fee (9,000): Medium (over 8 %), 30 days is not over 30
    expect(calculateWholesale({ ...smallDeal, assignmentFee: 9_000 }).riskLevel).toBe('Medium');
  });

  it('is High risk when the investor ROI is under 10 % and Medium under 15 %', () => {
    // ARV 295,000: investor profit = 295,000 − 17,700 − 248,000 − 25,000 = 4,300 on 87,000 = 4.9425 %
    expect(calculateWholesale({ ...deal, afterRepairValue: 295_000, daysToClose: 21 }).riskLevel).toBe('High');
    // ARV 300,000: profit = 300,000 − 18,000 − 248,000 − 25,000 = 9,000 → 10.3448 %
    const thin = calculateWholesale({ ...deal, afterRepairValue: 300_000, daysToClose: 21 });
    expect(thin.investorRoi).toBe(10.3448);
    expect(thin.riskLevel).toBe('Medium');
  });

  it('flags a close over 60 days and rates it High risk', () => {
    const slow = calculateWholesale({ ...deal, daysToClose: 61 });
    expect(slow.exceedsRecommendedClose).toBe(true);
    expect(slow.riskLevel).toBe('High');
    expect(slow.warnings).toEqual([WHOLESALE_MESSAGES.slowClose]);
    expect(calculateWholesale({ ...deal, daysToClose: 60 }).exceedsRecommendedClose).toBe(false);
  });

  it('treats fewer than 21 days to close as an input error', () => {
    expect(fieldsOf(() => calculateWholesale({ ...deal, daysToClose: 20 }))).toEqual(['daysToClose']);
    // 21 days earns the full 20 speed points: 10.2564 + 29.1667 + 20 = 59.4231 → 59
    expect(calculateWholesale({ ...deal, daysToClose: 21 }).competitivenessScore).toBe(59);
  });
});

describe('wholesaleDefaults', () => {
  it('uses contract 80 % of value, fee 8,000 and 45 days', () => {
    expect(wholesaleDefaults(300_000)).toEqual({
      ...WHOLESALE_DEFAULTS,
      afterRepairValue: 390_000,
      rehabCost: 25_000,
      contractPrice: 240_000,
    });
    expect(wholesaleDefaults().contractPrice).toBe(200_000);
  });
});

describe('calculateWholesale input validation', () => {
  it('names every bad field', () => {
    expect(
      fieldsOf(() =>
        calculateWholesale({
          afterRepairValue: -1,
          rehabCost: Number.NaN,
          contractPrice: 0,
          assignmentFee: -5,
          investorSellingCostsPercent: 101,
        }),
      ),
    ).toEqual(['afterRepairValue', 'rehabCost', 'contractPrice', 'assignmentFee', 'investorSellingCostsPercent']);
  });
});
