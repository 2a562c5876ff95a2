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
}

/**
 * A discrepancy with the engine's icon: green check at 5 % or less, yellow clock up to
 * 15 %, red warning above (by size), unless `status` says otherwise. The icon is decorative;
 * the words say the same (Flagged above 15 %, Review for a warning from the market data alone),
 * followed by the reasons a market finding gives.
 */
export function DiscrepancyIndicator({ percentage, status: given }: DiscrepancyIndicatorProps) {
  const bySize = discrepancyStatus(percentage);
  const status = given ?? bySize;
  // The Flagged Properties tile and the "Flagged only" filter count discrepancies above 15 %; a
  // warning from the market data alone is named apart, so a row never says Flagged the tile does not count.
  const text = status.status === 'warning' && bySize.status !== 'warning' ? DISCREPANCY_TEXT.review : DISCREPANCY_TEXT[status.status];
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
