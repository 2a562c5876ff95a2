import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { properties } from '../../src/db/schema';
import type { PropertyWriteFieldsInput } from '../../src/contract';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { addProperty, HALSEY_STREET, insertDemoProperty, insertOwnProperty, joinOrganization } from '../propertyFixtures';

let server: TestServer;
let ann: TestUser;
let bob: TestUser;
let demoId: number;

beforeAll(async () => {
  server = await startTestServer();
  [ann, bob] = await Promise.all([server.registerAndLogin('ann', { tier: 'hunter' }), server.registerAndLogin('bob', { tier: 'hunter' })]);
  demoId = await insertDemoProperty(server, bob, { address: '5 Demo Row', city: 'Brooklyn', state: 'NY', purchasePrice: 900_000, monthlyRent: 7_500 });
});

afterAll(async () => {
  await server?.close();
});

describe('portfolio', () => {
  it('adds a property, reports its status, lists it as a card, and refuses a duplicate with 409', async () => {
    const property = await insertOwnProperty(server, ann, { ...HALSEY_STREET, address: '1 Portfolio Place' });
    const before = await server.request({ method: 'GET', url: `/api/portfolio/${property.id}/status`, token: ann.token });
    expect(before.data).toEqual({ isInPortfolio: false, portfolioItemId: null });

    const added = await server.request({ method: 'POST', url: '/api/portfolio', token: ann.token, payload: { propertyId: property.id } });
    expect(added.statusCode).toBe(201);
    expect(added.data).toMatchObject({ propertyId: property.id, organizationId: ann.organizationId, isInPortfolio: true });

    const after = await server.request({ method: 'GET', url: `/api/portfolio/${property.id}/status`, token: ann.token });
    expect(after.data).toEqual({ isInPortfolio: true, portfolioItemId: added.data.id });

    const again = await server.request({ method: 'POST', url: '/api/portfolio', token: ann.token, payload: { propertyId: property.id } });
    expect(again.statusCode).toBe(409);
    expect(again.data.code).toBe('CONFLICT');

    const list = await server.request({ method: 'GET', url: '/api/portfolio', token: ann.token });
    expect(list.statusCode).toBe(200);
    const card = list.data.items.find((c: any) => c.id === added.data.id);
    // no strategy saved yet: buy_hold, figures from the property's engine metrics
    expect(card).toMatchObject({
      propertyId: property.id,
      address: '1 Portfolio Place',
      strategyType: 'buy_hold',
      strategyId: null,
      purchasePrice: 1_250_000,
      monthlyRent: 15_000,
      // costs sized from the property: 171,000 − (12,500 tax estimate + 7,200 insurance for 6 units + 18,000 + 13,680)
      annualNOI: 119_620,
      metricsCalculated: true,
      metricsError: null,
      isDemo: false,
    });
  });

  it('a property added by form with only its last sale known shows that sale and the input to add, not "Error" or $0', async () => {
    const carol = await server.registerAndLogin('carol', { tier: 'hunter' });
    const property = await addProperty(server, carol, { address: '214 Sterling Place', purchasePrice: null, monthlyRent: null });
    // the lot's last sale as a property saved from its public record carries it
    await server.db.update(properties).set({ lastSalePrice: '1230000', lastSaleDate: '2023-05-01' }).where(eq(properties.id, property.id));
    const list = await server.request({ method: 'GET', url: '/api/portfolio', token: carol.token });
    const card = list.data.items.find((c: any) => c.propertyId === property.id);
    expect(card).toMatchObject({
      purchasePrice: null,
      lastSalePrice: 1_230_000,
      metricsCalculated: false,
      metricsError: 'Add the purchase price and monthly rent to see cap rate, cash flow and NOI.',
    });
    // counted at its last sale in the dashboard's total value
    expect(list.data.summary.totalValue).toBe(1_230_000);
  });

  it('the dashboard average cap rate of Queens condos is what their own sources give, not −0.8 % from the sample tax and insurance', async () => {
    const dana = await server.registerAndLogin('dana', { tier: 'hunter' });
    const condo = { city: 'Queens', state: 'NY', zip: '11375', propertyType: 'condo', units: 1, buildingClass: 'R4', purchasePrice: 550_000, monthlyRent: 3_200 };
    // assessed 52,000, class 2: tax 52,000 × 12.439 % = 6,468.28; insurance $600 (condo unit); maintenance 5,500
    // EGI 36,480 − (6,468.28 + 600 + 5,500 + 2,918.40 management) = 20,993.32 → cap 3.8170 %
    // the lot's PLUTO assessment is stored as a property saved from its public record carries it (not a form field)
    const lot = { ...condo, address: '1 Condo Court', borough: 'QN', taxClass: '2', assessTotal: 52_000 } as PropertyWriteFieldsInput;
    const { id: assessedId } = await insertOwnProperty(server, dana, lot);
    expect((await server.request({ method: 'POST', url: '/api/portfolio', token: dana.token, payload: { propertyId: assessedId } })).statusCode).toBe(201);
    const assessed = (await server.request({ method: 'GET', url: `/api/properties/detail/${assessedId}`, token: dana.token })).data;
    expect(assessed).toMatchObject({ annualNOI: 20_993.32, capRate: 3.817 });
    // no assessment on record: tax estimate 1 % of price = 5,500 → NOI 21,961.60 → cap 3.9930 %
    const unassessed = await addProperty(server, dana, { ...condo, address: '2 Condo Court' });
    expect(unassessed).toMatchObject({ annualNOI: 21_961.6, capRate: 3.993 });
    const taxOf = (p: any) => p.assumptions.find((a: any) => a.key === 'propertyTax');
    expect(taxOf(assessed).source.kind).toBe('pluto-assessment');
    expect(taxOf(unassessed).source).toMatchObject({ kind: 'rule', label: 'estimate: 1 % of price a year' });

    const list = await server.request({ method: 'GET', url: '/api/portfolio', token: dana.token });
    expect(list.data.summary.properties).toBe(2);
    // (3.8170 + 3.9930) ÷ 2 = 3.905 → 3.9 (one decimal); with the sample figures each was −0.81 %
    expect(list.data.summary.avgCapRate).toBe(3.9);
    // within what the sources imply: above zero and below the gross yield 3,200 × 12 ÷ 550,000 = 6.98 %
    expect(list.data.summary.avgCapRate).toBeGreaterThan(0);
    expect(list.data.summary.avgCapRate).toBeLessThan(6.98);
  });

  it('a demo property can be added by anyone; another team’s private property cannot (404)', async () => {
    const demo = await server.request({ method: 'POST', url: '/api/portfolio', token: ann.token, payload: { propertyId: demoId } });
    expect(demo.statusCode).toBe(201);
    const annsOwn = await addProperty(server, ann, { address: '2 Private Path' });
    const foreign = await server.request({ method: 'POST', url: '/api/portfolio', token: bob.token, payload: { propertyId: annsOwn.id } });
    expect(foreign.statusCode).toBe(404);
    const missing = await server.request({ method: 'POST', url: '/api/portfolio', token: ann.token, payload: { propertyId: 999_999 } });
    expect(missing.statusCode).toBe(404);
  });

  it('cards carry the latest saved strategy’s figures (fix & flip: rehab, ARV, profit)', async () => {
    // an upload is kept in the portfolio at once
    const property = await addProperty(server, ann, { address: '3 Flip Street', purchasePrice: 400_000 });
    const saved = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: ann.token,
      payload: { propertyId: property.id, strategyType: 'fix_flip', inputs: { purchasePrice: 400_000, afterRepairValue: 600_000, rehabCost: 60_000 } },
    });
    expect(saved.statusCode).toBe(201);
    const card = (await server.request({ method: 'GET', url: '/api/portfolio', token: ann.token })).data.items.find((c: any) => c.propertyId === property.id);
    expect(card).toMatchObject({
      strategyType: 'fix_flip',
      strategyId: saved.data.id,
      purchasePrice: 400_000,
      rehabCost: 60_000,
      arv: 600_000,
      profit: saved.data.outputs.profit,
    });
  });

  it('lists only the selected organization; another team’s portfolio is 404', async () => {
    const bobs = await server.request({ method: 'GET', url: '/api/portfolio', token: bob.token });
    expect(bobs.data.items).toEqual([]);
    const peek = await server.request({ method: 'GET', url: '/api/portfolio', token: bob.token, headers: { 'x-organization-id': String(ann.organizationId) } });
    expect(peek.statusCode).toBe(404);
  });

  it('DELETE removes an entry; another team cannot (404); an analyst only their own (403)', async () => {
    const property = await insertOwnProperty(server, ann, { ...HALSEY_STREET, address: '4 Remove Road' });
    const added = await server.request({ method: 'POST', url: '/api/portfolio', token: ann.token, payload: { propertyId: property.id } });
    expect((await server.request({ method: 'DELETE', url: `/api/portfolio/${added.data.id}`, token: bob.token })).statusCode).toBe(404);

    const analyst = await server.registerAndLogin('andy', { tier: 'hunter' });
    await joinOrganization(server, ann, analyst, 'analyst');
    expect((await server.request({ method: 'DELETE', url: `/api/portfolio/${added.data.id}`, token: analyst.token })).statusCode).toBe(403);

    const removed = await server.request({ method: 'DELETE', url: `/api/portfolio/${added.data.id}`, token: ann.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.data).toEqual({ id: added.data.id, deleted: true });
    expect((await server.request({ method: 'GET', url: `/api/portfolio/${property.id}/status`, token: ann.token })).data.isInPortfolio).toBe(false);
    expect((await server.request({ method: 'DELETE', url: `/api/portfolio/${added.data.id}`, token: ann.token })).statusCode).toBe(404);
  });

  it('POST /api/portfolio/remove removes several entries in one action, all or none: another team\'s id or an analyst\'s other entry removes nothing', async () => {
    const kept = async (address: string) => {
      const property = await insertOwnProperty(server, ann, { ...HALSEY_STREET, address });
      const added = await server.request({ method: 'POST', url: '/api/portfolio', token: ann.token, payload: { propertyId: property.id } });
      expect(added.statusCode).toBe(201);
      return { propertyId: property.id, itemId: added.data.id as number };
    };
    const inPortfolio = async (user: TestUser, propertyId: number) =>
      (await server.request({ method: 'GET', url: `/api/portfolio/${propertyId}/status`, token: user.token })).data.isInPortfolio as boolean;
    const [first, second, third] = [await kept('11 Bulk Street'), await kept('12 Bulk Street'), await kept('13 Bulk Street')];
    const bobs = await insertOwnProperty(server, bob, { ...HALSEY_STREET, address: '14 Bulk Street' });
    const bobItem = (await server.request({ method: 'POST', url: '/api/portfolio', token: bob.token, payload: { propertyId: bobs.id } })).data.id as number;
    const remove = (user: TestUser, ids: unknown) => server.request({ method: 'POST', url: '/api/portfolio/remove', token: user.token, payload: { ids } });

    // One id of another organization: 404 naming it, and none of ann's entries is removed.
    const mixed = await remove(ann, [first.itemId, bobItem]);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.data.message).toContain(String(bobItem));
    expect(mixed.data.message).not.toContain(String(first.itemId));
    expect(await inPortfolio(ann, first.propertyId)).toBe(true);
    expect(await inPortfolio(bob, bobs.id)).toBe(true);

    // An analyst of ann's team: 403 naming the entries they did not add; nothing removed.
    const analyst = await server.registerAndLogin('bulk-analyst', { tier: 'hunter' });
    await joinOrganization(server, ann, analyst, 'analyst');
    const byAnalyst = await remove(analyst, [first.itemId, second.itemId]);
    expect(byAnalyst.statusCode).toBe(403);
    expect(byAnalyst.data.message).toContain(`${first.itemId}, ${second.itemId}`);
    expect(await inPortfolio(ann, second.propertyId)).toBe(true);

    const done = await remove(ann, [third.itemId, first.itemId]);
    expect(done.statusCode).toBe(200);
    expect(done.data).toEqual({ removed: [first.itemId, third.itemId].sort((a, b) => a - b) });
    expect([await inPortfolio(ann, first.propertyId), await inPortfolio(ann, second.propertyId), await inPortfolio(ann, third.propertyId)]).toEqual([false, true, false]);
    // Removed already: 404, and the remaining entry stays.
    expect((await remove(ann, [first.itemId, second.itemId])).statusCode).toBe(404);
    expect(await inPortfolio(ann, second.propertyId)).toBe(true);

    // Bad bodies name the field.
    for (const ids of [[], [second.itemId, second.itemId], ['x'], [0], [2_147_483_648], [10_000_000_000_000, second.itemId], Array.from({ length: 101 }, (_, i) => i + 1), undefined]) {
      const bad = await remove(ann, ids);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.data.fields ?? {}).some((field) => field.startsWith('body.ids') || field === 'body')).toBe(true);
    }
    expect((await server.request({ method: 'POST', url: '/api/portfolio/remove', payload: { ids: [second.itemId] } })).statusCode).toBe(401);
  });

  it('validates ids and needs a session', async () => {
    const bad = await server.request({ method: 'POST', url: '/api/portfolio', token: ann.token, payload: { propertyId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields['body.propertyId']).toBeDefined();
    expect((await server.request({ method: 'POST', url: '/api/portfolio', token: ann.token, payload: {} })).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: '/api/portfolio/0/status', token: ann.token })).statusCode).toBe(400);
    expect((await server.request({ method: 'DELETE', url: '/api/portfolio/abc', token: ann.token })).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: '/api/portfolio' })).statusCode).toBe(401);
    expect((await server.request({ method: 'POST', url: '/api/portfolio', payload: { propertyId: demoId } })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: `/api/portfolio/${demoId}/status` })).statusCode).toBe(401);
    expect((await server.request({ method: 'DELETE', url: '/api/portfolio/1' })).statusCode).toBe(401);
  });

  it('the plan limits portfolio entries (scout: 3) with 403 TIER_LIMIT', async () => {
    const scout = await server.registerAndLogin('sam');
    const ids = await Promise.all([1, 2, 3, 4].map((i) => insertDemoProperty(server, bob, { address: `${i} Limit Lane`, city: 'Bronx', state: 'NY' })));
    for (const id of ids.slice(0, 3)) {
      expect((await server.request({ method: 'POST', url: '/api/portfolio', token: scout.token, payload: { propertyId: id } })).statusCode).toBe(201);
    }
    const fourth = await server.request({ method: 'POST', url: '/api/portfolio', token: scout.token, payload: { propertyId: ids[3] } });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.data.code).toBe('TIER_LIMIT');
    expect(fourth.data.message).toContain('Scout plan keeps 3 properties');
  });
});
