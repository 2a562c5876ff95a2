/**
 * The starter dataset shipped with the server (packages/server/data/starter/, see SOURCE.md
 * there): the five DOF rolling-sales borough files, imported on the first start so a fresh
 * installation resolves real NYC addresses with their sales and comparables, offline.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nycImports } from '../../db/schema';
import { DATASETS } from './datasets';
import { silentProgress, type ProgressReporter } from './progress';
import { RejectsFile } from './rejects';
import { importFile, type ImportSummary } from './runner';

/** The folder of the starter files: packages/server/data/starter. */
export const STARTER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'data', 'starter');

/** The starter files, one per borough, all of the `rolling-sales` dataset. */
export const STARTER_FILES = [
  'rollingsales_bronx.csv.gz',
  'rollingsales_brooklyn.csv.gz',
  'rollingsales_manhattan.csv.gz',
  'rollingsales_queens.csv.gz',
  'rollingsales_statenisland.csv.gz',
] as const;

/** What the person reads while it runs: the dataset and its period. */
export const STARTER_DESCRIPTION = 'DOF rolling sales, Feb 2022 – Jan 2023, public record';

/** What a starter import did. */
export interface StarterImportResult {
  /** The files imported now (those never imported before). */
  readonly imported: readonly ImportSummary[];
  /** The files already imported by an earlier run (nothing done for them). */
  readonly alreadyImported: readonly string[];
  readonly elapsedMs: number;
}

export interface StarterImportOptions {
  /** The files to consider (full paths); default every starter file in `STARTER_DIR`. */
  readonly files?: readonly string[];
  /** Where rows that cannot be read are listed (created only when one is). */
  readonly rejectsPath: string;
  /** A line per step (start, each file, total); default silent. */
  readonly log?: (line: string) => void;
  readonly progress?: ProgressReporter;
}

/** Base names of the files already imported into `rolling-sales` by a finished run. */
async function finishedFiles(db: Database, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ sourceFile: nycImports.sourceFile })
    .from(nycImports)
    .where(and(eq(nycImports.dataset, 'rolling-sales'), eq(nycImports.status, 'finished'), inArray(nycImports.sourceFile, [...names])));
  return new Set(rows.map((row) => row.sourceFile));
}

/** Rows per statement and transaction: bigger than `rei import`'s default, about 5–10 % faster on PGlite for these files. */
const STARTER_BATCH_SIZE = 8_000;

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Imports each starter file that no finished `rolling-sales` run has imported yet (by file
 * name), one after the other, each recorded as an import run like `rei import`. So the first
 * start of an empty database imports all of them, a start interrupted half-way finishes the
 * rest next time, and later starts do nothing. Importing a file again is harmless anyway: rows
 * are upserted on the sale's natural key. Each file commits batch by batch like `rei import`, so
 * a start interrupted half-way keeps the files it finished. (Dropping the indexes and building
 * them once at the end, in one transaction, was tried: under load it measured no faster.)
 */
export async function importStarterData(db: Database, options: StarterImportOptions): Promise<StarterImportResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const files = (options.files ?? STARTER_FILES.map((name) => path.join(STARTER_DIR, name))).filter((file) => existsSync(file));
  const done = await finishedFiles(db, files.map((file) => path.basename(file)));
  const pending = files.filter((file) => !done.has(path.basename(file)));
  const imported: ImportSummary[] = [];
  if (pending.length > 0) {
    log(`Importing the starter dataset (${STARTER_DESCRIPTION}): ${pending.length} file${pending.length === 1 ? '' : 's'}…`);
    const rejects = new RejectsFile(options.rejectsPath);
    try {
      for (const file of pending) {
        const summary = await importFile({
          db,
          dataset: DATASETS['rolling-sales'],
          file,
          rejects,
          batchSize: STARTER_BATCH_SIZE,
          progress: options.progress ?? silentProgress,
        });
        imported.push(summary);
        log(`  ${summary.file}: ${count(summary.rowsRead)} sales, as of ${summary.sourceDate ?? 'unknown'} (${(summary.elapsedMs / 1000).toFixed(1)} s)`);
      }
    } finally {
      await rejects.close();
    }
    const rows = imported.reduce((sum, summary) => sum + summary.rowsRead, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const rejected = rejects.count > 0 ? `; ${count(rejects.count)} rows could not be read (listed in ${options.rejectsPath})` : '';
    log(`Starter dataset imported: ${count(rows)} sales in ${seconds} s${rejected}.`);
  }
  return { imported, alreadyImported: files.map((file) => path.basename(file)).filter((name) => done.has(name)), elapsedMs: performance.now() - started };
}
