import { dec, decZero } from '../../money/decimal';
import type { RiskLevel } from '../../domain/audit';
import { discrepancyStatus, isFlagged } from './audit';

/**
 * A recomputed monthly cash flow below this share of the rent is a thin margin: a small rise in
 * costs or a short vacancy turns it negative.
 */
export const THIN_MARGIN_SHARE = 0.1;

/** What the risk of one audited property is judged on. Money in USD per month. */
export interface AuditRiskInput {
  /** The audit's discrepancy in percent units (`auditDiscrepancy`). */
  readonly discrepancyPercentage: number;
  /** The engine's monthly cash flow; null when it cannot be recomputed. */
  readonly recomputedMonthlyCashFlow: number | null;
  /** The rent the recomputation used; null when unknown. */
  readonly monthlyRent: number | null;
}

/**
 * The risk level of an audited property.
 *
 * - **High** when the discrepancy flags it (|pct| above `DISCREPANCY_FLAG_PERCENT`), when the cash
 *   flow cannot be recomputed, or when the recomputed cash flow is negative;
 * - **Medium** when the discrepancy is past `DISCREPANCY_OK_PERCENT`, or the recomputed cash flow is
 *   under `THIN_MARGIN_SHARE` (10 %) of a rent above zero;
 * - **Low** otherwise.
 *
 * @example
 * auditRiskLevel({ discrepancyPercentage: -19.78, recomputedMonthlyCashFlow: 4_011.23, monthlyRent: 15_000 }) // 'High'
 * auditRiskLevel({ discrepancyPercentage: 8.41, recomputedMonthlyCashFlow: 4_011.23, monthlyRent: 15_000 }) // 'Medium'
 * auditRiskLevel({ discrepancyPercentage: 0, recomputedMonthlyCashFlow: 4_011.23, monthlyRent: 15_000 }) // 'Low'
 */
export function auditRiskLevel({ discrepancyPercentage, recomputedMonthlyCashFlow, monthlyRent }: AuditRiskInput): RiskLevel {
  if (recomputedMonthlyCashFlow === null || isFlagged(discrepancyPercentage)) return 'High';
  const cashFlow = dec(recomputedMonthlyCashFlow);
  if (cashFlow.lessThan(decZero)) return 'High';
  if (discrepancyStatus(discrepancyPercentage).status !== 'ok') return 'Medium';
  const thinMargin = monthlyRent !== null && monthlyRent > 0 && cashFlow.lessThan(dec(monthlyRent).times(THIN_MARGIN_SHARE));
  return thinMargin ? 'Medium' : 'Low';
}
