/**
 * Custom lines (issue 32) in a real browser: an Operator adds a line from the keyboard, sees the
 * cash flow move by it and the line in the results, saves the deal and finds the line again after a
 * reload; the saved deal carries the line. After a downgrade to Rookie the same deal shows the lines
 * read-only, locked with the plan that adds them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, expectToast, freePort, freshDataDir, investorWithDemoProperty, launchBrowser, newPage, removeDir, signInThroughForm, startApp, type RunningApp } from './harness';

const INVESTOR = { fullName: 'Olive Operator', email: 'olive@example.com', password: 'olive-password-12' };
const ADDRESS = '866 Ninth Avenue, New York, NY 10011';

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let page: Page;
let propertyId = 0;
let token = '';

const api = <T>(method: string, path: string, body?: unknown): Promise<T> => apiCall<T>(app.url, method, path, body, token);
/** The money figure of the first result tile with this label, as a number (tiles show whole dollars). */
const tileAmount = async (label: string) => {
  const text = await page.getByText(label, { exact: true }).first().locator('..').innerText();
  const match = /(-?)\$([\d,]+(?:\.\d+)?)/.exec(text.replace(/−/g, '-'));
  return match ? Number(`${match[1]}${match[2]!.replace(/,/g, '')}`) : Number.NaN;
};

beforeAll(async () => {
  dataDir = freshDataDir();
  app = await startApp(dataDir, await freePort());
  ({ propertyId, token } = await investorWithDemoProperty(app.url, INVESTOR, ADDRESS, 'operator'));
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

describe('custom lines on the Buy & Hold calculator', () => {
  test('an Operator adds a line by keyboard, the cash flow moves by it, and the saved deal keeps it; Rookie sees it locked', async () => {
    await page.goto(`${app.url}/calculator/buy-hold?propertyId=${propertyId}`);
    await expect.poll(() => page.getByText('Source: REI demo data (not a public record)').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No custom lines. Add one for laundry income, HOA dues, a new roof…').isVisible()).toBe(true);
    // keyboard only: focus "Add line", press Enter, type the label where the focus lands
    await page.getByRole('button', { name: 'Add line' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.closest('li')?.getAttribute('aria-label'))).toBe('Line 1');
    await page.keyboard.type('HOA dues');
    const line = page.getByRole('listitem', { name: 'HOA dues' });
    await expect.poll(() => line.getByText('Enter an amount.').isVisible()).toBe(true);
    // a line of 0 changes nothing: the cash flow before the line
    await line.getByLabel(/^Amount/).fill('0');
    await line.getByLabel(/^Amount/).blur();
    await expect.poll(() => line.getByText('Enter an amount.').count()).toBe(0);
    const before = await tileAmount('Monthly Cash Flow');
    await line.getByLabel(/^Amount/).fill('250');
    await line.getByLabel(/^Amount/).blur();

    await expect.poll(() => tileAmount('Monthly Cash Flow')).toBe(before - 250);
    const table = page.getByRole('table', { name: 'Each custom line in dollars' });
    await expect.poll(() => table.getByRole('rowheader', { name: 'HOA dues' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Save deal' }).click();
    await expectToast(page, 'Deal saved');
    await expect.poll(() => new URL(page.url()).searchParams.get('dealId')).toMatch(/^\d+$/);
    const dealId = Number(new URL(page.url()).searchParams.get('dealId'));
    const saved = await api<{ current: { sentInputs: { lineItems?: unknown[] }; outputs: { monthlyCashFlow: number } } }>('GET', `/api/deals/${dealId}`);
    expect(saved.current.sentInputs.lineItems).toEqual([{ label: 'HOA dues', kind: 'expense', amount: 250, frequency: 'monthly' }]);
    // the tile shows whole dollars; the saved figure has the cents
    expect(Math.round(saved.current.outputs.monthlyCashFlow)).toBe(before - 250);

    await page.reload();
    await expect.poll(() => page.getByRole('listitem', { name: 'HOA dues' }).getByLabel('Label').inputValue()).toBe('HOA dues');
    await expect.poll(() => tileAmount('Monthly Cash Flow')).toBe(before - 250);

    // Downgraded to Rookie: the deal's lines are shown read-only and the editor names Operator.
    await api('PUT', '/api/subscription', { tier: 'rookie' });
    await page.reload();
    await expect.poll(() => page.getByText('Custom lines come with the Operator plan.').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Add line' }).count()).toBe(0);
    await expect.poll(() => page.getByText(/HOA dues: Expense/).isVisible()).toBe(true);
  });
});
