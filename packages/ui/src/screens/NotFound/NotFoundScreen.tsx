import type { ReactNode } from 'react';
import * as styles from './NotFoundScreen.css';

/** The not-found page's title and hint, shown for any path no route matches (spec 1 §2). */
export const NOT_FOUND_TEXT = {
  title: '404 Page Not Found',
  hint: 'Did you forget to add the page to the router?',
} as const;

export interface NotFoundScreenProps {
  /** Optional action below the hint, e.g. a link back to the dashboard. */
  action?: ReactNode;
}

/** The page shown for any route the router does not know. */
export function NotFoundScreen({ action }: NotFoundScreenProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>
          <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="10" />
            <line x1="12" y1="8" x2="12" y2="12" />
            <line x1="12" y1="16" x2="12.01" y2="16" />
          </svg>
          {NOT_FOUND_TEXT.title}
        </h1>
        <p className={styles.hint}>{NOT_FOUND_TEXT.hint}</p>
        {action}
      </div>
    </main>
  );
}
