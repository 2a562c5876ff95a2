import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { useFieldControl } from '../Field/fieldContext';
import { control } from '../Input/Input.css';
import { formatNumberInput, parseNumberInput, type NumberInputMode } from './parseNumberInput';
import * as styles from './NumberInput.css';

export interface NumberInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'size'> {
  /** The number, or `undefined` for an empty field. Percent mode uses percent units (8.55 = 8.55 %). */
  value: number | undefined;
  /** Called on every keystroke with the parsed number, or `undefined` when empty or unreadable (never NaN). */
  onValueChange: (value: number | undefined) => void;
  /** `currency` draws "$" before the field, `percent` draws "%" after it. */
  mode?: NumberInputMode;
  /** Decimals shown when the field is not being edited (default 2). */
  maxDecimals?: number;
}

/**
 * A text field for money, percents and counts. It keeps exactly what the person types while
 * focused ("1,250,000", "500k") and shows the value with separators when they leave it.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onValueChange, mode = 'number', maxDecimals = 2, className, onFocus, onBlur, ...rest },
  ref,
) {
  const wiring = useFieldControl(rest);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? formatNumberInput(value, maxDecimals);
  const classes = [
    control,
    styles.input,
    mode === 'currency' ? styles.withPrefix : undefined,
    mode === 'percent' ? styles.withSuffix : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.wrapper}>
      {mode === 'currency' ? (
        <span className={styles.prefix} aria-hidden="true">
          $
        </span>
      ) : null}
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={classes}
        {...rest}
        {...wiring}
        value={shown}
        onFocus={(event) => {
          setDraft(formatNumberInput(value, maxDecimals));
          onFocus?.(event);
        }}
        onChange={(event) => {
          setDraft(event.target.value);
          onValueChange(parseNumberInput(event.target.value, mode));
        }}
        onBlur={(event) => {
          setDraft(null);
          onBlur?.(event);
        }}
      />
      {mode === 'percent' ? (
        <span className={styles.suffix} aria-hidden="true">
          %
        </span>
      ) : null}
    </div>
  );
});
