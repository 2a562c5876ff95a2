/**
 * Issue 6's end-to-end proof: import the real Brooklyn rolling-sales file with the CLI the way
 * the README does (`pnpm rei import rolling-sales ../shared/data/nyc/…` from the repo root, on
 * a fresh data folder), start the app, search one of the file's real addresses in Chromium and
 * open its property page: the last sale as the file records it, and at least 3 comparables
 * from the same neighbourhood and building class, with their source and date. The expected
 * figures are read from the file itself, independently of the importer.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT, expectToast, shot, freePort, freshDataDir, launchBrowser, newPage, removeDir, signInThroughForm, startApp, type RunningApp } from './harness';

const SHARED_NYC = path.resolve(REPO_ROOT, '..', 'shared', 'data', 'nyc');
const BROOKLYN_FILE = path.join(SHARED_NYC, 'dof_rolling_sales', 'rollingsales_brooklyn.csv.gz');
const hasSharedData = existsSync(BROOKLYN_FILE);

/**
 * The subject: a B3 two-family in Bedford Stuyvesant (block 1609, lot 27) that sold once in the
 * file's year; the neighbourhood has well over 100 other B3 market sales of similar size.
 */
const SUBJECT = { address: '864 LAFAYETTE AVENUE', typed: '864 Lafayette Avenue, Brooklyn, NY 11221', block: '1609', lot: '27', bbl: '3016090027' };
/** An investor of their own: the shared demo account is read-only, and this journey saves a lot to a portfolio. */
const INVESTOR = { fullName: 'Nadia Brooks', email: 'nadia.brooks@example.test', password: 'bed-stuy brownstone hunter' };

/** One sale of the rolling-sales file, as the file writes it. */
interface FileSale {
  readonly neighborhood: string;
  readonly buildingClass: string;
  readonly block: string;
  readonly lot: string;
  readonly address: string;
  readonly price: number;
  /** YYYY-MM-DD */
  readonly date: string;
}

/** Splits one CSV line (quoted fields may hold commas). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** The file's sales, read directly (gunzip + CSV), not through the importer. */
function readFileSales(): FileSale[] {
  const [header, ...lines] = gunzipSync(readFileSync(BROOKLYN_FILE)).toString('utf8').split(/\r?\n/);
  const columns = csvFields(header ?? '').map((name) => name.trim());
  const at = (name: string) => columns.indexOf(name);
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = csvFields(line);
      const [month, day, year] = (cells[at('SALE DATE')] ?? '').split('/');
      return {
        neighborhood: (cells[at('NEIGHBORHOOD')] ?? '').trim(),
        buildingClass: (cells[at('BUILDING CLASS AT TIME OF SALE')] ?? '').trim(),
        block: (cells[at('BLOCK')] ?? '').trim(),
        lot: (cells[at('LOT')] ?? '').trim(),
        address: (cells[at('ADDRESS')] ?? '').trim(),
        price: Number((cells[at('SALE PRICE')] ?? '').replace(/[,\s]/g, '')) || 0,
        date: `${year}-${(month ?? '').padStart(2, '0')}-${(day ?? '').padStart(2, '0')}`,
      };
    });
}

/** `pnpm rei <args>` from the repo root, as the README runs it. */
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


/** Registers the investor and finishes onboarding through the API, so sign-in lands on the product. */
async function readyInvestor(baseUrl: string): Promise<void> {
  const call = async (method: string, route: string, body: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: number; token: string };
  };
  await call('POST', '/api/auth/register', INVESTOR);
  const login = await call('POST', '/api/auth/login', { email: INVESTOR.email, password: INVESTOR.password });
  await call('PUT', `/api/onboarding/${login.id}`, { experienceLevel: 'beginner', investmentGoal: 'cashflow', marketPreference: 'city', city: 'Brooklyn', budget: 1500000, currentStep: 4, completed: true }, login.token);
  // Owners, evictions and liens are advanced enrichment: the investor is on Operator.
  await call('PUT', '/api/subscription', { tier: 'operator' }, login.token);
}

/** Address text compared without case or repeated spaces. */
const squash = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toUpperCase();

/** "$1,375,000" */
const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

describe.skipIf(!hasSharedData)('NYC data: imported Brooklyn rolling sales on the property page (needs ../shared/data/nyc)', () => {
  let app: RunningApp;
  let dataDir: string;
  let browser: Browser;
  let userDataDir: string;
  let session: { context: BrowserContext; page: Page };
  let subjectSale: FileSale;
  let sameGroup: FileSale[];

  beforeAll(async () => {
    const sales = readFileSales();
    const subjectSales = sales.filter((sale) => sale.block === SUBJECT.block && sale.lot === SUBJECT.lot);
    expect(subjectSales).toHaveLength(1);
    subjectSale = subjectSales[0]!;
    sameGroup = sales.filter(
      (sale) =>
        sale.neighborhood === subjectSale.neighborhood &&
        sale.buildingClass === subjectSale.buildingClass &&
        sale.price > 0 &&
        !(sale.block === SUBJECT.block && sale.lot === SUBJECT.lot),
    );
    expect(sameGroup.length).toBeGreaterThanOrEqual(3);

    dataDir = freshDataDir();
    const imported = await pnpmRei(['import', 'rolling-sales', path.relative(REPO_ROOT, BROOKLYN_FILE)], { REI_DATA_DIR: dataDir });
    console.log(`[figure] rei import rolling-sales (Brooklyn):\n${imported.trim().split('\n').slice(-6).join('\n')}`);
    app = await startApp(dataDir, await freePort());
    await readyInvestor(app.url);
    ({ browser, userDataDir } = await launchBrowser());
    session = await newPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (userDataDir) removeDir(userDataDir);
    if (dataDir) removeDir(dataDir);
  });

  test('the API answers the lot by BBL with its last sale from the file', async () => {
    const response = await fetch(`${app.url}/api/properties/bbl/${SUBJECT.bbl}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { source: string; nycData: { lastSale: { date: string; price: number } | null } | null };
    expect(body.source).toBe('nyc');
    expect(body.nycData?.lastSale).toMatchObject({ date: subjectSale.date, price: subjectSale.price });
  });

  test('searching the address opens its property page with the last sale and comparables', async () => {
    const { page } = session;
    await signInThroughForm(page, app.url, INVESTOR);

    await page.goto(`${app.url}/property-search`);
    await page.getByRole('combobox').first().fill(SUBJECT.typed);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/property/864-lafayette-avenue'));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /864 Lafayette Avenue/i }).isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByText('Public record only').first().isVisible()).toBe(true);
    await shot(page, 'property-page');

    await page.getByRole('tab', { name: 'NYC Data' }).click();
    const lastSale = page.getByRole('region', { name: 'Last Sale' });
    await expect.poll(() => lastSale.isVisible()).toBe(true);
    const lastSaleText = (await lastSale.textContent()) ?? '';
    expect(lastSaleText).toContain(subjectSale.date);
    expect(lastSaleText).toContain(usd(subjectSale.price));
    expect(lastSaleText).toMatch(/Source: DOF Rolling Sales( \([a-z0-9-]+\))? · as of \d{4}-\d{2}-\d{2}/);

    const comparables = page.getByRole('region', { name: 'Comparables Analysis' });
    const comparablesText = (await comparables.textContent()) ?? '';
    expect(comparablesText).toContain(`Same neighbourhood (${subjectSale.neighborhood}) and building class ${subjectSale.buildingClass}`);
    expect(comparablesText).toMatch(/\d[\d,]* found, \d[\d,]* after filtering/);
    expect(comparablesText).toMatch(/Source: DOF Rolling Sales( \([a-z0-9-]+\))? · as of \d{4}-\d{2}-\d{2}/);
    expect(comparablesText).not.toMatch(/NaN/);

    const rows = comparables.getByRole('table', { name: 'Comparable sales' }).locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index += 1) {
      const cells = await rows.nth(index).locator('th, td').allTextContents();
      const [address, date, price, , , buildingClass] = cells.map((cell) => cell.trim());
      // Every row is a sale of the file in the same neighbourhood and building class, at the date and price it records.
      const match = sameGroup.find((sale) => squash(address).startsWith(squash(sale.address)) && sale.date === date && usd(sale.price) === price);
      expect(match, `comparable ${cells.join(' | ')} is a ${subjectSale.neighborhood} ${subjectSale.buildingClass} sale of the file`).toBeDefined();
      expect(buildingClass).toBe(subjectSale.buildingClass);
    }
    await comparables.scrollIntoViewIfNeeded();
    await shot(page, 'comparables');
  });

  test("Add to Portfolio stores the public-record lot with its BBL in the organization", async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Add to Portfolio' }).first().click();
    await expectToast(page, 'Success!');
    await expect.poll(() => page.getByRole('button', { name: /✓ In Portfolio/ }).first().isVisible()).toBe(true);
    const stored = await page.evaluate(async () => {
      const response = await fetch('/api/properties', { headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` } });
      return (await response.json()) as Array<{ address: string; bbl: string | null; buildingClass: string | null }>;
    });
    expect(stored.find((property) => property.bbl === SUBJECT.bbl)).toMatchObject({ address: expect.stringMatching(/864 Lafayette Avenue/i), buildingClass: 'B3' });
    await shot(page, 'in-portfolio');
  });

  test('Legal Status reads the stored lot\'s public record and says no legal dataset was checked', async () => {
    const { page } = session;
    await page.goto(`${app.url}/legal-status`);
    const card = page.getByRole('article', { name: /864 Lafayette Avenue/i });
    // Three states: nothing legal is imported (and live data is off), so the card says "not checked", never "clear".
    await expect.poll(() => card.getByText(/^Not checked: evictions, tax liens, foreclosure\./).isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => card.getByText('Legal status not checked').isVisible()).toBe(true);
    await expect.poll(() => card.getByText('Clear Legal Status').count()).toBe(0);
    await shot(page, 'legal-status');
  });

  test('the BBL deep link renders the same page', async () => {
    const { page } = session;
    await page.goto(`${app.url}/property/bbl/${SUBJECT.bbl}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /864 Lafayette Avenue/i }).isVisible(), { timeout: 30_000 }).toBe(true);
    const market = page.getByRole('region', { name: 'Market Analysis' });
    expect((await market.textContent()) ?? '').toMatch(/Source: DOF Rolling Sales/);
    await shot(page, 'bbl-deep-link');
  });
});
