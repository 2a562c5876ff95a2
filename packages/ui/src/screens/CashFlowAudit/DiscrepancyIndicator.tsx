import { discrepancyStatus, formatPercent } from '@rei/engine';
import { DISCREPANCY_TEXT } from './auditText';
import * as styles from './DiscrepancyIndicator.css';

const GLYPHS = { check: '✓', clock: '◷', warning: '⚠' } as const;

/**
 * A discrepancy with the engine's icon: green check at 5 % or less, yellow clock up to
 * 15 %, red warning above (by size). The icon is decorative; the words say the same.
 */
export function DiscrepancyIndicator({ percentage }: { percentage: number }) {
  const status = discrepancyStatus(percentage);
  const text = DISCREPANCY_TEXT[status.status];
  return (
    <span className={styles.indicator} title={`${text.label}: ${text.description}`}>
      <span className={[styles.icon, styles.tone[status.color]].join(' ')} aria-hidden="true">
        {GLYPHS[status.icon]}
      </span>
      <span>
        {formatPercent(percentage)} · {text.label}
      </span>
    </span>
  );
}
