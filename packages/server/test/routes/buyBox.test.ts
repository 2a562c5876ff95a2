/**
 * Buy boxes (issue 32): stored criteria per member (Operator) and per organization (Hunter, set by
 * owners and admins), scoped to the organization, audited; every deal carries pass / fail per
 * criterion with its number and the threshold, and the deal list filters on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { evaluateBuyBox } from '@rei/engine';
import { auditLogs, memberships } from '../../src/db/schema';
import { startTestServer, type TestServer, type TestUser } from '../harness';

let server: TestServer;
let olive: TestUser; // operator, own organization
let ann: TestUser; // rookie
let hank: TestUser; // hunter, owner of the team
let ada: TestUser; // analyst in hank's team
let otto: TestUser; // hunter, another organization
let team: number;

beforeAll(async () => {
  server = await startTestServer();
  [olive, ann, hank, ada, otto] = await Promise.all([
    server.registerAndLogin('olive', { tier: 'operator' }),
    server.registerAndLogin('ann', { tier: 'rookie' }),
    server.registerAndLogin('hank', { tier: 'hunter' }),
    server.registerAndLogin('ada', { tier: 'hunter' }),
    server.registerAndLogin('otto', { tier: 'hunter' }),
  ]);
  team = hank.organizationId;
  await server.db.insert(memberships).values({ organizationId: team, userId: ada.id, role: 'analyst', acceptedAt: new Date(), invitedBy: hank.id });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, organizationId?: number) =>
  server.request({
    method,
    url,
    token: user.token,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(organizationId === undefined ? {} : { headers: { 'x-organization-id': String(organizationId) } }),
  });

const inputs = (rent: number) => ({ purchasePrice: 900_000, grossMonthlyRent: rent, propertyTax: 9_000, insurance: 2_400 });

describe('the buy box routes', () => {
  it('a member stores a personal buy box; it reads back, is audited, and another organization cannot see it', async () => {
    expect((await call(olive, 'GET', '/api/buy-box')).data).toMatchObject({ scope: 'personal', criteria: {}, updatedAt: null, usable: true, canEdit: true });
    const saved = await call(olive, 'PUT', '/api/buy-box', { scope: 'personal', criteria: { capRate: 6, price: 1_000_000 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data.criteria).toEqual({ capRate: 6, price: 1_000_000 });
    const changed = await call(olive, 'PUT', '/api/buy-box', { scope: 'personal', criteria: { capRate: 7 } });
    expect(changed.data.criteria).toEqual({ capRate: 7 });
    expect((await call(olive, 'GET', '/api/buy-box?scope=personal')).data.criteria).toEqual({ capRate: 7 });
    // someone else's personal buy box in their own organization is theirs, not olive's
    expect((await call(otto, 'GET', '/api/buy-box?scope=personal')).data.criteria).toEqual({});
    // olive's organization is not otto's: 404 from the organization scope
    expect((await call(otto, 'GET', '/api/buy-box?scope=organization', undefined, olive.organizationId)).statusCode).toBe(404);
    expect((await call(otto, 'PUT', '/api/buy-box', { scope: 'organization', criteria: { capRate: 1 } }, olive.organizationId)).statusCode).toBe(404);

    const actions = await server.db
      .select({ action: auditLogs.action, actor: auditLogs.actorUserId, detail: auditLogs.detail })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'buy_box'), eq(auditLogs.actorUserId, olive.id)))
      .orderBy(auditLogs.id);
    expect(actions.map((a) => a.action)).toEqual(['buy_box.create', 'buy_box.update']);
    expect(actions[1]!.detail).toMatchObject({ scope: 'personal', criteria: { capRate: 7 }, previous: { capRate: 6, price: 1_000_000 } });
  });

  it('bad criteria are 400 naming the field', async () => {
    const word = await call(olive, 'PUT', '/api/buy-box', { scope: 'personal', criteria: { capRate: 'high' } });
    expect(word.statusCode).toBe(400);
    expect(Object.keys(word.data.fields)).toContain('body.criteria.capRate');
    const unknown = await call(olive, 'PUT', '/api/buy-box', { scope: 'personal', criteria: { grossYield: 5 } });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.data.fields)).toContain('criteria');
    const huge = await call(olive, 'PUT', '/api/buy-box', { scope: 'personal', criteria: { price: 1e15 } });
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.data.fields)).toContain('body.criteria.price');
    const scope = await call(olive, 'PUT', '/api/buy-box', { scope: 'everyone', criteria: {} });
    expect(scope.statusCode).toBe(400);
    expect(Object.keys(scope.data.fields)).toContain('body.scope');
    expect((await call(olive, 'GET', '/api/buy-box?scope=world')).statusCode).toBe(400);
  });

  it('the organization buy box: owners set it, an analyst reads it and gets 403 changing it; a lower plan gets 403 TIER_LIMIT naming the plan', async () => {
    const set = await call(hank, 'PUT', '/api/buy-box', { scope: 'organization', criteria: { dscr: 1.25, monthlyCashFlow: 500 } }, team);
    expect(set.statusCode, set.body).toBe(200);
    const read = await call(ada, 'GET', '/api/buy-box?scope=organization', undefined, team);
    expect(read.data).toMatchObject({ criteria: { dscr: 1.25, monthlyCashFlow: 500 }, canEdit: false, usable: true });
    const refused = await call(ada, 'PUT', '/api/buy-box', { scope: 'organization', criteria: { dscr: 0.5 } }, team);
    expect(refused.statusCode).toBe(403);
    expect(refused.data.code).not.toBe('TIER_LIMIT');
    // a rookie has neither buy box
    const rookie = await call(ann, 'PUT', '/api/buy-box', { scope: 'personal', criteria: { capRate: 5 } });
    expect(rookie.statusCode).toBe(403);
    expect(rookie.data.code).toBe('TIER_LIMIT');
    expect(rookie.data.message).toContain('Operator');
    const operatorTeam = await call(olive, 'PUT', '/api/buy-box', { scope: 'organization', criteria: { capRate: 5 } });
    expect(operatorTeam.statusCode).toBe(403);
    expect(operatorTeam.data.message).toContain('Hunter');
  });
});

describe('deals against the buy box', () => {
  it('every deal shows pass / fail per criterion with its number and the threshold, as the engine computes it', async () => {
    const good = await call(hank, 'POST', '/api/deals', { name: 'Strong rent', strategyType: 'buy_hold', inputs: inputs(9_500) }, team);
    const weak = await call(hank, 'POST', '/api/deals', { name: 'Weak rent', strategyType: 'buy_hold', inputs: inputs(4_000) }, team);
    expect(good.statusCode, good.body).toBe(201);
    // hank has no personal buy box: the organization's is in force
    for (const deal of [good.data, weak.data]) {
      const expected = evaluateBuyBox({ dscr: 1.25, monthlyCashFlow: 500 }, { strategyType: 'buy_hold', inputs: deal.current.inputs, outputs: deal.current.outputs });
      expect(deal.buyBox).toEqual({ scope: 'organization', passes: expected.passes, checks: expected.checks });
    }
    expect(good.data.buyBox.passes).toBe(true);
    expect(weak.data.buyBox.passes).toBe(false);
    const cashFlow = weak.data.buyBox.checks.find((check: { metric: string }) => check.metric === 'monthlyCashFlow');
    expect(cashFlow).toMatchObject({ comparison: '≥', threshold: 500, status: 'fail', value: weak.data.current.outputs.monthlyCashFlow });
  });

  it('the deal list filters on the buy box server-side (pass / fail / all), with the checks on each row', async () => {
    const all = await call(ada, 'GET', '/api/deals', undefined, team);
    expect(all.statusCode).toBe(200);
    const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name).sort();
    expect(names(all.data)).toEqual(['Strong rent', 'Weak rent']);
    const passing = await call(ada, 'GET', '/api/deals?buyBox=pass', undefined, team);
    expect(names(passing.data)).toEqual(['Strong rent']);
    expect(passing.data.total).toBe(1);
    expect(passing.data.items[0].buyBox.passes).toBe(true);
    const failing = await call(ada, 'GET', '/api/deals?buyBox=fail&pageSize=1', undefined, team);
    expect(names(failing.data)).toEqual(['Weak rent']);
    expect(failing.data.pageCount).toBe(1);
    expect((await call(ada, 'GET', '/api/deals?buyBox=maybe', undefined, team)).statusCode).toBe(400);
  });

  it('a personal buy box wins over the organization’s for its owner; asking for a scope uses that one', async () => {
    await call(ada, 'PUT', '/api/buy-box', { scope: 'personal', criteria: { price: 800_000 } }, team);
    const mine = await call(ada, 'GET', '/api/deals?buyBox=pass', undefined, team);
    expect(mine.data.items).toEqual([]);
    const failing = await call(ada, 'GET', '/api/deals', undefined, team);
    expect(failing.data.items.every((item: { buyBox: { scope: string; passes: boolean } }) => item.buyBox.scope === 'personal' && !item.buyBox.passes)).toBe(true);
    const team_ = await call(ada, 'GET', '/api/deals?buyBox=pass&buyBoxScope=organization', undefined, team);
    expect(team_.data.items.map((item: { name: string }) => item.name)).toEqual(['Strong rent']);
  });

  it('filtering without a stored buy box is 400 naming query.buyBox; on a plan without it 403 TIER_LIMIT', async () => {
    const none = await call(otto, 'GET', '/api/deals?buyBox=pass');
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.data.fields)).toContain('query.buyBox');
    const rookie = await call(ann, 'GET', '/api/deals?buyBox=pass');
    expect(rookie.statusCode).toBe(403);
    expect(rookie.data.code).toBe('TIER_LIMIT');
  });

  it('after a downgrade the buy box stays readable, says which plan uses it, and deals no longer carry checks', async () => {
    await server.setTier(olive.id, 'rookie');
    const read = await call(olive, 'GET', '/api/buy-box');
    expect(read.data).toMatchObject({ criteria: { capRate: 7 }, usable: false, canEdit: false });
    expect(read.data.unusableReason).toContain('Operator');
    const deal = await call(olive, 'POST', '/api/deals', { name: 'After downgrade', strategyType: 'buy_hold', inputs: inputs(9_000) });
    expect(deal.statusCode, deal.body).toBe(201);
    expect(deal.data.buyBox).toBeNull();
    await server.setTier(olive.id, 'operator');
  });
});
