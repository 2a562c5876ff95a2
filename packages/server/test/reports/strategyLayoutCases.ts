/**
 * Deals of every strategy other than Buy & Hold, one per report layout (a flip with and without
 * custom lines, a wholesale, two BRRRRs, each creative structure), with the input each case changes
 * to show the workbook's formulas move. Shared by the layout tests and the report preview's.
 */
import { brrrDefaults, creativeFinancingDefaults, fixFlipDefaults, wholesaleDefaults, type StrategyType } from '@rei/engine';

export interface LayoutCase {
  readonly name: string;
  readonly type: StrategyType;
  readonly inputs: Record<string, unknown>;
  readonly change: Record<string, number>;
}

export const LAYOUT_CASES: readonly LayoutCase[] = [
  { name: 'fix & flip', type: 'fix_flip', inputs: { ...fixFlipDefaults(512_345), afterRepairValue: 700_000, rehabCost: 95_000, holdingMonths: 7.5, interestRate: 11.5 }, change: { rehabCost: 120_000 } },
  { name: 'fix & flip with custom lines', type: 'fix_flip', inputs: { ...fixFlipDefaults(300_000), rehabCost: 45_000, holdingMonths: 6, lineItems: [{ label: 'Permits', kind: 'cost', amount: 3_250, frequency: 'one_time' }, { label: 'Utilities', kind: 'expense', amount: 180.5, frequency: 'monthly' }] }, change: { purchasePrice: 280_000 } },
  { name: 'wholesale', type: 'wholesale', inputs: { ...wholesaleDefaults(410_000), assignmentFee: 21_500, daysToClose: 35, rehabCost: 60_000 }, change: { assignmentFee: 30_000 } },
  { name: 'BRRRR', type: 'brrr', inputs: { ...brrrDefaults({ estimatedValue: 320_000, monthlyRent: 2_900 }), downPayment: 64_000, rehabCosts: 55_000, refinanceRate: 6.9, refinanceLTV: 75, holdingTime: 5 }, change: { refinanceLTV: 80 } },
  { name: 'BRRRR, infinite return', type: 'brrr', inputs: { ...brrrDefaults({ estimatedValue: 200_000, monthlyRent: 2_600 }), purchasePrice: 120_000, downPayment: 24_000, closingCosts: 3_000, rehabCosts: 25_000, afterRepairValue: 240_000, refinanceLTV: 75, refinanceRate: 6, holdingTime: 4 }, change: { refinanceRate: 7 } },
  { name: 'seller note', type: 'creative_financing', inputs: { ...creativeFinancingDefaults('seller_financing', { propertyValue: 500_000, monthlyRent: 4_000 }), downPayment: 50_000, interestRate: 5.5, loanTerm: 30, monthlyExpenses: 900, closingCosts: 6_000 }, change: { downPayment: 75_000 } },
  { name: 'subject-to', type: 'creative_financing', inputs: { ...creativeFinancingDefaults('subject_to', { propertyValue: 420_000, monthlyRent: 3_100 }), sellerDebt: 300_000, existingPayment: 1_850, downPayment: 15_000, monthlyExpenses: 600 }, change: { sellerDebt: 280_000 } },
  { name: 'lease option', type: 'creative_financing', inputs: { ...creativeFinancingDefaults('lease_option', { propertyValue: 380_000, monthlyRent: 2_900 }), optionFee: 10_000, optionTerm: 30, exercisePrice: 395_000, existingPayment: 2_200, monthlyExpenses: 300 }, change: { optionFee: 12_500 } },
  { name: 'wrap-around', type: 'creative_financing', inputs: { ...creativeFinancingDefaults('wrap_around', { propertyValue: 610_000, monthlyRent: 4_600 }), downPayment: 61_000, interestRate: 7.25, loanTerm: 30, balloonYear: 7, monthlyExpenses: 700, underlyingBalance: 320_000, underlyingRate: 3.25, underlyingTermMonths: 250 }, change: { downPayment: 70_000 } },
  { name: 'land contract', type: 'creative_financing', inputs: { ...creativeFinancingDefaults('land_contract', { propertyValue: 275_000, monthlyRent: 2_300 }), downPayment: 27_500, interestRate: 6, loanTerm: 30, monthlyExpenses: 350, closingCosts: 2_500, balloonYear: 5 }, change: { downPayment: 30_000 } },
];
