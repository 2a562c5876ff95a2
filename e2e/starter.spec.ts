/**
 * Issue 12's first-start proof: a fresh data folder, no import step, and every live service
 * unreachable (the harness points NYC Open Data, GeoSearch and the Census at a closed port). The
 * first `rei start` imports the starter dataset shipped with the server (DOF rolling sales
 * Feb 2022 – Jan 2023) before it answers; then searching "323 Hart Street, Brooklyn" in Chromium
 * opens BBL 3015910050 with its last sale and at least three comparables. Typed text the
 * suggestion list matched resolves like the suggestion, and an address no data has says why.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SCREENSHOT_DIR, freePort, freshDataDir, launchBrowser, newPage, removeDir, signInThroughForm, startApp, type RunningApp } from './harness';

/** 323 Hart Street, Brooklyn: a C0 three-family in Bedford Stuyvesant, sold 28 April 2022 for $1,250,000 (rollingsales_brooklyn). */
const SUBJECT = { typed: '323 Hart Street, Brooklyn', slug: '323-hart-street-brooklyn', bbl: '3015910050', date: '2022-04-28', price: '$1,250,000' };
const DEMO = { email: 'demo@rei.local', password: 'demo-investor-2026' };

let shots = 0;
/** Saves a numbered screenshot under e2e/screenshots/ with this spec's prefix (other specs' shots stay). */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (shots === 0) for (const file of readdirSync(SCREENSHOT_DIR)) if (file.startsWith('starter-')) rmSync(path.join(SCREENSHOT_DIR, file));
  shots += 1;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `starter-${String(shots).padStart(2, '0')}-${name}.png`), fullPage: false });
}

describe('a fresh start imports the starter dataset and finds a real Brooklyn lot offline', () => {
  let app: RunningApp;
  let dataDir: string;
  let browser: Browser;
  let userDataDir: string;
  let session: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    dataDir = freshDataDir();
    // The harness turns the starter import off for the other specs; this one is about it.
    app = await startApp(dataDir, await freePort(), 240_000, { REI_STARTER_DATA: '1' });
    console.log(`[figure] rei start on a fresh data folder, starter import included: first page after ${(app.startupMs / 1000).toFixed(1)} s`);
    ({ browser, userDataDir } = await launchBrowser());
    session = await newPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (userDataDir) removeDir(userDataDir);
    if (dataDir) removeDir(dataDir);
  });

  test('the start printed its progress and imported the five borough files before answering', () => {
    const output = app.output();
    expect(output).toMatch(/Importing the starter dataset \(DOF rolling sales, Feb 2022 – Jan 2023, public record\): 5 files/);
    for (const borough of ['bronx', 'brooklyn', 'manhattan', 'queens', 'statenisland']) expect(output).toMatch(new RegExp(`rollingsales_${borough}\\.csv\\.gz: [\\d,]+ sales, as of 2023-01-31`));
    expect(output).toMatch(/Starter dataset imported: 89,009 sales in \d+\.\d s\./);
    // The import line comes before the line saying the server listens.
    expect(output.indexOf('Starter dataset imported')).toBeLessThan(output.indexOf('listening on'));
  });

  test('searching "323 Hart Street, Brooklyn" opens BBL 3015910050 with its last sale and at least 3 comparables', async () => {
    const { page } = session;
    await signInThroughForm(page, app.url, DEMO);

    await page.goto(`${app.url}/property-search`);
    await page.getByRole('combobox').first().fill(SUBJECT.typed);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/property/${SUBJECT.slug}`));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /323 Hart Street/i }).isVisible(), { timeout: 30_000 }).toBe(true);

    await page.getByRole('tab', { name: 'NYC Data' }).click();
    const lastSale = page.getByRole('region', { name: 'Last Sale' });
    await expect.poll(() => lastSale.isVisible()).toBe(true);
    const lastSaleText = (await lastSale.textContent()) ?? '';
    expect(lastSaleText).toContain(SUBJECT.date);
    expect(lastSaleText).toContain(SUBJECT.price);
    expect(lastSaleText).toMatch(/DOF Rolling Sales/);
    await lastSale.scrollIntoViewIfNeeded();
    await shot(page, 'last-sale');

    const comparables = page.getByRole('region', { name: 'Comparables Analysis' });
    const rows = comparables.getByRole('table', { name: 'Comparable sales' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
    const comparablesText = (await comparables.textContent()) ?? '';
    expect(comparablesText).toContain('Same neighbourhood (BEDFORD STUYVESANT) and building class C0');
    expect(comparablesText).not.toMatch(/NaN/);
    await comparables.scrollIntoViewIfNeeded();
    await shot(page, 'comparables');

    const byBbl = await page.evaluate(async (bbl) => (await fetch(`/api/properties/bbl/${bbl}`)).status, SUBJECT.bbl);
    expect(byBbl).toBe(200);
  });

  test('"866 Ninth" typed and submitted opens the same page as picking the suggestion the list shows', async () => {
    const { page } = session;
    await page.goto(`${app.url}/property-search`);
    const box = page.getByRole('combobox').first();
    await box.fill('866 Ninth');
    const suggestion = page.getByRole('option').first();
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    const label = ((await suggestion.textContent()) ?? '').trim();
    expect(label).toMatch(/^866 Ninth Avenue/);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/property/866-ninth'));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /866 Ninth Avenue/i }).isVisible(), { timeout: 30_000 }).toBe(true);
    const typedHeading = await page.getByRole('heading', { level: 1 }).first().textContent();

    await page.goto(`${app.url}/property-search`);
    await page.getByRole('combobox').first().fill('866 Ninth');
    await page.getByRole('option', { name: label }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/property/866-ninth-avenue'));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /866 Ninth Avenue/i }).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(typedHeading);
  });

  test('"350 5th Ave, New York, NY 10118" — in no starter file, live unreachable — says why and what to try', async () => {
    const { page } = session;
    await page.goto(`${app.url}/property-search`);
    await page.getByRole('combobox').first().fill('350 5th Ave, New York, NY 10118');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Not in the data on this machine' });
    await expect.poll(() => panel.isVisible(), { timeout: 30_000 }).toBe(true);
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain("could not be reached");
    expect(text).toContain('DOF Rolling Sales (imported)');
    expect(text).toMatch(/What to try/);
    expect(new URL(page.url()).pathname).toBe('/property-search');
    await shot(page, 'not-found-offline');
  });
});
