/**
 * Issue 12 item 4's browser proof: HPD registrations and ACRIS documents imported with the CLI
 * (`rei import …`, the owner fixtures of the server tests), the app started with every live
 * service unreachable, an investor signs in, opens Owner Search from the navigation, searches a
 * company by part of its name and sees the two buildings it is named on — one from an HPD
 * registration, one from a deed — each linking to its property page.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT, SCREENSHOT_DIR, freePort, freshDataDir, launchBrowser, newPage, removeDir, runCli, startApp, type RunningApp } from './harness';

const FIXTURES = path.join(REPO_ROOT, 'packages', 'server', 'test', 'fixtures', 'nyc', 'owners');
const IMPORTS: readonly [string, string][] = [
  ['hpd-registrations', 'hpd_registrations.csv'],
  ['hpd-contacts', 'hpd_contacts.csv'],
  ['acris-master', 'acris_master.csv'],
  ['acris-legals', 'acris_legals.csv'],
  ['acris-parties', 'acris_parties.csv'],
];
/** A screenshot of this spec's own (the harness's `shot` clears the folder other specs write to). */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `owners-${name}.png`), fullPage: true });
}

const INVESTOR = { fullName: 'Owen Search', email: 'owen.search@example.test', password: 'who owns what in red hook' };

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

describe('owner search over imported HPD registrations and ACRIS documents', () => {
  let app: RunningApp;
  let dataDir = '';
  let browser: Browser;
  let browserDir = '';
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    dataDir = freshDataDir();
    for (const [dataset, file] of IMPORTS) await runCli(['import', dataset, path.join(FIXTURES, file)], { REI_DATA_DIR: dataDir });
    app = await startApp(dataDir, await freePort());
    await readyInvestor(app.url);
    ({ browser, userDataDir: browserDir } = await launchBrowser());
    ({ context, page } = await newPage(browser));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.stop();
    if (dataDir) removeDir(dataDir);
    if (browserDir) removeDir(browserDir);
  });

  test('finds both buildings of one owner from the navigation, each linking to its property page', async () => {
    await page.goto(`${app.url}/login`);
    await page.getByLabel(/^\s*Email\s*\*?\s*$/).fill(INVESTOR.email);
    await page.getByLabel(/^\s*Password\s*\*?\s*$/).fill(INVESTOR.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await page.getByRole('link', { name: 'Owner Search' }).first().click();
    await page.waitForURL(`${app.url}/owners`);
    await page.getByLabel('Owner or managing agent name').fill('zoriano assoc');
    await page.getByRole('button', { name: 'Search owners' }).click();
    await page.waitForURL((url) => url.pathname === '/owners' && url.search.includes('name=zoriano'));

    const hpdLot = page.getByRole('link', { name: '26 DELAVAN STREET' });
    const deedLot = page.getByRole('link', { name: '300 COURT STREET' });
    await expect.poll(() => hpdLot.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await deedLot.getAttribute('href')).toBe('/property/bbl/3006100022');
    expect(await page.getByText(/ZORIANO ASSOCIATES, INC\./).first().isVisible()).toBe(true);
    expect(await page.getByText(/Grantee \(deed\), ACRIS/).isVisible()).toBe(true);
    expect(await page.getByText(/HPD Registrations and Contacts: imported/).isVisible()).toBe(true);
    await shot(page, 'owner-search-results');

    await hpdLot.click();
    await page.waitForURL(`${app.url}/property/bbl/3005550007`);
    // The lot's page: once it has loaded, its owner's other building is listed below the tabs.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const related = page.getByRole('region', { name: 'Other buildings of this owner' });
    await expect.poll(() => related.getByRole('link', { name: '300 COURT STREET' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await related.getByRole('link', { name: '300 COURT STREET' }).getAttribute('href')).toBe('/property/bbl/3006100022');
    await shot(page, 'property-page');

    // Offline (every live service closed): the Neighborhood tab names its sources as not reachable, no invented figure.
    await page.getByRole('tab', { name: 'Neighborhood' }).click();
    await expect.poll(() => page.getByText(/Sex offenders|No public dataset gives registered sex offenders/i).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.getByText('Complaints within', { exact: false }).count()).toBe(0);
    await shot(page, 'neighborhood-offline');
  });

  test('a name too short is refused at the field and never sent', async () => {
    await page.goto(`${app.url}/owners`);
    await page.getByLabel('Owner or managing agent name').fill('zo');
    await page.getByRole('button', { name: 'Search owners' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('at least 3 characters');
    expect(new URL(page.url()).search).toBe('');
  });
});
