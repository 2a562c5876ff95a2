import * as z from 'zod/mini';
import { out, percent, positiveInt } from '../../money/schemaFields';
import { amount, notDefinedSchema, positiveMoney } from '../shared';
import { checkLineItemBases, lineItemFields, lineItemsResultField, type LineItemInputKey } from '../lineItems';

/** Default Buy & Hold inputs; maintenance, not listed here, is derived from price and rent (`buyHoldDefaults`) (spec 2 §9). */
export const BUY_HOLD_DEFAULTS = {
  purchasePrice: 1_250_000,
  downPaymentPercent: 25,
  interestRate: 4.75,
  loanTerm: 30,
  grossMonthlyRent: 15_000,
  vacancyRate: 5,
  propertyTax: 24_000,
  insurance: 8_500,
  propertyManagementPercent: 8,
  isWholesaled: false,
  wholesaleFeePercent: 10,
} as const;

/**
 * The Buy & Hold compliance check's assumptions (ARV multiple, rehab, closing share) and caps (spec 2 §9).
 * The closing share is the deal's closing-cost default, not a separate compliance rule: the check
 * counts the same closing costs as the cash invested (the figure entered, else this share of the price).
 */
export const BUY_HOLD_COMPLIANCE = {
  /** ARV assumed as 1.15 × purchase price. */
  arvMultiple: 1.15,
  /** Rehab budget assumed in every Buy & Hold compliance check, USD. */
  assumedRehab: 25_000,
  /** Closing costs as a percent of the purchase price, used when no closing-cost figure is entered. */
  closingCostPercent: 3,
  /** Highest total-project-cost ÷ ARV a compliant deal may have. */
  maxCostToArvRatio: 0.8,
  /** Highest finder's (wholesale) fee, percent of price, a compliant wholesaled deal may carry. */
  findersFeeCapPercent: 10,
} as const;

/** Creative pathways the compliance area lists for deals that miss the cost-to-ARV cap (spec 2 §2). */
export const BUY_HOLD_CREATIVE_PATHWAYS = [
  'Seller financing',
  'Lease option',
  'Owner financing with balloon',
  'Contract for deed',
] as const;

export const buyHoldInputSchema = /* @__PURE__ */ (() => z.object({
  /** Purchase price, USD. */
  purchasePrice: z._default(positiveMoney(), BUY_HOLD_DEFAULTS.purchasePrice),
  /** Down payment, percent of the purchase price. */
  downPaymentPercent: z._default(percent(), BUY_HOLD_DEFAULTS.downPaymentPercent),
  /** Mortgage interest rate, annual percent. */
  interestRate: z._default(percent(), BUY_HOLD_DEFAULTS.interestRate),
  /** Mortgage term, whole years. */
  loanTerm: z._default(positiveInt().check(z.maximum(50, 'must be at most 50 years')), BUY_HOLD_DEFAULTS.loanTerm),
  /** Scheduled rent before vacancy, USD per month. */
  grossMonthlyRent: z._default(amount(), BUY_HOLD_DEFAULTS.grossMonthlyRent),
  /** Share of rent lost to vacancy, percent. */
  vacancyRate: z._default(percent(), BUY_HOLD_DEFAULTS.vacancyRate),
  /** Property tax, USD per year. */
  propertyTax: z._default(amount(), BUY_HOLD_DEFAULTS.propertyTax),
  /** Insurance, USD per year. */
  insurance: z._default(amount(), BUY_HOLD_DEFAULTS.insurance),
  /** Maintenance, USD per year; when absent, the larger of 1 % of price and 10 % of annual rent. */
  maintenance: z.optional(amount()),
  /** Property management fee, percent of effective gross income. */
  propertyManagementPercent: z._default(percent(), BUY_HOLD_DEFAULTS.propertyManagementPercent),
  /**
   * The buyer's closing costs, USD (taxes, title, fees: for a NYC lot `nycClosingCosts`); when
   * absent, 3 % of the purchase price (`BUY_HOLD_COMPLIANCE.closingCostPercent`).
   */
  closingCosts: z.optional(amount()),
  /** Bought through a wholesaler: the finder's fee enters the compliance check. */
  isWholesaled: z._default(z.boolean(), BUY_HOLD_DEFAULTS.isWholesaled),
  /** Wholesaler's (finder's) fee, percent of the purchase price (0 to 50, spec 2 §5). */
  wholesaleFeePercent: z._default(percent(50), BUY_HOLD_DEFAULTS.wholesaleFeePercent),
  /**
   * After-repair value for the compliance check, USD; when absent, 1.15 × the purchase price
   * (spec 2 §9). With the assumed ARV no deal can comply (price + 25,000 rehab alone is above
   * 80 % of 1.15 × price = 0.92 × price), so a known ARV may be given.
   */
  afterRepairValue: z.optional(positiveMoney()),
  /**
   * Custom lines: income adds to the rent before vacancy (and so bears vacancy and management),
   * expenses to the operating expenses, costs to the cash invested and the project cost.
   */
  ...lineItemFields,
}).check(z.superRefine((v, ctx) => checkLineItemBases({ calculator: 'Buy & Hold', hasRent: true, ...v }, ctx))))();
/** What a caller may pass: every field is optional and falls back to its default (`BUY_HOLD_DEFAULTS`). */
export type BuyHoldInput = z.input<typeof buyHoldInputSchema>;
/**
 * Every input filled in, as `buyHoldDefaults` returns it (maintenance resolved); closing costs
 * stay optional, since leaving them out has a meaning of its own (3 % of the price).
 */
export type BuyHoldValues = Omit<z.output<typeof buyHoldInputSchema>, 'maintenance' | 'afterRepairValue' | LineItemInputKey> & {
  maintenance: number;
};

export const buyHoldWholesaleAnalysisSchema = /* @__PURE__ */ (() => z.object({
  /** Finder's fee paid to the wholesaler, USD (0 when not wholesaled). */
  findersFee: out(),
  /** Total project cost including the finder's fee, USD. */
  adjustedTotalCost: out(),
  /** Finder's fee as a percent of the purchase price (0 when not wholesaled). */
  feePercentage: out(),
  /** Compliant on cost-to-ARV and the fee within the 10 % finder's-fee cap. */
  stillCompliant: z.boolean(),
}))();

export const buyHoldComplianceSchema = /* @__PURE__ */ (() => z.object({
  strategy: z.literal('buy_hold'),
  /** Price + finder's fee + 25,000 rehab + closing costs (as in `closingCosts`) + cost lines, USD. */
  totalProjectCost: out(),
  /** After-repair value used: the input, or 1.15 × purchase price, USD. */
  afterRepairValue: out(),
  /** Total project cost ÷ ARV (ratio, 0.9130). */
  costToArvRatio: out(),
  /** Highest compliant cost-to-ARV ratio (0.8). */
  maxAllowedRatio: out(),
  isCompliant: z.boolean(),
  complianceMessage: z.string(),
  /** Pathways to consider when a deal misses the cap. */
  creativePathways: z.array(z.string()),
  wholesaleAnalysis: buyHoldWholesaleAnalysisSchema,
}))();

export const buyHoldResultSchema = /* @__PURE__ */ (() => z.object({
  downPaymentAmount: out(),
  loanAmount: out(),
  /** Principal and interest, USD per month. */
  monthlyMortgage: out(),
  /** Mortgage payments over a year, USD. */
  annualDebtService: out(),
  /** Rent (and income lines) lost to vacancy, USD per month. */
  monthlyVacancyLoss: out(),
  /** Rent and income lines after vacancy, USD per year. */
  effectiveGrossIncome: out(),
  /** Maintenance used, USD per year (the input or its default). */
  annualMaintenance: out(),
  /** Property management fee, USD per year. */
  annualManagementFee: out(),
  /** Tax + insurance + maintenance + management + expense lines, USD per year. */
  annualOperatingExpenses: out(),
  /** Effective gross income − operating expenses, USD per year. */
  annualNOI: out(),
  monthlyCashFlow: out(),
  annualCashFlow: out(),
  /** Closing costs used, USD: the input, or 3 % of the price when none was entered. */
  closingCosts: out(),
  /** Down payment + closing costs + cost lines, USD. */
  totalCashInvested: out(),
  /** NOI ÷ price, percent units. */
  capRate: out(),
  /** Annual cash flow ÷ cash invested, percent units; null when no cash goes in (no down payment, no closing costs). */
  cashOnCashReturn: z.nullable(out()),
  /** NOI ÷ annual debt service; null when nothing is borrowed. */
  dscr: z.nullable(out()),
  compliance: buyHoldComplianceSchema,
  /** Why `dscr` or `cashOnCashReturn` is null, when it is (nothing borrowed; no cash invested). */
  notDefined: notDefinedSchema(['dscr', 'cashOnCashReturn']),
  /** The custom lines with their dollars, when the input carried any. */
  lineItems: lineItemsResultField(),
}))();
export type BuyHoldResult = z.infer<typeof buyHoldResultSchema>;
export type BuyHoldCompliance = z.infer<typeof buyHoldComplianceSchema>;
