import { visuallyHidden } from '../../theme/reset.css';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Text for screen readers; omit when the surrounding element already says what is loading. */
  label?: string;
  className?: string;
}

/** A small rotating ring in the current text colour. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={className}>
      <span className={styles.spinner} aria-hidden="true" />
      {label ? <span className={visuallyHidden}>{label}</span> : null}
    </span>
  );
}
