/**
 * What an import leaves in the tables, pinned by a checksum: the shipped starter files are
 * imported (Staten Island twice, then the Bronx) and the row counts and an md5 of every column
 * of `nyc_sales`, `nyc_addresses` and `nyc_imports` are compared with the figures the importer
 * produced before it was made faster (the same on PGlite and PostgreSQL). A change to the writer
 * that alters one value, one row's import run or one count shows up here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile, type ImportSummary } from '../../../src/nyc/import/runner';
import { STARTER_DIR } from '../../../src/nyc/import/starter';
import { contentChecksums } from '../../nycImportChecksum';
import { startTestServer, type TestServer } from '../../harness';

const STATEN_ISLAND = path.join(STARTER_DIR, 'rollingsales_statenisland.csv.gz');
const BRONX = path.join(STARTER_DIR, 'rollingsales_bronx.csv.gz');

let server: TestServer;
let scratch: string;
beforeAll(async () => {
  server = await startTestServer();
  scratch = mkdtempSync(path.join(tmpdir(), 'rei-import-content-'));
});
afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function importOne(db: Database, file: string, options: { batchSize?: number; concurrency?: number } = {}): Promise<ImportSummary> {
  const rejects = new RejectsFile(path.join(scratch, `rejects-${Math.random().toString(36).slice(2)}.csv`));
  try {
    return await importFile({ db, dataset: DATASETS['rolling-sales'], file, rejects, ...options });
  } finally {
    await rejects.close();
  }
}

const brief = (summary: ImportSummary) => [
  summary.file, summary.rowsRead, summary.inserted, summary.updated, summary.duplicates, summary.rejected, summary.addressesAdded, summary.sourceDate,
];

describe('importing real rolling-sales files leaves the same table contents as before', () => {
  it('Staten Island twice, then the Bronx: the same counts and the same checksums of every column', async () => {
    const summaries = [
      await importOne(server.db, STATEN_ISLAND),
      await importOne(server.db, STATEN_ISLAND, { batchSize: 1_500, concurrency: 2 }),
      await importOne(server.db, BRONX, { batchSize: 700, concurrency: 3 }),
    ];
    expect(summaries.map(brief)).toEqual([
      ['rollingsales_statenisland.csv.gz', 7_984, 7_984, 0, 0, 0, 7_656, '2023-01-31'],
      ['rollingsales_statenisland.csv.gz', 7_984, 0, 7_984, 0, 0, 0, '2023-01-31'],
      ['rollingsales_bronx.csv.gz', 6_974, 6_974, 0, 0, 0, 5_852, '2023-01-31'],
    ]);
    expect(await contentChecksums(server.db)).toEqual(EXPECTED);
  }, 120_000);
});

/** Computed with the importer as it was before the speed work (PGlite and PostgreSQL agree). */
const EXPECTED = {
  sales: { rows: 14_958, md5: 'f370e3360d16f761f7dc8addfb802230' },
  addresses: { rows: 13_508, md5: '295ccd5f3bc76f7a7a4762f8fa9cca19' },
  imports: { rows: 3, md5: '4e42c7ca22d211a40aafc816e54da2d5' },
};
