import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardStats } from '@rei/engine';
import { eq } from 'drizzle-orm';
import { properties } from '../../src/db/schema';
import { strategyAdvice } from '../../src/services/strategyAdvice';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { insertDemoProperty, insertOwnProperty } from '../propertyFixtures';

describe('strategyAdvice sentence', () => {
  it('quotes the buy & hold figures and says whether the DSCR clears 1.25', () => {
    expect(strategyAdvice('buy_hold', { monthlyCashFlow: 412.4, cashOnCashReturn: 7.1, capRate: 5.25, dscr: 1.31 })).toBe(
      'Buy & Hold: $412/mo cash flow, 7.10% cash-on-cash, 5.25% cap rate, DSCR 1.31x (meets the 1.25x lenders look for).',
    );
    expect(strategyAdvice('buy_hold', { monthlyCashFlow: -1_250, cashOnCashReturn: -4.2, capRate: 3.1, dscr: 0.82 })).toBe(
      'Buy & Hold: -$1,250/mo cash flow, -4.20% cash-on-cash, 3.10% cap rate, DSCR 0.82x (below the 1.25x lenders look for).',
    );
    expect(strategyAdvice('buy_hold', { monthlyCashFlow: 900, dscr: null })).toBe('Buy & Hold: $900/mo cash flow, no loan.');
  });

  it('gives the verdict the engine reached for flips, wholesale, creative financing and BRRRR', () => {
    expect(strategyAdvice('fix_flip', { profit: 85_000, roi: 24.3, costToArvRatio: 0.684, viability: 'viable' })).toBe(
      'Fix & Flip: $85,000 profit, 24.30% ROI, cost-to-ARV 0.68 — viable under the 70% rule.',
    );
    expect(strategyAdvice('fix_flip', { profit: -5_000, roi: null, costToArvRatio: 0.9, viability: 'high_risk' })).toBe(
      'Fix & Flip: -$5,000 profit, cost-to-ARV 0.90 — high risk: misses the 70% rule.',
    );
    expect(strategyAdvice('wholesale', { spreadBelowMaxOffer: 12_000, investorRoi: 18.5, verdict: 'needs_adjustment' })).toBe(
      "Wholesale: $12,000 under the max offer, 18.50% end investor's ROI — needs adjustment.",
    );
    expect(strategyAdvice('creative_financing', { monthlyNetCashFlow: 300, roi: 12, dscr: 1.5 })).toBe(
      'Creative Financing: $300/mo cash flow, 12.00% ROI, DSCR 1.50x (meets the 1.25x lenders look for).',
    );
    expect(strategyAdvice('brrr', { monthlyNetCashFlow: 250, infiniteReturn: true, actualCashOnCashReturn: null, costToArvRatio: 0.72, isViableProject: true })).toBe(
      'BRRRR: $250/mo cash flow, no cash left in the deal, cost-to-ARV 0.72 — viable project.',
    );
  });

  it('says nothing when the engine produced no figures', () => {
    expect(strategyAdvice('buy_hold', {})).toBeNull();
    expect(strategyAdvice('wholesale', { verdict: 'viable' })).toBeNull();
  });
});

describe('strategy advice on properties and portfolio cards', () => {
  let server: TestServer;
  let ann: TestUser;
  let bob: TestUser;
  let ownId: number;
  let demoId: number;

  beforeAll(async () => {
    server = await startTestServer();
    [ann, bob] = await Promise.all([server.registerAndLogin('ann', { tier: 'rookie' }), server.registerAndLogin('bob', { tier: 'rookie' })]);
    ownId = (await insertOwnProperty(server, ann)).id;
    demoId = await insertDemoProperty(server, bob, { address: '8 Demo Drive', city: 'Queens', state: 'NY', purchasePrice: 700_000, monthlyRent: 5_000 });
  });

  afterAll(async () => {
    await server?.close();
  });

  const saveBuyHold = async (user: TestUser, propertyId: number) => {
    const saved = await server.request({ method: 'POST', url: '/api/strategies', token: user.token, payload: { propertyId, strategyType: 'buy_hold', inputs: {} } });
    expect(saved.statusCode).toBe(201);
    return saved.data as { id: number; outputs: Record<string, unknown> };
  };
  const portfolio = async (user: TestUser) => {
    const list = await server.request({ method: 'GET', url: '/api/portfolio', token: user.token });
    expect(list.statusCode).toBe(200);
    return list.data.items as Array<{ propertyId: number; strategyAdvice: string | null; capRate: number | null; purchasePrice: number | null }>;
  };
  const propertyAdvice = async (id: number) =>
    (await server.db.select({ advice: properties.strategyAdvice }).from(properties).where(eq(properties.id, id)))[0]!.advice;

  it('Calculate Returns on an own property sets its advice, and the dashboard counts the card as a report', async () => {
    const added = await server.request({ method: 'POST', url: '/api/portfolio', token: ann.token, payload: { propertyId: ownId } });
    expect(added.statusCode).toBe(201);
    const before = await portfolio(ann);
    expect(before[0]!.strategyAdvice).toBeNull();
    expect(dashboardStats(before).reports).toBe(0);

    const saved = await saveBuyHold(ann, ownId);
    const expected = strategyAdvice('buy_hold', saved.outputs);
    expect(expected).toMatch(/^Buy & Hold: -?\$[\d,]+\/mo cash flow, /);

    const detail = await server.request({ method: 'GET', url: `/api/properties/detail/${ownId}`, token: ann.token });
    expect(detail.data.strategyAdvice).toBe(expected);
    const cards = await portfolio(ann);
    expect(cards.find((card) => card.propertyId === ownId)!.strategyAdvice).toBe(expected);
    expect(dashboardStats(cards).reports).toBe(1);
  });

  it("a demo property keeps no one's advice; each team's card shows its own strategy's", async () => {
    for (const user of [ann, bob]) {
      const added = await server.request({ method: 'POST', url: '/api/portfolio', token: user.token, payload: { propertyId: demoId } });
      expect(added.statusCode).toBe(201);
    }
    const saved = await saveBuyHold(ann, demoId);
    expect(await propertyAdvice(demoId)).toBeNull();
    expect((await portfolio(ann)).find((card) => card.propertyId === demoId)!.strategyAdvice).toBe(strategyAdvice('buy_hold', saved.outputs));
    const bobsCards = await portfolio(bob);
    expect(bobsCards.find((card) => card.propertyId === demoId)!.strategyAdvice).toBeNull();
    expect(dashboardStats(bobsCards).reports).toBe(0);
  });

  it('generating an AI summary writes the summarized strategy as the advice', async () => {
    const saved = await saveBuyHold(ann, ownId);
    await server.db.update(properties).set({ strategyAdvice: null }).where(eq(properties.id, ownId));
    const summary = await server.request({ method: 'POST', url: '/api/ai-summaries', token: ann.token, payload: { strategyId: saved.id } });
    expect(summary.statusCode).toBe(201);
    expect(await propertyAdvice(ownId)).toBe(strategyAdvice('buy_hold', saved.outputs));
  });
});
