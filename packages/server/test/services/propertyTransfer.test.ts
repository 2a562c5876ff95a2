/**
 * Moving and copying a property between the caller's organizations (issue 25, part 7b). Before,
 * the API answered 403 "belongs to another organization" with no way forward. The tenancy rule
 * stays whole: the property in the target is a new row; a move deletes the original.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListResponseSchema, propertyTransferResponseSchema } from '../../src/contract';
import { aiSummaries, auditLogs, portfolioItems, properties, reports, strategies } from '../../src/db/schema';
import { startTestServer, type TestServer, type TestUser } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.app.jobs.whenIdle();
  await server?.close();
});

const transfer = (user: TestUser, mode: 'move' | 'copy', propertyId: number, payload: unknown) =>
  server.request({ method: 'POST', url: `/api/properties/${propertyId}/${mode}`, token: user.token, payload: payload as Record<string, unknown> });

async function newTeam(user: TestUser, name: string): Promise<number> {
  const created = await server.request({ method: 'POST', url: '/api/organizations', token: user.token, payload: { name } });
  expect(created.statusCode).toBe(201);
  return created.data.organizationId;
}

/** A property in `user`'s own organization with a saved buy & hold deal, an AI summary and a CSV report. */
async function propertyWithDeal(user: TestUser, address: string) {
  const propertyId = await server.uploadProperty(user, address);
  const deal = await server.request({
    method: 'POST',
    url: '/api/strategies',
    token: user.token,
    payload: { propertyId, strategyType: 'buy_hold', inputs: { purchasePrice: 900_000, grossMonthlyRent: 7_200 } },
  });
  expect(deal.statusCode, deal.body).toBe(201);
  const summary = await server.request({ method: 'POST', url: '/api/ai-summaries', token: user.token, payload: { strategyId: deal.data.id } });
  expect(summary.statusCode, summary.body).toBe(201);
  const report = await server.request({ method: 'POST', url: '/api/reports', token: user.token, payload: { strategyId: deal.data.id, format: 'csv' } });
  expect(report.statusCode, report.body).toBe(201);
  const share = await server.request({ method: 'POST', url: `/api/reports/${report.data.id}/share`, token: user.token, payload: {} });
  expect(share.statusCode).toBe(201);
  return { propertyId, strategyId: deal.data.id as number, reportId: report.data.id as number, shareToken: share.data.token as string };
}

describe('moving and copying a property between organizations', () => {
  it('the old path still refuses to use another organization’s property; copy makes the team its own copy with the deal', async () => {
    const user = await server.registerAndLogin('copier', { tier: 'hunter' });
    const team = await newTeam(user, 'Copy Team');
    const { propertyId, reportId } = await propertyWithDeal(user, '41 Copy Street');
    const refused = await server.request({ method: 'POST', url: '/api/portfolio', token: user.token, headers: { 'x-organization-id': String(team) }, payload: { propertyId } });
    expect(refused.statusCode).toBe(403);

    const copied = await transfer(user, 'copy', propertyId, { targetOrganizationId: team });
    expect(copied.statusCode, copied.body).toBe(201);
    const result = propertyTransferResponseSchema.parse(copied.data);
    expect(result).toMatchObject({ mode: 'copy', fromPropertyId: propertyId, organizationId: team, strategies: 1, reportsMoved: 0 });
    expect(result.propertyId).not.toBe(propertyId);
    // Both organizations have their own property; the team's has the deal, its summary and a portfolio entry.
    const [original] = await server.db.select().from(properties).where(eq(properties.id, propertyId));
    const [copy] = await server.db.select().from(properties).where(eq(properties.id, result.propertyId));
    expect(original!.organizationId).toBe(user.organizationId);
    expect(copy).toMatchObject({ organizationId: team, address: '41 Copy Street', userId: user.id });
    const deals = await server.db.select().from(strategies).where(eq(strategies.propertyId, result.propertyId));
    expect(deals).toHaveLength(1);
    expect(deals[0]!.organizationId).toBe(team);
    expect(await server.db.select().from(aiSummaries).where(eq(aiSummaries.strategyId, deals[0]!.id))).toHaveLength(1);
    const [entry] = await server.db.select().from(portfolioItems).where(and(eq(portfolioItems.organizationId, team), eq(portfolioItems.propertyId, result.propertyId)));
    expect(entry?.strategyId).toBe(deals[0]!.id);
    // Reports stay with the source on a copy.
    const [report] = await server.db.select().from(reports).where(eq(reports.id, reportId));
    expect(report!.organizationId).toBe(user.organizationId);
    const teamList = propertyListResponseSchema.parse((await server.request({ method: 'GET', url: '/api/properties', token: user.token, headers: { 'x-organization-id': String(team) } })).data);
    expect(teamList.map((p) => p.id)).toEqual([result.propertyId]);
    const [row] = await server.db.select().from(auditLogs).where(eq(auditLogs.action, 'property.copy'));
    expect(row).toMatchObject({ actorUserId: user.id, organizationId: team, resourceId: String(result.propertyId) });
  });

  it('move takes the deal, its reports and their share links along and deletes the original', async () => {
    const user = await server.registerAndLogin('mover', { tier: 'hunter' });
    const team = await newTeam(user, 'Move Team');
    const { propertyId, reportId, shareToken } = await propertyWithDeal(user, '42 Move Street');
    const moved = await transfer(user, 'move', propertyId, { targetOrganizationId: team });
    expect(moved.statusCode, moved.body).toBe(201);
    const result = propertyTransferResponseSchema.parse(moved.data);
    expect(result).toMatchObject({ mode: 'move', strategies: 1, reportsMoved: 1, fromOrganizationId: user.organizationId, organizationId: team });
    expect(await server.db.select().from(properties).where(eq(properties.id, propertyId))).toHaveLength(0);
    expect((await server.request({ method: 'GET', url: `/api/properties/detail/${propertyId}`, token: user.token })).statusCode).toBe(404);
    const [report] = await server.db.select().from(reports).where(eq(reports.id, reportId));
    expect(report).toMatchObject({ organizationId: team, propertyId: result.propertyId });
    expect(report!.strategyId).not.toBeNull();
    expect((await server.request({ method: 'GET', url: `/r/${shareToken}` })).statusCode).toBe(200);
    const teamReports = await server.request({ method: 'GET', url: '/api/reports', token: user.token, headers: { 'x-organization-id': String(team) } });
    expect(teamReports.body).toContain('42 Move Street');
    const ownReports = await server.request({ method: 'GET', url: '/api/reports', token: user.token });
    expect(ownReports.body).not.toContain('42 Move Street');
    const [row] = await server.db.select().from(auditLogs).where(eq(auditLogs.action, 'property.move'));
    expect(row).toMatchObject({ actorUserId: user.id, organizationId: team });
    expect(row!.detail).toMatchObject({ fromOrganizationId: user.organizationId, fromPropertyId: propertyId });
  });

  it('respects the plan’s property limit with a TIER_LIMIT naming the limit and the plan that lifts it', async () => {
    const user = await server.registerAndLogin('limited', { tier: 'scout' });
    const team = await newTeam(user, 'Limited Team');
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await server.uploadProperty(user, `5${n} Limit Street`));
    const copied = await transfer(user, 'copy', ids[0]!, { targetOrganizationId: team });
    expect(copied.statusCode).toBe(403);
    expect(copied.data).toMatchObject({ code: 'TIER_LIMIT', limit: { feature: 'properties', limit: 3, used: 3, plan: 'scout', upgradeTo: 'rookie', upgradeUrl: '/subscription' } });
    // A move of a property the user already counts adds nothing: it goes through at the limit.
    const moved = await transfer(user, 'move', ids[0]!, { targetOrganizationId: team });
    expect(moved.statusCode, moved.body).toBe(201);
  });

  it('refuses what the caller may not do: other organizations 404, analysts moving others’ properties 403, bad bodies 400', async () => {
    const owner = await server.registerAndLogin('transfer-owner', { tier: 'hunter' });
    const analyst = await server.registerAndLogin('transfer-analyst', { tier: 'hunter' });
    await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invite`, token: owner.token, payload: { email: analyst.email } });
    await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations/accept`, token: analyst.token });
    const propertyId = await server.uploadProperty(owner, '61 Guarded Street');
    const stranger = await server.registerAndLogin('transfer-stranger', { tier: 'hunter' });
    // Another organization's property, or a target the caller is not in: 404 that reveals nothing.
    expect((await transfer(stranger, 'copy', propertyId, { targetOrganizationId: stranger.organizationId })).statusCode).toBe(404);
    expect((await transfer(owner, 'copy', propertyId, { targetOrganizationId: stranger.organizationId })).statusCode).toBe(404);
    // An analyst may copy the team's property into their own organization, not move it (they did not add it).
    expect((await transfer(analyst, 'move', propertyId, { targetOrganizationId: analyst.organizationId })).statusCode).toBe(403);
    expect((await transfer(analyst, 'copy', propertyId, { targetOrganizationId: analyst.organizationId })).statusCode).toBe(201);
    const same = await transfer(owner, 'move', propertyId, { targetOrganizationId: owner.organizationId });
    expect(same.statusCode).toBe(400);
    expect(same.data.fields['body.targetOrganizationId']).toBeTruthy();
    for (const payload of [{}, { targetOrganizationId: 'x' }, { targetOrganizationId: -1 }, { targetOrganizationId: 1.5 }, { targetOrganizationId: 2 ** 40 }]) {
      const response = await transfer(owner, 'copy', propertyId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.data.fields['body.targetOrganizationId']).toBeTruthy();
    }
    expect((await server.request({ method: 'POST', url: `/api/properties/${propertyId}/copy`, payload: { targetOrganizationId: 1 } })).statusCode).toBe(401);
  });
});
