import { RISK_LEVELS, type RiskLevel } from '../shared';
import { CREATIVE_RULES } from './creativeRules';

/**
 * What the deal's numbers say about its risk, as the calculator decides it: the decimal.js path
 * from Decimals, the fast path from error-bounded doubles (or not at all, when a number lies too
 * near a threshold). The warnings, the risk level and its reasons follow from these alone.
 */
export interface CreativeSignals {
  /** Monthly cash flow below zero by at least half a cent (it shows as a loss). */
  cashFlowNegative: boolean;
  /** Monthly cash flow that rounds to 0.00. */
  cashFlowZero: boolean;
  /** DSCR (when there is a payment) below `CREATIVE_RULES.dscrTarget`. */
  dscrBelowTarget: boolean;
  /** DSCR below `CREATIVE_RULES.risk.high.dscrBelow`. */
  dscrHigh: boolean;
  /** DSCR below `CREATIVE_RULES.risk.medium.dscrBelow`. */
  dscrMedium: boolean;
  /** Debt ÷ value above `CREATIVE_RULES.risk.high.leverageAbove` (never for a lease option). */
  leverageHigh: boolean;
  /** Debt ÷ value above `CREATIVE_RULES.risk.medium.leverageAbove` (never for a lease option). */
  leverageMedium: boolean;
}

/** The reasons behind the risk level: the structure's own rating first, then each number that raises it. */
export function riskReasons(strategyLabel: string, strategyRisk: RiskLevel, s: CreativeSignals): string[] {
  const reasons = [`${strategyLabel} structure: ${strategyRisk} on its own`];
  const r = CREATIVE_RULES.risk;
  if (s.cashFlowNegative) reasons.push('Negative cash flow: High');
  else if (s.cashFlowZero) reasons.push('Zero cash flow: Medium');
  if (s.dscrHigh) reasons.push(`DSCR below ${r.high.dscrBelow}: High`);
  else if (s.dscrMedium) reasons.push(`DSCR below ${r.medium.dscrBelow}: Medium`);
  if (s.leverageHigh) reasons.push(`Debt above ${r.high.leverageAbove * 100}% of value: High`);
  else if (s.leverageMedium) reasons.push(`Debt above ${r.medium.leverageAbove * 100}% of value: Medium`);
  return reasons;
}

/** The higher of two risk levels. */
export function higherRisk(a: RiskLevel, b: RiskLevel): RiskLevel {
  return RISK_LEVELS.indexOf(a) >= RISK_LEVELS.indexOf(b) ? a : b;
}

/** The risk the deal's numbers carry (see `CREATIVE_RULES.risk`), before the strategy's own. */
export function numbersRisk(s: CreativeSignals): RiskLevel {
  if (s.cashFlowNegative || s.dscrHigh || s.leverageHigh) return 'High';
  if (s.cashFlowZero || s.dscrMedium || s.leverageMedium) return 'Medium';
  return 'Low';
}
