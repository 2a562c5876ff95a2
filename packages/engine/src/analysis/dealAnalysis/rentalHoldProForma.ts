import { dec, Decimal, decOne, decZero, fromPercent, toMoney, toPercent, toRatio } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { amortizationSchedule, monthlyPaymentDecimal } from '../../calculators/amortization';
import { irrFraction } from '../returns/irr';
import { npvDecimal } from '../returns/discounting';
import { equityMultipleRatio } from '../returns/equityMultiple';
import type { CashFlowProjection, ProjectionYear } from '../projection/projectCashFlows.schema';
import { rentalHoldInputSchema, type ExitValuation, type RentalHoldInput } from './dealAnalysis.schema';

/** Figures of a pro forma that can be undefined, each with the reason when it is. */
export interface ProFormaNotDefined {
  irrPercent?: string;
  equityMultiple?: string;
  cashOnCashPercent?: string;
}

/** A pro forma: the projection's years, sale and totals, how the value was set, and why any figure is undefined. */
export interface RentalHoldProForma extends CashFlowProjection {
  exitValuation: ExitValuation;
  notDefined: ProFormaNotDefined;
}

/** Why there is no IRR for these equity flows (engine vocabulary, shown as is). */
export const IRR_NOT_DEFINED = {
  noCashIn: 'No cash is invested, so there is no rate to earn on it.',
  noCashBack: 'The hold never returns cash (every year and the sale lose money), so no rate makes the NPV zero.',
  noRoot: 'No rate between −99.99 % and 1,000,000 % makes the NPV of these cash flows zero.',
} as const;
const NO_EQUITY = 'No cash is invested, so a return on it has no meaning.';

/**
 * Year-by-year pro forma of a financed rental held `holdingYears` and sold at the end of the
 * last year, with IRR, NPV at `discountRatePercent`, equity multiple and cash-on-cash by year.
 *
 * Year y (1-based), growth rates as fractions:
 * - gross rent = monthly rent × 12 × (1 + rent growth)^(y−1); vacancy loss = gross × vacancy;
 *   EGI = gross − vacancy loss; operating expenses = annual expenses × (1 + expense growth)^(y−1)
 *   + management % × EGI; NOI = EGI − operating expenses
 * - debt service = level monthly payment × months paid that year (as every calculator's
 *   annual debt service); cash flow = NOI − debt service
 * - loan balance = the balance after the year's last payment in the loan's
 *   `amortizationSchedule` (the lender's statement: payment and each month's interest in
 *   cents), so the pro forma and the amortization table show the same balance to the cent
 * - value: `appreciation` → price × (1 + appreciation)^y; `exitCapRate` → the year's NOI ÷ exit cap
 *   rate (never below 0); equity = value − loan balance
 * - cash-on-cash = cash flow ÷ cash invested, where cash invested is `cashInvested` when given,
 *   otherwise down payment + closing costs + rehab.
 *
 * Sale at the end of the last year: net proceeds = value × (1 − selling %) − loan balance.
 * Equity flows: −cash invested in year 0, each year's cash flow, the net proceeds added to the
 * last year. IRR (percent), NPV and equity multiple are taken over them in Decimal; each figure is
 * rounded once. Undefined figures are `null` with the reason in `notDefined`.
 * With `exitValuation: 'appreciation'` and no `cashInvested` this is `projectCashFlows`.
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * const proForma = rentalHoldProForma(rentalHoldDefaults({ holdingYears: 5 }));
 * proForma.years.length // 5
 * proForma.totals.irrPercent // 9.7529
 */
export function rentalHoldProForma(input: RentalHoldInput): RentalHoldProForma {
  const deal = parseInput(rentalHoldInputSchema, input, 'pro forma');
  const price = dec(deal.purchasePrice);
  const downPayment = price.times(fromPercent(deal.downPaymentPercent));
  const loanAmount = price.minus(downPayment);
  const termMonths = deal.loanTermYears * 12;
  // The loan as lent (to the cent) and its statement: one rounding rule for balances and payments.
  const schedule = amortizationSchedule({ principal: toMoney(loanAmount), annualRatePercent: deal.interestRatePercent, termMonths });
  const balanceAfter = (monthsPaid: number) => (monthsPaid >= termMonths ? decZero : dec(schedule[monthsPaid - 1]!.balance));
  const monthlyMortgage = monthlyPaymentDecimal(loanAmount, deal.interestRatePercent, termMonths);
  const initialEquity = deal.cashInvested === undefined ? downPayment.plus(deal.closingCosts).plus(deal.rehabCost) : dec(deal.cashInvested);
  const rentGrowth = decOne.plus(fromPercent(deal.annualRentGrowthPercent));
  const expenseGrowth = decOne.plus(fromPercent(deal.annualExpenseGrowthPercent));
  const appreciation = decOne.plus(fromPercent(deal.annualAppreciationPercent));
  const exitCap = fromPercent(deal.exitCapRatePercent);
  const vacancy = fromPercent(deal.vacancyPercent);
  const management = fromPercent(deal.managementPercent);

  const years: ProjectionYear[] = [];
  const operatingCashFlows: Decimal[] = [];
  let cashOnCashTotal = decZero;
  let grossRent = dec(deal.monthlyRent).times(12);
  let fixedExpenses = dec(deal.annualOperatingExpenses);
  let grownValue = price;
  let propertyValue = price;
  let loanBalance = dec(toMoney(loanAmount));
  for (let year = 1; year <= deal.holdingYears; year += 1) {
    if (year > 1) {
      grossRent = grossRent.times(rentGrowth);
      fixedExpenses = fixedExpenses.times(expenseGrowth);
    }
    grownValue = grownValue.times(appreciation);
    const vacancyLoss = grossRent.times(vacancy);
    const effectiveGrossIncome = grossRent.minus(vacancyLoss);
    const managementFee = effectiveGrossIncome.times(management);
    const operatingExpenses = fixedExpenses.plus(managementFee);
    const netOperatingIncome = effectiveGrossIncome.minus(operatingExpenses);
    const monthsPaid = Math.min(12, Math.max(0, termMonths - 12 * (year - 1)));
    const debtService = monthlyMortgage.times(monthsPaid);
    const cashFlow = netOperatingIncome.minus(debtService);
    loanBalance = balanceAfter(12 * year);
    // A buyer pays nothing for a property that loses money before debt: value is never below 0.
    propertyValue = deal.exitValuation === 'exitCapRate' ? Decimal.max(netOperatingIncome.div(exitCap), decZero) : grownValue;
    const cashOnCash = initialEquity.isZero() ? null : cashFlow.div(initialEquity);
    if (cashOnCash !== null) cashOnCashTotal = cashOnCashTotal.plus(cashOnCash);
    operatingCashFlows.push(cashFlow);
    years.push({
      year,
      grossRent: toMoney(grossRent),
      vacancyLoss: toMoney(vacancyLoss),
      effectiveGrossIncome: toMoney(effectiveGrossIncome),
      managementFee: toMoney(managementFee),
      operatingExpenses: toMoney(operatingExpenses),
      netOperatingIncome: toMoney(netOperatingIncome),
      debtService: toMoney(debtService),
      cashFlowBeforeTax: toMoney(cashFlow),
      loanBalance: toMoney(loanBalance),
      propertyValue: toMoney(propertyValue),
      equity: toMoney(propertyValue.minus(loanBalance)),
      cashOnCashPercent: cashOnCash === null ? null : toPercent(cashOnCash),
    });
  }

  const sellingCosts = propertyValue.times(fromPercent(deal.sellingCostsPercent));
  const netSaleProceeds = propertyValue.minus(sellingCosts).minus(loanBalance);
  const totalCashFlow = operatingCashFlows.reduce((sum, flow) => sum.plus(flow), decZero);
  const equityFlows = [initialEquity.negated(), ...operatingCashFlows];
  const lastIndex = equityFlows.length - 1;
  equityFlows[lastIndex] = (equityFlows[lastIndex] as Decimal).plus(netSaleProceeds);
  const irr = irrFraction(equityFlows);
  const multiple = equityMultipleRatio(equityFlows);

  const notDefined: ProFormaNotDefined = {};
  if (irr === null) {
    const hasOutflow = equityFlows.some((flow) => flow.lessThan(0));
    const hasInflow = equityFlows.some((flow) => flow.greaterThan(0));
    notDefined.irrPercent = !hasOutflow ? IRR_NOT_DEFINED.noCashIn : !hasInflow ? IRR_NOT_DEFINED.noCashBack : IRR_NOT_DEFINED.noRoot;
  }
  if (multiple === null) notDefined.equityMultiple = NO_EQUITY;
  if (initialEquity.isZero()) notDefined.cashOnCashPercent = NO_EQUITY;

  return {
    exitValuation: deal.exitValuation,
    years,
    sale: {
      salePrice: toMoney(propertyValue),
      sellingCosts: toMoney(sellingCosts),
      loanPayoff: toMoney(loanBalance),
      netSaleProceeds: toMoney(netSaleProceeds),
    },
    totals: {
      downPayment: toMoney(downPayment),
      loanAmount: toMoney(loanAmount),
      initialEquityInvested: toMoney(initialEquity),
      totalCashFlow: toMoney(totalCashFlow),
      totalProfit: toMoney(totalCashFlow.plus(netSaleProceeds).minus(initialEquity)),
      irrPercent: irr === null ? null : toPercent(irr),
      discountRatePercent: deal.discountRatePercent,
      npv: toMoney(npvDecimal(fromPercent(deal.discountRatePercent), equityFlows)),
      equityMultiple: multiple === null ? null : toRatio(multiple),
      averageCashOnCashPercent: initialEquity.isZero() ? null : toPercent(cashOnCashTotal.div(deal.holdingYears)),
    },
    cashFlows: equityFlows.map((flow) => toMoney(flow)),
    notDefined,
  };
}
