import { parseArgs } from 'node:util';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/client';
import { appBaseUrl } from '../mail/links';
import { createMailer } from '../mail/mailer';
import { DATASET_KEYS, type DatasetKey } from '../nyc/import/dataset';
import { formatRefreshSummary } from '../services/datasetRefresh';
import { REFRESHABLE_DATASETS } from '../nyc/refresh/refreshableDatasets';
import { prepareDatabase } from '../server';
import { refreshNycData } from '../services/refresh';
import { ApiError } from '../errors';

/** `rei refresh --help` */
export function refreshUsage(): string {
  return `Usage: rei refresh <dataset|all> [--since YYYY-MM-DD]

Brings imported NYC datasets up to date from NYC Open Data (NYC_OPEN_DATA_BASE_URL): the rows
changed since the dataset's last refresh (else since its last import's as-of date), read page
by page, upserted as \`rei import\` does. Prints rows added and changed, the new as-of date and
the changes to lots; watchers of a changed lot are notified. \`all\` refreshes every dataset this
installation has loaded. --since sets where a dataset never loaded starts.

Datasets: ${Object.keys(REFRESHABLE_DATASETS).join(', ')}`;
}

/**
 * `rei refresh <dataset|all>`: exit code 1 when the command is wrong, NYC Open Data is off, or a
 * dataset's refresh failed (each failure printed with its reason).
 */
export async function runRefreshCommand(args: readonly string[], config: ServerConfig): Promise<number> {
  const { values, positionals } = parseArgs({ args: [...args], allowPositionals: true, options: { since: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  const [key] = positionals;
  if (values.help || key === undefined || key === 'help') {
    console.log(refreshUsage());
    return values.help || key === 'help' ? 0 : 1;
  }
  if (key !== 'all' && !(DATASET_KEYS as readonly string[]).includes(key)) {
    console.error(`Unknown dataset "${key}". Run \`rei refresh --help\` for the list.`);
    return 1;
  }
  if (values.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) {
    console.error(`--since must be a date YYYY-MM-DD, got "${values.since}".`);
    return 1;
  }
  const database = await openDatabase(config);
  const mailer = createMailer(config);
  try {
    await prepareDatabase(database);
    const { runs, failed } = await refreshNycData(database.db, { soda: config.nycOpenData, mail: { mailer, baseUrl: appBaseUrl(config) } }, key as DatasetKey | 'all', values.since);
    for (const run of runs) console.log(formatRefreshSummary(run));
    for (const failure of failed) console.error(`${failure.dataset}: refresh failed: ${failure.reason}`);
    if (runs.length === 0 && failed.length === 0) console.log('No dataset to refresh: none of the datasets on NYC Open Data was imported yet.');
    await mailer.idle();
    return failed.length > 0 ? 1 : 0;
  } catch (error) {
    console.error(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}
