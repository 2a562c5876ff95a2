/**
 * Accounts that recover, in a real browser on a fresh data folder (issue 15): register →
 * "Forgot password?" → the reset mail read from <REI_DATA_DIR>/outbox → new password → sign in;
 * change the email through the link mailed to the new address; invite someone without an
 * account by email, who registers from the link and lands in the organization with the role.
 * No SMTP server is configured, so every message is an .eml file in the outbox folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { shot, apiCall, expectToast, freePort, freshDataDir, launchBrowser, newPage, removeDir, signInThroughForm, startApp, type RunningApp } from './harness';

const ALICE = { fullName: 'Alice Recover', email: 'alice.recover@example.com', password: 'first harbor lantern' };
const NEW_PASSWORD = 'second quiet orchard';
const NEW_EMAIL = 'alice.new@example.com';
const CAROL = { fullName: 'Carol Newcomer', email: 'carol.newcomer@example.com', password: 'carol velvet meadow' };

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let alice: { context: BrowserContext; page: Page };
let oldApiToken = '';


/** A form control by its visible label (a required field's label ends with a '*'). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?\\s*$`));
}

/** Decodes a quoted-printable body (soft line breaks and =XX bytes, UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface OutboxMail {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Every .eml in the outbox, parsed: headers, and the plain-text and HTML parts decoded. */
function readOutbox(): OutboxMail[] {
  const folder = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((name) => {
    const raw = readFileSync(path.join(folder, name), 'utf8');
    const headerEnd = raw.indexOf('\n\n');
    const head = raw.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ');
    const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
    const boundary = /boundary="?([^";]+)"?/.exec(head)?.[1] ?? '';
    const parts = raw.slice(headerEnd).split(`--${boundary}`);
    const part = (type: string) => {
      const found = parts.find((p) => p.includes(`Content-Type: ${type}`)) ?? '';
      const body = found.slice(found.indexOf('\n\n') + 2);
      return /Content-Transfer-Encoding: quoted-printable/i.test(found) ? decodeQuotedPrintable(body) : body;
    };
    return { file: name, to: header('To'), subject: header('Subject'), text: part('text/plain'), html: part('text/html') };
  });
}

/** Waits for the newest mail to `to` whose text has a link to `page`, and answers that link. */
async function linkFromOutbox(to: string, page: string, after = 0): Promise<{ link: string; mail: OutboxMail }> {
  let found: { link: string; mail: OutboxMail } | undefined;
  await expect
    .poll(
      () => {
        const mails = readOutbox().filter((mail) => mail.to === to).slice(after);
        const mail = mails[mails.length - 1];
        const link = mail ? new RegExp(`https?://\\S+${page}\\?token=[A-Za-z0-9_-]+`).exec(mail.text)?.[0] : undefined;
        if (mail && link) found = { link, mail };
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

beforeAll(async () => {
  dataDir = freshDataDir();
  app = await startApp(dataDir, await freePort());
  ({ browser, userDataDir } = await launchBrowser());
  alice = await newPage(browser, 1440, 900);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (userDataDir) removeDir(userDataDir);
  if (dataDir) removeDir(dataDir);
});

describe('a person who forgot their password', () => {
  test('registers, and finishes onboarding', async () => {
    const { page } = alice;
    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await field(page, 'Full Name').fill(ALICE.fullName);
    await field(page, 'Email').fill(ALICE.email);
    await field(page, 'Password').fill(ALICE.password);
    await field(page, 'Confirm Password').fill(ALICE.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Registration successful');
    // Onboarding is another journey's subject: done through the API, with a session that the reset must end.
    const login = await apiCall<{ id: number; token: string }>(app.url, 'POST', '/api/auth/login', { email: ALICE.email, password: ALICE.password });
    oldApiToken = login.token;
    await apiCall(app.url, 'PUT', `/api/onboarding/${login.id}`, { experienceLevel: 'beginner', investmentGoal: 'cashflow', marketPreference: 'city', city: 'Brooklyn', budget: 500000, currentStep: 4, completed: true }, login.token);
    expect(login.token.length).toBeGreaterThan(20);
  });

  test('asks for a reset link from the sign-in page and is told to check the inbox', async () => {
    const { page } = alice;
    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${app.url}/forgot-password`);
    await expect.poll(() => page.getByRole('heading', { name: 'Forgot your password?' }).isVisible()).toBe(true);
    await shot(page, 'forgot-password');
    await field(page, 'Email').fill(ALICE.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/If an account uses this address/).isVisible()).toBe(true);
    await shot(page, 'reset-request-sent');
  });

  test('an unknown address gets the same answer and no mail', async () => {
    const answer = await apiCall<{ message: string }>(app.url, 'POST', '/api/auth/password-reset/request', { email: 'nobody@example.com' });
    expect(answer.message).toMatch(/If an account uses this address/);
    // The very words the page showed for Alice's (existing) address.
    await expect.poll(() => alice.page.getByText(answer.message).isVisible()).toBe(true);
    expect(readOutbox().filter((mail) => mail.to === 'nobody@example.com')).toHaveLength(0);
  });

  test('follows the link from the outbox, sets a new password and is signed in; the old session ends', async () => {
    const { page } = alice;
    const { link, mail } = await linkFromOutbox(ALICE.email, '/reset-password');
    expect(mail.subject).toBe('Reset your REI password');
    expect(mail.html).toContain('Choose a new password');
    expect(app.output()).not.toContain(link.split('token=')[1]!);
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a new password' }).isVisible()).toBe(true);
    // The token leaves the address bar once read.
    expect(page.url()).toBe(`${app.url}/reset-password`);
    await field(page, 'New password').fill(NEW_PASSWORD);
    await field(page, 'Confirm new password').fill(NEW_PASSWORD);
    await shot(page, 'set-new-password');
    await page.getByRole('button', { name: 'Set new password and sign in' }).click();
    await page.waitForURL(`${app.url}/dashboard`);
    await expectToast(page, 'Password changed');
    const me = await fetch(`${app.url}/api/auth/me`, { headers: { Authorization: `Bearer ${oldApiToken}` } });
    expect(me.status).toBe(401);
    await shot(page, 'signed-in-after-reset');
  });

  test('the used link now says so and offers a new one', async () => {
    const { context } = alice;
    const { link } = await linkFromOutbox(ALICE.email, '/reset-password');
    const page = await context.newPage();
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'This link was already used' }).isVisible()).toBe(true);
    await shot(page, 'reset-link-used');
    await page.getByRole('button', { name: 'Ask for a new link' }).click();
    await page.waitForURL(/\/forgot-password/);
    await page.close();
  });

  test('signs out and signs in with the new password', async () => {
    const { page } = alice;
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${app.url}/login`);
    await field(page, 'Email').fill(ALICE.email);
    await field(page, 'Password').fill(ALICE.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByText('Invalid credentials. Please try again.').isVisible()).toBe(true);
    await field(page, 'Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${app.url}/dashboard`);
    // Signed in means greeted: the next step opens another address only once the dashboard is up.
    await expect.poll(() => page.getByRole('heading', { name: /Welcome back, Alice/ }).isVisible()).toBe(true);
  });
});

describe('changing the email', () => {
  test('Settings sends a link to the new address; nothing changes until it is followed', async () => {
    const { page } = alice;
    await page.goto(`${app.url}/settings`);
    const form = page.getByRole('form', { name: 'Email' });
    await expect.poll(() => form.isVisible()).toBe(true);
    await field(page, 'New email').fill(NEW_EMAIL);
    await form.getByLabel(/^\s*Current password/).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Send verification link' }).click();
    await expect.poll(() => page.getByText(/Waiting for you to confirm alice\.new@example\.com/).isVisible()).toBe(true);
    await shot(page, 'email-change-pending');
    await page.reload();
    await expect.poll(() => page.getByText(/Waiting for you to confirm alice\.new@example\.com/).isVisible()).toBe(true);
    const me = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? '{}') as { email?: string });
    expect(me.email).toBe(ALICE.email);
  });

  test('following the link changes the email, and the old address is told', async () => {
    const { page } = alice;
    const { link, mail } = await linkFromOutbox(NEW_EMAIL, '/verify-email');
    expect(mail.subject).toBe('Confirm your new email address');
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'Email changed' }).isVisible()).toBe(true);
    await shot(page, 'email-change-verified');
    await expect.poll(() => readOutbox().some((m) => m.to === ALICE.email && m.subject === 'The email of your REI account was changed')).toBe(true);
    await page.getByRole('button', { name: 'Open Settings' }).click();
    await page.waitForURL(`${app.url}/settings`);
    await expect.poll(() => page.getByRole('form', { name: 'Email' }).getByLabel(/Current email/).inputValue()).toBe(NEW_EMAIL);
    // The next sign-in uses the new address.
    const login = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: NEW_EMAIL, password: NEW_PASSWORD }) });
    expect(login.status).toBe(200);
  });
});

describe('an invitation by email for someone without an account', () => {
  test('the owner invites an email with a role and sees it pending', async () => {
    const { page } = alice;
    await page.goto(`${app.url}/organization`);
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^\s*Email/).fill(CAROL.email);
    await dialog.getByRole('radio', { name: 'Admin' }).check();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Invitation sent');
    const panel = page.getByRole('region', { name: 'Invitations sent by email' });
    await expect.poll(() => panel.getByText(CAROL.email).isVisible()).toBe(true);
    await shot(page, 'invitation-pending');
  });

  test('the invited person registers from the link (email fixed) and lands in the organization as admin', async () => {
    const { link, mail } = await linkFromOutbox(CAROL.email, '/invitation');
    expect(mail.subject).toMatch(/^Join .+ on REI$/);
    const carol = await newPage(browser, 390, 844);
    const { page } = carol;
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: /^Join / }).isVisible()).toBe(true);
    await expect.poll(() => field(page, 'Email').inputValue()).toBe(CAROL.email);
    expect(await field(page, 'Email').getAttribute('readonly')).not.toBeNull();
    await shot(page, 'invitation-accept-390');
    await field(page, 'Full Name').fill(CAROL.fullName);
    await field(page, 'Password').fill(CAROL.password);
    await field(page, 'Confirm Password').fill(CAROL.password);
    await page.getByRole('button', { name: 'Create account and join' }).click();
    await expectToast(page, 'Welcome to REI');
    await page.waitForURL(/\/(onboarding|organization)$/);
    // A new account still has onboarding to do; it is finished through the API to reach the team page.
    const session = await page.evaluate(() => ({ token: window.localStorage.getItem('authToken') ?? '', user: JSON.parse(window.localStorage.getItem('user') ?? '{}') as { id: number } }));
    await apiCall(app.url, 'PUT', `/api/onboarding/${session.user.id}`, { experienceLevel: 'beginner', investmentGoal: 'cashflow', marketPreference: 'city', city: 'Queens', budget: 400000, currentStep: 4, completed: true }, session.token);
    const memberships = await apiCall<{ organizationId: number; organizationName: string; role: string; acceptedAt: string | null }[]>(app.url, 'GET', '/api/organizations', undefined, session.token);
    const joined = memberships.find((m) => m.role === 'admin');
    expect(joined?.acceptedAt).not.toBeNull();
    expect(mail.subject).toBe(`Join ${joined!.organizationName} on REI`);
    await page.goto(`${app.url}/organization`);
    // Team Management opens in the organization joined, with the invited role.
    await expect.poll(async () => (await page.locator('main').innerText()).includes(joined!.organizationName)).toBe(true);
    await expect.poll(async () => /Your role:\s*Admin/.test(await page.locator('main').innerText())).toBe(true);
    await expect.poll(async () => (await page.locator('main').innerText()).includes(NEW_EMAIL)).toBe(true);
    await shot(page, 'invitee-in-organization-390');
    await carol.context.close();
  });

  test('the invitation left the pending list; the used link says so', async () => {
    const { page } = alice;
    await page.goto(`${app.url}/organization`);
    const panel = page.getByRole('region', { name: 'Invitations sent by email' });
    await expect.poll(() => panel.getByText('No open invitations.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(CAROL.email).first().isVisible()).toBe(true);
    await shot(page, 'organization-after-join');
    const { link } = await linkFromOutbox(CAROL.email, '/invitation');
    const visitor = await newPage(browser);
    await visitor.page.goto(link);
    await expect.poll(() => visitor.page.getByRole('heading', { name: 'This invitation was already used' }).isVisible()).toBe(true);
    await visitor.context.close();
  });
});

describe('two tabs of one browser', () => {
  test('signing out in one tab signs the other out at once, and signing in again brings it back', async () => {
    const first = alice.page;
    await first.goto(`${app.url}/organization`);
    const second = await alice.context.newPage();
    second.setDefaultTimeout(20_000);
    try {
      await second.goto(`${app.url}/dashboard`);
      await expect.poll(() => second.getByRole('heading', { name: /Welcome back, Alice/ }).isVisible()).toBe(true);

      await first.getByRole('button', { name: 'Logout' }).first().click();
      await first.waitForURL(`${app.url}/login`);
      // No reload: the second tab hears the other tab's sign-out and shows the sign-in page, saying why.
      await second.waitForURL(`${app.url}/login`);
      expect(await expectToast(second, 'Logged out')).toContain('You signed out in another tab.');
      await expect.poll(() => second.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);

      await signInThroughForm(first, app.url, { email: NEW_EMAIL, password: NEW_PASSWORD });
      await second.waitForURL(`${app.url}/dashboard`);
      await expect.poll(() => second.getByRole('heading', { name: /Welcome back, Alice/ }).isVisible()).toBe(true);
    } finally {
      await second.close();
    }
  });
});
