import { dec, fromPercent, type Decimal } from '../../money/decimal';
import { monthlyPaymentDecimal } from '../../calculators/amortization';
import type { RentalDeal } from './rentalDeal.schema';

/** Year-one figures of a rental deal, unrounded (engine-internal). Fractions, not percents. */
export interface RentalDealYearOne {
  loanAmount: Decimal;
  monthlyMortgage: Decimal;
  annualDebtService: Decimal;
  annualGrossRent: Decimal;
  vacancyLoss: Decimal;
  effectiveGrossIncome: Decimal;
  managementFee: Decimal;
  operatingExpenses: Decimal;
  annualNOI: Decimal;
  annualCashFlow: Decimal;
  monthlyCashFlow: Decimal;
  totalCashInvested: Decimal;
  /** NOI ÷ price; null for a free property. */
  capRate: Decimal | null;
  /** Annual cash flow ÷ cash invested; null when no cash is invested. */
  cashOnCash: Decimal | null;
  /** NOI ÷ debt service; null without a loan. */
  dscr: Decimal | null;
}

/**
 * The first year of a validated rental deal:
 * EGI = rent × 12 × (1 − vacancy); operating expenses = fixed expenses + management × EGI;
 * NOI = EGI − operating expenses; cash flow = NOI − 12 × level mortgage payment.
 */
export function rentalDealYearOne(deal: RentalDeal): RentalDealYearOne {
  const price = dec(deal.purchasePrice);
  const downPayment = price.times(fromPercent(deal.downPaymentPercent));
  const loanAmount = price.minus(downPayment);
  const monthlyMortgage = monthlyPaymentDecimal(loanAmount, deal.interestRatePercent, deal.loanTermYears * 12);
  const annualDebtService = monthlyMortgage.times(12);
  const annualGrossRent = dec(deal.monthlyRent).times(12);
  const vacancyLoss = annualGrossRent.times(fromPercent(deal.vacancyPercent));
  const effectiveGrossIncome = annualGrossRent.minus(vacancyLoss);
  const managementFee = effectiveGrossIncome.times(fromPercent(deal.managementPercent));
  const operatingExpenses = dec(deal.annualOperatingExpenses).plus(managementFee);
  const annualNOI = effectiveGrossIncome.minus(operatingExpenses);
  const annualCashFlow = annualNOI.minus(annualDebtService);
  const totalCashInvested = downPayment.plus(deal.closingCosts).plus(deal.rehabCost);
  return {
    loanAmount,
    monthlyMortgage,
    annualDebtService,
    annualGrossRent,
    vacancyLoss,
    effectiveGrossIncome,
    managementFee,
    operatingExpenses,
    annualNOI,
    annualCashFlow,
    monthlyCashFlow: annualCashFlow.div(12),
    totalCashInvested,
    capRate: price.isZero() ? null : annualNOI.div(price),
    cashOnCash: totalCashInvested.isZero() ? null : annualCashFlow.div(totalCashInvested),
    dscr: annualDebtService.isZero() ? null : annualNOI.div(annualDebtService),
  };
}

