import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { countLimiterStatements } from './limiterStore';
import { fillPropertyAddressKeys } from './backfills';
import type { Database } from './database';
import { attachReadCache } from './readCache';
import { attachSharedReadCache } from './sharedReadCache';
import * as schema from './schema';

/** The Drizzle database type, defined in `./database` so modules the client runs can name it without a cycle. */
export type { Database };

/** An open database plus what the process needs to migrate and shut it down. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** The data folder, `memory://`, or the PostgreSQL database name. */
  readonly location: string;
  /** Applies the checked-in SQL migrations, then fills computed columns they reset (idempotent). */
  migrate(): Promise<void>;
  /** CHECKPOINT (PGlite), close connections, release the data folder's lock. */
  close(): Promise<void>;
  /**
   * Statements sent through `db` since the database was opened, inside transactions too (on
   * PostgreSQL a transaction's BEGIN and COMMIT count as well; PGlite sends them itself). Read it
   * before and after a request to count what the request costs (test/db/requestCost.test.ts).
   */
  queryCount(): number;
  /**
   * PGlite in memory only: the whole cluster as a tarball, to start another in-memory database
   * from (`DatabaseConfig.startFrom`). Undefined for a folder or PostgreSQL.
   */
  readonly dumpDataDir?: () => Promise<Blob>;
}

/** A Drizzle logger that only counts statements (Drizzle calls it once per statement it runs). */
function statementCounter(): { logger: { logQuery(): void }; count(): number } {
  let count = 0;
  return {
    logger: {
      logQuery() {
        count += 1;
      },
    },
    count: () => count,
  };
}

/** What `openDatabase` needs of the configuration. */
export interface DatabaseConfig {
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  readonly databasePoolSize?: number;
  /** PostgreSQL: keep session lookups while the change notices are heard (`sharedReadCache.ts`); default off. */
  readonly sessionCache?: boolean;
  /**
   * PGlite in memory only: a cluster dumped by `dumpDataDir` to start from instead of an empty
   * one. Loading a migrated copy takes about 0.5 s where creating a cluster and migrating it takes
   * 2–3 s; the test harness starts each test server from one copy per worker.
   */
  readonly startFrom?: Blob;
}

/** The checked-in migrations folder, found beside this file in source and in tests. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Raised when a second process (or a second open in this one) wants a PGlite folder in use. */
export class DatabaseLockedError extends Error {
  override readonly name = 'DatabaseLockedError';
}

const LOCK_FILE = 'rei.lock';
/** Only one migration run at a time on a shared PostgreSQL (several instances starting). */
const MIGRATION_LOCK_KEY = 4_277_001;

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder's lock file (created exclusively, holding our pid). A lock left by a
 * process that no longer exists (killed with -9) is taken over; a live holder is an error.
 */
function acquireFolderLock(dataDir: string): () => void {
  const lockPath = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && isProcessAlive(holder)) {
        throw new DatabaseLockedError(
          `The data folder ${dataDir} is already in use by another REI server (process ${holder}). ` +
            'Stop that server first, or point REI_DATA_DIR at another folder.',
        );
      }
      unlinkSync(lockPath); // stale lock from a process that died
    }
  }
  throw new DatabaseLockedError(`Could not take the lock on the data folder ${dataDir}.`);
}

/**
 * PGlite's start options: PostgreSQL's own defaults, but 32 MB of shared buffers instead of the
 * 128 MB `initdb` writes. The buffers live in the WebAssembly memory, which never shrinks, so they
 * are the embedded server's floor: opening the 100,000-lot synthetic city took the process from
 * 190 to 335 MB resident with 128 MB, to 247 MB with 32 MB, and reads of its lots were as fast
 * (pages the buffers do not hold come from the operating system's file cache).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string, startFrom: Blob | undefined): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (startFrom && !inMemory) throw new Error('startFrom applies to an in-memory PGlite database (memory://) only.');
  let releaseLock = () => {};
  let client: PGlite;
  if (inMemory) {
    client = await PGlite.create({ dataDir, startParams: PGLITE_START_PARAMS, ...(startFrom ? { loadDataDir: startFrom } : {}) });
  } else {
    const folder = resolve(dataDir);
    mkdirSync(folder, { recursive: true });
    releaseLock = acquireFolderLock(folder);
    try {
      client = await PGlite.create({ dataDir: join(folder, 'postgres'), startParams: PGLITE_START_PARAMS });
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  const counter = statementCounter();
  const db = drizzlePglite({ client, schema, logger: counter.logger }) as unknown as Database;
  countLimiterStatements(db, counter.logger.logQuery);
  attachReadCache(db, client);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    queryCount: counter.count,
    location: inMemory ? dataDir : resolve(dataDir),
    ...(inMemory ? { dumpDataDir: async () => client.dumpDataDir('none') } : {}),
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      await fillPropertyAddressKeys(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!inMemory) await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize: number, sessionCache: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const counter = statementCounter();
  const db = drizzleNodePg({ client: pool, schema, logger: counter.logger }) as unknown as Database;
  countLimiterStatements(db, counter.logger.logQuery);
  // Before the first connection, so that every pooled connection's writes are watched.
  const shared = sessionCache ? attachSharedReadCache(db, pool, { databaseUrl }) : undefined;
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await shared?.close();
    await pool.end().catch(() => {});
    throw error;
  }
  let closed = false;
  return {
    db,
    kind: 'postgres',
    queryCount: counter.count,
    location: new URL(databaseUrl).pathname.replace(/^\//, '') || 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzleNodePg({ client, schema });
        await migrateNodePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        await fillPropertyAddressKeys(locked as unknown as Database);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await shared?.close();
      await pool.end();
    },
  };
}

/**
 * Opens the database the configuration names: PostgreSQL through node-postgres when
 * `databaseUrl` is set, otherwise PGlite in `dataDir` (`memory://` keeps it in memory).
 * Both use the same schema and the same checked-in migrations. A PGlite folder is held by
 * one process at a time (lock file `rei.lock`); PGlite itself serialises queries and
 * transactions on its single connection.
 *
 * @example
 * const handle = await openDatabase({ dataDir: '.data' });
 * await handle.migrate();
 * const rows = await handle.db.select().from(users);
 * await handle.close();
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize ?? 10, config.sessionCache ?? false);
  return openPglite(config.dataDir, config.startFrom);
}
