import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** The next step, e.g. a Button "Search Properties". */
  action?: ReactNode;
  /** A decorative glyph shown above the title. */
  icon?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or section shows when there is nothing in it yet, and what to do about it. */
export function EmptyState({ title, description, action, icon, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
