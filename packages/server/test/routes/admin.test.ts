import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserPageSchema, auditLogPageSchema, systemSettingListSchema, systemSettingSchema } from '../../src/contract';
import { DEFAULT_SYSTEM_SETTINGS } from '../../src/services/admin';
import { startTestServer, type TestServer, type TestUser } from '../harness';

let server: TestServer;
let admin: TestUser;
let plain: TestUser;
let analyst: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.registerAndLogin('sysadmin', { role: 'admin' });
  plain = await server.registerAndLogin('plainuser');
  analyst = await server.registerAndLogin('sysanalyst', { role: 'analyst' });
});
afterAll(async () => {
  await server?.close();
});

const adminCalls = [
  { method: 'GET', url: '/api/admin/users' },
  { method: 'PUT', url: '/api/admin/users/1/role', payload: { role: 'admin' } },
  { method: 'GET', url: '/api/admin/settings' },
  { method: 'PUT', url: '/api/admin/settings/maintenance_banner', payload: { value: true } },
  { method: 'GET', url: '/api/admin/audit-logs' },
] as const;

describe('admin access', () => {
  it.each(adminCalls)('$method $url answers 401 signed out and 403 for a user or analyst', async (call) => {
    const anonymous = await server.request({ ...call });
    expect(anonymous.statusCode).toBe(401);
    for (const user of [plain, analyst]) {
      const denied = await server.request({ ...call, token: user.token });
      expect(denied.statusCode).toBe(403);
      expect(denied.data).toEqual({ message: 'Admin privileges required', code: 'FORBIDDEN' });
    }
  });
});

describe('admin users', () => {
  it('lists users with tier and role', async () => {
    const response = await server.request({ method: 'GET', url: '/api/admin/users?pageSize=200', token: admin.token });
    expect(response.statusCode).toBe(200);
    const rows = adminUserPageSchema.parse(response.data).items;
    expect(rows.find((row) => row.id === plain.id)).toMatchObject({ email: plain.email, fullName: 'Plainuser', subscriptionTier: 'scout', role: 'user' });
    expect(rows.find((row) => row.id === admin.id)?.role).toBe('admin');
  });

  it('changes a role, audits it, and the new role takes effect at once', async () => {
    const target = await server.registerAndLogin('promoted');
    const response = await server.request({ method: 'PUT', url: `/api/admin/users/${target.id}/role`, token: admin.token, payload: { role: 'admin' } });
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ id: target.id, role: 'admin' });
    expect((await server.request({ method: 'GET', url: '/api/admin/users', token: target.token })).statusCode).toBe(200);
    const back = await server.request({ method: 'PUT', url: `/api/admin/users/${target.id}/role`, token: admin.token, payload: { role: 'user' } });
    expect(back.data.role).toBe('user');
    expect((await server.request({ method: 'GET', url: '/api/admin/users', token: target.token })).statusCode).toBe(403);

    const logs = auditLogPageSchema.parse((await server.request({ method: 'GET', url: '/api/admin/audit-logs', token: admin.token })).data).items;
    const roleChanges = logs.filter((log) => log.action === 'admin.user.role' && log.resourceId === String(target.id));
    expect(roleChanges.map((log) => log.detail)).toEqual([{ from: 'admin', to: 'user' }, { from: 'user', to: 'admin' }]);
    expect(roleChanges[0]).toMatchObject({ actorUserId: admin.id, actorEmail: admin.email, resourceType: 'user', outcome: 'SUCCESS' });
  });

  it('validates the role and the user id, and 404s an unknown user', async () => {
    const bad = await server.request({ method: 'PUT', url: `/api/admin/users/${plain.id}/role`, token: admin.token, payload: { role: 'owner' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields['body.role']).toMatch(/user, admin or analyst/);
    const badId = await server.request({ method: 'PUT', url: '/api/admin/users/x/role', token: admin.token, payload: { role: 'user' } });
    expect(badId.statusCode).toBe(400);
    const missing = await server.request({ method: 'PUT', url: '/api/admin/users/987654/role', token: admin.token, payload: { role: 'user' } });
    expect(missing.statusCode).toBe(404);
  });

  it('never demotes the last system admin', async () => {
    const solo = await startTestServer();
    try {
      const only = await solo.registerAndLogin('onlyadmin', { role: 'admin' });
      const response = await solo.request({ method: 'PUT', url: `/api/admin/users/${only.id}/role`, token: only.token, payload: { role: 'user' } });
      expect(response.statusCode).toBe(409);
      expect(response.data.message).toMatch(/last system admin/);
    } finally {
      await solo.close();
    }
  });
});

describe('admin settings', () => {
  it('lists the seeded settings with descriptions', async () => {
    const rows = systemSettingListSchema.parse((await server.request({ method: 'GET', url: '/api/admin/settings', token: admin.token })).data);
    expect(rows.map((row) => row.key).sort()).toEqual(DEFAULT_SYSTEM_SETTINGS.map((s) => s.key).sort());
    expect(rows.find((row) => row.key === 'ai_summaries_enabled')).toMatchObject({ value: true, description: expect.stringMatching(/AI/) });
  });

  it('toggles a setting and audits it', async () => {
    const response = await server.request({ method: 'PUT', url: '/api/admin/settings/live_nyc_data', token: admin.token, payload: { value: false } });
    expect(response.statusCode).toBe(200);
    expect(systemSettingSchema.parse(response.data)).toMatchObject({ key: 'live_nyc_data', value: false });
    const rows = systemSettingListSchema.parse((await server.request({ method: 'GET', url: '/api/admin/settings', token: admin.token })).data);
    expect(rows.find((row) => row.key === 'live_nyc_data')?.value).toBe(false);
    const logs = auditLogPageSchema.parse((await server.request({ method: 'GET', url: '/api/admin/audit-logs', token: admin.token })).data).items;
    expect(logs[0]).toMatchObject({ action: 'admin.setting.update', resourceType: 'system_setting', resourceId: 'live_nyc_data', detail: { from: true, to: false } });
  });

  it('closes registration when new_registrations_enabled is off', async () => {
    await server.request({ method: 'PUT', url: '/api/admin/settings/new_registrations_enabled', token: admin.token, payload: { value: false } });
    const closed = await server.request({ method: 'POST', url: '/api/auth/register', payload: { fullName: 'Late', email: 'late@example.test', password: 'long-enough-pw' } });
    expect(closed.statusCode).toBe(403);
    await server.request({ method: 'PUT', url: '/api/admin/settings/new_registrations_enabled', token: admin.token, payload: { value: true } });
    const open = await server.request({ method: 'POST', url: '/api/auth/register', payload: { fullName: 'Late', email: 'late@example.test', password: 'long-enough-pw' } });
    expect(open.statusCode).toBe(201);
  });

  it('answers 404 for an unknown key and 400 for a bad key or value', async () => {
    expect((await server.request({ method: 'PUT', url: '/api/admin/settings/teleport', token: admin.token, payload: { value: true } })).statusCode).toBe(404);
    const badKey = await server.request({ method: 'PUT', url: '/api/admin/settings/Bad-Key', token: admin.token, payload: { value: true } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.data.fields['params.key']).toBeTruthy();
    for (const payload of [{}, { value: 'yes' }, { value: 1 }]) {
      const bad = await server.request({ method: 'PUT', url: '/api/admin/settings/maintenance_banner', token: admin.token, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.data.fields['body.value']).toBeTruthy();
    }
  });
});

describe('admin audit logs', () => {
  it('pages newest first with the total in X-Total-Count, including login failures and successes', async () => {
    await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: plain.email, password: 'wrong-password!' }, remoteAddress: '10.9.9.9' });
    const first = await server.request({ method: 'GET', url: '/api/admin/audit-logs?page=1&pageSize=2', token: admin.token });
    expect(first.statusCode).toBe(200);
    const page1 = auditLogPageSchema.parse(first.data).items;
    expect(page1).toHaveLength(2);
    expect(page1[0]).toMatchObject({ action: 'auth.login', outcome: 'FAILURE', ip: '10.9.9.9', actorUserId: plain.id });
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThan(5);
    expect(first.data).toMatchObject({ total, page: 1, pageSize: 2, pageCount: Math.ceil(total / 2) });
    const page2 = auditLogPageSchema.parse((await server.request({ method: 'GET', url: '/api/admin/audit-logs?page=2&pageSize=2', token: admin.token })).data).items;
    expect(page2[0]!.id).toBeLessThan(page1[1]!.id);
    const all = auditLogPageSchema.parse((await server.request({ method: 'GET', url: '/api/admin/audit-logs?pageSize=200', token: admin.token })).data).items;
    expect(all.some((log) => log.action === 'auth.login' && log.outcome === 'SUCCESS' && log.actorUserId === admin.id)).toBe(true);
    const timestamps = all.map((log) => Date.parse(log.timestamp));
    expect([...timestamps].sort((a, b) => b - a)).toEqual(timestamps);
  });

  it('validates paging', async () => {
    for (const query of ['page=0', 'pageSize=500', 'page=abc']) {
      const response = await server.request({ method: 'GET', url: `/api/admin/audit-logs?${query}`, token: admin.token });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.data.fields)[0]).toMatch(/^query\./);
    }
  });

  it('names the actor, the member acted on and the organization of a team action (issue 25)', async () => {
    const owner = await server.registerAndLogin('audited-owner');
    const member = await server.registerAndLogin('audited-member');
    await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invite`, token: owner.token, payload: { email: member.email } });
    await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations/accept`, token: member.token });
    const changed = await server.request({ method: 'PUT', url: `/api/organizations/${owner.organizationId}/members/${member.id}/role`, token: owner.token, payload: { role: 'admin' } });
    expect(changed.statusCode).toBe(200);
    const page = await server.request({ method: 'GET', url: '/api/admin/audit-logs?action=organization.member.role', token: admin.token });
    const [row] = auditLogPageSchema.parse(page.data).items;
    expect(row).toMatchObject({
      actorUserId: owner.id,
      actorEmail: owner.email,
      actorName: owner.fullName,
      targetUserId: member.id,
      targetEmail: member.email,
      targetName: member.fullName,
      organizationId: owner.organizationId,
      organizationName: "Audited-owner's Organization",
      detail: { from: 'analyst', to: 'admin' },
    });
    // The text filter finds rows by the member acted on and by the organization, too.
    const byTarget = auditLogPageSchema.parse((await server.request({ method: 'GET', url: `/api/admin/audit-logs?q=${encodeURIComponent(member.email)}`, token: admin.token })).data);
    expect(byTarget.items.some((item) => item.action === 'organization.member.role')).toBe(true);
  });
});
