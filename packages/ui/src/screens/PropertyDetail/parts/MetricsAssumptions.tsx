import { formatCurrency, formatNumber, formatPercent, type MetricsAssumption } from '@rei/engine';
import * as styles from './parts.css';

export const METRICS_ASSUMPTIONS_TEXT = {
  title: 'Assumptions behind these metrics',
  intro: 'Cap rate, NOI and cash flow are computed with these inputs; change them in the calculator.',
} as const;

function assumptionValue(assumption: MetricsAssumption): string {
  if (assumption.unit === 'percent') return formatPercent(assumption.value);
  if (assumption.unit === 'money') return formatCurrency(assumption.value);
  return `${formatNumber(assumption.value)} years`;
}

/**
 * The inputs a property's metrics rest on (rate, term, down payment, vacancy, tax,
 * insurance, maintenance, management, closing costs), each with its value and where it came
 * from ("PLUTO assessed value (estimate) · FY2026 class 2", "default").
 */
export function MetricsAssumptions({ assumptions }: { assumptions: readonly MetricsAssumption[] }) {
  if (assumptions.length === 0) return null;
  return (
    <details className={styles.assumptions}>
      <summary>{METRICS_ASSUMPTIONS_TEXT.title}</summary>
      <p className={styles.muted}>{METRICS_ASSUMPTIONS_TEXT.intro}</p>
      <dl className={styles.dataList}>
        {assumptions.map((assumption) => (
          <div key={assumption.key} className={styles.dataRow}>
            <dt className={styles.dataLabel}>{assumption.label}</dt>
            <dd className={styles.dataValue}>
              {assumptionValue(assumption)}
              <span className={styles.assumptionSource}>
                {' · '}
                {assumption.source.label}
                {assumption.source.note ? ` (${assumption.source.note})` : ''}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
