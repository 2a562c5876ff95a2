import { formatCurrency, type BrrrResult, type BuyHoldResult, type BuyHoldValues, type DealInput, type RentalDealInput } from '@rei/engine';

/** A rental deal as the analysis views take it, plus the cash really in the deal when it differs from down payment + costs. */
export type AnalysedDeal = RentalDealInput & { cashInvested?: number };

/** What a calculator's inputs were turned into, for the sentence under each analysis view. */
export interface DealBasis {
  deal: AnalysedDeal;
  /** Inputs the views may vary or solve for. */
  inputs: readonly DealInput[];
  /** What the figures assume, in a sentence. */
  assumptions: string;
}

/**
 * The Buy & Hold inputs and engine result as a rental deal: closing costs and maintenance are the
 * engine's own figures (the closing costs entered — a NYC lot's buyer costs when prefilled — or
 * 3 % of price; the maintenance entered or estimated), so the pro forma's cash invested is the
 * calculator's down payment + closing costs; taxes + insurance + maintenance are the fixed yearly
 * expenses, no rehab.
 */
export function dealFromBuyHold(values: BuyHoldValues, result: BuyHoldResult): DealBasis {
  return {
    deal: {
      purchasePrice: values.purchasePrice,
      closingCosts: result.closingCosts,
      rehabCost: 0,
      downPaymentPercent: values.downPaymentPercent,
      interestRatePercent: values.interestRate,
      loanTermYears: values.loanTerm,
      monthlyRent: values.grossMonthlyRent,
      vacancyPercent: values.vacancyRate,
      annualOperatingExpenses: values.propertyTax + values.insurance + result.annualMaintenance,
      managementPercent: values.propertyManagementPercent,
    },
    inputs: ['purchasePrice', 'monthlyRent', 'interestRatePercent', 'downPaymentPercent', 'annualOperatingExpenses', 'vacancyPercent', 'annualRentGrowthPercent', 'annualAppreciationPercent', 'exitCapRatePercent'],
    assumptions: `Buy & Hold inputs: closing costs ${formatCurrency(result.closingCosts)} (${values.closingCosts === undefined ? '3 % of price, the flat rate for an empty field' : 'the Closing Costs field'}), yearly expenses = property tax + insurance + maintenance, management ${values.propertyManagementPercent} % of collected rent, no rehab.`,
  };
}

/**
 * The BRRRR deal after the refinance as a rental: it starts at the after-repair value with the
 * refinance loan (LTV of ARV, 30 years at the refinance rate), rent after the rehab, insurance +
 * taxes + maintenance as yearly expenses (as the calculator counts them; utilities are a holding
 * cost), no management fee, and the cash left in the deal as the cash invested.
 */
/** The BRRRR inputs the analysis reads (form values may be empty while typing). */
export type BrrrDealValues = {
  [K in 'afterRepairValue' | 'refinanceLTV' | 'refinanceRate' | 'monthlyRent' | 'vacancyRate' | 'insurance' | 'taxes' | 'maintenance']?: number | undefined;
};

export function dealFromBrrr(values: BrrrDealValues, result: BrrrResult): DealBasis {
  // Empty optional BRRRR fields count as 0, as the calculator counts them.
  const n = (value: number | undefined) => value ?? 0;
  return {
    deal: {
      purchasePrice: n(values.afterRepairValue),
      closingCosts: 0,
      rehabCost: 0,
      downPaymentPercent: 100 - n(values.refinanceLTV),
      interestRatePercent: n(values.refinanceRate),
      loanTermYears: 30,
      monthlyRent: n(values.monthlyRent),
      vacancyPercent: n(values.vacancyRate),
      annualOperatingExpenses: (n(values.insurance) + n(values.taxes) + n(values.maintenance)) * 12,
      managementPercent: 0,
      cashInvested: result.cashLeftInDeal,
    },
    inputs: ['monthlyRent', 'interestRatePercent', 'annualOperatingExpenses', 'vacancyPercent', 'annualRentGrowthPercent', 'annualAppreciationPercent', 'exitCapRatePercent'],
    assumptions:
      'After the refinance: value = ARV, loan = ARV × LTV over 30 years at the refinance rate, cash invested = cash left in the deal, yearly expenses = (insurance + taxes + maintenance) × 12, no management fee. "Purchase price" in these views is the ARV.',
  };
}
