import { brrrDefaults, calculateBrrr, type BrrrResult, type BrrrValues, type Property } from '@rei/engine';
import type { CalculatorFormDefinition, CalculatorSection } from '../calculatorFormDefinition';
import { definedOnly } from '../useLiveCalculation';

/** The BRRR form: every number may be empty while typing. */
export type BrrrFormValues = { [K in Exclude<keyof BrrrValues, 'isWholesaled'>]: number | undefined } & { isWholesaled: boolean };

/** BRRR starting values: the engine's defaults, or the selected property's estimated value and rent. */
export function brrrFormDefaults(property?: Property | null): BrrrFormValues {
  return brrrDefaults({ estimatedValue: property?.estimatedValue ?? null, monthlyRent: property?.monthlyRent ?? null });
}

/**
 * The BRRR inputs. The purchase price, the ARV and the figures the monthly cash flow rests on
 * (rent, taxes, insurance) must be filled in — the engine counts an empty one as 0, which would
 * show a cash flow without the tax (walkthrough finding); any other empty number counts as 0
 * (utilities: the tenants pay them), and an empty wholesale fee as 10 % (the engine's defaults).
 */
export const BRRR_SECTIONS = [
  {
    title: 'Property Details',
    fields: [
      { key: 'purchasePrice', label: 'Purchase Price', unit: 'money', required: true },
      { key: 'downPayment', label: 'Down Payment', unit: 'money' },
      { key: 'closingCosts', label: 'Closing Costs', unit: 'money' },
      { key: 'rehabCosts', label: 'Rehab Costs', unit: 'money' },
      { key: 'afterRepairValue', label: 'After-Repair Value (ARV)', unit: 'money', required: true },
      { key: 'holdingTime', label: 'Holding Time (months)', unit: 'months' },
    ],
    toggle: {
      key: 'isWholesaled',
      label: 'Wholesaled deal',
      description: 'Raises the purchase price by the wholesale fee',
      fields: [{ key: 'wholesaleFeePercent', label: 'Wholesale Fee', unit: 'percent', hint: '0 to 50%; empty counts as 10%' }],
    },
  },
  {
    title: 'Refinance Terms',
    fields: [
      { key: 'refinanceRate', label: 'Refinance Rate', unit: 'percent' },
      { key: 'refinanceLTV', label: 'Refinance LTV', unit: 'percent' },
    ],
  },
  {
    title: 'Rental Income & Expenses',
    fields: [
      { key: 'monthlyRent', label: 'Monthly Rent', unit: 'money', required: true },
      { key: 'vacancyRate', label: 'Vacancy Rate', unit: 'percent' },
      { key: 'utilities', label: 'Utilities (monthly)', unit: 'money' },
      { key: 'insurance', label: 'Insurance (monthly)', unit: 'money', required: true },
      { key: 'taxes', label: 'Taxes (monthly)', unit: 'money', required: true },
      { key: 'maintenance', label: 'Maintenance (monthly)', unit: 'money' },
    ],
  },
] as const satisfies readonly CalculatorSection<BrrrFormValues>[];

/** The BRRR form: its input cards and the engine's BRRR calculation. */
export const brrrForm: CalculatorFormDefinition<BrrrFormValues, BrrrResult> = {
  defaults: brrrFormDefaults,
  sections: BRRR_SECTIONS,
  calculate: (values) => calculateBrrr(definedOnly(values) as BrrrValues),
  customLines: { hasRent: true },
};
