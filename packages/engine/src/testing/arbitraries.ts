import fc from 'fast-check';
import { MAX_AMOUNT } from '../calculators/shared';
import { CREATIVE_REQUIRED_FIELDS, CREATIVE_STRATEGY_OWN_FIELDS, CREATIVE_STRATEGY_IDS, type CreativeFinancingInput } from '../calculators/creativeFinancing';
import type { BuyHoldInput } from '../calculators/buyHold';
import type { BrrrInput } from '../calculators/brrr';
import type { FixFlipInput } from '../calculators/fixFlip';
import type { WholesaleInput } from '../calculators/wholesale';
import type { LineItem, LineItemInputKey } from '../calculators/lineItems';

/**
 * Shared fast-check arbitraries for the calculators' property tests.
 *
 * Two families: `deal…` arbitraries draw what investors type (whole dollars, rates with two
 * decimals, realistic ranges); `any…` arbitraries draw anywhere in the valid input domain
 * (any double from 0 to the largest accepted amount, any percent), for laws such as
 * "no result is ever non-finite".
 */

/** Any amount a calculator accepts, USD: zero up to `MAX_AMOUNT`, fractional or not. */
export const anyAmount = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.double({ min: 0, max: MAX_AMOUNT, noNaN: true, noDefaultInfinity: true }),
  );

/** Any amount above zero a calculator accepts (a price, an ARV). */
export const anyPositiveAmount = (): fc.Arbitrary<number> =>
  fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.double({ min: 0.01, max: MAX_AMOUNT, noNaN: true }), fc.constant(0.01));

/** Any percent from 0 to `max`, in percent units. */
export const anyPercent = (max = 100): fc.Arbitrary<number> =>
  fc.oneof(fc.constant(0), fc.constant(max), fc.double({ min: 0, max, noNaN: true }));

/** Whole dollars between `min` and `max`. */
export const dollars = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min, max });

/** A rate as people type it: two decimals between `min` and `max` percent. */
export const typedRate = (min = 0, max = 15): fc.Arbitrary<number> =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((hundredths) => hundredths / 100);

/** A realistic Buy & Hold deal, every field given. */
export const dealBuyHoldInput = (): fc.Arbitrary<Required<Omit<BuyHoldInput, 'afterRepairValue' | 'closingCosts' | LineItemInputKey>>> =>
  fc.record({
    purchasePrice: dollars(50_000, 5_000_000),
    downPaymentPercent: fc.integer({ min: 0, max: 100 }),
    interestRate: typedRate(0, 12),
    loanTerm: fc.constantFrom(10, 15, 20, 25, 30),
    grossMonthlyRent: dollars(0, 40_000),
    vacancyRate: fc.integer({ min: 0, max: 30 }),
    propertyTax: dollars(0, 60_000),
    insurance: dollars(0, 20_000),
    maintenance: dollars(0, 50_000),
    propertyManagementPercent: fc.integer({ min: 0, max: 15 }),
    isWholesaled: fc.boolean(),
    wholesaleFeePercent: fc.integer({ min: 0, max: 50 }),
  });

/** Any valid Buy & Hold input, anywhere in the domain; optional fields sometimes left out. */
export const anyBuyHoldInput = (): fc.Arbitrary<BuyHoldInput> =>
  fc.record(
    {
      purchasePrice: anyPositiveAmount(),
      downPaymentPercent: anyPercent(),
      interestRate: anyPercent(),
      loanTerm: fc.integer({ min: 1, max: 50 }),
      grossMonthlyRent: anyAmount(),
      vacancyRate: anyPercent(),
      propertyTax: anyAmount(),
      insurance: anyAmount(),
      maintenance: anyAmount(),
      propertyManagementPercent: anyPercent(),
      isWholesaled: fc.boolean(),
      wholesaleFeePercent: anyPercent(50),
      afterRepairValue: anyPositiveAmount(),
      closingCosts: anyAmount(),
    },
    { requiredKeys: [] },
  );

/** A realistic BRRR deal (down payment never above the price). */
export const dealBrrrInput = (): fc.Arbitrary<Required<Omit<BrrrInput, LineItemInputKey>>> =>
  fc
    .record({
      purchasePrice: dollars(50_000, 1_500_000),
      downShare: fc.integer({ min: 0, max: 100 }),
      closingCosts: dollars(0, 30_000),
      rehabCosts: dollars(0, 300_000),
      arvMultiple: fc.integer({ min: 80, max: 250 }),
      refinanceRate: typedRate(0, 12),
      refinanceLTV: fc.integer({ min: 0, max: 100 }),
      monthlyRent: dollars(0, 15_000),
      holdingTime: fc.integer({ min: 0, max: 24 }),
      utilities: dollars(0, 1_000),
      insurance: dollars(0, 1_000),
      taxes: dollars(0, 3_000),
      maintenance: dollars(0, 1_500),
      vacancyRate: fc.integer({ min: 0, max: 30 }),
      isWholesaled: fc.boolean(),
      wholesaleFeePercent: fc.integer({ min: 0, max: 50 }),
    })
    .map(({ downShare, arvMultiple, ...deal }) => ({
      ...deal,
      downPayment: Math.round((deal.purchasePrice * downShare) / 100),
      afterRepairValue: Math.round((deal.purchasePrice * arvMultiple) / 100),
    }));

/** Any valid BRRR input anywhere in the domain. */
export const anyBrrrInput = (): fc.Arbitrary<BrrrInput> =>
  fc
    .record({
      purchasePrice: anyAmount(),
      downShare: fc.double({ min: 0, max: 1, noNaN: true }),
      closingCosts: anyAmount(),
      rehabCosts: anyAmount(),
      afterRepairValue: anyPositiveAmount(),
      refinanceRate: anyPercent(),
      refinanceLTV: anyPercent(),
      monthlyRent: anyAmount(),
      holdingTime: fc.double({ min: 0, max: 600, noNaN: true }),
      utilities: anyAmount(),
      insurance: anyAmount(),
      taxes: anyAmount(),
      maintenance: anyAmount(),
      vacancyRate: anyPercent(),
      isWholesaled: fc.boolean(),
      wholesaleFeePercent: anyPercent(50),
    })
    .map(({ downShare, ...input }) => ({
      ...input,
      downPayment: Math.min(input.purchasePrice, input.purchasePrice * downShare),
    }));

/** A realistic Fix & Flip deal. */
export const dealFixFlipInput = (): fc.Arbitrary<Required<Omit<FixFlipInput, LineItemInputKey>>> =>
  fc
    .record({
      purchasePrice: dollars(50_000, 2_000_000),
      arvMultiple: fc.integer({ min: 90, max: 220 }),
      downPaymentPercent: fc.integer({ min: 0, max: 100 }),
      closingCosts: dollars(0, 30_000),
      rehabCost: dollars(0, 400_000),
      holdingMonths: fc.integer({ min: 1, max: 24 }),
      interestRate: typedRate(0, 15),
      sellingCostsPercent: fc.integer({ min: 0, max: 10 }),
      contingencyPercent: fc.integer({ min: 0, max: 25 }),
    })
    .map(({ arvMultiple, ...deal }) => ({ ...deal, afterRepairValue: Math.round((deal.purchasePrice * arvMultiple) / 100) }));

/** Any valid Fix & Flip input anywhere in the domain. */
export const anyFixFlipInput = (): fc.Arbitrary<FixFlipInput> =>
  fc.record(
    {
      purchasePrice: anyPositiveAmount(),
      afterRepairValue: anyPositiveAmount(),
      downPaymentPercent: anyPercent(),
      closingCosts: anyAmount(),
      rehabCost: anyAmount(),
      // from the shortest hold accepted (0.1 month) up, edge included
      holdingMonths: fc.oneof(fc.constant(0.1), fc.double({ min: 0.1, max: 120, noNaN: true })),
      interestRate: anyPercent(),
      sellingCostsPercent: anyPercent(),
      contingencyPercent: anyPercent(),
    },
    { requiredKeys: ['purchasePrice'] },
  );

/** A realistic wholesale deal. */
export const dealWholesaleInput = (): fc.Arbitrary<Required<Omit<WholesaleInput, LineItemInputKey>>> =>
  fc
    .record({
      value: dollars(50_000, 2_000_000),
      arvMultiple: fc.integer({ min: 100, max: 200 }),
      contractShare: fc.integer({ min: 40, max: 110 }),
      rehabCost: dollars(0, 300_000),
      assignmentFee: dollars(0, 100_000),
      daysToClose: fc.integer({ min: 21, max: 120 }),
      minimumInvestorRoi: fc.integer({ min: 0, max: 40 }),
      investorDownPaymentPercent: fc.integer({ min: 1, max: 100 }),
      investorSellingCostsPercent: fc.integer({ min: 0, max: 10 }),
    })
    .map(({ value, arvMultiple, contractShare, ...deal }) => ({
      ...deal,
      afterRepairValue: Math.round((value * arvMultiple) / 100),
      contractPrice: Math.round((value * contractShare) / 100),
    }));

/** Any valid wholesale input anywhere in the domain. */
export const anyWholesaleInput = (): fc.Arbitrary<WholesaleInput> =>
  fc.record(
    {
      afterRepairValue: anyPositiveAmount(),
      rehabCost: anyAmount(),
      contractPrice: anyPositiveAmount(),
      assignmentFee: anyAmount(),
      daysToClose: fc.integer({ min: 21, max: 365 }),
      minimumInvestorRoi: anyPercent(1000),
      investorDownPaymentPercent: fc.double({ min: 1, max: 100, noNaN: true }),
      investorSellingCostsPercent: anyPercent(),
    },
    { requiredKeys: ['afterRepairValue', 'rehabCost', 'contractPrice'] },
  );

/** A realistic creative financing deal for any of the five strategies. */
export const dealCreativeInput = (): fc.Arbitrary<CreativeFinancingInput> =>
  fc.tuple(fc.record({
    strategy: fc.constantFrom(...CREATIVE_STRATEGY_IDS),
    propertyValue: dollars(50_000, 2_000_000),
    monthlyRent: dollars(0, 15_000),
    downPayment: dollars(0, 200_000),
    closingCosts: dollars(0, 20_000),
    sellerDebt: dollars(0, 1_500_000),
    existingPayment: dollars(0, 10_000),
    optionFee: dollars(0, 50_000),
    optionTerm: fc.integer({ min: 1, max: 120 }),
    exercisePrice: dollars(10_000, 2_500_000),
    interestRate: typedRate(0, 12),
    loanTerm: fc.integer({ min: 0, max: 40 }),
    monthlyExpenses: dollars(0, 5_000),
    appreciationRate: typedRate(0, 10),
  }), fc.record({
    underlyingBalance: dollars(0, 1_500_000),
    underlyingRate: typedRate(0, 10),
    underlyingTermMonths: fc.integer({ min: 1, max: 360 }),
    balloonYear: fc.integer({ min: 1, max: 40 }),
  })).map(([deal, own]) => {
    // Each structure takes only its own inputs (`CREATIVE_STRATEGY_OWN_FIELDS`).
    const filled: Record<string, unknown> = { ...deal };
    for (const field of CREATIVE_STRATEGY_OWN_FIELDS[deal.strategy]) filled[field] = own[field];
    return filled as CreativeFinancingInput;
  });

const anyCreativeFields = (): fc.Arbitrary<CreativeFinancingInput> =>
  fc.record(
    {
      strategy: fc.constantFrom(...CREATIVE_STRATEGY_IDS),
      propertyValue: anyPositiveAmount(),
      monthlyRent: anyAmount(),
      downPayment: anyAmount(),
      closingCosts: anyAmount(),
      sellerDebt: anyAmount(),
      existingPayment: anyAmount(),
      optionFee: anyAmount(),
      optionTerm: fc.integer({ min: 0, max: 600 }),
      exercisePrice: anyAmount(),
      interestRate: anyPercent(),
      loanTerm: fc.integer({ min: 0, max: 50 }),
      monthlyExpenses: anyAmount(),
      appreciationRate: anyPercent(),
    },
    { requiredKeys: ['strategy', 'propertyValue'] },
  );

/**
 * Any valid creative financing input anywhere in the domain. The property value is always
 * given, and so is every input the strategy requires (`CREATIVE_REQUIRED_FIELDS`: a note's
 * rate and term, the loan taken over, the option's terms); any other field may be left empty.
 */
export const anyCreativeInput = (): fc.Arbitrary<CreativeFinancingInput> =>
  fc
    .tuple(
      anyCreativeFields(),
      fc.record({
        interestRate: anyPercent(),
        loanTerm: fc.integer({ min: 0, max: 50 }),
        sellerDebt: anyAmount(),
        existingPayment: anyAmount(),
        optionTerm: fc.integer({ min: 1, max: 600 }),
        exercisePrice: anyPositiveAmount(),
        underlyingBalance: anyAmount(),
        underlyingRate: anyPercent(),
        underlyingTermMonths: fc.integer({ min: 1, max: 600 }),
        balloonYear: fc.integer({ min: 1, max: 50 }),
      }),
      fc.record({ balloonYear: fc.integer({ min: 1, max: 50 }) }, { requiredKeys: [] }),
    )
    .map(([input, required, optional]) => {
      const filled: Record<string, unknown> = { ...input };
      // A wrap-around's balloon year is optional.
      if (input.strategy === 'wrap_around' && optional.balloonYear !== undefined) filled['balloonYear'] = optional.balloonYear;
      for (const field of CREATIVE_REQUIRED_FIELDS[input.strategy]) filled[field] ??= required[field];
      if (input.strategy === 'lease_option') {
        // a lease option needs a term of a month or more and an exercise price above 0
        if (filled['optionTerm'] === 0) filled['optionTerm'] = required.optionTerm;
        if ((filled['exercisePrice'] as number) < 0.01) filled['exercisePrice'] = required.exercisePrice;
      }
      return filled as CreativeFinancingInput;
    });

/** A value no calculator accepts for a money field. */
export const badAmount = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.double({ max: -0.01, noNaN: true, noDefaultInfinity: true }),
    fc.constant(Number.NaN),
    fc.constant(Number.POSITIVE_INFINITY),
  );

/** A value no calculator accepts for a percent field. */
export const badPercent = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.double({ min: 100.01, max: 1e9, noNaN: true }),
    fc.double({ max: -0.01, min: -1e9, noNaN: true }),
    fc.constant(Number.NaN),
  );

/** Whole cents between `-max` and `max` dollars, as a number of dollars (12.34). */
export const signedCents = (max: number): fc.Arbitrary<number> =>
  fc.integer({ min: -max * 100, max: max * 100 }).map((cents) => cents / 100);

/** A line label as people type it: 1 to 80 printable characters. */
export const lineLabel = (): fc.Arbitrary<string> =>
  fc
    .string({ minLength: 1, maxLength: 80, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ0123456789-&/#éü'.split('')) })
    .filter((label) => label.trim().length > 0);

/**
 * A valid custom line in plain dollars: a cost (one time) or a recurring income or expense,
 * whole cents up to ±50,000, credits (negative amounts) included.
 */
export const dollarLineItem = ({ wholeCentsPerMonth = false } = {}): fc.Arbitrary<LineItem> =>
  fc.oneof(
    fc.record({
      label: lineLabel(),
      kind: fc.constant('cost' as const),
      amount: signedCents(50_000),
      frequency: fc.constant('one_time' as const),
    }),
    fc
      .record({
        label: lineLabel(),
        kind: fc.constantFrom('income' as const, 'expense' as const),
        amount: signedCents(5_000),
        frequency: fc.constantFrom('monthly' as const, 'annual' as const),
      })
      // with `wholeCentsPerMonth`, an annual amount is 12 × whole cents, so it is whole cents a month
      .map((line) => (wholeCentsPerMonth && line.frequency === 'annual' ? { ...line, amount: (Math.round(line.amount * 100) * 12) / 100 } : line)),
  );

/** A list of 0 to 8 valid dollar lines (annual ones whole cents a month with `wholeCentsPerMonth`). */
export const dollarLineItems = (options: { wholeCentsPerMonth?: boolean } = {}): fc.Arbitrary<LineItem[]> =>
  fc.array(dollarLineItem(options), { maxLength: 8 });
