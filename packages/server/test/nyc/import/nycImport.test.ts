import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import XLSX from 'xlsx';
import { testConfig } from '../../../src/config';
import { nycAddresses, nycImports, nycLots, nycSales } from '../../../src/db/schema';
import { openDatabase } from '../../../src/db/client';
import { DATASET_KEYS } from '../../../src/nyc/import/dataset';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { importUsage, runImportCommand } from '../../../src/cli/importCommand';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile, type ImportSummary } from '../../../src/nyc/import/runner';
import { LayoutError } from '../../../src/nyc/import/source';
import { splitAddress } from '../../../src/nyc/import/streetAddress';
import { startTestServer, type TestServer } from '../../harness';
import { NYC_FIXTURES } from '../../paths';

const FIXTURES = NYC_FIXTURES;
const fixture = (name: string) => join(FIXTURES, name);

let server: TestServer;
let scratch: string;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'rei-import-test-'));
  await server.db.delete(nycSales);
  await server.db.delete(nycLots);
  await server.db.delete(nycAddresses);
  await server.db.delete(nycImports);
});
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
});

async function run(
  dataset: keyof typeof DATASETS,
  file: string,
  batchSize?: number,
  concurrency?: number,
): Promise<{ summary: ImportSummary; rejects: string }> {
  const rejectsPath = join(scratch, `${dataset}.rejects.csv`);
  const rejects = new RejectsFile(rejectsPath);
  const summary = await importFile({ db: server.db, dataset: DATASETS[dataset], file, rejects, batchSize, concurrency });
  await rejects.close();
  return { summary, rejects: existsSync(rejectsPath) ? readFileSync(rejectsPath, 'utf8') : '' };
}

async function rowCount(table: typeof nycLots | typeof nycSales | typeof nycAddresses): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(table);
  return row!.n;
}

/** A DOF Excel sheet as nyc.gov publishes it: title rows, then a header whose cells break lines. */
function writeDofWorkbook(path: string, bookType: 'xlsx' | 'biff8'): void {
  const rows = [
    ['MANHATTAN ANNUAL SALES FOR CALENDAR YEAR 2020'],
    ['All Sales From January 2020- December 2020.'],
    [],
    ['Building Class Category is based on Building Class at Time of Sale.'],
    [
      'BOROUGH', 'NEIGHBORHOOD', 'BUILDING CLASS CATEGORY', 'TAX CLASS AT PRESENT', 'BLOCK', 'LOT', 'EASE-MENT',
      'BUILDING CLASS AT PRESENT', 'ADDRESS', 'APARTMENT NUMBER', 'ZIP CODE', 'RESIDENTIAL\nUNITS', 'COMMERCIAL\nUNITS',
      'TOTAL \nUNITS', 'LAND \nSQUARE FEET', 'GROSS \nSQUARE FEET', 'YEAR BUILT', 'TAX CLASS AT TIME OF SALE',
      'BUILDING CLASS\nAT TIME OF SALE', 'SALE PRICE', 'SALE DATE',
    ],
    ['1', 'ALPHABET CITY            ', '07 RENTALS - WALKUP APARTMENTS', '2', '376', '31', '', 'C4', '278 EAST 7TH STREET, 5C', '', '10009', '19', '0', '19', '2,772', '13,248', '1920', '2', 'C4', '2,500', '2/11/20'],
    ['1', 'ALPHABET CITY', '01 ONE FAMILY DWELLINGS', '1', '400', '19', '', 'A4', '526 EAST 5TH STREET', '', '10009', '1', '0', '1', '1883', '5200', '1900', '1', 'A4', '6500000', '2020-03-18 00:00:00'],
    [' '],
  ];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Manhattan');
  writeFileSync(path, XLSX.write(workbook, { type: 'buffer', bookType }));
}

describe('rei import: PLUTO layouts', () => {
  it('reads the Socrata export (Tax block, postcode, thousands separators) and files each lot address', async () => {
    const { summary, rejects } = await run('pluto', fixture('pluto_socrata.csv'));
    expect(summary).toMatchObject({ rowsRead: 3, inserted: 3, updated: 0, rejected: 0 });
    expect(rejects).toBe('');
    const [lot] = await server.db.select().from(nycLots).where(eq(nycLots.bbl, '2054800111'));
    expect(lot).toMatchObject({
      borough: 'BX', block: 5480, lot: 111, zipCode: '10465', lotArea: 1700, buildingArea: 1683, residentialArea: 1122,
      ownerName: 'RODRIGUEZ, JOSE R', numFloors: '2.00', assessTotal: '40140.00', yearBuilt: 1950, yearAltered1: null,
      plutoVersion: '26v1', latitude: 40.830953,
    });
    expect(lot!.extra).toEqual({ firecomp: 'E072' });
    const queens = await server.db.select().from(nycAddresses).where(eq(nycAddresses.bbl, '4051230040'));
    expect(queens.map((a) => [a.houseLow, a.streetName, a.zipCode, a.dataset])).toEqual([['148-11', '58 AVENUE', '11355', 'pluto']]);
    const john = await server.db.select().from(nycAddresses).where(eq(nycAddresses.bbl, '3000010001'));
    expect(john.map((a) => [a.houseLow, a.streetName])).toEqual([[null, 'JOHN STREET']]);
  });

  it('reads a DCP release (BBL 4116100006.00000000), rejects the short row with its line, and a row the database refuses without losing the batch', async () => {
    const { summary, rejects } = await run('pluto', fixture('pluto_dcp.csv'));
    expect(summary).toMatchObject({ rowsRead: 5, inserted: 3, rejected: 2 });
    const lines = rejects.trim().split('\n');
    expect(lines[0]).toBe('file,line,reason');
    expect(lines).toContain('pluto_dcp.csv,4,"the row has 20 fields, the header has 21"');
    expect(lines.find((line) => line.startsWith('pluto_dcp.csv,5,'))).toMatch(/database: .*numeric field overflow/);
    const bbls = (await server.db.select({ bbl: nycLots.bbl }).from(nycLots)).map((row) => row.bbl).sort();
    expect(bbls).toEqual(['1000167501', '4116100006', '5037620012']);
    const [queens] = await server.db.select().from(nycLots).where(eq(nycLots.bbl, '4116100006'));
    expect(queens).toMatchObject({ borough: 'QN', block: 11610, lot: 6, numFloors: '2.00', assessLand: '7920.00', unitsResidential: 1 });
    const baden = await server.db.select().from(nycAddresses).where(eq(nycAddresses.bbl, '5037620012'));
    expect(baden.map((a) => [a.houseLow, a.streetName])).toEqual([[null, 'BADEN PLACE']]);
    // The refused row's address did not land either (no half-written row).
    expect(await server.db.select().from(nycAddresses).where(eq(nycAddresses.bbl, '1000160001'))).toEqual([]);
  });

  it('stores text with quotes, backslashes, braces, commas and the word NULL exactly', async () => {
    const file = join(scratch, 'pluto_quotes.csv');
    const header = readFileSync(fixture('pluto_2017.csv'), 'utf8').split('\n')[0];
    const owner = 'O"BRIEN \\ SONS {LLC}, NULL';
    writeFileSync(file, `${header}\nBK,1,50,11201,10 JAY STREET,O6,5,,"${owner.replace(/"/g, '""')}",19682,163894,10,0,2,834300,10156950,0,0,1920,1994,3000010050,NULL\n`);
    const { summary, rejects } = await run('pluto', file);
    expect(rejects).toBe('');
    expect(summary.inserted).toBe(1);
    const [lot] = await server.db.select().from(nycLots);
    expect(lot).toMatchObject({ ownerName: owner, plutoVersion: 'NULL', zoneDist1: null });
  });

  it('fills a ZIP an address lacked when a later file knows it, and keeps one row for it', async () => {
    const file = join(scratch, 'pluto_nozip.csv');
    const [header, row] = readFileSync(fixture('pluto_2017.csv'), 'utf8').split('\n');
    writeFileSync(file, `${header}\n${row!.replace(',11201,', ',,')}\n`);
    await run('pluto', file);
    expect((await server.db.select().from(nycAddresses)).map((a) => a.zipCode)).toEqual([null]);
    const { summary } = await run('pluto', fixture('pluto_2017.csv'));
    expect(summary.addressesAdded).toBe(1);
    const jay = await server.db.select().from(nycAddresses).where(eq(nycAddresses.bbl, '3000010050'));
    expect(jay.map((a) => a.zipCode)).toEqual(['11201']);
  });

  it('reads the 2017 CamelCase files, a Bronx "301-303" house range included', async () => {
    const { summary } = await run('pluto', fixture('pluto_2017.csv'));
    expect(summary).toMatchObject({ rowsRead: 2, inserted: 2, rejected: 0 });
    const [jay] = await server.db.select().from(nycLots).where(eq(nycLots.bbl, '3000010050'));
    expect(jay).toMatchObject({ buildingClass: 'O6', exemptLand: '0.00', assessTotal: '10156950.00', yearAltered1: 1994, plutoVersion: '17v1.1' });
    const [range] = await server.db.select().from(nycAddresses).where(eq(nycAddresses.bbl, '2022600001'));
    expect(range).toMatchObject({ houseLow: '301', houseHigh: '303', streetName: 'EAST 139 STREET' });
  });

  it('records the run in nyc_imports with the base file name and counts', async () => {
    const { summary } = await run('pluto', fixture('pluto_dcp.csv'));
    const [record] = await server.db.select().from(nycImports).where(eq(nycImports.id, summary.importId));
    expect(record).toMatchObject({
      dataset: 'pluto', sourceId: DATASETS.pluto.sourceId, sourceFile: 'pluto_dcp.csv', status: 'finished',
      rowsRead: 5, rowsInserted: 3, rowsUpdated: 0, rowsRejected: 2,
    });
    expect(record!.finishedAt).toBeInstanceOf(Date);
    // PLUTO rows carry no record date, and a file's modification date is not what it describes
    expect(record!.sourceDate).toBeNull();
  });
});

describe('rei import: sales layouts', () => {
  it('reads rolling sales from .csv.gz: padded " SALE PRICE ", "980,000", 6/1/2022; a bad date is rejected, a repeated line is one sale', async () => {
    const gz = join(scratch, 'rollingsales_bronx.csv.gz');
    writeFileSync(gz, gzipSync(readFileSync(fixture('rolling_sales.csv'))));
    const { summary, rejects } = await run('rolling-sales', gz);
    expect(summary).toMatchObject({ rowsRead: 6, inserted: 4, updated: 0, duplicates: 1, rejected: 1, sourceDate: '2023-01-31' });
    expect(rejects).toContain('rollingsales_bronx.csv.gz,6,"sale date ""13/26/2022"" is not a date"');
    expect(await rowCount(nycSales)).toBe(4);
    const [sale] = await server.db.select().from(nycSales).where(eq(nycSales.bbl, '2029050026'));
    expect(sale).toMatchObject({
      borough: 'BX', salePrice: '980000.00', saleDate: '2022-09-08', landSquareFeet: 4750, grossSquareFeet: 3167,
      buildingClassAtSale: 'A9', neighborhood: 'BATHGATE', dataset: 'rolling-sales',
    });
    const [coop] = await server.db.select().from(nycSales).where(eq(nycSales.bbl, '2029110001'));
    expect(coop).toMatchObject({ address: '1880 VALENTINE AVENUE, 4B', apartmentNumber: '4B', landSquareFeet: null });
    const [coopAddress] = await server.db.select().from(nycAddresses).where(eq(nycAddresses.bbl, '2029110001'));
    expect(coopAddress).toMatchObject({ houseLow: '1880', streetName: 'VALENTINE AVENUE', dataset: 'rolling-sales' });
  });

  it('is idempotent: the same file twice leaves the same rows and the second run inserts nothing', async () => {
    const first = await run('rolling-sales', fixture('rolling_sales.csv'));
    const salesAfterFirst = await server.db.select().from(nycSales).orderBy(nycSales.saleKey);
    const addressesAfterFirst = await rowCount(nycAddresses);
    const second = await run('rolling-sales', fixture('rolling_sales.csv'));
    expect(second.summary).toMatchObject({ rowsRead: 6, inserted: 0, updated: first.summary.inserted, duplicates: 1, rejected: 1, addressesAdded: 0 });
    const salesAfterSecond = await server.db.select().from(nycSales).orderBy(nycSales.saleKey);
    expect(salesAfterSecond.map(({ importId: _importId, ...sale }) => sale)).toEqual(salesAfterFirst.map(({ importId: _importId, ...sale }) => sale));
    expect(await rowCount(nycAddresses)).toBe(addressesAfterFirst);
  });

  it('keeps the counts right across batches (a repeated key in a later batch is a duplicate, not an update)', async () => {
    const { summary } = await run('rolling-sales', fixture('rolling_sales.csv'), 1);
    expect(summary).toMatchObject({ inserted: 4, updated: 0, duplicates: 1, rejected: 1 });
  });

  it('keeps the counts right with several batches written at once', async () => {
    const { summary } = await run('rolling-sales', fixture('rolling_sales.csv'), 1, 3);
    expect(summary).toMatchObject({ inserted: 4, updated: 0, duplicates: 1, rejected: 1 });
    expect(await rowCount(nycSales)).toBe(4);
  });

  it('reports the line a row starts on when an earlier cell spans lines', async () => {
    const lines = readFileSync(fixture('rolling_sales.csv'), 'utf8').trim().split('\n');
    const multiLine = lines[1]!.replace('BATHGATE', '"BATH\nGATE"');
    const file = join(scratch, 'multiline.csv');
    writeFileSync(file, [lines[0], multiLine, '', lines[5], ''].join('\n'));
    const { summary, rejects } = await run('rolling-sales', file);
    expect(summary).toMatchObject({ rowsRead: 2, inserted: 1, rejected: 1 });
    expect(rejects).toContain('multiline.csv,5,');
  });

  it('marks the run failed with the error when the file breaks off (a truncated gzip), keeping the batches already written', async () => {
    const rows = readFileSync(fixture('rolling_sales.csv'), 'utf8').trim().split('\n');
    const many = [rows[0], ...Array.from({ length: 3000 }, (_, index) => rows[1]!.replace('1667 WASHINGTON', `${index + 1} WASHINGTON`))].join('\n');
    const gz = gzipSync(Buffer.from(many));
    const file = join(scratch, 'truncated.csv.gz');
    writeFileSync(file, gz.subarray(0, Math.floor(gz.length * 0.8)));
    await expect(run('rolling-sales', file, 500)).rejects.toThrow(/unexpected end of file/i);
    const [record] = await server.db.select().from(nycImports);
    expect(record).toMatchObject({ sourceFile: 'truncated.csv.gz', status: 'failed', error: expect.stringMatching(/unexpected end of file/i) });
    expect(record!.rowsInserted).toBeGreaterThan(0);
    expect(await rowCount(nycSales)).toBe(record!.rowsInserted);
  });

  it.each(['xlsx', 'biff8'] as const)('reads the DOF Excel layout (%s): title rows, line-broken header cells', async (bookType) => {
    const file = join(scratch, `dof_annual_sales_2020_manhattan.${bookType === 'xlsx' ? 'xlsx' : 'xls'}`);
    writeDofWorkbook(file, bookType);
    const { summary, rejects } = await run('rolling-sales', file);
    expect(rejects).toBe('');
    expect(summary).toMatchObject({ rowsRead: 2, inserted: 2, rejected: 0, sourceDate: '2020-03-18' });
    const [sale] = await server.db.select().from(nycSales).where(eq(nycSales.bbl, '1003760031'));
    expect(sale).toMatchObject({
      residentialUnits: 19, grossSquareFeet: 13248, salePrice: '2500.00', saleDate: '2020-02-11',
      buildingClassAtSale: 'C4', neighborhood: 'ALPHABET CITY', apartmentNumber: '5C',
    });
  });

  it('reads the Socrata sales export (usep-8jbt): snake_case headers, borough by name, BBL from borough+block+lot', async () => {
    const { summary } = await run('dof-sales', fixture('dof_sales.csv'));
    expect(summary).toMatchObject({ rowsRead: 3, inserted: 3, rejected: 0, sourceDate: '2021-02-09' });
    const sales = await server.db.select().from(nycSales).orderBy(nycSales.bbl);
    expect(sales.map((s) => [s.bbl, s.borough, s.saleDate, s.salePrice, s.dataset])).toEqual([
      ['1003740046', 'MN', '2021-02-09', '2385000.00', 'dof-sales'],
      ['1003760054', 'MN', '2020-06-03', '249508.00', 'dof-sales'],
      ['3001810012', 'BK', '2020-12-01', '1900000.00', 'dof-sales'],
    ]);
    const [unit] = await server.db.select().from(nycAddresses).where(eq(nycAddresses.bbl, '1003760054'));
    expect(unit).toMatchObject({ houseLow: '719', streetName: 'EAST 6TH STREET' });
  });
});

describe('rei import: a file in another layout', () => {
  it('is refused before anything is written, naming the missing columns', async () => {
    const attempt = run('pluto', fixture('dof_sales.csv'));
    await expect(attempt).rejects.toBeInstanceOf(LayoutError);
    await expect(attempt).rejects.toThrow(/dof_sales\.csv is not in this dataset's layout.*missing columns: bldgclass, ownername/);
    expect(await rowCount(nycLots)).toBe(0);
    expect(await server.db.select().from(nycImports)).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const empty = join(scratch, 'empty.csv');
    writeFileSync(empty, '');
    await expect(run('rolling-sales', empty)).rejects.toThrow(/the file is empty/);
  });
});

describe('splitAddress', () => {
  it('splits house numbers from streets the way each borough writes them', () => {
    expect(splitAddress('148-11 58 AVENUE', 'QN')).toEqual({ houseLow: '148-11', houseHigh: null, streetName: '58 AVENUE', unit: null });
    expect(splitAddress('301-303 EAST 4TH STREET', 'MN')).toEqual({ houseLow: '301', houseHigh: '303', streetName: 'EAST 4TH STREET', unit: null });
    expect(splitAddress('JOHN STREET', 'BK')).toEqual({ houseLow: null, houseHigh: null, streetName: 'JOHN STREET', unit: null });
    expect(splitAddress('  719 east 6th street, 5D ', 'MN')).toEqual({ houseLow: '719', houseHigh: null, streetName: 'EAST 6TH STREET', unit: '5D' });
    expect(splitAddress('12A  BAY  STREET', 'SI')).toMatchObject({ houseLow: '12A', streetName: 'BAY STREET' });
    expect(splitAddress('   ', 'MN')).toBeNull();
  });

  it('reads a unit written without a comma as the unit, not part of the street', () => {
    expect(splitAddress('1904 BATH AVENUE UNIT 4', 'BK')).toEqual({ houseLow: '1904', houseHigh: null, streetName: 'BATH AVENUE', unit: '4' });
    expect(splitAddress('10 main street apt 2b', 'MN')).toMatchObject({ streetName: 'MAIN STREET', unit: '2B' });
    expect(splitAddress('250 WEST 50 STREET #5C', 'MN')).toMatchObject({ houseLow: '250', streetName: 'WEST 50 STREET', unit: '5C' });
    // a comma's unit wins; words that only contain UNIT stay in the street
    expect(splitAddress('5 UNITY PLACE, 3', 'SI')).toMatchObject({ streetName: 'UNITY PLACE', unit: '3' });
  });
});

describe('rei import (command)', () => {
  type ConsoleSpy = { mock: { calls: unknown[][] }; mockRestore(): void };
  let log: ConsoleSpy;
  let error: ConsoleSpy;
  beforeEach(() => {
    log = vi.spyOn(console, 'log').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    log.mockRestore();
    error.mockRestore();
  });
  const printed = (spy: ConsoleSpy) => spy.mock.calls.map((call) => call.join(' ')).join('\n');

  it('--help lists every dataset key with its title and source id', async () => {
    expect(await runImportCommand(['--help'], testConfig())).toBe(0);
    const help = printed(log);
    for (const key of DATASET_KEYS) {
      expect(help).toContain(`  ${key} `);
      expect(help).toContain(DATASETS[key].title);
      expect(help).toContain(`source: ${DATASETS[key].sourceId}`);
    }
    expect(importUsage()).toBe(help);
  });

  it('imports files named relative to the folder pnpm was started in (INIT_CWD) and writes rejects under REI_DATA_DIR', async () => {
    const here = join(scratch, 'repo');
    const dataDir = join(scratch, 'data');
    mkdirSync(join(here, 'files'), { recursive: true });
    copyFileSync(fixture('pluto_dcp.csv'), join(here, 'files', 'pluto_dcp.csv'));
    copyFileSync(fixture('pluto_2017.csv'), join(here, 'files', 'pluto_2017.csv'));
    const code = await runImportCommand(['pluto', 'files/pluto_dcp.csv', 'files/pluto_2017.csv'], testConfig({ dataDir, explicitDataDir: true, invocationDir: here }));
    expect(printed(error)).toBe('');
    expect(code).toBe(0);
    const output = printed(log);
    expect(output).toContain('pluto ← pluto_dcp.csv');
    expect(output).toMatch(/rows read 5, inserted 3, updated 0, rejected 2/);
    expect(output).toMatch(/Total: 2 files, rows read 7, inserted 5/);
    const rejectsPath = /rejected rows \(line and reason\): (.+)$/m.exec(output)?.[1];
    expect(rejectsPath?.startsWith(join(dataDir, 'imports', 'pluto-'))).toBe(true);
    expect(readFileSync(rejectsPath!, 'utf8')).toContain('pluto_dcp.csv,4,');
    const database = await openDatabase({ dataDir });
    try {
      const [lots] = await database.db.select({ n: count() }).from(nycLots);
      expect(lots!.n).toBe(5);
    } finally {
      await database.close();
    }
    // Each command opens and migrates an on-disk PGlite: under a loaded machine that alone can take 30 s.
  }, 120_000);

  it('puts rejects under ./.data/imports without REI_DATA_DIR, or where --rejects says (relative to INIT_CWD)', async () => {
    const here = join(scratch, 'cwd');
    mkdirSync(here, { recursive: true });
    const config = testConfig({ dataDir: join(scratch, 'db'), invocationDir: here });
    expect(await runImportCommand(['pluto', fixture('pluto_dcp.csv')], config)).toBe(0);
    const defaultPath = /rejected rows \(line and reason\): (.+)$/m.exec(printed(log))?.[1];
    expect(defaultPath?.startsWith(join(here, '.data', 'imports', 'pluto-'))).toBe(true);
    expect(existsSync(defaultPath!)).toBe(true);
    expect(await runImportCommand(['pluto', fixture('pluto_dcp.csv'), '--rejects', 'out/bad.csv'], config)).toBe(0);
    expect(readFileSync(join(here, 'out', 'bad.csv'), 'utf8')).toContain('pluto_dcp.csv,4,');
  }, 120_000);

  it('refuses the whole command when one file is in another layout, before importing any', async () => {
    const dataDir = join(scratch, 'data');
    const code = await runImportCommand(['pluto', fixture('pluto_2017.csv'), fixture('rolling_sales.csv')], testConfig({ dataDir }));
    expect(code).toBe(1);
    expect(printed(error)).toMatch(/Refused \(nothing imported\): rolling_sales\.csv is not in this dataset's layout/);
    expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
  });

  it('names an unknown dataset and a missing file', async () => {
    expect(await runImportCommand(['parcels', 'x.csv'], testConfig())).toBe(1);
    expect(printed(error)).toContain('Unknown dataset "parcels"');
    expect(await runImportCommand(['pluto', join(scratch, 'nope.csv')], testConfig())).toBe(1);
    expect(printed(error)).toContain('nope.csv: no such file');
  });
});
