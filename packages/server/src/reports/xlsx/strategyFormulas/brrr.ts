/**
 * BRRRR's inputs and result formulas (the notation is in `../formulaNotation.ts`): cash in, the
 * refinance and cash left in the deal, the rent after it, and the tests of `BRRR_RULES`.
 */
import { BRRR_RULES } from '@rei/engine';
import { negligible, noCash, orZero, paymentFormula, type StrategyFormulas } from '../formulaNotation';

const B = BRRR_RULES;
const brrCost = '[costToArvRatio]';
const brrFlow = '[monthlyNetCashFlow]';
export const brrrFormulas: StrategyFormulas = {
  inputs: [
    { key: 'purchasePrice', label: 'Purchase price (USD)' },
    { key: 'downPayment', label: 'Down payment (USD)' },
    { key: 'closingCosts', label: 'Closing costs (USD)' },
    { key: 'rehabCosts', label: 'Rehab costs (USD)' },
    { key: 'afterRepairValue', label: 'After-repair value (USD)' },
    { key: 'refinanceRate', label: 'Refinance rate (% a year; blank = 0)', optional: true },
    { key: 'refinanceLTV', label: 'Refinance loan-to-value (%)' },
    { key: 'monthlyRent', label: 'Monthly rent (USD)' },
    { key: 'holdingTime', label: 'Holding time before refinance (months)' },
    { key: 'utilities', label: 'Utilities while holding (USD a month)' },
    { key: 'insurance', label: 'Insurance (USD a month)' },
    { key: 'taxes', label: 'Taxes (USD a month)' },
    { key: 'maintenance', label: 'Maintenance (USD a month)' },
    { key: 'vacancyRate', label: 'Vacancy (% of rent)' },
    { key: 'isWholesaled', label: 'Bought through a wholesaler (TRUE/FALSE)' },
    { key: 'wholesaleFeePercent', label: "Wholesaler's fee (% of price)" },
  ],
  rows: [
    { key: 'wholesaleFee', label: "Wholesaler's fee", round: 'money', formula: 'IF({isWholesaled}=TRUE,{purchasePrice}*{wholesaleFeePercent}/100,0)' },
    { key: 'adjustedPurchasePrice', label: 'Price with the fee', round: 'money', formula: '{purchasePrice}+[wholesaleFee]' },
    { key: 'totalCashInvested', label: 'Cash invested (down + closing + rehab + cost lines)', round: 'money', formula: '{downPayment}+{closingCosts}+{rehabCosts}+{linesOneTimeCosts}' },
    { key: 'holdingCosts', label: 'Holding costs', round: 'money', formula: '({utilities}+{insurance}+{taxes})*{holdingTime}' },
    { key: 'refinanceLoanAmount', label: 'Refinance loan', round: 'money', formula: '{afterRepairValue}*{refinanceLTV}/100' },
    { key: 'cashOutAtRefinance', label: 'Cash out at refinance', round: 'money', formula: '[refinanceLoanAmount]-([adjustedPurchasePrice]-{downPayment})' },
    { key: '_cashLeftBeforeFloor', label: 'Working: cash left before the floor at 0', round: 'money', formula: '[totalCashInvested]+[holdingCosts]-[cashOutAtRefinance]' },
    { key: 'cashLeftInDeal', label: 'Cash left in the deal', round: 'money', formula: `IF(${negligible('[_cashLeftBeforeFloor]')},0,MAX(0,[_cashLeftBeforeFloor]))` },
    { key: 'effectiveMonthlyRent', label: 'Rent and income lines after vacancy (monthly)', round: 'money', formula: '({monthlyRent}+{linesAnnualIncome}/12)*(1-{vacancyRate}/100)' },
    { key: 'monthlyOperatingCosts', label: 'Operating costs (monthly, expense lines included)', round: 'money', formula: '{insurance}+{taxes}+{maintenance}+{linesAnnualExpenses}/12' },
    { key: 'monthlyMortgagePayment', label: 'Refinance payment (monthly)', round: 'money', formula: paymentFormula('[refinanceLoanAmount]', orZero('{refinanceRate}'), String(B.refinanceTermMonths)) },
    { key: 'monthlyNetCashFlow', label: 'Net cash flow (monthly)', round: 'money', formula: '[effectiveMonthlyRent]-[monthlyOperatingCosts]-[monthlyMortgagePayment]' },
    { key: 'annualNetCashFlow', label: 'Net cash flow (annual)', round: 'money', formula: '[monthlyNetCashFlow]*12' },
    { key: 'infiniteReturn', label: 'Infinite return (no cash left, positive cash flow)', round: 'none', formula: `AND([cashLeftInDeal]=0,NOT(${negligible(brrFlow)}),${brrFlow}>0)` },
    { key: 'actualCashOnCashReturn', label: 'Cash-on-cash on cash left (%)', round: 'percent', formula: 'IF([cashLeftInDeal]=0,"",[annualNetCashFlow]/[cashLeftInDeal]*100)' },
    { key: 'equity', label: 'Equity after refinance', round: 'money', formula: '{afterRepairValue}-[refinanceLoanAmount]' },
    { key: '_totalSpent', label: 'Working: cash invested + holding costs', round: 'money', formula: '[totalCashInvested]+[holdingCosts]' },
    { key: 'totalROI', label: 'Total return (%)', round: 'percent', formula: `IF(${noCash('[_totalSpent]')},"",([equity]+[annualNetCashFlow])/[_totalSpent]*100)` },
    { key: 'costToArvRatio', label: 'All-in cost ÷ ARV (cost lines included)', round: 'ratio', formula: '([adjustedPurchasePrice]+{closingCosts}+{rehabCosts}+{linesOneTimeCosts})/{afterRepairValue}' },
    { key: 'isViableProject', label: `Viable (cost ÷ ARV at most ${B.maxViableCostToArv})`, round: 'none', formula: `${brrCost}<=${B.maxViableCostToArv}` },
    { key: 'refinanceCompliance.isCompliant', label: `Refinance LTV at most ${B.maxCompliantLtvPercent} %`, round: 'none', formula: `{refinanceLTV}<=${B.maxCompliantLtvPercent}` },
    { key: 'refinanceCompliance.ltvRatio', label: 'Refinance LTV (%)', round: 'percent', formula: '{refinanceLTV}' },
    { key: 'refinanceCompliance.maxLoanAmount', label: `Largest compliant loan (${B.maxCompliantLtvPercent} % of ARV)`, round: 'money', formula: `{afterRepairValue}*${B.maxCompliantLtvPercent}/100` },
    {
      key: 'riskLevel',
      label: 'Risk level',
      round: 'none',
      formula:
        `IF(OR(${brrCost}>${B.highRisk.maxCostToArv},{holdingTime}>${B.highRisk.maxHoldingMonths},${brrFlow}<0),"High",` +
        `IF(AND(${brrCost}<=${B.lowRisk.maxCostToArv},{holdingTime}<=${B.lowRisk.maxHoldingMonths},${brrFlow}>${B.lowRisk.minMonthlyCashFlow},{refinanceLTV}<=${B.maxCompliantLtvPercent}),"Low","Medium"))`,
    },
  ],
};
