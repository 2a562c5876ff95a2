import * as z from 'zod/mini';
import { money, percent, positiveInt } from '../../money/schemaFields';
import { rentalDealDefaults, rentalDealInputSchema, type RentalDealInput } from '../rentalDeal/rentalDeal.schema';

// Yearly growth may be negative (falling rents, a falling market) but not below −99 %.
const growthPercent = () => z.number().check(z.minimum(-99, 'must be at least -99'), z.maximum(100, 'must be at most 100'));

/** How the property is valued each year and at the sale. */
export const exitValuations = ['appreciation', 'exitCapRate'] as const;
export type ExitValuation = (typeof exitValuations)[number];

/** The assumptions of a hold that a calculator does not ask for: years, growth, exit and discounting. */
export const holdAssumptionsSchema = /* @__PURE__ */ (() => z.object({
  /** Years held before the sale, 1–40. */
  holdingYears: positiveInt().check(z.maximum(40, 'must be at most 40 years')),
  /** Yearly rent increase, percent. */
  annualRentGrowthPercent: growthPercent(),
  /** Yearly increase of the fixed operating expenses, percent. */
  annualExpenseGrowthPercent: growthPercent(),
  /** `appreciation`: value grows by `annualAppreciationPercent`; `exitCapRate`: value = the year's NOI ÷ `exitCapRatePercent`. */
  exitValuation: z.enum(exitValuations),
  /** Yearly change of the property value, percent (used with `appreciation`). */
  annualAppreciationPercent: growthPercent(),
  /** Cap rate a buyer would pay at the sale, percent (used with `exitCapRate`); more than 0. */
  exitCapRatePercent: z.number().check(z.gt(0, 'must be more than zero'), z.maximum(100, 'must be at most 100')),
  /** Broker, transfer-tax and closing costs of the sale, percent of the sale price. */
  sellingCostsPercent: percent(100),
  /** Rate used for the NPV, percent a year. */
  discountRatePercent: percent(100),
}))();
export type HoldAssumptions = z.input<typeof holdAssumptionsSchema>;

/**
 * A rental deal (`rentalDealInputSchema`) with the hold assumptions, and optionally the cash the
 * investor really has in the deal when it is not down payment + closing + rehab (after a BRRRR
 * refinance it is the cash left in the deal).
 */
export const rentalHoldInputSchema = /* @__PURE__ */ (() => z.object({
  ...rentalDealInputSchema.shape,
  /** Cash the investor has in the deal, USD; when absent, down payment + closing costs + rehab. */
  cashInvested: z.optional(money()),
  ...holdAssumptionsSchema.shape,
}))();
export type RentalHoldInput = z.input<typeof rentalHoldInputSchema>;
export type RentalHold = z.output<typeof rentalHoldInputSchema>;

/**
 * Hold assumptions a new investor can start from, each stated on screen: 10 years, rent and
 * expenses growing 3 % a year, value growing 3 % a year (exit cap rate 6 % when chosen
 * instead), 6 % selling costs and an 8 % discount rate.
 *
 * @example
 * holdAssumptionDefaults({ holdingYears: 5 }).holdingYears // 5
 */
export function holdAssumptionDefaults(overrides: Partial<HoldAssumptions> = {}): HoldAssumptions {
  return {
    holdingYears: 10,
    annualRentGrowthPercent: 3,
    annualExpenseGrowthPercent: 3,
    exitValuation: 'appreciation',
    annualAppreciationPercent: 3,
    exitCapRatePercent: 6,
    sellingCostsPercent: 6,
    discountRatePercent: 8,
    ...overrides,
  };
}

/**
 * `rentalDealDefaults()` with `holdAssumptionDefaults()`, any field replaced by `overrides`.
 *
 * @example
 * rentalHoldDefaults({ monthlyRent: 5_000 }).monthlyRent // 5000
 */
export function rentalHoldDefaults(overrides: Partial<RentalHoldInput> = {}): RentalHoldInput {
  const { cashInvested, ...rest } = overrides;
  const base: RentalDealInput = rentalDealDefaults();
  return { ...base, ...holdAssumptionDefaults(), ...rest, ...(cashInvested === undefined ? {} : { cashInvested }) };
}

/** Results a sensitivity table or a goal seek can show. */
export const dealMetrics = [
  'monthlyCashFlow',
  'annualCashFlow',
  'netOperatingIncome',
  'cashOnCashPercent',
  'capRatePercent',
  'dscr',
  'irrPercent',
  'npv',
  'equityMultiple',
] as const;
export type DealMetric = (typeof dealMetrics)[number];

/** How a result is measured: dollars, percent units or a plain ratio. */
export type DealUnit = 'usd' | 'percent' | 'ratio';

export interface DealMetricInfo {
  label: string;
  unit: DealUnit;
  /** What the number is and what it assumes, in a sentence. */
  description: string;
  /** True when the figure needs the whole hold (growth, sale), false when it is year one alone. */
  usesHold: boolean;
}

/** Label, unit and meaning of each result. */
export const dealMetricInfo: Readonly<Record<DealMetric, DealMetricInfo>> = {
  monthlyCashFlow: { label: 'Monthly cash flow', unit: 'usd', usesHold: false, description: 'Year-one cash flow before tax ÷ 12.' },
  annualCashFlow: { label: 'Annual cash flow', unit: 'usd', usesHold: false, description: 'Year-one NOI − year-one debt service, before tax.' },
  netOperatingIncome: { label: 'Net operating income', unit: 'usd', usesHold: false, description: 'Year-one rent after vacancy − operating expenses.' },
  cashOnCashPercent: { label: 'Cash-on-cash return', unit: 'percent', usesHold: false, description: 'Year-one cash flow ÷ cash invested.' },
  capRatePercent: { label: 'Cap rate', unit: 'percent', usesHold: false, description: 'Year-one NOI ÷ purchase price.' },
  dscr: { label: 'Debt service coverage (DSCR)', unit: 'ratio', usesHold: false, description: 'Year-one NOI ÷ year-one debt service.' },
  irrPercent: { label: 'IRR', unit: 'percent', usesHold: true, description: 'Annual rate at which the equity cash flows of the whole hold, sale included, have an NPV of zero.' },
  npv: { label: 'NPV', unit: 'usd', usesHold: true, description: 'Equity cash flows of the whole hold discounted at the chosen rate.' },
  equityMultiple: { label: 'Equity multiple', unit: 'ratio', usesHold: true, description: 'Cash back over the hold, sale included ÷ cash put in.' },
};

/** Inputs a sensitivity table can vary and a goal seek can solve for. */
export const dealInputs = [
  'purchasePrice',
  'monthlyRent',
  'interestRatePercent',
  'downPaymentPercent',
  'annualOperatingExpenses',
  'vacancyPercent',
  'annualRentGrowthPercent',
  'annualAppreciationPercent',
  'exitCapRatePercent',
] as const;
export type DealInput = (typeof dealInputs)[number];

export interface DealInputInfo {
  label: string;
  unit: DealUnit;
  /** Lowest and highest value the input accepts. */
  min: number;
  max: number;
  /** A step a person would try first. */
  defaultStep: number;
}

/** Label, unit, range and a first step of each input. */
export const dealInputInfo: Readonly<Record<DealInput, DealInputInfo>> = {
  purchasePrice: { label: 'Purchase price', unit: 'usd', min: 0, max: 1_000_000_000, defaultStep: 25_000 },
  monthlyRent: { label: 'Monthly rent', unit: 'usd', min: 0, max: 10_000_000, defaultStep: 250 },
  interestRatePercent: { label: 'Interest rate', unit: 'percent', min: 0, max: 100, defaultStep: 0.5 },
  downPaymentPercent: { label: 'Down payment', unit: 'percent', min: 0, max: 100, defaultStep: 5 },
  annualOperatingExpenses: { label: 'Operating expenses (annual)', unit: 'usd', min: 0, max: 1_000_000_000, defaultStep: 2_000 },
  vacancyPercent: { label: 'Vacancy', unit: 'percent', min: 0, max: 100, defaultStep: 2.5 },
  annualRentGrowthPercent: { label: 'Rent growth (yearly)', unit: 'percent', min: -99, max: 100, defaultStep: 1 },
  annualAppreciationPercent: { label: 'Appreciation (yearly)', unit: 'percent', min: -99, max: 100, defaultStep: 1 },
  exitCapRatePercent: { label: 'Exit cap rate', unit: 'percent', min: 0.01, max: 100, defaultStep: 0.5 },
};
