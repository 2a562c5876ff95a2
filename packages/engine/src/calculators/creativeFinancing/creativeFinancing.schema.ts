import { z } from 'zod';
import { out, percent } from '../../money/schemaFields';
import { amount, riskLevelSchema } from '../shared';

export const CREATIVE_STRATEGY_IDS = [
  'subject_to',
  'seller_financing',
  'lease_option',
  'wrap_around',
  'land_contract',
] as const;
export const creativeStrategySchema = z.enum(CREATIVE_STRATEGY_IDS);
export type CreativeStrategy = z.infer<typeof creativeStrategySchema>;

export const LEGAL_COMPLEXITIES = ['Simple', 'Moderate', 'Complex'] as const;
export const legalComplexitySchema = z.enum(LEGAL_COMPLEXITIES);
export type LegalComplexity = z.infer<typeof legalComplexitySchema>;

/** Default appreciation, annual percent (spec 2 §9). */
export const CREATIVE_DEFAULT_APPRECIATION = 3;

// An empty creative input counts as 0 (spec 2 §5).
const amountOrZero = () => amount().default(0);

/**
 * Creative financing inputs. Money is USD; `monthlyRent`, `existingPayment` and
 * `monthlyExpenses` are per month. Which fields a strategy shows is in `CREATIVE_STRATEGIES`.
 */
export const creativeFinancingInputSchema = z.object({
  strategy: creativeStrategySchema,
  /** Today's value (and price) of the property, USD. */
  propertyValue: amountOrZero(),
  monthlyRent: amountOrZero(),
  downPayment: amountOrZero(),
  closingCosts: amountOrZero(),
  /** Balance of the seller's existing loan, USD (subject-to, lease option). */
  sellerDebt: amountOrZero(),
  /** Monthly payment on the existing loan or lease, USD (subject-to, lease option). */
  existingPayment: amountOrZero(),
  /** Option consideration paid up front, USD (lease option). */
  optionFee: amountOrZero(),
  /** Option term, whole months (lease option). */
  optionTerm: z
    .number()
    .int('must be a whole number of months')
    .min(0, 'must be zero or more')
    .max(600, 'must be at most 600 months')
    .default(0),
  /** Price at which the option may be exercised, USD (lease option). */
  exercisePrice: amountOrZero(),
  /** Interest on the financed amount, annual percent (seller financing, wrap-around, land contract). */
  interestRate: percent().default(0),
  /** Amortization term, whole years; 0 means interest-only (seller financing, wrap-around, land contract). */
  loanTerm: z
    .number()
    .int('must be a whole number of years')
    .min(0, 'must be zero or more')
    .max(50, 'must be at most 50 years')
    .default(0),
  /** Taxes, insurance, maintenance and other running costs, USD per month. */
  monthlyExpenses: amountOrZero(),
  /** Annual appreciation, percent. */
  appreciationRate: percent().default(CREATIVE_DEFAULT_APPRECIATION),
});
export type CreativeFinancingInput = z.input<typeof creativeFinancingInputSchema>;
export type CreativeFinancingValues = z.output<typeof creativeFinancingInputSchema>;
/** A numeric input of the creative calculator. */
export type CreativeField = Exclude<keyof CreativeFinancingValues, 'strategy'>;

export const creativeFinancingResultSchema = z.object({
  strategy: creativeStrategySchema,
  strategyRisk: riskLevelSchema,
  legalComplexity: legalComplexitySchema,
  /** Debt (or lease) payment, USD per month. */
  monthlyPayment: out(),
  /** Rent − expenses − payment, USD per month. */
  monthlyNetCashFlow: out(),
  annualNetCashFlow: out(),
  /** Down payment + closing costs (+ option fee for a lease option), USD. */
  totalCashInvested: out(),
  /** Annual cash flow ÷ cash invested, percent units; null when no cash goes in. */
  roi: out().nullable(),
  /** Total gain over the horizon ÷ cash invested, percent units; null when no cash goes in. */
  totalReturn: out().nullable(),
  /** Years the projection runs: 5, or option term ÷ 12 for a lease option. */
  horizonYears: out(),
  /** (Rent − expenses) ÷ payment; null when there is no payment. */
  dscr: out().nullable(),
  /** Debt ÷ property value (ratio); 0 when the value is 0. */
  leverageRatio: out(),
  /** Expenses + payment: the rent at which cash flow is zero, USD per month. */
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
});
export type CreativeFinancingResult = z.infer<typeof creativeFinancingResultSchema>;
