/**
 * The built web app under its Content Security Policy (issue 10, item 7): the app started by
 * the `rei` CLI sends `script-src 'self'; style-src 'self'` and no 'unsafe-inline'; a person
 * signs in with the demo login and walks through the dashboard, a property page and a
 * calculator (opening a dialog and a select on the way, the parts that add styles at run
 * time), then the other signed-in pages, and Chromium must not report one CSP violation.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort, freshDataDir, launchBrowser, newPage, removeDir, signInThroughForm, startApp, type RunningApp } from './harness';

const DEMO = { email: 'demo@rei.local', password: 'demo-investor-2026' };
const SLUG = '866-ninth-avenue-new-york-ny-10011';

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let context: BrowserContext;
let page: Page;
/** Every CSP report Chromium made: console messages and `securitypolicyviolation` events. */
const violations: string[] = [];

beforeAll(async () => {
  dataDir = freshDataDir();
  app = await startApp(dataDir, await freePort());
  ({ browser, userDataDir } = await launchBrowser());
  ({ context, page } = await newPage(browser));
  // Runs in every document before the app's own script: reports each violation to the console.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`[csp-violation] ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('[csp-violation]') || text.includes('Content Security Policy')) violations.push(text);
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.stop();
  if (userDataDir) removeDir(userDataDir);
  if (dataDir) removeDir(dataDir);
});

describe('the web app under its Content Security Policy', () => {
  test('the page is served with the strict policy', async () => {
    const response = await page.goto(`${app.url}/login`);
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toMatch(/style-src 'self'[^;]* 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(await response?.headerValue('x-frame-options')).toBe('DENY');
  });

  test('signing in with the demo login and walking through the app reports no violation', async () => {
    await signInThroughForm(page, app.url, DEMO);

    await page.goto(`${app.url}/dashboard`);
    await expect.poll(() => page.getByRole('button', { name: 'Remove' }).count()).toBeGreaterThan(0);
    // A dialog locks page scrolling with a run-time <style>: open and close one.
    await page.getByRole('button', { name: 'Remove' }).first().click();
    await expect.poll(() => page.getByRole('alertdialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);

    await page.goto(`${app.url}/property/${SLUG}`);
    await expect.poll(() => page.getByRole('heading', { name: /866 Ninth Avenue/ }).first().isVisible()).toBe(true);

    await page.goto(`${app.url}/calculator/buy-hold`);
    await expect.poll(() => page.getByRole('button', { name: 'Calculate Returns' }).isVisible()).toBe(true);
    // The demo account is read-only: Calculate Returns saves a deal, so it is off, saying why.
    expect(await page.getByRole('button', { name: 'Calculate Returns' }).isDisabled()).toBe(true);
    expect(await page.getByText('The demo account is read-only: create your own account to save deals.').isVisible()).toBe(true);
    // The property selector is a Radix Select, whose list brings run-time <style>s: open it.
    const select = page.getByRole('combobox').first();
    await expect.poll(() => select.isEnabled()).toBe(true);
    await select.click();
    await expect.poll(() => page.getByRole('listbox').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test.each(['/', '/contact', '/property-search', '/property-upload', '/ai-summaries', '/legal-status', '/cash-flow-audit', '/organization', '/settings', '/subscription', '/access-test'])(
    'the signed-in page %s renders with no violation',
    async (route) => {
      await page.goto(`${app.url}${route}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('#root h1, #root h2').count()).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).not.toBe('/login');
      expect(violations).toEqual([]);
    },
  );
});
