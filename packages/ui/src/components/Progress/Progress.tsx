import { useId } from 'react';
import { Progress as RadixProgress } from 'radix-ui';
import * as styles from './Progress.css';

export interface ProgressProps {
  /** Visible label and accessible name, e.g. "Importing properties". */
  label: string;
  /** Percent done, 0–100; `null` for an indeterminate task. Values outside 0–100 are clamped. */
  value: number | null;
  /** Text beside the label; defaults to the rounded percent ("42%"). */
  valueText?: string;
  showValue?: boolean;
}

/** A Radix progress bar (role="progressbar") with its label and percent. */
export function Progress({ label, value, valueText, showValue = true }: ProgressProps) {
  const labelId = `progress-${useId()}`;
  const clamped = value === null || !Number.isFinite(value) ? null : Math.min(100, Math.max(0, value));
  const text = valueText ?? (clamped === null ? undefined : `${Math.round(clamped)}%`);
  return (
    <div className={styles.wrapper}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {showValue && text ? <span className={styles.value}>{text}</span> : null}
      </div>
      <RadixProgress.Root
        className={styles.root}
        value={clamped}
        max={100}
        aria-labelledby={labelId}
        getValueLabel={(current) => text ?? `${Math.round(current)}%`}
      >
        <RadixProgress.Indicator
          className={styles.indicator}
          style={{ transform: `translateX(-${100 - (clamped ?? 0)}%)` }}
        />
      </RadixProgress.Root>
    </div>
  );
}
