/**
 * Signed webhooks (issue 33): an owner or admin on Hunter names a URL and events, gets the
 * secret once; a saved deal is POSTed there in the Standard Webhooks scheme, checked here by a
 * verifier written from the scheme's text (not REI's signer); a failing target is retried on the
 * job queue and the log says so; private targets are refused unless allowed; a stalled target is
 * cut and a huge answer is read no further than 64 KB.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../src/db/schema';
import { attemptWebhookDelivery, webhookTargetProblem, WEBHOOK_RESPONSE_MAX_BYTES } from '../../src/webhooks/deliver';
import { emitWebhookEvent } from '../../src/services/webhooks';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { joinOrganization } from '../propertyFixtures';
import { verifyStandardWebhook } from '../fakes/standardWebhooks';

interface Received {
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** A local target: answers each request with the next status of `statuses` (the last one repeats). */
async function target(statuses: number[]): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 300 ? 'not now' : 'ok');
    });
  });
  server.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, server };
}


async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 400; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Still waiting for ${what}`);
}

let server: TestServer;
let owner: TestUser;
let analyst: TestUser;
let rookie: TestUser;
const targets: Server[] = [];

beforeAll(async () => {
  server = await startTestServer({ config: { webhooksAllowPrivate: true, webhookRetrySeconds: [1, 1] } });
  [owner, analyst, rookie] = await Promise.all([
    server.registerAndLogin('hook-owner', { tier: 'hunter' }),
    server.registerAndLogin('hook-analyst', { tier: 'hunter' }),
    server.registerAndLogin('hook-rookie', { tier: 'rookie' }),
  ]);
  await joinOrganization(server, owner, analyst, 'analyst');
});

afterAll(async () => {
  for (const each of targets) each.close();
  await server?.close();
});

const createHook = (user: TestUser, payload: Record<string, unknown>) => server.request({ method: 'POST', url: '/api/webhooks', token: user.token, payload });
const saveDeal = (user: TestUser, name: string) =>
  server.request({
    method: 'POST',
    url: '/api/deals',
    token: user.token,
    payload: { name, strategyType: 'buy_hold', inputs: { purchasePrice: 900_000, grossMonthlyRent: 6_500, propertyTax: 9_000, insurance: 2_400 } },
  });
const deliveriesOf = async (id: number) => (await server.request({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, token: owner.token })).data as {
  id: string;
  state: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
}[];

describe('managing webhooks', () => {
  it('an owner on Hunter gets the secret once; the list never shows it', async () => {
    const created = await createHook(owner, { url: 'https://hooks.example.com/rei', events: ['deal.saved', 'report.ready'] });
    expect(created.statusCode).toBe(201);
    expect(created.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.data.secret.slice(6), 'base64')).toHaveLength(32);
    const listed = await server.request({ method: 'GET', url: '/api/webhooks', token: owner.token });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).not.toContain(created.data.secret.slice(6));
    expect(listed.data.find((each: { id: number }) => each.id === created.data.id)).toMatchObject({ events: ['deal.saved', 'report.ready'], enabled: true });
    const patched = await server.request({ method: 'PATCH', url: `/api/webhooks/${created.data.id}`, token: owner.token, payload: { events: ['subscription.changed'], enabled: false } });
    expect(patched.statusCode).toBe(200);
    expect(patched.data).toMatchObject({ events: ['subscription.changed'], enabled: false });
    expect((await server.request({ method: 'DELETE', url: `/api/webhooks/${created.data.id}`, token: owner.token })).statusCode).toBe(200);
    expect((await server.request({ method: 'DELETE', url: `/api/webhooks/${created.data.id}`, token: owner.token })).statusCode).toBe(404);
  });

  it('an analyst is refused (403), a plan without API access too, and bad input names its field', async () => {
    const team = { 'x-organization-id': String(owner.organizationId) };
    const byAnalyst = await server.request({ method: 'POST', url: '/api/webhooks', token: analyst.token, headers: team, payload: { url: 'https://hooks.example.com/a', events: ['deal.saved'] } });
    expect(byAnalyst.statusCode).toBe(403);
    const byRookie = await createHook(rookie, { url: 'https://hooks.example.com/r', events: ['deal.saved'] });
    expect(byRookie.statusCode).toBe(403);
    expect(byRookie.data.code).toBe('TIER_LIMIT');
    const badEvent = await createHook(owner, { url: 'https://hooks.example.com/b', events: ['deal.deleted'] });
    expect(badEvent.statusCode).toBe(400);
    expect(Object.keys(badEvent.data.fields).join(' ')).toContain('events');
    const badUrl = await createHook(owner, { url: 'ftp://hooks.example.com/b', events: ['deal.saved'] });
    expect(badUrl.statusCode).toBe(400);
    expect(Object.keys(badUrl.data.fields).join(' ')).toContain('url');
  });
});

describe('delivering events', () => {
  it('a saved deal reaches the endpoint signed in the Standard Webhooks scheme', async () => {
    const local = await target([204]);
    targets.push(local.server);
    const created = await createHook(owner, { url: local.url, events: ['deal.saved'] });
    expect(created.statusCode).toBe(201);
    const deal = await saveDeal(owner, 'Signed deal');
    expect(deal.statusCode).toBe(201);
    await until(async () => local.received.length, (n) => n >= 1, 'the delivery');
    const [first] = local.received;
    expect(verifyStandardWebhook(created.data.secret, first!.headers, first!.body, Math.floor(Date.now() / 1000))).toBe(true);
    // the same check fails for a tampered body or another secret: the verifier can say no
    expect(verifyStandardWebhook(created.data.secret, first!.headers, first!.body.replace('Signed', 'Forged'), Math.floor(Date.now() / 1000))).toBe(false);
    expect(verifyStandardWebhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, first!.headers, first!.body, Math.floor(Date.now() / 1000))).toBe(false);
    const event = JSON.parse(first!.body);
    expect(event).toMatchObject({ type: 'deal.saved', data: { dealId: deal.data.id, name: 'Signed deal', version: 1, organizationId: owner.organizationId } });
    const log = await until(() => deliveriesOf(created.data.id), (rows) => rows[0]?.state === 'succeeded', 'the log to say delivered');
    expect(log[0]).toMatchObject({ id: first!.headers['webhook-id'], attempts: 1, lastStatusCode: 204, lastError: null });
    await server.request({ method: 'DELETE', url: `/api/webhooks/${created.data.id}`, token: owner.token });
  });

  it('a target that fails first is retried on the queue and the log counts the attempts; resend sends the same message again', async () => {
    const local = await target([503, 200]);
    targets.push(local.server);
    const created = await createHook(owner, { url: local.url, events: ['deal.saved'] });
    await saveDeal(owner, 'Retried deal');
    const log = await until(() => deliveriesOf(created.data.id), (rows) => rows[0]?.state === 'succeeded', 'the retry to deliver');
    expect(log[0]).toMatchObject({ attempts: 2, lastStatusCode: 200 });
    expect(local.received).toHaveLength(2);
    expect(local.received[1]!.headers['webhook-id']).toBe(local.received[0]!.headers['webhook-id']);
    const resent = await server.request({ method: 'POST', url: `/api/webhooks/${created.data.id}/deliveries/${log[0]!.id}/resend`, token: owner.token });
    expect(resent.statusCode).toBe(202);
    await until(async () => local.received.length, (n) => n >= 3, 'the resend');
    expect(local.received[2]!.headers['webhook-id']).toBe(log[0]!.id);
    await server.request({ method: 'DELETE', url: `/api/webhooks/${created.data.id}`, token: owner.token });
  });

  it('a target that keeps failing is failed after the last attempt, with the last error', async () => {
    const local = await target([500]);
    targets.push(local.server);
    const created = await createHook(owner, { url: local.url, events: ['deal.saved'] });
    await saveDeal(owner, 'Failing deal');
    const log = await until(() => deliveriesOf(created.data.id), (rows) => rows[0]?.state === 'failed', 'the delivery to fail for good');
    expect(log[0]).toMatchObject({ attempts: 3, lastStatusCode: 500 });
    expect(log[0]!.lastError).toContain('500');
    const listed = await server.request({ method: 'GET', url: '/api/webhooks', token: owner.token });
    expect(listed.data.find((each: { id: number }) => each.id === created.data.id).recentFailures).toBe(1);
    await server.request({ method: 'DELETE', url: `/api/webhooks/${created.data.id}`, token: owner.token });
  });

  it('an event goes only to endpoints of its organization that asked for it', async () => {
    const local = await target([200]);
    targets.push(local.server);
    const mine = await createHook(owner, { url: local.url, events: ['report.ready'] });
    expect(await emitWebhookEvent(server.db, owner.organizationId, 'deal.saved', { dealId: 1 })).toBe(0);
    expect(await emitWebhookEvent(server.db, rookie.organizationId, 'report.ready', { reportId: 1 })).toBe(0);
    expect(await emitWebhookEvent(server.db, owner.organizationId, 'report.ready', { reportId: 1 })).toBe(1);
    await server.request({ method: 'DELETE', url: `/api/webhooks/${mine.data.id}`, token: owner.token });
  });
});

describe('hostile targets', () => {
  it('private and loopback targets are refused unless allowed', async () => {
    const strict = await startTestServer();
    try {
      const user = await strict.registerAndLogin('strict-owner', { tier: 'hunter' });
      for (const url of ['http://127.0.0.1:9/x', 'http://10.0.0.5/x', 'http://169.254.169.254/latest', 'http://localhost/x', 'http://[::1]/x']) {
        const refused = await strict.request({ method: 'POST', url: '/api/webhooks', token: user.token, payload: { url, events: ['deal.saved'] } });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.data.fields.url, url).toBeTruthy();
      }
    } finally {
      await strict.close();
    }
    expect(await webhookTargetProblem('http://192.168.1.1/', false)).toBeDefined();
    expect(await webhookTargetProblem('http://192.168.1.1/', true)).toBeUndefined();
  });

  it('a delivery to a private target is failed at once when private targets are not allowed', async () => {
    const local = await target([200]);
    targets.push(local.server);
    const created = await createHook(owner, { url: local.url, events: ['deal.saved'] });
    const [row] = await server.db
      .insert(webhookDeliveries)
      .values({ id: crypto.randomUUID(), endpointId: created.data.id, organizationId: owner.organizationId, eventType: 'deal.saved', payload: { type: 'deal.saved' } })
      .returning();
    const outcome = await attemptWebhookDelivery(server.db, row!.id, { allowPrivate: false, retrySeconds: [1] });
    expect(outcome.state).toBe('failed');
    const [stored] = await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row!.id));
    expect(stored!.lastError).toContain('loopback');
    expect(local.received).toHaveLength(0);
    await server.request({ method: 'DELETE', url: `/api/webhooks/${created.data.id}`, token: owner.token });
  });

  it('a stalled target is cut and a huge answer is read no further than 64 KB', async () => {
    let servedBytes = 0;
    const stalled = createServer(() => undefined);
    const huge = createServer((_request, response) => {
      response.writeHead(500);
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const write = () => {
        while (servedBytes < 10 * 1024 * 1024) {
          servedBytes += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', write);
        }
        response.end();
      };
      write();
    });
    targets.push(stalled, huge);
    for (const each of [stalled, huge]) await new Promise<void>((resolve) => each.listen(0, '127.0.0.1', resolve));
    const urlOf = (each: Server) => `http://127.0.0.1:${(each.address() as AddressInfo).port}/`;
    for (const [each, timeoutMs] of [
      [stalled, 300],
      [huge, 10_000],
    ] as const) {
      const created = await createHook(owner, { url: urlOf(each), events: ['screen.completed'] });
      const [row] = await server.db
        .insert(webhookDeliveries)
        .values({ id: crypto.randomUUID(), endpointId: created.data.id, organizationId: owner.organizationId, eventType: 'screen.completed', payload: { type: 'screen.completed' } })
        .returning();
      const outcome = await attemptWebhookDelivery(server.db, row!.id, { allowPrivate: true, retrySeconds: [60], timeoutMs });
      expect(outcome).toEqual({ state: 'pending', retryInSeconds: 60 });
      const [stored] = await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row!.id));
      if (each === stalled) expect(stored!.lastError).toMatch(/No full answer within/);
      else {
        expect(stored!.lastStatusCode).toBe(500);
        expect(stored!.lastError!.length).toBeLessThan(300);
        expect(servedBytes).toBeLessThan(10 * 1024 * 1024);
        expect(WEBHOOK_RESPONSE_MAX_BYTES).toBe(65_536);
      }
      await server.request({ method: 'DELETE', url: `/api/webhooks/${created.data.id}`, token: owner.token });
    }
  });

  it('a target that answers 429 with Retry-After is asked again no sooner than it asked, up to the schedule’s longest pause', async () => {
    const busy = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(429, { 'retry-after': '120' }).end('slow down'));
    });
    targets.push(busy);
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const created = await createHook(owner, { url: `http://127.0.0.1:${(busy.address() as AddressInfo).port}/`, events: ['screen.completed'] });
    const delivery = async () =>
      (
        await server.db
          .insert(webhookDeliveries)
          .values({ id: crypto.randomUUID(), endpointId: created.data.id, organizationId: owner.organizationId, eventType: 'screen.completed', payload: { type: 'screen.completed' } })
          .returning()
      )[0]!.id;
    // The schedule says 5 s; the target asked for 120 s.
    expect(await attemptWebhookDelivery(server.db, await delivery(), { allowPrivate: true, retrySeconds: [5, 600] })).toEqual({ state: 'pending', retryInSeconds: 120 });
    // Never past the schedule's longest pause (60 s here).
    expect(await attemptWebhookDelivery(server.db, await delivery(), { allowPrivate: true, retrySeconds: [5, 60] })).toEqual({ state: 'pending', retryInSeconds: 60 });
    await server.request({ method: 'DELETE', url: `/api/webhooks/${created.data.id}`, token: owner.token });
  });
});
