import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestLinkToken } from '../outbox';
import { startTestServer, type TestServer, type TestUser } from '../harness';

/**
 * Account links die together (issue 25, part 1): a new password (changed or reset) retires every
 * outstanding email-change, password-reset and verification link of the account, and a
 * confirmed email change retires the links mailed to the old address. Each test plays the
 * attack through HTTP: the link is asked for first, the account then changes, the link is
 * followed last and must be refused (410) without changing anything.
 */

const VICTIM_NEW_PASSWORD = 'lantern orchard velvet quay';
const ATTACKER_PASSWORD = 'copper meadow riddle ankle';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function post(url: string, payload?: object, token?: string) {
  return server.request({ method: 'POST', url, payload, token });
}

/** An attacker who knows the victim's password signs in and asks to move the account to their own mailbox; answers the mailed token. */
async function attackerAsksEmailChange(victim: TestUser): Promise<{ attackerMailbox: string; token: string; attackerSession: string }> {
  const attackerSession = (await post('/api/auth/login', { email: victim.email, password: victim.password })).data.token as string;
  const attackerMailbox = `attacker-${victim.id}-${Date.now()}@evil.test`;
  const asked = await post('/api/auth/email-change', { newEmail: attackerMailbox, currentPassword: victim.password }, attackerSession);
  expect(asked.statusCode).toBe(202);
  return { attackerMailbox, token: await newestLinkToken(server, attackerMailbox, '/verify-email'), attackerSession };
}

/** Asks for a password reset of `email` and answers the mailed token. */
async function resetLinkFor(email: string): Promise<string> {
  expect((await post('/api/auth/password-reset/request', { email })).statusCode).toBe(200);
  return newestLinkToken(server, email, '/reset-password');
}

async function emailOf(user: TestUser): Promise<string> {
  const me = await server.request({ method: 'GET', url: '/api/auth/me', token: user.token });
  return me.data.email as string;
}

/** Both routes that take an email-change link refuse it as used, and the account still signs in at its own address. */
async function expectEmailChangeRefused(token: string, victimEmail: string, victimPassword: string) {
  const confirmed = await post('/api/auth/email-change/confirm', { token });
  expect(confirmed.statusCode).toBe(410);
  expect(confirmed.data.code).toBe('LINK_USED');
  const viaPage = await post('/api/auth/verify-email', { token });
  expect(viaPage.statusCode).toBe(410);
  const login = await post('/api/auth/login', { email: victimEmail, password: victimPassword });
  expect(login.statusCode).toBe(200);
  expect(login.data.email).toBe(victimEmail);
}

describe('a password reset retires the other links of the account', () => {
  it('takeover after recovery: the email change an attacker asked for dies when the victim resets the password', async () => {
    const victim = await server.registerAndLogin('reset-victim');
    const attack = await attackerAsksEmailChange(victim);

    const reset = await post('/api/auth/password-reset/confirm', { token: await resetLinkFor(victim.email), password: VICTIM_NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);

    await expectEmailChangeRefused(attack.token, victim.email, VICTIM_NEW_PASSWORD);
    // Nor can the attacker reset the password at their address: the account never moved there.
    await post('/api/auth/password-reset/request', { email: attack.attackerMailbox });
    await expect(newestLinkToken(server, attack.attackerMailbox, '/reset-password')).rejects.toThrow(/no mail/);
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: attack.attackerSession })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/auth/email-change', token: reset.data.token })).data.pendingEmail).toBeNull();
  });

  it('an earlier reset link stops working once the password was reset with another one', async () => {
    const victim = await server.registerAndLogin('reset-twice');
    const first = await resetLinkFor(victim.email);
    const second = await resetLinkFor(victim.email);
    expect(second).not.toBe(first);

    expect((await post('/api/auth/password-reset/confirm', { token: second, password: VICTIM_NEW_PASSWORD })).statusCode).toBe(200);
    const late = await post('/api/auth/password-reset/confirm', { token: first, password: ATTACKER_PASSWORD });
    expect(late.statusCode).toBe(410);
    expect((await post('/api/auth/password-reset/check', { token: first })).statusCode).toBe(410);
    expect((await post('/api/auth/login', { email: victim.email, password: ATTACKER_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: victim.email, password: VICTIM_NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a verification link of the account dies with the reset (and the reset itself confirms the address)', async () => {
    const fresh = await server.registerAndLogin('reset-unverified', { verified: false });
    const verification = await newestLinkToken(server, fresh.email, '/verify-email');
    const reset = await post('/api/auth/password-reset/confirm', { token: await resetLinkFor(fresh.email), password: VICTIM_NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    // The reset mail reached the address, so the address counts as confirmed from here on.
    expect(reset.data.emailVerified).toBe(true);
    const late = await post('/api/auth/verify-email', { token: verification });
    expect(late.statusCode).toBe(410);
    expect(late.data.code).toBe('LINK_USED');
  });
});

describe('a password change retires the links of the account', () => {
  it('the email change an attacker asked for dies when the victim changes the password', async () => {
    const victim = await server.registerAndLogin('change-victim');
    const attack = await attackerAsksEmailChange(victim);

    const changed = await post('/api/auth/password', { currentPassword: victim.password, newPassword: VICTIM_NEW_PASSWORD }, victim.token);
    expect(changed.statusCode).toBe(200);

    await expectEmailChangeRefused(attack.token, victim.email, VICTIM_NEW_PASSWORD);
    expect(await emailOf(victim)).toBe(victim.email);
  });

  it('a reset link mailed before the change stops working', async () => {
    const victim = await server.registerAndLogin('change-reset');
    const reset = await resetLinkFor(victim.email);
    expect((await post('/api/auth/password', { currentPassword: victim.password, newPassword: VICTIM_NEW_PASSWORD }, victim.token)).statusCode).toBe(200);

    expect((await post('/api/auth/password-reset/check', { token: reset })).statusCode).toBe(410);
    const late = await post('/api/auth/password-reset/confirm', { token: reset, password: ATTACKER_PASSWORD });
    expect(late.statusCode).toBe(410);
    expect(late.data.code).toBe('LINK_USED');
    expect((await post('/api/auth/login', { email: victim.email, password: VICTIM_NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: victim.email, password: ATTACKER_PASSWORD })).statusCode).toBe(401);
  });

  it('a verification link mailed before the change stops working; a new one can be asked for', async () => {
    const fresh = await server.registerAndLogin('change-unverified', { verified: false });
    const verification = await newestLinkToken(server, fresh.email, '/verify-email');
    expect((await post('/api/auth/password', { currentPassword: fresh.password, newPassword: VICTIM_NEW_PASSWORD }, fresh.token)).statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token: verification })).statusCode).toBe(410);
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: fresh.token })).data.emailVerified).toBe(false);

    expect((await post('/api/auth/verify-email/resend', undefined, fresh.token)).statusCode).toBe(200);
    const renewed = await newestLinkToken(server, fresh.email, '/verify-email');
    expect((await post('/api/auth/verify-email', { token: renewed })).statusCode).toBe(200);
  });
});

describe('a confirmed email change retires the links mailed to the old address', () => {
  it('a reset link sent to the old address stops working after the change', async () => {
    const user = await server.registerAndLogin('moving-reset');
    const oldAddressReset = await resetLinkFor(user.email);
    const newEmail = `moved-reset-${user.id}@example.test`;
    await post('/api/auth/email-change', { newEmail, currentPassword: user.password }, user.token);
    expect((await post('/api/auth/email-change/confirm', { token: await newestLinkToken(server, newEmail, '/verify-email') })).statusCode).toBe(200);

    expect((await post('/api/auth/password-reset/check', { token: oldAddressReset })).statusCode).toBe(410);
    const late = await post('/api/auth/password-reset/confirm', { token: oldAddressReset, password: ATTACKER_PASSWORD });
    expect(late.statusCode).toBe(410);
    // The password is the one it was, at the new address.
    expect((await post('/api/auth/login', { email: newEmail, password: user.password })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: newEmail, password: ATTACKER_PASSWORD })).statusCode).toBe(401);
  });

  it('a verification link sent to the old address stops working; the change confirms the new address', async () => {
    const fresh = await server.registerAndLogin('moving-unverified', { verified: false });
    const oldVerification = await newestLinkToken(server, fresh.email, '/verify-email');
    const newEmail = `moved-verify-${fresh.id}@example.test`;
    await post('/api/auth/email-change', { newEmail, currentPassword: fresh.password }, fresh.token);
    const change = await post('/api/auth/verify-email', { token: await newestLinkToken(server, newEmail, '/verify-email') });
    expect(change.statusCode).toBe(200);
    expect(change.data).toEqual({ email: newEmail, kind: 'email_change' });

    expect((await post('/api/auth/verify-email', { token: oldVerification })).statusCode).toBe(410);
    const me = await server.request({ method: 'GET', url: '/api/auth/me', token: fresh.token });
    expect(me.data).toMatchObject({ email: newEmail, emailVerified: true });
  });
});
