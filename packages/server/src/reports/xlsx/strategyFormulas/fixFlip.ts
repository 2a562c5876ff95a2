/**
 * Fix & Flip's inputs and result formulas (the notation is in `../formulaNotation.ts`): costs over the
 * hold, profit and return, the 70 % rule and the risk level of `FIX_FLIP_RULES`.
 */
import { FIX_FLIP_RULES } from '@rei/engine';
import { noCash, type StrategyFormulas } from '../formulaNotation';

// Fix & Flip: an ROI test that also covers a deal with no cash in it (profit decides).
const ffRoiAtLeast = (threshold: number) => `IF(ISNUMBER([roi]),[roi]>=${threshold},[profit]>0)`;
const ffCost = '[costToArvRatio]';

export const fixFlipFormulas: StrategyFormulas = {
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
