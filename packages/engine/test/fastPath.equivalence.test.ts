import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { typedAmount } from './typedAmounts';
import {
  calculateBrrr,
  calculateBuyHold,
  calculateFixFlip,
  calculateWholesale,
  type BrrrInput,
  type BuyHoldInput,
  type FixFlipInput,
  type WholesaleInput,
} from '../src/calculators';
import { wholesaleInMicros } from '../src/calculators/wholesale/wholesale';
import { wholesaleInputSchema } from '../src/calculators/wholesale/wholesale.schema';
import { referenceWholesale } from './reference/wholesaleReference';
import { fixFlipInMicros } from '../src/calculators/fixFlip/fixFlip';
import { fixFlipInputSchema } from '../src/calculators/fixFlip/fixFlip.schema';
import { referenceFixFlip } from './reference/fixFlipReference';
import { brrrInMicros } from '../src/calculators/brrr/brrr';
import { brrrInputSchema } from '../src/calculators/brrr/brrr.schema';
import { buyHoldInMicros } from '../src/calculators/buyHold/buyHold';
import { buyHoldInputSchema } from '../src/calculators/buyHold/buyHold.schema';
import { referenceBrrr } from './reference/brrrReference';
import { referenceBuyHold } from './reference/buyHoldReference';

/**
 * The calculators' fast paths (exact micro-dollar integers, cached or exactly recomputed payment
 * factors, error-bounded doubles after the payment) against the all-decimal.js calculators as they
 * were before (test/reference): equal result for result, over wide random inputs.
 */

const amount = typedAmount;
const positiveAmount = (max: number) => amount(max).filter((x) => x >= 0.01);
// percents: whole, two decimals, arbitrary, and edges
const percentField = (max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max }) },
    { weight: 4, arbitrary: fc.integer({ min: 0, max: max * 100 }).map((h) => h / 100) },
    { weight: 1, arbitrary: fc.double({ min: 0, max, noNaN: true }) },
    { weight: 1, arbitrary: fc.constantFrom(0, max, 0.001, 1e-20) },
  );
// rates: typed ones repeat (cache), fresh doubles (exact recomputation), zero and tiny ones (decimal.js path)
const rate = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 2_500 }).map((h) => h / 100) },
  { weight: 4, arbitrary: fc.double({ min: 0, max: 100, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1e-20, 1e-9, 0.01, 100) },
);

const brrrInput: fc.Arbitrary<BrrrInput> = fc
  .record({
    purchasePrice: amount(1e12),
    downShare: fc.double({ min: 0, max: 1, noNaN: true }),
    closingCosts: amount(1e12),
    rehabCosts: amount(1e12),
    afterRepairValue: positiveAmount(1e12),
    refinanceRate: rate,
    refinanceLTV: percentField(100),
    monthlyRent: amount(1e9),
    holdingTime: fc.oneof(fc.integer({ min: 0, max: 600 }), fc.double({ min: 0, max: 600, noNaN: true })),
    utilities: amount(1e9),
    insurance: amount(1e9),
    taxes: amount(1e9),
    maintenance: amount(1e9),
    vacancyRate: percentField(100),
    isWholesaled: fc.boolean(),
    wholesaleFeePercent: percentField(50),
  })
  .map(({ downShare, ...rest }) => ({
    ...rest,
    // at most the price; often whole cents
    downPayment: Math.min(rest.purchasePrice, Math.round(rest.purchasePrice * downShare * 100) / 100),
  }));

// the defaults' neighbourhood: realistic deals, where the fast path must answer itself
const typicalBrrr: fc.Arbitrary<BrrrInput> = fc
  .record({
    purchasePrice: fc.integer({ min: 50_000, max: 2_000_000 }),
    downPercent: fc.integer({ min: 0, max: 40 }),
    closingCosts: fc.integer({ min: 0, max: 20_000 }),
    rehabCosts: fc.integer({ min: 0, max: 200_000 }),
    arvPercent: fc.integer({ min: 80, max: 200 }),
    refinanceRate: fc.integer({ min: 1, max: 1_200 }).map((h) => h / 100),
    refinanceLTV: fc.integer({ min: 0, max: 90 }),
    monthlyRent: fc.integer({ min: 0, max: 10_000 }),
    holdingTime: fc.integer({ min: 0, max: 24 }),
    utilities: fc.integer({ min: 0, max: 500 }),
    insurance: fc.integer({ min: 0, max: 500 }),
    taxes: fc.integer({ min: 0, max: 1_000 }),
    maintenance: fc.integer({ min: 0, max: 500 }),
    vacancyRate: fc.integer({ min: 0, max: 20 }),
    isWholesaled: fc.boolean(),
    wholesaleFeePercent: fc.integer({ min: 0, max: 50 }),
  })
  .map(({ downPercent, arvPercent, ...rest }) => ({
    ...rest,
    downPayment: Math.round(rest.purchasePrice * downPercent) / 100,
    afterRepairValue: Math.round(rest.purchasePrice * arvPercent) / 100,
  }));

const buyHoldInput: fc.Arbitrary<BuyHoldInput> = fc.record(
  {
    purchasePrice: positiveAmount(1e12),
    downPaymentPercent: percentField(100),
    interestRate: rate,
    loanTerm: fc.integer({ min: 1, max: 50 }),
    grossMonthlyRent: amount(1e9),
    vacancyRate: percentField(100),
    propertyTax: amount(1e9),
    insurance: amount(1e9),
    maintenance: amount(1e9),
    propertyManagementPercent: percentField(100),
    closingCosts: amount(1e12),
    isWholesaled: fc.boolean(),
    wholesaleFeePercent: percentField(50),
    afterRepairValue: positiveAmount(1e12),
  },
  { requiredKeys: [] },
);

const typicalBuyHold: fc.Arbitrary<BuyHoldInput> = fc.record({
  purchasePrice: fc.integer({ min: 50_000, max: 5_000_000 }),
  downPaymentPercent: fc.integer({ min: 0, max: 100 }),
  interestRate: fc.integer({ min: 1, max: 1_200 }).map((h) => h / 100),
  loanTerm: fc.constantFrom(10, 15, 20, 30),
  grossMonthlyRent: fc.integer({ min: 0, max: 30_000 }),
  vacancyRate: fc.integer({ min: 0, max: 20 }),
  propertyTax: fc.integer({ min: 0, max: 50_000 }),
  insurance: fc.integer({ min: 0, max: 15_000 }),
  propertyManagementPercent: fc.integer({ min: 0, max: 12 }),
  isWholesaled: fc.boolean(),
  wholesaleFeePercent: fc.integer({ min: 0, max: 20 }),
});

// An input the schema rejects throws the same error on both sides; compare only valid ones.
const validBrrr = (input: BrrrInput) => brrrInputSchema.safeParse(input).success;
const validBuyHold = (input: BuyHoldInput) => buyHoldInputSchema.safeParse(input).success;

describe('BRRR fast path', () => {
  it('equals the all-decimal.js calculator over wide random inputs (law)', () => {
    fc.assert(
      fc.property(brrrInput.filter(validBrrr), (input) => {
        expect(calculateBrrr(input)).toEqual(referenceBrrr(input));
      }),
      { numRuns: 3_000 },
    );
  });

  it('answers realistic deals itself (all but the rare one near a rounding edge), equal to the all-decimal.js calculator (law)', () => {
    // A result within a rounding edge is handed to decimal.js on purpose: that is a fallback,
    // not an error, so the law allows a few in 2,000 and checks every answer that is given.
    let runs = 0;
    let fallbacks = 0;
    fc.assert(
      fc.property(typicalBrrr.filter(validBrrr), (input) => {
        runs += 1;
        const fast = brrrInMicros(brrrInputSchema.parse(input));
        if (fast === undefined) fallbacks += 1;
        else expect(fast).toEqual(referenceBrrr(input));
      }),
      { numRuns: 2_000 },
    );
    expect(fallbacks / runs).toBeLessThan(0.01);
  });

  it('falls back to decimal.js for amounts it cannot hold exactly, with the same answer', () => {
    const base = { purchasePrice: 180_000, afterRepairValue: 250_000, refinanceRate: 4.75, refinanceLTV: 80 };
    for (const input of [
      { ...base, purchasePrice: 180_000.123 },
      { ...base, refinanceLTV: 79.995 },
      { ...base, holdingTime: 7.5 },
      { ...base, afterRepairValue: 1e12 },
    ]) {
      expect(brrrInMicros(brrrInputSchema.parse(input))).toBeUndefined();
      expect(calculateBrrr(input)).toEqual(referenceBrrr(input));
    }
  });

  it('handles a zero rate, no loan, no down payment and no cash left', () => {
    for (const input of [
      { purchasePrice: 100_000, afterRepairValue: 200_000, refinanceRate: 0, refinanceLTV: 75, monthlyRent: 1_500 },
      { purchasePrice: 100_000, afterRepairValue: 200_000, refinanceLTV: 0, monthlyRent: 1_500 },
      { purchasePrice: 100_000, downPayment: 0, afterRepairValue: 100_000, refinanceRate: 6, refinanceLTV: 100 },
      { purchasePrice: 150_000, downPayment: 30_000, afterRepairValue: 250_000, refinanceRate: 5, refinanceLTV: 80, monthlyRent: 3_000 },
    ]) {
      expect(calculateBrrr(input)).toEqual(referenceBrrr(input));
    }
  });
});

describe('Buy & Hold fast path', () => {
  it('equals the all-decimal.js calculator over wide random inputs (law)', () => {
    fc.assert(
      fc.property(buyHoldInput.filter(validBuyHold), (input) => {
        expect(calculateBuyHold(input)).toEqual(referenceBuyHold(input));
      }),
      { numRuns: 3_000 },
    );
  });

  it('answers realistic deals itself (all but the rare one near a rounding edge), equal to the all-decimal.js calculator (law)', () => {
    // A result within a rounding edge is handed to decimal.js on purpose: that is a fallback,
    // not an error, so the law allows a few in 2,000 and checks every answer that is given.
    let runs = 0;
    let fallbacks = 0;
    fc.assert(
      fc.property(typicalBuyHold.filter(validBuyHold), (input) => {
        runs += 1;
        const fast = buyHoldInMicros(buyHoldInputSchema.parse(input));
        if (fast === undefined) fallbacks += 1;
        else expect(fast).toEqual(referenceBuyHold(input));
      }),
      { numRuns: 2_000 },
    );
    expect(fallbacks / runs).toBeLessThan(0.01);
  });

  it('handles the defaults, a zero rate, all cash and a wholesaled deal over the fee cap', () => {
    for (const input of [
      {},
      { interestRate: 0 },
      { downPaymentPercent: 100 },
      { downPaymentPercent: 0, closingCosts: 0 },
      { isWholesaled: true, wholesaleFeePercent: 12.5, afterRepairValue: 2_000_000 },
      { purchasePrice: 400_000.5, maintenance: 4_000.25 },
    ]) {
      expect(calculateBuyHold(input)).toEqual(referenceBuyHold(input));
    }
  });
});

const fixFlipInput: fc.Arbitrary<FixFlipInput> = fc.record(
  {
    purchasePrice: positiveAmount(1e12),
    afterRepairValue: positiveAmount(1e12),
    downPaymentPercent: percentField(100),
    closingCosts: amount(1e12),
    rehabCost: amount(1e12),
    holdingMonths: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.double({ min: 0.1, max: 120, noNaN: true }), fc.constant(0.1)),
    interestRate: rate,
    sellingCostsPercent: percentField(100),
    contingencyPercent: percentField(100),
  },
  { requiredKeys: ['purchasePrice'] },
);

const typicalFixFlip: fc.Arbitrary<FixFlipInput> = fc
  .record({
    purchasePrice: fc.integer({ min: 50_000, max: 2_000_000 }),
    arvPercent: fc.integer({ min: 90, max: 200 }),
    downPaymentPercent: fc.integer({ min: 0, max: 100 }),
    closingCosts: fc.integer({ min: 0, max: 30_000 }),
    rehabCost: fc.integer({ min: 0, max: 400_000 }),
    holdingMonths: fc.integer({ min: 1, max: 24 }),
    // typed rates, and typed rates with a margin added (5.67 + 3 is not the double 8.67)
    interestRate: fc.oneof(
      fc.integer({ min: 0, max: 1_500 }).map((h) => h / 100),
      fc.integer({ min: 0, max: 1_200 }).map((h) => h / 100 + 3),
    ),
    sellingCostsPercent: fc.integer({ min: 0, max: 10 }),
    contingencyPercent: fc.integer({ min: 0, max: 25 }),
  })
  .map(({ arvPercent, ...rest }) => ({ ...rest, afterRepairValue: Math.round(rest.purchasePrice * arvPercent) / 100 }));

const validFixFlip = (input: FixFlipInput) => fixFlipInputSchema.safeParse(input).success;

describe('Fix & Flip fast path', () => {
  it('equals the all-decimal.js calculator over wide random inputs (law)', () => {
    fc.assert(
      fc.property(fixFlipInput.filter(validFixFlip), (input) => {
        expect(calculateFixFlip(input)).toEqual(referenceFixFlip(input));
      }),
      { numRuns: 3_000 },
    );
  });

  it('answers realistic deals itself (all but the rare one near a rounding edge), equal to the all-decimal.js calculator (law)', () => {
    let runs = 0;
    let fallbacks = 0;
    fc.assert(
      fc.property(typicalFixFlip.filter(validFixFlip), (input) => {
        runs += 1;
        const fast = fixFlipInMicros(fixFlipInputSchema.parse(input));
        if (fast === undefined) fallbacks += 1;
        else expect(fast).toEqual(referenceFixFlip(input));
      }),
      { numRuns: 2_000 },
    );
    expect(fallbacks / runs).toBeLessThan(0.01);
  });

  it('handles the defaults, all cash, no rehab, an exact 15 % ROI and inputs it leaves to decimal.js', () => {
    for (const input of [
      { purchasePrice: 200_000 },
      { purchasePrice: 200_000, downPaymentPercent: 100 },
      { purchasePrice: 200_000, interestRate: 0, rehabCost: 0, contingencyPercent: 0 },
      { purchasePrice: 100_000, afterRepairValue: 130_000, downPaymentPercent: 100, closingCosts: 0, rehabCost: 0, contingencyPercent: 0, sellingCostsPercent: 0, interestRate: 0 },
      { purchasePrice: 200_000.125 },
      { purchasePrice: 200_000, downPaymentPercent: 20.125 },
      { purchasePrice: 200_000, holdingMonths: 0.1 },
      { purchasePrice: 200_000, lineItems: [{ label: 'Permit', kind: 'cost' as const, amount: 2_500, frequency: 'one_time' as const }] },
    ]) {
      expect(calculateFixFlip(input)).toEqual(referenceFixFlip(input));
    }
  });
});

const wholesaleInput: fc.Arbitrary<WholesaleInput> = fc.record(
  {
    afterRepairValue: positiveAmount(1e12),
    rehabCost: amount(1e12),
    contractPrice: positiveAmount(1e12),
    assignmentFee: amount(1e12),
    daysToClose: fc.integer({ min: 21, max: 365 }),
    minimumInvestorRoi: percentField(1000),
    investorDownPaymentPercent: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.double({ min: 1, max: 100, noNaN: true })),
    investorSellingCostsPercent: percentField(100),
  },
  { requiredKeys: ['afterRepairValue', 'rehabCost', 'contractPrice'] },
);

const typicalWholesale: fc.Arbitrary<WholesaleInput> = fc
  .record({
    value: fc.integer({ min: 50_000, max: 2_000_000 }),
    arvPercent: fc.integer({ min: 100, max: 200 }),
    contractPercent: fc.integer({ min: 40, max: 110 }),
    rehabCost: fc.integer({ min: 0, max: 300_000 }),
    assignmentFee: fc.integer({ min: 0, max: 100_000 }),
    daysToClose: fc.integer({ min: 21, max: 120 }),
    minimumInvestorRoi: fc.integer({ min: 0, max: 40 }),
    investorDownPaymentPercent: fc.integer({ min: 1, max: 100 }),
    investorSellingCostsPercent: fc.integer({ min: 0, max: 10 }),
  })
  .map(({ value, arvPercent, contractPercent, ...rest }) => ({
    ...rest,
    afterRepairValue: Math.round(value * arvPercent) / 100,
    contractPrice: Math.round(value * contractPercent) / 100,
  }));

const validWholesale = (input: WholesaleInput) => wholesaleInputSchema.safeParse(input).success;

describe('Wholesale fast path', () => {
  it('equals the all-decimal.js calculator over wide random inputs (law)', () => {
    fc.assert(
      fc.property(wholesaleInput.filter(validWholesale), (input) => {
        expect(calculateWholesale(input)).toEqual(referenceWholesale(input));
      }),
      { numRuns: 3_000 },
    );
  });

  it('answers realistic deals itself (all but the rare one near a rounding edge), equal to the all-decimal.js calculator (law)', () => {
    let runs = 0;
    let fallbacks = 0;
    fc.assert(
      fc.property(typicalWholesale.filter(validWholesale), (input) => {
        runs += 1;
        const fast = wholesaleInMicros(wholesaleInputSchema.parse(input));
        if (fast === undefined) fallbacks += 1;
        else expect(fast).toEqual(referenceWholesale(input));
      }),
      { numRuns: 2_000 },
    );
    expect(fallbacks / runs).toBeLessThan(0.02);
  });

  it('handles the defaults, a fee on the range edges, an ROI on the minimum and inputs it leaves to decimal.js', () => {
    for (const input of [
      { afterRepairValue: 325_000, rehabCost: 25_000, contractPrice: 200_000 },
      { afterRepairValue: 325_000, rehabCost: 25_000, contractPrice: 200_000, assignmentFee: 6_000 },
      { afterRepairValue: 325_000, rehabCost: 25_000, contractPrice: 200_000, assignmentFee: 30_000 },
      { afterRepairValue: 325_000, rehabCost: 25_000, contractPrice: 200_000, assignmentFee: 0, daysToClose: 60 },
      { afterRepairValue: 400_000, rehabCost: 0, contractPrice: 100_000, assignmentFee: 0, investorDownPaymentPercent: 100, investorSellingCostsPercent: 0, minimumInvestorRoi: 300 },
      { afterRepairValue: 325_000.125, rehabCost: 25_000, contractPrice: 200_000 },
      { afterRepairValue: 325_000, rehabCost: 25_000, contractPrice: 200_000, investorDownPaymentPercent: 25.125 },
      { afterRepairValue: 325_000, rehabCost: 25_000, contractPrice: 200_000, lineItems: [{ label: 'Marketing', kind: 'cost' as const, amount: 1_500, frequency: 'one_time' as const }] },
    ]) {
      expect(calculateWholesale(input)).toEqual(referenceWholesale(input));
    }
  });
});
