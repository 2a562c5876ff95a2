import type { ReactNode } from 'react';
import { Field } from '../../../components/Field';
import { NumberInput, type NumberInputMode } from '../../../components/NumberInput';

export interface CalculatorFieldProps {
  label: string;
  value: number | undefined;
  onValueChange: (value: number | undefined) => void;
  mode?: NumberInputMode;
  /** Decimals shown when not editing (default 2; interest rates 3). */
  maxDecimals?: number;
  hint?: ReactNode;
  error?: string;
  name?: string;
  /** Locked (by a team preset): shown, not editable; the hint says who locked it. */
  disabled?: boolean;
}

/** A labelled number input of a calculator, with its inline engine message. */
export function CalculatorField({ label, value, onValueChange, mode = 'number', maxDecimals, hint, error, name, disabled }: CalculatorFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      <NumberInput value={value} onValueChange={onValueChange} mode={mode} maxDecimals={maxDecimals} name={name} disabled={disabled} readOnly={disabled} />
    </Field>
  );
}
