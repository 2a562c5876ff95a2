/**
 * Long work off the request path: a job queue in the database.
 *
 * Delivery is pg-boss (its own schema, `rei_queue`, in the same database): on PostgreSQL it
 * keeps its own small pool, so several instances share the queue and each job runs on one of
 * them; on PGlite it runs over the same embedded database through pg-boss's PGlite adapter, in
 * this process. What the app shows lives in our table (`background_jobs`): state, progress
 * ("n of N"), result, failure reason. A job's id is the same in both.
 *
 * An organization runs some kinds one at a time (`ONE_AT_A_TIME_JOB_KINDS`, an organization
 * audit): a unique index on the records allows one unfinished job of such a kind, and `enqueue`
 * answers that job instead of a new one.
 *
 * Life of a job: `enqueue` stores the record (`queued`) and sends the job; a worker marks it
 * `running` and calls the kind's handler, which reports progress and returns the result
 * (`completed`). A handler error is retried (`queued` again) up to `JOB_RETRY_LIMIT` times, then
 * stored as the failure (`failed`); a `JobFailure` fails at once. On shutdown, a job still
 * running after `STOP_GRACE_MS` is handed back to the queue (pg-boss fails the attempt and
 * aborts `signal`), so the next start runs it again. An instance killed outright stops sending
 * heartbeats, and pg-boss retries the job after `HEARTBEAT_SECONDS`. A sweep marks records whose
 * queue job is gone or failed for good as failed, so no record reads `running` forever.
 */
import { randomUUID } from 'node:crypto';
import { PgBoss, fromPglite, type JobWithMetadata } from 'pg-boss';
import { JOB_KINDS, type JobKind } from '../contract/jobs';
import type { QueueClient } from '../db/readCache';
import type { Database } from '../db/database';
import { lockInstallationJob } from '../db/queries/locks';
import {
  findBackgroundJob,
  insertBackgroundJob,
  insertJobUnlessOneUnfinished,
  markJobCompleted,
  markJobFailed,
  markJobRequeued,
  markJobRunning,
  setJobProgress,
  staleUnfinishedJobs,
  unfinishedJobCount,
  unfinishedJobOf,
  unfinishedJobOfKind,
  type BackgroundJobRow,
} from '../db/queries/backgroundJobs';


/** pg-boss's schema: created and migrated by pg-boss itself on start. */
export const JOB_QUEUE_SCHEMA = 'rei_queue';
/** Attempts after the first before a job is failed for good. */
export const JOB_RETRY_LIMIT = 2;
/** A running job sends a heartbeat; without one for this long it is retried elsewhere. */
const HEARTBEAT_SECONDS = 15;
/** The longest a job may run. */
const EXPIRE_SECONDS = 15 * 60;
/** Kinds that may run longer: a refresh of every NYC dataset reads up to 100,000 rows of each. */
const KIND_EXPIRE_SECONDS: Partial<Record<JobKind, number>> = { 'nyc-refresh': 60 * 60 };
/**
 * Jobs of a kind one instance runs at once (default 1). Two screen parts overlap one part's
 * database round trips with the other's engine work.
 */
const KIND_CONCURRENCY: Partial<Record<JobKind, number>> = { 'screen-part': 2 };
/** Kinds the whole installation runs one at a time (`enqueueAlone`), with their advisory-lock slot. */
const INSTALLATION_JOB_SLOTS: Partial<Record<JobKind, number>> = { 'nyc-refresh': 1 };
/** Inserts tried when each finds a one-at-a-time job in the way that then finishes before it is read. */
const ENQUEUE_ATTEMPTS = 3;
/** How long shutdown waits for running jobs before handing them back to the queue. */
const STOP_GRACE_MS = 3_000;
/** Progress is written at most this often (the last value always). */
const PROGRESS_INTERVAL_MS = 150;
/** The sweep looks at records that have not moved for this long. */
const SWEEP_AFTER_MS = 2 * 60_000;
const SWEEP_INTERVAL_MS = 60_000;

/** A job's failure that another attempt would not fix (bad input): stored at once, not retried. */
export class JobFailure extends Error {
  override readonly name = 'JobFailure';
}

/** What a handler gets: the job's record, the database, and a way to report progress. */
export interface JobContext {
  readonly id: string;
  readonly db: Database;
  readonly organizationId: number;
  readonly userId: number | null;
  readonly input: Record<string, unknown>;
  /** Aborted when the queue takes the job back (shutdown): stop at the next step. */
  readonly signal: AbortSignal;
  /** The queue, for a job that splits its work into jobs of its own (a screen's parts). */
  readonly jobs: JobEnqueuer;
  /** `done` of `total` units; throttled, so call it as often as convenient. */
  progress(done: number, total: number | null): Promise<void>;
}

/** Runs one job; returns the result stored on its record. */
export type JobHandler = (context: JobContext) => Promise<Record<string, unknown>>;

/** What a kind may do when its job is failed for good (e.g. a report marks itself failed). */
export interface JobKindHooks {
  readonly run: JobHandler;
  onFailed?(db: Database, job: BackgroundJobRow, reason: string): Promise<void>;
}

/** What services need of the queue. */
export interface JobEnqueuer {
  /** Queues a job; for a one-at-a-time kind with a job unfinished, answers that job instead. */
  enqueue(kind: JobKind, job: { organizationId: number; userId: number | null; input: Record<string, unknown>; total?: number | null }): Promise<BackgroundJobRow>;
}

export interface JobQueueOptions {
  readonly db: Database;
  /** PostgreSQL: pg-boss opens its own pool to this database. */
  readonly databaseUrl?: string | undefined;
  /** PGlite: pg-boss runs over this instance (the app's own). */
  readonly pglite?: QueueClient | undefined;
  readonly kinds: Readonly<Record<JobKind, JobKindHooks>>;
  readonly log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** pg-boss's poll interval in seconds (a local enqueue also wakes the local worker at once). */
  readonly pollingIntervalSeconds?: number;
  /**
   * Small tasks without a `background_jobs` record (a webhook delivery attempt), by name: the
   * queue only carries them, their handler keeps its own state and schedules its own retries.
   */
  readonly tasks?: Readonly<Record<string, TaskHandler>>;
  /** Tasks that may run longer than the 2 minutes a task gets by default (a refresh), in seconds. */
  readonly taskExpireSeconds?: Readonly<Record<string, number>>;
  /**
   * Tasks sent on a cron schedule (UTC). pg-boss keeps the schedules in the database and its
   * clock sends each one once per tick however many instances run, so one run happens across them.
   */
  readonly schedules?: readonly TaskSchedule[];
}

/** A task sent on a schedule: `key` tells apart schedules of one task (a refresh per dataset). */
export interface TaskSchedule {
  readonly task: string;
  readonly key: string;
  readonly cron: string;
  readonly data: Record<string, unknown>;
}

/** Runs one task; a throw is retried by the queue a few times (the database was away, say). */
export type TaskHandler = (data: Record<string, unknown>) => Promise<void>;
const taskQueueName = (name: string) => `rei-task-${name}`;
/** A task's own retries after a throw (its handler's outcome-based retries are separate sends). */
const TASK_RETRY_LIMIT = 3;

const queueName = (kind: JobKind) => `rei-${kind}`;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'The job failed.';

interface JobMessage {
  readonly jobId: string;
}

/** What a job is asked with when it is queued. */
interface JobRequest {
  readonly organizationId: number;
  readonly userId: number | null;
  readonly input: Record<string, unknown>;
  readonly total?: number | null;
}

/** The stored row of a job just queued. */
function queuedJobRow(id: string, kind: JobKind, job: JobRequest) {
  return { id, kind, state: 'queued' as const, organizationId: job.organizationId, userId: job.userId, input: job.input, progressTotal: job.total ?? null };
}

/**
 * The job queue of one server process (see the top of this file). `start` is idempotent and
 * also happens on the first `enqueue`; `stop` hands running jobs back and closes the queue.
 */
export class JobQueue implements JobEnqueuer {
  readonly #options: JobQueueOptions;
  readonly #kinds: Record<JobKind, JobKindHooks>;
  #boss: PgBoss | null = null;
  #starting: Promise<void> | null = null;
  #stopping: Promise<void> | null = null;
  #workersStarted = false;
  readonly #workerIds = new Map<string, string>();
  #sweepTimer: NodeJS.Timeout | null = null;
  readonly #running = new Set<Promise<unknown>>();

  constructor(options: JobQueueOptions) {
    this.#options = options;
    this.#kinds = { ...options.kinds };
  }

  /** Replaces a kind's handler (tests wrap the real one to hold or watch it). */
  handle(kind: JobKind, run: JobHandler): void {
    this.#kinds[kind] = { ...this.#kinds[kind], run };
  }

  /** The handler a kind runs now. */
  handlerOf(kind: JobKind): JobHandler {
    return this.#kinds[kind].run;
  }

  /**
   * Starts pg-boss (creating its schema on first use) and, unless `workers` is false, the
   * workers of every kind and the sweep. Called again with workers after a start without them,
   * it adds them.
   */
  async start(options: { workers?: boolean } = {}): Promise<void> {
    if (this.#stopping) throw new Error('The job queue is stopped.');
    this.#starting ??= this.#startBoss();
    await this.#starting;
    if (options.workers !== false && !this.#workersStarted) {
      this.#workersStarted = true;
      await this.#startWorkers();
    }
  }

  async #startBoss(): Promise<void> {
    const common = { schema: JOB_QUEUE_SCHEMA, monitorIntervalSeconds: 30, superviseIntervalSeconds: 30 } as const;
    const boss = this.#options.pglite
      ? new PgBoss({ ...common, db: fromPglite(this.#options.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: this.#options.databaseUrl, max: 3, application_name: 'rei-jobs' });
    boss.on('error', (error: unknown) => this.#options.log.warn({ err: error }, 'job queue error'));
    await boss.start();
    for (const kind of JOB_KINDS) {
      if (!(await boss.getQueue(queueName(kind)))) {
        await boss
          .createQueue(queueName(kind), {
            retryLimit: JOB_RETRY_LIMIT,
            retryDelay: 1,
            expireInSeconds: KIND_EXPIRE_SECONDS[kind] ?? EXPIRE_SECONDS,
            heartbeatSeconds: HEARTBEAT_SECONDS,
          })
          // another instance may have created it in between
          .catch(async (error: unknown) => {
            if (!(await boss.getQueue(queueName(kind)))) throw error;
          });
      }
    }
    for (const name of Object.keys(this.#options.tasks ?? {})) {
      if (!(await boss.getQueue(taskQueueName(name)))) {
        await boss
          .createQueue(taskQueueName(name), {
            retryLimit: TASK_RETRY_LIMIT,
            retryDelay: 30,
            retryBackoff: true,
            expireInSeconds: this.#options.taskExpireSeconds?.[name] ?? 120,
          })
          .catch(async (error: unknown) => {
            if (!(await boss.getQueue(taskQueueName(name)))) throw error;
          });
      }
    }
    this.#boss = boss;
  }

  /** Sends task `name` with `data`, to run now or after `delaySeconds`. */
  async sendTask(name: string, data: Record<string, unknown>, delaySeconds = 0): Promise<void> {
    if (this.#starting) await this.#starting;
    else await this.start();
    await this.#boss!.send(taskQueueName(name), data, delaySeconds > 0 ? { startAfter: delaySeconds } : {});
    const workerId = this.#workerIds.get(taskQueueName(name));
    if (workerId && delaySeconds === 0) this.#boss!.notifyWorker(workerId);
  }

  async #startWorkers(): Promise<void> {
    const boss = this.#boss!;
    for (const kind of JOB_KINDS) {
      const id = await boss.work<JobMessage>(
        queueName(kind),
        { includeMetadata: true, batchSize: 1, localConcurrency: KIND_CONCURRENCY[kind] ?? 1, pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          const [job] = jobs as JobWithMetadata<JobMessage>[];
          if (job) await this.#track(this.#runJob(kind, job));
        },
      );
      this.#workerIds.set(kind, id);
    }
    for (const [name, run] of Object.entries(this.#options.tasks ?? {})) {
      const id = await boss.work<Record<string, unknown>>(
        taskQueueName(name),
        { batchSize: 1, pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) await this.#track(run(job.data));
        },
      );
      this.#workerIds.set(taskQueueName(name), id);
    }
    for (const schedule of this.#options.schedules ?? []) {
      // Upserted on every start: a changed cron replaces the stored one.
      await boss
        .schedule(taskQueueName(schedule.task), schedule.cron, schedule.data, { key: schedule.key, tz: 'UTC' })
        .catch((error: unknown) => this.#options.log.warn({ err: error, task: schedule.task, key: schedule.key }, 'task schedule not stored'));
    }
    await this.sweep().catch((error: unknown) => this.#options.log.warn({ err: error }, 'job sweep failed'));
    this.#sweepTimer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.#options.log.warn({ err: error }, 'job sweep failed'));
    }, SWEEP_INTERVAL_MS);
    this.#sweepTimer.unref();
  }

  async #track<T>(work: Promise<T>): Promise<T> {
    this.#running.add(work);
    try {
      return await work;
    } finally {
      this.#running.delete(work);
    }
  }

  /**
   * Stores the job's record (`queued`), then sends it to the queue. For a kind an organization
   * runs one at a time (`ONE_AT_A_TIME_JOB_KINDS`), answers the organization's unfinished job of
   * that kind when there is one, and stores and sends nothing: the database's unique index
   * picks the one request that starts the job, however many arrive at once on however many
   * servers. If the send fails the record is failed with the reason, so it blocks no later job.
   */
  async enqueue(
    kind: JobKind,
    job: JobRequest,
  ): Promise<BackgroundJobRow> {
    // The first job starts the queue (with its workers) if the server has not.
    if (this.#starting) await this.#starting;
    else await this.start();
    const { db } = this.#options;
    for (let attempt = 1; ; attempt += 1) {
      const id = randomUUID();
      const row = await insertJobUnlessOneUnfinished(db, queuedJobRow(id, kind, job));
      if (row) {
        await this.#send(kind, id);
        return row;
      }
      const unfinished = await unfinishedJobOf(db, job.organizationId, kind);
      if (unfinished) return unfinished;
      // The job in the way finished between the insert and the read: the slot is free again.
      if (attempt >= ENQUEUE_ATTEMPTS) throw new Error(`Could not queue the ${kind} job: another one kept taking its place. Try again.`);
    }
  }

  /**
   * Queues a job of a kind the whole installation runs one at a time (the NYC refresh), unless one
   * is queued or running in any organization: then stores and sends nothing and answers that one
   * with `queued: false`. An advisory lock held across the read and the insert decides between
   * simultaneous requests on however many servers.
   */
  async enqueueAlone(
    kind: JobKind,
    job: JobRequest,
  ): Promise<{ job: BackgroundJobRow; queued: boolean }> {
    const slot = INSTALLATION_JOB_SLOTS[kind];
    if (slot === undefined) throw new Error(`${kind} jobs are not run one at a time across the installation.`);
    if (this.#starting) await this.#starting;
    else await this.start();
    const { db } = this.#options;
    const id = randomUUID();
    const outcome = await db.transaction(async (tx) => {
      await lockInstallationJob(tx, slot);
      const unfinished = await unfinishedJobOfKind(tx, kind);
      if (unfinished) return { job: unfinished, queued: false };
      const row = await insertBackgroundJob(tx, queuedJobRow(id, kind, job));
      return { job: row, queued: true };
    });
    if (outcome.queued) await this.#send(kind, id);
    return outcome;
  }

  async #send(kind: JobKind, id: string): Promise<void> {
    try {
      await this.#boss!.send(queueName(kind), { jobId: id } satisfies JobMessage, { id });
    } catch (error) {
      await markJobFailed(this.#options.db, id, `The job could not be queued: ${reasonOf(error)}`);
      throw error;
    }
    const workerId = this.#workerIds.get(kind);
    if (workerId) this.#boss!.notifyWorker(workerId);
  }

  async #runJob(kind: JobKind, job: JobWithMetadata<JobMessage>): Promise<void> {
    const { db, log } = this.#options;
    const started = await markJobRunning(db, job.data.jobId);
    // Finished already (or removed with its organization): nothing to do.
    if (!started) return;
    let lastWrite = 0;
    let pending: { done: number; total: number | null } | null = null;
    const flush = async () => {
      if (!pending) return;
      const { done, total } = pending;
      pending = null;
      lastWrite = Date.now();
      await setJobProgress(db, started.id, done, total);
    };
    const context: JobContext = {
      id: started.id,
      db,
      organizationId: started.organizationId,
      userId: started.userId,
      input: started.input,
      signal: job.signal,
      jobs: this,
      async progress(done, total) {
        pending = { done, total };
        if (Date.now() - lastWrite >= PROGRESS_INTERVAL_MS) await flush();
      },
    };
    let result: Record<string, unknown>;
    try {
      result = await this.#kinds[kind].run(context);
    } catch (error) {
      const reason = reasonOf(error);
      if (job.signal.aborted) {
        // Shutdown took the job back; the next start runs it again.
        await markJobRequeued(db, started.id, 'Interrupted by a server restart; it will run again.').catch(() => undefined);
        throw error;
      }
      if (error instanceof JobFailure || job.retryCount >= job.retryLimit) {
        await this.#fail(kind, started.id, reason);
        // A JobFailure is settled here: the queue job completes instead of retrying.
        if (error instanceof JobFailure) return;
        throw error;
      }
      log.warn({ err: error, jobId: started.id, kind }, 'job attempt failed; it will be retried');
      await markJobRequeued(db, started.id, reason);
      throw error;
    }
    await flush();
    await markJobCompleted(db, started.id, result);
  }

  async #fail(kind: JobKind, id: string, reason: string): Promise<void> {
    const { db } = this.#options;
    await markJobFailed(db, id, reason);
    const row = await findBackgroundJob(db, id);
    if (row) await this.#kinds[kind].onFailed?.(db, row, reason);
  }

  /**
   * Marks records that can no longer finish as failed: not moved for a while, and their queue
   * job is gone, cancelled or failed for good (its retries used up while no worker could write
   * the record, e.g. an instance killed on the last attempt).
   */
  async sweep(): Promise<number> {
    const boss = this.#boss;
    if (!boss) return 0;
    let swept = 0;
    for (const row of await staleUnfinishedJobs(this.#options.db, new Date(Date.now() - SWEEP_AFTER_MS))) {
      const [queued] = await boss.findJobs<JobMessage>(queueName(row.kind), { id: row.id });
      if (queued && queued.state !== 'failed' && queued.state !== 'cancelled') continue;
      await this.#fail(row.kind, row.id, 'The job stopped (the server restarted or stopped) and could not be resumed. Start it again.');
      swept += 1;
    }
    return swept;
  }

  /** Resolves when no job record is queued or running (tests, scripts); polls the database. */
  async whenIdle(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await unfinishedJobCount(this.#options.db)) > 0) {
      if (Date.now() > deadline) throw new Error('Jobs are still queued or running.');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops the workers, hands running jobs back after a short grace, and closes pg-boss. */
  stop(): Promise<void> {
    this.#stopping ??= (async () => {
      if (this.#sweepTimer) clearInterval(this.#sweepTimer);
      if (!this.#starting) return;
      await this.#starting.catch(() => undefined);
      await this.#boss?.stop({ graceful: true, timeout: STOP_GRACE_MS, close: true });
      await Promise.allSettled([...this.#running]);
    })();
    return this.#stopping;
  }
}
