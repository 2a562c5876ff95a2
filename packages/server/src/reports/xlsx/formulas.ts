/**
 * The engine's strategy calculations written once as spreadsheet formulas, so the XLSX export's
 * results are LIVE: a lender who changes an input on the Inputs sheet sees the numbers the
 * engine would give. `test/reports/xlsx/reportsXlsx.test.ts` evaluates these formulas Excel-style and checks
 * them against the engine, cent for cent, for every strategy type.
 *
 * Notation inside a formula: `{key}` is the Inputs sheet cell of input `key`; `[key]` is the
 * EXACT (unrounded) value of another result row. Each row's shown value is its exact value
 * rounded the way the engine rounds at its boundary (`round`): money to cents, percents and
 * ratios to 4 decimals, a score to a whole number. A result the engine leaves undefined (null)
 * is an empty text "" here. Rows whose key starts with `_` are working steps (no engine field).
 *
 * The rules' constants come from the engine's own tables (BUY_HOLD_COMPLIANCE, FIX_FLIP_RULES,
 * WHOLESALE_RULES, BRRR_RULES, CREATIVE_RULES, CREATIVE_STRATEGIES).
 */
import {
  BRRR_RULES,
  BUY_HOLD_COMPLIANCE,
  CREATIVE_RULES,
  CREATIVE_STRATEGIES,
  FIX_FLIP_RULES,
  WHOLESALE_RULES,
  MAX_LINE_ITEMS,
  type StrategyType,
} from '@rei/engine';

/** How a row's exact value is rounded for display: like the engine's moneyOut / percentOut / ratioOut. */
export type FormulaRounding = 'money' | 'percent' | 'ratio' | 'whole' | 'none';

export interface FormulaRow {
  /** Engine result path (`annualNOI`, `compliance.totalProjectCost`) or `_working` step. */
  readonly key: string;
  readonly label: string;
  readonly round: FormulaRounding;
  /** Exact value, in the notation above (no leading `=`). */
  readonly formula: string;
}

export interface FormulaInput {
  readonly key: string;
  readonly label: string;
  /** True for an input the engine fills itself when left blank (the formula says how). */
  readonly optional?: boolean;
}

export interface StrategyFormulas {
  readonly inputs: readonly FormulaInput[];
  readonly rows: readonly FormulaRow[];
}

/** Below half a cent: the engine's `isNegligible`. */
const negligible = (x: string) => `ABS(${x})<0.005`;
/** No cash in: under half a cent, or below zero when credit lines outweigh the rest (the engine's test). */
const noCash = (x: string) => `${x}<0.005`;
/** A blank optional input read as 0. */
const orZero = (x: string) => `IF(ISBLANK(${x}),0,${x})`;

/**
 * Level monthly payment of `principal` at `ratePercent` a year over `months` (unrounded): the
 * engine's `levelPayment` — 0 with nothing borrowed or no term, principal ÷ months when the rate
 * over the term is negligible, else P·r·(1+r)^n / ((1+r)^n − 1) with r = rate ÷ 1200.
 */
export function paymentFormula(principal: string, ratePercent: string, months: string): string {
  const r = `(${ratePercent}/1200)`;
  return `IF(OR(${principal}=0,${months}<=0),0,IF(${r}*${months}<1E-12,${principal}/${months},${principal}*${r}*(1+${r})^${months}/((1+${r})^${months}-1)))`;
}

/** Balance after `paid` level payments, never below 0 (the engine's `remainingBalanceDecimal`). */
export function balanceFormula(principal: string, ratePercent: string, months: string, payment: string, paid: string): string {
  const r = `(${ratePercent}/1200)`;
  const k = `MIN(MAX(${paid},0),${months})`;
  return `IF(OR(${k}>=${months},${principal}=0),0,IF(${r}*${months}<1E-12,MAX(0,${principal}-${payment}*${k}),MAX(0,${principal}*(1+${r})^${k}-${payment}*((1+${r})^${k}-1)/${r})))`;
}

const buyHold: StrategyFormulas = {
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

// Fix & Flip: an ROI test that also covers a deal with no cash in it (profit decides).
const ffRoiAtLeast = (threshold: number) => `IF(ISNUMBER([roi]),[roi]>=${threshold},[profit]>0)`;
const ffCost = '[costToArvRatio]';

const fixFlip: StrategyFormulas = {
  inputs: [
    { key: 'purchasePrice', label: 'Purchase price (USD)' },
    { key: 'afterRepairValue', label: `After-repair value (USD; blank = ${FIX_FLIP_RULES.arvMultiple} × price)`, optional: true },
    { key: 'downPaymentPercent', label: 'Down payment (% of price)' },
    { key: 'closingCosts', label: 'Closing costs (USD)' },
    { key: 'rehabCost', label: 'Rehab cost (USD)' },
    { key: 'holdingMonths', label: 'Holding time (months)' },
    { key: 'interestRate', label: 'Interest rate (% a year)' },
    { key: 'sellingCostsPercent', label: 'Selling costs (% of ARV)' },
    { key: 'contingencyPercent', label: 'Contingency (% of rehab)' },
  ],
  rows: [
    { key: 'afterRepairValue', label: 'After-repair value', round: 'money', formula: `IF(ISBLANK({afterRepairValue}),{purchasePrice}*${FIX_FLIP_RULES.arvMultiple},{afterRepairValue})` },
    { key: 'downPaymentAmount', label: 'Down payment', round: 'money', formula: '{purchasePrice}*{downPaymentPercent}/100' },
    { key: 'loanAmount', label: 'Loan amount', round: 'money', formula: '{purchasePrice}-[downPaymentAmount]' },
    { key: 'contingency', label: 'Contingency', round: 'money', formula: '{rehabCost}*{contingencyPercent}/100' },
    { key: 'holdingCosts', label: 'Holding costs (interest)', round: 'money', formula: '[loanAmount]*{interestRate}/100/12*{holdingMonths}' },
    { key: 'sellingCosts', label: 'Selling costs', round: 'money', formula: '[afterRepairValue]*{sellingCostsPercent}/100' },
    {
      key: 'totalCashInvested',
      label: 'Cash invested (cost lines and expense lines over the hold included)',
      round: 'money',
      formula: '[downPaymentAmount]+{closingCosts}+{rehabCost}+[contingency]+[holdingCosts]+{linesOneTimeCosts}+{linesAnnualExpenses}/12*{holdingMonths}',
    },
    {
      key: 'totalProjectCost',
      label: 'Total project cost (cost lines and expense lines over the hold included)',
      round: 'money',
      formula: '{purchasePrice}+{closingCosts}+{rehabCost}+[contingency]+[holdingCosts]+[sellingCosts]+{linesOneTimeCosts}+{linesAnnualExpenses}/12*{holdingMonths}',
    },
    { key: 'profit', label: 'Profit (income lines over the hold included)', round: 'money', formula: '[afterRepairValue]-[totalProjectCost]+{linesAnnualIncome}/12*{holdingMonths}' },
    { key: 'roi', label: 'Return on cash (%)', round: 'ratio', formula: `IF(${noCash('[totalCashInvested]')},"",[profit]/[totalCashInvested]*100)` },
    { key: 'annualizedRoi', label: 'Annualized return (%)', round: 'ratio', formula: 'IF(ISNUMBER([roi]),[roi]*12/{holdingMonths},"")' },
    { key: 'costToArvRatio', label: '(Price + rehab) ÷ ARV', round: 'ratio', formula: '({purchasePrice}+{rehabCost})/[afterRepairValue]' },
    { key: 'maxAllowableOffer', label: 'Maximum allowable offer (70 % of ARV − rehab)', round: 'money', formula: '[afterRepairValue]*0.7-{rehabCost}' },
    {
      key: 'meets70PercentRule',
      label: `Meets the 70 % rule (and ROI at least ${FIX_FLIP_RULES.minRoiPercent} %)`,
      round: 'none',
      formula: `AND(${ffCost}<=${FIX_FLIP_RULES.maxCostToArv},${ffRoiAtLeast(FIX_FLIP_RULES.minRoiPercent)})`,
    },
    { key: 'viability', label: 'Viability', round: 'none', formula: 'IF([meets70PercentRule]=TRUE,"viable","high_risk")' },
    {
      key: 'riskLevel',
      label: 'Risk level',
      round: 'none',
      formula:
        `IF(OR(${ffCost}>${FIX_FLIP_RULES.highRisk.costToArv},NOT(${ffRoiAtLeast(FIX_FLIP_RULES.highRisk.roiPercent)}),{holdingMonths}>${FIX_FLIP_RULES.highRisk.holdingMonths}),"High",` +
        `IF(OR(${ffCost}>${FIX_FLIP_RULES.mediumRisk.costToArv},NOT(${ffRoiAtLeast(FIX_FLIP_RULES.mediumRisk.roiPercent)}),{holdingMonths}>${FIX_FLIP_RULES.mediumRisk.holdingMonths}),"Medium","Low"))`,
    },
  ],
};

const W = WHOLESALE_RULES;
const wholesale: StrategyFormulas = {
  inputs: [
    { key: 'afterRepairValue', label: 'After-repair value (USD)' },
    { key: 'rehabCost', label: 'Rehab cost (USD)' },
    { key: 'contractPrice', label: 'Contract price (USD)' },
    { key: 'assignmentFee', label: 'Assignment fee (USD)' },
    { key: 'daysToClose', label: 'Days to close' },
    { key: 'minimumInvestorRoi', label: "End investor's minimum ROI (%)" },
    { key: 'investorDownPaymentPercent', label: "End investor's down payment (%)" },
    { key: 'investorSellingCostsPercent', label: "End investor's selling costs (% of ARV)" },
  ],
  rows: [
    { key: 'maxAllowableOffer', label: 'Maximum allowable offer (70 % of ARV − rehab)', round: 'money', formula: '{afterRepairValue}*0.7-{rehabCost}' },
    { key: 'spreadBelowMaxOffer', label: 'Spread below the maximum offer', round: 'money', formula: '[maxAllowableOffer]-{contractPrice}' },
    { key: 'assignmentFeePercent', label: 'Assignment fee (% of contract)', round: 'ratio', formula: '{assignmentFee}/{contractPrice}*100' },
    { key: 'feeWithinRange', label: `Fee within ${W.minFeePercent}–${W.maxFeePercent} %`, round: 'none', formula: `AND([assignmentFeePercent]>=${W.minFeePercent},[assignmentFeePercent]<=${W.maxFeePercent})` },
    { key: 'investorPurchasePrice', label: "End investor's price", round: 'money', formula: '{contractPrice}+{assignmentFee}' },
    { key: 'investorDownPayment', label: "End investor's down payment", round: 'money', formula: '[investorPurchasePrice]*{investorDownPaymentPercent}/100' },
    { key: 'investorLoanAmount', label: "End investor's loan", round: 'money', formula: '[investorPurchasePrice]-[investorDownPayment]' },
    { key: 'investorSellingCosts', label: "End investor's selling costs", round: 'money', formula: '{afterRepairValue}*{investorSellingCostsPercent}/100' },
    { key: 'investorCashInvested', label: "End investor's cash invested", round: 'money', formula: '[investorDownPayment]+{rehabCost}' },
    { key: 'investorProfit', label: "End investor's profit", round: 'money', formula: '{afterRepairValue}-[investorSellingCosts]-[investorPurchasePrice]-{rehabCost}' },
    { key: 'investorRoi', label: "End investor's ROI (%)", round: 'ratio', formula: '[investorProfit]/[investorCashInvested]*100' },
    { key: 'meetsMaxOffer', label: 'Contract at or below the maximum offer', round: 'none', formula: '{contractPrice}<=[maxAllowableOffer]' },
    { key: 'meetsMinimumRoi', label: "End investor's ROI meets the minimum", round: 'none', formula: '[investorRoi]>={minimumInvestorRoi}' },
    { key: 'isViable', label: 'Viable', round: 'none', formula: 'AND([meetsMaxOffer],[meetsMinimumRoi],[feeWithinRange])' },
    { key: 'verdict', label: 'Verdict', round: 'none', formula: 'IF([isViable]=TRUE,"viable","needs_adjustment")' },
    {
      key: 'riskLevel',
      label: 'Risk level',
      round: 'none',
      formula:
        `IF(OR([investorRoi]<${W.highRisk.roiPercent},[assignmentFeePercent]>${W.highRisk.feePercent},{daysToClose}>${W.highRisk.daysToClose}),"High",` +
        `IF(OR([investorRoi]<${W.mediumRisk.roiPercent},[assignmentFeePercent]>${W.mediumRisk.feePercent},{daysToClose}>${W.mediumRisk.daysToClose}),"Medium","Low"))`,
    },
    {
      key: 'competitivenessScore',
      label: 'Competitiveness score (0–100)',
      round: 'whole',
      formula:
        '50*MIN(1,MAX(0,[spreadBelowMaxOffer]/({afterRepairValue}*0.1)))' +
        `+30*MIN(1,MAX(0,(${W.maxFeePercent}-[assignmentFeePercent])/12))` +
        '+20*MIN(1,MAX(0,(60-{daysToClose})/39))',
    },
    { key: 'exceedsRecommendedClose', label: `Close slower than ${W.maxRecommendedDaysToClose} days`, round: 'none', formula: `{daysToClose}>${W.maxRecommendedDaysToClose}` },
  ],
};

const B = BRRR_RULES;
const brrCost = '[costToArvRatio]';
const brrFlow = '[monthlyNetCashFlow]';
const brrr: StrategyFormulas = {
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

const creativeFinancing: StrategyFormulas = {
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

/** Every strategy type's inputs and result formulas. */
export const STRATEGY_FORMULAS: Readonly<Record<StrategyType, StrategyFormulas>> = {
  buy_hold: buyHold,
  fix_flip: fixFlip,
  wholesale,
  creative_financing: creativeFinancing,
  brrr,
};

/**
 * Where things sit in the workbook: inputs on `Inputs` from row 2 (A label, B value, C key); results on `Results`
 * (A label, B shown, C exact, D key); custom lines on `Lines` (see `LINES_SHEET`).
 */
export const SHEET = { inputs: 'Inputs', results: 'Results', lines: 'Lines', firstRow: 2 } as const;

/**
 * The `Lines` sheet: one custom line a row from row 2 (A label, B kind, C amount, D frequency, E basis;
 * F its dollars at its frequency, G per month, H per year, I once, J–L its share of the totals, all
 * live formulas), room for `MAX_LINE_ITEMS` rows, and in columns N–O the units and floor area the
 * per-unit and per-square-foot lines multiply by, then the totals the Results formulas read
 * (`{linesAnnualIncome}`, `{linesAnnualExpenses}`, `{linesOneTimeCosts}`). Totals are sums of
 * cells, not ranges, so any spreadsheet (and the formula engine in the tests) evaluates them.
 */
export const LINES_SHEET = {
  firstRow: 2,
  rows: MAX_LINE_ITEMS,
  unitsCell: 'O2',
  squareFeetCell: 'O3',
  totals: { linesAnnualIncome: 'O4', linesAnnualExpenses: 'O5', linesOneTimeCosts: 'O6' },
  /** Wholesale only: the wholesaler's net profit. */
  wholesalerNetCell: 'O7',
} as const;

/** The inputs a strategy's `percent_of_price` and `percent_of_rent` lines take a share of (null: no rent). */
export const LINE_BASES: Readonly<Record<StrategyType, { price: string; rent: string | null }>> = {
  buy_hold: { price: 'purchasePrice', rent: 'grossMonthlyRent' },
  fix_flip: { price: 'purchasePrice', rent: null },
  wholesale: { price: 'contractPrice', rent: null },
  creative_financing: { price: 'propertyValue', rent: 'monthlyRent' },
  brrr: { price: 'purchasePrice', rent: 'monthlyRent' },
};

const absolute = (cell: string) => cell.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
const lineTotalCell = (key: keyof typeof LINES_SHEET.totals) => `${SHEET.lines}!${absolute(LINES_SHEET.totals[key])}`;

/**
 * The live formulas of one row of the `Lines` sheet (row `row`), for a strategy: the line's
 * dollars at its frequency by its basis (blank basis = dollars; a rent share of a year's rent for
 * an annual line), per month, per year, once, and its share of each total (by kind).
 */
export function lineRowFormulas(strategyType: StrategyType, row: number): { value: string; monthly: string; annual: string; once: string; income: string; expense: string; cost: string } {
  const base = LINE_BASES[strategyType];
  const input = (key: string) => `${SHEET.inputs}!$B$${SHEET.firstRow + STRATEGY_FORMULAS[strategyType].inputs.findIndex((i) => i.key === key)}`;
  const price = input(base.price);
  const rent = base.rent === null ? '0' : input(base.rent);
  const [amount, frequency, basis, value, annual, once, kind] = [`C${row}`, `D${row}`, `E${row}`, `F${row}`, `H${row}`, `I${row}`, `B${row}`];
  return {
    value:
      `IF(ISBLANK(${amount}),0,IF(${basis}="percent_of_price",${price}*${amount}/100,IF(${basis}="percent_of_rent",${rent}*IF(${frequency}="annual",12,1)*${amount}/100,` +
      `IF(${basis}="per_unit",${amount}*${absolute(LINES_SHEET.unitsCell)},IF(${basis}="per_sqft",${amount}*${absolute(LINES_SHEET.squareFeetCell)},${amount})))))`,
    monthly: `IF(${frequency}="monthly",${value},IF(${frequency}="annual",${value}/12,0))`,
    annual: `IF(${frequency}="monthly",${value}*12,IF(${frequency}="annual",${value},0))`,
    once: `IF(${frequency}="one_time",${value},0)`,
    income: `IF(${kind}="income",${annual},0)`,
    expense: `IF(${kind}="expense",${annual},0)`,
    cost: `IF(${kind}="cost",${once},0)`,
  };
}

/** The total of one of columns J (income), K (expenses) or L (costs) over every line row: a sum of cells. */
export function lineTotalFormula(column: 'J' | 'K' | 'L'): string {
  return Array.from({ length: LINES_SHEET.rows }, (_, i) => `${column}${LINES_SHEET.firstRow + i}`).join('+');
}

/** Wholesale: fee + (income − expense lines) over days × 12 ÷ 365 months − cost lines, unrounded. */
export function wholesalerNetFormula(): string {
  const input = (key: string) => `${SHEET.inputs}!$B$${SHEET.firstRow + wholesale.inputs.findIndex((i) => i.key === key)}`;
  const { linesAnnualIncome, linesAnnualExpenses, linesOneTimeCosts } = LINES_SHEET.totals;
  return `${input('assignmentFee')}+(${linesAnnualIncome}-${linesAnnualExpenses})/12*${input('daysToClose')}*12/365-${linesOneTimeCosts}`;
}

/** The formula text of a shown value (column B) over its exact value (column C). */
export function roundedFormula(exactCell: string, round: FormulaRounding): string {
  switch (round) {
    case 'money':
      return `IF(ISNUMBER(${exactCell}),ROUND(${exactCell},2),${exactCell})`;
    case 'percent':
    case 'ratio':
      return `IF(ISNUMBER(${exactCell}),ROUND(${exactCell},4),${exactCell})`;
    case 'whole':
      return `IF(ISNUMBER(${exactCell}),ROUND(${exactCell},0),${exactCell})`;
    case 'none':
      return exactCell;
  }
}

/**
 * A strategy's formulas with `{input}` and `[result]` replaced by cell addresses: inputs on the
 * Inputs sheet (column B), results' exact values in column C of the Results sheet.
 */
export function resolvedFormulas(strategyType: StrategyType): { inputs: readonly FormulaInput[]; rows: { row: FormulaRow; exact: string; shown: string; line: number }[] } {
  const spec = STRATEGY_FORMULAS[strategyType];
  const inputCell = new Map(spec.inputs.map((input, i) => [input.key, `${SHEET.inputs}!$B$${SHEET.firstRow + i}`]));
  // the custom lines' totals on the Lines sheet read like inputs
  for (const key of Object.keys(LINES_SHEET.totals) as (keyof typeof LINES_SHEET.totals)[]) inputCell.set(key, lineTotalCell(key));
  const resultCell = new Map(spec.rows.map((row, i) => [row.key, `$C$${SHEET.firstRow + i}`]));
  const resolve = (formula: string) =>
    formula
      .replace(/\{([A-Za-z]+)\}/g, (_, key: string) => {
        const cell = inputCell.get(key);
        if (!cell) throw new Error(`formula names unknown input ${key}`);
        return cell;
      })
      .replace(/\[([A-Za-z0-9_.]+)\]/g, (_, key: string) => {
        const cell = resultCell.get(key);
        if (!cell) throw new Error(`formula names unknown result ${key}`);
        return cell;
      });
  return {
    inputs: spec.inputs,
    rows: spec.rows.map((row, i) => {
      const line = SHEET.firstRow + i;
      return { row, line, exact: resolve(row.formula), shown: roundedFormula(`C${line}`, row.round) };
    }),
  };
}
