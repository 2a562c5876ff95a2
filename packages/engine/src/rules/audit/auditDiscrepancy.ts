import { discrepancyPercent } from './audit';

/**
 * Largest discrepancy an audit reports, in percent either way. Past ten times the stated figure
 * the size says nothing more, and against a stated figure near zero (one cent) the raw ratio is
 * unbounded: a 5,000,000 price, 100 rent and 0.01 stated cash flow would be −250,000,000 %.
 */
export const DISCREPANCY_PERCENT_CAP = 1_000;

/** The discrepancy reported when the cash flow cannot be recomputed: the whole stated figure is unchecked. */
export const UNRECOMPUTABLE_DISCREPANCY_PERCENT = 100;

/** The stated and recomputed monthly cash flow of one property, USD; null when missing. */
export interface AuditDiscrepancyInput {
  readonly statedMonthlyCashFlow: number | null;
  readonly recomputedMonthlyCashFlow: number | null;
}

/**
 * An audit's discrepancy in percent units (4 decimals): (recomputed − stated) ÷ |stated| × 100
 * (`discrepancyPercent`), held within ±`DISCREPANCY_PERCENT_CAP`. With no stated figure there
 * is nothing to check, so 0; when the cash flow cannot be recomputed, 100.
 *
 * @example
 * auditDiscrepancy({ statedMonthlyCashFlow: 5_000, recomputedMonthlyCashFlow: 4_011.23 }) // -19.7754
 * auditDiscrepancy({ statedMonthlyCashFlow: 0.01, recomputedMonthlyCashFlow: 2_000 }) // 1000
 * auditDiscrepancy({ statedMonthlyCashFlow: null, recomputedMonthlyCashFlow: 2_000 }) // 0
 */
export function auditDiscrepancy({ statedMonthlyCashFlow, recomputedMonthlyCashFlow }: AuditDiscrepancyInput): number {
  if (recomputedMonthlyCashFlow === null) return UNRECOMPUTABLE_DISCREPANCY_PERCENT;
  if (statedMonthlyCashFlow === null) return 0;
  const pct = discrepancyPercent(statedMonthlyCashFlow, recomputedMonthlyCashFlow);
  return Math.max(-DISCREPANCY_PERCENT_CAP, Math.min(DISCREPANCY_PERCENT_CAP, pct));
}
