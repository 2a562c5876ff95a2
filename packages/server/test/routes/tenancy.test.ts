import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPortfolioItem } from '../../src/db/queries/portfolio';
import { insertStrategy } from '../../src/db/queries/strategies';
import { apiErrorFromDatabase } from '../../src/errors';
import { cashFlowForecasts, portfolioItems, properties, users } from '../../src/db/schema';
import { DEMO_ACCOUNT, seedIfEmpty } from '../../src/seed';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { runOrganizationAuditJob } from '../jobs/jobsSupport';

/**
 * The tenancy rule: whatever an organization holds (portfolio entries, strategies, audits,
 * forecasts, AI summaries) refers only to its own properties or to shared demo properties.
 * So a member who leaves a team, or is removed, keeps no path to that team's live data, and
 * neither does anyone in the member's other organizations.
 */
let server: TestServer;
let demo: { token: string; userId: number; organizationId: number };

beforeAll(async () => {
  server = await startTestServer();
  const seeded = await seedIfEmpty(server.db);
  const login = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
  expect(login.statusCode).toBe(200);
  demo = { token: login.data.token, userId: seeded.demoUserId!, organizationId: seeded.demoOrganizationId! };
});
afterAll(async () => {
  await server?.close();
});

const inOrg = (organizationId: number) => ({ 'x-organization-id': String(organizationId) });

async function createProperty(user: TestUser, organizationId: number, address: string) {
  const response = await server.request({
    method: 'POST',
    url: '/api/properties',
    token: user.token,
    headers: inOrg(organizationId),
    payload: { address, city: 'Brooklyn', state: 'NY', zip: '11221', propertyType: 'multi-family', units: 4, purchasePrice: 1_200_000, monthlyRent: 9_000 },
  });
  expect(response.statusCode).toBe(201);
  return response.data.id as number;
}

/** An owner's team with an analyst member, and the analyst's own organization beside it. */
async function teamWithAnalyst(name: string) {
  const owner = await server.registerAndLogin(`${name}-owner`, { tier: 'hunter' });
  const analyst = await server.registerAndLogin(`${name}-analyst`, { tier: 'hunter' });
  const invited = await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invite`, token: owner.token, payload: { email: analyst.email } });
  expect(invited.statusCode).toBe(201);
  expect((await server.request({ method: 'POST', url: `/api/organizations/${owner.organizationId}/invitations/accept`, token: analyst.token })).statusCode).toBe(200);
  const propertyId = await createProperty(owner, owner.organizationId, `${100 + Math.floor(Math.random() * 800)} Hart Street`);
  return { owner, analyst, propertyId };
}

describe('tenancy: an organization never refers to another team’s property', () => {
  it('refuses to put a team’s property into the member’s other organization (portfolio, strategy)', async () => {
    const { analyst, propertyId } = await teamWithAnalyst('crossorg');
    const intoOwn = await server.request({ method: 'POST', url: '/api/portfolio', token: analyst.token, headers: inOrg(analyst.organizationId), payload: { propertyId } });
    expect(intoOwn.statusCode).toBe(403);
    expect(intoOwn.data.message).toMatch(/another of your organizations/);

    const strategy = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: analyst.token,
      headers: inOrg(analyst.organizationId),
      payload: { propertyId, strategyType: 'buy_hold', inputs: {} },
    });
    expect(strategy.statusCode).toBe(403);

    // In the property's own organization it is already kept (an upload lands in its
    // organization's portfolio): the usual 409, not the tenancy 403.
    const intoTeam = await server.request({ method: 'POST', url: '/api/portfolio', token: analyst.token, headers: inOrg((await ownerOrg(propertyId))), payload: { propertyId } });
    expect(intoTeam.statusCode).toBe(409);
    const own = await server.request({ method: 'GET', url: '/api/portfolio', token: analyst.token, headers: inOrg(analyst.organizationId) });
    expect(own.statusCode).toBe(200);
    expect(own.data.items).toEqual([]);
  });

  it('a removed member reads nothing of the team: property, strategies, audit, forecast, portfolio', async () => {
    const { owner, analyst, propertyId } = await teamWithAnalyst('removed');
    const team = owner.organizationId;
    const saved = await server.request({ method: 'POST', url: '/api/strategies', token: analyst.token, headers: inOrg(team), payload: { propertyId, strategyType: 'buy_hold', inputs: {} } });
    expect(saved.statusCode).toBe(201);
    expect((await server.request({ method: 'GET', url: `/api/cash-flow-audit/property/${propertyId}`, token: analyst.token, headers: inOrg(team) })).statusCode).toBe(200);

    expect((await server.request({ method: 'DELETE', url: `/api/organizations/${team}/members/${analyst.id}`, token: owner.token })).statusCode).toBe(200);
    // The owner changes the property afterwards; none of it may reach the former member.
    expect((await server.request({ method: 'PUT', url: `/api/properties/${propertyId}`, token: owner.token, payload: { address: '1 Secret Plaza', monthlyRent: 12_345 } })).statusCode).toBe(200);

    const paths = [
      { method: 'GET', url: `/api/properties/detail/${propertyId}` },
      { method: 'GET', url: `/api/strategies?propertyId=${propertyId}` },
      { method: 'GET', url: `/api/ai-summaries?strategyId=${saved.data.id}` },
      { method: 'GET', url: `/api/cash-flow-audit/property/${propertyId}` },
      { method: 'POST', url: `/api/cash-flow-audit/property/${propertyId}` },
      { method: 'GET', url: `/api/cash-flow-forecast/property/${propertyId}` },
      { method: 'POST', url: '/api/portfolio', payload: { propertyId } },
    ] as const;
    for (const path of paths) {
      for (const scope of [undefined, analyst.organizationId, team]) {
        const response = await server.request({ ...path, token: analyst.token, headers: scope ? inOrg(scope) : {} });
        expect(response.statusCode, `${path.method} ${path.url} in ${scope ?? 'default'}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toContain('Secret Plaza');
        expect(response.body).not.toContain('12345');
      }
    }
    for (const url of ['/api/portfolio', '/api/properties', '/api/strategies', `/api/cash-flow-audit/organization/${analyst.organizationId}`]) {
      const response = await server.request({ method: 'GET', url, token: analyst.token });
      expect(response.body, url).not.toContain('Secret Plaza');
    }
    const audit = await runOrganizationAuditJob(server, analyst.token);
    expect(audit.statusCode).toBe(200);
    expect(audit.body).not.toContain('Secret Plaza');
  });

  it('the database itself refuses a cross-organization reference (mapped to 403, never 500)', async () => {
    const { owner, analyst, propertyId } = await teamWithAnalyst('trigger');
    const refusedByTenancyRule = (error: unknown) => apiErrorFromDatabase(error)?.statusCode === 403;
    await expect(insertPortfolioItem(server.db, { organizationId: analyst.organizationId, userId: analyst.id, propertyId })).rejects.toSatisfy(refusedByTenancyRule);
    await expect(
      insertStrategy(server.db, { organizationId: analyst.organizationId, userId: analyst.id, propertyId, strategyType: 'buy_hold', inputs: {}, outputs: {}, engineVersion: 'test' }),
    ).rejects.toSatisfy(refusedByTenancyRule);
    const scenario = { rentHighScenario: '1', rentMedianScenario: '1', rentLowScenario: '1', cashFlowHighScenario: '1', cashFlowMedianScenario: '1', cashFlowLowScenario: '1' };
    await expect(
      server.db.insert(cashFlowForecasts).values({ organizationId: analyst.organizationId, propertyId, ...scenario } as typeof cashFlowForecasts.$inferInsert),
    ).rejects.toSatisfy(refusedByTenancyRule);
    // A property cannot be moved to another organization either.
    await expect(server.db.update(properties).set({ organizationId: analyst.organizationId }).where(eq(properties.id, propertyId))).rejects.toSatisfy(refusedByTenancyRule);
    // Same organization and demo properties stay allowed (the upload's own entry removed first).
    await server.db.delete(portfolioItems).where(eq(portfolioItems.propertyId, propertyId));
    const ok = await insertPortfolioItem(server.db, { organizationId: owner.organizationId, userId: owner.id, propertyId });
    expect(ok.propertyId).toBe(propertyId);
    const [demoProperty] = await server.db.select({ id: properties.id }).from(properties).where(eq(properties.isDemo, true)).limit(1);
    const demoEntry = await insertPortfolioItem(server.db, { organizationId: analyst.organizationId, userId: analyst.id, propertyId: demoProperty!.id });
    expect(demoEntry.organizationId).toBe(analyst.organizationId);
    const crossRows = await server.db
      .select({ id: portfolioItems.id })
      .from(portfolioItems)
      .innerJoin(properties, eq(properties.id, portfolioItems.propertyId))
      .where(and(ne(properties.organizationId, portfolioItems.organizationId), eq(properties.isDemo, false)));
    expect(crossRows).toEqual([]);
  });

  it('a shared demo property can still be kept and analysed by any organization', async () => {
    const user = await server.registerAndLogin('demo-reader', { tier: 'hunter' });
    const [demoProperty] = await server.db.select({ id: properties.id }).from(properties).where(eq(properties.isDemo, true)).offset(7).limit(1);
    const added = await server.request({ method: 'POST', url: '/api/portfolio', token: user.token, payload: { propertyId: demoProperty!.id } });
    expect(added.statusCode).toBe(201);
    const strategy = await server.request({ method: 'POST', url: '/api/strategies', token: user.token, payload: { propertyId: demoProperty!.id, strategyType: 'buy_hold', inputs: {} } });
    expect(strategy.statusCode).toBe(201);
    const card = await server.request({ method: 'GET', url: '/api/portfolio', token: user.token });
    expect(card.data.items.map((c: { propertyId: number }) => c.propertyId)).toEqual([demoProperty!.id]);
  });
});

async function ownerOrg(propertyId: number): Promise<number> {
  const [row] = await server.db.select({ organizationId: properties.organizationId }).from(properties).where(eq(properties.id, propertyId));
  return row!.organizationId;
}

describe('the shared demo account and demo data are read-only', () => {
  it('marks the seeded demo account', async () => {
    const [row] = await server.db.select({ isDemo: users.isDemo }).from(users).where(eq(users.id, demo.userId));
    expect(row?.isDemo).toBe(true);
  });

  it('refuses changes to shared demo properties from the demo account and from anyone else', async () => {
    const [demoProperty] = await server.db.select().from(properties).where(eq(properties.isDemo, true)).limit(1);
    const stranger = await server.registerAndLogin('defacer');
    for (const token of [demo.token, stranger.token]) {
      const put = await server.request({ method: 'PUT', url: `/api/properties/${demoProperty!.id}`, token, payload: { strategyAdvice: 'Buy crypto instead', imageUrl: 'https://example.com/x.png' } });
      expect(put.statusCode).toBe(403);
      expect(put.data.message).toMatch(/shared by everyone/);
      const del = await server.request({ method: 'DELETE', url: `/api/properties/${demoProperty!.id}`, token });
      expect(del.statusCode).toBe(403);
    }
    const [after] = await server.db.select().from(properties).where(eq(properties.id, demoProperty!.id));
    expect(after).toEqual(demoProperty);
  });

  it('refuses every change the demo account could make for everyone: password, profile, plan, invitations, properties, teams, portfolio', async () => {
    const [demoProperty] = await server.db.select({ id: properties.id }).from(properties).where(eq(properties.isDemo, true)).offset(3).limit(1);
    const portfolio = await server.request({ method: 'GET', url: '/api/portfolio', token: demo.token });
    expect(portfolio.data.items.length).toBeGreaterThan(0);
    const someone = await server.registerAndLogin('invitee-of-demo');
    const attempts = [
      { method: 'POST', url: '/api/auth/password', payload: { currentPassword: DEMO_ACCOUNT.password, newPassword: 'a-much-longer-new-secret-2026' } },
      { method: 'PUT', url: `/api/users/${demo.userId}`, payload: { fullName: 'Pwned' } },
      { method: 'PUT', url: '/api/subscription', payload: { tier: 'scout' } },
      { method: 'POST', url: `/api/organizations/${demo.organizationId}/invite`, payload: { email: someone.email } },
      { method: 'POST', url: '/api/organizations', payload: { name: 'Spam for every visitor' } },
      { method: 'POST', url: '/api/properties', payload: { address: '77 Visitor Lane', city: 'Queens', state: 'NY', imageUrl: 'https://tracker.example/pixel.png' } },
      { method: 'POST', url: '/api/properties/import', payload: { rows: [{ address: '78 Visitor Lane', city: 'Queens', state: 'NY' }] } },
      { method: 'POST', url: '/api/strategies', payload: { propertyId: demoProperty!.id, strategyType: 'buy_hold', inputs: { grossMonthlyRent: 1 } } },
      { method: 'POST', url: '/api/deals', payload: { name: 'Visitor deal', propertyId: demoProperty!.id, strategyType: 'buy_hold', inputs: { grossMonthlyRent: 1 } } },
      { method: 'PUT', url: '/api/deals/1', payload: { baseVersion: 1, name: 'Renamed for everyone' } },
      { method: 'DELETE', url: '/api/deals/1' },
      { method: 'POST', url: '/api/deals/1/duplicate', payload: {} },
      { method: 'DELETE', url: `/api/portfolio/${portfolio.data.items[0].id}` },
      { method: 'PUT', url: `/api/onboarding/${demo.userId}`, payload: { currentStep: 1 } },
    ] as const;
    for (const attempt of attempts) {
      const response = await server.request({ ...attempt, token: demo.token });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(response.data.message).toMatch(/demo account is shared by everyone/);
    }

    // Nothing changed: same login, name, plan, portfolio; no new organization or property.
    const login = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    expect(login.statusCode).toBe(200);
    expect(login.data.fullName).toBe(DEMO_ACCOUNT.fullName);
    expect((await server.request({ method: 'GET', url: '/api/subscription', token: demo.token })).data.tier).toBe('rookie');
    expect((await server.request({ method: 'GET', url: '/api/portfolio', token: demo.token })).data).toEqual(portfolio.data);
    const organizations = await server.request({ method: 'GET', url: '/api/organizations', token: demo.token });
    expect(organizations.data.map((m: { organizationId: number }) => m.organizationId)).toEqual([demo.organizationId]);
  });

  it('still lets the demo account read everything and run the analyses that store nothing of its own', async () => {
    expect((await server.request({ method: 'GET', url: '/api/portfolio', token: demo.token })).statusCode).toBe(200);
    const audit = await runOrganizationAuditJob(server, demo.token);
    expect(audit.statusCode).toBe(200);
    const logout = await server.request({ method: 'POST', url: '/api/auth/logout', token: demo.token });
    expect(logout.statusCode).toBe(200);
  });
});
