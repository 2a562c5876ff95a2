import * as z from 'zod/mini';
import { out, percent } from '../../money/schemaFields';
import { amount, notDefinedSchema, positiveMoney, riskLevelSchema } from '../shared';
import { checkLineItemBases, lineItemFields, lineItemsResultField, type LineItemInputKey } from '../lineItems';

/**
 * Shortest hold the calculator accepts, months (about three days). Any positive hold used
 * to pass, and a return annualized over a vanishing hold (5e-324 months) is not a number.
 */
export const FIX_FLIP_MIN_HOLDING_MONTHS = 0.1;

/** Default Fix & Flip inputs; the ARV, not listed here, defaults to 1.3 × the purchase price (spec 2 §9). */
export const FIX_FLIP_DEFAULTS = {
  downPaymentPercent: 25,
  closingCosts: 3_000,
  rehabCost: 25_000,
  holdingMonths: 6,
  interestRate: 8,
  sellingCostsPercent: 6,
  contingencyPercent: 10,
} as const;

export const fixFlipInputSchema = /* @__PURE__ */ (() => z.object({
  /** Purchase price, USD. */
  purchasePrice: positiveMoney(),
  /** Value after the rehab, USD; defaults to 1.3 × the purchase price. */
  afterRepairValue: z.optional(positiveMoney()),
  /** Down payment, percent of the purchase price; the rest is an interest-only loan. */
  downPaymentPercent: z._default(percent(), FIX_FLIP_DEFAULTS.downPaymentPercent),
  /** Closing costs at purchase, USD. */
  closingCosts: z._default(amount(), FIX_FLIP_DEFAULTS.closingCosts),
  /** Rehab budget, USD. */
  rehabCost: z._default(amount(), FIX_FLIP_DEFAULTS.rehabCost),
  /** Months from purchase to sale. */
  holdingMonths: z._default(z.number().check(
    z.minimum(FIX_FLIP_MIN_HOLDING_MONTHS, `must be at least ${FIX_FLIP_MIN_HOLDING_MONTHS} months (about 3 days)`),
    z.maximum(120, 'must be at most 120 months'),
  ), FIX_FLIP_DEFAULTS.holdingMonths),
  /** Loan interest rate, annual percent. */
  interestRate: z._default(percent(), FIX_FLIP_DEFAULTS.interestRate),
  /** Selling costs (commission, transfer tax), percent of ARV. */
  sellingCostsPercent: z._default(percent(), FIX_FLIP_DEFAULTS.sellingCostsPercent),
  /** Rehab contingency, percent of the rehab budget. */
  contingencyPercent: z._default(percent(), FIX_FLIP_DEFAULTS.contingencyPercent),
  /**
   * Custom lines: recurring expense lines are paid over the hold (monthly × holding months) and,
   * like cost lines, add to the project cost and the cash invested; recurring income lines earned
   * over the hold add to the profit. A flip has no rent: a `percent_of_rent` line is refused.
   */
  ...lineItemFields,
}).check(z.superRefine((v, ctx) => checkLineItemBases({ calculator: 'Fix & Flip', hasRent: false, ...v }, ctx))))();
export type FixFlipInput = z.input<typeof fixFlipInputSchema>;
/** The input after validation, defaults filled and custom lines included. */
export type FixFlipParsed = z.output<typeof fixFlipInputSchema>;
/** Every input filled in, as `fixFlipDefaults` returns it. */
export type FixFlipValues = Omit<z.output<typeof fixFlipInputSchema>, 'afterRepairValue' | LineItemInputKey> & { afterRepairValue: number };

export const FLIP_VIABILITY = ['viable', 'high_risk'] as const;

export const fixFlipResultSchema = /* @__PURE__ */ (() => z.object({
  /** ARV used (the input or 1.3 × price), USD. */
  afterRepairValue: out(),
  downPaymentAmount: out(),
  loanAmount: out(),
  /** Rehab × contingency %, USD. */
  contingency: out(),
  /** Interest-only loan cost over the hold: loan × rate ÷ 12 × months, USD. */
  holdingCosts: out(),
  /** ARV × selling costs %, USD. */
  sellingCosts: out(),
  /** Price + closing + rehab + contingency + holding + selling + cost lines + expense lines over the hold, USD. */
  totalProjectCost: out(),
  /** Down payment + closing + rehab + contingency + holding costs + cost lines + expense lines over the hold, USD. */
  totalCashInvested: out(),
  /** ARV − total project cost + income lines over the hold, USD. */
  profit: out(),
  /** Profit ÷ cash invested, percent units; null when no cash goes in. */
  roi: z.nullable(out()),
  /** ROI × 12 ÷ holding months (simple, not compounded), percent units; null with roi. */
  annualizedRoi: z.nullable(out()),
  /** (Price + rehab) ÷ ARV: the 70 % rule's ratio. */
  costToArvRatio: out(),
  /** 70 % of ARV − rehab, USD. */
  maxAllowableOffer: out(),
  /** Cost-to-ARV ≤ 0.70 and ROI ≥ 15 %. */
  meets70PercentRule: z.boolean(),
  viability: z.enum(FLIP_VIABILITY),
  riskLevel: riskLevelSchema,
  /** Why `roi` and `annualizedRoi` are null, when they are. */
  notDefined: notDefinedSchema(['roi', 'annualizedRoi']),
  /** The custom lines with their dollars (`overHold`: over the holding months), when the input carried any. */
  lineItems: lineItemsResultField(),
}))();
export type FixFlipResult = z.infer<typeof fixFlipResultSchema>;
export type FlipViability = (typeof FLIP_VIABILITY)[number];
