import { calculateFixFlip, fixFlipDefaults, type FixFlipResult, type FixFlipValues, type Property } from '@rei/engine';
import type { CalculatorFormDefinition, CalculatorSection } from '../calculatorFormDefinition';
import { definedOnly } from '../useLiveCalculation';

/** The Fix & Flip form: every number may be empty while typing. */
export type FixFlipFormValues = { [K in keyof FixFlipValues]: number | undefined };

/** Fix & Flip starting values for the selected property's price (or estimated value). */
export function fixFlipFormDefaults(property?: Property | null): FixFlipFormValues {
  return fixFlipDefaults(property?.purchasePrice ?? property?.estimatedValue ?? undefined);
}

/** The Fix & Flip inputs. Only the ARV may stay empty: the engine then takes 1.3 × the price. */
export const FIX_FLIP_SECTIONS = [
  {
    title: 'Purchase & Rehab',
    fields: [
      { key: 'purchasePrice', label: 'Purchase Price', unit: 'money', required: true },
      { key: 'afterRepairValue', label: 'After-Repair Value (ARV)', unit: 'money', hint: 'Empty: 1.3 × purchase price' },
      { key: 'rehabCost', label: 'Rehab Cost', unit: 'money', required: true },
      { key: 'contingencyPercent', label: 'Contingency', unit: 'percent', hint: 'Percent of the rehab budget', required: true },
      { key: 'closingCosts', label: 'Closing Costs', unit: 'money', required: true },
    ],
  },
  {
    title: 'Financing & Sale',
    fields: [
      { key: 'downPaymentPercent', label: 'Down Payment', unit: 'percent', required: true },
      { key: 'interestRate', label: 'Interest Rate', unit: 'percent', decimals: 3, required: true },
      { key: 'holdingMonths', label: 'Holding Period (months)', unit: 'months', required: true },
      { key: 'sellingCostsPercent', label: 'Selling Costs', unit: 'percent', hint: 'Percent of ARV', required: true },
    ],
  },
] as const satisfies readonly CalculatorSection<FixFlipFormValues>[];

/** The Fix & Flip form: its input cards and the engine's Fix & Flip calculation. */
export const fixFlipForm: CalculatorFormDefinition<FixFlipFormValues, FixFlipResult> = {
  defaults: fixFlipFormDefaults,
  sections: FIX_FLIP_SECTIONS,
  calculate: (values) => calculateFixFlip(definedOnly(values) as FixFlipValues),
  customLines: { hasRent: false },
};
