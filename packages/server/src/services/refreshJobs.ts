/**
 * The admin's NYC data refresh as a job (issue 29): POST /api/admin/nyc/refresh queues it and
 * answers 202, the job refreshes dataset after dataset reporting "n of N datasets", and its result
 * is the refresh's answer (rows added and changed per dataset). The installation runs one at a
 * time: a request while one is queued or running gets 409 naming that job. `rei refresh` does not
 * come here; it refreshes in its own process and waits.
 */
import type { NycRefreshJob, RefreshBody, RefreshResponse } from '../contract';
import type { Database } from '../db/database';
import { findJobOfKind, type BackgroundJobRow } from '../db/queries/backgroundJobs';
import { ApiError, ERROR_CODES, badRequest, notFound } from '../errors';
import { JobFailure, type JobHandler, type JobQueue } from '../jobs/jobQueue';
import { jobStatusOf } from '../jobs/jobStatus';
import { refreshStart } from './datasetRefresh';
import { assertRefreshable, refreshNycData, type RefreshContext } from './refresh';

/** A refresh job as the contract shows it. */
export function nycRefreshJobOf(row: BackgroundJobRow): NycRefreshJob {
  return { ...jobStatusOf(row), result: row.state === 'completed' && row.result ? (row.result as unknown as RefreshResponse) : null };
}

/**
 * Queues a refresh of `body.dataset` by `userId` (recorded under `organizationId`). Refused
 * before anything is queued: 400 for a dataset not on NYC Open Data or never loaded without
 * `since`, 503 when NYC Open Data is off, 409 (with the job) while another refresh is unfinished.
 */
export async function startNycRefresh(
  db: Database,
  jobs: Pick<JobQueue, 'enqueueAlone'>,
  context: Pick<RefreshContext, 'soda'>,
  requester: { userId: number; organizationId: number },
  body: RefreshBody,
): Promise<NycRefreshJob> {
  const { dataset, since } = body;
  assertRefreshable(context, dataset);
  if (dataset !== 'all' && !since && !(await refreshStart(db, dataset))) {
    const reason = `${dataset} was never imported, so there is nothing to refresh; import it first or give a date to start from (since).`;
    throw badRequest(reason, { dataset: reason });
  }
  const { job, queued } = await jobs.enqueueAlone('nyc-refresh', {
    organizationId: requester.organizationId,
    userId: requester.userId,
    input: { dataset, ...(since ? { since } : {}) },
  });
  if (!queued) {
    throw new ApiError(
      409,
      ERROR_CODES.conflict,
      `A refresh is already ${job.state === 'running' ? 'running' : 'queued'} (job ${job.id}); wait for it to finish, then start another.`,
      undefined,
      undefined,
      { job: nycRefreshJobOf(job) },
    );
  }
  return nycRefreshJobOf(job);
}

/** GET /api/admin/nyc/refresh/jobs/{jobId}: any refresh job of the installation, else 404. */
export async function getNycRefreshJob(db: Database, jobId: string): Promise<NycRefreshJob> {
  const row = await findJobOfKind(db, 'nyc-refresh', jobId);
  if (!row) throw notFound('Refresh job not found');
  return nycRefreshJobOf(row);
}

/**
 * The job's handler: refreshes the dataset in its input, reporting datasets done. A refresh the
 * request's checks would now refuse (NYC Open Data turned off since) fails at once, not retried.
 * `contextOf` is read when the job runs (the app's mailer is decorated after the queue).
 */
export function nycRefreshJob(contextOf: () => RefreshContext): JobHandler {
  return async (job) => {
    const context = contextOf();
    const dataset = String(job.input.dataset) as RefreshBody['dataset'];
    const since = typeof job.input.since === 'string' ? job.input.since : undefined;
    try {
      return await refreshNycData(job.db, context, dataset, since, (done, total) => job.progress(done, total));
    } catch (error) {
      if (error instanceof ApiError) throw new JobFailure(error.message);
      throw error;
    }
  };
}
