import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../src/db/schema';
import { newestLinkToken, outboxFor } from '../outbox';
import { startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '../harness';

/**
 * Verified email (issue 25, part 2): a new account confirms its address through a mailed link;
 * until then it works on its own data but cannot join a team, and an invitation to an address
 * whose account never confirmed it waits for whoever proves the mailbox.
 */

const NEW_PASSWORD = 'lantern orchard velvet quay';

let server: TestServer;
let teamOwner: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  teamOwner = await server.registerAndLogin('team-owner');
  await server.uploadProperty(teamOwner, '12 Team Secret Street');
});
afterAll(async () => {
  await server?.close();
});

function post(url: string, payload?: object, token?: string) {
  return server.request({ method: 'POST', url, payload, token });
}

async function me(token: string) {
  return (await server.request({ method: 'GET', url: '/api/auth/me', token })).data as { email: string; emailVerified: boolean };
}

/** Registers `email` from the sign-up form (no verification) and signs in; answers the session token and id. */
async function registerAs(email: string, password = TEST_PASSWORD): Promise<{ id: number; token: string }> {
  const registered = await post('/api/auth/register', { fullName: 'Someone', email, password });
  expect(registered.statusCode).toBe(201);
  const login = await post('/api/auth/login', { email, password });
  expect(login.statusCode).toBe(200);
  return { id: registered.data.id, token: login.data.token };
}

async function teamIds(token: string): Promise<{ organizationId: number; acceptedAt: string | null }[]> {
  return (await server.request({ method: 'GET', url: '/api/organizations', token })).data;
}

describe('confirming the address', () => {
  it('a sign-up mails a link; following it confirms the address, once', async () => {
    const email = `signup-${Date.now()}@example.test`;
    const { token: session } = await registerAs(email);
    expect(await me(session)).toMatchObject({ email, emailVerified: false });
    const mails = await outboxFor(server, email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your email address']);

    const token = await newestLinkToken(server, email, '/verify-email');
    // Public: the link may open in a browser where nobody is signed in.
    const confirmed = await post('/api/auth/verify-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.data).toEqual({ email, kind: 'verification' });
    expect(await me(session)).toMatchObject({ emailVerified: true });

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(410);
    expect(again.data.code).toBe('LINK_USED');
    // Confirmed accounts have nothing to resend.
    expect((await post('/api/auth/verify-email/resend', undefined, session)).statusCode).toBe(409);
  });

  it('refuses hostile and unknown tokens with 400 naming the token, never 5xx', async () => {
    for (const token of ['A'.repeat(43), 'short', '../../etc/passwd', 'x'.repeat(5000), 42, null]) {
      const response = await post('/api/auth/verify-email', { token });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.data.fields)).toContain('body.token');
    }
    // A reset link is no confirmation link.
    const user = await server.registerAndLogin('reset-not-verify', { verified: false });
    await post('/api/auth/password-reset/request', { email: user.email });
    const reset = await newestLinkToken(server, user.email, '/reset-password');
    expect((await post('/api/auth/verify-email', { token: reset })).statusCode).toBe(400);
    expect(await me(user.token)).toMatchObject({ emailVerified: false });
  });

  it('resend replaces the earlier link, needs a session, and is throttled per account with Retry-After', async () => {
    const throttled = await startTestServer({ config: { verificationMailsPerUserPerHour: 2 } });
    try {
      const user = await throttled.registerAndLogin('resender', { verified: false });
      const first = await newestLinkToken(throttled, user.email, '/verify-email');
      expect((await throttled.request({ method: 'POST', url: '/api/auth/verify-email/resend' })).statusCode).toBe(401);

      const resent = await throttled.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: user.token });
      expect(resent.statusCode).toBe(200);
      expect(resent.data.message).toContain(user.email);
      const second = await newestLinkToken(throttled, user.email, '/verify-email');
      expect(second).not.toBe(first);
      expect((await throttled.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: user.token })).statusCode).toBe(200);
      const third = await throttled.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: user.token });
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.data.message).toMatch(/Check your inbox/);
      expect(await outboxFor(throttled, user.email)).toHaveLength(3);

      // Only the newest link works.
      const newest = await newestLinkToken(throttled, user.email, '/verify-email');
      expect((await throttled.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token: first } })).statusCode).toBe(410);
      expect((await throttled.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token: newest } })).statusCode).toBe(200);
    } finally {
      await throttled.close();
    }
  });

  it('an unconfirmed account works on its own data', async () => {
    const user = await server.registerAndLogin('unconfirmed-worker', { verified: false });
    const id = await server.uploadProperty(user, '7 Own Data Avenue');
    const read = await server.request({ method: 'GET', url: '/api/properties', token: user.token });
    expect(read.statusCode).toBe(200);
    expect(read.data.find((property: { id: number }) => property.id === id)?.address).toBe('7 Own Data Avenue');
  });
});

describe('pre-hijacking: registering a colleague’s address first', () => {
  it('the squatter cannot accept or even see the invitation; the colleague takes the account back with a reset and joins', async () => {
    const colleague = `colleague-${Date.now()}@example.test`;
    const squatter = await registerAs(colleague, 'squatter chose this password');

    const invited = await post(`/api/organizations/${teamOwner.organizationId}/invitations`, { email: colleague, role: 'admin' }, teamOwner.token);
    expect(invited.statusCode).toBe(201);
    // An unconfirmed account is not found by an invitation: the link goes to the mailbox.
    expect(invited.data.delivery).toBe('new_account');
    expect((await teamIds(squatter.token)).map((m) => m.organizationId)).not.toContain(teamOwner.organizationId);
    const accept = await post(`/api/organizations/${teamOwner.organizationId}/invitations/accept`, undefined, squatter.token);
    expect(accept.statusCode).toBe(403);
    expect(accept.data.code).toBe('EMAIL_NOT_VERIFIED');
    // The older invite-by-account route does not find it either.
    const direct = await post(`/api/organizations/${teamOwner.organizationId}/invite`, { email: colleague, role: 'admin' }, teamOwner.token);
    expect(direct.statusCode).toBe(404);
    expect(direct.data.message).toMatch(/confirmed address/);
    // Nothing of the team is readable.
    expect((await server.request({ method: 'GET', url: `/api/organizations/${teamOwner.organizationId}/members`, token: squatter.token })).statusCode).toBe(404);
    const portfolio = await server.request({ method: 'GET', url: '/api/properties', token: squatter.token, headers: { 'x-organization-id': String(teamOwner.organizationId) } });
    expect(portfolio.statusCode).toBeGreaterThanOrEqual(400);
    expect(portfolio.body).not.toContain('Team Secret Street');

    // The colleague follows the invitation: the address is taken, and the answer says how to get it back.
    const inviteLink = await newestLinkToken(server, colleague, '/invitation');
    const signUp = await post('/api/invitations/register', { token: inviteLink, fullName: 'Real Colleague', password: NEW_PASSWORD });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.data.message).toMatch(/Forgot password/);

    // A reset proves the mailbox: the squatter is signed out, the address confirmed, the invitation the colleague's.
    await post('/api/auth/password-reset/request', { email: colleague });
    const reset = await post('/api/auth/password-reset/confirm', { token: await newestLinkToken(server, colleague, '/reset-password'), password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.data.emailVerified).toBe(true);
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: squatter.token })).statusCode).toBe(401);
    const waiting = (await teamIds(reset.data.token)).find((m) => m.organizationId === teamOwner.organizationId);
    expect(waiting).toMatchObject({ acceptedAt: null });
    const accepted = await post(`/api/organizations/${teamOwner.organizationId}/invitations/accept`, undefined, reset.data.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.data.role).toBe('admin');
  });

  it('a squatter who moves the account to their own mailbox does not take the invitation along', async () => {
    const colleague = `colleague-moved-${Date.now()}@example.test`;
    const squatter = await registerAs(colleague);
    expect((await post(`/api/organizations/${teamOwner.organizationId}/invitations`, { email: colleague }, teamOwner.token)).statusCode).toBe(201);

    const own = `squatter-${Date.now()}@evil.test`;
    await post('/api/auth/email-change', { newEmail: own, currentPassword: TEST_PASSWORD }, squatter.token);
    expect((await post('/api/auth/verify-email', { token: await newestLinkToken(server, own, '/verify-email') })).statusCode).toBe(200);
    expect(await me(squatter.token)).toMatchObject({ email: own, emailVerified: true });
    expect((await teamIds(squatter.token)).map((m) => m.organizationId)).not.toContain(teamOwner.organizationId);
    expect((await post(`/api/organizations/${teamOwner.organizationId}/invitations/accept`, undefined, squatter.token)).statusCode).toBe(404);

    // The address is free again: the colleague signs up from the link and joins, confirmed.
    const joined = await post('/api/invitations/register', { token: await newestLinkToken(server, colleague, '/invitation'), fullName: 'Real Colleague', password: NEW_PASSWORD });
    expect(joined.statusCode).toBe(201);
    expect(joined.data.emailVerified).toBe(true);
    expect(joined.data.organizationId).toBe(teamOwner.organizationId);
  });

  it('an invitation to an unconfirmed address waits for the account that confirms it', async () => {
    const email = `slow-confirmer-${Date.now()}@example.test`;
    const person = await registerAs(email);
    await post(`/api/organizations/${teamOwner.organizationId}/invitations`, { email, role: 'analyst' }, teamOwner.token);
    expect((await teamIds(person.token)).map((m) => m.organizationId)).not.toContain(teamOwner.organizationId);

    expect((await post('/api/auth/verify-email', { token: await newestLinkToken(server, email, '/verify-email') })).statusCode).toBe(200);
    expect((await teamIds(person.token)).find((m) => m.organizationId === teamOwner.organizationId)).toMatchObject({ acceptedAt: null });
    expect((await post(`/api/organizations/${teamOwner.organizationId}/invitations/accept`, undefined, person.token)).statusCode).toBe(200);
    const members = await server.request({ method: 'GET', url: `/api/organizations/${teamOwner.organizationId}/members`, token: person.token });
    expect(members.statusCode).toBe(200);
  });

  it('an unconfirmed account refuses a pending membership with 403 EMAIL_NOT_VERIFIED that says how to confirm', async () => {
    const user = await server.registerAndLogin('unconfirmed-pending', { verified: false });
    // A pending membership from before this rule (or any other path) still needs the confirmed address.
    await server.db.insert(memberships).values({ organizationId: teamOwner.organizationId, userId: user.id, role: 'analyst', invitedBy: teamOwner.id });
    const refused = await post(`/api/organizations/${teamOwner.organizationId}/invitations/accept`, undefined, user.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.data.code).toBe('EMAIL_NOT_VERIFIED');
    expect(refused.data.message).toContain(user.email);
    const [row] = await server.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(row).toBeDefined();
    const pending = (await teamIds(user.token)).find((m) => m.organizationId === teamOwner.organizationId);
    expect(pending?.acceptedAt).toBeNull();
  });
});
