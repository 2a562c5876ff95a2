import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionSchema } from '../../src/contract';
import { auditLogs, properties, subscriptions } from '../../src/db/schema';
import { currentUser, requireFeature, requireUser } from '../../src/auth/guards';
import { assertCanAddProperty, assertCanGenerateAiSummary, recordAiSummaryUsage } from '../../src/services/subscription';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  // Two test-only routes exercise the tier guards the way feature routes use them.
  server = await startTestServer({
    beforeReady(app) {
      app.get('/api/test/fix-flip', { preHandler: [requireUser, requireFeature('all_calculators')] }, async () => ({ ok: true }));
      app.post('/api/test/add-property', { preHandler: [requireUser] }, async (request) => {
        await assertCanAddProperty(app.db, currentUser(request).id);
        return { ok: true };
      });
      app.post('/api/test/ai-summary', { preHandler: [requireUser] }, async (request) => {
        await assertCanGenerateAiSummary(app.db, currentUser(request).id);
        await recordAiSummaryUsage(app.db, currentUser(request).id);
        return { ok: true };
      });
    },
  });
});
afterAll(async () => {
  await server?.close();
});

async function insertProperties(userId: number, organizationId: number, n: number) {
  await server.db.insert(properties).values(
    Array.from({ length: n }, (_, i) => ({ userId, organizationId, address: `${i + 1} Test St`, addressNormalized: `${i + 1} TEST ST`, purchasePrice: '500000.00' })),
  );
}

describe('GET /api/subscription', () => {
  it('shows the scout plan with its limits, features and usage after registration', async () => {
    const user = await server.registerAndLogin('scout');
    await insertProperties(user.id, user.organizationId, 2);
    const response = await server.request({ method: 'GET', url: '/api/subscription', token: user.token });
    expect(response.statusCode).toBe(200);
    const body = subscriptionSchema.parse(response.data);
    expect(body).toMatchObject({
      tier: 'scout',
      status: 'active',
      provider: 'local',
      limits: { properties: 3, aiSummaries: 0, exportFormats: ['csv'], calculators: 'basic', dataEnrichment: 'basic' },
      usage: { month: new Date().toISOString().slice(0, 7), properties: 2, aiSummaries: 0 },
    });
    expect(body.features).toMatchObject({ property_search: true, basic_analysis: true, ai_summary: false, all_calculators: false });
  });

  it('does not count demo properties against the plan', async () => {
    const user = await server.registerAndLogin('demo-holder');
    await insertProperties(user.id, user.organizationId, 1);
    await server.db.insert(properties).values(
      Array.from({ length: 4 }, (_, i) => ({
        userId: user.id,
        organizationId: user.organizationId,
        address: `${i + 1} Demo Ave`,
        addressNormalized: `${i + 1} DEMO AVE`,
        purchasePrice: '400000.00',
        isDemo: true,
      })),
    );
    const response = await server.request({ method: 'GET', url: '/api/subscription', token: user.token });
    expect(subscriptionSchema.parse(response.data).usage.properties).toBe(1);
  });

  it('requires a session', async () => {
    expect((await server.request({ method: 'GET', url: '/api/subscription' })).statusCode).toBe(401);
  });
});

describe('PUT /api/subscription', () => {
  it('changes the plan at once through the local billing provider and audits it', async () => {
    const user = await server.registerAndLogin('upgrader');
    const response = await server.request({ method: 'PUT', url: '/api/subscription', token: user.token, payload: { tier: 'operator' } });
    expect(response.statusCode).toBe(200);
    const body = subscriptionSchema.parse(response.data);
    expect(body.tier).toBe('operator');
    expect(body.limits.properties).toBeNull();
    expect(body.features.branded_export).toBe(true);
    const me = await server.request({ method: 'GET', url: '/api/auth/me', token: user.token });
    expect(me.data.subscriptionTier).toBe('operator');
    const [audit] = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'subscription.change'), eq(auditLogs.actorUserId, user.id)));
    expect(audit).toMatchObject({ outcome: 'SUCCESS', detail: { from: 'scout', to: 'operator', provider: 'local' } });
  });

  it('validates the tier', async () => {
    const user = await server.registerAndLogin('badtier');
    for (const payload of [{}, { tier: 'platinum' }, { tier: 3 }]) {
      const response = await server.request({ method: 'PUT', url: '/api/subscription', token: user.token, payload });
      expect(response.statusCode).toBe(400);
      expect(response.data.fields['body.tier']).toBeTruthy();
    }
    expect((await server.request({ method: 'PUT', url: '/api/subscription', payload: { tier: 'rookie' } })).statusCode).toBe(401);
  });
});

describe('tier enforcement', () => {
  it('gates all_calculators with 403 TIER_LIMIT naming the feature, and opens it on upgrade', async () => {
    const user = await server.registerAndLogin('gated');
    const denied = await server.request({ method: 'GET', url: '/api/test/fix-flip', token: user.token });
    expect(denied.statusCode).toBe(403);
    expect(denied.data.code).toBe('TIER_LIMIT');
    expect(denied.data.message).toMatch(/Scout plan does not include all strategy calculators/);
    expect(denied.data.message).toMatch(/Upgrade to Rookie/);
    await server.setTier(user.id, 'rookie');
    expect((await server.request({ method: 'GET', url: '/api/test/fix-flip', token: user.token })).statusCode).toBe(200);
  });

  it('treats a cancelled subscription as scout', async () => {
    const user = await server.registerAndLogin('cancelled', { tier: 'hunter' });
    await server.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.userId, user.id));
    expect((await server.request({ method: 'GET', url: '/api/test/fix-flip', token: user.token })).data.code).toBe('TIER_LIMIT');
  });

  it('stops a scout at 3 properties and a rookie at 15', async () => {
    const user = await server.registerAndLogin('collector');
    await insertProperties(user.id, user.organizationId, 2);
    expect((await server.request({ method: 'POST', url: '/api/test/add-property', token: user.token })).statusCode).toBe(200);
    await insertProperties(user.id, user.organizationId, 1);
    const full = await server.request({ method: 'POST', url: '/api/test/add-property', token: user.token });
    expect(full.statusCode).toBe(403);
    expect(full.data).toMatchObject({ code: 'TIER_LIMIT' });
    expect(full.data.message).toMatch(/Property limit reached: the Scout plan allows 3 properties and you have 3/);
    await server.setTier(user.id, 'rookie');
    expect((await server.request({ method: 'POST', url: '/api/test/add-property', token: user.token })).statusCode).toBe(200);
    await insertProperties(user.id, user.organizationId, 12);
    expect((await server.request({ method: 'POST', url: '/api/test/add-property', token: user.token })).data.code).toBe('TIER_LIMIT');
  });

  it('meters AI summaries per month: none for scout, 5 for rookie', async () => {
    const user = await server.registerAndLogin('writer');
    const none = await server.request({ method: 'POST', url: '/api/test/ai-summary', token: user.token });
    expect(none.statusCode).toBe(403);
    expect(none.data.message).toMatch(/AI summaries per month: the Scout plan includes none/);
    await server.setTier(user.id, 'rookie');
    for (let i = 0; i < 5; i += 1) {
      expect((await server.request({ method: 'POST', url: '/api/test/ai-summary', token: user.token })).statusCode).toBe(200);
    }
    const sixth = await server.request({ method: 'POST', url: '/api/test/ai-summary', token: user.token });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.data.message).toMatch(/allows 5 and you have used 5/);
    const usage = await server.request({ method: 'GET', url: '/api/subscription', token: user.token });
    expect(usage.data.usage.aiSummaries).toBe(5);
  });
});
