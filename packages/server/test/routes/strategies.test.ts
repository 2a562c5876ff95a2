import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '@rei/engine';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { addProperty, insertDemoProperty } from '../propertyFixtures';

let server: TestServer;
let ann: TestUser; // rookie: all calculators, 5 AI summaries a month
let bob: TestUser; // another team, hunter
let scout: TestUser;
let propertyId: number;
let demoId: number;

beforeAll(async () => {
  server = await startTestServer();
  [ann, bob, scout] = await Promise.all([
    server.registerAndLogin('ann', { tier: 'rookie' }),
    server.registerAndLogin('bob', { tier: 'hunter' }),
    server.registerAndLogin('sam'),
  ]);
  propertyId = (await addProperty(server, ann)).id;
  demoId = await insertDemoProperty(server, bob, { address: '8 Demo Drive', city: 'Queens', state: 'NY', purchasePrice: 700_000, monthlyRent: 5_000 });
});

afterAll(async () => {
  await server?.close();
});

const saveBuyHold = (user: TestUser, id: number, inputs: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  server.request({ method: 'POST', url: '/api/strategies', token: user.token, payload: { propertyId: id, strategyType: 'buy_hold', inputs, ...extra } });

describe('POST /api/strategies', () => {
  it('recomputes the outputs with the engine and ignores the client’s outputs', async () => {
    const response = await saveBuyHold(ann, propertyId, { purchasePrice: 1_250_000, grossMonthlyRent: 15_000 }, { userId: ann.id, outputs: { capRate: 99, annualNOI: 1 } });
    expect(response.statusCode).toBe(201);
    expect(typeof response.data.id).toBe('number');
    // the strategy service fills Buy & Hold with the calculator's spec defaults (24,000 tax, 8,500 insurance):
    // EGI 171,000 − (24,000 + 8,500 + 18,000 + 13,680) = NOI 106,820, cap rate 8.5456 %
    expect(response.data.outputs.capRate).toBe(8.5456);
    expect(response.data.outputs.annualNOI).toBe(106_820);
    expect(response.data).toMatchObject({ propertyId, userId: ann.id, organizationId: ann.organizationId, strategyType: 'buy_hold', engineVersion: ENGINE_VERSION });
  });

  it('completes missing inputs with the calculator defaults for the property, and stores them', async () => {
    // the property: price 1,250,000, rent 15,000 → the spec's default Buy & Hold figures
    const response = await saveBuyHold(ann, propertyId, { interestRate: null });
    expect(response.statusCode).toBe(201);
    expect(response.data.inputs).toMatchObject({ purchasePrice: 1_250_000, grossMonthlyRent: 15_000, interestRate: 4.75, maintenance: 18_000 });
    expect(response.data.outputs.capRate).toBe(8.5456);
  });

  it('answers 400 naming each invalid engine input', async () => {
    const response = await saveBuyHold(ann, propertyId, { purchasePrice: -1, vacancyRate: 150 });
    expect(response.statusCode).toBe(400);
    expect(response.data.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.data.fields).sort()).toEqual(['body.inputs.purchasePrice', 'body.inputs.vacancyRate']);
  });

  it('validates the body: strategy type, inputs object, property id', async () => {
    const response = await server.request({ method: 'POST', url: '/api/strategies', token: ann.token, payload: { propertyId: 'x', strategyType: 'moonshot', inputs: 3 } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.data.fields).sort()).toEqual(['body.inputs', 'body.propertyId', 'body.strategyType']);
  });

  it('needs a session, and userId must be the caller’s', async () => {
    expect((await server.request({ method: 'POST', url: '/api/strategies', payload: { propertyId, strategyType: 'buy_hold', inputs: {} } })).statusCode).toBe(401);
    expect((await saveBuyHold(ann, propertyId, {}, { userId: bob.id })).statusCode).toBe(403);
  });

  it('fix & flip, wholesale and creative financing need all_calculators (scout → 403 TIER_LIMIT); BRRRR does not', async () => {
    const scoutProperty = await addProperty(server, scout, { address: '1 Scout Way' });
    for (const strategyType of ['fix_flip', 'wholesale', 'creative_financing']) {
      const response = await server.request({
        method: 'POST',
        url: '/api/strategies',
        token: scout.token,
        // inputs each calculator knows (unknown input keys are a 400, which comes before the tier check)
        payload: { propertyId: scoutProperty.id, strategyType, inputs: { fix_flip: { purchasePrice: 300_000 }, wholesale: { contractPrice: 300_000 }, creative_financing: { propertyValue: 300_000 } }[strategyType] },
      });
      expect(response.statusCode, strategyType).toBe(403);
      expect(response.data.code).toBe('TIER_LIMIT');
      expect(response.data.message).toContain('all_calculators');
    }
    const brrr = await server.request({ method: 'POST', url: '/api/strategies', token: scout.token, payload: { propertyId: scoutProperty.id, strategyType: 'brrr', inputs: {} } });
    expect(brrr.statusCode).toBe(201);
    expect(brrr.data.outputs).toHaveProperty('cashLeftInDeal');
  });

  it('saves wholesale and creative financing for a rookie', async () => {
    const wholesale = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: ann.token,
      payload: { propertyId, strategyType: 'wholesale', inputs: { afterRepairValue: 500_000, rehabCost: 50_000, contractPrice: 280_000 } },
    });
    expect(wholesale.statusCode).toBe(201);
    // max offer = 70 % × 500,000 − 50,000 = 300,000
    expect(wholesale.data.outputs.maxAllowableOffer).toBe(300_000);
    const creative = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: ann.token,
      payload: { propertyId, strategyType: 'creative_financing', inputs: { strategy: 'seller_financing', propertyValue: 500_000, monthlyRent: 4_000, downPayment: 50_000, sellerDebt: 450_000, interestRate: 6, loanTerm: 30 } },
    });
    expect(creative.statusCode, creative.body).toBe(201);
    expect(creative.data.outputs).toHaveProperty('dscr');
  });

  it('refuses a seller-financed note without its rate and term (400 naming both), storing nothing', async () => {
    const listed = async () => (await server.request({ method: 'GET', url: `/api/strategies?propertyId=${propertyId}`, token: ann.token })).data.length;
    const before = await listed();
    const refused = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: ann.token,
      payload: { propertyId, strategyType: 'creative_financing', inputs: { strategy: 'seller_financing', propertyValue: 1_200_000, monthlyRent: 9_000, downPayment: 120_000 } },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.data.fields ?? {})).toEqual(expect.arrayContaining(['body.inputs.interestRate', 'body.inputs.loanTerm']));
    expect(await listed()).toBe(before);
  });

  it('cannot save on another team’s private property (404); a demo property is fine', async () => {
    expect((await saveBuyHold(bob, propertyId)).statusCode).toBe(404);
    expect((await saveBuyHold(bob, demoId)).statusCode).toBe(201);
  });
});

describe('GET /api/strategies', () => {
  it('lists the property’s strategies of the caller’s organizations only, newest first', async () => {
    await saveBuyHold(ann, demoId, { purchasePrice: 700_000 });
    const anns = await server.request({ method: 'GET', url: `/api/strategies?propertyId=${demoId}`, token: ann.token });
    expect(anns.statusCode).toBe(200);
    expect(anns.data.length).toBeGreaterThan(0);
    expect(anns.data.every((s: any) => s.organizationId === ann.organizationId)).toBe(true);
    const bobs = await server.request({ method: 'GET', url: `/api/strategies?propertyId=${demoId}`, token: bob.token });
    expect(bobs.data.every((s: any) => s.organizationId === bob.organizationId)).toBe(true);
    expect((await server.request({ method: 'GET', url: `/api/strategies?propertyId=${propertyId}`, token: bob.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: '/api/strategies', token: ann.token })).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: `/api/strategies?propertyId=${demoId}` })).statusCode).toBe(401);
  });
});

describe('AI summaries', () => {
  it('writes the three-section summary from the saved strategy and lists it', async () => {
    const strategy = await saveBuyHold(ann, propertyId, { purchasePrice: 1_250_000, grossMonthlyRent: 15_000 });
    const response = await server.request({ method: 'POST', url: '/api/ai-summaries', token: ann.token, payload: { strategyId: strategy.data.id } });
    expect(response.statusCode).toBe(201);
    expect(response.data.summary).toContain('## Investment Thesis');
    expect(response.data.summary).toContain('## Risk Assessment');
    expect(response.data.summary).toContain('## Neighborhood Insights');
    expect(response.data.summary).toContain('8.55% cap rate');
    expect(response.data).toMatchObject({ strategyId: strategy.data.id, propertyId, provider: 'local', model: 'rei-local-v1' });
    const list = await server.request({ method: 'GET', url: `/api/ai-summaries?strategyId=${strategy.data.id}`, token: ann.token });
    expect(list.data.map((s: any) => s.id)).toEqual([response.data.id]);
    const usage = await server.request({ method: 'GET', url: '/api/subscription', token: ann.token });
    expect(usage.data.usage.aiSummaries).toBe(1);
  });

  it('another team cannot summarise or read a strategy (404)', async () => {
    const strategy = await saveBuyHold(ann, propertyId);
    expect((await server.request({ method: 'POST', url: '/api/ai-summaries', token: bob.token, payload: { strategyId: strategy.data.id } })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/api/ai-summaries?strategyId=${strategy.data.id}`, token: bob.token })).statusCode).toBe(404);
  });

  it('scout has none: 403 TIER_LIMIT naming the limit', async () => {
    const scoutProperty = await addProperty(server, scout, { address: '2 Scout Way' });
    const strategy = await saveBuyHold(scout, scoutProperty.id);
    const response = await server.request({ method: 'POST', url: '/api/ai-summaries', token: scout.token, payload: { strategyId: strategy.data.id } });
    expect(response.statusCode).toBe(403);
    expect(response.data.code).toBe('TIER_LIMIT');
    expect(response.data.message).toContain('AI summaries per month');
  });

  it('rookie gets 5 a month, the sixth is refused', async () => {
    const rookie = await server.registerAndLogin('rita', { tier: 'rookie' });
    const own = await addProperty(server, rookie, { address: '3 Rookie Road' });
    const strategy = await saveBuyHold(rookie, own.id);
    for (let i = 0; i < 5; i += 1) {
      expect((await server.request({ method: 'POST', url: '/api/ai-summaries', token: rookie.token, payload: { strategyId: strategy.data.id } })).statusCode).toBe(201);
    }
    const sixth = await server.request({ method: 'POST', url: '/api/ai-summaries', token: rookie.token, payload: { strategyId: strategy.data.id } });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.data.message).toContain('allows 5');
  });

  it('validates the strategy id and needs a session', async () => {
    expect((await server.request({ method: 'POST', url: '/api/ai-summaries', token: ann.token, payload: {} })).statusCode).toBe(400);
    expect((await server.request({ method: 'POST', url: '/api/ai-summaries', token: ann.token, payload: { strategyId: 999_999 } })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: '/api/ai-summaries?strategyId=-1', token: ann.token })).statusCode).toBe(400);
    expect((await server.request({ method: 'POST', url: '/api/ai-summaries', payload: { strategyId: 1 } })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/ai-summaries?strategyId=1' })).statusCode).toBe(401);
  });
});
