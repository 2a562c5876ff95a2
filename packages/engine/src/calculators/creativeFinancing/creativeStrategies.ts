import type { RiskLevel } from '../shared';
import type { CreativeField, CreativeStrategy, LegalComplexity } from './creativeFinancing.schema';

/** What the calculator itself needs of a strategy (see `CREATIVE_RATINGS`). */
export type CreativeStrategyRatings = Omit<CreativeStrategyInfo, 'id' | 'description' | 'visibleFields'>;

/** One creative financing strategy as the calculator presents it. */
export interface CreativeStrategyInfo {
  id: CreativeStrategy;
  label: string;
  /** One line shown under the strategy selector. */
  description: string;
  /** Inputs the form shows for this strategy, in form order (spec 2 §4). */
  visibleFields: readonly CreativeField[];
  risk: RiskLevel;
  legalComplexity: LegalComplexity;
  sellerBenefits: readonly string[];
  buyerAdvantages: readonly string[];
  exitStrategies: readonly string[];
}

// Every strategy shows these; the lists below add each strategy's own inputs (spec 2 §4).
const COMMON_FIELDS = [
  'propertyValue',
  'monthlyRent',
  'downPayment',
  'closingCosts',
  'monthlyExpenses',
  'appreciationRate',
] as const satisfies readonly CreativeField[];
const EXISTING_DEBT_FIELDS = ['sellerDebt', 'existingPayment'] as const satisfies readonly CreativeField[];
const OPTION_FIELDS = ['optionFee', 'optionTerm', 'exercisePrice'] as const satisfies readonly CreativeField[];
const LOAN_FIELDS = ['interestRate', 'loanTerm'] as const satisfies readonly CreativeField[];
const UNDERLYING_FIELDS = ['underlyingBalance', 'underlyingRate', 'underlyingTermMonths'] as const satisfies readonly CreativeField[];

/**
 * What the calculator needs of each strategy: its label, risk and legal complexity (the ratings
 * below) and the benefit and exit lists; `CREATIVE_STRATEGIES` adds the form's description and
 * inputs. Kept apart so that importing the calculator does not bring the form's texts.
 *
 * The five creative strategies: label, description, visible inputs, risk and legal
 * complexity (our ratings; the spec names the labels but not their values), and the
 * benefit and exit lists shown on the Strategy Benefits card.
 *
 * Ratings: subject-to High risk / Moderate (the lender may call the loan: due-on-sale);
 * seller financing Low / Simple (one note and mortgage); lease option Medium / Moderate
 * (two linked agreements, no title); wrap-around High / Complex (two stacked loans, the
 * seller's underlying loan can default); land contract Medium / Complex (equitable title
 * only, forfeiture and recording rules vary by state).
 */
export const CREATIVE_RATINGS: Readonly<Record<CreativeStrategy, CreativeStrategyRatings>> = {
  subject_to: {
    label: 'Subject-To',
    risk: 'High',
    legalComplexity: 'Moderate',
    sellerBenefits: [
      'Quick sale without listing or repairs',
      'Mortgage payments taken over, protecting their credit',
      'Relief from a payment they can no longer carry',
    ],
    buyerAdvantages: [
      'No new loan qualification',
      "Keeps the seller's existing interest rate",
      'Little cash needed at closing',
    ],
    exitStrategies: [
      'Refinance into your own loan',
      'Sell and pay off the existing loan',
      'Hold as a long-term rental',
    ],
  },
  seller_financing: {
    label: 'Seller Financing',
    risk: 'Low',
    legalComplexity: 'Simple',
    sellerBenefits: [
      'Steady interest income',
      'Capital-gains tax spread over the instalments',
      'A larger pool of buyers',
    ],
    buyerAdvantages: [
      'Flexible down payment and terms',
      'No bank underwriting',
      'Faster closing with lower costs',
    ],
    exitStrategies: [
      'Refinance before any balloon payment',
      'Sell the property',
      'Pay the note off over its term',
    ],
  },
  lease_option: {
    label: 'Lease Option',
    risk: 'Medium',
    legalComplexity: 'Moderate',
    sellerBenefits: [
      'Monthly income while waiting to sell',
      'Non-refundable option fee',
      'A tenant with a stake in the property',
    ],
    buyerAdvantages: [
      'Control the property with little cash',
      'Purchase price locked today',
      'Time to build credit or savings',
    ],
    exitStrategies: [
      'Exercise the option and buy',
      'Assign the option to another buyer',
      'Sandwich-lease to a tenant-buyer',
    ],
  },
  wrap_around: {
    label: 'Wrap-Around Mortgage',
    risk: 'High',
    legalComplexity: 'Complex',
    sellerBenefits: [
      'Earns the spread between the two interest rates',
      'Sells without paying off the existing loan',
      'Steady monthly income',
    ],
    buyerAdvantages: [
      'Financing without a bank',
      'Low down payment',
      'Terms negotiated directly with the seller',
    ],
    exitStrategies: [
      'Refinance both loans into one',
      'Sell and pay off both notes',
      'Hold as a long-term rental',
    ],
  },
  land_contract: {
    label: 'Land Contract',
    risk: 'Medium',
    legalComplexity: 'Complex',
    sellerBenefits: [
      'Keeps legal title until paid in full',
      'Interest income over the contract',
      'Simpler remedy on default in many states',
    ],
    buyerAdvantages: [
      'Possession and equitable title now',
      'No bank qualification',
      'Low closing costs',
    ],
    exitStrategies: [
      'Pay off the contract and take the deed',
      'Refinance into a conventional loan',
      'Sell your interest with the seller’s consent',
    ],
  },
};

/** The form's description and inputs of each strategy (spec 2 §4). */
const creativeForm = (): Readonly<Record<CreativeStrategy, Pick<CreativeStrategyInfo, 'description' | 'visibleFields'>>> => ({
  subject_to: {
    description: "Take title while the seller's existing mortgage stays in place and you make its payments.",
    visibleFields: [...COMMON_FIELDS, ...EXISTING_DEBT_FIELDS],
  },
  seller_financing: {
    description: 'The seller acts as the bank: you pay the seller on a note instead of a lender.',
    visibleFields: [...COMMON_FIELDS, ...LOAN_FIELDS],
  },
  lease_option: {
    description: 'Lease the property now with the right, not the obligation, to buy it at a set price later.',
    visibleFields: [...COMMON_FIELDS, ...EXISTING_DEBT_FIELDS, ...OPTION_FIELDS],
  },
  wrap_around: {
    description: "A seller-carried note that wraps the seller's existing mortgage, which the seller keeps paying.",
    visibleFields: [...COMMON_FIELDS, ...LOAN_FIELDS, 'balloonYear', ...UNDERLYING_FIELDS],
  },
  land_contract: {
    description: 'Pay the seller in instalments and receive the deed once the contract is paid (contract for deed).',
    visibleFields: [...COMMON_FIELDS, ...LOAN_FIELDS, 'balloonYear'],
  },
});

/**
 * The five creative strategies: label, description, visible inputs, risk and legal complexity,
 * and the benefit and exit lists shown on the Strategy Benefits card (see `CREATIVE_RATINGS`).
 */
export const CREATIVE_STRATEGIES: Readonly<Record<CreativeStrategy, CreativeStrategyInfo>> = /* @__PURE__ */ (() => {
  const form = creativeForm();
  const all = {} as Record<CreativeStrategy, CreativeStrategyInfo>;
  for (const id of Object.keys(CREATIVE_RATINGS) as CreativeStrategy[]) {
    const { label, risk, legalComplexity, sellerBenefits, buyerAdvantages, exitStrategies } = CREATIVE_RATINGS[id];
    const { description, visibleFields } = form[id];
    all[id] = { id, label, description, visibleFields, risk, legalComplexity, sellerBenefits, buyerAdvantages, exitStrategies };
  }
  return all;
})();

/** The strategies in selector order. */
export const CREATIVE_STRATEGY_LIST: readonly CreativeStrategyInfo[] = /* @__PURE__ */ (() => [
  CREATIVE_STRATEGIES.subject_to,
  CREATIVE_STRATEGIES.seller_financing,
  CREATIVE_STRATEGIES.lease_option,
  CREATIVE_STRATEGIES.wrap_around,
  CREATIVE_STRATEGIES.land_contract,
])();

/**
 * Whether the creative form shows `field` for `strategy` (spec 2 §4).
 *
 * @example
 * isCreativeFieldVisible('lease_option', 'optionFee') // true
 * isCreativeFieldVisible('seller_financing', 'existingPayment') // false
 */
export function isCreativeFieldVisible(strategy: CreativeStrategy, field: CreativeField): boolean {
  return CREATIVE_STRATEGIES[strategy].visibleFields.includes(field);
}
