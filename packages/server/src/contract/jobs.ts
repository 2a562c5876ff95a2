/**
 * Background jobs (long work run off the request path: an organization's cash-flow audit, a
 * large property import, a report build): how the API reports one while it is queued, runs,
 * and after it has finished or failed. A client polls the job's GET route until `state` is
 * `completed` or `failed`; `progress` counts the units done ("312 of 520 properties").
 */
import { z } from 'zod';
import { timestampSchema } from './common';
import { idParam, propertyImportResponseSchema } from './properties';

/** A job's states, in the order it goes through them: the API's, the `background_jobs` table's and the queue's one list. */
export const JOB_STATES = ['queued', 'running', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** The kinds of background job: the API's, the `background_jobs` table's and the queue's one list (each has a handler in jobs/registerJobs.ts). */
export const JOB_KINDS = ['organization-audit', 'property-import', 'report-build', 'screen', 'screen-part', 'nyc-refresh'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** `/…/jobs/{jobId}`: a job id is a UUID. */
export const jobIdParamsSchema = z.object({ jobId: z.uuid({ error: 'Job id must be a UUID' }) });

export const jobProgressSchema = z.object({
  /** Units done (properties audited, rows imported). */
  done: z.number().int().min(0),
  /** Units in all; null until the job knows. */
  total: z.number().int().min(0).nullable(),
});

/** A job's status, whatever its kind (each kind adds its `result`). */
export const jobStatusSchema = z.object({
  id: z.uuid(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
  progress: jobProgressSchema,
  /** Attempts started: more than 1 after a retry or a restart. */
  attempts: z.number().int().min(0),
  /** Why it failed (state `failed`), or why the last attempt stopped (state `queued` again). */
  error: z.string().nullable(),
  createdAt: timestampSchema,
  startedAt: timestampSchema.nullable(),
  finishedAt: timestampSchema.nullable(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** `?organizationId=` on a job's GET (else X-Organization-Id, else the caller's own). */
export const jobQuerySchema = z.object({ organizationId: idParam().optional() });

/**
 * POST /api/properties/import (202, a large import) and GET /api/properties/import/jobs/{jobId}:
 * the import job; `result` is the import's answer (rows inserted, problems) once it has completed.
 */
export const propertyImportJobSchema = jobStatusSchema.extend({ result: propertyImportResponseSchema.nullable() });
export type PropertyImportJob = z.infer<typeof propertyImportJobSchema>;
