import * as z from 'zod/mini';
import { out, percent } from '../../money/schemaFields';
import { amount, notDefinedSchema, positiveMoney, riskLevelSchema } from '../shared';
import { checkLineItemBases, lineItemFields, lineItemsResultField, type LineItemInputKey } from '../lineItems';

export const CREATIVE_STRATEGY_IDS = [
  'subject_to',
  'seller_financing',
  'lease_option',
  'wrap_around',
  'land_contract',
] as const;
export const creativeStrategySchema = /* @__PURE__ */ (() => z.enum(CREATIVE_STRATEGY_IDS))();
export type CreativeStrategy = z.infer<typeof creativeStrategySchema>;

export const LEGAL_COMPLEXITIES = ['Simple', 'Moderate', 'Complex'] as const;
export const legalComplexitySchema = /* @__PURE__ */ (() => z.enum(LEGAL_COMPLEXITIES))();
export type LegalComplexity = z.infer<typeof legalComplexitySchema>;

/**
 * The strategies that finance the price on a new note (seller financing, wrap-around, land
 * contract). Their rate and term have no safe default: a silent 0 % over 0 years made the
 * payment $0 and the deal look free, so both must be given. 0 is accepted when typed on
 * purpose: a rate of 0 is an interest-free note, a term of 0 an interest-only note.
 */
export const NOTE_STRATEGIES = ['seller_financing', 'wrap_around', 'land_contract'] as const satisfies readonly CreativeStrategy[];

/**
 * The inputs each strategy cannot do without, because 0 is not a safe stand-in for them:
 * the note's rate and term; the existing loan and its payment a subject-to buyer takes over
 * (0 would be a free house); a lease option's lease payment, its term (0 months is no option)
 * and exercise price (0 would count the whole value as gain). An `EngineInputError` names each
 * one missing. 0 stays a valid, deliberate entry where it means something (an interest-free
 * note, a paid-off loan); the option term and exercise price must be above 0.
 */
export const CREATIVE_REQUIRED_FIELDS = {
  subject_to: ['sellerDebt', 'existingPayment'],
  seller_financing: ['interestRate', 'loanTerm'],
  lease_option: ['existingPayment', 'optionTerm', 'exercisePrice'],
  wrap_around: ['interestRate', 'loanTerm', 'underlyingBalance', 'underlyingRate', 'underlyingTermMonths'],
  land_contract: ['interestRate', 'loanTerm', 'balloonYear'],
} as const satisfies Readonly<Record<CreativeStrategy, readonly string[]>>;

/** A creative input some strategy requires. */
export type CreativeRequiredField = (typeof CREATIVE_REQUIRED_FIELDS)[CreativeStrategy][number];

/** Messages for a strategy sent without one of its required inputs. */
export const CREATIVE_REQUIRED_MESSAGES: Readonly<Record<CreativeRequiredField, string>> = {
  interestRate: "required for this strategy: enter the note's annual rate (enter 0 only for an interest-free note)",
  loanTerm: "required for this strategy: enter the note's term in years (enter 0 only for an interest-only note)",
  sellerDebt: "required for this strategy: enter the balance of the seller's existing loan (0 only if it is paid off)",
  existingPayment: 'required for this strategy: enter the monthly payment you take over (the loan or lease payment)',
  optionTerm: 'required for a lease option: enter the option term in months',
  exercisePrice: 'required for a lease option: enter the price at which you may buy',
  underlyingBalance: "required for a wrap-around: enter the balance of the seller's underlying loan (0 only if it is paid off)",
  underlyingRate: "required for a wrap-around: enter the underlying loan's annual rate",
  underlyingTermMonths: "required for a wrap-around: enter the months left on the underlying loan",
  balloonYear: 'required for a land contract: enter the year in which the remaining balance (the balloon) is due',
};

/** Default appreciation, annual percent (spec 2 §9). */
export const CREATIVE_DEFAULT_APPRECIATION = 3;

// An empty creative input counts as 0 (spec 2 §5).
const amountOrZero = () => z._default(amount(), 0);

/**
 * Creative financing inputs. Money is USD; `monthlyRent`, `existingPayment` and
 * `monthlyExpenses` are per month. Which fields a strategy shows is in `CREATIVE_STRATEGIES`.
 */
export const creativeFinancingFieldsSchema = /* @__PURE__ */ (() => z.object({
  strategy: creativeStrategySchema,
  /**
   * Today's value (and price) of the property, USD. Required: every ratio of the deal rests
   * on it, and a value of 0 would finance nothing and show a free deal.
   */
  propertyValue: positiveMoney(),
  monthlyRent: amountOrZero(),
  downPayment: amountOrZero(),
  closingCosts: amountOrZero(),
  /** Balance of the seller's existing loan, USD (subject-to: required; lease option: optional). */
  sellerDebt: z.optional(amount()),
  /** Monthly payment on the existing loan or lease, USD (required for subject-to and lease option). */
  existingPayment: z.optional(amount()),
  /** Option consideration paid up front, USD (lease option). */
  optionFee: amountOrZero(),
  /** Option term, whole months (required for a lease option, at least 1). */
  optionTerm: z.optional(z.number().check(
    z.int('must be a whole number of months'),
    z.minimum(0, 'must be zero or more'),
    z.maximum(600, 'must be at most 600 months'),
  )),
  /** Price at which the option may be exercised, USD (required for a lease option, above 0). */
  exercisePrice: z.optional(amount()),
  /**
   * Interest on the financed amount, annual percent. Required for seller financing,
   * wrap-around and land contract (`NOTE_STRATEGIES`); 0 is an explicit interest-free note.
   */
  interestRate: z.optional(percent()),
  /**
   * Amortization term, whole years. Required for the note strategies; 0 is an explicit
   * interest-only note (no principal is repaid).
   */
  loanTerm: z.optional(z.number().check(
    z.int('must be a whole number of years'),
    z.minimum(0, 'must be zero or more'),
    z.maximum(50, 'must be at most 50 years'),
  )),
  /** Wrap-around: balance still owed on the seller's underlying loan, USD (required for a wrap-around). */
  underlyingBalance: z.optional(amount()),
  /** Wrap-around: the underlying loan's annual rate, percent (required for a wrap-around). */
  underlyingRate: z.optional(percent()),
  /** Wrap-around: months left on the underlying loan (required for a wrap-around, at least 1). */
  underlyingTermMonths: z.optional(z.number().check(
    z.int('must be a whole number of months'),
    z.minimum(1, 'must be at least 1 month'),
    z.maximum(600, 'must be at most 600 months'),
  )),
  /**
   * Year in which the remaining balance of the note falls due in one payment (the balloon).
   * Required for a land contract; optional for a wrap-around (without it the wrap runs its term).
   * A balloon year past the note's term means the note is paid off at its term, with no balloon.
   */
  balloonYear: z.optional(z.number().check(
    z.int('must be a whole number of years'),
    z.minimum(1, 'must be at least year 1'),
    z.maximum(50, 'must be at most 50 years'),
  )),
  /** Taxes, insurance, maintenance and other running costs, USD per month. */
  monthlyExpenses: amountOrZero(),
  /** Annual appreciation, percent. */
  appreciationRate: z._default(percent(), CREATIVE_DEFAULT_APPRECIATION),
  /**
   * Custom lines: income adds to the rent, expenses to the monthly expenses, costs to the cash
   * invested (every structure alike; there is no vacancy here).
   */
  ...lineItemFields,
}))();

/** The inputs only some structures use: sent for another structure, they are refused rather than ignored. */
export const STRUCTURE_ONLY_FIELDS = ['underlyingBalance', 'underlyingRate', 'underlyingTermMonths', 'balloonYear'] as const;

/** Which of `STRUCTURE_ONLY_FIELDS` each structure takes. */
export const CREATIVE_STRATEGY_OWN_FIELDS = {
  subject_to: [],
  seller_financing: [],
  lease_option: [],
  wrap_around: ['underlyingBalance', 'underlyingRate', 'underlyingTermMonths', 'balloonYear'],
  land_contract: ['balloonYear'],
} as const satisfies Readonly<Record<CreativeStrategy, readonly (typeof STRUCTURE_ONLY_FIELDS)[number][]>>;

/** Whether a strategy finances the price on a new note whose rate and term must be given. */
export function isNoteStrategy(strategy: CreativeStrategy): strategy is (typeof NOTE_STRATEGIES)[number] {
  return (NOTE_STRATEGIES as readonly CreativeStrategy[]).includes(strategy);
}

/**
 * The creative financing input: the fields above, plus the rule that each strategy names the
 * inputs it cannot do without (`CREATIVE_REQUIRED_FIELDS`); an `EngineInputError` names each
 * one missing. A lease option's term and exercise price must also be above 0.
 */
export const creativeFinancingInputSchema = /* @__PURE__ */ (() => creativeFinancingFieldsSchema.check(z.superRefine((v, ctx) => {
  // no copy of the input for the line checks when it has no lines (most calls)
  if (v.lineItems !== undefined) checkLineItemBases({ calculator: 'Creative financing', hasRent: true, ...v }, ctx);
  for (const field of CREATIVE_REQUIRED_FIELDS[v.strategy]) {
    if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: CREATIVE_REQUIRED_MESSAGES[field] });
  }
  const ownFields: readonly string[] = CREATIVE_STRATEGY_OWN_FIELDS[v.strategy];
  for (const field of STRUCTURE_ONLY_FIELDS) {
    if (v[field] !== undefined && !ownFields.includes(field)) {
      ctx.addIssue({ code: 'custom', path: [field], message: `not used by ${v.strategy}: leave it empty` });
    }
  }
  if (v.strategy !== 'lease_option') return;
  if (v.optionTerm === 0) ctx.addIssue({ code: 'custom', path: ['optionTerm'], message: 'must be at least 1 month for a lease option' });
  if (v.exercisePrice !== undefined && v.exercisePrice < 0.01) {
    ctx.addIssue({ code: 'custom', path: ['exercisePrice'], message: 'must be at least 0.01 for a lease option' });
  }
})))();
export type CreativeFinancingInput = z.input<typeof creativeFinancingInputSchema>;
export type CreativeFinancingValues = z.output<typeof creativeFinancingInputSchema>;
/** The creative form's starting values: like the input, but the property value may still be unknown. */
export type CreativeFinancingStart = Omit<CreativeFinancingValues, 'propertyValue'> & { propertyValue?: number };
/** A numeric input of the creative calculator. */
export type CreativeField = Exclude<keyof CreativeFinancingValues, 'strategy' | LineItemInputKey>;

/** The creative results that can be undefined (null) and say why in `notDefined`. */
export const CREATIVE_NULLABLE_RESULTS = ['roi', 'totalReturn', 'dscr'] as const;

/** One year-end row of a balance schedule. */
export const balanceRowSchema = /* @__PURE__ */ (() => z.object({
  /** Year number from the start of the note (1 = after 12 payments). */
  year: out(),
  /** Balance the buyer still owes the seller on the wrap note / contract, USD. */
  noteBalance: out(),
  /** Balance the seller still owes on the underlying loan, USD (wrap-around; 0 otherwise). */
  underlyingBalance: out(),
}))();

/** A wrap-around's two loans: what the buyer pays the seller and what the seller keeps paying. */
export const wrapResultSchema = /* @__PURE__ */ (() => z.object({
  /** The wrap note: property value − down payment, USD. */
  wrapAmount: out(),
  /** The buyer's payment to the seller on the wrap note, USD per month. */
  buyerPayment: out(),
  /** The seller's payment on the underlying loan, USD per month. */
  underlyingPayment: out(),
  /** Buyer payment − underlying payment: what the seller keeps each month, USD (negative: the seller pays in). */
  monthlySpread: out(),
  /** Months the wrap runs before it is paid off or the balloon falls due. */
  wrapMonths: out(),
  /** What ends the wrap: its balloon, its term, or (interest-only without a balloon) the 5-year horizon assumed. */
  endsAt: z.enum(['balloon', 'term', 'horizon']),
  /** Sum over the wrap of buyer payment − underlying payment (the underlying stops once paid off), USD. */
  totalSpread: out(),
  /** Wrap balance the buyer still owes when the wrap ends (the balloon), USD. */
  wrapBalanceAtEnd: out(),
  /** Underlying balance the seller still owes when the wrap ends, USD. */
  underlyingBalanceAtEnd: out(),
  /** Wrap balance at the end − underlying balance at the end: the seller's net on payoff, USD. */
  sellerNetAtPayoff: out(),
  /** Year-end balances of both loans over the wrap. */
  schedule: z.array(balanceRowSchema),
}))();

/** A land contract (contract for deed): instalments to the seller, a balloon, the deed on payoff. */
export const landContractResultSchema = /* @__PURE__ */ (() => z.object({
  /** Amount under contract: property value − down payment, USD. */
  contractAmount: out(),
  /** Instalment, USD per month. */
  payment: out(),
  /** Payment number at which the balloon falls due (balloon year × 12). */
  balloonMonth: out(),
  /** Amortized balance after the instalments before the balloon: the balloon payment, USD. */
  balanceAtBalloon: out(),
  /** Interest paid over the instalments up to the balloon, USD. */
  totalInterest: out(),
  /** Month after which the buyer receives the deed: the balloon month, when the contract is paid off. */
  titleTransferMonth: out(),
  /** Year-end contract balances up to the balloon. */
  schedule: z.array(balanceRowSchema),
}))();

export const creativeFinancingResultSchema = /* @__PURE__ */ (() => z.object({
  strategy: creativeStrategySchema,
  /** The strategy's own risk, before the numbers (see `CREATIVE_STRATEGIES`). */
  strategyRisk: riskLevelSchema,
  /**
   * The deal's risk: the higher of the strategy's risk and what the numbers say (cash flow,
   * DSCR, leverage; see `CREATIVE_RULES.risk`). A deal that loses money is High.
   */
  riskLevel: riskLevelSchema,
  legalComplexity: legalComplexitySchema,
  /**
   * Why the deal carries `riskLevel`: the structure's own rating first, then each number that
   * raised it. The one risk assessment; every place that shows a risk shows this one.
   */
  riskReasons: z.array(z.string()),
  /** Wrap-around figures (null for the other structures). */
  wrap: z.nullable(wrapResultSchema),
  /** Land contract figures (null for the other structures). */
  landContract: z.nullable(landContractResultSchema),
  /** Debt (or lease) payment, USD per month. */
  monthlyPayment: out(),
  /** Rent + income lines − expenses − expense lines − payment, USD per month. */
  monthlyNetCashFlow: out(),
  annualNetCashFlow: out(),
  /** Down payment + closing costs (+ option fee for a lease option) + cost lines, USD. */
  totalCashInvested: out(),
  /** Annual cash flow ÷ cash invested, percent units; null when no cash goes in. */
  roi: z.nullable(out()),
  /** Total gain over the horizon ÷ cash invested, percent units; null when no cash goes in. */
  totalReturn: z.nullable(out()),
  /** Years the projection runs: 5, or option term ÷ 12 for a lease option. */
  horizonYears: out(),
  /** (Rent + income lines − expenses − expense lines) ÷ payment; null when there is no payment. */
  dscr: z.nullable(out()),
  /** Debt ÷ property value (ratio); for a lease option, the exercise price ÷ value. */
  leverageRatio: out(),
  /** Expenses + expense lines + payment − income lines: the rent at which cash flow is zero, USD per month. */
  breakEvenRent: out(),
  /** Property value − debt (exercise price for a lease option), USD. */
  equityPosition: out(),
  /** Property value grown at the appreciation rate over the horizon, USD. */
  futureValue: out(),
  /** First-year appreciation + first-year principal paid down, USD per year. */
  equityBuildup: out(),
  sellerBenefits: z.array(z.string()),
  buyerAdvantages: z.array(z.string()),
  exitStrategies: z.array(z.string()),
  warnings: z.array(z.string()),
  /** Why each null result has no value ("Not defined — no cash invested"). */
  notDefined: notDefinedSchema(CREATIVE_NULLABLE_RESULTS),
  /** The custom lines with their dollars, when the input carried any. */
  lineItems: lineItemsResultField(),
}))();
export type CreativeFinancingResult = z.infer<typeof creativeFinancingResultSchema>;
