import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

type HeadingLevel = 2 | 3 | 4;

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons at the top right. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Heading level of the title (default 3: cards usually sit under a page's h1 and a section's h2). */
  headingLevel?: HeadingLevel;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  tone?: 'default' | 'accent' | 'danger' | 'warning' | 'inverse';
  /** `section` (named by its title) or `article` (a self-contained item such as a property card). */
  as?: 'div' | 'section' | 'article';
  className?: string;
}

/** A bordered surface that groups related content; with a title it is a named region. */
export function Card({
  title,
  description,
  actions,
  children,
  headingLevel = 3,
  padding,
  tone,
  as = 'section',
  className,
}: CardProps) {
  const titleId = `card-${useId()}`;
  const Element = as;
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      className={[styles.card({ padding, tone }), className].filter(Boolean).join(' ')}
      aria-labelledby={title && as !== 'div' ? titleId : undefined}
    >
      {title || actions ? (
        <div className={styles.header}>
          <div className={styles.titles}>
            {title ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
