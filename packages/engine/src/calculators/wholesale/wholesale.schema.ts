import * as z from 'zod/mini';
import { out, percent } from '../../money/schemaFields';
import { amount, positiveMoney, riskLevelSchema } from '../shared';
import { checkLineItemBases, lineItemFields, lineItemsResultField, type LineItemInputKey } from '../lineItems';

/**
 * Default Wholesale inputs: an 8,000 fee, 45 days to close and a 15 % minimum investor ROI (spec 2 §9),
 * plus the end investor's assumed 25 % down payment and 6 % selling costs.
 */
export const WHOLESALE_DEFAULTS = {
  assignmentFee: 8_000,
  daysToClose: 45,
  minimumInvestorRoi: 15,
  investorDownPaymentPercent: 25,
  investorSellingCostsPercent: 6,
} as const;

/** Shortest close the calculator accepts, days (spec 2 §9: "time to close at least 21 days"). */
export const WHOLESALE_MIN_DAYS_TO_CLOSE = 21;

export const wholesaleInputSchema = /* @__PURE__ */ (() => z.object({
  /** Value after the rehab, USD. */
  afterRepairValue: positiveMoney(),
  /** Rehab the end investor will fund, USD. */
  rehabCost: amount(),
  /** Price in the wholesaler's contract with the seller, USD. */
  contractPrice: positiveMoney(),
  /** Wholesaler's assignment fee, USD. */
  assignmentFee: z._default(amount(), WHOLESALE_DEFAULTS.assignmentFee),
  /** Days until closing; at least 21. */
  daysToClose: z._default(z.number().check(
    z.int('must be a whole number of days'),
    z.minimum(WHOLESALE_MIN_DAYS_TO_CLOSE, `must be at least ${WHOLESALE_MIN_DAYS_TO_CLOSE} days`),
    z.maximum(365, 'must be at most 365 days'),
  ), WHOLESALE_DEFAULTS.daysToClose),
  /** Lowest ROI an end investor accepts, percent. */
  minimumInvestorRoi: z._default(percent(1000), WHOLESALE_DEFAULTS.minimumInvestorRoi),
  /** End investor's down payment, percent of (contract + fee); the rest is financed. */
  investorDownPaymentPercent: z._default(z.number().check(
    z.minimum(1, 'must be at least 1'),
    z.maximum(100, 'must be at most 100'),
  ), WHOLESALE_DEFAULTS.investorDownPaymentPercent),
  /** End investor's selling costs, percent of ARV. */
  investorSellingCostsPercent: z._default(percent(), WHOLESALE_DEFAULTS.investorSellingCostsPercent),
  /**
   * Custom lines: the wholesaler's own income, expenses and costs (marketing, earnest money, title).
   * Recurring lines run over the days to close; they give `wholesalerNetProfit` and leave the end
   * investor's figures as they are. A wholesale deal has no rent: a `percent_of_rent` line is refused.
   */
  ...lineItemFields,
}).check(z.superRefine((v, ctx) => checkLineItemBases({ calculator: 'Wholesale', hasRent: false, ...v }, ctx))))();
export type WholesaleInput = z.input<typeof wholesaleInputSchema>;
/** Every input filled in, as `wholesaleDefaults` returns it. */
/** The input after validation, defaults filled and custom lines included. */
export type WholesaleParsed = z.output<typeof wholesaleInputSchema>;
export type WholesaleValues = Omit<z.output<typeof wholesaleInputSchema>, LineItemInputKey>;

export const WHOLESALE_VERDICTS = ['viable', 'needs_adjustment'] as const;

export const wholesaleResultSchema = /* @__PURE__ */ (() => z.object({
  /** 70 % of ARV − rehab, USD. */
  maxAllowableOffer: out(),
  /** Max allowable offer − contract price, USD (negative when the contract is above it). */
  spreadBelowMaxOffer: out(),
  /** Assignment fee ÷ contract price, percent units. */
  assignmentFeePercent: out(),
  /** Fee between 3 % and 15 % of the contract price. */
  feeWithinRange: z.boolean(),
  /** Contract + assignment fee: what the end investor pays, USD. */
  investorPurchasePrice: out(),
  investorDownPayment: out(),
  investorLoanAmount: out(),
  /** ARV × selling costs %, USD. */
  investorSellingCosts: out(),
  /** Investor's down payment + rehab, USD. */
  investorCashInvested: out(),
  /** ARV − selling costs − investor purchase price − rehab, USD. */
  investorProfit: out(),
  /** Investor profit ÷ investor cash invested, percent units. */
  investorRoi: out(),
  meetsMaxOffer: z.boolean(),
  meetsMinimumRoi: z.boolean(),
  isViable: z.boolean(),
  verdict: z.enum(WHOLESALE_VERDICTS),
  riskLevel: riskLevelSchema,
  /** 0–100: price spread (50) + fee share (30) + speed to close (20). */
  competitivenessScore: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  /** More than 60 days to close. */
  exceedsRecommendedClose: z.boolean(),
  warnings: z.array(z.string()),
  /**
   * Assignment fee + income lines − expense lines − cost lines, USD: what the wholesaler keeps.
   * Recurring lines count over the days to close (days × 12 ÷ 365 months). Present with custom lines.
   */
  wholesalerNetProfit: z.optional(out()),
  /** The custom lines with their dollars (`overHold`: over the days to close), when the input carried any. */
  lineItems: lineItemsResultField(),
}))();
export type WholesaleResult = z.infer<typeof wholesaleResultSchema>;
export type WholesaleVerdict = (typeof WHOLESALE_VERDICTS)[number];
