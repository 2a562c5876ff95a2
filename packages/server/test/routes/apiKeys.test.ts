/**
 * API keys (issue 33): an owner or admin on Hunter makes a key shown once; software calls the
 * organization's data routes with `Authorization: Bearer rei_…` in that organization only, with
 * the key's scope; revoking, expiry, the creator leaving and a downgrade stop it at once (401
 * saying which); writes made with a key are in the audit log.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLogs, subscriptions } from '../../src/db/schema';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { addProperty, joinOrganization } from '../propertyFixtures';

let server: TestServer;
let owner: TestUser; // hunter, owns organization T
let analyst: TestUser; // analyst of T
let other: TestUser; // hunter with an organization of their own, also admin of T
let rookie: TestUser;

const DEAL_INPUTS = { purchasePrice: 900_000, grossMonthlyRent: 6_500, propertyTax: 9_000, insurance: 2_400 };

beforeAll(async () => {
  server = await startTestServer();
  [owner, analyst, other, rookie] = await Promise.all([
    server.registerAndLogin('kay', { tier: 'hunter' }),
    server.registerAndLogin('ana', { tier: 'hunter' }),
    server.registerAndLogin('oto', { tier: 'hunter' }),
    server.registerAndLogin('rick', { tier: 'rookie' }),
  ]);
  await joinOrganization(server, owner, analyst, 'analyst');
  await joinOrganization(server, owner, other, 'admin');
});

afterAll(async () => {
  await server?.close();
});

const createKey = (user: TestUser, payload: Record<string, unknown>, organizationId?: number) =>
  server.request({ method: 'POST', url: '/api/api-keys', token: user.token, payload, ...(organizationId ? { headers: { 'x-organization-id': String(organizationId) } } : {}) });
const withKey = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.request({ method, url, headers: { authorization: `Bearer ${key}`, ...headers }, ...(payload ? { payload } : {}) });
const setTier = (user: TestUser, tier: 'rookie' | 'hunter') => server.db.update(subscriptions).set({ tier, status: 'active' }).where(eq(subscriptions.userId, user.id));

describe('making and listing keys', () => {
  it('an owner on Hunter gets the key once; the list names it by prefix, never the key', async () => {
    const created = await createKey(owner, { name: 'Nightly sync', scope: 'read' });
    expect(created.statusCode).toBe(201);
    const key: string = created.data.key;
    expect(key).toMatch(/^rei_[A-Za-z0-9_-]{43}$/);
    expect(created.data).toMatchObject({ name: 'Nightly sync', scope: 'read', prefix: key.slice(0, 12), status: 'active', createdBy: { id: owner.id } });
    const listed = await server.request({ method: 'GET', url: '/api/api-keys', token: owner.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key);
    expect(listed.data.find((each: { id: number }) => each.id === created.data.id)).toMatchObject({ prefix: key.slice(0, 12), lastUsedAt: null });
    const [stored] = await server.db.select().from(apiKeys).where(eq(apiKeys.id, created.data.id));
    expect(stored!.keyHash).not.toContain(key.slice(4));
  });

  it('an analyst cannot manage keys (403); a plan without API access is 403 TIER_LIMIT naming it', async () => {
    const byAnalyst = await createKey(analyst, { name: 'Mine', scope: 'read' }, owner.organizationId);
    expect(byAnalyst.statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url: '/api/api-keys', token: analyst.token, headers: { 'x-organization-id': String(owner.organizationId) } })).statusCode).toBe(403);
    const byRookie = await createKey(rookie, { name: 'Mine', scope: 'read' });
    expect(byRookie.statusCode).toBe(403);
    expect(byRookie.data.code).toBe('TIER_LIMIT');
    expect(byRookie.data.message).toContain('API access');
  });

  it('bad bodies are 400 naming the field; an unknown field is refused by name', async () => {
    const unknown = await createKey(owner, { name: 'k', scope: 'read', role: 'owner' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.data)).toContain('role');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'bell\u0007', scope: 'read' }, 'body.name'],
      [{ name: '', scope: 'read' }, 'body.name'],
      [{ name: 'x'.repeat(81), scope: 'read' }, 'body.name'],
      [{ name: 'k', scope: 'admin' }, 'body.scope'],
      [{ name: 'k', scope: 'read', expiresAt: '2001-01-01T00:00:00Z' }, 'body.expiresAt'],
      [{ name: 'k', scope: 'read', expiresAt: 'soon' }, 'body.expiresAt'],
    ];
    for (const [payload, field] of cases) {
      const response = await createKey(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.data.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
  });
});

describe('calling the API with a key', () => {
  it('a read key reads the organization’s deals and is refused writes naming its scope; a read_write key writes, attributed in the audit log', async () => {
    const property = await addProperty(server, owner, { address: '40 Key Street' });
    const read = (await createKey(owner, { name: 'Reader', scope: 'read' })).data.key as string;
    const write = (await createKey(owner, { name: 'Writer', scope: 'read_write' })).data.key as string;

    const refused = await withKey(read, 'POST', '/api/deals', { name: 'By key', propertyId: property.id, strategyType: 'buy_hold', inputs: DEAL_INPUTS });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toContain("read-only (scope 'read')");

    const created = await withKey(write, 'POST', '/api/deals', { name: 'By key', propertyId: property.id, strategyType: 'buy_hold', inputs: DEAL_INPUTS });
    expect(created.statusCode).toBe(201);
    const listed = await withKey(read, 'GET', '/api/deals?q=By%20key');
    expect(listed.statusCode).toBe(200);
    expect(listed.data.items.map((deal: { id: number }) => deal.id)).toContain(created.data.id);

    const audited = await server.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'api_key.request'), eq(auditLogs.actorUserId, owner.id)));
    expect(audited.some((row) => (row.detail as { route?: string; status?: number }).route === '/api/deals' && (row.detail as { status?: number }).status === 201)).toBe(true);
    const keys = (await server.request({ method: 'GET', url: '/api/api-keys', token: owner.token })).data as { name: string; lastUsedAt: string | null }[];
    const firstUse = keys.find((each) => each.name === 'Reader')?.lastUsedAt;
    expect(firstUse).not.toBeNull();
    // Used again within the minute: no second write (the time is kept to the minute, not per call).
    expect((await withKey(read, 'GET', '/api/deals')).statusCode).toBe(200);
    const again = (await server.request({ method: 'GET', url: '/api/api-keys', token: owner.token })).data as { name: string; lastUsedAt: string | null }[];
    expect(again.find((each) => each.name === 'Reader')?.lastUsedAt).toBe(firstUse);
  });

  it('cannot reach accounts, billing, organizations, administration or the keys themselves', async () => {
    const key = (await createKey(owner, { name: 'Everything', scope: 'read_write' })).data.key as string;
    for (const [method, url] of [
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['GET', '/api/subscription'],
      ['PUT', '/api/subscription'],
      ['GET', '/api/organizations'],
      ['GET', '/api/auth/me'],
      ['GET', '/api/admin/users'],
    ] as const) {
      const response = await withKey(key, method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.data.message, `${method} ${url}`).toContain('API keys cannot call');
    }
  });

  it('works in the key’s organization only, though its creator belongs to more', async () => {
    // `other` is admin of T and owner of their own organization O.
    const inOwn = await addProperty(server, other, { address: '7 Other Own Street' });
    const key = (await createKey(other, { name: 'T only', scope: 'read' }, owner.organizationId)).data.key as string;
    expect((await withKey(key, 'GET', `/api/properties/detail/${inOwn.id}`)).statusCode).toBe(404);
    expect((await withKey(key, 'GET', '/api/deals', undefined, { 'x-organization-id': String(other.organizationId) })).statusCode).toBe(404);
    expect((await withKey(key, 'GET', `/api/strategies?propertyId=${inOwn.id}`)).statusCode).toBe(404);
    const session = await server.request({ method: 'GET', url: `/api/properties/detail/${inOwn.id}`, token: other.token });
    expect(session.statusCode).toBe(200);
  });
});

describe('a key that stops working says why', () => {
  it('revoked: the next request is 401 naming it; another organization revoking it is 404', async () => {
    const created = (await createKey(owner, { name: 'Short-lived', scope: 'read' })).data;
    expect((await withKey(created.key, 'GET', '/api/deals')).statusCode).toBe(200);
    expect((await server.request({ method: 'DELETE', url: `/api/api-keys/${created.id}`, token: rookie.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'DELETE', url: `/api/api-keys/${created.id}`, token: owner.token })).statusCode).toBe(200);
    const after = await withKey(created.key, 'GET', '/api/deals');
    expect(after.statusCode).toBe(401);
    expect(after.data.message).toContain('revoked');
    const unknown = await withKey(`rei_${'A'.repeat(43)}`, 'GET', '/api/deals');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.data.message).toBe('Authentication required');
  });

  it('suspended while the creator’s plan lacks API access, working again after the upgrade; expired after its date', async () => {
    const created = (await createKey(owner, { name: 'Plan-bound', scope: 'read' })).data;
    await setTier(owner, 'rookie');
    try {
      const suspended = await withKey(created.key, 'GET', '/api/deals');
      expect(suspended.statusCode).toBe(401);
      expect(suspended.data.message).toContain('Hunter');
      const listed = (await server.request({ method: 'GET', url: '/api/api-keys', token: other.token, headers: { 'x-organization-id': String(owner.organizationId) } })).data as { id: number; status: string }[];
      expect(listed.find((each) => each.id === created.id)?.status).toBe('suspended');
    } finally {
      await setTier(owner, 'hunter');
    }
    expect((await withKey(created.key, 'GET', '/api/deals')).statusCode).toBe(200);

    await server.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(apiKeys.id, created.id));
    const expired = await withKey(created.key, 'GET', '/api/deals');
    expect(expired.statusCode).toBe(401);
    expect(expired.data.message).toContain('expired');
  });
});
