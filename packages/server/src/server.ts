import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedIfEmpty, type SeedResult } from './seed';
import { ensureSystemSettings } from './services/admin';
import { pruneExpiredAuthRows } from './services/auth';
import { pruneCachedAnswers } from './nyc/neighborhood/answerCache';
import { assertBillingConfig } from './services/billing/billingConfig';

/** How often expired sessions, old login attempts and long-expired cached NYC answers are deleted. */
const PRUNE_INTERVAL_MS = 60 * 60_000;

/** Applies migrations and the default system settings. Run before serving. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await ensureSystemSettings(handle.db);
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /** e.g. http://127.0.0.1:5000 */
  readonly url: string;
  readonly seed: SeedResult;
  /** Stops accepting, lets in-flight requests finish, hands running jobs back to the queue, then checkpoints and closes the database. */
  stop(): Promise<void>;
}

/**
 * Opens and migrates the database, seeds demo data on an empty one, and listens on
 * `config.host:config.port` (port 0 picks a free one). Used by `rei start`, the crash
 * script and the benchmarks.
 */
export async function startServer(
  config: ServerConfig,
  options: {
    seed?: boolean;
    /** Adds routes or hooks before listening (e.g. `@rei/app` serving the built SPA beside the API). */
    configure?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<RunningServer> {
  // Refused before anything opens: demo billing on a production-like setup, or Stripe without its keys.
  assertBillingConfig(config.billing, config.databaseUrl);
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database);
    const seed = options.seed === false ? { seeded: false } : await seedIfEmpty(database.db);
    const app = await buildApp({ db: database.db, config, databaseKind: database.kind });
    await options.configure?.(app);
    // The job worker (jobs/jobQueue.ts): jobs queued before a restart run now; app.close() stops it.
    await app.jobs.start();
    const prune = () =>
      Promise.all([
        pruneExpiredAuthRows(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning sessions failed')),
        app.limits.prune().catch((error: unknown) => app.log.warn({ err: error }, 'pruning rate-limit counters failed')),
        pruneCachedAnswers(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning cached NYC answers failed')),
      ]);
    await prune();
    const pruneTimer = setInterval(prune, PRUNE_INTERVAL_MS);
    pruneTimer.unref();
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    let stopping: Promise<void> | undefined;
    return {
      app,
      database,
      url: `http://${host}:${port}`,
      seed,
      stop() {
        stopping ??= (async () => {
          clearInterval(pruneTimer);
          try {
            await app.close();
          } finally {
            await database.close();
          }
        })();
        return stopping;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
