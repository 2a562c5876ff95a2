/**
 * Deals in a real browser (issue 26): an investor with two saved versions of a Buy & Hold deal
 * opens /deals, opens the deal from its row, sees its inputs with their sources and its versions,
 * views version 1 ("older than the current one") and sees what changed between the two; then
 * makes a read-only link that a stranger opens without signing in.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, freePort, freshDataDir, investorWithDemoProperty, launchBrowser, newPage, removeDir, shot, signInThroughForm, startApp, type RunningApp } from './harness';

/** A demo property the seed always creates. */
const ADDRESS = '866 Ninth Avenue, New York, NY 10011';
const INVESTOR = { fullName: 'Dana Deals', email: 'dana@example.com', password: 'dana-password-12' };

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let page: Page;
let dealId = 0;

const api = <T>(method: string, route: string, body?: unknown, token?: string): Promise<T> => apiCall<T>(app.url, method, route, body, token);

beforeAll(async () => {
  dataDir = freshDataDir();
  app = await startApp(dataDir, await freePort());
  const { token, propertyId } = await investorWithDemoProperty(app.url, INVESTOR, ADDRESS, 'rookie');
  const created = await api<{ id: number }>(
    'POST',
    '/api/deals',
    { name: 'Halsey St hold', propertyId, strategyType: 'buy_hold', inputs: { purchasePrice: 1_000_000, grossMonthlyRent: 9_000, propertyTax: 14_000, insurance: 3_000 }, comment: 'first pass' },
    token,
  );
  dealId = created.id;
  await api('PUT', `/api/deals/${dealId}`, { baseVersion: 1, inputs: { purchasePrice: 1_000_000, grossMonthlyRent: 10_000, propertyTax: 14_000, insurance: 3_000 }, comment: 'rent to comps' }, token);
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

describe('deals in the product', () => {
  test('opens /deals, opens the deal, views an older version and what changed', async () => {
    await page.goto(`${app.url}/deals`);
    const link = page.getByRole('link', { name: 'Halsey St hold' });
    await expect.poll(() => link.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('row', { name: /Halsey St hold/ }).textContent()).toContain('866 Ninth Avenue');
    await shot(page, 'deals-list');
    await link.click();
    await expect.poll(() => page.url()).toBe(`${app.url}/deals/${dealId}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Halsey St hold' });
    await expect.poll(() => heading.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText('You are viewing version 2 of 2 — the current one').isVisible()).toBe(true);
    expect(await page.getByRole('row', { name: /Gross monthly rent/ }).first().textContent()).toContain('your input');
    expect(await page.getByRole('link', { name: 'Open in calculator' }).getAttribute('href')).toBe(`/calculator/buy-hold?dealId=${dealId}`);

    await page.getByRole('button', { name: 'View version 1' }).click();
    const older = page.getByText('You are viewing version 1 of 2 — older than the current one');
    await expect.poll(() => older.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(page.url()).toContain('?version=1');

    await page.getByRole('checkbox', { name: 'Select version 1 to compare' }).check();
    await page.getByRole('checkbox', { name: 'Select version 2 to compare' }).check();
    await page.getByRole('button', { name: 'Show what changed' }).click();
    const diff = page.getByRole('heading', { name: 'What changed from version 1 to version 2' });
    await expect.poll(() => diff.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('row', { name: /Gross monthly rent/ }).last().textContent()).toContain('+$1,000');
    await shot(page, 'deal-diff');
  });

  test('Share read-only link builds the PDF and a link a stranger opens without signing in', async () => {
    await page.goto(`${app.url}/deals/${dealId}`);
    const share = page.getByRole('button', { name: 'Share read-only link' });
    await expect.poll(() => share.isVisible(), { timeout: 20_000 }).toBe(true);
    await share.click();
    const made = page.getByText(/Read-only link to the PDF of version 2, open to anyone who has it until/);
    await expect.poll(() => made.isVisible(), { timeout: 30_000 }).toBe(true);
    const url = /(http:\/\/\S+\/r\/[A-Za-z0-9_-]{22,})/.exec((await made.textContent()) ?? '')?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/r\//);
    await shot(page, 'deal-share-link');
    const { context, page: stranger } = await newPage(browser, 1024, 800);
    try {
      const response = await stranger.goto(url);
      expect(response?.status()).toBe(200);
      const shared = await stranger.locator('body').innerText();
      // Titled by the deal's name and version (a deal and its duplicate never share a title).
      expect(shared).toContain('Halsey St hold — version 2');
      expect(shared).toContain('866 Ninth Avenue');
      expect(shared).toContain('read-only');
    } finally {
      await context.close();
    }
  });
});
