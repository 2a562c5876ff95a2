import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberListSchema, memberSchema, membershipListSchema, membershipSchema } from '../../src/contract';
import { auditLogs } from '../../src/db/schema';
import { startTestServer, type TestServer, type TestUser } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function invite(by: TestUser, organizationId: number, email: string, role?: string) {
  return server.request({
    method: 'POST',
    url: `/api/organizations/${organizationId}/invite`,
    token: by.token,
    payload: role ? { email, role } : { email },
  });
}
async function accept(user: TestUser, organizationId: number) {
  return server.request({ method: 'POST', url: `/api/organizations/${organizationId}/invitations/accept`, token: user.token });
}
async function members(user: TestUser, organizationId: number) {
  return server.request({ method: 'GET', url: `/api/organizations/${organizationId}/members`, token: user.token });
}
async function remove(by: TestUser, organizationId: number, userId: number) {
  return server.request({ method: 'DELETE', url: `/api/organizations/${organizationId}/members/${userId}`, token: by.token });
}

describe('organizations', () => {
  it('creates an organization with the caller as owner (201) and lists it', async () => {
    const owner = await server.registerAndLogin('creator');
    const created = await server.request({ method: 'POST', url: '/api/organizations', token: owner.token, payload: { name: '  Brooklyn Flips  ' } });
    expect(created.statusCode).toBe(201);
    const membership = membershipSchema.parse(created.data);
    expect(membership).toMatchObject({ organizationName: 'Brooklyn Flips', role: 'owner' });
    const list = membershipListSchema.parse((await server.request({ method: 'GET', url: '/api/organizations', token: owner.token })).data);
    expect(list.map((m) => m.organizationName)).toEqual(["Creator's Organization", 'Brooklyn Flips']);
  });

  it('validates the organization name', async () => {
    const owner = await server.registerAndLogin('namer');
    for (const payload of [{}, { name: '' }, { name: 'x'.repeat(101) }, { name: 7 }]) {
      const response = await server.request({ method: 'POST', url: '/api/organizations', token: owner.token, payload });
      expect(response.statusCode).toBe(400);
      expect(response.data.fields['body.name']).toBeTruthy();
    }
    expect((await server.request({ method: 'POST', url: '/api/organizations', payload: { name: 'A' } })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/organizations' })).statusCode).toBe(401);
  });

  it('invites an existing account (pending until accepted), then the invitee accepts', async () => {
    const owner = await server.registerAndLogin('owner');
    const analyst = await server.registerAndLogin('analyst');
    const invited = await invite(owner, owner.organizationId, analyst.email.toUpperCase());
    expect(invited.statusCode).toBe(201);
    expect(memberSchema.parse(invited.data)).toMatchObject({ userId: analyst.id, role: 'analyst', acceptedAt: null });

    // The invitee sees the pending invitation in their list, with acceptedAt null.
    const pending = membershipListSchema.parse((await server.request({ method: 'GET', url: '/api/organizations', token: analyst.token })).data);
    expect(pending.find((m) => m.organizationId === owner.organizationId)).toMatchObject({ role: 'analyst', acceptedAt: null });
    // A pending invitee cannot list the members yet.
    expect((await members(analyst, owner.organizationId)).statusCode).toBe(403);

    const accepted = await accept(analyst, owner.organizationId);
    expect(accepted.statusCode).toBe(200);
    expect(membershipSchema.parse(accepted.data).acceptedAt).not.toBeNull();
    expect((await accept(analyst, owner.organizationId)).statusCode).toBe(409);

    const list = memberListSchema.parse((await members(analyst, owner.organizationId)).data);
    expect(list.map((m) => [m.userId, m.role])).toEqual([
      [owner.id, 'owner'],
      [analyst.id, 'analyst'],
    ]);
    expect(list[1]?.user).toEqual({ username: analyst.email.split('@')[0], email: analyst.email, fullName: 'Analyst' });

    const audit = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'organization.invite'), eq(auditLogs.resourceId, String(owner.organizationId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: owner.id, outcome: 'SUCCESS', resourceType: 'organization' });
  });

  it('refuses invitations for unknown accounts (404), members (409), the owner role (400) and bad emails (400)', async () => {
    const owner = await server.registerAndLogin('strict');
    const friend = await server.registerAndLogin('friend');
    const unknown = await invite(owner, owner.organizationId, 'nobody-here@example.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.data.message).toMatch(/register first/);
    expect((await invite(owner, owner.organizationId, friend.email, 'admin')).statusCode).toBe(201);
    const twice = await invite(owner, owner.organizationId, friend.email);
    expect(twice.statusCode).toBe(409);
    expect(twice.data.message).toMatch(/already been invited/);
    expect((await invite(owner, owner.organizationId, owner.email)).statusCode).toBe(409);
    const ownerRole = await invite(owner, owner.organizationId, friend.email, 'owner');
    expect(ownerRole.statusCode).toBe(400);
    expect(ownerRole.data.fields['body.role']).toMatch(/analyst or admin/);
    const badEmail = await invite(owner, owner.organizationId, 'not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.data.fields['body.email']).toBeTruthy();
    const missing = await invite(owner, owner.organizationId, '');
    expect(missing.statusCode).toBe(400);
  });

  it('lets an admin invite and remove, but never an analyst, and never removes an owner', async () => {
    const owner = await server.registerAndLogin('boss');
    const admin = await server.registerAndLogin('deputy');
    const analyst = await server.registerAndLogin('junior');
    const other = await server.registerAndLogin('other');
    await invite(owner, owner.organizationId, admin.email, 'admin');
    await accept(admin, owner.organizationId);
    expect((await invite(admin, owner.organizationId, analyst.email, 'analyst')).statusCode).toBe(201);
    await accept(analyst, owner.organizationId);

    const analystInvites = await invite(analyst, owner.organizationId, other.email);
    expect(analystInvites.statusCode).toBe(403);
    expect(analystInvites.data.code).toBe('FORBIDDEN');
    expect((await remove(analyst, owner.organizationId, admin.id)).statusCode).toBe(403);

    const removeOwner = await remove(admin, owner.organizationId, owner.id);
    expect(removeOwner.statusCode).toBe(403);
    expect(removeOwner.data.message).toBe('An organization owner cannot be removed.');
    expect((await remove(owner, owner.organizationId, owner.id)).statusCode).toBe(403);

    const removed = await remove(admin, owner.organizationId, analyst.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.data).toEqual({ removed: true, userId: analyst.id, revokedShareLinks: 0 });
    expect((await members(analyst, owner.organizationId)).statusCode).toBe(404);
    expect((await remove(admin, owner.organizationId, analyst.id)).statusCode).toBe(404);
    const remaining = memberListSchema.parse((await members(owner, owner.organizationId)).data);
    expect(remaining.map((m) => m.userId)).toEqual([owner.id, admin.id]);

    const removals = await server.db
      .select({ outcome: auditLogs.outcome })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'organization.member.remove'), eq(auditLogs.resourceId, String(owner.organizationId))));
    expect(removals.map((r) => r.outcome).sort()).toEqual(['DENIED', 'DENIED', 'SUCCESS']);
  });

  it('keeps other tenants out: user B cannot see, invite into, or remove from organization A', async () => {
    const alice = await server.registerAndLogin('tenantA');
    const bob = await server.registerAndLogin('tenantB');
    const carol = await server.registerAndLogin('tenantC');
    await invite(alice, alice.organizationId, carol.email);
    await accept(carol, alice.organizationId);

    const see = await members(bob, alice.organizationId);
    expect(see.statusCode).toBe(404);
    expect(see.data).toEqual({ message: 'Organization not found', code: 'NOT_FOUND' });
    expect((await invite(bob, alice.organizationId, bob.email)).statusCode).toBe(404);
    expect((await remove(bob, alice.organizationId, carol.id)).statusCode).toBe(404);
    expect((await accept(bob, alice.organizationId)).statusCode).toBe(404);
    // Removing A's member through B's own organization id does nothing to A.
    expect((await remove(bob, bob.organizationId, carol.id)).statusCode).toBe(404);
    const stillThere = memberListSchema.parse((await members(alice, alice.organizationId)).data);
    expect(stillThere.map((m) => m.userId)).toEqual([alice.id, carol.id]);
    // An organization that does not exist looks the same as someone else's.
    expect((await members(bob, 999_999)).data).toEqual(see.data);
  });

  it('validates path ids', async () => {
    const user = await server.registerAndLogin('paths');
    const bad = await server.request({ method: 'GET', url: '/api/organizations/zero/members', token: user.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields['params.id']).toBeTruthy();
    const badUser = await server.request({ method: 'DELETE', url: `/api/organizations/${user.organizationId}/members/-3`, token: user.token });
    expect(badUser.statusCode).toBe(400);
    expect(badUser.data.fields['params.userId']).toBeTruthy();
    expect((await server.request({ method: 'GET', url: `/api/organizations/${user.organizationId}/members` })).statusCode).toBe(401);
  });
});
