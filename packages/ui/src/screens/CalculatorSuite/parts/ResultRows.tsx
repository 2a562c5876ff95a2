import type { ReactNode } from 'react';
import * as styles from './calculatorParts.css';

export interface ResultRow {
  label: string;
  value: ReactNode;
  /** Colours the value: gains green, losses red (the text says the sign too). */
  tone?: 'positive' | 'negative' | 'neutral';
}

/** Tone of a money value by its sign. */
export function signTone(value: number | null | undefined): 'positive' | 'negative' | 'neutral' {
  if (typeof value !== 'number' || value === 0) return 'neutral';
  return value > 0 ? 'positive' : 'negative';
}

/** Label/value rows of a result card. */
export function ResultRows({ rows }: { rows: readonly ResultRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.rowLabel}>{row.label}</dt>
          <dd className={[styles.rowValue, styles.valueTone[row.tone ?? 'neutral']].join(' ')}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** StatTile tone of a money value by its sign (zero is neutral). */
export function tileTone(value: number | null | undefined): 'positive' | 'negative' | 'neutral' {
  return signTone(value);
}
