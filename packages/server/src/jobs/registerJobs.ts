import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { queueClientOf } from '../db/readCache';
import type { Database } from '../db/database';
import { organizationAuditJob } from '../services/cashFlowAudit';
import { propertyImportJob } from '../services/properties';
import { reportBuildJob, reportBuildFailed } from '../services/reports';
import { screenJob, screenJobFailed } from '../services/screens';
import { JobQueue, type JobKindHooks, type JobKind } from './jobQueue';
import { attemptWebhookDelivery } from '../webhooks/deliver';
import { useWebhookDispatch } from '../webhooks/events';

/** The task that makes one webhook delivery attempt (webhooks/deliver.ts). */
export const WEBHOOK_DELIVERY_TASK = 'webhook-delivery';

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
  const { config } = options;
  const queue: JobQueue = new JobQueue({
    db: options.db,
    databaseUrl: config.databaseUrl,
    pglite,
    kinds: JOB_HANDLERS,
    log: app.log,
    tasks: {
      // One attempt; a failed one that has attempts left is sent again after its pause.
      [WEBHOOK_DELIVERY_TASK]: async (data) => {
        const outcome = await attemptWebhookDelivery(options.db, String(data.deliveryId), {
          allowPrivate: config.webhooksAllowPrivate,
          retrySeconds: config.webhookRetrySeconds,
        });
        if (outcome.retryInSeconds !== null) await queue.sendTask(WEBHOOK_DELIVERY_TASK, data, outcome.retryInSeconds);
      },
    },
  });
  app.decorate('jobs', queue);
  useWebhookDispatch(options.db, (deliveryId, delaySeconds) => queue.sendTask(WEBHOOK_DELIVERY_TASK, { deliveryId }, delaySeconds));
  app.addHook('onClose', async () => {
    await queue.stop();
  });
}
