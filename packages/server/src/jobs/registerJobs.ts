import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { queueClientOf } from '../db/readCache';
import type { Database } from '../db/database';
import { organizationAuditJob } from '../services/cashFlowAudit';
import { propertyImportJob } from '../services/properties';
import { reportBuildJob, reportBuildFailed } from '../services/reports';
import { screenJob, screenJobFailed, screenPartFailed, screenPartJob } from '../services/screens';
import type { JobKind } from '../contract/jobs';
import { JobQueue, type JobKindHooks, type TaskSchedule } from './jobQueue';
import { appBaseUrl } from '../mail/links';
import { ApiError } from '../errors';
import { refreshStart } from '../services/datasetRefresh';
import { isRefreshable, REFRESHABLE_DATASETS } from '../nyc/refresh/refreshableDatasets';
import { sendNotificationDigests } from '../services/notificationDigest';
import { refreshNycData } from '../services/refresh';
import { nycRefreshJob } from '../services/refreshJobs';
import { attemptWebhookDelivery } from '../webhooks/deliver';
import { requeueLostDeliveries, useWebhookDispatch } from '../webhooks/events';

/** The task that makes one webhook delivery attempt (webhooks/deliver.ts). */
export const WEBHOOK_DELIVERY_TASK = 'webhook-delivery';
/** The scheduled refresh of one NYC dataset from NYC Open Data (services/refresh.ts). */
export const NYC_REFRESH_TASK = 'nyc-refresh';
/** The hourly task that sends the daily and weekly notification digests that are due. */
export const NOTIFICATION_DIGEST_TASK = 'notification-digest';
/** Every five minutes: queues again the webhook deliveries whose job was lost (webhooks/events.ts). */
export const WEBHOOK_SWEEP_TASK = 'webhook-sweep';

/**
 * The schedules: each refreshable dataset at its own hour (a dataset never loaded is skipped when
 * its turn comes), the digest every hour (it sends only the digests that are due), and the
 * webhook sweep every five minutes.
 */
export function taskSchedules(): TaskSchedule[] {
  return [
    ...Object.entries(REFRESHABLE_DATASETS).map(([dataset, { cron }]) => ({ task: NYC_REFRESH_TASK, key: dataset, cron, data: { dataset } })),
    { task: NOTIFICATION_DIGEST_TASK, key: 'hourly', cron: '0 * * * *', data: {} },
    { task: WEBHOOK_SWEEP_TASK, key: 'every-5-minutes', cron: '*/5 * * * *', data: {} },
  ];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (jobs/jobQueue.ts): started with the server, or on the first job queued. */
    jobs: JobQueue;
  }
}

/**
 * What each kind of job runs; a report's build reads live NYC data for a premium report. The NYC
 * refresh also needs the app's mailer: `registerJobQueue` adds it.
 */
export function jobHandlers(config: Pick<ServerConfig, 'nycOpenData' | 'billing'>): Readonly<Record<Exclude<JobKind, 'nyc-refresh'>, JobKindHooks>> {
  const reportDeps = { soda: config.nycOpenData, publicUrl: config.billing.publicUrl };
  return {
    'organization-audit': { run: organizationAuditJob },
    'property-import': { run: propertyImportJob },
    'report-build': { run: (context) => reportBuildJob(context, reportDeps), onFailed: reportBuildFailed },
    screen: { run: (context) => screenJob(context), onFailed: screenJobFailed },
    'screen-part': { run: (context) => screenPartJob(context), onFailed: screenPartFailed },
  };
}

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
    kinds: { ...jobHandlers(config), 'nyc-refresh': { run: nycRefreshJob(() => ({ soda: config.nycOpenData, mail: { mailer: app.mailer, baseUrl: appBaseUrl(config) } })) } },
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
      [NYC_REFRESH_TASK]: async (data) => {
        const dataset = String(data.dataset);
        // Only datasets this installation loaded, and only while NYC Open Data may be asked.
        if (!config.nycOpenData || !isRefreshable(dataset) || !(await refreshStart(options.db, dataset))) return;
        let outcome: Awaited<ReturnType<typeof refreshNycData>>;
        try {
          outcome = await refreshNycData(options.db, { soda: config.nycOpenData, mail: { mailer: app.mailer, baseUrl: appBaseUrl(config) } }, dataset);
        } catch (error) {
          // An admin's refresh (or another instance's) has the dataset: its run covers this turn.
          if (error instanceof ApiError && error.statusCode === 409) return app.log.info({ dataset, reason: error.message }, 'scheduled NYC refresh skipped');
          throw error;
        }
        const { runs, failed } = outcome;
        for (const run of runs) app.log.info({ refresh: run }, 'NYC dataset refreshed');
        for (const failure of failed) app.log.warn(failure, 'NYC dataset refresh failed');
      },
      [WEBHOOK_SWEEP_TASK]: async () => {
        const queued = await requeueLostDeliveries(options.db, (deliveryId, delaySeconds) => queue.sendTask(WEBHOOK_DELIVERY_TASK, { deliveryId }, delaySeconds));
        if (queued > 0) app.log.info({ queued }, 'webhook deliveries queued again by the sweep');
      },
      [NOTIFICATION_DIGEST_TASK]: async () => {
        await sendNotificationDigests(options.db, { mailer: app.mailer, baseUrl: appBaseUrl(config) });
      },
    },
    taskExpireSeconds: { [NYC_REFRESH_TASK]: 3_600 },
    schedules: config.nycRefreshSchedule ? taskSchedules() : taskSchedules().filter((schedule) => schedule.task !== NYC_REFRESH_TASK),
  });
  app.decorate('jobs', queue);
  useWebhookDispatch(options.db, (deliveryId, delaySeconds) => queue.sendTask(WEBHOOK_DELIVERY_TASK, { deliveryId }, delaySeconds));
  app.addHook('onClose', async () => {
    await queue.stop();
  });
}
