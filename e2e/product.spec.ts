/**
 * The product in a real browser, the way a person uses it (issue 5's proof), against the app
 * started by the `rei` CLI on a fresh data folder. Steps run in order and share the browser;
 * each asserts what a person sees and saves a screenshot under e2e/screenshots/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  expectToast,
  freePort,
  freshDataDir,
  launchBrowser,
  newPage,
  removeDir,
  runCli,
  shot,
  startApp,
  type RunningApp,
} from './harness';

const ALICE = { fullName: 'Alice Owner', email: 'alice@example.com', password: 'alice-password-1' };
const BOB = { fullName: 'Bob Analyst', email: 'bob@example.com', password: 'bob-password-12' };
const ADMIN = { fullName: 'Ada Admin', email: 'ada@example.com', password: 'ada-password-12' };
/** A demo property the seed always creates (see the address suggestions). */
const TYPED = '866 Ninth';
const ADDRESS = '866 Ninth Avenue, New York, NY 10011';
const SLUG = '866-ninth-avenue-new-york-ny-10011';

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let alice: { context: BrowserContext; page: Page };
let propertyId = 0;

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registers (if needed) and finishes onboarding through the API, for the supporting users. */
async function readyAccount(account: { fullName: string; email: string; password: string }, register: boolean): Promise<void> {
  if (register) await api('POST', '/api/auth/register', account);
  const login = await api<{ id: number; token: string }>('POST', '/api/auth/login', { email: account.email, password: account.password });
  await api('PUT', `/api/onboarding/${login.id}`, { experienceLevel: 'beginner', investmentGoal: 'cashflow', marketPreference: 'city', city: 'Brooklyn', budget: 500000, currentStep: 4, completed: true }, login.token);
}

/** A form control by its visible label (a required field's label ends with a '*'). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?\\s*$`));
}

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${app.url}/login`);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

beforeAll(async () => {
  dataDir = freshDataDir();
  // First start: builds the web app if needed, migrates and seeds the demo data.
  const first = await startApp(dataDir, await freePort());
  expect(first.output()).toContain('Demo login: demo@rei.local / demo-investor-2026');
  await first.stop();
  // A system admin for the admin steps (one process holds a PGlite folder at a time).
  await runCli(['create-admin', '--email', ADMIN.email, '--password', ADMIN.password, '--name', ADMIN.fullName], { REI_DATA_DIR: dataDir });
  // Second start, on a built tree and an existing database: the one the startup figure is about.
  app = await startApp(dataDir, await freePort());
  console.log(`[figure] rei start → first successful GET /: ${Math.round(app.startupMs)} ms`);
  ({ browser, userDataDir } = await launchBrowser());
  alice = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (userDataDir) removeDir(userDataDir);
  if (dataDir) removeDir(dataDir);
});

describe('a new investor', () => {
  test('the landing page links to sign-in, which shows the demo login', async () => {
    const { page } = alice;
    await page.goto(`${app.url}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Log in' }).first().isVisible()).toBe(true);
    await shot(page, 'landing');
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.waitForURL(`${app.url}/login`);
    await expect.poll(() => page.getByText('demo@rei.local').isVisible()).toBe(true);
    expect(await page.getByText('demo-investor-2026').isVisible()).toBe(true);
    await shot(page, 'login');
  });

  test('registers and is returned to sign-in', async () => {
    const { page } = alice;
    await page.getByRole('button', { name: 'Sign up' }).click();
    await field(page, 'Full Name').fill(ALICE.fullName);
    await field(page, 'Email').fill(ALICE.email);
    await field(page, 'Password').fill(ALICE.password);
    await field(page, 'Confirm Password').fill(ALICE.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Registration successful');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    expect(await field(page, 'Email').inputValue()).toBe('');
    await shot(page, 'registered');
  });

  test('a wrong password shows the inline error', async () => {
    const { page } = alice;
    await signIn(page, { email: ALICE.email, password: 'not-the-password' });
    await expect.poll(() => page.getByText('Invalid credentials. Please try again.').isVisible()).toBe(true);
    await expectToast(page, 'Login failed');
  });

  test('signs in and is sent to onboarding, which checks every step', async () => {
    const { page } = alice;
    await signIn(page, ALICE);
    await page.waitForURL(`${app.url}/onboarding`);
    await expectToast(page, 'Login successful');
    await expect.poll(() => page.getByText('1 of 4').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Please select your experience level').first().isVisible()).toBe(true);
    await shot(page, 'onboarding-step1-error');
    await page.getByRole('radio', { name: /Beginner/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('2 of 4').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Please select your investment goal').first().isVisible()).toBe(true);
    await page.getByRole('radio', { name: /Cash Flow/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('3 of 4').first().isVisible()).toBe(true);
    // City is the default market: an empty city is refused, then a ZIP market needs a ZIP code.
    await field(page, 'City').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Please enter a city').first().isVisible()).toBe(true);
    await page.getByRole('radio', { name: /A ZIP code/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Please enter a ZIP code').first().isVisible()).toBe(true);
    await shot(page, 'onboarding-step3-error');
    await field(page, 'ZIP code').fill('11216');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('4 of 4').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expectToast(page, 'Onboarding Complete!');
    await expect.poll(() => page.getByText(/Welcome back, Alice/).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the dashboard greets her with an empty portfolio', async () => {
    const { page } = alice;
    await page.goto(`${app.url}/dashboard`);
    await expect.poll(() => page.getByText('No Properties Yet').isVisible()).toBe(true);
    expect(await page.getByText('Ready to analyze your real estate investments?').isVisible()).toBe(true);
    expect(await page.getByText('Alice Owner').first().isVisible()).toBe(true);
    await shot(page, 'dashboard-empty');
  });
});

describe('search, property page and portfolio', () => {
  test('searches an address with suggestions from the server', async () => {
    const { page } = alice;
    await page.getByRole('link', { name: 'Property Search' }).first().click();
    await page.waitForURL(`${app.url}/property-search`);
    const box = page.getByRole('combobox').first();
    await box.fill(TYPED);
    const suggestion = page.getByRole('option', { name: ADDRESS });
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    await shot(page, 'search-suggestions');
    // Choosing a suggestion searches at once.
    await suggestion.click();
    await expectToast(page, 'Searching property');
    await page.waitForURL(`${app.url}/property/${SLUG}`);
    await expect.poll(() => page.getByRole('heading', { name: /866 Ninth Avenue/ }).first().isVisible()).toBe(true);
    await shot(page, 'property-page');
  });

  test('shows each tab of the property page', async () => {
    const { page } = alice;
    for (const tab of ['Investment', 'Neighborhood', 'NYC Data', 'Summary', 'Overview']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.getByRole('tabpanel').first().isVisible()).toBe(true);
      await shot(page, `property-tab-${tab.toLowerCase().replace(/\s+/g, '-')}`);
    }
  });

  test('adds the property to the portfolio', async () => {
    const { page } = alice;
    await page.getByRole('button', { name: 'Add to Portfolio' }).first().click();
    await expectToast(page, '✅ Success!');
    const added = page.getByRole('button', { name: /✓ In Portfolio/ }).first();
    await expect.poll(() => added.isVisible()).toBe(true);
    expect(await added.isDisabled()).toBe(true);
    await shot(page, 'in-portfolio');
    const portfolio = await page.evaluate(async () => {
      const response = await fetch('/api/portfolio', { headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` } });
      return (await response.json()) as Array<{ propertyId: number; address: string }>;
    });
    expect(portfolio.map((card) => card.address)).toContain('866 Ninth Avenue');
    propertyId = portfolio[0]?.propertyId ?? 0;
    expect(propertyId).toBeGreaterThan(0);
  });
});
