/**
 * Refresh on demand and on schedule (issue 29): one dataset or `all` the installation uses, from
 * NYC Open Data, through nyc/refresh/refresh.ts. Shared by `rei refresh`, the admin route and the
 * scheduled job, so all three refresh the same way.
 */
import type { RefreshResponse } from '../contract';
import type { Database } from '../db/client';
import { ApiError, ERROR_CODES, badRequest, conflict } from '../errors';
import type { DatasetKey } from '../nyc/import/dataset';
import { datasetsInUse, RefreshBusyError, RefreshError, refreshDataset } from './datasetRefresh';
import { isRefreshable, REFRESHABLE_DATASETS, type RefreshableDatasetKey } from '../nyc/refresh/refreshableDatasets';
import { sodaClientFor, type SodaConfig } from '../nyc/soda/client';
import type { NotificationMail } from './watches';

/** What a refresh needs besides the database: NYC Open Data (null when live lookups are off) and the mail of notifications. */
export interface RefreshContext {
  readonly soda: SodaConfig | null;
  readonly mail: NotificationMail | null;
}

/** 503: NYC_LIVE is off, so nothing may be asked of NYC Open Data. */
const liveOff = () =>
  new ApiError(503, ERROR_CODES.featureDisabled, 'NYC Open Data is off on this installation (NYC_LIVE=off), so nothing can be refreshed; import files with `rei import` instead.');

/**
 * Refuses, before anything runs, a refresh that cannot happen: 400 naming `dataset` when it is
 * not on NYC Open Data's API, 503 when NYC Open Data is off.
 */
export function assertRefreshable(context: Pick<RefreshContext, 'soda'>, dataset: DatasetKey | 'all'): asserts dataset is RefreshableDatasetKey | 'all' {
  if (dataset !== 'all' && !isRefreshable(dataset)) {
    throw badRequest(`${dataset} is not on NYC Open Data's API; import its files with \`rei import ${dataset}\`.`, {
      dataset: `must be "all" or one of ${Object.keys(REFRESHABLE_DATASETS).join(', ')}`,
    });
  }
  if (!context.soda) throw liveOff();
}

/** Told after each dataset: `done` of `total` datasets refreshed (or failed). */
export type RefreshProgress = (done: number, total: number) => Promise<void>;

/**
 * Refreshes `dataset` (or every dataset in use for `all`), one after the other. A dataset that
 * cannot be refreshed from SODA answers 400 naming `dataset`; for `all`, a dataset whose refresh
 * fails is listed with the reason and the others go on. `progress` hears of each dataset done.
 */
export async function refreshNycData(
  db: Database,
  context: RefreshContext,
  dataset: DatasetKey | 'all',
  since?: string,
  progress?: RefreshProgress,
): Promise<RefreshResponse> {
  assertRefreshable(context, dataset);
  const soda = sodaClientFor(db, context.soda!);
  const keys = dataset === 'all' ? await datasetsInUse(db) : [dataset];
  const response: { runs: RefreshResponse['runs']; failed: { dataset: string; reason: string }[] } = { runs: [], failed: [] };
  await progress?.(0, keys.length);
  for (const [index, key] of keys.entries()) {
    try {
      response.runs.push(await refreshDataset({ db, soda, dataset: key, since: since ? new Date(`${since}T00:00:00Z`) : undefined, mail: context.mail }));
    } catch (error) {
      if (dataset !== 'all' && error instanceof RefreshBusyError) throw conflict(error.message);
      if (dataset !== 'all' && error instanceof RefreshError) throw badRequest(error.message, { dataset: error.message });
      response.failed.push({ dataset: key, reason: error instanceof Error ? error.message : String(error) });
    }
    await progress?.(index + 1, keys.length);
  }
  return response;
}
