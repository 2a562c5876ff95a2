import type { LiveCalculation } from '../useLiveCalculation';
import * as styles from './calculatorParts.css';

/** What the results column says while inputs are invalid. */
export const CALCULATION_NOTES_TEXT = {
  stale: 'Some inputs need attention; every figure below, charts included, shows the last valid inputs.',
  noResultYet: 'Fill in the fields marked above to see results.',
} as const;

/**
 * The form-level error and the note of a live calculator: "showing the last valid inputs"
 * while stale, or what to fill in before there is any result.
 */
export function CalculationNotes({ calculation }: { calculation: LiveCalculation<unknown, unknown> }) {
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
      {calculation.result === null && Object.keys(calculation.fieldErrors).length > 0 ? (
        <p role="status" className={styles.staleNote}>
          {CALCULATION_NOTES_TEXT.noResultYet}
        </p>
      ) : null}
    </>
  );
}
