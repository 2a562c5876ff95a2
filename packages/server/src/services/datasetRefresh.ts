/**
 * Refresh (issue 29): a dataset the installation imported brings itself up to date from NYC Open
 * Data. It asks SODA for the rows changed since it last looked (`$where` on the dataset's change
 * column, in pages ordered by that column and the row id), maps them with the dataset's own import
 * mapper, upserts them on the natural key as `rei import` does, and records the run on the
 * data-freshness list (`nyc_imports`: rows added and changed, the as-of date, and how far it read).
 * Every change this brings to a lot's record is kept in the lot event log, and the watched lots'
 * watchers are told as after an import (notification, mail, webhook).
 */
import type { RefreshRun } from '../contract';
import type { Database } from '../db/client';
import { insertLotEvents, type NewLotEvent } from '../db/queries/lotEvents';
import { finishRefreshRun, insertRefreshRun, lastFinishedRun, lastRefreshCursor, lastRefreshedThrough, type RefreshCursor } from '../db/queries/refreshRuns';
import { changesBetween, checkWatches, lotSnapshot, type NotificationMail, type WatchSnapshot } from './watches';
import type { DatasetKey } from '../nyc/import/dataset';
import { DATASETS } from '../nyc/import/datasets';
import { sodaRowRecord } from '../nyc/import/sodaRow';
import { BatchWriter, type PendingRow } from '../nyc/import/writer';
import { soqlString, type SodaClient, type SodaRow } from '../nyc/soda/client';
import { REFRESHABLE_DATASETS, isRefreshable, type RefreshableDataset, type RefreshableDatasetKey } from '../nyc/refresh/refreshableDatasets';

/** Rows asked for per SODA request (SODA allows up to 50,000; smaller pages fail less). */
const DEFAULT_PAGE_SIZE = 1_000;
/**
 * Rows one run reads at most; the rest come with the next run, which starts where this one
 * stopped. Keeps a first refresh of a dataset many months behind from holding the job for hours.
 */
const DEFAULT_MAX_ROWS = 100_000;
const WRITE_BATCH = 1_000;

/** Why a refresh could not run (unknown dataset, never imported, no NYC Open Data). */
export class RefreshError extends Error {
  override readonly name = 'RefreshError';
}

/** The dataset is being refreshed by another run (a scheduled one, an admin's, another instance's): this one did not start. */
export class RefreshBusyError extends RefreshError {
  constructor(
    readonly dataset: string,
    readonly running: { readonly id: number; readonly startedAt: Date },
  ) {
    super(`${dataset} is being refreshed by another run (started ${running.startedAt.toISOString()}); this refresh did not start.`);
  }
}

/** What one refresh of one dataset did. */
export interface RefreshSummary {
  readonly dataset: DatasetKey;
  /** The run's row in the data-freshness list. */
  readonly importId: number;
  readonly rowsRead: number;
  readonly inserted: number;
  readonly updated: number;
  readonly rejected: number;
  /** Changes to lots' records kept in the event log. */
  readonly events: number;
  /** The as-of date now shown on the data-freshness list (the day the rows were read). */
  readonly sourceDate: string;
  /** The newest change time read; the next refresh asks for what changed after it. */
  readonly refreshedThrough: string | null;
  /** Watches checked, notifications written and mails sent for the lots it changed. */
  readonly watches: { readonly checked: number; readonly notified: number; readonly mailed: number };
}

export interface RefreshOptions {
  readonly db: Database;
  readonly soda: SodaClient;
  readonly dataset: DatasetKey;
  /** Where to start when the dataset was never refreshed (else its last import's as-of date). */
  readonly since?: Date | undefined;
  readonly mail?: NotificationMail | null;
  readonly pageSize?: number;
  readonly maxRows?: number;
  readonly now?: Date;
}

/** Where a dataset's next refresh starts: after its last refresh, else its last import's as-of date; null when it was never loaded. */
export async function refreshStart(db: Database, dataset: DatasetKey): Promise<Date | null> {
  const through = await lastRefreshedThrough(db, dataset);
  if (through) return through;
  const imported = await lastFinishedRun(db, dataset);
  if (!imported) return null;
  // A file's as-of date is its newest record; a file without dates (PLUTO) is as old as its import.
  return imported.sourceDate ? new Date(`${imported.sourceDate}T00:00:00Z`) : imported.finishedAt;
}

/** A SODA floating timestamp literal for `$where` ('2026-11-20T08:15:00.000'). */
function soqlTimestamp(at: Date): string {
  return soqlString(at.toISOString().replace(/Z$/, ''));
}

/** The change time SODA gives a row (`:updated_at`, or the dataset's own date column). */
function changedAt(row: SodaRow, column: string): Date | null {
  const value = row[column];
  if (typeof value !== 'string') return null;
  const at = new Date(/[Zz]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Every row of one SODA dataset changed after `since`, page by page, up to `maxRows`, in change
 * order then `:id`. With `after` (where the last run of this source stopped), the rows after that
 * row in the same order: a run that stopped at its row limit among rows sharing one change time
 * (a dataset republished at once gives every row the same `:updated_at`) goes on from there
 * rather than skipping the rest of them.
 */
async function changedRows(
  soda: SodaClient,
  sodaId: string,
  refreshable: RefreshableDataset,
  since: Date,
  after: { readonly at: string; readonly id: string } | undefined,
  pageSize: number,
  maxRows: number,
): Promise<SodaRow[]> {
  const column = refreshable.changeColumn;
  const where = after
    ? `${column} > ${soqlTimestamp(new Date(after.at))} OR (${column} = ${soqlTimestamp(new Date(after.at))} AND :id > ${soqlString(after.id)})`
    : `${column} > ${soqlTimestamp(since)}`;
  const rows: SodaRow[] = [];
  for (let offset = 0; rows.length < maxRows; offset += pageSize) {
    const page = await soda.queryFresh(sodaId, {
      select: ':*, *',
      where,
      order: `${column}, :id`,
      limit: Math.min(pageSize, maxRows - rows.length),
      offset,
    });
    rows.push(...page);
    if (page.length < pageSize) break;
  }
  return rows;
}

/** Where a source's rows stopped: the change time and `:id` of the last row read, when both are there. */
function cursorAfter(rows: readonly SodaRow[], column: string): { at: string; id: string } | undefined {
  const last = rows.at(-1);
  const at = last ? changedAt(last, column) : null;
  const id = last?.[':id'];
  return at && typeof id === 'string' ? { at: at.toISOString(), id } : undefined;
}

/**
 * Refreshes one dataset (see the top of this file). `RefreshError` when it cannot be refreshed
 * from SODA or was never loaded (and no `since` is given); a SODA failure (`SodaError`) fails the
 * run, recorded as failed, and nothing of it is counted as refreshed.
 */
export async function refreshDataset(options: RefreshOptions): Promise<RefreshSummary> {
  const { db, soda, dataset: key } = options;
  if (!isRefreshable(key)) throw new RefreshError(`${key} cannot be refreshed from NYC Open Data; import its files with \`rei import ${key}\`.`);
  const refreshable: RefreshableDataset = REFRESHABLE_DATASETS[key];
  const dataset = DATASETS[key];
  const since = options.since ?? (await refreshStart(db, key));
  // A date given to start from wins over where the last run stopped.
  const previous: RefreshCursor = options.since ? {} : await lastRefreshCursor(db, key);
  const cursor: Record<string, { at: string; id: string }> = { ...previous };
  if (!since) throw new RefreshError(`${key} was never imported, so there is nothing to refresh; import it first or give a date to start from (since).`);
  const now = options.now ?? new Date();

  const started = await insertRefreshRun(db, { dataset: key, sourceId: dataset.sourceId, sourceFile: `soda:${refreshable.sodaIds.join('+')}` }, Object.keys(REFRESHABLE_DATASETS).indexOf(key), now);
  if (started.running) throw new RefreshBusyError(key, started.running);
  const importId = started.id;
  const totals = { rowsRead: 0, inserted: 0, updated: 0, rejected: 0, events: 0 };
  let through: Date | null = null;
  try {
    const pending: PendingRow[] = [];
    for (const sodaId of refreshable.sodaIds) {
      const rows = await changedRows(soda, sodaId, refreshable, since, previous[sodaId], options.pageSize ?? DEFAULT_PAGE_SIZE, options.maxRows ?? DEFAULT_MAX_ROWS);
      const stopped = cursorAfter(rows, refreshable.changeColumn);
      if (stopped) cursor[sodaId] = stopped;
      for (const row of rows) {
        totals.rowsRead += 1;
        const at = changedAt(row, refreshable.changeColumn);
        if (at && (!through || at > through)) through = at;
        const mapped = dataset.map(sodaRowRecord(row, totals.rowsRead));
        if (!mapped.ok) {
          totals.rejected += 1;
          continue;
        }
        pending.push({ line: totals.rowsRead, row: mapped.row, addresses: mapped.addresses ?? [] });
      }
    }

    // The lots these rows belong to, as their records stood before the rows are written.
    const bbls = [...new Set(pending.map(({ row }) => row.bbl).filter((bbl): bbl is string => typeof bbl === 'string'))];
    const before = new Map<string, WatchSnapshot>();
    for (const bbl of bbls) before.set(bbl, (await lotSnapshot(db, bbl)).snapshot);

    const writer = new BatchWriter(db, dataset.table, dataset.conflictTarget, importId, WRITE_BATCH);
    for (let start = 0; start < pending.length; start += WRITE_BATCH) {
      const outcome = await writer.write(pending.slice(start, start + WRITE_BATCH));
      totals.inserted += outcome.inserted;
      totals.updated += outcome.updated + outcome.duplicates;
      totals.rejected += outcome.failed.length;
    }

    const sourceDate = now.toISOString().slice(0, 10);
    await finishRefreshRun(db, importId, {
      status: 'finished',
      sourceDate,
      rowsRead: totals.rowsRead,
      rowsInserted: totals.inserted,
      rowsUpdated: totals.updated,
      rowsRejected: totals.rejected,
      // Nothing new: the next run starts from the same point.
      refreshedThrough: through ?? since,
      refreshCursor: cursor,
    });
    // After the run is finished: the record is read through the finished runs of each dataset.
    const events: NewLotEvent[] = [];
    for (const bbl of bbls) {
      const after = await lotSnapshot(db, bbl);
      for (const change of changesBetween(before.get(bbl)!, after.snapshot, after.label)) events.push({ ...change, bbl, dataset: key, importId });
    }
    await insertLotEvents(db, events);
    totals.events = events.length;

    const watches = bbls.length > 0 ? await checkWatches(db, bbls, options.mail ?? null) : { checked: 0, notified: 0, mailed: 0 };
    return { dataset: key, importId, ...totals, sourceDate, refreshedThrough: (through ?? since).toISOString(), watches };
  } catch (error) {
    await finishRefreshRun(db, importId, { status: 'failed', error: error instanceof Error ? error.message : String(error), rowsRead: totals.rowsRead });
    throw error;
  }
}

/** The datasets `all` refreshes: every refreshable one the installation has loaded. */
export async function datasetsInUse(db: Database): Promise<DatasetKey[]> {
  const used: DatasetKey[] = [];
  for (const key of Object.keys(REFRESHABLE_DATASETS) as RefreshableDatasetKey[]) {
    if (await refreshStart(db, key)) used.push(key);
  }
  return used;
}

/** The summary as `rei refresh` prints it. */
export function formatRefreshSummary(summary: RefreshRun): string {
  const count = (value: number) => value.toLocaleString('en-US');
  return [
    `${summary.dataset} ← NYC Open Data (run #${summary.importId}, as of ${summary.sourceDate}, changes read through ${summary.refreshedThrough ?? 'nothing new'})`,
    `  rows read ${count(summary.rowsRead)}, added ${count(summary.inserted)}, changed ${count(summary.updated)}, rejected ${count(summary.rejected)}; lot events ${count(summary.events)}`,
    `  watched lots checked ${count(summary.watches.checked)}, notifications ${count(summary.watches.notified)}, mails ${count(summary.watches.mailed)}`,
  ].join('\n');
}
