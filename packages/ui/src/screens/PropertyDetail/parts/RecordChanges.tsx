import { datasetTitle } from '@rei/engine';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { RECORD_CHANGES_TEXT } from '../detailText';
import * as parts from './parts.css';
import * as styles from './RecordChanges.css';

/** One change to the lot's public record, as GET /api/properties/{id}/events answers it. */
export interface RecordChange {
  readonly id: number;
  /** When the change was recorded (ISO time). */
  readonly recordedAt: string;
  /** The dataset key whose rows brought it (`hpd-violations`). */
  readonly dataset: string;
  /** "New violations: 754 EAST 6TH STREET" */
  readonly title: string;
  /** What changed, in words ("1 new open HPD violation (2 open now)"). */
  readonly body: string;
}

export interface RecordChangesProps {
  /** The lot's changes (any order: shown newest first); undefined while not loaded. */
  changes?: readonly RecordChange[];
  loading?: boolean;
  /** The load failed: why. */
  error?: string | null;
  /** When given, the error state offers a retry. */
  onRetry?: () => void;
  /** The first day asked about (YYYY-MM-DD), said in the heading's note and the empty state. */
  since?: string | null;
}

const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The day a change was recorded ('Nov 20, 2026'), or the text as given when it is no time. */
function dayOf(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : DAY.format(at);
}

/**
 * "Recent record changes" on the property page: what NYC data refreshes and imports changed on
 * the lot's public record (new violations, a sale, a permit), newest first, each with its day and
 * the dataset it came from. Loading, error (with retry) and empty states say so in words.
 */
export function RecordChanges({ changes, loading = false, error = null, onRetry, since = null }: RecordChangesProps) {
  const newestFirst = [...(changes ?? [])].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt) || b.id - a.id);
  return (
    <section className={parts.section} aria-labelledby="record-changes-heading" aria-busy={loading || undefined}>
      <div className={parts.sectionHeader}>
        <h2 id="record-changes-heading" className={parts.sectionTitle}>
          {RECORD_CHANGES_TEXT.title}
        </h2>
        {since ? <span className={parts.dataLabel}>{RECORD_CHANGES_TEXT.since(dayOf(since))}</span> : null}
      </div>
      {loading ? (
        <>
          <p role="status" className={parts.muted}>
            {RECORD_CHANGES_TEXT.loading}
          </p>
          <Skeleton lines={3} />
        </>
      ) : error ? (
        <ErrorState title={RECORD_CHANGES_TEXT.loadError} message={error} headingLevel={3} {...(onRetry ? { onRetry } : {})} />
      ) : newestFirst.length === 0 ? (
        <EmptyState title={RECORD_CHANGES_TEXT.empty} description={RECORD_CHANGES_TEXT.emptyHint} headingLevel={3} />
      ) : (
        <ol className={styles.list}>
          {newestFirst.map((change) => (
            <li key={change.id} className={styles.item}>
              <time className={styles.date} dateTime={change.recordedAt}>
                {dayOf(change.recordedAt)}
              </time>
              <span className={styles.what}>
                <span className={styles.title}>{change.title}</span>
                <span>{change.body}</span>
                <span className={styles.dataset}>{RECORD_CHANGES_TEXT.from(datasetTitle(change.dataset))}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
