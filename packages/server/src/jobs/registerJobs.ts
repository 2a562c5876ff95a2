import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { organizationAuditJob } from '../services/cashFlowAudit';
import { propertyImportJob } from '../services/properties';
import { reportBuildJob, reportBuildFailed } from '../services/reports';
import { JobQueue, type JobKindHooks, type JobKind } from './jobQueue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (jobs/jobQueue.ts): started with the server, or on the first job queued. */
    jobs: JobQueue;
  }
}

/** What each kind of job runs. */
export const JOB_HANDLERS: Readonly<Record<JobKind, JobKindHooks>> = {
  'organization-audit': { run: organizationAuditJob },
  'property-import': { run: propertyImportJob },
  'report-build': { run: reportBuildJob, onFailed: reportBuildFailed },
};

/**
 * Decorates the app with its job queue (`app.jobs`) and stops the queue when the app closes
 * (running jobs are handed back to the queue before the database closes).
 */
export function registerJobQueue(app: FastifyInstance, options: { db: Database; config: ServerConfig; databaseKind: 'pglite' | 'postgres' }): void {
  // Drizzle keeps the driver's client as `$client`: PGlite's instance for the embedded database.
  const pglite = options.databaseKind === 'pglite' ? (options.db as unknown as { $client: PGlite }).$client : undefined;
  const queue = new JobQueue({
    db: options.db,
    databaseUrl: options.config.databaseUrl,
    pglite,
    kinds: JOB_HANDLERS,
    log: app.log,
  });
  app.decorate('jobs', queue);
  app.addHook('onClose', async () => {
    await queue.stop();
  });
}
