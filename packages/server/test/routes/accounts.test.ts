import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, membershipListSchema, registerResponseSchema, userSchema } from '../../src/contract';
import { memberships, sessions, subscriptions, users } from '../../src/db/schema';
import { hashSessionToken } from '../../src/auth/tokens';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/auth/register', () => {
  it('creates the account, its own organization (owner, accepted) and a scout subscription, without signing in', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: '  Grace Hopper ', email: '  Grace@Example.TEST ', password: 'long-enough-pw' },
    });
    expect(response.statusCode).toBe(201);
    const body = registerResponseSchema.parse(response.data);
    expect(body).toMatchObject({ email: 'grace@example.test', fullName: 'Grace Hopper' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(JSON.stringify(response.data)).not.toContain('token');

    const [user] = await server.db.select().from(users).where(eq(users.id, body.id));
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain('long-enough-pw');
    const owned = await server.db.select().from(memberships).where(eq(memberships.userId, body.id));
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({ role: 'owner' });
    expect(owned[0]?.acceptedAt).toBeInstanceOf(Date);
    const [subscription] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, body.id));
    expect(subscription).toMatchObject({ tier: 'scout', status: 'active', provider: 'local' });
  });

  it('refuses a second account for the same email in another case with 409', async () => {
    const payload = { fullName: 'Linus', email: 'linus@example.test', password: 'long-enough-pw' };
    expect((await server.request({ method: 'POST', url: '/api/auth/register', payload })).statusCode).toBe(201);
    const again = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...payload, email: 'LINUS@example.test' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.data).toMatchObject({ code: 'CONFLICT' });
    expect(again.data.message).toMatch(/already exists/);
  });

  it.each([
    [{ email: 'a@example.test', password: 'long-enough-pw' }, 'body.fullName', /Full name is required/],
    [{ fullName: '   ', email: 'a@example.test', password: 'long-enough-pw' }, 'body.fullName', /Full name is required/],
    [{ fullName: 'A', password: 'long-enough-pw' }, 'body.email', /Email is required/],
    [{ fullName: 'A', email: 'not-an-email', password: 'long-enough-pw' }, 'body.email', /valid email/],
    [{ fullName: 'A', email: 'a@example.test', password: 'short' }, 'body.password', /at least 10/],
    [{ fullName: 'A', email: 'a@example.test' }, 'body.password', /Password is required/],
    [{ fullName: 42, email: 'a@example.test', password: 'long-enough-pw' }, 'body.fullName', /must be text/],
  ])('answers 400 with the field for %j', async (payload, field, message) => {
    const response = await server.request({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.data.code).toBe('VALIDATION_FAILED');
    expect(response.data.fields[field]).toMatch(message);
  });
});

describe('POST /api/auth/login', () => {
  it('returns the spec response with a token and sets an httpOnly SameSite=Lax cookie', async () => {
    const user = await server.registerAndLogin('login');
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.data);
    expect(body).toMatchObject({ id: user.id, email: user.email, fullName: 'Login', subscriptionTier: 'scout', role: 'user', needsOnboarding: true });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`rei_session=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Only the hash of the token is stored.
    const stored = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((s) => s.tokenHash)).toContain(hashSessionToken(body.token));
    expect(stored.map((s) => s.tokenHash)).not.toContain(body.token);
    const lifetimeDays = (stored[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(29.9);
    expect(lifetimeDays).toBeLessThanOrEqual(30);
  });

  it('gives the same 401 message for an unknown email and a wrong password', async () => {
    const user = await server.registerAndLogin('samemessage');
    const wrongPassword = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
      remoteAddress: '10.0.0.1',
    });
    const unknownEmail = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'not-the-password' },
      remoteAddress: '10.0.0.2',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.data).toEqual(unknownEmail.data);
    expect(wrongPassword.data).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('answers 400 naming the missing fields', async () => {
    const response = await server.request({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.data.fields).sort()).toEqual(['body.email', 'body.password']);
  });
});

describe('sessions', () => {
  it('accepts the token as a bearer header and as the cookie, and logout ends it', async () => {
    const user = await server.registerAndLogin('session');
    const byHeader = await server.request({ method: 'GET', url: '/api/auth/me', token: user.token });
    expect(byHeader.statusCode).toBe(200);
    expect(userSchema.parse(byHeader.data).id).toBe(user.id);
    const byCookie = await server.request({ method: 'GET', url: '/api/auth/me', cookies: { rei_session: user.token } });
    expect(byCookie.statusCode).toBe(200);

    const logout = await server.request({ method: 'POST', url: '/api/auth/logout', token: user.token });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/rei_session=;/);
    const after = await server.request({ method: 'GET', url: '/api/auth/me', token: user.token });
    expect(after.statusCode).toBe(401);
  });

  it('rejects a missing, unknown or expired token with 401 UNAUTHENTICATED', async () => {
    const expected = { message: 'Authentication required', code: 'UNAUTHENTICATED' };
    expect((await server.request({ method: 'GET', url: '/api/auth/me' })).data).toEqual(expected);
    const unknown = await server.request({ method: 'GET', url: '/api/auth/me', token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.data).toEqual(expected);

    const user = await server.registerAndLogin('expired');
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(user.token)));
    const expired = await server.request({ method: 'GET', url: '/api/auth/me', token: user.token });
    expect(expired.statusCode).toBe(401);
  });

  it('logout without a session is 401', async () => {
    expect((await server.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/{id}', () => {
  it('returns the caller their own record with needsOnboarding and tier', async () => {
    const user = await server.registerAndLogin('self', { tier: 'operator' });
    const response = await server.request({ method: 'GET', url: `/api/users/${user.id}`, token: user.token });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.data)).toEqual({
      id: user.id,
      email: user.email,
      fullName: 'Self',
      subscriptionTier: 'operator',
      needsOnboarding: true,
      role: 'user',
      isDemo: false,
      emailVerified: true,
    });
  });

  it("refuses another user's record with 403, but a system admin may read it", async () => {
    const alice = await server.registerAndLogin('alice');
    const bob = await server.registerAndLogin('bob');
    const denied = await server.request({ method: 'GET', url: `/api/users/${alice.id}`, token: bob.token });
    expect(denied.statusCode).toBe(403);
    expect(denied.data.code).toBe('FORBIDDEN');
    const admin = await server.registerAndLogin('root', { role: 'admin' });
    const allowed = await server.request({ method: 'GET', url: `/api/users/${alice.id}`, token: admin.token });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.data.email).toBe(alice.email);
    const missing = await server.request({ method: 'GET', url: '/api/users/999999', token: admin.token });
    expect(missing.statusCode).toBe(404);
  });

  it('validates the id and requires a session', async () => {
    const user = await server.registerAndLogin('badid');
    const bad = await server.request({ method: 'GET', url: '/api/users/abc', token: user.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields['params.id']).toBeDefined();
    expect((await server.request({ method: 'GET', url: `/api/users/${user.id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/organizations after registration', () => {
  it("lists the user's own organization as accepted owner", async () => {
    const user = await server.registerAndLogin('orgowner');
    const response = await server.request({ method: 'GET', url: '/api/organizations', token: user.token });
    const list = membershipListSchema.parse(response.data);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ organizationId: user.organizationId, organizationName: "Orgowner's Organization", role: 'owner' });
    expect(list[0]?.acceptedAt).not.toBeNull();
  });
});
