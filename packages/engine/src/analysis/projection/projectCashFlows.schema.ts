import * as z from 'zod/mini';
import { percent, positiveInt } from '../../money/schemaFields';
import { rentalDealDefaults, rentalDealInputSchema } from '../rentalDeal/rentalDeal.schema';

// Yearly growth can be negative (falling rents, a falling market) but not below −99 %.
const growthPercent = () => z.number().check(z.minimum(-99, 'must be at least -99'), z.maximum(100, 'must be at most 100'));

/**
 * Input of `projectCashFlows`: a rental deal (see `rentalDealInputSchema`) held for
 * `holdingYears` and sold at the end of the last year. Percents in percent units.
 */
export const cashFlowProjectionInputSchema = /* @__PURE__ */ (() => z.object({
  ...rentalDealInputSchema.shape,
  /** Years held before the sale, 1–40. */
  holdingYears: positiveInt().check(z.maximum(40, 'must be at most 40 years')),
  /** Yearly rent increase, percent (year 1 rent is `monthlyRent` × 12). */
  annualRentGrowthPercent: growthPercent(),
  /** Yearly increase of the fixed operating expenses, percent. */
  annualExpenseGrowthPercent: growthPercent(),
  /** Yearly change of the property value, percent (starts from the purchase price). */
  annualAppreciationPercent: growthPercent(),
  /** Broker, transfer-tax and closing costs of the sale, percent of the sale price. */
  sellingCostsPercent: percent(100),
  /** Rate used for the NPV, percent a year; 8 when left out. */
  discountRatePercent: z._default(percent(100), 8),
}))();
export type CashFlowProjectionInput = z.input<typeof cashFlowProjectionInputSchema>;

const money = () => z.number();
const nullableNumber = () => z.nullable(z.number());

export const projectionYearSchema = /* @__PURE__ */ (() => z.object({
  year: z.number().check(z.int()),
  /** Scheduled rent for the year, USD. */
  grossRent: money(),
  vacancyLoss: money(),
  effectiveGrossIncome: money(),
  /** Management fee (part of `operatingExpenses`), USD. */
  managementFee: money(),
  /** Fixed expenses grown for the year plus the management fee, USD. */
  operatingExpenses: money(),
  netOperatingIncome: money(),
  /** Mortgage payments made during the year (0 once the loan is paid off), USD. */
  debtService: money(),
  cashFlowBeforeTax: money(),
  /** Loan balance at the end of the year, USD. */
  loanBalance: money(),
  /** Property value at the end of the year, USD. */
  propertyValue: money(),
  /** Property value − loan balance at the end of the year, USD. */
  equity: money(),
  /** The year's cash flow ÷ initial equity, percent; null when no equity was invested. */
  cashOnCashPercent: nullableNumber(),
}))();
export type ProjectionYear = z.infer<typeof projectionYearSchema>;

export const cashFlowProjectionResultSchema = /* @__PURE__ */ (() => z.object({
  years: z.array(projectionYearSchema),
  sale: z.object({
    /** Property value at the end of the last year, USD. */
    salePrice: money(),
    sellingCosts: money(),
    loanPayoff: money(),
    /** Sale price − selling costs − loan payoff, USD; negative when the sale does not clear the loan. */
    netSaleProceeds: money(),
  }),
  totals: z.object({
    downPayment: money(),
    loanAmount: money(),
    /** Down payment + closing costs + rehab, USD. */
    initialEquityInvested: money(),
    /** Sum of the yearly cash flows before tax, USD. */
    totalCashFlow: money(),
    /** Total cash flow + net sale proceeds − initial equity, USD. */
    totalProfit: money(),
    /** Annual IRR of the equity cash flows, percent; null when the flows have no IRR. */
    irrPercent: nullableNumber(),
    discountRatePercent: z.number(),
    /** NPV of the equity cash flows at `discountRatePercent`, USD. */
    npv: money(),
    /** Money back ÷ money in (negative years count as money in); null when nothing was invested. */
    equityMultiple: nullableNumber(),
    /** Mean of the yearly cash-on-cash returns, percent; null when no equity was invested. */
    averageCashOnCashPercent: nullableNumber(),
  }),
  /** The equity cash flows behind IRR and NPV: year 0 (−initial equity) … year N (cash flow + net sale proceeds), USD. */
  cashFlows: z.array(money()),
}))();
export type CashFlowProjection = z.infer<typeof cashFlowProjectionResultSchema>;

/**
 * A complete projection input: `rentalDealDefaults()` held 10 years with 3 % rent growth,
 * 3 % expense growth, 3 % appreciation, 6 % selling costs and an 8 % discount rate,
 * with any field replaced by `overrides`.
 *
 * @example
 * cashFlowProjectionDefaults({ holdingYears: 5 }).holdingYears // 5
 */
export function cashFlowProjectionDefaults(overrides: Partial<CashFlowProjectionInput> = {}): CashFlowProjectionInput {
  return {
    ...rentalDealDefaults(),
    holdingYears: 10,
    annualRentGrowthPercent: 3,
    annualExpenseGrowthPercent: 3,
    annualAppreciationPercent: 3,
    sellingCostsPercent: 6,
    discountRatePercent: 8,
    ...overrides,
  };
}
