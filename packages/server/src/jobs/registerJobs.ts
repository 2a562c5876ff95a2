import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { queueClientOf } from '../db/readCache';
import type { Database } from '../db/database';
import { organizationAuditJob } from '../services/cashFlowAudit';
import { propertyImportJob } from '../services/properties';
import { reportBuildJob, reportBuildFailed } from '../services/reports';
import { screenJob, screenJobFailed } from '../services/screens';
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
  screen: { run: screenJob, onFailed: screenJobFailed },
};

/**
 * Decorates the app with its job queue (`app.jobs`) and stops the queue when the app closes
 * (running jobs are handed back to the queue before the database closes).
 */
export function registerJobQueue(app: FastifyInstance, options: { db: Database; config: ServerConfig; databaseKind: 'pglite' | 'postgres' }): void {
  // The embedded database's queue client bypasses its read cache (readCache.ts says why).
  const pglite = options.databaseKind === 'pglite' ? queueClientOf(options.db) : undefined;
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
