import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../../errors/EngineInputError';
import { buyHoldDefaults, calculateBuyHold } from '../buyHold';
import { brrrDefaults, calculateBrrr } from '../brrr';
import { calculateCreativeFinancing } from '../creativeFinancing';
import { calculateFixFlip } from '../fixFlip';
import { calculateWholesale, wholesaleDefaults } from '../wholesale';
import { LINE_ITEM_MESSAGES, MAX_LINE_ITEMS, type LineItem } from './lineItems.schema';

/** The issues `run` throws, as `{ field: message }`. */
function issuesOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineInputError) return Object.fromEntries(error.issues.map((i) => [i.field, i.message]));
    throw error;
  }
  throw new Error('expected an EngineInputError');
}

const laundry: LineItem = { label: 'Laundry', kind: 'income', amount: 300, frequency: 'monthly' };
const elevator: LineItem = { label: 'Elevator contract', kind: 'expense', amount: 6_000, frequency: 'annual' };
const boiler: LineItem = { label: 'New boiler', kind: 'cost', amount: 40_000, frequency: 'one_time' };
const sellerCredit: LineItem = { label: 'Seller credit', kind: 'cost', amount: -10_000, frequency: 'one_time' };

describe('custom lines in Buy & Hold (worked by hand)', () => {
  const base = calculateBuyHold(buyHoldDefaults());
  const withLines = calculateBuyHold({ ...buyHoldDefaults(), lineItems: [laundry, elevator, boiler, sellerCredit] });

  it('income bears vacancy and management; expenses and costs add as they are', () => {
    // laundry 300 × 12 = 3,600 a year, 95 % collected = 3,420, less 8 % management 273.60;
    // elevator 6,000 a year: NOI 106,820 + 3,420 − 273.60 − 6,000 = 103,966.40
    expect(withLines.effectiveGrossIncome).toBe(base.effectiveGrossIncome + 3_420);
    expect(withLines.annualManagementFee).toBe(base.annualManagementFee + 273.6);
    expect(withLines.annualNOI).toBe(103_966.4);
    // 4,011.22 − 2,853.60 ÷ 12 = 3,773.42 a month
    expect(base.monthlyCashFlow).toBe(4_011.22);
    expect(withLines.monthlyCashFlow).toBe(3_773.42);
    // 312,500 down + 37,500 closing + 40,000 boiler − 10,000 credit
    expect(withLines.totalCashInvested).toBe(380_000);
    expect(withLines.compliance.totalProjectCost).toBe(base.compliance.totalProjectCost + 30_000);
  });

  it('lists each line with its dollars per month and per year', () => {
    expect(withLines.lineItems).toEqual([
      { label: 'Laundry', kind: 'income', frequency: 'monthly', basis: 'amount', amount: 300, value: 300, monthly: 300, annual: 3_600, overHold: null },
      { label: 'Elevator contract', kind: 'expense', frequency: 'annual', basis: 'amount', amount: 6_000, value: 6_000, monthly: 500, annual: 6_000, overHold: null },
      { label: 'New boiler', kind: 'cost', frequency: 'one_time', basis: 'amount', amount: 40_000, value: 40_000, monthly: null, annual: null, overHold: null },
      { label: 'Seller credit', kind: 'cost', frequency: 'one_time', basis: 'amount', amount: -10_000, value: -10_000, monthly: null, annual: null, overHold: null },
    ]);
    expect(base).not.toHaveProperty('lineItems');
  });

  it('measures a line in percent of price, percent of rent, per unit or per square foot', () => {
    const result = calculateBuyHold({
      ...buyHoldDefaults(),
      units: 12,
      squareFeet: 9_500,
      lineItems: [
        { label: 'Capital reserve', kind: 'expense', amount: 0.5, basis: 'percent_of_price', frequency: 'annual' },
        { label: 'Leasing fee', kind: 'expense', amount: 4, basis: 'percent_of_rent', frequency: 'monthly' },
        { label: 'Renter insurance program', kind: 'income', amount: 15, basis: 'per_unit', frequency: 'monthly' },
        { label: 'Facade inspection', kind: 'cost', amount: 1.2, basis: 'per_sqft', frequency: 'one_time' },
      ],
    });
    expect(result.lineItems?.map((line) => line.value)).toEqual([6_250, 600, 180, 11_400]);
    expect(result.lineItems?.[1]?.annual).toBe(7_200);
  });

  it('a credit can take the cash in below zero: cash-on-cash is then not defined', () => {
    const result = calculateBuyHold({
      ...buyHoldDefaults(),
      downPaymentPercent: 0,
      closingCosts: 0,
      lineItems: [{ label: 'Seller credit', kind: 'cost', amount: -5_000, frequency: 'one_time' }],
    });
    expect(result.totalCashInvested).toBe(-5_000);
    expect(result.cashOnCashReturn).toBeNull();
    expect(result.notDefined.cashOnCashReturn).toBeDefined();
  });
});

describe('custom lines in the other calculators (worked by hand)', () => {
  it('Fix & Flip: a monthly expense runs over the hold; a percent-of-price cost is a share of the price', () => {
    const flip = calculateFixFlip({
      purchasePrice: 200_000,
      afterRepairValue: 330_000,
      lineItems: [
        { label: 'Utilities', kind: 'expense', amount: 350, frequency: 'monthly' },
        { label: 'Permits', kind: 'cost', amount: 1.5, basis: 'percent_of_price', frequency: 'one_time' },
      ],
    });
    // 73,700 − 350 × 6 months − 1.5 % of 200,000
    expect(flip.profit).toBe(68_600);
    expect(flip.totalCashInvested).toBe(86_500 + 2_100 + 3_000);
    expect(flip.lineItems?.map((line) => line.overHold)).toEqual([2_100, 3_000]);
  });

  it('Wholesale: the wholesaler’s lines give a net profit; the end investor’s figures stay', () => {
    const deal = wholesaleDefaults(300_000);
    const result = calculateWholesale({
      ...deal,
      daysToClose: 73,
      lineItems: [
        { label: 'Direct mail', kind: 'cost', amount: 1_200, frequency: 'one_time' },
        { label: 'Skip tracing subscription', kind: 'expense', amount: 100, frequency: 'monthly' },
      ],
    });
    // 8,000 fee − 1,200 − 100 × (73 × 12 ÷ 365 = 2.4 months)
    expect(result.wholesalerNetProfit).toBe(6_560);
    expect(result.investorProfit).toBe(calculateWholesale({ ...deal, daysToClose: 73 }).investorProfit);
  });

  it('Creative financing: lines move the cash flow, break-even rent and cash invested', () => {
    const deal = {
      strategy: 'subject_to',
      propertyValue: 300_000,
      monthlyRent: 2_500,
      downPayment: 10_000,
      sellerDebt: 220_000,
      existingPayment: 1_400,
      monthlyExpenses: 600,
    } as const;
    const result = calculateCreativeFinancing({
      ...deal,
      lineItems: [
        { label: 'Parking', kind: 'income', amount: 150, frequency: 'monthly' },
        { label: 'Pest control', kind: 'expense', amount: 600, frequency: 'annual' },
        { label: 'Attorney', kind: 'cost', amount: 2_500, frequency: 'one_time' },
      ],
    });
    // 2,500 + 150 − 600 − 50 − 1,400
    expect(result.monthlyNetCashFlow).toBe(600);
    // 600 + 50 + 1,400 − 150
    expect(result.breakEvenRent).toBe(1_900);
    expect(result.totalCashInvested).toBe(12_500);
  });

  it('BRRR: income bears vacancy, expenses join the operating costs, costs the cash in and cost-to-ARV', () => {
    const deal = brrrDefaults();
    const base = calculateBrrr(deal);
    const result = calculateBrrr({
      ...deal,
      lineItems: [
        { label: 'Storage', kind: 'income', amount: 100, frequency: 'monthly' },
        { label: 'Lawn care', kind: 'expense', amount: 80, frequency: 'monthly' },
        { label: 'Appraisal', kind: 'cost', amount: 600, frequency: 'one_time' },
      ],
    });
    // 100 × 95 % − 80 = +15 a month
    expect(result.monthlyNetCashFlow).toBe(Math.round((base.monthlyNetCashFlow + 15) * 100) / 100);
    expect(result.totalCashInvested).toBe(base.totalCashInvested + 600);
    expect(result.cashLeftInDeal).toBe(base.cashLeftInDeal + 600);
    expect(result.costToArvRatio).toBe(Math.round(((219_000 + 600) / 250_000) * 1e4) / 1e4);
  });
});

describe('bad lines are refused, naming the field', () => {
  const deal = buyHoldDefaults();
  const line = (overrides: Record<string, unknown>) => ({ ...laundry, ...overrides });

  it('labels: empty, too long, or with control characters', () => {
    expect(issuesOf(() => calculateBuyHold({ ...deal, lineItems: [line({ label: '   ' })] }))).toEqual({
      'lineItems.0.label': LINE_ITEM_MESSAGES.emptyLabel,
    });
    expect(issuesOf(() => calculateBuyHold({ ...deal, lineItems: [laundry, line({ label: 'x'.repeat(81) })] }))).toEqual({
      'lineItems.1.label': LINE_ITEM_MESSAGES.longLabel,
    });
    expect(issuesOf(() => calculateBuyHold({ ...deal, lineItems: [line({ label: 'Laun\ndry' })] }))).toEqual({
      'lineItems.0.label': LINE_ITEM_MESSAGES.controlCharacters,
    });
    // 80 characters is fine, and surrounding spaces are trimmed
    expect(calculateBuyHold({ ...deal, lineItems: [line({ label: ` ${'x'.repeat(80)} ` })] }).lineItems?.[0]?.label).toBe('x'.repeat(80));
  });

  it('unknown kind, frequency or basis, and amounts out of bounds', () => {
    const issues = issuesOf(() =>
      calculateBuyHold({
        ...deal,
        lineItems: [line({ kind: 'gift' }), line({ frequency: 'weekly' }), line({ basis: 'per_room' }), line({ amount: 2e12 }), line({ amount: Number.NaN })],
      }),
    );
    expect(Object.keys(issues).sort()).toEqual(['lineItems.0.kind', 'lineItems.1.frequency', 'lineItems.2.basis', 'lineItems.3.amount', 'lineItems.4.amount']);
    expect(issues['lineItems.3.amount']).toBe(LINE_ITEM_MESSAGES.amountRange);
  });

  it('a misspelt key in a line is named', () => {
    expect(issuesOf(() => calculateBuyHold({ ...deal, lineItems: [{ ...laundry, ammount: 5 } as LineItem] }))).toHaveProperty(['lineItems.0.ammount']);
  });

  it('costs are one-time; income and expenses recur; a percent is at most 100', () => {
    expect(issuesOf(() => calculateBuyHold({ ...deal, lineItems: [{ ...boiler, frequency: 'monthly' }] }))).toEqual({
      'lineItems.0.frequency': LINE_ITEM_MESSAGES.costRecurs,
    });
    expect(issuesOf(() => calculateBuyHold({ ...deal, lineItems: [{ ...laundry, frequency: 'one_time' }] }))).toEqual({
      'lineItems.0.frequency': LINE_ITEM_MESSAGES.incomeOnce,
    });
    expect(issuesOf(() => calculateBuyHold({ ...deal, lineItems: [{ ...elevator, basis: 'percent_of_rent', amount: 150 }] }))).toEqual({
      'lineItems.0.amount': LINE_ITEM_MESSAGES.percentRange,
    });
  });

  it(`at most ${MAX_LINE_ITEMS} lines`, () => {
    expect(issuesOf(() => calculateBuyHold({ ...deal, lineItems: Array.from({ length: MAX_LINE_ITEMS + 1 }, () => laundry) }))).toEqual({
      lineItems: LINE_ITEM_MESSAGES.tooMany,
    });
    expect(calculateBuyHold({ ...deal, lineItems: Array.from({ length: MAX_LINE_ITEMS }, () => laundry) }).lineItems).toHaveLength(MAX_LINE_ITEMS);
  });

  it('a basis the calculator cannot measure: rent share without rent, per unit without units, per square foot without area', () => {
    expect(
      issuesOf(() =>
        calculateFixFlip({ purchasePrice: 200_000, lineItems: [{ label: 'Leasing', kind: 'expense', amount: 5, basis: 'percent_of_rent', frequency: 'monthly' }] }),
      ),
    ).toEqual({ 'lineItems.0.basis': LINE_ITEM_MESSAGES.noRent('Fix & Flip') });
    expect(
      issuesOf(() =>
        calculateWholesale({ ...wholesaleDefaults(), lineItems: [{ label: 'Staging', kind: 'cost', amount: 5, basis: 'per_unit', frequency: 'one_time' }] }),
      ),
    ).toEqual({ 'lineItems.0.basis': LINE_ITEM_MESSAGES.needsUnits });
    expect(
      issuesOf(() =>
        calculateBrrr({ ...brrrDefaults(), lineItems: [{ label: 'Paint', kind: 'cost', amount: 2, basis: 'per_sqft', frequency: 'one_time' }] }),
      ),
    ).toEqual({ 'lineItems.0.basis': LINE_ITEM_MESSAGES.needsSquareFeet });
  });
});

describe('annual lines over a hold (found by the line-item laws, seed 1678122052)', () => {
  // $2,816.30 a year over 18 months is $4,224.45 exactly, and $0.15 a year is $0.225. Divided by 12 first,
  // $2,816.30 / 12 is a repeating decimal cut at 28 digits, and its last digit decided how the profit's
  // exact half cent rounded: −$63,590.825 showed as −$63,590.82 beside −$100,000.145 as −$100,000.15.
  const deal = {
    purchasePrice: 50_000,
    downPaymentPercent: 0,
    closingCosts: 0,
    rehabCost: 0,
    holdingMonths: 18,
    interestRate: 0,
    sellingCostsPercent: 0,
    contingencyPercent: 0,
    afterRepairValue: 45_000,
  };
  const lines: LineItem[] = [
    { label: 'Laundry', kind: 'income', amount: 0.15, frequency: 'annual' },
    { label: 'Credit', kind: 'income', amount: -3_489.72, frequency: 'monthly' },
    { label: 'Rebate', kind: 'expense', amount: -2_816.3, frequency: 'annual' },
    { label: 'Fee', kind: 'expense', amount: 0.03, frequency: 'monthly' },
  ];

  it('takes a year times the months, then one division by 12, so an exact half cent rounds away from zero', () => {
    // 45,000 − 50,000 + 0.225 − 62,814.96 + 4,224.45 − 0.54 = −63,590.825
    const base = calculateFixFlip({ ...deal, lineItems: lines });
    expect(base.profit).toBe(-63_590.83);
    expect(base.lineItems?.map((line) => line.overHold)).toEqual([0.23, -62_814.96, -4_224.45, 0.54]);
    // one more monthly income line of −$2,022.74 moves the profit by exactly 18 × that
    const more = calculateFixFlip({ ...deal, lineItems: [...lines, { label: 'Loss', kind: 'income', amount: -2_022.74, frequency: 'monthly' }] });
    expect(more.profit).toBe(-100_000.15);
  });
});
