import { NYC_DATASET_KEYS } from '@rei/engine';
import { z } from 'zod';
import { errorResponseSchema } from './common';
import { jobStatusSchema } from './jobs';

/** POST /api/admin/nyc/refresh (202, a job): the dataset to refresh from NYC Open Data (`all`: every one the installation uses). */
export const refreshBodySchema = z
  .object({
    dataset: z.enum([...NYC_DATASET_KEYS, 'all'], { error: `must be "all" or a dataset key: ${NYC_DATASET_KEYS.join(', ')}` }),
    /** Where a dataset never refreshed nor imported starts (YYYY-MM-DD); else it starts where it stopped. */
    since: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).optional(),
  })
  .strict();
export type RefreshBody = z.infer<typeof refreshBodySchema>;

/** One dataset's refresh: rows added and changed, lot events, the as-of date now on the data-freshness list. */
export const refreshRunSchema = z.object({
  dataset: z.string(),
  importId: z.number().int().positive(),
  rowsRead: z.number().int().nonnegative(),
  inserted: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  events: z.number().int().nonnegative(),
  sourceDate: z.string(),
  refreshedThrough: z.string().nullable(),
  watches: z.object({ checked: z.number().int().nonnegative(), notified: z.number().int().nonnegative(), mailed: z.number().int().nonnegative() }),
});
export type RefreshRun = z.infer<typeof refreshRunSchema>;

/** What a refresh did: each dataset refreshed, and each one that failed with the reason. */
export const refreshResponseSchema = z.object({
  runs: z.array(refreshRunSchema),
  failed: z.array(z.object({ dataset: z.string(), reason: z.string() })),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/**
 * POST /api/admin/nyc/refresh (202) and GET /api/admin/nyc/refresh/jobs/{jobId}: the refresh as a
 * job. `progress` counts datasets done of the datasets to refresh; `result` is what the refresh did
 * (rows added and changed per dataset, and each dataset that failed) once it has completed.
 */
export const nycRefreshJobSchema = jobStatusSchema.extend({ result: refreshResponseSchema.nullable() });
export type NycRefreshJob = z.infer<typeof nycRefreshJobSchema>;

/**
 * 409 from POST /api/admin/nyc/refresh: the installation runs one refresh at a time, and `job` is
 * the one queued or running now (poll it instead of starting another).
 */
export const nycRefreshConflictSchema = errorResponseSchema.extend({ job: nycRefreshJobSchema });
export type NycRefreshConflict = z.infer<typeof nycRefreshConflictSchema>;
