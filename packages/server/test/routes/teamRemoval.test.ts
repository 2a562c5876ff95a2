/**
 * Removal ends every path (issue 25, part 3): a member who added properties to a team and made
 * share links for its reports, once removed, lists none of those properties (whatever the team
 * changes afterwards) and every link they made answers 404.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListResponseSchema, removeMemberResponseSchema } from '../../src/contract';
import { auditLogs } from '../../src/db/schema';
import { startTestServer, type TestServer, type TestUser } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.app.jobs.whenIdle();
  await server?.close();
});

/** `member` joins `owner`'s team with `role` (invited by the owner, accepted). */
async function joinTeam(owner: TestUser, member: TestUser, role: 'analyst' | 'admin' = 'analyst'): Promise<void> {
  const invited = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invite`, token: owner.token, payload: { email: member.email, role } });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations/accept`, token: member.token });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const inTeam = (owner: TestUser) => ({ 'x-organization-id': String(owner.organizationId) });

describe('removing a member ends every path to the team', () => {
  it('the removed member lists none of the properties they added to the team, before or after the team edits them', async () => {
    const owner = await server.registerAndLogin('removal-owner', { tier: 'hunter' });
    const member = await server.registerAndLogin('removal-member', { tier: 'hunter' });
    await joinTeam(owner, member);
    const ids: number[] = [];
    for (const address of ['11 Leaving Street', '12 Leaving Street']) {
      const created = await server.request({
        method: 'POST',
        url: '/api/properties',
        token: member.token,
        headers: inTeam(owner),
        payload: { address, city: 'Brooklyn', state: 'NY', zip: '11206', purchasePrice: 800_000, monthlyRent: 6_000 },
      });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.data.id);
    }
    // The member's own organization keeps one of their properties: that one stays listed.
    const ownId = await server.uploadProperty(member, '13 Staying Street');
    const before = propertyListResponseSchema.parse((await server.request({ method: 'GET', url: `/api/properties/${member.id}`, token: member.token })).data);
    expect(before.map((p) => p.id).sort()).toEqual([...ids, ownId].sort());

    const removed = await server.request({ method: 'DELETE', url: `/api/organizations/${owner.organizationId}/members/${member.id}`, token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removeMemberResponseSchema.parse(removed.data)).toMatchObject({ removed: true, userId: member.id });

    // The team changes the address, the price and the owner of record after the removal.
    const edited = await server.request({ method: 'PUT', url: `/api/properties/${ids[0]}`, token: owner.token, payload: { address: '11 Renamed Avenue', purchasePrice: 990_000 } });
    expect(edited.statusCode, edited.body).toBe(200);

    const after = await server.request({ method: 'GET', url: `/api/properties/${member.id}`, token: member.token });
    expect(after.statusCode).toBe(200);
    expect(propertyListResponseSchema.parse(after.data).map((p) => p.id)).toEqual([ownId]);
    expect(after.body).not.toContain('Leaving Street');
    expect(after.body).not.toContain('Renamed Avenue');
    // A system admin asking about the member sees the same scope: the team keeps its properties.
    const sysadmin = await server.registerAndLogin('removal-sysadmin', { role: 'admin' });
    const asAdmin = await server.request({ method: 'GET', url: `/api/properties/${member.id}`, token: sysadmin.token });
    expect(propertyListResponseSchema.parse(asAdmin.data).map((p) => p.id)).toEqual([ownId]);
    // The detail route agrees, and the team still has both properties.
    expect((await server.request({ method: 'GET', url: `/api/properties/detail/${ids[0]}`, token: member.token })).statusCode).toBe(404);
    const teamList = propertyListResponseSchema.parse((await server.request({ method: 'GET', url: '/api/properties', token: owner.token })).data);
    expect(teamList.map((p) => p.id)).toEqual(expect.arrayContaining(ids));
  });

  it("revokes the share links the member made for the team's reports; others' links keep working", async () => {
    const owner = await server.registerAndLogin('sharer-owner', { tier: 'hunter' });
    const member = await server.registerAndLogin('sharer-member', { tier: 'hunter' });
    await joinTeam(owner, member, 'admin');
    const propertyId = await server.uploadProperty(owner, '21 Shared Street');
    const strategy = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: owner.token,
      payload: { propertyId, strategyType: 'buy_hold', inputs: { purchasePrice: 900_000, grossMonthlyRent: 7_200 } },
    });
    expect(strategy.statusCode, strategy.body).toBe(201);
    const report = await server.request({ method: 'POST', url: '/api/reports', token: member.token, headers: inTeam(owner), payload: { strategyId: strategy.data.id, format: 'csv' } });
    expect(report.statusCode, report.body).toBe(201);
    const share = (by: TestUser) => server.request({ method: 'POST', url: `/api/reports/${report.data.id}/share`, token: by.token, headers: inTeam(owner), payload: { expiresInDays: 365 } });
    const memberLinks = [(await share(member)).data.token as string, (await share(member)).data.token as string];
    const ownerLink = (await share(owner)).data.token as string;
    for (const token of [...memberLinks, ownerLink]) expect((await server.request({ method: 'GET', url: `/r/${token}` })).statusCode).toBe(200);

    const removed = await server.request({ method: 'DELETE', url: `/api/organizations/${owner.organizationId}/members/${member.id}`, token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.data.revokedShareLinks).toBe(2);
    for (const token of memberLinks) {
      expect((await server.request({ method: 'GET', url: `/r/${token}` })).statusCode).toBe(404);
      expect((await server.request({ method: 'GET', url: `/r/${token}/file` })).statusCode).toBe(404);
    }
    expect((await server.request({ method: 'GET', url: `/r/${ownerLink}` })).statusCode).toBe(200);
    // The removal is on record in the team, naming the member and the links revoked.
    const [row] = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'organization.member.remove'), eq(auditLogs.organizationId, owner.organizationId), eq(auditLogs.outcome, 'SUCCESS')));
    expect(row).toMatchObject({ actorUserId: owner.id, targetUserId: member.id, organizationId: owner.organizationId });
    expect(row!.detail).toMatchObject({ revokedShareLinks: 2 });
  });

  it('a member who leaves loses the same paths; the only owner cannot leave', async () => {
    const owner = await server.registerAndLogin('leave-owner', { tier: 'hunter' });
    const member = await server.registerAndLogin('leave-member', { tier: 'hunter' });
    await joinTeam(owner, member);
    const created = await server.request({ method: 'POST', url: '/api/properties', token: member.token, headers: inTeam(owner), payload: { address: '31 Exit Street', city: 'Brooklyn', state: 'NY', zip: '11206', purchasePrice: 700_000 } });
    expect(created.statusCode).toBe(201);
    const left = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/leave`, token: member.token });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.data).toMatchObject({ left: true, organizationId: owner.organizationId, revokedShareLinks: 0 });
    const after = await server.request({ method: 'GET', url: `/api/properties/${member.id}`, token: member.token });
    expect(after.body).not.toContain('Exit Street');
    const ownerLeaves = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/leave`, token: owner.token });
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.data.message).toMatch(/only owner/);
    // Leaving again (no longer a member) or leaving someone else's team reveals nothing: 404.
    expect((await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/leave`, token: member.token })).statusCode).toBe(404);
  });
});
