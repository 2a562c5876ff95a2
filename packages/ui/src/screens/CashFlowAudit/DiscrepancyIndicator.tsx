import { discrepancyStatus, formatPercent, type AuditStatusReason, type DiscrepancyStatus } from '@rei/engine';
import { AUDIT_STATUS_REASON_TEXT, DISCREPANCY_TEXT } from './auditText';
import * as styles from './DiscrepancyIndicator.css';

const GLYPHS = { check: '✓', clock: '◷', warning: '⚠' } as const;

export interface DiscrepancyIndicatorProps {
  percentage: number;
  /**
   * The audit's status when more than the discrepancy decides it (the engine's `auditStatus`, or
   * a stored flag): a market finding shows Flagged with its reasons, never OK.
   */
  status?: DiscrepancyStatus & { reasons?: readonly AuditStatusReason[] };
  /**
   * The audit's stored flag (what the "Flagged only" filter and the Flagged Properties tile go by).
   * A warning from the market data alone on an audit not flagged says Review, not Flagged.
   */
  flagged?: boolean;
}

/**
 * A discrepancy with the engine's icon: green check at 5 % or less, yellow clock up to
 * 15 %, red warning above (by size), unless `status` says otherwise. The icon is decorative;
 * the words say the same (Flagged above 15 % or when the audit is flagged, Review for a warning
 * from the market data alone on an audit not flagged),
 * followed by the reasons a market finding gives.
 */
export function DiscrepancyIndicator({ percentage, status: given, flagged }: DiscrepancyIndicatorProps) {
  const bySize = discrepancyStatus(percentage);
  const status = given ?? bySize;
  // A warning the discrepancy does not give, on an audit not flagged, comes from the market data
  // alone: named apart, so a row never says Flagged where the filter and the tile do not count it.
  const review = status.status === 'warning' && bySize.status !== 'warning' && flagged !== true;
  const text = review ? DISCREPANCY_TEXT.review : DISCREPANCY_TEXT[status.status];
  const reasons = (given?.reasons ?? []).filter((reason) => reason !== 'cash-flow-differs').map((reason) => AUDIT_STATUS_REASON_TEXT[reason]);
  return (
    <span className={styles.indicator} title={`${text.label}: ${text.description}`}>
      <span className={[styles.icon, styles.tone[status.color]].join(' ')} aria-hidden="true">
        {GLYPHS[status.icon]}
      </span>
      <span>
        {formatPercent(percentage)} · {text.label}
        {reasons.length > 0 ? `: ${reasons.join('; ')}` : null}
      </span>
    </span>
  );
}
