import { useId, useMemo, type ReactNode } from 'react';
import { FieldContext, type FieldControlProps } from './fieldContext';
import { useServerFieldError } from './fieldErrors';
import * as styles from './Field.css';

export interface FieldProps {
  /** Visible label, tied to the control with `for`/`id`. */
  label: ReactNode;
  /** Help text under the control (linked with aria-describedby). */
  hint?: ReactNode;
  /** Validation message; when present the control gets aria-invalid and the message is linked. */
  error?: ReactNode;
  /**
   * The request field this control fills ('zipCode'): when there is no `error`, the server's
   * reason for that field from the enclosing `FieldErrors` is shown instead.
   */
  name?: string;
  required?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
  /** One control: Input, NumberInput, Select, Textarea… (they read the wiring from context). */
  children: ReactNode;
  className?: string;
}

/** Label + control + hint + error message, wired for assistive technology. */
export function Field({ label, hint, error: ownError, name, required = false, id, children, className }: FieldProps) {
  const serverError = useServerFieldError(name);
  const error = ownError || serverError;
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = useMemo<FieldControlProps>(
    () => ({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required }),
    [controlId, describedBy, error, required],
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
