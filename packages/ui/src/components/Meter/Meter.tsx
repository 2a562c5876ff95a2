import { useId, type ReactNode } from 'react';
import * as styles from './Meter.css';

export interface MeterProps {
  /** What is measured, e.g. "Walkability" or "AI summaries used". */
  label: string;
  /** 0–100 (clamped); non-finite values show as 0. */
  value: number;
  /** The level in words shown beside the label and read by screen readers, e.g. "High (82)" or "3 of 5". */
  levelText: string;
  tone?: 'accent' | 'success' | 'warning' | 'danger';
  description?: ReactNode;
}

/** A labelled gauge (role="meter") for a known range: neighbourhood scores, usage against a limit. */
export function Meter({ label, value, levelText, tone, description }: MeterProps) {
  const id = useId();
  const labelId = `meter-${id}`;
  const descriptionId = description ? `meter-${id}-description` : undefined;
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <div className={styles.wrapper}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.level} aria-hidden="true">
          {levelText}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={levelText}
        className={styles.track}
      >
        <div className={styles.fill({ tone })} style={{ width: `${clamped}%` }} />
      </div>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
