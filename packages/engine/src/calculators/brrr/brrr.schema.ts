import * as z from 'zod/mini';
import { out, percent } from '../../money/schemaFields';
import { amount, notDefinedSchema, positiveMoney, riskLevelSchema } from '../shared';
import { checkLineItemBases, lineItemFields, lineItemsResultField, type LineItemInputKey } from '../lineItems';

/** Message for a refinance loan sent without its rate. */
export const BRRR_RATE_REQUIRED = "required when there is a refinance loan: enter the loan's annual rate (0 only for an interest-free loan)";

/**
 * BRRR (buy, rehab, rent, refinance) inputs. Money fields are USD; `utilities`, `insurance`,
 * `taxes` and `maintenance` are per month. As in the calculator form, an empty number
 * counts as 0 and an empty wholesale fee as 10 % (spec 2 §5).
 */
export const brrrInputSchema = /* @__PURE__ */ (() => z
  .object({
    /** Price agreed with the seller, USD (before any wholesale fee). */
    purchasePrice: amount(),
    /** Cash paid at purchase, USD. */
    downPayment: z._default(amount(), 0),
    /** Closing costs at purchase, USD. */
    closingCosts: z._default(amount(), 0),
    /** Rehab budget, USD. */
    rehabCosts: z._default(amount(), 0),
    /** Value after the rehab, USD. */
    afterRepairValue: positiveMoney(),
    /**
     * Refinance loan rate, annual percent. Required whenever there is a refinance loan
     * (LTV above 0): a silent 0 % would understate the payment. 0 is accepted when given.
     */
    refinanceRate: z.optional(percent()),
    /** Refinance loan-to-value, percent of ARV. */
    refinanceLTV: z._default(percent(), 0),
    /** Scheduled rent after the rehab, USD per month. */
    monthlyRent: z._default(amount(), 0),
    /** Months from purchase to refinance. */
    holdingTime: z._default(z.number().check(z.minimum(0, 'must be zero or more'), z.maximum(600, 'must be at most 600 months')), 0),
    utilities: z._default(amount(), 0),
    insurance: z._default(amount(), 0),
    taxes: z._default(amount(), 0),
    maintenance: z._default(amount(), 0),
    /** Share of rent lost to vacancy, percent. */
    vacancyRate: z._default(percent(), 0),
    /** Bought through a wholesaler: the price rises by the wholesale fee percent. */
    isWholesaled: z._default(z.boolean(), false),
    /** Wholesale fee, percent of the purchase price (0 to 50). */
    wholesaleFeePercent: z._default(percent(50), 10),
    /**
     * Custom lines: income adds to the rent before vacancy, expenses to the monthly operating
     * costs of the rental, costs to the cash invested and the cost-to-ARV (their sum is in
     * `totalCashInvested`, so in the cash left in the deal).
     */
    ...lineItemFields,
  }).check(z.refine((v) => v.downPayment <= v.purchasePrice, {
    path: ['downPayment'],
    message: 'must not exceed the purchase price',
  }), z.refine((v) => v.refinanceLTV === 0 || v.refinanceRate !== undefined, {
    path: ['refinanceRate'],
    message: BRRR_RATE_REQUIRED,
  }), z.superRefine((v, ctx) => checkLineItemBases({ calculator: 'BRRR', hasRent: true, ...v }, ctx))))();
export type BrrrInput = z.input<typeof brrrInputSchema>;
/** Every input filled in, as `brrrDefaults` returns it. */
export type BrrrValues = Omit<z.output<typeof brrrInputSchema>, LineItemInputKey>;
/** The input after validation, custom lines included. */
export type BrrrParsed = z.output<typeof brrrInputSchema>;

export const brrrRefinanceComplianceSchema = /* @__PURE__ */ (() => z.object({
  /** Loan-to-value at or below 80 %. */
  isCompliant: z.boolean(),
  /** Refinance loan ÷ ARV, percent units. */
  ltvRatio: out(),
  /** 80 % of ARV, USD. */
  maxLoanAmount: out(),
  message: z.string(),
}))();

export const brrrResultSchema = /* @__PURE__ */ (() => z.object({
  /** Purchase price after the wholesale fee (equal to the price when not wholesaled), USD. */
  adjustedPurchasePrice: out(),
  /** Wholesale fee added to the price, USD. */
  wholesaleFee: out(),
  /** Down payment + closing costs + rehab + cost lines, USD. */
  totalCashInvested: out(),
  /** (Utilities + insurance + taxes) × holding months, USD. */
  holdingCosts: out(),
  /** ARV × LTV, USD. */
  refinanceLoanAmount: out(),
  /** Refinance loan − (adjusted price − down payment), USD; negative when the loan does not clear the purchase debt. */
  cashOutAtRefinance: out(),
  /** max(0, cash invested + holding costs − cash out), USD. */
  cashLeftInDeal: out(),
  /** Rent and income lines after vacancy, USD per month. */
  effectiveMonthlyRent: out(),
  /** Insurance + taxes + maintenance + expense lines, USD per month. */
  monthlyOperatingCosts: out(),
  /** Refinance loan payment over 360 months, USD per month. */
  monthlyMortgagePayment: out(),
  monthlyNetCashFlow: out(),
  annualNetCashFlow: out(),
  /** True when no cash is left in the deal and the rental makes money. */
  infiniteReturn: z.boolean(),
  /**
   * Annual cash flow ÷ cash left in deal, percent units; null when no cash is left (an infinite
   * return when the rental makes money, undefined when it does not; see `notDefined`).
   */
  actualCashOnCashReturn: z.nullable(out()),
  /** (Equity + annual cash flow) ÷ (cash invested + holding costs), percent units; null when nothing was spent. */
  totalROI: z.nullable(out()),
  /** (Adjusted price + closing + rehab + cost lines) ÷ ARV (ratio). */
  costToArvRatio: out(),
  /** Cost-to-ARV at or below 0.75. */
  isViableProject: z.boolean(),
  costToArvMessage: z.string(),
  /** ARV − refinance loan, USD. */
  equity: out(),
  refinanceCompliance: brrrRefinanceComplianceSchema,
  riskLevel: riskLevelSchema,
  /** Why `actualCashOnCashReturn` or `totalROI` is null, when it is. */
  notDefined: notDefinedSchema(['actualCashOnCashReturn', 'totalROI']),
  /** The custom lines with their dollars, when the input carried any. */
  lineItems: lineItemsResultField(),
}))();
export type BrrrResult = z.infer<typeof brrrResultSchema>;
export type BrrrRefinanceCompliance = z.infer<typeof brrrRefinanceComplianceSchema>;
