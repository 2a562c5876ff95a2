import { NO_CASH_INVESTED, NO_DEBT } from '../shared/notDefined';
import { isNoteStrategy, type CreativeFinancingResult, type CreativeFinancingValues } from './creativeFinancing.schema';
import { CREATIVE_WARNINGS } from './creativeRules';
import { higherRisk, numbersRisk, riskReasons, type CreativeSignals } from './creativeRisk';
import { CREATIVE_RATINGS } from './creativeStrategies';

/** The figures each path of the calculator (decimal.js or the fast one) works out itself. */
export type CreativeFigures = Pick<
  CreativeFinancingResult,
  | 'wrap'
  | 'landContract'
  | 'monthlyPayment'
  | 'monthlyNetCashFlow'
  | 'annualNetCashFlow'
  | 'totalCashInvested'
  | 'roi'
  | 'totalReturn'
  | 'horizonYears'
  | 'dscr'
  | 'leverageRatio'
  | 'breakEvenRent'
  | 'equityPosition'
  | 'futureValue'
  | 'equityBuildup'
  | 'lineItems'
>;

/**
 * The result from the figures and the signals: the strategy's ratings and lists, the risk level
 * and its reasons, the warnings (spec 2 §8 first, then ours, in the order
 * `calculateCreativeFinancing` documents) and why a null result has no value. `hasDebt`: the
 * amount owed is above 0.
 */
export function creativeResult(v: CreativeFinancingValues, s: CreativeSignals, hasDebt: boolean, f: CreativeFigures): CreativeFinancingResult {
  const info = CREATIVE_RATINGS[v.strategy];
  const w = CREATIVE_WARNINGS;
  const warnings: string[] = [];
  if (s.dscrBelowTarget) warnings.push(w.lowDscr);
  if (info.risk === 'High') warnings.push(w.highRisk);
  if (info.legalComplexity === 'Complex') warnings.push(w.complexLegal);
  if (v.strategy === 'subject_to') warnings.push(w.dueOnSale);
  if (s.cashFlowNegative) warnings.push(w.negativeCashFlow);
  else if (s.cashFlowZero) warnings.push(w.zeroCashFlow);
  if (s.leverageMedium) warnings.push(w.highLeverage);
  const { wrap, landContract } = f;
  if (wrap !== null) {
    warnings.push(w.wrapDueOnSale);
    if (wrap.monthlySpread < 0) warnings.push(w.wrapNegativeSpread);
    if (wrap.sellerNetAtPayoff < 0) warnings.push(w.wrapUnderwater);
  }
  if (landContract !== null) warnings.push(w.landContractForfeiture);
  if (isNoteStrategy(v.strategy) && hasDebt) {
    const interestFree = v.interestRate === 0;
    const interestOnly = v.loanTerm === 0;
    if (interestFree && interestOnly) warnings.push(w.noNotePayment);
    else if (interestFree) warnings.push(w.interestFree);
    else if (interestOnly) warnings.push(w.interestOnly);
  }

  const notDefined: CreativeFinancingResult['notDefined'] = {};
  if (f.roi === null) {
    notDefined.roi = NO_CASH_INVESTED;
    notDefined.totalReturn = NO_CASH_INVESTED;
  }
  if (f.dscr === null) notDefined.dscr = NO_DEBT;

  return {
    strategy: v.strategy,
    strategyRisk: info.risk,
    riskLevel: higherRisk(info.risk, numbersRisk(s)),
    riskReasons: riskReasons(info.label, info.risk, s),
    wrap,
    landContract,
    legalComplexity: info.legalComplexity,
    monthlyPayment: f.monthlyPayment,
    monthlyNetCashFlow: f.monthlyNetCashFlow,
    annualNetCashFlow: f.annualNetCashFlow,
    totalCashInvested: f.totalCashInvested,
    roi: f.roi,
    totalReturn: f.totalReturn,
    horizonYears: f.horizonYears,
    dscr: f.dscr,
    leverageRatio: f.leverageRatio,
    breakEvenRent: f.breakEvenRent,
    equityPosition: f.equityPosition,
    futureValue: f.futureValue,
    equityBuildup: f.equityBuildup,
    sellerBenefits: [...info.sellerBenefits],
    buyerAdvantages: [...info.buyerAdvantages],
    exitStrategies: [...info.exitStrategies],
    warnings,
    notDefined,
    ...(f.lineItems === undefined ? {} : { lineItems: f.lineItems }),
  };
}
