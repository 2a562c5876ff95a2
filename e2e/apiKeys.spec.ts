/**
 * API keys (issue 33) in a real browser: a Hunter owner makes a key on the Team page, sees it once,
 * software reads the organization's deals with it, and after "Revoke" the next request is a 401
 * saying the key was revoked.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, freePort, freshDataDir, investorWithDemoProperty, launchBrowser, newPage, removeDir, shot, signInThroughForm, startApp, type RunningApp } from './harness';

const OWNER = { fullName: 'Hana Hunter', email: 'hana@example.com', password: 'hana-password-12' };
const ADDRESS = '866 Ninth Avenue, New York, NY 10011';

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let page: Page;

/** GET /api/deals with the key as software would send it: the status and the message. */
async function dealsWithKey(key: string): Promise<{ status: number; message?: string; total?: number }> {
  const response = await fetch(`${app.url}/api/deals`, { headers: { authorization: `Bearer ${key}` } });
  const body = (await response.json()) as { message?: string; total?: number };
  return { status: response.status, message: body.message, total: body.total };
}

beforeAll(async () => {
  dataDir = freshDataDir();
  app = await startApp(dataDir, await freePort());
  const { token, propertyId } = await investorWithDemoProperty(app.url, OWNER, ADDRESS, 'hunter');
  await apiCall(app.url, 'POST', '/api/deals', { name: 'Keyed hold', propertyId, strategyType: 'buy_hold', inputs: { purchasePrice: 1_000_000, grossMonthlyRent: 9_000, propertyTax: 14_000, insurance: 3_000 } }, token);
  ({ browser, userDataDir } = await launchBrowser());
  ({ page } = await newPage(browser, 1440, 900));
  await signInThroughForm(page, app.url, OWNER, { toast: 'Login successful' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (userDataDir) removeDir(userDataDir);
  if (dataDir) removeDir(dataDir);
});

describe('API keys on the Team page', () => {
  test('make a key, see it once, read deals with it, revoke it and the next request is refused', async () => {
    await page.goto(`${app.url}/organization`);
    const name = page.getByLabel(/Key name/);
    await expect.poll(() => name.isVisible(), { timeout: 20_000 }).toBe(true);
    await name.fill('Nightly CRM sync');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByLabel('The new API key');
    await expect.poll(() => shown.isVisible(), { timeout: 20_000 }).toBe(true);
    const key = ((await shown.textContent()) ?? '').trim();
    expect(key).toMatch(/^rei_[A-Za-z0-9_-]{43}$/);
    await shot(page, 'api-key-created');

    const read = await dealsWithKey(key);
    expect(read.status).toBe(200);
    expect(read.total).toBe(1);

    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.getByText(key).count()).toBe(0);
    const row = page.getByRole('row', { name: /Nightly CRM sync/ });
    expect(await row.textContent()).toContain(key.slice(0, 12));
    await row.getByRole('button', { name: 'Revoke Nightly CRM sync' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('Revoked');
    await shot(page, 'api-key-revoked');

    const refused = await dealsWithKey(key);
    expect(refused.status).toBe(401);
    expect(refused.message).toContain('revoked');
  });
});
