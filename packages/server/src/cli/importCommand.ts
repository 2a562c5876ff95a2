import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../server';
import { DATASET_KEYS, type DatasetDefinition, type DatasetKey } from '../nyc/import/dataset';
import { DATASETS } from '../nyc/import/datasets';
import { createProgressReporter } from '../nyc/import/progress';
import { RejectsFile } from '../nyc/import/rejects';
import { formatSummary, importFile, type ImportSummary } from '../nyc/import/runner';
import { checkWatches } from '../services/watches';
import { createMailer } from '../mail/mailer';
import { appBaseUrl } from '../mail/links';
import { openSource } from '../nyc/import/source';

/** `rei import --help`: usage and every dataset with its title and source id. */
export function importUsage(): string {
  const width = Math.max(...DATASET_KEYS.map((key) => key.length));
  const lines = DATASET_KEYS.map((key) => {
    const dataset = DATASETS[key];
    return `  ${key.padEnd(width)}  ${dataset.title}\n  ${' '.repeat(width)}  source: ${dataset.sourceId}`;
  });
  return `Usage: rei import <dataset> <file…> [--rejects <path>] [--batch-size <rows>]

Imports NYC public-data files (CSV, .csv.gz, and the DOF .xls/.xlsx sales files) into the
database of REI_DATA_DIR / DATABASE_URL. Importing a file again updates the same rows.
Rows that cannot be read are skipped and listed with their line and reason in the rejects
file (default <REI_DATA_DIR, else ./.data>/imports/<dataset>-<time>.rejects.csv).

Datasets:
${lines.join('\n')}`;
}

/** The folder relative paths on the command line are meant from: where `pnpm` was started. */
function invocationDirectory(config: ServerConfig): string {
  return config.invocationDir ?? process.cwd();
}

/**
 * `<REI_DATA_DIR>/imports/<dataset>-<time>.rejects.csv` beside the database folder; without
 * REI_DATA_DIR (or with an in-memory one), `.data/imports/` under the folder the command was
 * started in (`.data/` is git-ignored).
 */
function defaultRejectsPath(config: ServerConfig, dataset: string): string {
  const dataDir = config.explicitDataDir && !config.dataDir.startsWith('memory://') ? resolve(config.dataDir) : join(invocationDirectory(config), '.data');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return join(dataDir, 'imports', `${dataset}-${stamp}.rejects.csv`);
}

function isDatasetKey(value: string): value is DatasetKey {
  return (DATASET_KEYS as readonly string[]).includes(value);
}

/**
 * `rei import <dataset> <file…>`: checks every file's header first (a file in another
 * layout refuses the whole command before anything is written), then imports the files one
 * after the other, printing progress and a summary per file. Exit code 1 when a file was
 * refused or an import failed; rejected rows alone do not fail the command.
 */
export async function runImportCommand(args: readonly string[], config: ServerConfig): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { rejects: { type: 'string' }, 'batch-size': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [key, ...fileArgs] = positionals;
  if (values.help || key === undefined || key === 'help') {
    console.log(importUsage());
    return values.help || key === 'help' ? 0 : 1;
  }
  const dataset: DatasetDefinition | undefined = isDatasetKey(key) ? DATASETS[key] : undefined;
  if (!dataset) {
    console.error(`Unknown dataset "${key}". Run \`rei import --help\` for the list.`);
    return 1;
  }
  if (fileArgs.length === 0) {
    console.error(`rei import ${key}: name at least one file.`);
    return 1;
  }
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
  if (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1)) {
    console.error(`--batch-size must be a whole number of rows, got "${values['batch-size']}".`);
    return 1;
  }
  const here = invocationDirectory(config);
  const files = fileArgs.map((file) => (isAbsolute(file) ? file : resolve(here, file)));
  for (const file of files) {
    if (!existsSync(file) || !statSync(file).isFile()) {
      console.error(`${file}: no such file.`);
      return 1;
    }
  }
  for (const file of files) {
    try {
      const source = await openSource(file, (headers) => dataset.checkHeaders(headers));
      source.close();
    } catch (error) {
      console.error(`Refused (nothing imported): ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }

  const rejectsPath = values.rejects ? resolve(here, values.rejects) : defaultRejectsPath(config, key);
  const rejects = new RejectsFile(rejectsPath);
  const database = await openDatabase(config);
  const summaries: ImportSummary[] = [];
  let failed = false;
  try {
    await prepareDatabase(database);
    const progress = createProgressReporter();
    for (const file of files) {
      try {
        const concurrency = database.kind === 'postgres' ? 2 : 1;
        const summary = await importFile({ db: database.db, dataset, file, rejects, batchSize, progress, concurrency });
        summaries.push(summary);
        console.log(formatSummary(summary));
      } catch (error) {
        failed = true;
        console.error(`${file}: import failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (summaries.length > 0) {
      // What the import changed on watched lots becomes their watchers' notifications.
      const mailer = createMailer(config);
      const last = summaries[summaries.length - 1]!;
      const { checked, notified, mailed } = await checkWatches(database.db, null, { mailer, baseUrl: appBaseUrl(config) }, { dataset: last.dataset, importId: last.importId });
      await mailer.idle();
      if (checked > 0) console.log(`Watched lots checked: ${checked.toLocaleString('en-US')}; notifications written: ${notified.toLocaleString('en-US')}; mails sent: ${mailed.toLocaleString('en-US')}`);
    }
  } finally {
    await rejects.close();
    await database.close();
  }
  if (summaries.length > 1) {
    const total = (pick: (summary: ImportSummary) => number) => summaries.reduce((sum, summary) => sum + pick(summary), 0).toLocaleString('en-US');
    console.log(
      `Total: ${summaries.length} files, rows read ${total((s) => s.rowsRead)}, inserted ${total((s) => s.inserted)}, updated ${total((s) => s.updated)}, duplicates ${total((s) => s.duplicates)}, rejected ${total((s) => s.rejected)}`,
    );
  }
  if (rejects.count > 0) console.log(`${rejects.count.toLocaleString('en-US')} rejected rows (line and reason): ${rejectsPath}`);
  return failed ? 1 : 0;
}
