import { EMPTY_FIELD_MESSAGE, type LiveCalculation } from '../useLiveCalculation';
import * as styles from './calculatorParts.css';

/** What the results column says while inputs are invalid. */
export const CALCULATION_NOTES_TEXT = {
  stale: 'Some inputs need attention; every figure below, charts included, shows the last valid inputs.',
  noResultYet: 'Fill in the fields marked above to see results.',
} as const;

/**
 * Which inputs a result waits for, by name: "Add the Gross Monthly Rent to see results." (a
 * property without enough data names the missing input instead of an error); null when no
 * required input is empty.
 */
export function missingInputsText(fieldErrors: Readonly<Record<string, string>>, labels: Readonly<Record<string, string>>, stale: boolean): string | null {
  const missing = Object.entries(fieldErrors)
    .filter(([, message]) => message === EMPTY_FIELD_MESSAGE)
    .map(([key]) => labels[key] ?? key);
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return `Add the ${list} to ${stale ? 'update' : 'see'} the results.`;
}

/**
 * The form-level error and the note of a live calculator: "showing the last valid inputs"
 * while stale, or what to fill in before there is any result.
 */
export function CalculationNotes({ calculation, labels = {} }: { calculation: LiveCalculation<unknown, unknown>; labels?: Readonly<Record<string, string>> }) {
  const missing = missingInputsText(calculation.fieldErrors, labels, calculation.stale);
  return (
    <>
      {calculation.formError ? (
        <p role="alert" className={styles.message.danger}>
          {calculation.formError}
        </p>
      ) : null}
      {calculation.stale ? (
        <p role="status" className={styles.staleNote}>
          {CALCULATION_NOTES_TEXT.stale}
        </p>
      ) : null}
      {calculation.stale && missing ? <p className={styles.staleNote}>{missing}</p> : null}
      {calculation.result === null && Object.keys(calculation.fieldErrors).length > 0 ? (
        <p role="status" className={styles.staleNote}>
          {missing ?? CALCULATION_NOTES_TEXT.noResultYet}
        </p>
      ) : null}
    </>
  );
}
