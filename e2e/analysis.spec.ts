/**
 * Analysis an investor can stake money on, in a real browser (issue 11's proof): a NYC property
 * selected in the calculator fills its tax from the public record and says where it came from,
 * the deal analysis runs a sensitivity table and a goal seek, and two saved scenarios of the
 * property are compared side by side. Runs against the app started by the `rei` CLI on a fresh
 * data folder, on a 1440×900 screen; each step saves a screenshot under e2e/screenshots/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freePort, freshDataDir, investorWithDemoProperty, launchBrowser, newPage, expectToast, removeDir, shot, signInThroughForm, startApp, type RunningApp } from './harness';

const INVESTOR = { fullName: 'Nora Analyst', email: 'nora@example.com', password: 'nora-password-12' };
/** A Manhattan demo property the seed always creates, with PLUTO's assessed value and tax class. */
const ADDRESS = '866 Ninth Avenue, New York, NY 10011';
/** The calculator's flat property tax when the record has no assessment. */
const DEFAULT_TAX = 24_000;

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let page: Page;
let propertyId = 0;

/** A form control by its visible label (a required field's label ends with a '*'). */
function field(label: string) {
  return page.getByLabel(new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?\\s*$`));
}

const digits = async (label: string) => (await field(label).first().inputValue().catch(() => '')).replace(/[^\d.]/g, '');

beforeAll(async () => {
  dataDir = freshDataDir();
  app = await startApp(dataDir, await freePort());
  // The investor: registered, onboarded, with the NYC property in their portfolio (through the API).
  ({ propertyId } = await investorWithDemoProperty(app.url, INVESTOR, ADDRESS));
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

describe('analysis of a NYC property', () => {
  test('selecting the property prefills price, rent and the tax from its assessment, each with its source', async () => {
    await page.goto(`${app.url}/calculator/buy-hold?propertyId=${propertyId}`);
    await expect.poll(() => digits('Purchase Price')).toBe('9445000');
    // The tax is the lot's assessed value × the class rate, not the flat default, and says where it came from.
    const source = page.getByText(/^Source: (DOF assessment FY\d{4} × class|PLUTO assessed value \(estimate\) · )/).first();
    await expect.poll(() => source.isVisible()).toBe(true);
    const tax = Number(await digits('Property Tax (annual)'));
    expect(tax).toBeGreaterThan(0);
    expect(tax).not.toBe(DEFAULT_TAX);
    // 866 Ninth Avenue is one of REI's generated demo lots: its price and rent say so.
    await expect.poll(() => page.getByText('Source: REI demo data (not a public record)').first().isVisible()).toBe(true);
    await source.scrollIntoViewIfNeeded();
    await shot(page, 'analysis-prefilled-tax-source');
  });

  test('the sensitivity table varies two inputs and marks the current deal', async () => {
    await page.getByRole('tab', { name: 'Sensitivity' }).click();
    const table = page.getByRole('table').filter({ hasText: 'current deal' }).first();
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.locator('[aria-current="true"]').count()).toBe(1);
    await table.scrollIntoViewIfNeeded();
    await shot(page, 'analysis-sensitivity');
  });

  test('goal seek finds the input that reaches a target', async () => {
    await page.getByRole('tab', { name: 'Goal seek' }).click();
    await page.getByRole('button', { name: 'Solve' }).click();
    const answer = page.getByRole('status').filter({ hasText: /(Highest|Lowest) .+ for a |No solution in range|already gives|cannot run/ }).first();
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await answer.textContent()).not.toMatch(/cannot run/);
    await answer.scrollIntoViewIfNeeded();
    await shot(page, 'analysis-goal-seek');
  });

  test('two saved scenarios are compared side by side with their differences', async () => {
    await page.getByRole('button', { name: 'Calculate Returns' }).click();
    await expectToast(page, 'Strategy Saved');
    await field('Gross Monthly Rent').first().fill('52000');
    await field('Gross Monthly Rent').first().blur();
    await page.getByRole('button', { name: 'Calculate Returns' }).click();
    await expectToast(page, 'Strategy Saved');
    const comparison = page.getByRole('table').filter({ hasText: 'Scenario 2' }).first();
    await expect.poll(() => comparison.isVisible()).toBe(true);
    await expect.poll(() => comparison.getByText(/vs first/).first().isVisible()).toBe(true);
    await comparison.scrollIntoViewIfNeeded();
    await shot(page, 'analysis-scenarios-compared');
  });
});
