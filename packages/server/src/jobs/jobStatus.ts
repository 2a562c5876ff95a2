import type { JobStatus } from '../contract/jobs';
import type { BackgroundJobRow } from '../db/queries/backgroundJobs';

/** A job record as the contract shows it (each kind adds its `result`). */
export function jobStatusOf(row: BackgroundJobRow): JobStatus {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    progress: { done: row.progressDone, total: row.progressTotal },
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
