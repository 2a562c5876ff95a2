/**
 * Bulk screening (issue 30) in a real browser: a Hunter builds "Brooklyn 2–4 family built before
 * 1940 with open class C violations", previews the count, screens it through Buy & Hold with a
 * team preset and a buy box, sorts by cash-on-cash, sees pass/fail per criterion, adds the top 5
 * to the portfolio and exports the list as CSV and as XLSX.
 *
 * The lots are written as PLUTO and HPD violation files in the published layouts (PLUTO with only
 * the columns these lots fill) and loaded with
 * `rei import`, the path every installation's data takes. They are generated (block 801xx is no
 * real Brooklyn block), so the count they must give is known: 8.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT, apiCall, freePort, freshDataDir, investorWithDemoProperty, launchBrowser, newPage, removeDir, shot, signInThroughForm, startApp, type RunningApp } from './harness';

const OWNER = { fullName: 'Hana Screener', email: 'hana-screens@example.com', password: 'hana-password-12' };
const ADDRESS = '866 Ninth Avenue, New York, NY 10011';
/** PLUTO's own column names (the Socrata export), the ones these lots fill. */
const PLUTO_HEADER =
  '"borough","Tax block","Tax lot","postcode","address","zonedist1","bldgclass","ownertype","ownername","lotarea","bldgarea","unitsres","unitstotal","assesstot","yearbuilt","borocode","BBL","latitude","longitude","version"';
const HPD_HEADER =
  'ViolationID,BuildingID,RegistrationID,BoroID,Borough,HouseNumber,LowHouseNumber,HighHouseNumber,StreetName,StreetCode,Postcode,Apartment,Story,Block,Lot,Class,InspectionDate,ApprovedDate,OriginalCertifyByDate,OriginalCorrectByDate,NewCertifyByDate,NewCorrectByDate,CertifiedDate,OrderNumber,NOVID,NOVDescription,NOVIssuedDate,CurrentStatusID,CurrentStatus,CurrentStatusDate,NovType,ViolationStatus,RentImpairing,Latitude,Longitude,CommunityBoard,CouncilDistrict,CensusTract,BIN,BBL,NTA';

interface Lot {
  block: number;
  cls: string;
  units: number;
  year: number;
  assessed: number;
  violation: 'C' | 'B';
}

/** 8 lots that match, 2 with only a class B violation, 2 built after 1940. */
const LOTS: Lot[] = [
  ...Array.from({ length: 8 }, (_, i): Lot => ({ block: 80100 + i, cls: ['B1', 'B2', 'C0', 'B3'][i % 4]!, units: 2 + (i % 3), year: 1905 + i * 3, assessed: 42_000 + i * 7_500, violation: 'C' })),
  { block: 80120, cls: 'B1', units: 2, year: 1920, assessed: 50_000, violation: 'B' },
  { block: 80121, cls: 'C0', units: 3, year: 1915, assessed: 61_000, violation: 'B' },
  { block: 80122, cls: 'B2', units: 2, year: 1950, assessed: 55_000, violation: 'C' },
  { block: 80123, cls: 'C0', units: 3, year: 1962, assessed: 64_000, violation: 'C' },
];
const EXPECTED_COUNT = 8;

/** What this test reads of exceljs (a dependency of the server, not of the app whose types check this file). */
interface SheetReader {
  Workbook: new () => { xlsx: { load(data: Buffer): Promise<unknown> }; worksheets: { rowCount: number; getRow(row: number): { values: unknown } }[] };
}

const csvLine = (cells: readonly string[]) => cells.map((cell) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');

function plutoFile(): string {
  const columns = PLUTO_HEADER.split(',').map((name) => name.replace(/"/g, ''));
  const rows = LOTS.map((lot, i) => {
    const values: Record<string, string> = {
      borough: 'BK',
      'Tax block': String(lot.block),
      'Tax lot': '1',
      postcode: '11216',
      address: `${100 + i} SCREENING STREET`,
      zonedist1: 'R6',
      bldgclass: lot.cls,
      ownertype: 'P',
      ownername: `OWNER ${i}`,
      lotarea: '2000',
      bldgarea: String(1_200 * lot.units),
      unitsres: String(lot.units),
      unitstotal: String(lot.units),
      assesstot: String(lot.assessed),
      yearbuilt: String(lot.year),
      borocode: '3',
      BBL: `3${lot.block}0001`,
      latitude: String(40.68 + i / 1000),
      longitude: String(-73.94 - i / 1000),
      version: '25v1',
    };
    return csvLine(columns.map((column) => values[column] ?? ''));
  });
  return [PLUTO_HEADER, ...rows].join('\n');
}

function hpdFile(): string {
  const columns = HPD_HEADER.split(',');
  const rows = LOTS.map((lot, i) => {
    const values: Record<string, string> = {
      ViolationID: String(90_000_000 + i),
      BoroID: '3',
      Borough: 'BROOKLYN',
      Block: String(lot.block),
      Lot: '1',
      Class: lot.violation,
      InspectionDate: '03/02/2025',
      NOVIssuedDate: '03/04/2025',
      NOVDescription: 'SECTION 27-2017.1 ADM CODE ABATE THE NUISANCE CONSISTING OF MICE',
      CurrentStatus: 'NOV SENT OUT',
      ViolationStatus: 'Open',
      BBL: `3${lot.block}0001`,
    };
    return csvLine(columns.map((column) => values[column] ?? ''));
  });
  return [HPD_HEADER, ...rows].join('\n');
}

function pnpmRei(args: readonly string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['rei', ...args], { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`pnpm rei ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let page: Page;
let token: string;

beforeAll(async () => {
  dataDir = freshDataDir();
  const pluto = path.join(dataDir, 'pluto-screening.csv');
  const hpd = path.join(dataDir, 'hpd-violations-screening.csv');
  writeFileSync(pluto, plutoFile());
  writeFileSync(hpd, hpdFile());
  // Imported before the app opens the embedded database (one process at a time).
  await pnpmRei(['import', 'pluto', pluto], { REI_DATA_DIR: dataDir });
  await pnpmRei(['import', 'hpd-violations', hpd], { REI_DATA_DIR: dataDir });
  app = await startApp(dataDir, await freePort());
  ({ token } = await investorWithDemoProperty(app.url, OWNER, ADDRESS, 'hunter'));
  await apiCall(app.url, 'POST', '/api/presets', { name: 'Team 30 % down', scope: 'organization', strategyType: 'buy_hold', values: { downPaymentPercent: 30, interestRate: 6.5 } }, token);
  ({ browser, userDataDir } = await launchBrowser());
  ({ page } = await newPage(browser, 1440, 900));
  await signInThroughForm(page, app.url, OWNER, { toast: 'Login successful' });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (userDataDir) removeDir(userDataDir);
  if (dataDir) removeDir(dataDir);
});

describe('Screening', () => {
  test('build the list, preview the count, screen through Buy & Hold, sort, add the top 5, export CSV and XLSX', async () => {
    await page.goto(`${app.url}/screening`);
    const brooklyn = page.getByRole('checkbox', { name: 'Brooklyn' });
    await expect.poll(() => brooklyn.isVisible(), { timeout: 30_000 }).toBe(true);
    await brooklyn.check();
    await page.getByLabel('Building classes (prefixes)').fill('B, C0');
    await page.getByLabel('Units at least').fill('2');
    await page.getByLabel('Units at most').fill('4');
    await page.getByLabel('Built in or before').fill('1939');
    await page.getByLabel('Open HPD class C violations at least').fill('1');
    await page.getByRole('button', { name: 'Preview count' }).click();
    const count = page.getByRole('status').filter({ hasText: 'Lots matching these criteria' });
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toContain(String(EXPECTED_COUNT));
    expect(await count.textContent()).toContain('HPD Housing Maintenance Code Violations');
    await shot(page, 'screening-count');

    await page.getByLabel('Screen name').fill('Brooklyn 2–4 family built before 1940 with open class C violations');
    await page.getByLabel('Calculator').selectOption('buy_hold');
    await page.getByLabel('Preset').selectOption({ label: 'Team 30 % down' });
    await page.getByLabel('Cash-on-cash at least (%)').fill('1');
    await page.getByRole('button', { name: 'Run screen' }).click();
    await expect.poll(() => page.getByText(`${EXPECTED_COUNT} lots screened`).isVisible(), { timeout: 60_000 }).toBe(true);

    await page.getByRole('button', { name: /^Cash-on-cash/ }).click();
    const table = page.getByRole('table', { name: 'Screened lots' });
    await expect.poll(() => table.getByRole('columnheader', { name: /Cash-on-cash/ }).getAttribute('aria-sort'), { timeout: 20_000 }).toBe('descending');
    const verdicts = (await table.getByRole('row').allTextContents()).slice(1);
    expect(verdicts).toHaveLength(EXPECTED_COUNT);
    expect(verdicts.every((row) => /Pass|Fail/.test(row) && row.includes('Cash-on-cash return ≥ 1'))).toBe(true);
    expect(verdicts.every((row) => row.includes('est.'))).toBe(true);
    await shot(page, 'screening-results');

    const boxes = table.getByRole('checkbox');
    for (let i = 0; i < 5; i += 1) await boxes.nth(i).check();
    await page.getByRole('button', { name: 'Add 5 selected to portfolio' }).click();
    await expect.poll(() => page.getByText('Added 5 lots to the portfolio').isVisible(), { timeout: 20_000 }).toBe(true);
    const portfolio = await apiCall<{ items: { address: string }[] }>(app.url, 'GET', '/api/portfolio?pageSize=50', undefined, token);
    expect(portfolio.items.filter((card) => card.address.includes('SCREENING STREET'))).toHaveLength(5);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const file = await download.path();
    const lines = readFileSync(file!, 'utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(EXPECTED_COUNT + 2);
    expect(lines[1]).toContain('Output: cashOnCashReturn');

    // The XLSX streams from the server's own sheet writer; read back with exceljs, as the server's tests do.
    const [sheetDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).click()]);
    expect(sheetDownload.suggestedFilename()).toMatch(/\.xlsx$/);
    const ExcelJS = createRequire(path.join(REPO_ROOT, 'packages', 'server', 'package.json'))('exceljs') as SheetReader;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await sheetDownload.path())!));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(EXPECTED_COUNT + 2);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(lines[1]!.split(','));
  });
});
