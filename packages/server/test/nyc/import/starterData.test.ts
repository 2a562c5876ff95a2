/**
 * The starter dataset shipped with the server (data/starter/): present with its SOURCE.md,
 * imported once and recorded as import runs (the freshness list shows it), harmless to import
 * again, skipped with REI_STARTER_DATA=0, and enough to resolve "323 Hart Street, Brooklyn" to
 * BBL 3015910050 with its last sale and at least three comparables, with live lookups off.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStarterOnStart } from '../../../src/cli/startCommand';
import { nycImports, nycSales } from '../../../src/db/schema';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile } from '../../../src/nyc/import/runner';
import { STARTER_DIR, STARTER_FILES, importStarterData } from '../../../src/nyc/import/starter';
import { loadConfig } from '../../../src/config';
import { startTestServer, type TestServer } from '../../harness';

const STATEN_ISLAND = path.join(STARTER_DIR, 'rollingsales_statenisland.csv.gz');
const BROOKLYN = path.join(STARTER_DIR, 'rollingsales_brooklyn.csv.gz');

let server: TestServer;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer();
  scratch = mkdtempSync(path.join(tmpdir(), 'rei-starter-test-'));
});
afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

const salesCount = async () => (await server.db.select({ n: count() }).from(nycSales))[0]!.n;
const rejectsPath = () => path.join(scratch, `rejects-${Math.random().toString(36).slice(2)}.csv`);

describe('the starter files', () => {
  it('ship with the server: the five borough files and SOURCE.md with the source and as-of date', () => {
    for (const name of STARTER_FILES) expect(existsSync(path.join(STARTER_DIR, name)), name).toBe(true);
    const source = readFileSync(path.join(STARTER_DIR, 'SOURCE.md'), 'utf8');
    expect(source).toMatch(/Department of Finance/);
    expect(source).toMatch(/February 2022 – January 2023/);
    expect(source).toMatch(/As of: 2023-01-31/);
    expect(source).toMatch(/public record/i);
  });

  it('are on by default and off with REI_STARTER_DATA=0 (or off/false/no)', () => {
    expect(loadConfig({}).starterData).toBe(true);
    expect(loadConfig({ REI_STARTER_DATA: '1' }).starterData).toBe(true);
    for (const off of ['0', 'off', 'false', 'no', ' OFF ']) expect(loadConfig({ REI_STARTER_DATA: off }).starterData, off).toBe(false);
  });
});

describe('importing the starter dataset', () => {
  it('is skipped on start with REI_STARTER_DATA=0: nothing imported, nothing recorded', async () => {
    const lines: string[] = [];
    const result = await importStarterOnStart(server.db, { ...server.app.config, starterData: false }, (line) => lines.push(line));
    expect(result).toBeNull();
    expect(lines).toEqual([]);
    expect(await salesCount()).toBe(0);
    expect(await server.db.select().from(nycImports)).toEqual([]);
  });

  it('imports a file once, records it as an import run, and does nothing the second time', async () => {
    const lines: string[] = [];
    const first = await importStarterData(server.db, { files: [STATEN_ISLAND], rejectsPath: rejectsPath(), log: (line) => lines.push(line) });
    expect(first.imported.map((s) => [s.file, s.rowsRead, s.inserted, s.rejected])).toEqual([['rollingsales_statenisland.csv.gz', 7_984, 7_984, 0]]);
    expect(lines[0]).toMatch(/^Importing the starter dataset \(DOF rolling sales, Feb 2022 – Jan 2023, public record\): 1 file/);
    expect(lines.at(-1)).toMatch(/^Starter dataset imported: 7,984 sales in \d+\.\d s\.$/);
    const afterFirst = await salesCount();
    expect(afterFirst).toBe(7_984);
    // The first import into empty tables builds the secondary indexes at the end: they are all back.
    const indexes = (await server.db.execute(sql`select indexname from pg_indexes where tablename in ('nyc_sales', 'nyc_addresses') order by indexname`)) as unknown as { rows: { indexname: string }[] };
    expect(indexes.rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining(['nyc_addresses_bbl_idx', 'nyc_addresses_search_idx', 'nyc_addresses_street_idx', 'nyc_sales_bbl_idx', 'nyc_sales_comparables_idx']),
    );

    const second = await importStarterData(server.db, { files: [STATEN_ISLAND], rejectsPath: rejectsPath() });
    expect(second.imported).toEqual([]);
    expect(second.alreadyImported).toEqual(['rollingsales_statenisland.csv.gz']);
    expect(await salesCount()).toBe(afterFirst);

    const runs = await server.db.select().from(nycImports);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ dataset: 'rolling-sales', sourceFile: 'rollingsales_statenisland.csv.gz', status: 'finished', sourceDate: '2023-01-31', rowsRead: 7_984 });

    const reader = await server.registerAndLogin('starter-reader');
    const freshness = await server.request({ method: 'GET', url: '/api/nyc/freshness', token: reader.token });
    expect(freshness.statusCode).toBe(200);
    expect(freshness.data.find((row: { dataset: string }) => row.dataset === 'rolling-sales')).toMatchObject({
      sourceFile: 'rollingsales_statenisland.csv.gz', sourceDate: '2023-01-31', rowsRead: 7_984,
    });
  });

  it('is idempotent when the same file is imported again by hand: the same rows, updated, none added', async () => {
    const before = await salesCount();
    const rejects = new RejectsFile(rejectsPath());
    const again = await importFile({ db: server.db, dataset: DATASETS['rolling-sales'], file: STATEN_ISLAND, rejects });
    await rejects.close();
    expect(again.inserted).toBe(0);
    expect(again.updated + again.duplicates).toBe(7_984);
    expect(await salesCount()).toBe(before);
  });
});

describe('a fresh installation with the starter data, offline', () => {
  beforeAll(async () => {
    await importStarterData(server.db, { files: [BROOKLYN], rejectsPath: rejectsPath() });
  });

  it('resolves "323 Hart Street, Brooklyn" to BBL 3015910050 with its last sale and at least 3 comparables', async () => {
    // Comparables are standard enrichment: a Rookie's search shows them (a visitor's names the plan).
    const rookie = await server.registerAndLogin('starter-rookie', { tier: 'rookie' });
    const response = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent('323 Hart Street, Brooklyn')}`, token: rookie.token });
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ source: 'nyc', bbl: '3015910050', borough: 'BK', buildingClass: 'C0', lastSaleDate: '2022-04-28', lastSalePrice: 1_250_000 });
    const { nycData } = response.data;
    expect(nycData.lastSale).toMatchObject({ date: '2022-04-28', price: 1_250_000 });
    expect(nycData.comparables.comparables.length).toBeGreaterThanOrEqual(3);
    for (const comparable of nycData.comparables.comparables) expect(comparable.bbl).not.toBe('3015910050');
    expect(nycData.comparables.provenance).toMatchObject({ dataset: 'rolling-sales', asOf: '2023-01-31' });
  });

  it('answers the typed text the same as the suggestion the list shows for it', async () => {
    const suggestions = await server.request({ method: 'GET', url: `/api/addresses/suggest?q=${encodeURIComponent('323 Hart St')}` });
    const picked = suggestions.data.find((s: { bbl: string | null }) => s.bbl === '3015910050');
    expect(picked?.label).toBe('323 Hart Street, Brooklyn, NY 11206');
    const byLabel = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(picked.label)}` });
    const typed = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent('323 Hart St')}` });
    expect(typed.statusCode).toBe(200);
    expect(typed.data.bbl).toBe(byLabel.data.bbl);
    expect(typed.data.nycData.lastSale).toEqual(byLabel.data.nycData.lastSale);
  });
});
