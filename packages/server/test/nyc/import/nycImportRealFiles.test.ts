import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { nycImports, nycLots, nycSales } from '../../../src/db/schema';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile, type ImportSummary } from '../../../src/nyc/import/runner';
import { contentChecksums, tableChecksum } from '../../nycImportChecksum';
import { startTestServer, type TestServer } from '../../harness';
import { REPO_ROOT } from '../../paths';

const repoRoot = REPO_ROOT;
const sharedData = resolve(repoRoot, '..', 'shared', 'data', 'nyc');
const hasSharedData = existsSync(sharedData);

function filesIn(folder: string, pattern: RegExp): string[] {
  const path = join(sharedData, folder);
  return readdirSync(path)
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => join(path, name));
}

/** The header and data rows of a file, read whole with csv-parse's sync API or SheetJS (independent of the importer's reader). */
interface IndependentRead {
  readonly header: string[];
  readonly rows: { line: number; cells: string[] }[];
}

function readCsvWhole(file: string): IndependentRead {
  const bytes = readFileSync(file);
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as { record: string[]; info: { lines: number } }[];
  const [header, ...rows] = records;
  return { header: header!.record, rows: rows.map(({ record, info }) => ({ line: info.lines, cells: record })) };
}

function readExcelWhole(file: string): IndependentRead {
  const workbook = XLSX.read(readFileSync(file));
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
  const table = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
  const headerIndex = table.findIndex((row) => String(row[0] ?? '').trim().toUpperCase() === 'BOROUGH');
  const rows = table
    .slice(headerIndex + 1)
    .map((cells, index) => ({ line: headerIndex + index + 2, cells: cells.map(String) }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  return { header: table[headerIndex]!.map(String), rows };
}

const column = (header: readonly string[], ...names: string[]) =>
  header.findIndex((cell) => names.includes(cell.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()));

/** A sale's identity from its raw cells: borough, block, lot, apartment, day, price digits, address. */
function saleIdentity(header: readonly string[], cells: readonly string[]): string {
  const at = (name: string) => {
    const index = column(header, name);
    if (index < 0) throw new Error(`no ${name} column in ${header.join(',')}`);
    return (cells[index] ?? '').replace(/\s+/g, ' ').trim();
  };
  const boroughNames: Record<string, string> = { manhattan: '1', bronx: '2', brooklyn: '3', kings: '3', queens: '4', 'staten island': '5' };
  const borough = boroughNames[at('borough').toLowerCase()] ?? at('borough');
  // Excel cells show two-digit years ("10/2/20"); the CSVs write 10/2/2020 or ISO timestamps.
  const date = new Date(at('sale date').replace(/^(\d{1,2}\/\d{1,2}\/)(\d{2})$/, '$120$2'));
  const day = `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
  const price = at('sale price').replace(/[^0-9.]/g, '');
  const address = at('address').toUpperCase();
  const apartment = at('apartment number') || (address.split(',')[1]?.trim() ?? '');
  return [borough, Number(at('block')), Number(at('lot')), apartment, day, price === '' ? '' : Number(price), address].join('|');
}

describe.skipIf(!hasSharedData)('rei import on the real NYC files (needs ../shared/data/nyc)', () => {
  let server: TestServer;
  let scratch: string;
  beforeAll(async () => {
    server = await startTestServer();
    scratch = mkdtempSync(join(tmpdir(), 'rei-import-real-'));
  });
  afterAll(async () => {
    await server?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  async function importAll(dataset: keyof typeof DATASETS, files: readonly string[]): Promise<{ summaries: ImportSummary[]; rejects: string[] }> {
    const path = join(scratch, `${dataset}.rejects.csv`);
    const rejects = new RejectsFile(path);
    const summaries: ImportSummary[] = [];
    for (const file of files) summaries.push(await importFile({ db: server.db, dataset: DATASETS[dataset], file, rejects }));
    await rejects.close();
    return { summaries, rejects: existsSync(path) ? readFileSync(path, 'utf8').trim().split('\n').slice(1) : [] };
  }

  it('imports every PLUTO file (Socrata export, DCP releases, 2017 borough files): every well-formed lot lands, the one short row of pluto_21v3 is reported', async () => {
    const files = [
      join(sharedData, 'pluto', 'pluto_latest.csv'),
      ...filesIn('pluto/nycdb_versions', /\.csv$/),
      ...filesIn('pluto/pluto_17v1_borough_samples', /\.csv$/),
    ];
    expect(files).toHaveLength(13);
    const bbls = new Set<string>();
    const malformed: string[] = [];
    for (const file of files) {
      const { header, rows } = readCsvWhole(file);
      const borough = column(header, 'borough');
      const block = column(header, 'block', 'tax block');
      const lot = column(header, 'lot', 'tax lot');
      const codes: Record<string, string> = { MN: '1', BX: '2', BK: '3', QN: '4', SI: '5' };
      for (const { line, cells } of rows) {
        if (cells.length !== header.length) {
          malformed.push(`${basename(file)},${line},"the row has ${cells.length} fields, the header has ${header.length}"`);
          continue;
        }
        bbls.add(`${codes[cells[borough]!.trim()]}${cells[block]!.trim().replace(/,/g, '').padStart(5, '0')}${cells[lot]!.trim().replace(/,/g, '').padStart(4, '0')}`);
      }
    }
    expect(malformed).toHaveLength(1);
    expect(malformed[0]).toMatch(/^pluto_21v3\.csv,\d+,"the row has 89 fields, the header has 90"$/);

    const { summaries, rejects } = await importAll('pluto', files);
    expect(rejects).toEqual(malformed);
    const [lots] = await server.db.select({ n: count() }).from(nycLots);
    expect(lots!.n).toBe(bbls.size);
    const rowsRead = summaries.reduce((sum, summary) => sum + summary.rowsRead, 0);
    const landed = summaries.reduce((sum, summary) => sum + summary.inserted + summary.updated + summary.duplicates, 0);
    expect(landed).toBe(rowsRead - 1);
    // Every column of every lot, as the importer wrote them before it was made faster.
    expect(await tableChecksum(server.db, 'nyc_lots')).toEqual({ rows: 544, md5: '3d4f222aaf004f3476438990d1898aea' });
  }, 120_000);

  it('imports every rolling-sales file (five .csv.gz boroughs, the Excel rolling and annualized files) and the usep-8jbt export: 100 % of the sales land', async () => {
    const rolling = [
      ...filesIn('dof_rolling_sales', /\.csv\.gz$/),
      ...filesIn('dof_sales/xls_2016_2017_brooklyn', /\.xls$/),
      ...filesIn('dof_sales/xls_2017_samples', /\.xls$/),
      ...filesIn('dof_annual_sales', /\.xlsx?$/),
    ];
    expect(rolling).toHaveLength(13);
    const socrata = [join(sharedData, 'dof_sales', 'dof_sales.csv')];
    const identities = new Set<string>();
    let expectedRows = 0;
    const perFile: number[] = [];
    for (const file of [...rolling, ...socrata]) {
      const { header, rows } = /\.xlsx?$/.test(file) ? readExcelWhole(file) : readCsvWhole(file);
      for (const { cells } of rows) identities.add(saleIdentity(header, cells));
      expectedRows += rows.length;
      perFile.push(rows.length);
    }
    expect(expectedRows).toBeGreaterThan(89_000);

    const rollingRun = await importAll('rolling-sales', rolling);
    const socrataRun = await importAll('dof-sales', socrata);
    const summaries = [...rollingRun.summaries, ...socrataRun.summaries];
    expect([...rollingRun.rejects, ...socrataRun.rejects]).toEqual([]);
    expect(summaries.map((summary) => summary.rowsRead)).toEqual(perFile);
    const [sales] = await server.db.select({ n: count() }).from(nycSales);
    expect(sales!.n).toBe(identities.size);
    const inserted = summaries.reduce((sum, summary) => sum + summary.inserted, 0);
    expect(inserted).toBe(identities.size);
    const runs = await server.db.select().from(nycImports);
    expect(runs.filter((run) => run.status === 'finished').map((run) => run.sourceFile)).toEqual(
      expect.arrayContaining(['rollingsales_brooklyn.csv.gz', 'dof_annual_sales_2020_manhattan.xlsx', 'dof_sales.csv']),
    );
    const brooklyn = runs.find((run) => run.sourceFile === 'rollingsales_brooklyn.csv.gz');
    expect(brooklyn).toMatchObject({ dataset: 'rolling-sales', sourceDate: '2023-01-31', rowsRead: 25_554 });
    // Every column of every sale and the run that wrote it, as the importer wrote them before it was made faster.
    expect((await contentChecksums(server.db)).sales).toEqual({ rows: 89_228, md5: '336acc97470b83eaad355b1e2ae0ccb5' });
  }, 300_000);
});
