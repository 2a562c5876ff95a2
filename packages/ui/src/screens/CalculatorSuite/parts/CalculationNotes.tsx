import type { LiveCalculation } from '../useLiveCalculation';
import * as styles from './calculatorParts.css';

/** The form-level error and the "showing the last valid result" note of a live calculator. */
export function CalculationNotes({ calculation }: { calculation: LiveCalculation<unknown> }) {
  return (
    <>
      {calculation.formError ? (
        <p role="alert" className={styles.message.danger}>
          {calculation.formError}
        </p>
      ) : null}
      {calculation.stale ? (
        <p role="status" className={styles.staleNote}>
          Some inputs need attention; results show the last valid inputs.
        </p>
      ) : null}
    </>
  );
}
