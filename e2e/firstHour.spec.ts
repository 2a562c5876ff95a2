/**
 * The first hour of a new investor on a fresh installation, in Chromium (issue 15's proof for
 * uploads, server messages, organizations and navigation): the sign-up page says the first
 * account becomes the administrator; onboarding shows the server's reason at the ZIP field; a
 * property added by form (after the server refused 20,000 units at the Units field) and a CSV
 * with one bad row (the valid rows imported, the bad one skipped) appear on the dashboard and
 * in the calculator's property selector; an organization is created through the dialog and
 * listed once; every page of the mobile menu opens at 390 px; /privacy and /terms are pages;
 * the desktop sidebar stays in view on a long page. Screenshots go to e2e/screenshots/firstHour/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { shot, expectToast, freePort, freshDataDir, launchBrowser, newPage, removeDir, signInThroughForm, startApp, type RunningApp } from './harness';

const INVESTOR = { fullName: 'Fiona First', email: 'fiona@example.com', password: 'fiona-first-hour-7' };
const FORM_ADDRESS = '418 Halsey Street';
const CSV_ROWS = [
  'address,city,state,zip,property_type,units,purchase_price,monthly_rent',
  '31-18 Ditmars Boulevard,Queens,NY,11105,multi-family,2,985000,6900',
  ',Bronx,NY,10452,multi-family,24,2350000,21500',
  '12 Pineapple Street,Brooklyn,NY,11201,single-family,1,3400000,9500',
].join('\n');
const CSV_ADDRESSES = ['31-18 Ditmars Boulevard', '12 Pineapple Street'];
const TEAM = 'Halsey Street Capital';

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let desktop: { context: BrowserContext; page: Page };


/** A form control by its visible label (a required field's label ends with '*'). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?\\s*$`));
}

async function signIn(page: Page): Promise<void> {
  await signInThroughForm(page, app.url, INVESTOR, { toast: 'Login successful' });
}

beforeAll(async () => {
  dataDir = freshDataDir();
  app = await startApp(dataDir, await freePort());
  ({ browser, userDataDir } = await launchBrowser());
  desktop = await newPage(browser, 1440, 900);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (userDataDir) removeDir(userDataDir);
  if (dataDir) removeDir(dataDir);
});

describe('the first hour on a fresh installation', () => {
  test('the sign-up page says the first account becomes the administrator, and it does', async () => {
    const { page } = desktop;
    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: 'Sign up' }).click();
    const note = page.getByRole('complementary', { name: 'New installation' });
    await expect.poll(() => note.isVisible()).toBe(true);
    await shot(page, 'sign-up-first-account');
    await field(page, 'Full Name').fill(INVESTOR.fullName);
    await field(page, 'Email').fill(INVESTOR.email);
    await field(page, 'Password').fill(INVESTOR.password);
    await field(page, 'Confirm Password').fill(INVESTOR.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Registration successful');
    const status = (await (await fetch(`${app.url}/api/auth/installation`)).json()) as { hasAdmin: boolean; firstAccountBecomesAdmin: boolean };
    expect(status).toEqual({ hasAdmin: true, firstAccountBecomesAdmin: false });
    await signIn(page);
  });

  test('onboarding shows the server’s reason at the ZIP field, then completes', async () => {
    const { page } = desktop;
    await expect.poll(() => page.url()).toContain('/onboarding');
    await page.getByRole('radio', { name: /Beginner/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Cash flow/i }).first().check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /A ZIP code/ }).check();
    const zip = page.getByRole('textbox', { name: /ZIP code/ });
    await zip.fill('abcde');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => zip.getAttribute('aria-invalid')).toBe('true');
    const described = (await zip.getAttribute('aria-describedby')) ?? '';
    const reason = await page.locator(`[id="${described.split(' ').pop()}"]`).textContent();
    expect(reason).toMatch(/5-digit ZIP/);
    await shot(page, 'onboarding-zip-refused');
    await zip.fill('11233');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: /Finish|Complete/ }).click();
    await expectToast(page, 'Onboarding Complete');
  });

  test('a property added by form lands in the portfolio (after the server’s reason is shown at Units)', async () => {
    const { page } = desktop;
    await page.goto(`${app.url}/property-upload`);
    await field(page, 'Address').fill(FORM_ADDRESS);
    await field(page, 'City').fill('Brooklyn');
    await field(page, 'State').fill('NY');
    await field(page, 'ZIP code').fill('11233');
    await field(page, 'Units').fill('20000');
    await field(page, 'Purchase price').fill('1450000');
    await field(page, 'Monthly rent').fill('11800');
    await page.getByRole('button', { name: 'Add Property' }).click();
    const units = field(page, 'Units');
    await expect.poll(() => units.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText('must be at most 10,000').isVisible()).toBe(true);
    await shot(page, 'upload-form-units-refused');
    await units.fill('4');
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expectToast(page, 'Property added successfully');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  test('a CSV with one bad row: the choice lists the row beside it, and the valid rows are imported', async () => {
    const { page } = desktop;
    await page.goto(`${app.url}/property-upload`);
    await page.getByRole('tab', { name: 'CSV Upload' }).click();
    await page.getByLabel('CSV file').setInputFiles({ name: 'three-rows.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV_ROWS) });
    const choice = page.getByRole('region', { name: '1 row has a problem' });
    await expect.poll(() => choice.isVisible()).toBe(true);
    expect(await choice.getByText('Line 3, address: Address is required.').isVisible()).toBe(true);
    // No button claims to upload every row.
    expect(await page.getByRole('button', { name: /Upload 3 Properties|Upload 2 Properties/ }).count()).toBe(0);
    await shot(page, 'csv-partial-import-choice');
    await choice.getByRole('button', { name: 'Import the 2 valid rows, skip the 1 bad one' }).click();
    const toast = await expectToast(page, 'Upload complete');
    expect(toast).toContain('skipped 1 row');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  test('the dashboard’s Recent Properties and the calculator’s selector show all three', async () => {
    const { page } = desktop;
    await page.goto(`${app.url}/dashboard`);
    const recent = page.getByRole('region', { name: 'Recent Properties' });
    for (const address of [FORM_ADDRESS, ...CSV_ADDRESSES]) {
      await expect.poll(() => recent.getByRole('heading', { name: address }).isVisible(), { message: address }).toBe(true);
    }
    await recent.getByRole('heading', { name: FORM_ADDRESS }).scrollIntoViewIfNeeded();
    await shot(page, 'dashboard-recent-properties');
    await page.goto(`${app.url}/calculator/buy-hold`);
    const selector = page.getByRole('combobox', { name: 'Property' });
    await expect.poll(() => selector.isEnabled()).toBe(true);
    await selector.click();
    for (const address of [FORM_ADDRESS, ...CSV_ADDRESSES]) {
      await expect.poll(() => page.getByRole('option', { name: new RegExp(address) }).isVisible(), { message: address }).toBe(true);
    }
    await shot(page, 'calculator-property-selector');
    await page.keyboard.press('Escape');
  });

  test('an organization created through the dialog is listed once in the switcher', async () => {
    const { page } = desktop;
    await page.goto(`${app.url}/dashboard`);
    const switcher = page.getByRole('button', { name: /Switch organization/ }).first();
    await switcher.click();
    await page.getByRole('menuitem', { name: 'Create organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create organization' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Create organization' }).click();
    await expect.poll(() => dialog.getByText('Organization name is required').isVisible()).toBe(true);
    await dialog.getByLabel(/Organization name/).fill(TEAM);
    await shot(page, 'create-organization-dialog');
    await dialog.getByRole('button', { name: 'Create organization' }).click();
    await expectToast(page, 'Organization created');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/organization');
    await page.getByRole('button', { name: new RegExp(`Switch organization: ${TEAM}`) }).first().click();
    const entries = page.getByRole('menuitemradio', { name: new RegExp(TEAM) });
    await expect.poll(() => entries.count()).toBe(1);
    await shot(page, 'organization-switcher-once');
    await page.keyboard.press('Escape');
  });

  test('the desktop sidebar stays in view on a long page, and lists Team Management and Admin', async () => {
    const { page } = desktop;
    await page.goto(`${app.url}/dashboard`);
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => page.getByRole('heading', { name: 'Subscription Plans' }).isVisible()).toBe(true);
    expect(await sidebar.getByRole('link', { name: 'Team Management' }).isVisible()).toBe(true);
    expect(await sidebar.getByRole('link', { name: 'Admin' }).isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // the page did scroll, and the sidebar did not move with it
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const top = await sidebar.evaluate((element) => element.closest('aside')?.getBoundingClientRect().top ?? -1);
    // at the top of the window (within a pixel: a page of fractional height can leave a sub-pixel offset)
    expect(Math.abs(top)).toBeLessThan(1);
    const dashboardLink = await sidebar.getByRole('link', { name: 'Dashboard' }).boundingBox();
    expect(dashboardLink?.y ?? -1).toBeGreaterThan(0);
    await shot(page, 'sidebar-after-scroll');
  });

  test('/privacy and /terms are pages, not the not-found page', async () => {
    const { page } = desktop;
    for (const [url, title] of [
      ['/privacy', 'Privacy'],
      ['/terms', 'Terms of use'],
    ] as const) {
      await page.goto(`${app.url}${url}`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible(), { message: url }).toBe(true);
      expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    }
    await shot(page, 'privacy');
  });

  test('at 390 px every page of the mobile menu opens (Legal Status and Team Management included)', async () => {
    const mobile = await newPage(browser, 390, 844);
    const { page } = mobile;
    try {
      await signIn(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
      await expect.poll(() => menu.isVisible()).toBe(true);
      // the drawer has finished sliding in (its left edge at the window's)
      await expect.poll(async () => Math.round((await menu.boundingBox())?.x ?? -1)).toBeGreaterThanOrEqual(0);
      const links = await menu.getByRole('link').evaluateAll((anchors) =>
        anchors.map((anchor) => ({ name: (anchor.textContent ?? '').trim(), href: anchor.getAttribute('href') ?? '' })),
      );
      await shot(page, 'mobile-menu');
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      const pages = links.filter((link) => link.href !== '/login');
      expect(pages.map((link) => link.href)).toEqual(expect.arrayContaining(['/legal-status', '/organization', '/calculator/creative-financing', '/calculator/rehab-reinvest', '/admin']));
      for (const link of pages) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Mobile navigation' }).locator(`a[href="${link.href}"]`).click();
        await expect.poll(() => new URL(page.url()).pathname, { message: link.href }).toBe(link.href);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { message: link.href }).toBe(true);
        expect(await page.getByText('404 Page Not Found').count(), link.href).toBe(0);
        await shot(page, `mobile${link.href.replaceAll('/', '-')}`);
      }
    } finally {
      await mobile.context.close();
    }
  });
});
