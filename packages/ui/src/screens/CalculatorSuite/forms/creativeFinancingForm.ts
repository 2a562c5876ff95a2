import {
  CREATIVE_STRATEGIES,
  calculateCreativeFinancing,
  creativeFinancingDefaults,
  type CreativeField,
  type CreativeFinancingResult,
  type CreativeFinancingValues,
  type CreativeStrategy,
  type Property,
  LINE_ITEM_INPUT_KEYS,
} from '@rei/engine';
import type { NumberInputMode } from '../../../components/NumberInput';
import { fieldInputMode, type CalculatorFormDefinition, type CalculatorSection, type NumberFieldSpec } from '../calculatorFormDefinition';
import { definedOnly } from '../useLiveCalculation';

/** The creative financing form: the strategy and its numbers, each possibly empty while typing. */
export type CreativeFormValues = { [K in CreativeField]: number | undefined } & { strategy: CreativeStrategy };

/**
 * Creative starting values for a strategy, pre-filled with a selected property's price and
 * rent. The value (without a property) and the inputs the strategy requires (a note's rate
 * and term, the loan taken over, the option's terms) start empty: the engine gives them no
 * default, so the person enters them (0 on purpose where it means something).
 */
export function creativeFormDefaults(strategy: CreativeStrategy = 'subject_to', property?: Property | null): CreativeFormValues {
  const known: { propertyValue?: number; monthlyRent?: number } = {};
  const value = property?.purchasePrice ?? property?.estimatedValue;
  if (value != null) known.propertyValue = value;
  if (property?.monthlyRent != null) known.monthlyRent = property.monthlyRent;
  // Every key present (empty ones as undefined), so each input exists in the form.
  const empty = { propertyValue: undefined, sellerDebt: undefined, existingPayment: undefined, optionTerm: undefined, exercisePrice: undefined, interestRate: undefined, loanTerm: undefined, underlyingBalance: undefined, underlyingRate: undefined, underlyingTermMonths: undefined, balloonYear: undefined };
  return { ...empty, ...creativeFinancingDefaults(strategy, known) };
}

/**
 * Every creative input. Each strategy shows only the ones the engine lists for it, in the
 * engine's order. The property value must be filled in. The inputs a strategy requires
 * (`CREATIVE_REQUIRED_FIELDS`: a note's rate and term, the loan taken over, the option's
 * terms) may not stay empty either: the engine then names them with its own message
 * ("Required for this strategy: …"), which says when 0 is a valid choice. Any other input may
 * stay empty and counts as 0 (the engine's default).
 */
export const CREATIVE_FIELDS = [
  { key: 'propertyValue', label: 'Property Value', unit: 'money', required: true },
  { key: 'monthlyRent', label: 'Monthly Rent', unit: 'money' },
  { key: 'downPayment', label: 'Down Payment', unit: 'money' },
  { key: 'closingCosts', label: 'Closing Costs', unit: 'money' },
  { key: 'sellerDebt', label: 'Existing Debt', unit: 'money' },
  { key: 'existingPayment', label: 'Existing Payment (monthly)', unit: 'money' },
  { key: 'optionFee', label: 'Option Fee', unit: 'money' },
  { key: 'optionTerm', label: 'Option Term (months)', unit: 'months', decimals: 0, hint: 'Required: 1 month or more.' },
  { key: 'exercisePrice', label: 'Exercise Price', unit: 'money', hint: 'Required: the price at which you may buy.' },
  { key: 'interestRate', label: 'Interest Rate', unit: 'percent', decimals: 3, hint: 'Required. Enter 0 only for an interest-free note.' },
  { key: 'loanTerm', label: 'Loan Term (years)', unit: 'years', decimals: 0, hint: 'Required. Enter 0 only for an interest-only note.' },
  { key: 'balloonYear', label: 'Balloon Due (year)', unit: 'years', decimals: 0, hint: 'The year the remaining balance is due in one payment. Required for a land contract; for a wrap-around, leave empty to run the full term.' },
  { key: 'underlyingBalance', label: "Underlying Loan Balance (seller's)", unit: 'money', hint: "Required: what the seller still owes on the mortgage the wrap leaves in place." },
  { key: 'underlyingRate', label: 'Underlying Loan Rate', unit: 'percent', decimals: 3, hint: "Required: the seller's mortgage rate." },
  { key: 'underlyingTermMonths', label: 'Underlying Loan Months Left', unit: 'months', decimals: 0, hint: "Required: months left on the seller's mortgage." },
  { key: 'monthlyExpenses', label: 'Monthly Expenses', unit: 'money' },
  { key: 'appreciationRate', label: 'Appreciation Rate', unit: 'percent' },
] as const satisfies readonly NumberFieldSpec<CreativeField>[];

const FIELD_BY_KEY = Object.fromEntries(CREATIVE_FIELDS.map((field) => [field.key, field])) as Record<CreativeField, NumberFieldSpec<CreativeField>>;

/** Label, input look and shown decimals of each creative input (read from `CREATIVE_FIELDS`). */
export const CREATIVE_FIELD_LABELS: Readonly<Record<CreativeField, { label: string; mode: NumberInputMode; maxDecimals?: number }>> =
  Object.fromEntries(
    CREATIVE_FIELDS.map((field) => [
      field.key,
      { label: field.label, mode: fieldInputMode(field.unit), ...('decimals' in field ? { maxDecimals: field.decimals } : {}) },
    ]),
  ) as Record<CreativeField, { label: string; mode: NumberInputMode; maxDecimals?: number }>;

/** One card, '<strategy> Terms', with the inputs the chosen strategy uses. */
function creativeSections(values: CreativeFormValues): readonly CalculatorSection<CreativeFormValues>[] {
  const info = CREATIVE_STRATEGIES[values.strategy];
  return [{ title: `${info.label} Terms`, fields: info.visibleFields.map((key) => FIELD_BY_KEY[key]) }];
}

/**
 * The values the chosen structure uses: its visible inputs, filled in. An input typed for another
 * structure (a wrap's underlying loan after switching to seller financing) is kept in the form
 * but not sent, because the engine refuses an input the structure does not take.
 */
export function creativeInputsFor(values: CreativeFormValues): Partial<CreativeFormValues> {
  const visible = CREATIVE_STRATEGIES[values.strategy].visibleFields;
  const defined = definedOnly(values) as Partial<CreativeFormValues>;
  // custom lines (and the units and area they measure by) belong to every structure
  const kept = (key: string) => key === 'strategy' || (visible as readonly string[]).includes(key) || (LINE_ITEM_INPUT_KEYS as readonly string[]).includes(key);
  return Object.fromEntries(Object.entries(defined).filter(([key]) => kept(key))) as Partial<CreativeFormValues>;
}

/** The creative financing form: the chosen strategy's input card and the engine's creative calculation. */
export const creativeFinancingForm: CalculatorFormDefinition<CreativeFormValues, CreativeFinancingResult> = {
  defaults: () => creativeFormDefaults(),
  sections: creativeSections,
  calculate: (values) => calculateCreativeFinancing(creativeInputsFor(values) as CreativeFinancingValues),
  customLines: { hasRent: true },
  inputsOf: creativeInputsFor,
};
