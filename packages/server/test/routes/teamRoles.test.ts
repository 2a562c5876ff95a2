/**
 * Member roles (issue 25, part 7a): owners and admins change roles; an admin never makes or
 * touches an owner; an ownership transfer needs its confirmation and leaves the previous owner as
 * admin; an organization is never left without an owner. Every change is in the audit log with
 * the actor, the member and the organization.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberListSchema } from '../../src/contract';
import { auditLogs } from '../../src/db/schema';
import { startTestServer, type TestServer, type TestUser } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function joinTeam(owner: TestUser, member: TestUser, role: 'analyst' | 'admin'): Promise<void> {
  const invited = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invite`, token: owner.token, payload: { email: member.email, role } });
  expect(invited.statusCode, invited.body).toBe(201);
  expect((await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations/accept`, token: member.token })).statusCode).toBe(200);
}

const setRole = (by: TestUser, organizationId: number, userId: number, payload: Record<string, unknown>) =>
  server.request({ method: 'PUT', url: `/api/organizations/${organizationId}/members/${userId}/role`, token: by.token, payload });

async function roleOf(organizationId: number, by: TestUser, userId: number): Promise<string | undefined> {
  const members = memberListSchema.parse((await server.request({ method: 'GET', url: `/api/organizations/${organizationId}/members`, token: by.token })).data);
  return members.find((m) => m.userId === userId)?.role;
}

async function team() {
  const owner = await server.registerAndLogin('roles-owner');
  const admin = await server.registerAndLogin('roles-admin');
  const analyst = await server.registerAndLogin('roles-analyst');
  await joinTeam(owner, admin, 'admin');
  await joinTeam(owner, analyst, 'analyst');
  return { owner, admin, analyst, id: owner.organizationId };
}

describe('changing member roles', () => {
  it('owners and admins promote and demote analysts and admins; analysts cannot (403)', async () => {
    const { owner, admin, analyst, id } = await team();
    const promoted = await setRole(admin, id, analyst.id, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(memberListSchema.parse(promoted.data).find((m) => m.userId === analyst.id)?.role).toBe('admin');
    expect((await setRole(owner, id, analyst.id, { role: 'analyst' })).statusCode).toBe(200);
    expect(await roleOf(id, owner, analyst.id)).toBe('analyst');
    const byAnalyst = await setRole(analyst, id, admin.id, { role: 'analyst' });
    expect(byAnalyst.statusCode).toBe(403);
    expect(await roleOf(id, owner, admin.id)).toBe('admin');
    const [row] = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'organization.member.role'), eq(auditLogs.organizationId, id), eq(auditLogs.outcome, 'SUCCESS')))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(row).toMatchObject({ actorUserId: owner.id, targetUserId: analyst.id, organizationId: id, detail: { from: 'admin', to: 'analyst' } });
  });

  it('an admin cannot make an owner nor change an owner (403, recorded as denied)', async () => {
    const { owner, admin, analyst, id } = await team();
    const makeOwner = await setRole(admin, id, analyst.id, { role: 'owner', confirmOwnerTransfer: true });
    expect(makeOwner.statusCode).toBe(403);
    expect(makeOwner.data.message).toMatch(/Only an owner/);
    const demoteOwner = await setRole(admin, id, owner.id, { role: 'analyst' });
    expect(demoteOwner.statusCode).toBe(403);
    expect(await roleOf(id, owner, owner.id)).toBe('owner');
    expect(await roleOf(id, owner, analyst.id)).toBe('analyst');
    const denied = await server.db.select().from(auditLogs).where(and(eq(auditLogs.organizationId, id), eq(auditLogs.outcome, 'DENIED'), eq(auditLogs.actorUserId, admin.id)));
    expect(denied.map((row) => row.targetUserId).sort()).toEqual([owner.id, analyst.id].sort());
  });

  it('an ownership transfer needs confirmOwnerTransfer (400 naming it) and leaves the previous owner as admin', async () => {
    const { owner, admin, id } = await team();
    const unconfirmed = await setRole(owner, id, admin.id, { role: 'owner' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.data.fields['body.confirmOwnerTransfer']).toBeTruthy();
    const wrongType = await setRole(owner, id, admin.id, { role: 'owner', confirmOwnerTransfer: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.data.fields['body.confirmOwnerTransfer']).toBeTruthy();
    const transferred = await setRole(owner, id, admin.id, { role: 'owner', confirmOwnerTransfer: true });
    expect(transferred.statusCode, transferred.body).toBe(200);
    const members = memberListSchema.parse(transferred.data);
    expect(members.find((m) => m.userId === admin.id)?.role).toBe('owner');
    expect(members.find((m) => m.userId === owner.id)?.role).toBe('admin');
    expect(members.filter((m) => m.role === 'owner')).toHaveLength(1);
    const [row] = await server.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'organization.owner.transfer'), eq(auditLogs.organizationId, id)));
    expect(row).toMatchObject({ actorUserId: owner.id, targetUserId: admin.id, outcome: 'SUCCESS' });
    // The previous owner, now admin, can no longer change the new owner.
    expect((await setRole(owner, id, admin.id, { role: 'admin' })).statusCode).toBe(403);
  });

  it('never leaves an organization without an owner: the last owner cannot demote themself (409)', async () => {
    const { owner, id } = await team();
    const selfDemotion = await setRole(owner, id, owner.id, { role: 'admin' });
    expect(selfDemotion.statusCode).toBe(409);
    expect(selfDemotion.data.message).toMatch(/always has an owner/);
    expect(await roleOf(id, owner, owner.id)).toBe('owner');
  });

  it('refuses a pending invitee as owner (409), bad roles and ids (400 naming the field), and other teams (404)', async () => {
    const { owner, id } = await team();
    const invitee = await server.registerAndLogin('roles-invitee');
    await server.request({ method: 'POST', url: `/api/organizations/${id}/invite`, token: owner.token, payload: { email: invitee.email } });
    expect((await setRole(owner, id, invitee.id, { role: 'owner', confirmOwnerTransfer: true })).statusCode).toBe(409);
    for (const payload of [{}, { role: 'emperor' }, { role: 7 }]) {
      const response = await setRole(owner, id, invitee.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.data.fields['body.role']).toBeTruthy();
    }
    const badId = await server.request({ method: 'PUT', url: `/api/organizations/${id}/members/abc/role`, token: owner.token, payload: { role: 'admin' } });
    expect(badId.statusCode).toBe(400);
    expect(badId.data.fields['params.userId']).toBeTruthy();
    const stranger = await server.registerAndLogin('roles-stranger');
    expect((await setRole(owner, id, stranger.id, { role: 'admin' })).statusCode).toBe(404);
    expect((await setRole(stranger, id, owner.id, { role: 'admin' })).statusCode).toBe(404);
    expect((await setRole(owner, stranger.organizationId, stranger.id, { role: 'admin' })).statusCode).toBe(404);
  });
});
