/**
 * Import benchmark (`pnpm bench:import`): imports the five DOF rolling-sales files (the starter
 * data shipped in data/starter/, 89,009 sales; BENCH_SALES_DIR names another folder) with the
 * `rei import` pipeline into PGlite in a temporary folder and, when reachable, into a fresh
 * PostgreSQL database (created and dropped here), and prints rows/s beside the goal (issue 14:
 * at least 20,000 rows/s into PostgreSQL). A second pass over the same files measures the
 * re-import (every row an update).
 *
 * Wall-clock figures move with the machine's load, so each line also gives load-independent
 * figures: statements and transactions sent per 1,000 rows (PostgreSQL), the CPU this process
 * used, and the CPU of the PostgreSQL backends serving the run (read from /proc when the server
 * runs on this machine), per 1,000 rows.
 *
 * Options (environment): DATABASE_URL or BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; 'none' skips PostgreSQL), BENCH_BATCH_SIZE, BENCH_CONCURRENCY,
 * BENCH_SKIP_PGLITE=1, BENCH_SALES_DIR.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createScratchDatabase, postgresReachable } from '../src/db/scratchDatabase';
import { rollingSales } from '../src/nyc/import/datasets/rollingSales';
import { RejectsFile } from '../src/nyc/import/rejects';
import { importFile, type ImportSummary } from '../src/nyc/import/runner';
import { openSource } from '../src/nyc/import/source';
import { STARTER_DIR } from '../src/nyc/import/starter';

const SALES_DIR = resolve(process.env.BENCH_SALES_DIR ?? STARTER_DIR);
/** Issue 14's goal for DOF rolling sales into PostgreSQL. */
const GOAL_ROWS_PER_SECOND = 20_000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BATCH_SIZE = process.env.BENCH_BATCH_SIZE ? Number(process.env.BENCH_BATCH_SIZE) : undefined;
/** Batches written at once on PostgreSQL, as `rei import` does (BENCH_CONCURRENCY, default 2). */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);

/** Statements this process sends to PostgreSQL (every `pg` client query), and how many of them open a transaction. */
const sent = { statements: 0, transactions: 0 };
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  sent.statements += 1;
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
  if (typeof text === 'string' && /^\s*begin\b/i.test(text)) sent.transactions += 1;
  return (originalQuery as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * CPU seconds used by the PostgreSQL backends of one database, sampled from /proc every
 * 100 ms (a backend's last sample counts when its connection closes); null when the server
 * is not on this machine or /proc cannot be read.
 */
class BackendCpu {
  private readonly seen = new Map<number, number>();
  /** Processes already looked at and found not to serve the database: their command line is not read again. */
  private readonly others = new Set<number>();
  private readonly timer: NodeJS.Timeout;
  private readonly ticksPerSecond: number;

  constructor(private readonly databaseName: string) {
    let ticks = 100;
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      // getconf missing: Linux's usual 100 ticks a second.
    }
    this.ticksPerSecond = ticks;
    this.sample();
    this.timer = setInterval(() => this.sample(), 100);
  }

  private sample(): void {
    if (!existsSync('/proc')) return;
    // The sampling runs in this process while it imports, so a process's command line is read once.
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const pid = Number(entry);
      if (this.others.has(pid)) continue;
      try {
        if (!this.seen.has(pid)) {
          const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
          const titled = command.startsWith('postgres: ');
          if (!titled || !command.includes(` ${this.databaseName} `)) {
            // A backend still starting shows the server's own command line: looked at again next time.
            if (titled || !command.includes('postgres')) this.others.add(pid);
            continue;
          }
        }
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // Fields 14 and 15 of stat (user and system time) are the 12th and 13th after the name.
        this.seen.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // The process ended between listing and reading.
      }
    }
  }

  /** CPU seconds so far, or null when no backend was ever seen. */
  seconds(): number | null {
    this.sample();
    if (this.seen.size === 0) return null;
    let ticks = 0;
    for (const value of this.seen.values()) ticks += value;
    return ticks / this.ticksPerSecond;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

interface PassResult {
  readonly rows: number;
  readonly seconds: number;
  /** CPU time of this process (reading, mapping, building statements; PGlite's engine too). */
  readonly cpuSeconds: number;
  /** CPU time of the PostgreSQL backends, when measurable. */
  readonly backendCpuSeconds: number | null;
  readonly statements: number;
  readonly transactions: number;
  readonly summaries: ImportSummary[];
}

async function importAll(database: DatabaseHandle, files: readonly string[], scratch: string, backend: BackendCpu | null): Promise<PassResult> {
  const rejects = new RejectsFile(join(scratch, `rejects-${randomBytes(3).toString('hex')}.csv`));
  const statementsBefore = sent.statements;
  const transactionsBefore = sent.transactions;
  const backendBefore = backend?.seconds() ?? null;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const summaries: ImportSummary[] = [];
  for (const file of files) {
    const concurrency = database.kind === 'postgres' ? CONCURRENCY : 1;
    summaries.push(await importFile({ db: database.db, dataset: rollingSales, file, rejects, batchSize: BATCH_SIZE, concurrency }));
  }
  await rejects.close();
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const backendAfter = backend?.seconds() ?? null;
  return {
    rows: summaries.reduce((sum, summary) => sum + summary.rowsRead, 0),
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    backendCpuSeconds: backendBefore === null || backendAfter === null ? null : backendAfter - backendBefore,
    statements: sent.statements - statementsBefore,
    transactions: sent.transactions - transactionsBefore,
    summaries,
  };
}

const perThousand = (value: number, rows: number) => ((value * 1000) / rows).toFixed(2);

function uptimeLoad(): string {
  const [one, five, fifteen] = loadavg();
  return `load average ${one!.toFixed(2)}, ${five!.toFixed(2)}, ${fifteen!.toFixed(2)}`;
}

/** Prints one pass and answers its rows/s. */
function report(label: string, pass: string, result: PassResult): number {
  const inserted = result.summaries.reduce((sum, summary) => sum + summary.inserted, 0);
  const updated = result.summaries.reduce((sum, summary) => sum + summary.updated + summary.duplicates, 0);
  const rejected = result.summaries.reduce((sum, summary) => sum + summary.rejected, 0);
  const rate = Math.round(result.rows / result.seconds);
  const goal = label === 'PostgreSQL' ? `  goal ≥ ${GOAL_ROWS_PER_SECOND.toLocaleString('en-US')} rows/s: ${rate >= GOAL_ROWS_PER_SECOND ? 'met' : 'NOT met'}` : '';
  console.log(
    `${label.padEnd(10)} ${pass.padEnd(9)} ${result.rows.toLocaleString('en-US').padStart(7)} rows in ${result.seconds.toFixed(2).padStart(6)} s = ${rate.toLocaleString('en-US').padStart(7)} rows/s${goal}`,
  );
  const database =
    label === 'PostgreSQL'
      ? `; ${perThousand(result.statements, result.rows)} statements and ${perThousand(result.transactions, result.rows)} transactions per 1,000 rows; PostgreSQL backends ${result.backendCpuSeconds === null ? 'not measurable (server elsewhere)' : `${result.backendCpuSeconds.toFixed(2)} s CPU = ${perThousand(result.backendCpuSeconds * 1000, result.rows)} ms per 1,000 rows`}`
      : '';
  console.log(
    `${''.padEnd(21)}inserted ${inserted}, updated ${updated}, rejected ${rejected}; this process ${result.cpuSeconds.toFixed(2)} s CPU = ${perThousand(result.cpuSeconds * 1000, result.rows)} ms per 1,000 rows${database}; ${uptimeLoad()}`,
  );
  return rate;
}

/** Reading and mapping alone (no database): the ceiling the JavaScript side puts on an import. */
async function readAndMap(files: readonly string[]): Promise<void> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let rows = 0;
  for (const file of files) {
    const source = await openSource(file, (headers) => rollingSales.checkHeaders(headers));
    for await (const chunk of source.rows) {
      for (const item of chunk) {
        rows += 1;
        if (!('malformed' in item)) rollingSales.map(item);
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `${'read+map'.padEnd(10)} ${'no db'.padEnd(9)} ${rows.toLocaleString('en-US').padStart(7)} rows in ${seconds.toFixed(2).padStart(6)} s = ${Math.round(rows / seconds).toLocaleString('en-US').padStart(7)} rows/s  (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s; ${uptimeLoad()})`,
  );
}

async function run(label: string, open: () => Promise<DatabaseHandle>, files: readonly string[], scratch: string, backend: BackendCpu | null): Promise<number> {
  const database = await open();
  try {
    await database.migrate();
    const rate = report(label, 'import', await importAll(database, files, scratch, backend));
    report(label, 're-import', await importAll(database, files, scratch, backend));
    return rate;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(SALES_DIR)) {
    console.error(`No rolling-sales files: ${SALES_DIR} is missing.`);
    process.exitCode = 1;
    return;
  }
  const files = readdirSync(SALES_DIR)
    .filter((name) => name.endsWith('.csv.gz'))
    .sort()
    .map((name) => join(SALES_DIR, name));
  console.log(`Importing ${files.length} rolling-sales files; ${cpus().length} CPUs, ${uptimeLoad()}`);
  const scratch = mkdtempSync(join(tmpdir(), 'rei-bench-import-'));
  try {
    await readAndMap(files);
    if (process.env.BENCH_SKIP_PGLITE !== '1') await run('PGlite', () => openDatabase({ dataDir: join(scratch, 'pglite') }), files, scratch, null);
    if (POSTGRES_URL === 'none' || !(await postgresReachable(POSTGRES_URL))) {
      console.log('PostgreSQL: skipped (not reachable; set DATABASE_URL or BENCH_DATABASE_URL)');
      return;
    }
    const database = await createScratchDatabase(POSTGRES_URL, 'rei_bench');
    const backend = new BackendCpu(new URL(database.url).pathname.slice(1));
    try {
      const rate = await run('PostgreSQL', () => openDatabase({ dataDir: scratch, databaseUrl: database.url, databasePoolSize: 4 }), files, scratch, backend);
      console.log(
        `Goal (issue 14): DOF rolling sales into PostgreSQL ≥ ${GOAL_ROWS_PER_SECOND.toLocaleString('en-US')} rows/s; measured ${rate.toLocaleString('en-US')} rows/s (${rate >= GOAL_ROWS_PER_SECOND ? 'met' : 'NOT met'}), ${uptimeLoad()} on ${cpus().length} CPUs`,
      );
    } finally {
      backend.stop();
      await database.drop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
