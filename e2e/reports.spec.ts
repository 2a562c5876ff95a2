/**
 * Deliverables in a real browser (issue 13's proof): an investor on the rookie plan saves a Buy &
 * Hold strategy, opens Export Analysis (Branded PDF locked, naming the Operator plan), chooses
 * PDF and the browser downloads a PDF; its first page is rendered to PNG with poppler's pdftoppm
 * into e2e/screenshots/report-page1.png to be looked at. The report then appears in the
 * organization's Reports list with its stamp; a share link made there opens without signing in,
 * counts the view, and stops opening once revoked.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT, SCREENSHOT_DIR, expectToast, freePort, freshDataDir, investorWithDemoProperty, launchBrowser, newPage, removeDir, signInThroughForm, startApp, type RunningApp } from './harness';

const INVESTOR = { fullName: 'Rita Reports', email: 'rita@example.com', password: 'rita-password-12' };
/** A demo property the seed always creates. */
const ADDRESS = '866 Ninth Avenue, New York, NY 10011';
const PAGE_ONE_PNG = path.join(SCREENSHOT_DIR, 'report-page1.png');
/** The engine version every report is stamped with (e2e is not a package, so it is read from the engine's source). */
const ENGINE_VERSION = /ENGINE_VERSION = '([^']+)'/.exec(readFileSync(path.join(REPO_ROOT, 'packages/engine/src/version.ts'), 'utf8'))?.[1] ?? 'unknown';

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let page: Page;
let propertyId = 0;
let pdfPath = '';
let shareUrl = '';

function field(label: string) {
  return page.getByLabel(new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?\\s*$`));
}

const digits = async (label: string) => (await field(label).first().inputValue().catch(() => '')).replace(/[^\d.]/g, '');

/**
 * Saves a screenshot as e2e/screenshots/report-{name}.png (named, not numbered: the harness's
 * `shot` empties the folder on its first use, which would remove the rendered PDF page).
 */
async function snap(target: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await target.screenshot({ path: path.join(SCREENSHOT_DIR, `report-${name}.png`) });
}

/** Opens `url` in a fresh browser context: no cookies, no stored token — a stranger with the link. */
async function openAsStranger(url: string, screenshot?: string): Promise<{ status: number; text: string }> {
  const { context, page: stranger } = await newPage(browser, 1024, 800);
  try {
    const response = await stranger.goto(url);
    if (screenshot) await snap(stranger, screenshot);
    return { status: response?.status() ?? 0, text: await stranger.locator('body').innerText() };
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  dataDir = freshDataDir();
  app = await startApp(dataDir, await freePort());
  // Rookie opens CSV, Excel and PDF; branded PDF stays locked.
  ({ propertyId } = await investorWithDemoProperty(app.url, INVESTOR, ADDRESS, 'rookie'));
  ({ browser, userDataDir } = await launchBrowser());
  ({ page } = await newPage(browser, 1440, 900));
  await signInThroughForm(page, app.url, INVESTOR, { toast: 'Login successful' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (userDataDir) removeDir(userDataDir);
  if (dataDir) removeDir(dataDir);
});

describe('deal reports in the product', () => {
  test('Export Analysis → PDF downloads a PDF of the saved deal', async () => {
    await page.goto(`${app.url}/calculator/buy-hold?propertyId=${propertyId}`);
    await expect.poll(() => digits('Purchase Price')).toBe('9445000');
    // The report is the deal's current version: save the deal first (the URL then names it).
    await page.getByRole('button', { name: 'Save deal' }).click();
    await expectToast(page, 'Deal saved');
    await expect.poll(() => new URL(page.url()).searchParams.get('dealId')).toMatch(/^\d+$/);

    await page.getByRole('button', { name: /^Export Analysis/ }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    // The plan's locks come from PLANS: rookie has no branded PDF, and the menu names the plan that has.
    const branded = menu.getByRole('menuitem', { name: 'Branded PDF, needs the Operator plan' });
    expect(await branded.getAttribute('aria-disabled')).toBe('true');
    await snap(page, 'export-menu');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), menu.getByRole('menuitem', { name: /^PDF/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    pdfPath = path.join(userDataDir, download.suggestedFilename());
    await download.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Downloaded ${download.suggestedFilename()}` }).isVisible()).toBe(true);
    // The PDF speaks of this property and carries the stamp's engine version.
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('866 Ninth Avenue');
    expect(text).toContain(ENGINE_VERSION);
    await snap(page, 'downloaded');
  });

  test('the first page renders to PNG with pdftoppm under e2e/screenshots/', () => {
    expect(pdfPath).not.toBe('');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdfPath, PAGE_ONE_PNG.replace(/\.png$/, '')]);
    expect(existsSync(PAGE_ONE_PNG)).toBe(true);
    // A rendered letter/A4 page at 60 dpi with text and a chart is tens of kilobytes, not a blank few hundred bytes.
    expect(statSync(PAGE_ONE_PNG).size).toBeGreaterThan(5_000);
  });

  test('the Reports list shows the report with its stamp, and a share link opens without signing in until revoked', async () => {
    await page.goto(`${app.url}/organization`);
    const report = page.getByRole('article').filter({ hasText: /\.pdf/ }).first();
    await expect.poll(() => report.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await report.textContent()).toContain(ENGINE_VERSION);
    // The input hash is shortened on screen with the whole SHA-256 in its title.
    const hash = report.locator('code[title]');
    expect(await hash.getAttribute('title')).toMatch(/^[0-9a-f]{64}$/);

    await report.getByLabel('Expires after (days)').fill('7');
    await report.getByRole('button', { name: 'Create share link' }).click();
    await expectToast(page, 'Share link created');
    const link = report.getByText(/\/r\/[A-Za-z0-9_-]{22,}/).first();
    await expect.poll(() => link.isVisible()).toBe(true);
    shareUrl = (await link.textContent())?.trim() ?? '';
    expect(shareUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/r\/[A-Za-z0-9_-]{22,}$/);

    await report.scrollIntoViewIfNeeded();
    await snap(page, 'list-with-share-link');
    const opened = await openAsStranger(shareUrl, 'shared-view');
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('866 Ninth Avenue');

    await report.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke this share link?' }).getByRole('button', { name: 'Revoke link' }).click();
    await expectToast(page, 'Share link revoked');
    await expect.poll(() => report.getByText('Revoked').first().isVisible()).toBe(true);
    // The view made above was counted.
    expect(await report.textContent()).toMatch(/1 view\b/);
    const afterRevoke = await openAsStranger(shareUrl);
    expect(afterRevoke.status).toBe(404);
  });

  test('the property page offers its deal report, and the dashboard names the plan of the portfolio export', async () => {
    await page.goto(`${app.url}/portfolio/${propertyId}`);
    await page.getByRole('button', { name: /^Export report/ }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    // The property has the strategy saved above, so its formats are open; nothing explains a missing strategy.
    // (The menu may open while the property's strategies are still being read.)
    await expect.poll(() => menu.getByRole('menuitem', { name: /^CSV/ }).getAttribute('aria-disabled')).toBeNull();
    expect(await menu.getByText(/no saved strategy/).count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), menu.getByRole('menuitem', { name: /^CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await snap(page, 'property-export');

    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('button', { name: /^Export portfolio/ }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Portfolio CSV, needs the Hunter plan' }).isVisible()).toBe(true);
    await snap(page, 'dashboard-export-locked');
    await page.keyboard.press('Escape');
  });

  test('owners brand their reports on the organization page: colours, contact line, logo with preview and errors at the field', async () => {
    await page.goto(`${app.url}/organization`);
    const form = page.getByRole('region', { name: 'Report branding' });
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByLabel('Contact line').fill('Rita Reports · 212-555-0100 · rita@example.com');
    await form.getByRole('button', { name: 'Save branding' }).click();
    await expectToast(page, 'Branding saved');

    // Bytes that are not an image, sent as a PNG: the server judges the bytes and the reason sits under the field.
    const logo = form.getByLabel('Logo');
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
    const logoError = form.locator('[id$="-error"]').first();
    await expect.poll(() => logoError.isVisible()).toBe(true);
    expect(await logo.getAttribute('aria-invalid')).toBe('true');

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" rx="6" fill="#0f766e"/><text x="60" y="27" font-size="18" text-anchor="middle" fill="#fff">RITA</text></svg>';
    await logo.setInputFiles({ name: 'rita.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    const preview = form.getByRole('img', { name: /^Logo of / });
    await expect.poll(() => preview.isVisible()).toBe(true);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await form.scrollIntoViewIfNeeded();
    await snap(page, 'branding-form');
  });

  test('on a phone the export menu and the Reports list fit the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${app.url}/calculator/buy-hold?propertyId=${propertyId}`);
      await page.getByRole('button', { name: /^Export Analysis/ }).click();
      const menu = page.getByRole('menu');
      await expect.poll(() => menu.isVisible()).toBe(true);
      const box = await menu.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await snap(page, 'mobile-export-menu');
      await page.keyboard.press('Escape');

      await page.goto(`${app.url}/organization`);
      const reports = page.getByRole('region', { name: 'Reports' });
      await expect.poll(() => reports.isVisible()).toBe(true);
      await reports.scrollIntoViewIfNeeded();
      // Nothing in the list is wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await snap(page, 'mobile-reports-list');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
