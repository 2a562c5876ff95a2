import { basename } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nycImports } from '../../db/schema';
import type { DatasetDefinition, MappedRecord } from './dataset';
import type { SourceRecord } from './fields';
import { silentProgress, type ProgressReporter } from './progress';
import type { RejectsFile } from './rejects';
import { openSource } from './source';
import { BatchWriter, type BatchOutcome, type PendingRow } from './writer';

/** What one `rei import` of one file did. */
export interface ImportSummary {
  readonly dataset: string;
  /** The file's base name, as recorded in `nyc_imports`. */
  readonly file: string;
  readonly importId: number;
  /** Data rows read after the header (blank rows aside). */
  readonly rowsRead: number;
  readonly inserted: number;
  readonly updated: number;
  /** Rows repeating the natural key of an earlier row of the same file (one record in the table). */
  readonly duplicates: number;
  readonly rejected: number;
  /** Distinct addresses added to `nyc_addresses`. */
  readonly addressesAdded: number;
  /** The newest record date seen (YYYY-MM-DD), else the file's modification date. */
  readonly sourceDate: string | null;
  readonly elapsedMs: number;
  readonly rowsPerSecond: number;
}

export interface ImportFileOptions {
  readonly db: Database;
  readonly dataset: DatasetDefinition;
  /** Path of the source file (CSV, `.csv.gz`, `.xls`, `.xlsx`). */
  readonly file: string;
  /** Where rejected rows go (shared by the files of one command). */
  readonly rejects: RejectsFile;
  /** Rows per INSERT statement and transaction (default 2,000; lowered to fit the parameter limit). */
  readonly batchSize?: number;
  readonly progress?: ProgressReporter;
  /**
   * Batches written at the same time, each in its own transaction on its own connection
   * (default 1; more only helps on PostgreSQL, PGlite has one connection).
   */
  readonly concurrency?: number;
}

const DEFAULT_BATCH_SIZE = 2_000;

/** A mapper that throws (against its contract) rejects the row rather than the file. */
function mapSafely(dataset: DatasetDefinition, record: SourceRecord): MappedRecord<Record<string, unknown>> {
  try {
    return dataset.map(record);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Imports one file into a dataset's table. The header is checked before anything is
 * written (a `LayoutError` refuses the file). Rows are mapped, collected into batches and
 * upserted on the dataset's natural key, one transaction per batch, while the next batch is
 * read. A row that cannot be read or mapped, or that the database refuses, goes to the
 * rejects file with its line number and reason; the import goes on. The run is recorded in
 * `nyc_imports` (finished, or failed with the error when reading the file breaks off).
 */
export async function importFile(options: ImportFileOptions): Promise<ImportSummary> {
  const { db, dataset, file, rejects } = options;
  const progress = options.progress ?? silentProgress;
  const name = basename(file);
  const started = performance.now();
  const source = await openSource(file, (headers) => dataset.checkHeaders(headers));

  let importId: number;
  let writer: BatchWriter;
  try {
    const [run] = await db
      .insert(nycImports)
      .values({ dataset: dataset.key, sourceId: dataset.sourceId, sourceFile: name })
      .returning({ id: nycImports.id });
    importId = run!.id;
    writer = new BatchWriter(db, dataset.table, dataset.conflictTarget, importId, options.batchSize ?? DEFAULT_BATCH_SIZE);
  } catch (error) {
    source.close();
    throw error;
  }

  const totals = { rowsRead: 0, inserted: 0, updated: 0, duplicates: 0, rejected: 0, addresses: 0 };
  let newestDate: string | null = null;
  const reject = (line: number, reason: string) => {
    totals.rejected += 1;
    rejects.write({ file: name, line, reason });
  };
  const account = (outcome: BatchOutcome) => {
    totals.inserted += outcome.inserted;
    totals.updated += outcome.updated;
    totals.duplicates += outcome.duplicates;
    totals.addresses += outcome.addresses;
    for (const failure of outcome.failed) reject(failure.line, failure.reason);
  };
  const state = () => ({
    file: name,
    bytesRead: source.bytesRead(),
    totalBytes: source.totalBytes,
    rowsRead: totals.rowsRead,
    elapsedMs: performance.now() - started,
  });

  // Batches are written while the next ones are read and mapped (up to `concurrency` at once).
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const inFlight = new Set<Promise<void>>();
  let writeFailure: { error: unknown } | null = null;
  const settle = async () => {
    await Promise.all(inFlight);
    if (writeFailure) throw writeFailure.error;
  };
  const flush = async (batch: PendingRow[]) => {
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    if (writeFailure) throw writeFailure.error;
    const write: Promise<void> = writer
      .write(batch)
      .then(account, (error: unknown) => {
        writeFailure = { error };
      })
      .finally(() => inFlight.delete(write));
    inFlight.add(write);
  };

  try {
    let batch: PendingRow[] = [];
    for await (const chunk of source.rows) {
      for (const item of chunk) {
        totals.rowsRead += 1;
        if ('malformed' in item) {
          reject(item.line, item.malformed);
          continue;
        }
        const mapped = mapSafely(dataset, item);
        if (!mapped.ok) {
          reject(item.line, mapped.reason);
          continue;
        }
        if (mapped.recordDate && (newestDate === null || mapped.recordDate > newestDate)) newestDate = mapped.recordDate;
        batch.push({ line: item.line, row: mapped.row, addresses: mapped.addresses ?? [] });
        if (batch.length >= writer.batchSize) {
          await flush(batch);
          batch = [];
        }
      }
      progress.update(state());
    }
    if (batch.length > 0) await flush(batch);
    await settle();
  } catch (error) {
    source.close();
    await Promise.all(inFlight);
    await db
      .update(nycImports)
      .set({
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        rowsRead: totals.rowsRead,
        rowsInserted: totals.inserted,
        rowsUpdated: totals.updated + totals.duplicates,
        rowsRejected: totals.rejected,
        finishedAt: new Date(),
      })
      .where(eq(nycImports.id, importId));
    throw error;
  }
  progress.done(state());

  // The newest record date the file holds; PLUTO rows carry none, and a file's modification
  // date says when it was copied (a git checkout, a download), not what it describes: unknown.
  const sourceDate = newestDate;
  await db
    .update(nycImports)
    .set({
      status: 'finished',
      sourceDate,
      rowsRead: totals.rowsRead,
      rowsInserted: totals.inserted,
      rowsUpdated: totals.updated + totals.duplicates,
      rowsRejected: totals.rejected,
      finishedAt: new Date(),
    })
    .where(eq(nycImports.id, importId));

  const elapsedMs = performance.now() - started;
  return {
    dataset: dataset.key,
    file: name,
    importId,
    rowsRead: totals.rowsRead,
    inserted: totals.inserted,
    updated: totals.updated,
    duplicates: totals.duplicates,
    rejected: totals.rejected,
    addressesAdded: totals.addresses,
    sourceDate,
    elapsedMs,
    rowsPerSecond: elapsedMs > 0 ? Math.round((totals.rowsRead * 1000) / elapsedMs) : 0,
  };
}

/** The summary as the CLI prints it. */
export function formatSummary(summary: ImportSummary): string {
  const count = (value: number) => value.toLocaleString('en-US');
  const duplicates =
    summary.duplicates > 0 ? ` (+${count(summary.duplicates)} duplicate rows repeating an earlier row's key, kept once)` : '';
  return [
    `${summary.dataset} ← ${summary.file} (import #${summary.importId}, as of ${summary.sourceDate ?? 'unknown'})`,
    `  rows read ${count(summary.rowsRead)}, inserted ${count(summary.inserted)}, updated ${count(summary.updated)}${duplicates}, rejected ${count(summary.rejected)}`,
    `  addresses added ${count(summary.addressesAdded)}; ${(summary.elapsedMs / 1000).toFixed(1)} s, ${count(summary.rowsPerSecond)} rows/s`,
  ].join('\n');
}
