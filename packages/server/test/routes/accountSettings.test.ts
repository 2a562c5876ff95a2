import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../src/contract';
import { auditLogs, users } from '../../src/db/schema';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('PUT /api/users/{id}', () => {
  it('renames the caller, trimmed, and returns the User', async () => {
    const ada = await server.registerAndLogin('ada');
    const response = await server.request({
      method: 'PUT',
      url: `/api/users/${ada.id}`,
      token: ada.token,
      payload: { fullName: '  Ada King  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.data)).toMatchObject({ id: ada.id, email: ada.email, fullName: 'Ada King' });
    const me = await server.request({ method: 'GET', url: '/api/auth/me', token: ada.token });
    expect(me.data.fullName).toBe('Ada King');
  });

  it('answers 400 naming body.fullName for a blank name', async () => {
    const ada = await server.registerAndLogin('ada');
    const response = await server.request({ method: 'PUT', url: `/api/users/${ada.id}`, token: ada.token, payload: { fullName: '   ' } });
    expect(response.statusCode).toBe(400);
    expect(response.data.fields['body.fullName']).toMatch(/Full name is required/);
  });

  it('answers 401 without a session', async () => {
    const ada = await server.registerAndLogin('ada');
    const response = await server.request({ method: 'PUT', url: `/api/users/${ada.id}`, payload: { fullName: 'Someone' } });
    expect(response.statusCode).toBe(401);
  });

  it("refuses another user's account with 403 and leaves it unchanged", async () => {
    const ada = await server.registerAndLogin('ada');
    const bob = await server.registerAndLogin('bob');
    const response = await server.request({ method: 'PUT', url: `/api/users/${bob.id}`, token: ada.token, payload: { fullName: 'Hijacked' } });
    expect(response.statusCode).toBe(403);
    const [row] = await server.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, bob.id));
    expect(row?.fullName).toBe('Bob');
  });

  it("lets a system admin rename another user's account", async () => {
    const admin = await server.registerAndLogin('admin', { role: 'admin' });
    const bob = await server.registerAndLogin('bob');
    const response = await server.request({ method: 'PUT', url: `/api/users/${bob.id}`, token: admin.token, payload: { fullName: 'Robert' } });
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ id: bob.id, fullName: 'Robert' });
  });
});

describe('POST /api/auth/password', () => {
  const NEW_PASSWORD = 'a-brand-new-passphrase';

  it('changes the password, keeps this session, revokes the others and audits the change', async () => {
    const ada = await server.registerAndLogin('ada');
    const second = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: ada.email, password: TEST_PASSWORD } });
    expect(second.statusCode).toBe(200);

    const response = await server.request({
      method: 'POST',
      url: '/api/auth/password',
      token: ada.token,
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ ok: true });

    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: ada.token })).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/auth/me', token: second.data.token })).statusCode).toBe(401);
    const oldLogin = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: ada.email, password: TEST_PASSWORD } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: ada.email, password: NEW_PASSWORD } });
    expect(newLogin.statusCode).toBe(200);

    const audited = await server.db
      .select({ outcome: auditLogs.outcome })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.password_change'), eq(auditLogs.actorUserId, ada.id)));
    expect(audited.map((row) => row.outcome)).toEqual(['SUCCESS']);
  });

  it('answers 400 naming body.currentPassword when the current password is wrong, and keeps the old one', async () => {
    const ada = await server.registerAndLogin('ada');
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/password',
      token: ada.token,
      payload: { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.data.fields)).toEqual(['body.currentPassword']);
    const login = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: ada.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const audited = await server.db
      .select({ outcome: auditLogs.outcome })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.password_change'), eq(auditLogs.actorUserId, ada.id)));
    expect(audited.map((row) => row.outcome)).toEqual(['FAILURE']);
  });

  it('answers 400 naming body.newPassword for a new password under 10 characters (9 here)', async () => {
    const ada = await server.registerAndLogin('ada');
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/password',
      token: ada.token,
      payload: { currentPassword: TEST_PASSWORD, newPassword: '123456789' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.data.fields['body.newPassword']).toMatch(/at least 10 characters/);
  });

  it('answers 401 without a session', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
