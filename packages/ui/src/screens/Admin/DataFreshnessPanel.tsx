import type { ReactNode } from 'react';
import { formatNumber, type NycFreshnessRow } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Table, type TableColumn } from '../../components/Table';
import { visuallyHidden } from '../../theme/reset.css';
import { FRESHNESS_TEXT, formatAuditTime } from './adminText';
import * as styles from './DataFreshnessPanel.css';

/**
 * One dataset of `rei import` with its newest finished import, as GET /api/nyc/freshness
 * answers it: the engine's `NycFreshnessRow`, which the server's answer is built from. Every
 * field of the import is null when the dataset was never imported.
 */
export type DataFreshnessRow = NycFreshnessRow;

export interface DataFreshnessPanelProps {
  rows: readonly DataFreshnessRow[];
  loading?: boolean;
  error?: string | null;
  /** When given, the error state offers a retry. */
  onRetry?: () => void;
  /** POST /api/admin/nyc/refresh for every dataset in use; without it no refresh button. */
  onRefresh?: () => void;
  /** A refresh being started or running (its job unfinished): the button waits. */
  refreshing?: boolean;
  /** The running refresh job's progress: datasets done of `total` (null while it waits in the queue). */
  refreshProgress?: DataRefreshProgress | null;
  /** What the last refresh did (its job's result), or null before one. */
  lastRefresh?: DataRefreshOutcome | null;
  /** Why the last refresh job failed, or null. */
  refreshError?: string | null;
}

/** A refresh job's progress as GET /api/admin/nyc/refresh/jobs/{jobId} reports it. */
export interface DataRefreshProgress {
  readonly done: number;
  readonly total: number | null;
}

/** What a refresh answered: per dataset rows added and changed, lot changes and the new as-of date, and the failures. */
export interface DataRefreshOutcome {
  readonly runs: readonly { dataset: string; inserted: number; updated: number; events: number; sourceDate: string }[];
  readonly failed: readonly { dataset: string; reason: string }[];
}

interface RefreshBarProps {
  onRefresh: () => void;
  refreshing: boolean;
  progress: DataRefreshProgress | null;
  lastRefresh: DataRefreshOutcome | null;
  error: string | null;
}

function RefreshBar({ onRefresh, refreshing, progress, lastRefresh, error }: RefreshBarProps) {
  return (
    <div className={styles.root}>
      <div className={styles.refreshBar}>
        <Button variant="secondary" onClick={onRefresh} loading={refreshing} loadingText={FRESHNESS_TEXT.refreshing}>
          {FRESHNESS_TEXT.refreshAll}
        </Button>
        <span className={styles.intro}>{FRESHNESS_TEXT.refreshHint}</span>
      </div>
      {refreshing && progress ? (
        <p role="status" className={styles.refreshResult}>
          {progress.total === null ? (
            FRESHNESS_TEXT.refreshQueued
          ) : (
            <>
              <progress className={styles.refreshProgress} max={Math.max(progress.total, 1)} value={progress.done} aria-hidden="true" />{' '}
              {FRESHNESS_TEXT.refreshProgress(progress.done, progress.total)}
            </>
          )}
        </p>
      ) : null}
      {!refreshing && error ? (
        <p role="alert" className={styles.refreshFailed}>
          {FRESHNESS_TEXT.refreshJobFailed(error)}
        </p>
      ) : null}
      {!refreshing && lastRefresh ? (
        <div role="status">
          {lastRefresh.runs.length === 0 && lastRefresh.failed.length === 0 ? <p className={styles.refreshResult}>{FRESHNESS_TEXT.refreshNothing}</p> : null}
          {lastRefresh.runs.map((run) => (
            <p key={run.dataset} className={styles.refreshResult}>
              {FRESHNESS_TEXT.refreshDone(run.dataset, count(run.inserted), count(run.updated), count(run.events), run.sourceDate)}
            </p>
          ))}
          {lastRefresh.failed.map((failure) => (
            <p key={failure.dataset} className={styles.refreshFailed}>
              {FRESHNESS_TEXT.refreshFailed(failure.dataset, failure.reason)}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

const imported = (row: DataFreshnessRow) => row.finishedAt !== null;

/** A missing value (never imported, or a file without an as-of date): a dash on screen, "None" for screen readers. */
const none = (
  <span className={styles.never}>
    <span aria-hidden="true">—</span>
    <span className={visuallyHidden}>{FRESHNESS_TEXT.notApplicable}</span>
  </span>
);

const count = (value: number | null) => formatNumber(value);

/** Rows read, inserted, updated and rejected, one per line; rejected rows are said in words on the warning tint. */
function rowCounts(run: DataFreshnessRow): ReactNode {
  const rejected = run.rowsRejected ?? 0;
  return (
    <span className={styles.counts}>
      <span>{FRESHNESS_TEXT.readRows(count(run.rowsRead))}</span>
      <span>{FRESHNESS_TEXT.insertedRows(count(run.rowsInserted))}</span>
      <span>{FRESHNESS_TEXT.updatedRows(count(run.rowsUpdated))}</span>
      {rejected > 0 ? (
        <Badge tone="warning">{FRESHNESS_TEXT.rejectedRows(count(run.rowsRejected))}</Badge>
      ) : (
        <span>{FRESHNESS_TEXT.rejectedRows(count(run.rowsRejected))}</span>
      )}
    </span>
  );
}

const columns: readonly TableColumn<DataFreshnessRow>[] = [
  {
    key: 'dataset',
    header: FRESHNESS_TEXT.dataset,
    rowHeader: true,
    render: (row) => (
      <span className={[styles.datasetCell, imported(row) ? '' : styles.never].filter(Boolean).join(' ')}>
        <span>{row.title}</span>
        <code className={styles.key}>{row.dataset}</code>
      </span>
    ),
  },
  { key: 'sourceId', header: FRESHNESS_TEXT.source, render: (row) => <span className={styles.source}>{row.sourceId}</span> },
  {
    key: 'sourceFile',
    header: FRESHNESS_TEXT.file,
    render: (row) =>
      imported(row) ? (
        <span className={styles.file}>{row.sourceFile}</span>
      ) : (
        <span className={styles.never}>
          {FRESHNESS_TEXT.neverImported}
          <br />
          <code className={styles.command}>{FRESHNESS_TEXT.importCommand(row.dataset)}</code>
        </span>
      ),
  },
  {
    key: 'sourceDate',
    header: FRESHNESS_TEXT.asOf,
    render: (row) =>
      row.sourceDate ? (
        <time className={styles.date} dateTime={row.sourceDate}>
          {row.sourceDate}
        </time>
      ) : (
        none
      ),
  },
  { key: 'rows', header: FRESHNESS_TEXT.rows, numeric: true, render: (row) => (imported(row) ? rowCounts(row) : none) },
  {
    key: 'finishedAt',
    header: FRESHNESS_TEXT.importedAt,
    render: (row) => (row.finishedAt ? <time dateTime={row.finishedAt}>{formatAuditTime(row.finishedAt)}</time> : none),
  },
];

/**
 * The Public data tab of the admin panel: every NYC dataset with the file, as-of date and row
 * counts of its newest import. A dataset never imported is muted and shows the `pnpm rei import`
 * command that fills it; an import with rejected rows says so in words, not only in colour. With
 * `onRefresh`, a button starts a refresh of every dataset in use from NYC Open Data (a job): while
 * it runs the panel says how many datasets are done, then per dataset what it did, or why it failed.
 */
export function DataFreshnessPanel({
  rows,
  loading = false,
  error = null,
  onRetry,
  onRefresh,
  refreshing = false,
  refreshProgress = null,
  lastRefresh = null,
  refreshError = null,
}: DataFreshnessPanelProps) {
  if (loading) {
    return (
      <p className={styles.status} role="status">
        {FRESHNESS_TEXT.loading}
      </p>
    );
  }
  if (error) return <ErrorState title={FRESHNESS_TEXT.loadError} message={error} {...(onRetry ? { onRetry } : {})} />;
  if (rows.length === 0) return <EmptyState title={FRESHNESS_TEXT.noDatasets} />;

  const importedCount = rows.filter(imported).length;
  const withRejects = rows.filter((row) => (row.rowsRejected ?? 0) > 0).length;
  return (
    <div className={styles.root}>
      <p className={styles.intro}>{FRESHNESS_TEXT.intro}</p>
      {onRefresh ? <RefreshBar onRefresh={onRefresh} refreshing={refreshing} progress={refreshProgress} lastRefresh={lastRefresh} error={refreshError} /> : null}
      <p className={styles.summary}>
        <span>{FRESHNESS_TEXT.summary(importedCount, rows.length)}</span>
        {withRejects > 0 ? <span className={styles.rejectNote}>{FRESHNESS_TEXT.rejectedSummary(withRejects)}</span> : null}
      </p>
      <Table caption={FRESHNESS_TEXT.caption} columns={columns} rows={rows} rowKey={(row) => row.dataset} density="compact" />
    </div>
  );
}
