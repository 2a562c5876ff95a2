/**
 * `Idempotency-Key` on POST (issue 33): a retried create with the same key and body answers the
 * first answer and makes no second row; the same key with another body is 422 naming the header;
 * keys are each caller's own; two identical requests at once do not both run.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals, idempotencyKeys } from '../../src/db/schema';
import { startTestServer, type TestServer, type TestUser } from '../harness';

let server: TestServer;
let owner: TestUser;
let key: string;

const DEAL = { strategyType: 'buy_hold', inputs: { purchasePrice: 900_000, grossMonthlyRent: 6_500, propertyTax: 9_000, insurance: 2_400 } };

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.registerAndLogin('idem-owner', { tier: 'hunter' });
  const created = await server.request({ method: 'POST', url: '/api/api-keys', token: owner.token, payload: { name: 'Sync', scope: 'read_write' } });
  expect(created.statusCode).toBe(201);
  key = created.data.key;
});

afterAll(async () => {
  await server?.close();
});

const postDeal = (name: string, idempotencyKey: string | undefined, auth: { key?: string; token?: string } = { key }) =>
  server.request({
    method: 'POST',
    url: '/api/deals',
    ...(auth.token ? { token: auth.token } : {}),
    headers: { ...(auth.key ? { authorization: `Bearer ${auth.key}` } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: { ...DEAL, name },
  });
const dealsNamed = async (name: string) =>
  Number((await server.db.select({ n: sql<number>`count(*)::int` }).from(deals).where(and(eq(deals.organizationId, owner.organizationId), eq(deals.name, name))))[0]!.n);

describe('Idempotency-Key', () => {
  it('a retried create answers the first answer and makes no second row', async () => {
    const first = await postDeal('Once only', 'retry-1');
    expect(first.statusCode).toBe(201);
    const again = await postDeal('Once only', 'retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data).toEqual(first.data);
    expect(await dealsNamed('Once only')).toBe(1);
    // without a key, a second POST is a second deal
    expect((await postDeal('Once only', undefined)).statusCode).toBe(201);
    expect(await dealsNamed('Once only')).toBe(2);
  });

  it('the same key with another body is 422 naming the header', async () => {
    expect((await postDeal('First body', 'reused-1')).statusCode).toBe(201);
    const other = await postDeal('Second body', 'reused-1');
    expect(other.statusCode).toBe(422);
    expect(other.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(Object.keys(other.data.fields)).toEqual(['headers.idempotency-key']);
    expect(await dealsNamed('Second body')).toBe(0);
  });

  it("keys are each caller's own: the same key from a signed-in person runs again", async () => {
    expect((await postDeal('Shared key', 'shared-1')).statusCode).toBe(201);
    const bySession = await postDeal('Shared key', 'shared-1', { token: owner.token });
    expect(bySession.statusCode).toBe(201);
    expect(bySession.headers['idempotent-replayed']).toBeUndefined();
    expect(await dealsNamed('Shared key')).toBe(2);
    const replayed = await postDeal('Shared key', 'shared-1', { token: owner.token });
    expect(replayed.data.id).toBe(bySession.data.id);
    expect(await dealsNamed('Shared key')).toBe(2);
  });

  it('identical requests at once make one row: the others wait (409) or get the first answer', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => postDeal('At once', 'race-1')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(new Set(answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.data.id)).size).toBe(1);
    expect(await dealsNamed('At once')).toBe(1);
    const conflicted = answers.find((answer) => answer.statusCode === 409);
    if (conflicted) expect(conflicted.headers['retry-after']).toBe('1');
  });

  it('a malformed key is 400 naming the header; a kept key expires after 24 hours', async () => {
    const bad = await postDeal('Bad key', 'x'.repeat(300));
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields).toHaveProperty(['headers.idempotency-key']);
    expect(await dealsNamed('Bad key')).toBe(0);
    expect((await postDeal('Expiring', 'expiring-1')).statusCode).toBe(201);
    const [row] = await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'expiring-1'));
    const keptFor = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(keptFor - 24 * 3600_000)).toBeLessThan(60_000);
    await server.db.update(idempotencyKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(idempotencyKeys.id, row!.id));
    expect((await postDeal('Expiring', 'expiring-1')).headers['idempotent-replayed']).toBeUndefined();
    expect(await dealsNamed('Expiring')).toBe(2);
  });
});
