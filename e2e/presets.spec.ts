/**
 * Team presets (issue 32) in a real browser: a Hunter owner saves the calculator's inputs as a
 * team preset with the interest rate locked; an analyst of the team starts a deal from it and
 * cannot change the rate (the field is locked naming the preset, the server refuses another
 * rate); the owner raises the preset to version 2; the analyst's saved deal keeps its numbers and
 * its page offers "Re-apply version 2" with the field-by-field diff.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, confirmAddressFromOutbox, expectToast, freePort, freshDataDir, investorWithDemoProperty, launchBrowser, newPage, removeDir, signInThroughForm, startApp, type RunningApp } from './harness';

const OWNER = { fullName: 'Hana Hunter', email: 'hana@example.com', password: 'hana-password-12' };
const ANALYST = { fullName: 'Abe Analyst', email: 'abe@example.com', password: 'abe-password-123' };
const ADDRESS = '866 Ninth Avenue, New York, NY 10011';

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let owner: Page;
let analyst: Page;
let ownerToken = '';
let analystToken = '';
let team = 0;

interface Preset {
  id: number;
  version: number;
  values: Record<string, unknown>;
  lockedFields: string[];
}
interface Deal {
  id: number;
  currentVersion: number;
  current: { sentInputs: Record<string, unknown>; outputs: Record<string, number>; preset: { id: number; version: number } | null };
}

/** An API call as `token` in the team organization. */
const inTeam = async <T,>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> => {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), Authorization: `Bearer ${token}`, 'X-Organization-Id': String(team) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: (await response.json()) as T };
};

beforeAll(async () => {
  dataDir = freshDataDir();
  app = await startApp(dataDir, await freePort());
  ({ token: ownerToken } = await investorWithDemoProperty(app.url, OWNER, ADDRESS, 'hunter'));
  ({ token: analystToken } = await investorWithDemoProperty(app.url, ANALYST, ADDRESS, 'hunter'));
  // an unconfirmed account cannot join a team
  await confirmAddressFromOutbox(app.url, dataDir, ANALYST.email);
  const organizations = await apiCall<Array<{ organizationId: number; role: string }>>(app.url, 'GET', '/api/organizations', undefined, ownerToken);
  team = organizations.find((membership) => membership.role === 'owner')!.organizationId;
  await apiCall(app.url, 'POST', `/api/organizations/${team}/invite`, { email: ANALYST.email, role: 'analyst' }, ownerToken);
  await apiCall(app.url, 'POST', `/api/organizations/${team}/invitations/accept`, undefined, analystToken);
  ({ browser, userDataDir } = await launchBrowser());
  ({ page: owner } = await newPage(browser, 1440, 900));
  await signInThroughForm(owner, app.url, OWNER, { toast: 'Login successful' });
  ({ page: analyst } = await newPage(browser, 1440, 900));
  await signInThroughForm(analyst, app.url, ANALYST, { toast: 'Login successful' });
  // the analyst works in the owner's team
  await analyst.evaluate((id) => window.localStorage.setItem('selectedOrganizationId', String(id)), team);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (userDataDir) removeDir(userDataDir);
  if (dataDir) removeDir(dataDir);
});

describe('a team preset with a locked interest rate', () => {
  let presetId = 0;
  let dealId = 0;

  test('the owner saves the calculator inputs as a team preset with the interest rate locked', async () => {
    await owner.goto(`${app.url}/calculator/buy-hold`);
    const rate = owner.getByRole('textbox', { name: 'Interest Rate' });
    await expect.poll(() => rate.isVisible()).toBe(true);
    await rate.fill('6.75');
    await rate.blur();
    await owner.getByRole('button', { name: 'Save inputs as preset' }).click();
    const form = owner.getByRole('form', { name: /New preset from the Buy & Hold calculator/ });
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByRole('textbox', { name: /Preset name/ }).fill('Team bank loan');
    await form.getByRole('combobox', { name: 'Who uses it' }).click();
    await owner.getByRole('option', { name: /Team/ }).click();
    await expect.poll(() => form.getByRole('note').textContent()).toMatch(/Not kept: Purchase Price, .*Gross Monthly Rent/);
    await form.getByRole('checkbox', { name: 'Interest Rate' }).check();
    await form.getByRole('button', { name: 'Save preset' }).click();
    await expectToast(owner, 'Preset saved');
    const presets = await inTeam<{ items: Preset[] }>(ownerToken, 'GET', '/api/presets');
    const preset = presets.data.items.find((item) => item.lockedFields.includes('interestRate'))!;
    expect(preset).toMatchObject({ version: 1, lockedFields: ['interestRate'] });
    expect(preset.values['interestRate']).toBe(6.75);
    // terms only: the calculator's price and rent are one property's figures, named as not kept
    expect(preset.values).not.toHaveProperty('purchasePrice');
    expect(preset.values).not.toHaveProperty('grossMonthlyRent');
    presetId = preset.id;
  });

  test('the analyst starts a deal from it: the rate is locked on screen, saved with the preset, and refused when changed', async () => {
    await analyst.goto(`${app.url}/calculator/buy-hold`);
    const picker = analyst.getByRole('combobox', { name: 'Assumption preset' });
    await expect.poll(() => picker.isVisible()).toBe(true);
    await picker.click();
    await analyst.getByRole('option', { name: /Team bank loan \(team, v1\)/ }).click();
    const rate = analyst.getByRole('textbox', { name: 'Interest Rate' });
    await expect.poll(() => rate.inputValue()).toMatch(/^6\.750?$/);
    await expect.poll(() => rate.isDisabled()).toBe(true);
    await expect.poll(() => analyst.getByText('locked by team preset Team bank loan v1').isVisible()).toBe(true);
    await analyst.getByRole('button', { name: 'Save deal' }).click();
    await expectToast(analyst, 'Deal saved');
    await expect.poll(() => new URL(analyst.url()).searchParams.get('dealId')).toMatch(/^\d+$/);
    dealId = Number(new URL(analyst.url()).searchParams.get('dealId'));
    const deal = await inTeam<Deal>(analystToken, 'GET', `/api/deals/${dealId}`);
    expect(deal.data.current.preset).toMatchObject({ id: presetId, version: 1 });
    expect(deal.data.current.sentInputs['interestRate']).toBe(6.75);
    // the server holds the lock too: another rate is refused naming the field
    const refused = await inTeam<{ fields: Record<string, string> }>(analystToken, 'PUT', `/api/deals/${dealId}`, {
      baseVersion: 1,
      inputs: { ...deal.data.current.sentInputs, interestRate: 5 },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.data.fields)).toContain('body.inputs.interestRate');
  });

  test('the owner raises the preset to version 2; the saved deal keeps its numbers and offers the re-apply diff', async () => {
    const before = await inTeam<Deal>(analystToken, 'GET', `/api/deals/${dealId}`);
    const current = await inTeam<Preset>(ownerToken, 'GET', `/api/presets/${presetId}`);
    const changed = await inTeam<Preset>(ownerToken, 'PUT', `/api/presets/${presetId}`, {
      baseVersion: 1,
      name: 'Team bank loan',
      values: { ...current.data.values, interestRate: 6.25 },
      lockedFields: ['interestRate'],
    });
    expect(changed.data.version).toBe(2);
    const after = await inTeam<Deal>(analystToken, 'GET', `/api/deals/${dealId}`);
    expect(after.data.current.outputs).toEqual(before.data.current.outputs);
    expect(after.data.current.sentInputs['interestRate']).toBe(6.75);

    await analyst.goto(`${app.url}/deals/${dealId}`);
    const offer = analyst.getByRole('region', { name: 'Re-apply version 2' });
    await expect.poll(() => offer.isVisible()).toBe(true);
    await expect.poll(() => offer.getByRole('rowheader', { name: /Interest Rate/ }).isVisible()).toBe(true);
    await offer.getByRole('button', { name: 'Re-apply version 2' }).click();
    await expectToast(analyst, 'Preset re-applied');
    const reapplied = await inTeam<Deal>(analystToken, 'GET', `/api/deals/${dealId}`);
    expect(reapplied.data.currentVersion).toBe(2);
    expect(reapplied.data.current.preset).toMatchObject({ id: presetId, version: 2 });
    expect(reapplied.data.current.sentInputs['interestRate']).toBe(6.25);
  });
});
