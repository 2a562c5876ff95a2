import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  title?: ReactNode;
  /** What went wrong, in words a person can act on (the server's message, or a generic fallback when it sent none). */
  message: ReactNode;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Shows the retry button as busy. */
  retrying?: boolean;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** A failed load or action: announced politely (role="alert"), with an optional retry. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  headingLevel = 3,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={styles.root}>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
