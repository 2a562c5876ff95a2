import { buyHoldDefaults, calculateBuyHold, type BuyHoldResult, type BuyHoldValues, type Property } from '@rei/engine';
import type { CalculatorFormDefinition, CalculatorSection } from '../calculatorFormDefinition';
import { definedOnly } from '../useLiveCalculation';

/** The Buy & Hold form: every number may be empty while typing. */
export type BuyHoldFormValues = { [K in Exclude<keyof BuyHoldValues, 'isWholesaled'>]: number | undefined } & {
  isWholesaled: boolean;
};

/**
 * Buy & Hold starting values: the engine's defaults, pre-filled with a selected property's price
 * and rent. Closing costs start empty (the engine then takes 3 % of the price); the record's
 * prefill fills them for a NYC lot.
 */
export function buyHoldFormDefaults(property?: Property | null): BuyHoldFormValues {
  return { ...buyHoldDefaults(property?.purchasePrice ?? undefined, property?.monthlyRent ?? undefined), closingCosts: undefined };
}

/** The words under the Closing Costs field, also used beside the closing-cost result. */
export const BUY_HOLD_CLOSING_COSTS_HINT = '3 % of price when empty';

/**
 * The Buy & Hold inputs. Maintenance and closing costs may stay empty (the engine then estimates
 * maintenance and takes closing costs as 3 % of the price); the wholesale fee only counts while
 * the switch is on.
 */
export const BUY_HOLD_SECTIONS = [
  {
    title: 'Purchase & Financing',
    fields: [
      { key: 'purchasePrice', label: 'Purchase Price', unit: 'money', required: true },
      { key: 'downPaymentPercent', label: 'Down Payment', unit: 'percent', required: true },
      { key: 'interestRate', label: 'Interest Rate', unit: 'percent', decimals: 3, required: true },
      { key: 'loanTerm', label: 'Loan Term (years)', unit: 'years', required: true },
      { key: 'closingCosts', label: 'Closing Costs', unit: 'money', hint: BUY_HOLD_CLOSING_COSTS_HINT },
    ],
  },
  {
    title: 'Income & Expenses',
    fields: [
      { key: 'grossMonthlyRent', label: 'Gross Monthly Rent', unit: 'money', required: true },
      { key: 'vacancyRate', label: 'Vacancy Rate', unit: 'percent', required: true },
      { key: 'propertyTax', label: 'Property Tax (annual)', unit: 'money', required: true },
      { key: 'insurance', label: 'Insurance (annual)', unit: 'money', required: true },
      { key: 'maintenance', label: 'Maintenance (annual)', unit: 'money', hint: 'Empty: the larger of 1% of price and 10% of annual rent' },
      { key: 'propertyManagementPercent', label: 'Property Management', unit: 'percent', required: true },
    ],
  },
  {
    title: 'Wholesale',
    fields: [],
    toggle: {
      key: 'isWholesaled',
      label: 'Bought through a wholesaler',
      fields: [{ key: 'wholesaleFeePercent', label: 'Wholesale Fee', unit: 'percent', hint: '0 to 50% of the purchase price' }],
    },
  },
] as const satisfies readonly CalculatorSection<BuyHoldFormValues>[];

/** The Buy & Hold form: its input cards and the engine's Buy & Hold calculation. */
export const buyHoldForm: CalculatorFormDefinition<BuyHoldFormValues, BuyHoldResult> = {
  defaults: buyHoldFormDefaults,
  sections: BUY_HOLD_SECTIONS,
  calculate: (values) => calculateBuyHold(definedOnly(values)),
  customLines: { hasRent: true },
};

/** The inputs as saved with a strategy: an empty maintenance resolved to the engine's default; empty closing costs left out (3 % of price). */
export function buyHoldSavedValues(values: BuyHoldFormValues): BuyHoldValues {
  const defaults = buyHoldDefaults(values.purchasePrice ?? 0, values.grossMonthlyRent ?? 0);
  return { ...defaults, ...definedOnly(values) } as BuyHoldValues;
}
