/**
 * Wholesale's inputs and result formulas (the notation is in `../formulaNotation.ts`): the maximum
 * offer, the fee, the end investor's deal, the verdict and risk of `WHOLESALE_RULES`.
 */
import { WHOLESALE_RULES } from '@rei/engine';
import type { StrategyFormulas } from '../formulaNotation';

const W = WHOLESALE_RULES;
export const wholesaleFormulas: StrategyFormulas = {
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
