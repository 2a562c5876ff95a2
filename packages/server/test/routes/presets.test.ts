/**
 * Assumption presets (issue 32): personal presets from Operator, organization presets ("team
 * calculators") from Hunter managed by owners and admins, versioned by every PUT, fields locked by
 * the team, readable but not usable after a downgrade, audited, scoped to the organization.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
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

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, organizationId?: number) =>
  server.request({
    method,
    url,
    token: user.token,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(organizationId === undefined ? {} : { headers: { 'x-organization-id': String(organizationId) } }),
  });

const FINANCING = { downPaymentPercent: 25, interestRate: 6.5, loanTerm: 30, vacancyRate: 5, propertyManagementPercent: 8 };
const RESERVE = [{ label: 'Capital reserve', kind: 'expense', amount: 250, frequency: 'monthly' }];

describe('personal presets (Operator and up)', () => {
  it('an Operator creates one at version 1; every PUT raises the version; only they see it', async () => {
    const created = await call(olive, 'POST', '/api/presets', { name: 'My 25 % down', scope: 'personal', strategyType: 'buy_hold', values: FINANCING, lineItems: RESERVE });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.data).toMatchObject({ name: 'My 25 % down', scope: 'personal', strategyType: 'buy_hold', version: 1, values: FINANCING, lineItems: RESERVE, lockedFields: [], canEdit: true, usable: true });
    const id = created.data.id as number;

    const changed = await call(olive, 'PUT', `/api/presets/${id}`, { name: 'My 20 % down', values: { ...FINANCING, downPaymentPercent: 20 }, lineItems: RESERVE });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.data.version).toBe(2);
    const again = await call(olive, 'PUT', `/api/presets/${id}`, { baseVersion: 2, name: 'My 20 % down', values: { ...FINANCING, downPaymentPercent: 20 } });
    expect(again.data.version).toBe(3);
    expect(again.data.lineItems).toEqual([]);
    const stale = await call(olive, 'PUT', `/api/presets/${id}`, { baseVersion: 2, name: 'late', values: FINANCING });
    expect(stale.statusCode).toBe(409);
    expect(stale.data.fields).toHaveProperty(['body.baseVersion']);

    expect((await call(olive, 'GET', `/api/presets/${id}`)).data).toMatchObject({ version: 3, name: 'My 20 % down' });
    expect((await call(olive, 'GET', '/api/presets')).data.items.map((p: { id: number }) => p.id)).toContain(id);
    // another organization, or another person, sees nothing of it
    expect((await call(otto, 'GET', `/api/presets/${id}`)).statusCode).toBe(404);
    expect((await call(otto, 'PUT', `/api/presets/${id}`, { name: 'x', values: {} })).statusCode).toBe(404);
    expect((await call(otto, 'DELETE', `/api/presets/${id}`)).statusCode).toBe(404);
    expect((await call(otto, 'GET', '/api/presets')).data.items).toEqual([]);

    const actions = await server.db
      .select({ action: auditLogs.action, actor: auditLogs.actorUserId })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'preset'), eq(auditLogs.resourceId, String(id))))
      .orderBy(auditLogs.id);
    expect(actions.map((a) => a.action)).toEqual(['preset.create', 'preset.update', 'preset.update']);
    expect(actions.every((a) => a.actor === olive.id)).toBe(true);

    expect((await call(olive, 'DELETE', `/api/presets/${id}`)).statusCode).toBe(204);
    expect((await call(olive, 'GET', `/api/presets/${id}`)).statusCode).toBe(404);
  });

  it('a Rookie gets 403 TIER_LIMIT naming Operator; a personal preset cannot lock fields', async () => {
    const refused = await call(ann, 'POST', '/api/presets', { name: 'Mine', scope: 'personal', strategyType: 'buy_hold', values: FINANCING });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.code).toBe('TIER_LIMIT');
    expect(refused.data.message).toMatch(/Upgrade to Operator/);
    const locked = await call(olive, 'POST', '/api/presets', { name: 'Locked', scope: 'personal', strategyType: 'buy_hold', values: FINANCING, lockedFields: ['interestRate'] });
    expect(locked.statusCode).toBe(400);
    expect(locked.data.fields).toHaveProperty(['body.lockedFields']);
  });

  it('after a downgrade the preset stays readable, says it is not usable and which plan is, and cannot be changed', async () => {
    const dora = await server.registerAndLogin('dora', { tier: 'operator' });
    const created = await call(dora, 'POST', '/api/presets', { name: 'Keep me', scope: 'personal', strategyType: 'fix_flip', values: { holdingMonths: 8, contingencyPercent: 12 } });
    expect(created.statusCode, created.body).toBe(201);
    await server.setTier(dora.id, 'rookie');
    const read = await call(dora, 'GET', `/api/presets/${created.data.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.data.usable).toBe(false);
    expect(read.data.unusableReason).toMatch(/Operator/);
    const change = await call(dora, 'PUT', `/api/presets/${created.data.id}`, { name: 'Changed', values: { holdingMonths: 9 } });
    expect(change.statusCode).toBe(403);
    expect(change.data.code).toBe('TIER_LIMIT');
  });
});

describe('organization presets (Hunter, owners and admins)', () => {
  it('the owner creates one with a locked rate; the analyst sees it, cannot change or delete it, and cannot create one', async () => {
    const created = await call(hank, 'POST', '/api/presets', { name: 'Team lending terms', scope: 'organization', strategyType: 'brrr', values: { refinanceRate: 6.75, refinanceLTV: 75 }, lockedFields: ['refinanceRate', 'refinanceRate'] }, team);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.data).toMatchObject({ scope: 'organization', lockedFields: ['refinanceRate'], version: 1, organizationId: team });
    const id = created.data.id as number;

    const seen = await call(ada, 'GET', '/api/presets', undefined, team);
    expect(seen.data.items).toEqual([expect.objectContaining({ id, canEdit: false, usable: true })]);
    expect((await call(ada, 'PUT', `/api/presets/${id}`, { name: 'mine now', values: { refinanceRate: 5 } }, team)).statusCode).toBe(403);
    expect((await call(ada, 'DELETE', `/api/presets/${id}`, undefined, team)).statusCode).toBe(403);
    expect((await call(ada, 'POST', '/api/presets', { name: 'Analyst team preset', scope: 'organization', strategyType: 'brrr', values: {} }, team)).statusCode).toBe(403);
    // the analyst's personal preset (Hunter includes Operator) is theirs alone
    const personal = await call(ada, 'POST', '/api/presets', { name: 'Ada only', scope: 'personal', strategyType: 'brrr', values: { vacancyRate: 4 } }, team);
    expect(personal.statusCode).toBe(201);
    expect((await call(hank, 'GET', `/api/presets/${personal.data.id}`, undefined, team)).statusCode).toBe(404);
    expect((await call(hank, 'GET', '/api/presets', undefined, team)).data.items.map((p: { id: number }) => p.id)).toEqual([id]);

    const updated = await call(hank, 'PUT', `/api/presets/${id}`, { name: 'Team lending terms', values: { refinanceRate: 7, refinanceLTV: 75 }, lockedFields: ['refinanceRate'] }, team);
    expect(updated.data.version).toBe(2);
    // another organization: 404
    expect((await call(otto, 'GET', `/api/presets/${id}`)).statusCode).toBe(404);
  });

  it('needs Hunter (an Operator gets 403 TIER_LIMIT naming Hunter)', async () => {
    const refused = await call(olive, 'POST', '/api/presets', { name: 'Team', scope: 'organization', strategyType: 'buy_hold', values: FINANCING });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.code).toBe('TIER_LIMIT');
    expect(refused.data.message).toMatch(/Upgrade to Hunter/);
  });
});

describe('bad presets → 400 naming the field', () => {
  const base = { name: 'Bad', scope: 'organization', strategyType: 'buy_hold', values: FINANCING };
  const cases: [string, Record<string, unknown>, string][] = [
    ['unknown input in values', { ...base, values: { moonRent: 3 } }, 'body.values.moonRent'],
    ['input out of range', { ...base, values: { vacancyRate: 150 } }, 'body.values.vacancyRate'],
    ['lines inside values', { ...base, values: { lineItems: [] } }, 'body.values.lineItems'],
    ['a bad line', { ...base, lineItems: [{ label: 'x'.repeat(81), kind: 'expense', amount: 1, frequency: 'monthly' }] }, 'body.lineItems.0.label'],
    ['a lock on no input', { ...base, lockedFields: ['interestRate', 'moonRate'] }, 'body.lockedFields.1'],
    ['unknown scope', { ...base, scope: 'galaxy' }, 'body.scope'],
    ['unknown strategy', { ...base, strategyType: 'moonshot' }, 'body.strategyType'],
    ['empty name', { ...base, name: '  ' }, 'body.name'],
  ];
  for (const [label, payload, field] of cases) {
    it(label, async () => {
      const response = await call(hank, 'POST', '/api/presets', payload, team);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.data.fields ?? {})).toContain(field);
    });
  }
});

describe('a deal made with a preset', () => {
  const BRRR_DEAL = { purchasePrice: 300_000, afterRepairValue: 500_000, refinanceLTV: 75, monthlyRent: 3_200 };
  const deal = (user: TestUser, payload: Record<string, unknown>) => call(user, 'POST', '/api/deals', payload, team);

  it('records the preset and its version, keeps the team-locked rate, and does not move when the preset changes', async () => {
    const preset = await call(hank, 'POST', '/api/presets', { name: 'Bank terms', scope: 'organization', strategyType: 'brrr', values: { refinanceRate: 6.75, refinanceLTV: 75 }, lockedFields: ['refinanceRate'] }, team);
    expect(preset.statusCode, preset.body).toBe(201);
    const presetId = preset.data.id as number;

    // the analyst's deal takes the locked rate; changing it is refused, naming the field
    const refused = await deal(ada, { name: 'Rate changed', propertyId: null, strategyType: 'brrr', presetId, inputs: { ...BRRR_DEAL, refinanceRate: 5 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.data.fields['body.inputs.refinanceRate']).toMatch(/locked by the team preset “Bank terms” \(version 1\) at 6.75/);
    const created = await deal(ada, { name: 'With bank terms', propertyId: null, strategyType: 'brrr', presetId, inputs: BRRR_DEAL });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.data.current.sentInputs.refinanceRate).toBe(6.75);
    expect(created.data.current.preset).toMatchObject({ id: presetId, name: 'Bank terms', version: 1, lockedFields: ['refinanceRate'] });
    const savedOutputs = created.data.current.outputs;

    // the team changes the preset: the saved deal keeps its numbers and its version 1
    const changed = await call(hank, 'PUT', `/api/presets/${presetId}`, { name: 'Bank terms', values: { refinanceRate: 7.25, refinanceLTV: 75 }, lockedFields: ['refinanceRate'] }, team);
    expect(changed.data.version).toBe(2);
    const reopened = await call(ada, 'GET', `/api/deals/${created.data.id}`, undefined, team);
    expect(reopened.data.current.outputs).toEqual(savedOutputs);
    expect(reopened.data.current.preset.version).toBe(1);

    // a new version keeps version 1 of the preset and its lock
    const keep = await call(ada, 'PUT', `/api/deals/${created.data.id}`, { baseVersion: 1, inputs: { ...BRRR_DEAL, monthlyRent: 3_300 } }, team);
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.data.current).toMatchObject({ version: 2, preset: { version: 1 }, sentInputs: { refinanceRate: 6.75 } });
    const sneak = await call(ada, 'PUT', `/api/deals/${created.data.id}`, { baseVersion: 2, inputs: { ...BRRR_DEAL, refinanceRate: 7.25 } }, team);
    expect(sneak.statusCode).toBe(400);
    expect(sneak.data.fields).toHaveProperty(['body.inputs.refinanceRate']);

    // re-applying the preset takes its current version
    const reapplied = await call(ada, 'PUT', `/api/deals/${created.data.id}`, { baseVersion: 2, presetId, inputs: BRRR_DEAL }, team);
    expect(reapplied.statusCode, reapplied.body).toBe(200);
    expect(reapplied.data.current).toMatchObject({ version: 3, preset: { version: 2 }, sentInputs: { refinanceRate: 7.25 } });

    // applying is audited with who did it and which versions
    const applied = await server.db.select({ actor: auditLogs.actorUserId, detail: auditLogs.detail }).from(auditLogs).where(and(eq(auditLogs.action, 'preset.apply'), eq(auditLogs.resourceId, String(presetId)))).orderBy(auditLogs.id);
    expect(applied).toEqual([
      { actor: ada.id, detail: expect.objectContaining({ dealId: created.data.id, dealVersion: 1, presetVersion: 1 }) },
      { actor: ada.id, detail: expect.objectContaining({ dealId: created.data.id, dealVersion: 3, presetVersion: 2 }) },
    ]);

    // a copy keeps the preset as it was
    const copy = await call(ada, 'POST', `/api/deals/${created.data.id}/duplicate`, {}, team);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.data.current.preset).toMatchObject({ id: presetId, version: 2 });
  });

  it('a preset of another strategy is 400 naming presetId; another organization’s is 404 naming presetId', async () => {
    const holdPreset = await call(hank, 'POST', '/api/presets', { name: 'Hold terms', scope: 'organization', strategyType: 'buy_hold', values: { vacancyRate: 4 } }, team);
    const wrong = await deal(ada, { name: 'Wrong preset', propertyId: null, strategyType: 'brrr', presetId: holdPreset.data.id, inputs: BRRR_DEAL });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.fields).toHaveProperty(['body.presetId']);
    const foreign = await call(otto, 'POST', '/api/deals', { name: 'Foreign preset', propertyId: null, strategyType: 'buy_hold', presetId: holdPreset.data.id, inputs: { purchasePrice: 900_000, grossMonthlyRent: 6_500, propertyTax: 9_000, insurance: 2_400 } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.data.fields).toHaveProperty(['body.presetId']);
  });
});
