import { calculateWholesale, wholesaleDefaults, type Property, type WholesaleResult, type WholesaleValues } from '@rei/engine';
import type { CalculatorFormDefinition, CalculatorSection } from '../calculatorFormDefinition';
import { definedOnly } from '../useLiveCalculation';

/** The Wholesale form: every number may be empty while typing. */
export type WholesaleFormValues = { [K in keyof WholesaleValues]: number | undefined };

/** Wholesale starting values for the selected property's value. */
export function wholesaleFormDefaults(property?: Property | null): WholesaleFormValues {
  return wholesaleDefaults(property?.estimatedValue ?? property?.purchasePrice ?? undefined);
}

/** The Wholesale inputs; none may stay empty. */
export const WHOLESALE_SECTIONS = [
  {
    title: 'Deal',
    fields: [
      { key: 'afterRepairValue', label: 'After-Repair Value (ARV)', unit: 'money', required: true },
      { key: 'rehabCost', label: 'Rehab Cost', unit: 'money', required: true },
      { key: 'contractPrice', label: 'Contract Price', unit: 'money', required: true },
      { key: 'assignmentFee', label: 'Assignment Fee', unit: 'money', required: true },
      { key: 'daysToClose', label: 'Days to Close', unit: 'days', hint: 'At least 21; 60 or fewer recommended', required: true },
    ],
  },
  {
    title: 'End Investor',
    fields: [
      { key: 'minimumInvestorRoi', label: 'Minimum Investor ROI', unit: 'percent', required: true },
      { key: 'investorDownPaymentPercent', label: 'Investor Down Payment', unit: 'percent', required: true },
      { key: 'investorSellingCostsPercent', label: 'Investor Selling Costs', unit: 'percent', required: true },
    ],
  },
] as const satisfies readonly CalculatorSection<WholesaleFormValues>[];

/** The Wholesale form: its input cards and the engine's Wholesale calculation. */
export const wholesaleForm: CalculatorFormDefinition<WholesaleFormValues, WholesaleResult> = {
  defaults: wholesaleFormDefaults,
  sections: WHOLESALE_SECTIONS,
  calculate: (values) => calculateWholesale(definedOnly(values) as WholesaleValues),
  customLines: { hasRent: false },
};
