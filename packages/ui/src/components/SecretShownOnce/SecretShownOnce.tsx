import { Button } from '../Button';
import * as styles from './SecretShownOnce.css';

export interface SecretShownOnceProps {
  /** What was made and what to do now, e.g. "Key “CI” created — copy it now". */
  readonly title: string;
  /** The secret itself (an API key, a webhook signing secret): on screen this once only. */
  readonly secret: string;
  /** The accessible name of the secret's box, e.g. "The new API key". */
  readonly secretLabel: string;
  /** Why it will not be shown again and where to keep it. */
  readonly warning: string;
  /** The button that clears it ("I have stored it"); absent hides the button. */
  readonly dismissLabel: string;
  readonly onDismiss?: (() => void) | undefined;
}

/**
 * A secret the server keeps only a fingerprint of, shown the one time it can be: announced as an
 * alert, in a monospace box that wraps anywhere, with the warning and a button to clear it.
 */
export function SecretShownOnce({ title, secret, secretLabel, warning, dismissLabel, onDismiss }: SecretShownOnceProps) {
  return (
    <div role="alert" className={styles.stack}>
      <strong>{title}</strong>
      <p className={styles.secret} aria-label={secretLabel}>
        {secret}
      </p>
      <p className={styles.warning}>{warning}</p>
      {onDismiss ? (
        <div>
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            {dismissLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
