/**
 * Condominium units and links that hold, in Chromium: "30-85 Vernon Boulevard, 3C, Queens"
 * opens unit 3C's own lot (BBL 4005041019) and its $550,000 sale — not unit 2F's $590,000 — on
 * a canonical link (address + BBL) that reloads to the same lot; the older address-only link
 * (/property/30-85-vernon-boulevard-3c-queens) still opens 3C and moves to the canonical one.
 * The data: real lines of the starter sales files (packages/server/test/fixtures/nyc/starter_units.csv).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT, freePort, freshDataDir, launchBrowser, newPage, removeDir, runCli, shot, signInThroughForm, startApp, type RunningApp } from './harness';

const FIXTURE = path.join(REPO_ROOT, 'packages', 'server', 'test', 'fixtures', 'nyc', 'starter_units.csv');
const DEMO = { email: 'demo@rei.local', password: 'demo-investor-2026' };
const UNIT_3C = { typed: '30-85 Vernon Boulevard, 3C, Queens', bbl: '4005041019', canonical: '/property/30-85-vernon-boulevard-3c-queens-ny-11102-4005041019' };

describe('a condominium unit opens its own lot, on a link that reloads to it', () => {
  let app: RunningApp;
  let dataDir: string;
  let browser: Browser;
  let userDataDir: string;
  let session: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    dataDir = freshDataDir();
    await runCli(['import', 'rolling-sales', FIXTURE], { REI_DATA_DIR: dataDir });
    app = await startApp(dataDir, await freePort());
    ({ browser, userDataDir } = await launchBrowser());
    session = await newPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (userDataDir) removeDir(userDataDir);
    if (dataDir) removeDir(dataDir);
  });

  /** The page shows unit 3C: its heading, the note that it is the unit's own lot, and its $550,000 sale. */
  async function expectUnit3C(page: Page): Promise<void> {
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '30-85 Vernon Boulevard, 3C' }).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByTestId('unit-note').textContent()).toContain('Unit 3C is a condominium unit with its own tax lot (BBL 4005041019)');
    await page.getByRole('tab', { name: 'NYC Data' }).click();
    const lastSale = page.getByRole('region', { name: 'Last Sale' });
    await expect.poll(() => lastSale.isVisible()).toBe(true);
    const text = (await lastSale.textContent()) ?? '';
    expect(text).toContain('$550,000');
    expect(text).not.toContain('$590,000');
  }

  test('searching "30-85 Vernon Boulevard, 3C, Queens" opens 3C on its canonical link, and a reload keeps it', async () => {
    const { page } = session;
    await signInThroughForm(page, app.url, DEMO);
    await page.goto(`${app.url}/property-search`);
    await page.getByRole('combobox').first().fill(UNIT_3C.typed);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${app.url}${UNIT_3C.canonical}`);
    await expectUnit3C(page);
    await shot(page, 'units-3c');

    await page.reload();
    expect(new URL(page.url()).pathname).toBe(UNIT_3C.canonical);
    await expectUnit3C(page);
  });

  test('the older address-only link still opens 3C and moves to the canonical link', async () => {
    const { page } = session;
    await page.goto(`${app.url}/property/30-85-vernon-boulevard-3c-queens`);
    await page.waitForURL(`${app.url}${UNIT_3C.canonical}`);
    await expectUnit3C(page);
  });
});
