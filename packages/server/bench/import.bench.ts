/**
 * Import benchmark (`pnpm bench:import`): imports the five DOF rolling-sales files
 * (`../shared/data/nyc/dof_rolling_sales/*.csv.gz`, about 89,000 sales) with the `rei import`
 * pipeline into PGlite in a temporary folder and, when reachable, into a fresh PostgreSQL
 * database (created and dropped here), and prints rows/s per file and overall. A second pass
 * over the same files measures the re-import (every row an update).
 *
 * Options (environment): DATABASE_URL or BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; 'none' skips PostgreSQL), BENCH_BATCH_SIZE, BENCH_CONCURRENCY,
 * BENCH_SKIP_PGLITE=1.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createScratchDatabase, postgresReachable } from '../src/db/scratchDatabase';
import { rollingSales } from '../src/nyc/import/datasets/rollingSales';
import { RejectsFile } from '../src/nyc/import/rejects';
import { importFile, type ImportSummary } from '../src/nyc/import/runner';
import { openSource } from '../src/nyc/import/source';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SALES_DIR = resolve(REPO_ROOT, '..', 'shared', 'data', 'nyc', 'dof_rolling_sales');
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BATCH_SIZE = process.env.BENCH_BATCH_SIZE ? Number(process.env.BENCH_BATCH_SIZE) : undefined;
/** Batches written at once on PostgreSQL, as `rei import` does (BENCH_CONCURRENCY, default 2). */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);

async function importAll(database: DatabaseHandle, files: readonly string[], scratch: string): Promise<PassResult> {
  const rejects = new RejectsFile(join(scratch, `rejects-${randomBytes(3).toString('hex')}.csv`));
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
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { rows: summaries.reduce((sum, summary) => sum + summary.rowsRead, 0), seconds, cpuSeconds, summaries };
}

interface PassResult {
  readonly rows: number;
  readonly seconds: number;
  /** CPU time of this process (reading, mapping, building statements; PGlite's engine too). */
  readonly cpuSeconds: number;
  readonly summaries: ImportSummary[];
}

function report(label: string, pass: string, result: PassResult): void {
  const inserted = result.summaries.reduce((sum, summary) => sum + summary.inserted, 0);
  const updated = result.summaries.reduce((sum, summary) => sum + summary.updated + summary.duplicates, 0);
  const rejected = result.summaries.reduce((sum, summary) => sum + summary.rejected, 0);
  console.log(
    `${label.padEnd(10)} ${pass.padEnd(9)} ${result.rows.toLocaleString('en-US').padStart(7)} rows in ${result.seconds.toFixed(2).padStart(6)} s = ${Math.round(result.rows / result.seconds).toLocaleString('en-US').padStart(7)} rows/s  (inserted ${inserted}, updated ${updated}, rejected ${rejected}; this process used ${result.cpuSeconds.toFixed(1)} s of CPU, load average now ${loadavg()[0]!.toFixed(2)})`,
  );
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
    `${'read+map'.padEnd(10)} ${'no db'.padEnd(9)} ${rows.toLocaleString('en-US').padStart(7)} rows in ${seconds.toFixed(2).padStart(6)} s = ${Math.round(rows / seconds).toLocaleString('en-US').padStart(7)} rows/s  (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`,
  );
}

async function run(label: string, open: () => Promise<DatabaseHandle>, files: readonly string[], scratch: string): Promise<void> {
  const database = await open();
  try {
    await database.migrate();
    report(label, 'import', await importAll(database, files, scratch));
    report(label, 're-import', await importAll(database, files, scratch));
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(SALES_DIR)) {
    console.error(`No rolling-sales files: ${SALES_DIR} is missing (the shared data folder beside the repository).`);
    process.exitCode = 1;
    return;
  }
  const files = readdirSync(SALES_DIR)
    .filter((name) => name.endsWith('.csv.gz'))
    .sort()
    .map((name) => join(SALES_DIR, name));
  console.log(`Importing ${files.length} rolling-sales files; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)}`);
  const scratch = mkdtempSync(join(tmpdir(), 'rei-bench-import-'));
  try {
    await readAndMap(files);
    if (process.env.BENCH_SKIP_PGLITE !== '1') await run('PGlite', () => openDatabase({ dataDir: join(scratch, 'pglite') }), files, scratch);
    if (POSTGRES_URL === 'none' || !(await postgresReachable(POSTGRES_URL))) {
      console.log('PostgreSQL: skipped (not reachable; set DATABASE_URL or BENCH_DATABASE_URL)');
      return;
    }
    const database = await createScratchDatabase(POSTGRES_URL, 'rei_bench');
    try {
      await run('PostgreSQL', () => openDatabase({ dataDir: scratch, databaseUrl: database.url, databasePoolSize: 4 }), files, scratch);
    } finally {
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
