import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nycFreshnessResponseSchema, type NycFreshnessRow } from '../../../src/contract';
import { nycImports } from '../../../src/db/schema';
import { DATASET_KEYS } from '../../../src/nyc/import/dataset';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile } from '../../../src/nyc/import/runner';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { NYC_FIXTURES } from '../../paths';

const FIXTURES = NYC_FIXTURES;

describe('GET /api/nyc/freshness: every dataset with its newest finished import', () => {
  let server: TestServer;
  let user: TestUser;
  let scratch: string;

  async function freshness(token = user.token): Promise<NycFreshnessRow[]> {
    const response = await server.request({ method: 'GET', url: '/api/nyc/freshness', token });
    expect(response.statusCode).toBe(200);
    return nycFreshnessResponseSchema.parse(response.data);
  }

  const rowOf = (rows: readonly NycFreshnessRow[], dataset: string) => rows.find((row) => row.dataset === dataset);

  beforeAll(async () => {
    server = await startTestServer();
    user = await server.registerAndLogin('freshness-reader');
    scratch = mkdtempSync(join(tmpdir(), 'rei-freshness-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await server.db.delete(nycImports);
  });

  it('answers 401 without a session, and any signed-in role may read it', async () => {
    const anonymous = await server.request({ method: 'GET', url: '/api/nyc/freshness' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.data.code).toBe('UNAUTHENTICATED');
    for (const role of ['analyst', 'admin'] as const) {
      const other = await server.registerAndLogin(`freshness-${role}`, { role });
      expect(await freshness(other.token)).toHaveLength(DATASET_KEYS.length);
    }
  });

  it('lists all 18 datasets in `rei import --help` order with their titles and sources, never imported', async () => {
    const rows = await freshness();
    expect(rows.map((row) => row.dataset)).toEqual([...DATASET_KEYS]);
    expect(rows).toHaveLength(18);
    for (const row of rows) {
      const definition = DATASETS[row.dataset as keyof typeof DATASETS];
      expect(row).toEqual({
        dataset: definition.key, title: definition.title, sourceId: definition.sourceId,
        sourceFile: null, sourceDate: null, rowsRead: null, rowsInserted: null, rowsUpdated: null, rowsRejected: null, finishedAt: null,
      });
    }
  });

  it('reports the counts and as-of date of a real import, rejected rows included', async () => {
    const rejects = new RejectsFile(join(scratch, 'pluto.rejects.csv'));
    const summary = await importFile({ db: server.db, dataset: DATASETS.pluto, file: join(FIXTURES, 'pluto_dcp.csv'), rejects });
    await rejects.close();
    expect(summary.rejected).toBeGreaterThan(0);

    const rows = await freshness();
    expect(rowOf(rows, 'pluto')).toMatchObject({
      title: DATASETS.pluto.title,
      sourceId: DATASETS.pluto.sourceId,
      sourceFile: 'pluto_dcp.csv',
      sourceDate: summary.sourceDate,
      rowsRead: summary.rowsRead,
      rowsInserted: summary.inserted,
      rowsUpdated: summary.updated,
      rowsRejected: summary.rejected,
    });
    expect(Date.parse(rowOf(rows, 'pluto')!.finishedAt!)).not.toBeNaN();
    expect(rows.filter((row) => row.finishedAt !== null).map((row) => row.dataset)).toEqual(['pluto']);
  });

  it('takes the newest finished run, and ignores runs still going or failed', async () => {
    const run = (dataset: string, sourceFile: string, status: string, finishedAt: string | null, rowsRead: number) => ({
      dataset, sourceId: DATASETS[dataset as keyof typeof DATASETS].sourceId, sourceFile, sourceDate: '2023-01-31', rowsRead,
      rowsInserted: rowsRead, status, finishedAt: finishedAt === null ? null : new Date(finishedAt),
    });
    await server.db.insert(nycImports).values([
      run('rolling-sales', 'rollingsales_bronx.csv', 'finished', '2023-02-01T09:00:00Z', 10),
      run('rolling-sales', 'rollingsales_brooklyn.csv', 'finished', '2023-03-01T09:00:00Z', 20),
      run('rolling-sales', 'rollingsales_queens.csv', 'running', null, 5),
      run('311', '311.csv', 'failed', '2023-04-01T09:00:00Z', 3),
    ]);
    const rows = await freshness();
    expect(rowOf(rows, 'rolling-sales')).toMatchObject({
      sourceFile: 'rollingsales_brooklyn.csv', rowsRead: 20, rowsInserted: 20, rowsUpdated: 0, rowsRejected: 0,
      finishedAt: '2023-03-01T09:00:00.000Z',
    });
    expect(rowOf(rows, '311')).toMatchObject({ sourceFile: null, finishedAt: null, rowsRead: null });
  });
});
