/**
 * Creative financing's inputs and result formulas (the notation is in `../formulaNotation.ts`): the
 * note or the debt taken over, cash flow, returns over the horizon, equity, and the risk of
 * `CREATIVE_RULES` and `CREATIVE_STRATEGIES`.
 */
import { CREATIVE_RULES, CREATIVE_STRATEGIES } from '@rei/engine';
import { balanceFormula, negligible, noCash, orZero, paymentFormula, type StrategyFormulas } from '../formulaNotation';

const C = CREATIVE_RULES;
const isLease = '{strategy}="lease_option"';
const isSubjectTo = '{strategy}="subject_to"';
const noAmortization = `OR(${isSubjectTo},${isLease},[_termMonths]=0)`;
const principalPaidAfter = (months: string) =>
  `IF(${noAmortization},0,[_debt]-${balanceFormula('[_debt]', '[_rate]', '[_termMonths]', '[monthlyPayment]', months)})`;
/** Rank of a risk label, Low 1 < Medium 2 < High 3. */
const riskRank = (x: string) => `IF(${x}="High",3,IF(${x}="Medium",2,1))`;
// The strategy's own risk, read off the engine's table of creative strategies.
const strategyRiskFormula = Object.entries(CREATIVE_STRATEGIES).reduceRight(
  (otherwise, [id, info]) => `IF({strategy}="${id}","${info.risk}",${otherwise})`,
  '""',
);
const cfFlow = '[monthlyNetCashFlow]';
const cfDscrBelow = (x: number) => `IF(ISNUMBER([dscr]),[dscr]<${x},FALSE)`;
const cfLeverageAbove = (x: number) => `AND(NOT(${isLease}),[leverageRatio]>${x})`;

export const creativeFinancingFormulas: StrategyFormulas = {
  inputs: [
    { key: 'strategy', label: 'Structure (subject_to, seller_financing, lease_option, wrap_around, land_contract)' },
    { key: 'propertyValue', label: 'Property value (USD)' },
    { key: 'monthlyRent', label: 'Monthly rent (USD)' },
    { key: 'downPayment', label: 'Down payment (USD)' },
    { key: 'closingCosts', label: 'Closing costs (USD)' },
    { key: 'sellerDebt', label: "Seller's existing debt taken over (USD; subject-to)", optional: true },
    { key: 'existingPayment', label: 'Existing monthly payment (USD; subject-to, lease option)', optional: true },
    { key: 'optionFee', label: 'Option fee (USD; lease option)' },
    { key: 'optionTerm', label: 'Option term (months; lease option)', optional: true },
    { key: 'exercisePrice', label: 'Exercise price (USD; lease option)', optional: true },
    { key: 'interestRate', label: 'Note rate (% a year; seller-financed notes)', optional: true },
    { key: 'loanTerm', label: 'Note term (years; 0 = interest only)', optional: true },
    { key: 'balloonYear', label: 'Balloon year (land contract; wrap-around, optional)', optional: true },
    { key: 'underlyingBalance', label: "Seller's underlying loan balance (USD; wrap-around)", optional: true },
    { key: 'underlyingRate', label: "Seller's underlying loan rate (% a year; wrap-around)", optional: true },
    { key: 'underlyingTermMonths', label: "Months left on the seller's underlying loan (wrap-around)", optional: true },
    { key: 'monthlyExpenses', label: 'Monthly expenses (USD)' },
    { key: 'appreciationRate', label: 'Appreciation (% a year)' },
  ],
  rows: [
    { key: '_debt', label: 'Working: debt (taken over, exercise price, or value − down payment)', round: 'money', formula: `IF(${isSubjectTo},${orZero('{sellerDebt}')},IF(${isLease},${orZero('{exercisePrice}')},MAX(0,{propertyValue}-{downPayment})))` },
    { key: '_rate', label: 'Working: note rate (%)', round: 'none', formula: orZero('{interestRate}') },
    { key: '_termMonths', label: 'Working: note term (months)', round: 'none', formula: `${orZero('{loanTerm}')}*12` },
    {
      key: 'monthlyPayment',
      label: 'Monthly payment',
      round: 'money',
      formula: `IF(OR(${isSubjectTo},${isLease}),${orZero('{existingPayment}')},IF([_termMonths]=0,[_debt]*[_rate]/100/12,${paymentFormula('[_debt]', '[_rate]', '[_termMonths]')}))`,
    },
    { key: '_operatingIncome', label: 'Working: rent − expenses + income lines − expense lines (monthly)', round: 'money', formula: '{monthlyRent}-{monthlyExpenses}+({linesAnnualIncome}-{linesAnnualExpenses})/12' },
    { key: 'monthlyNetCashFlow', label: 'Net cash flow (monthly)', round: 'money', formula: '[_operatingIncome]-[monthlyPayment]' },
    { key: 'annualNetCashFlow', label: 'Net cash flow (annual)', round: 'money', formula: '[monthlyNetCashFlow]*12' },
    { key: 'totalCashInvested', label: 'Cash invested (cost lines included)', round: 'money', formula: `{downPayment}+{closingCosts}+IF(${isLease},{optionFee},0)+{linesOneTimeCosts}` },
    { key: 'roi', label: 'Cash-on-cash return (%)', round: 'percent', formula: `IF(${noCash('[totalCashInvested]')},"",[annualNetCashFlow]/[totalCashInvested]*100)` },
    { key: 'horizonYears', label: 'Horizon (years)', round: 'ratio', formula: `IF(${isLease},${orZero('{optionTerm}')}/12,${C.holdingPeriodYears})` },
    { key: '_horizonMonths', label: 'Working: horizon (months)', round: 'none', formula: `IF(${isLease},${orZero('{optionTerm}')},${C.holdingPeriodYears * 12})` },
    { key: 'futureValue', label: 'Value at the horizon', round: 'money', formula: '{propertyValue}*(1+{appreciationRate}/100)^[horizonYears]' },
    { key: '_valueGain', label: 'Working: value gain', round: 'money', formula: `IF(${isLease},MAX(0,[futureValue]-${orZero('{exercisePrice}')}),[futureValue]-{propertyValue})` },
    { key: '_principalPaidHorizon', label: 'Working: principal repaid by the horizon', round: 'money', formula: principalPaidAfter('[_horizonMonths]') },
    { key: '_totalGain', label: 'Working: total gain (cash flow + value gain + principal)', round: 'money', formula: '[annualNetCashFlow]*[horizonYears]+[_valueGain]+[_principalPaidHorizon]' },
    { key: 'totalReturn', label: 'Total return over the horizon (%)', round: 'percent', formula: `IF(${noCash('[totalCashInvested]')},"",[_totalGain]/[totalCashInvested]*100)` },
    { key: 'dscr', label: 'Debt service coverage', round: 'ratio', formula: `IF(${negligible('[monthlyPayment]')},"",[_operatingIncome]/[monthlyPayment])` },
    { key: 'leverageRatio', label: 'Debt ÷ value', round: 'ratio', formula: '[_debt]/{propertyValue}' },
    { key: 'breakEvenRent', label: 'Break-even rent (monthly)', round: 'money', formula: '{monthlyExpenses}+[monthlyPayment]-({linesAnnualIncome}-{linesAnnualExpenses})/12' },
    { key: 'equityPosition', label: 'Equity (value − debt)', round: 'money', formula: '{propertyValue}-[_debt]' },
    { key: '_principalPaidYear', label: 'Working: principal repaid in year one', round: 'money', formula: principalPaidAfter('12') },
    { key: 'equityBuildup', label: 'Equity build-up in year one', round: 'money', formula: '{propertyValue}*{appreciationRate}/100+[_principalPaidYear]' },
    { key: 'strategyRisk', label: "Structure's own risk", round: 'none', formula: strategyRiskFormula },
    {
      key: '_numbersRisk',
      label: 'Working: risk from the numbers',
      round: 'none',
      formula:
        `IF(OR(AND(NOT(${negligible(cfFlow)}),${cfFlow}<0),${cfDscrBelow(C.risk.high.dscrBelow)},${cfLeverageAbove(C.risk.high.leverageAbove)}),"High",` +
        `IF(OR(${negligible(cfFlow)},${cfDscrBelow(C.risk.medium.dscrBelow)},${cfLeverageAbove(C.risk.medium.leverageAbove)}),"Medium","Low"))`,
    },
    {
      key: 'riskLevel',
      label: 'Risk level (the higher of the two)',
      round: 'none',
      formula: `IF(${riskRank('[strategyRisk]')}>=${riskRank('[_numbersRisk]')},[strategyRisk],[_numbersRisk])`,
    },
  ],
};
