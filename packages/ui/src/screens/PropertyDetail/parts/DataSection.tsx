import { useId, type ReactNode } from 'react';
import type { DataSource } from '../provenance';
import type { DetailRow } from '../propertyDetailModel';
import * as styles from './parts.css';

/** "Source: PLUTO 25v2 · as of 2025-09-30" under a data block that carries provenance. */
export function SourceNote({ source }: { source?: DataSource | null }) {
  if (!source) return null;
  return (
    <p className={styles.sourceNote}>
      Source: {source.dataset}
      {source.retrieved ? (
        <>
          {' · retrieved '}
          <time dateTime={`${source.retrieved.replace(' ', 'T')}Z`}>{source.retrieved}</time>
        </>
      ) : source.asOf ? (
        <>
          {' · as of '}
          <time dateTime={source.asOf}>{source.asOf}</time>
        </>
      ) : (
        ' · date not recorded'
      )}
      {source.recordedAs ? ` · recorded as “${source.recordedAs}”` : null}
    </p>
  );
}

export interface DataSectionProps {
  title: string;
  /** Heading level inside the page (default 3). */
  level?: 2 | 3 | 4;
  source?: DataSource | null;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled block (a `section` named by its heading) with an optional source line. */
export function DataSection({ title, level = 3, source, actions, children, className }: DataSectionProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={[styles.section, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <Heading id={headingId} className={styles.sectionTitle}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
      <SourceNote source={source} />
    </section>
  );
}

/** Label/value rows as a description list. */
export function DataList({ rows, single = false }: { rows: readonly DetailRow[]; single?: boolean }) {
  return (
    <dl className={[styles.dataList, single ? styles.dataListSingle : undefined].filter(Boolean).join(' ')}>
      {rows.map((row) => (
        <div key={row.label} className={styles.dataRow}>
          <dt className={styles.dataLabel}>{row.label}</dt>
          <dd className={styles.dataValue}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
