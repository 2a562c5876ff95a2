import { dec, Decimal, decOne, decZero, fromPercent, toMoney, toPercent, toRatio } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { monthlyPaymentDecimal, remainingBalanceDecimal } from '../../calculators/amortization';
import { irrFraction } from '../returns/irr';
import { npvDecimal } from '../returns/discounting';
import { equityMultipleRatio } from '../returns/equityMultiple';
import {
  cashFlowProjectionInputSchema,
  type CashFlowProjection,
  type CashFlowProjectionInput,
  type ProjectionYear,
} from './projectCashFlows.schema';

/**
 * Year-by-year pro forma of a financed rental held `holdingYears` (1–40) and sold at the end
 * of the last year, with the investor's IRR, NPV, equity multiple and profit.
 *
 * For year y (1-based), with growth rates as fractions:
 * - gross rent = monthly rent × 12 × (1 + rent growth)^(y−1); vacancy loss = gross × vacancy;
 *   effective gross income (EGI) = gross − vacancy loss
 * - operating expenses = annual expenses × (1 + expense growth)^(y−1) + management % × EGI
 * - NOI = EGI − operating expenses; debt service = the level monthly payment × months paid
 *   that year (0 after the loan is paid off); cash flow before tax = NOI − debt service
 * - loan balance after 12·y payments; property value = price × (1 + appreciation)^y;
 *   equity = value − balance.
 *
 * At the sale: selling costs = value × selling %; net sale proceeds = value − selling costs −
 * loan balance. The equity cash flows are −(down payment + closing + rehab) in year 0, each
 * year's cash flow, and the net sale proceeds added to the last year; IRR (annual, percent)
 * and NPV (at `discountRatePercent`, default 8 %) are taken over them. Math is Decimal
 * throughout; each reported figure is rounded once (USD to cents, percents and ratios to
 * 4 decimals), so rounded rows may differ from each other's sums by a cent.
 *
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * const projection = projectCashFlows(cashFlowProjectionDefaults({ holdingYears: 5 }));
 * projection.years.length // 5
 * projection.totals.irrPercent // 9.753 — the annual IRR in percent
 */
export function projectCashFlows(input: CashFlowProjectionInput): CashFlowProjection {
  const deal = parseInput(cashFlowProjectionInputSchema, input, 'cash-flow projection');
  const price = dec(deal.purchasePrice);
  const downPayment = price.times(fromPercent(deal.downPaymentPercent));
  const loanAmount = price.minus(downPayment);
  const termMonths = deal.loanTermYears * 12;
  const monthlyMortgage = monthlyPaymentDecimal(loanAmount, deal.interestRatePercent, termMonths);
  const initialEquity = downPayment.plus(deal.closingCosts).plus(deal.rehabCost);

  const rentGrowth = decOne.plus(fromPercent(deal.annualRentGrowthPercent));
  const expenseGrowth = decOne.plus(fromPercent(deal.annualExpenseGrowthPercent));
  const appreciation = decOne.plus(fromPercent(deal.annualAppreciationPercent));
  const vacancy = fromPercent(deal.vacancyPercent);
  const management = fromPercent(deal.managementPercent);

  const years: ProjectionYear[] = [];
  const operatingCashFlows: Decimal[] = [];
  let cashOnCashTotal = decZero;
  let grossRent = dec(deal.monthlyRent).times(12);
  let fixedExpenses = dec(deal.annualOperatingExpenses);
  let propertyValue = price;
  let loanBalance = loanAmount;

  for (let year = 1; year <= deal.holdingYears; year += 1) {
    if (year > 1) {
      grossRent = grossRent.times(rentGrowth);
      fixedExpenses = fixedExpenses.times(expenseGrowth);
    }
    propertyValue = propertyValue.times(appreciation);
    const vacancyLoss = grossRent.times(vacancy);
    const effectiveGrossIncome = grossRent.minus(vacancyLoss);
    const managementFee = effectiveGrossIncome.times(management);
    const operatingExpenses = fixedExpenses.plus(managementFee);
    const netOperatingIncome = effectiveGrossIncome.minus(operatingExpenses);
    const monthsPaid = Math.min(12, Math.max(0, termMonths - 12 * (year - 1)));
    const debtService = monthlyMortgage.times(monthsPaid);
    const cashFlow = netOperatingIncome.minus(debtService);
    loanBalance = remainingBalanceDecimal(loanAmount, deal.interestRatePercent, termMonths, 12 * year);
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
  return {
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
  };
}

