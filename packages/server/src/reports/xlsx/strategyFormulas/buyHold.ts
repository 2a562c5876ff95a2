/**
 * Buy & Hold's inputs and result formulas (the notation is in `../formulaNotation.ts`): the loan,
 * income and expenses to NOI and cash flow, the returns, and the compliance test of
 * `BUY_HOLD_COMPLIANCE`.
 */
import { BUY_HOLD_COMPLIANCE } from '@rei/engine';
import { negligible, noCash, paymentFormula, type StrategyFormulas } from '../formulaNotation';

export const buyHoldFormulas: StrategyFormulas = {
  inputs: [
    { key: 'purchasePrice', label: 'Purchase price (USD)' },
    { key: 'downPaymentPercent', label: 'Down payment (% of price)' },
    { key: 'interestRate', label: 'Interest rate (% a year)' },
    { key: 'loanTerm', label: 'Loan term (years)' },
    { key: 'grossMonthlyRent', label: 'Gross monthly rent (USD)' },
    { key: 'vacancyRate', label: 'Vacancy (% of rent)' },
    { key: 'propertyTax', label: 'Property tax (USD a year)' },
    { key: 'insurance', label: 'Insurance (USD a year)' },
    { key: 'maintenance', label: 'Maintenance (USD a year; blank = larger of 1 % of price and 10 % of annual rent)', optional: true },
    { key: 'propertyManagementPercent', label: 'Property management (% of effective income)' },
    { key: 'closingCosts', label: `Closing costs (USD; blank = ${BUY_HOLD_COMPLIANCE.closingCostPercent} % of price)`, optional: true },
    { key: 'isWholesaled', label: 'Bought through a wholesaler (TRUE/FALSE)' },
    { key: 'wholesaleFeePercent', label: "Wholesaler's finder's fee (% of price)" },
    { key: 'afterRepairValue', label: `After-repair value (USD; blank = ${BUY_HOLD_COMPLIANCE.arvMultiple} × price)`, optional: true },
  ],
  rows: [
    { key: 'downPaymentAmount', label: 'Down payment', round: 'money', formula: '{purchasePrice}*{downPaymentPercent}/100' },
    { key: 'loanAmount', label: 'Loan amount', round: 'money', formula: '{purchasePrice}-[downPaymentAmount]' },
    { key: 'monthlyMortgage', label: 'Monthly mortgage payment', round: 'money', formula: paymentFormula('[loanAmount]', '{interestRate}', '({loanTerm}*12)') },
    { key: 'annualDebtService', label: 'Annual debt service', round: 'money', formula: '[monthlyMortgage]*12' },
    { key: 'monthlyVacancyLoss', label: 'Monthly vacancy loss', round: 'money', formula: '({grossMonthlyRent}+{linesAnnualIncome}/12)*{vacancyRate}/100' },
    { key: 'effectiveGrossIncome', label: 'Effective gross income (annual, income lines included)', round: 'money', formula: '({grossMonthlyRent}+{linesAnnualIncome}/12-[monthlyVacancyLoss])*12' },
    { key: 'annualMaintenance', label: 'Maintenance (annual)', round: 'money', formula: 'IF(ISBLANK({maintenance}),MAX({purchasePrice}*0.01,{grossMonthlyRent}*1.2),{maintenance})' },
    { key: 'annualManagementFee', label: 'Management fee (annual)', round: 'money', formula: '[effectiveGrossIncome]*{propertyManagementPercent}/100' },
    { key: 'annualOperatingExpenses', label: 'Operating expenses (annual, expense lines included)', round: 'money', formula: '{propertyTax}+{insurance}+[annualMaintenance]+[annualManagementFee]+{linesAnnualExpenses}' },
    { key: 'annualNOI', label: 'Net operating income (annual)', round: 'money', formula: '[effectiveGrossIncome]-[annualOperatingExpenses]' },
    { key: 'annualCashFlow', label: 'Cash flow (annual)', round: 'money', formula: '[annualNOI]-[annualDebtService]' },
    { key: 'monthlyCashFlow', label: 'Cash flow (monthly)', round: 'money', formula: '[annualCashFlow]/12' },
    { key: 'closingCosts', label: 'Closing costs', round: 'money', formula: `IF(ISBLANK({closingCosts}),{purchasePrice}*${BUY_HOLD_COMPLIANCE.closingCostPercent}/100,{closingCosts})` },
    { key: 'totalCashInvested', label: 'Cash invested (cost lines included)', round: 'money', formula: '[downPaymentAmount]+[closingCosts]+{linesOneTimeCosts}' },
    { key: 'capRate', label: 'Cap rate (%)', round: 'percent', formula: '[annualNOI]/{purchasePrice}*100' },
    { key: 'cashOnCashReturn', label: 'Cash-on-cash return (%)', round: 'percent', formula: `IF(${noCash('[totalCashInvested]')},"",[annualCashFlow]/[totalCashInvested]*100)` },
    { key: 'dscr', label: 'Debt service coverage (NOI ÷ debt service)', round: 'ratio', formula: `IF(${negligible('[annualDebtService]')},"",[annualNOI]/[annualDebtService])` },
    { key: 'compliance.afterRepairValue', label: 'Compliance: after-repair value', round: 'money', formula: `IF(ISBLANK({afterRepairValue}),{purchasePrice}*${BUY_HOLD_COMPLIANCE.arvMultiple},{afterRepairValue})` },
    { key: 'compliance.wholesaleAnalysis.findersFee', label: "Compliance: finder's fee", round: 'money', formula: 'IF({isWholesaled}=TRUE,{purchasePrice}*{wholesaleFeePercent}/100,0)' },
    {
      key: 'compliance.totalProjectCost',
      label: 'Compliance: total project cost (price + fee + assumed rehab + closing + cost lines)',
      round: 'money',
      formula: `{purchasePrice}+[compliance.wholesaleAnalysis.findersFee]+${BUY_HOLD_COMPLIANCE.assumedRehab}+[closingCosts]+{linesOneTimeCosts}`,
    },
    { key: 'compliance.wholesaleAnalysis.adjustedTotalCost', label: 'Compliance: adjusted total cost', round: 'money', formula: '[compliance.totalProjectCost]' },
    { key: 'compliance.costToArvRatio', label: 'Compliance: cost ÷ ARV', round: 'ratio', formula: '[compliance.totalProjectCost]/[compliance.afterRepairValue]' },
    { key: 'compliance.isCompliant', label: `Compliance: cost ÷ ARV at most ${BUY_HOLD_COMPLIANCE.maxCostToArvRatio}`, round: 'none', formula: `[compliance.costToArvRatio]<=${BUY_HOLD_COMPLIANCE.maxCostToArvRatio}` },
    { key: 'compliance.wholesaleAnalysis.feePercentage', label: "Compliance: finder's fee (%)", round: 'none', formula: 'IF({isWholesaled}=TRUE,{wholesaleFeePercent},0)' },
    {
      key: 'compliance.wholesaleAnalysis.stillCompliant',
      label: `Compliance: still compliant with the fee (fee at most ${BUY_HOLD_COMPLIANCE.findersFeeCapPercent} %)`,
      round: 'none',
      formula: `AND([compliance.isCompliant],[compliance.wholesaleAnalysis.feePercentage]<=${BUY_HOLD_COMPLIANCE.findersFeeCapPercent})`,
    },
  ],
};
