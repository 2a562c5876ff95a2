import { useId } from 'react';
import { Slider as RadixSlider } from 'radix-ui';
import * as styles from './Slider.css';

export interface SliderProps {
  /** Visible label; also the thumb's accessible name. */
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  /** Called once when a drag or key press ends (e.g. to save). */
  onValueCommit?: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** How the value, min and max are shown (e.g. formatCurrency from @rei/engine). */
  formatValue?: (value: number) => string;
  disabled?: boolean;
  name?: string;
}

/** A single-thumb Radix slider showing its label, current value and range; arrow keys step, Page keys jump. */
export function Slider({ label, value, onValueChange, onValueCommit, min, max, step = 1, formatValue = String, disabled, name }: SliderProps) {
  const labelId = `slider-${useId()}`;
  return (
    <div className={styles.wrapper}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <output className={styles.value} aria-hidden="true">
          {formatValue(value)}
        </output>
      </div>
      <RadixSlider.Root
        className={styles.root}
        value={[value]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        name={name}
        onValueChange={([next]) => next !== undefined && onValueChange(next)}
        onValueCommit={([next]) => next !== undefined && onValueCommit?.(next)}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb className={styles.thumb} aria-labelledby={labelId} aria-valuetext={formatValue(value)} />
      </RadixSlider.Root>
      <div className={styles.bounds} aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
    </div>
  );
}
