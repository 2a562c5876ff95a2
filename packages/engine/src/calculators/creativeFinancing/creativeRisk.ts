import { Decimal } from '../../money/decimal';
import { isNegligible, RISK_LEVELS, type RiskLevel } from '../shared';
import { CREATIVE_RULES } from './creativeRules';

/** DSCR below this raises the low-coverage warning. */
export const DSCR_TARGET = new Decimal(CREATIVE_RULES.dscrTarget);
const HIGH_RISK_DSCR = new Decimal(CREATIVE_RULES.risk.high.dscrBelow);
const HIGH_RISK_LEVERAGE = new Decimal(CREATIVE_RULES.risk.high.leverageAbove);
/** Debt above this share of value is Medium risk and raises the high-leverage warning. */
export const MEDIUM_RISK_LEVERAGE = new Decimal(CREATIVE_RULES.risk.medium.leverageAbove);
const MEDIUM_RISK_DSCR = new Decimal(CREATIVE_RULES.risk.medium.dscrBelow);

/** The reasons behind the risk level: the structure's own rating first, then each number that raises it. */
export function riskReasons(strategyLabel: string, strategyRisk: RiskLevel, monthlyCashFlow: Decimal, dscr: Decimal | null, leverage: Decimal | null): string[] {
  const reasons = [`${strategyLabel} structure: ${strategyRisk} on its own`];
  const r = CREATIVE_RULES.risk;
  if (!isNegligible(monthlyCashFlow) && monthlyCashFlow.isNegative()) reasons.push('Negative cash flow: High');
  else if (isNegligible(monthlyCashFlow)) reasons.push('Zero cash flow: Medium');
  if (dscr !== null && dscr.lessThan(HIGH_RISK_DSCR)) reasons.push(`DSCR below ${r.high.dscrBelow}: High`);
  else if (dscr !== null && dscr.lessThan(MEDIUM_RISK_DSCR)) reasons.push(`DSCR below ${r.medium.dscrBelow}: Medium`);
  if (leverage !== null && leverage.greaterThan(HIGH_RISK_LEVERAGE)) reasons.push(`Debt above ${r.high.leverageAbove * 100}% of value: High`);
  else if (leverage !== null && leverage.greaterThan(MEDIUM_RISK_LEVERAGE)) reasons.push(`Debt above ${r.medium.leverageAbove * 100}% of value: Medium`);
  return reasons;
}

/** The higher of two risk levels. */
export function higherRisk(a: RiskLevel, b: RiskLevel): RiskLevel {
  return RISK_LEVELS.indexOf(a) >= RISK_LEVELS.indexOf(b) ? a : b;
}

/** The risk the deal's numbers carry (see `CREATIVE_RULES.risk`), before the strategy's own. */
export function numbersRisk(monthlyCashFlow: Decimal, dscr: Decimal | null, leverage: Decimal | null): RiskLevel {
  if (
    (!isNegligible(monthlyCashFlow) && monthlyCashFlow.isNegative()) ||
    (dscr !== null && dscr.lessThan(HIGH_RISK_DSCR)) ||
    (leverage !== null && leverage.greaterThan(HIGH_RISK_LEVERAGE))
  ) {
    return 'High';
  }
  if (
    isNegligible(monthlyCashFlow) ||
    (dscr !== null && dscr.lessThan(MEDIUM_RISK_DSCR)) ||
    (leverage !== null && leverage.greaterThan(MEDIUM_RISK_LEVERAGE))
  ) {
    return 'Medium';
  }
  return 'Low';
}
