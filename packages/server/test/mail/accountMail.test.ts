import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, organizationInvitations } from '../../src/db/schema';
import { createMailer, type SentMail } from '../../src/mail/mailer';
import { invitationMail } from '../../src/mail/templates/invitation';
import { passwordResetMail } from '../../src/mail/templates/passwordReset';
import { startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '../harness';

/**
 * Mail and the accounts it serves: the outbox, password reset, email change with verification
 * and invitations by email for people without an account.
 */

const NEW_PASSWORD = 'lantern orchard velvet quay';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The subject of the mail every sign-up sends to confirm the address (see the email verification tests). */
const CONFIRM_ADDRESS_SUBJECT = 'Confirm your email address';

/**
 * Every message the memory outbox holds for `to`, after the background sends have finished,
 * leaving out the sign-up's confirmation mail (the harness's users count as confirmed).
 */
async function mailsTo(to: string): Promise<SentMail[]> {
  await server.app.mailer.idle();
  return server.app.mailer.sent.filter((mail) => mail.to === to && mail.subject !== CONFIRM_ADDRESS_SUBJECT);
}

/** The token of the last link to `page` mailed to `to`. */
async function lastToken(to: string, page: string): Promise<string> {
  const mails = await mailsTo(to);
  const last = mails[mails.length - 1];
  if (!last) throw new Error(`no mail to ${to}`);
  const match = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(last.text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${last.text}`);
  return match[1];
}

describe('mailer', () => {
  it('writes each message as a parseable .eml file to <data dir>/outbox and logs the path', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rei-outbox-'));
    const lines: string[] = [];
    try {
      const mailer = createMailer(
        { dataDir, smtpUrl: undefined, mailFrom: 'REI <no-reply@rei.test>' },
        { info: (_o, message) => lines.push(message), error: (_o, message) => lines.push(message) },
      );
      expect(mailer.kind).toBe('outbox');
      await mailer.send(passwordResetMail({ to: 'pat@example.test', fullName: 'Pat <script>', link: 'http://app.test/reset-password?token=abc_DEF-123', validMinutes: 60 }));
      const files = readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const file = path.join(dataDir, 'outbox', files[0]!);
      const raw = readFileSync(file, 'utf8');
      // Headers, then a multipart body with a plain-text and an HTML part.
      const [head = '', ...rest] = raw.split('\n\n');
      expect(head).toMatch(/^From: REI <no-reply@rei\.test>$/m);
      expect(head).toMatch(/^To: pat@example\.test$/m);
      expect(head).toMatch(/^Subject: Reset your REI password$/m);
      const boundary = /boundary="?([^";\n]+)"?/.exec(head)?.[1];
      expect(boundary).toBeTruthy();
      const body = rest.join('\n\n');
      expect(body).toContain('Content-Type: text/plain');
      expect(body).toContain('Content-Type: text/html');
      expect(body.split(`--${boundary}`).length).toBeGreaterThanOrEqual(3);
      expect(lines.some((line) => line.includes(file))).toBe(true);
      // The plain-text part, decoded from quoted-printable, carries the whole link.
      const textPart = body.split(`--${boundary}`).find((part) => part.includes('Content-Type: text/plain')) ?? '';
      const decoded = Buffer.from(
        textPart
          .slice(textPart.indexOf('\n\n') + 2)
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
      expect(decoded).toContain('http://app.test/reset-password?token=abc_DEF-123');
      expect(decoded).toContain('Hello Pat <script>');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('escapes what people typed in the HTML part and keeps it as typed in the text part', () => {
    const mail = invitationMail({
      to: 'new@example.test',
      organizationName: '<img src=x onerror=alert(1)> & Co',
      inviterName: 'Eve "the" <b>',
      role: 'analyst',
      link: 'http://app.test/invitation?token=t0k3n_-x',
      expiresAt: new Date('2026-12-01T00:00:00Z'),
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(mail.text).toContain('<img src=x onerror=alert(1)> & Co');
    expect(mail.html).toContain('href="http://app.test/invitation?token=t0k3n_-x"');
  });
});

describe('password reset', () => {
  it('answers the same for an unknown email and sends no mail', async () => {
    const user = await server.registerAndLogin('reset-same');
    const known = await server.request({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    const unknown = await server.request({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: 'nobody-here@example.test' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('nobody-here@example.test')).toHaveLength(0);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('runs the life cycle: mail → check → new password → every other session revoked → signed in; the link works once', async () => {
    const user = await server.registerAndLogin('reset-cycle');
    const otherSession = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(otherSession.statusCode).toBe(200);
    await server.request({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email.toUpperCase() } });
    const token = await lastToken(user.email, '/reset-password');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    // Stored hashed: the raw token is nowhere in the table.
    const rows = await server.db.select().from(accountTokens).where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'password_reset')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(rows[0]!.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const check = await server.request({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.data.email).toBe(user.email);

    const weak = await server.request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: '1234567890' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.data.fields['body.password']).toMatch(/sequence/);

    const confirmed = await server.request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: NEW_PASSWORD } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.data.email).toBe(user.email);
    expect(String(confirmed.headers['set-cookie'])).toContain('rei_session=');

    // The new session works, both old ones do not.
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: confirmed.data.token })).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: user.token })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: otherSession.data.token })).statusCode).toBe(401);

    // Old password refused, new one accepted.
    expect((await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } })).statusCode).toBe(401);
    expect((await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: NEW_PASSWORD } })).statusCode).toBe(200);

    // Single use.
    const again = await server.request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'another fine long passphrase' } });
    expect(again.statusCode).toBe(410);
    expect(again.data.code).toBe('LINK_USED');
    const recheck = await server.request({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
    expect(recheck.statusCode).toBe(410);
  });

  it('refuses an expired link with a clear message, and a newer request replaces the older link', async () => {
    const user = await server.registerAndLogin('reset-expiry');
    await server.request({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    const first = await lastToken(user.email, '/reset-password');
    await server.request({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    const second = await lastToken(user.email, '/reset-password');
    expect(second).not.toBe(first);
    const replaced = await server.request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: first, password: NEW_PASSWORD } });
    expect(replaced.statusCode).toBe(410);

    await server.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.userId, user.id));
    const expired = await server.request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: second, password: NEW_PASSWORD } });
    expect(expired.statusCode).toBe(410);
    expect(expired.data.code).toBe('LINK_EXPIRED');
    expect(expired.data.message).toMatch(/expired.*Ask for a new one/);
    // The password did not change.
    expect((await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } })).statusCode).toBe(200);
  });

  it('answers 400 naming the token for a link REI never made, and never 5xx on hostile tokens', async () => {
    for (const token of ['A'.repeat(43), 'short', '../../etc/passwd', 'x'.repeat(5000), 42, null]) {
      const response = await server.request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: NEW_PASSWORD } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.data.fields)).toContain('body.token');
    }
  });

  it('is throttled per email and per address with shared counters', async () => {
    const throttled = await startTestServer({ config: { passwordResetsPerEmailPerHour: 2, passwordResetsPerAddressPerHour: 4 } });
    try {
      const ask = (email: string) => throttled.request({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
      expect((await ask('a@example.test')).statusCode).toBe(200);
      expect((await ask('a@example.test')).statusCode).toBe(200);
      const third = await ask('a@example.test');
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      // Another email from the same address still passes until the address limit.
      expect((await ask('b@example.test')).statusCode).toBe(200);
      const fifth = await ask('c@example.test');
      expect(fifth.statusCode).toBe(429);
      expect(fifth.data.message).toMatch(/network/);
    } finally {
      await throttled.close();
    }
  });
});

describe('email change with verification', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await server.registerAndLogin('email-change');
  });

  it('needs the current password and refuses an address another account uses', async () => {
    const other = await server.registerAndLogin('email-taken');
    const wrong = await server.request({ method: 'POST', url: '/api/auth/email-change', token: user.token, payload: { newEmail: 'x-new@example.test', currentPassword: 'not it at all' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.fields['body.currentPassword']).toBeDefined();
    const taken = await server.request({ method: 'POST', url: '/api/auth/email-change', token: user.token, payload: { newEmail: other.email, currentPassword: TEST_PASSWORD } });
    expect(taken.statusCode).toBe(400);
    expect(taken.data.fields['body.newEmail']).toMatch(/already exists/);
    const invalid = await server.request({ method: 'POST', url: '/api/auth/email-change', token: user.token, payload: { newEmail: 'not-an-email', currentPassword: TEST_PASSWORD } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.data.fields['body.newEmail']).toBeDefined();
  });

  it('mails a link to the new address; the email changes only when it is followed, and the old address is told', async () => {
    const newEmail = `moved-${Date.now()}@example.test`;
    const asked = await server.request({ method: 'POST', url: '/api/auth/email-change', token: user.token, payload: { newEmail: newEmail.toUpperCase(), currentPassword: TEST_PASSWORD } });
    expect(asked.statusCode).toBe(202);
    expect(asked.data.pendingEmail).toBe(newEmail);

    // Not yet changed.
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: user.token })).data.email).toBe(user.email);
    const status = await server.request({ method: 'GET', url: '/api/auth/email-change', token: user.token });
    expect(status.data.pendingEmail).toBe(newEmail);
    expect(await mailsTo(user.email)).toHaveLength(0);

    const token = await lastToken(newEmail, '/verify-email');
    const confirmed = await server.request({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.data.email).toBe(newEmail);
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: user.token })).data.email).toBe(newEmail);
    expect((await server.request({ method: 'GET', url: '/api/auth/email-change', token: user.token })).data.pendingEmail).toBeNull();

    const notice = await mailsTo(user.email);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain(newEmail);

    // Single use; signing in works with the new address only.
    const again = await server.request({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token } });
    expect(again.statusCode).toBe(410);
    expect((await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: newEmail, password: TEST_PASSWORD } })).statusCode).toBe(200);
    expect((await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } })).statusCode).toBe(401);
  });

  it('a withdrawn or expired change does not apply', async () => {
    const someone = await server.registerAndLogin('email-cancel');
    const target = `cancelled-${Date.now()}@example.test`;
    await server.request({ method: 'POST', url: '/api/auth/email-change', token: someone.token, payload: { newEmail: target, currentPassword: TEST_PASSWORD } });
    const token = await lastToken(target, '/verify-email');
    expect((await server.request({ method: 'DELETE', url: '/api/auth/email-change', token: someone.token })).statusCode).toBe(200);
    expect((await server.request({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token } })).statusCode).toBe(410);

    const later = `expired-${Date.now()}@example.test`;
    await server.request({ method: 'POST', url: '/api/auth/email-change', token: someone.token, payload: { newEmail: later, currentPassword: TEST_PASSWORD } });
    const expiring = await lastToken(later, '/verify-email');
    await server.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.newEmail, later));
    const expired = await server.request({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token: expiring } });
    expect(expired.statusCode).toBe(410);
    expect(expired.data.code).toBe('LINK_EXPIRED');
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: someone.token })).data.email).toBe(someone.email);
  });
});

describe('invitations by email', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await server.registerAndLogin('inviting-owner');
  });

  it('invites a person without an account, who registers from the link and lands in the organization with the role', async () => {
    const email = `newcomer-${Date.now()}@example.test`;
    const invited = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations`, token: owner.token, payload: { email, role: 'admin' } });
    expect(invited.statusCode).toBe(201);
    expect(invited.data.delivery).toBe('new_account');
    expect(invited.data.invitation.status).toBe('pending');
    const listed = await server.request({ method: 'GET', url: `/api/organizations/${owner.organizationId}/invitations`, token: owner.token });
    expect(listed.data.map((i: { email: string }) => i.email)).toContain(email);

    const token = await lastToken(email, '/invitation');
    const [stored] = await server.db.select().from(organizationInvitations).where(eq(organizationInvitations.email, email));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(stored!.expiresAt).getTime() - Date.now()).toBeGreaterThan(6 * 24 * 60 * 60_000);

    const lookup = await server.request({ method: 'POST', url: '/api/invitations/lookup', payload: { token } });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.data).toMatchObject({ email, role: 'admin', status: 'valid', organizationName: expect.any(String) });

    const registered = await server.request({ method: 'POST', url: '/api/invitations/register', payload: { token, fullName: 'New Comer', password: NEW_PASSWORD } });
    expect(registered.statusCode).toBe(201);
    expect(registered.data.email).toBe(email);
    expect(registered.data.organizationId).toBe(owner.organizationId);
    const memberships = await server.request({ method: 'GET', url: '/api/organizations', token: registered.data.token });
    const joined = (memberships.data as { organizationId: number; role: string; acceptedAt: string | null }[]).find((m) => m.organizationId === owner.organizationId);
    expect(joined).toMatchObject({ role: 'admin' });
    expect(joined!.acceptedAt).not.toBeNull();
    const members = await server.request({ method: 'GET', url: `/api/organizations/${owner.organizationId}/members`, token: owner.token });
    expect(members.data.some((m: { user: { email: string } }) => m.user.email === email)).toBe(true);

    // Used once; no longer listed as open.
    const again = await server.request({ method: 'POST', url: '/api/invitations/register', payload: { token, fullName: 'Someone Else', password: NEW_PASSWORD } });
    expect(again.statusCode).toBe(410);
    expect(again.data.code).toBe('LINK_USED');
    expect((await server.request({ method: 'POST', url: '/api/invitations/lookup', payload: { token } })).data.status).toBe('used');
    const after = await server.request({ method: 'GET', url: `/api/organizations/${owner.organizationId}/invitations`, token: owner.token });
    expect(after.data.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('keeps inviting existing accounts as pending memberships, and tells them by mail', async () => {
    const existing = await server.registerAndLogin('invited-existing');
    const invited = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations`, token: owner.token, payload: { email: existing.email } });
    expect(invited.statusCode).toBe(201);
    expect(invited.data.delivery).toBe('existing_account');
    const pending = await server.request({ method: 'GET', url: '/api/organizations', token: existing.token });
    expect(pending.data.some((m: { organizationId: number; acceptedAt: string | null }) => m.organizationId === owner.organizationId && m.acceptedAt === null)).toBe(true);
    expect(await mailsTo(existing.email)).toHaveLength(1);
  });

  it('a revoked invitation cannot be used and leaves the list', async () => {
    const email = `revoked-${Date.now()}@example.test`;
    const invited = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations`, token: owner.token, payload: { email } });
    const token = await lastToken(email, '/invitation');
    const revoked = await server.request({ method: 'DELETE', url: `/api/organizations/${owner.organizationId}/invitations/${invited.data.invitation.id}`, token: owner.token });
    expect(revoked.statusCode).toBe(200);
    expect((await server.request({ method: 'POST', url: '/api/invitations/lookup', payload: { token } })).data.status).toBe('revoked');
    const register = await server.request({ method: 'POST', url: '/api/invitations/register', payload: { token, fullName: 'Too Late', password: NEW_PASSWORD } });
    expect(register.statusCode).toBe(410);
    expect(register.data.message).toMatch(/withdrawn/);
    const listed = await server.request({ method: 'GET', url: `/api/organizations/${owner.organizationId}/invitations`, token: owner.token });
    expect(listed.data.map((i: { email: string }) => i.email)).not.toContain(email);
    // Another team cannot revoke T's invitation by id.
    const outsider = await server.registerAndLogin('invitation-outsider');
    const foreign = await server.request({ method: 'DELETE', url: `/api/organizations/${outsider.organizationId}/invitations/${invited.data.invitation.id}`, token: outsider.token });
    expect(foreign.statusCode).toBe(404);
  });

  it('an expired invitation is listed as expired and refused with a clear message', async () => {
    const email = `expired-invite-${Date.now()}@example.test`;
    await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations`, token: owner.token, payload: { email } });
    const token = await lastToken(email, '/invitation');
    await server.db.update(organizationInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(organizationInvitations.email, email));
    const listed = await server.request({ method: 'GET', url: `/api/organizations/${owner.organizationId}/invitations`, token: owner.token });
    expect(listed.data.find((i: { email: string }) => i.email === email)?.status).toBe('expired');
    expect((await server.request({ method: 'POST', url: '/api/invitations/lookup', payload: { token } })).data.status).toBe('expired');
    const register = await server.request({ method: 'POST', url: '/api/invitations/register', payload: { token, fullName: 'Late Comer', password: NEW_PASSWORD } });
    expect(register.statusCode).toBe(410);
    expect(register.data.code).toBe('LINK_EXPIRED');
    expect(register.data.message).toMatch(/expired/);
  });

  it('only owners and admins invite; an analyst gets 403', async () => {
    const analyst = await server.registerAndLogin('invite-analyst');
    await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations`, token: owner.token, payload: { email: analyst.email } });
    const accepted = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations/accept`, token: analyst.token });
    expect(accepted.statusCode).toBe(200);
    const refused = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations`, token: analyst.token, payload: { email: 'x@example.test' } });
    expect(refused.statusCode).toBe(403);
  });
});
