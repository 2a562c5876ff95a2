import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSubscriptionResultSchema, subscriptionSchema } from '../../../src/contract';
import { loadConfig, testConfig } from '../../../src/config';
import { auditLogs, billingEvents, subscriptions, usageCounters } from '../../../src/db/schema';
import { startServer } from '../../../src/server';
import { billingConfigProblem, type BillingConfig } from '../../../src/services/billing';
import { recordAiSummaryUsage, usageMonth } from '../../../src/services/subscription';
import { startTestServer, type TestServer, type TestUser } from '../../harness';

const WEBHOOK_SECRET = 'whsec_rei_test_secret';
const PRICES = { rookie: 'price_rookie_test', operator: 'price_operator_test', hunter: 'price_hunter_test' } as const;
const PUBLIC_URL = 'https://rei.example.test';

/** A request the fake Stripe API received: path and the form-encoded parameters. */
interface StripeCall {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly params: URLSearchParams;
}

/**
 * A local stand-in for api.stripe.com answering in Stripe's JSON format: Checkout Sessions and
 * Billing Portal sessions. It records every request so tests can check what was sent.
 */
async function startFakeStripe(): Promise<{ url: string; calls: StripeCall[]; close(): Promise<void> }> {
  const calls: StripeCall[] = [];
  let counter = 0;
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const path = (request.url ?? '').split('?')[0] ?? '';
      calls.push({ path, authorization: request.headers.authorization, params });
      counter += 1;
      const created = Math.floor(Date.now() / 1000);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${counter}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: params.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: params.get('client_reference_id'),
          customer: params.get('customer'),
          customer_email: params.get('customer_email'),
          metadata: { userId: params.get('metadata[userId]'), tier: params.get('metadata[tier]') },
          success_url: params.get('success_url'),
          cancel_url: params.get('cancel_url'),
          subscription: null,
          created,
          expires_at: created + 86_400,
          livemode: false,
          url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
        });
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_test_${counter}`,
          object: 'billing_portal.session',
          configuration: 'bpc_test_default',
          created,
          customer: params.get('customer'),
          flow: null,
          livemode: false,
          locale: null,
          on_behalf_of: null,
          return_url: params.get('return_url'),
          url: `https://billing.stripe.com/p/session/test_${counter}`,
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` } });
    });
  });
  server.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function stripeBilling(apiBase: string, overrides: Record<string, string> = {}): BillingConfig {
  return loadConfig({
    REI_BILLING: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_rei',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ROOKIE: PRICES.rookie,
    STRIPE_PRICE_OPERATOR: PRICES.operator,
    STRIPE_PRICE_HUNTER: PRICES.hunter,
    STRIPE_API_BASE: apiBase,
    REI_PUBLIC_URL: PUBLIC_URL,
    ...overrides,
  }).billing;
}

// Signs like Stripe does: HMAC-SHA256 over "{t}.{raw body}" in `Stripe-Signature: t=…,v1=…`.
const signer = new Stripe('sk_test_signing_only');
let eventCounter = 0;

function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${(eventCounter += 1)}_${Date.now()}`,
  created = Math.floor(Date.now() / 1000),
): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

function checkoutCompleted(user: TestUser, tier: string, ids: { customer: string; subscription: string }, paymentStatus = 'paid') {
  return {
    id: `cs_test_done_${user.id}_${tier}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: paymentStatus,
    client_reference_id: String(user.id),
    metadata: { userId: String(user.id), tier },
    customer: ids.customer,
    subscription: ids.subscription,
    url: null,
  };
}

function subscriptionObject(user: TestUser, ids: { customer: string; subscription: string }, price: string, status = 'active') {
  const periodEnd = Math.floor(Date.UTC(2027, 0, 15) / 1000);
  return {
    id: ids.subscription,
    object: 'subscription',
    customer: ids.customer,
    status,
    cancel_at_period_end: false,
    metadata: { userId: String(user.id) },
    items: {
      object: 'list',
      data: [{ id: `si_${ids.subscription}`, object: 'subscription_item', current_period_start: periodEnd - 2_592_000, current_period_end: periodEnd, price: { id: price, object: 'price' } }],
    },
  };
}

let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>;
let server: TestServer;
/** A second app on demo billing (the default of the test configuration). */
let demo: TestServer;

// Two hooks, one server each, run one after the other: two embedded databases migrating at once
// on a busy machine can starve Fastify's plugin start timer.
const SERVER_START_TIMEOUT_MS = 180_000;
beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  server = await startTestServer({ config: { billing: stripeBilling(fakeStripe.url) } });
}, SERVER_START_TIMEOUT_MS);
beforeAll(async () => {
  demo = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([server?.close(), demo?.close()]);
  await fakeStripe?.close();
});

async function sendWebhook(payload: string, signature?: string) {
  return server.request({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    payload,
  });
}

async function subscriptionRow(userId: number) {
  const [row] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

async function auditActions(resourceId: number) {
  const rows = await server.db
    .select({ action: auditLogs.action, outcome: auditLogs.outcome, detail: auditLogs.detail, actorUserId: auditLogs.actorUserId })
    .from(auditLogs)
    .where(eq(auditLogs.resourceId, String(resourceId)))
    .orderBy(desc(auditLogs.id));
  return rows;
}

/** The Stripe customer of a user and one of its subscriptions (each purchase makes a new one). */
function idsFor(user: TestUser, purchase = 1) {
  return { customer: `cus_test_${user.id}`, subscription: `sub_test_${user.id}_${purchase}` };
}

/** Buys `tier` for `user` the way Stripe reports it: a signed checkout.session.completed. */
async function completeCheckout(user: TestUser, tier: string, purchase = 1) {
  const response = await sendWebhook(stripeEvent('checkout.session.completed', checkoutCompleted(user, tier, idsFor(user, purchase))));
  expect(response.statusCode).toBe(200);
  expect(response.data).toEqual({ received: true, result: 'applied' });
}

describe('stripe billing: PUT /api/subscription', () => {
  it('creates a Checkout Session for a paid tier and answers its URL without changing the tier', async () => {
    const user = await server.registerAndLogin('stripe-buyer');
    const before = fakeStripe.calls.length;
    const response = await server.request({ method: 'PUT', url: '/api/subscription', token: user.token, payload: { tier: 'operator' } });
    expect(response.statusCode).toBe(200);
    const body = changeSubscriptionResultSchema.parse(response.data);
    expect(body.tier).toBe('scout');
    expect(body.billing).toEqual({ mode: 'stripe', canManage: false });
    expect(body.redirect?.kind).toBe('checkout');
    expect(body.redirect?.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+/);

    const call = fakeStripe.calls[before];
    expect(fakeStripe.calls.length).toBe(before + 1);
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.authorization).toBe('Bearer sk_test_rei');
    expect(call?.params.get('mode')).toBe('subscription');
    expect(call?.params.get('client_reference_id')).toBe(String(user.id));
    expect(call?.params.get('metadata[tier]')).toBe('operator');
    expect(call?.params.get('metadata[userId]')).toBe(String(user.id));
    expect(call?.params.get('subscription_data[metadata][userId]')).toBe(String(user.id));
    expect(call?.params.get('line_items[0][price]')).toBe(PRICES.operator);
    expect(call?.params.get('line_items[0][quantity]')).toBe('1');
    expect(call?.params.get('customer_email')).toBe(user.email);
    expect(call?.params.get('customer')).toBeNull();
    expect(call?.params.get('success_url')).toBe(`${PUBLIC_URL}/subscription?checkout=success`);
    expect(call?.params.get('cancel_url')).toBe(`${PUBLIC_URL}/subscription?checkout=cancelled`);

    // The tier did not change: still scout in the database and on GET.
    expect((await subscriptionRow(user.id))?.tier).toBe('scout');
    const after = await server.request({ method: 'GET', url: '/api/subscription', token: user.token });
    expect(subscriptionSchema.parse(after.data).tier).toBe('scout');
    const [started] = await auditActions(user.id);
    expect(started).toMatchObject({ action: 'billing.checkout.started', outcome: 'SUCCESS', actorUserId: user.id, detail: { from: 'scout', to: 'operator', price: PRICES.operator } });
  });

  it('reuses the Stripe customer it knows for the next Checkout', async () => {
    const user = await server.registerAndLogin('returning-buyer');
    await completeCheckout(user, 'rookie');
    await sendWebhook(stripeEvent('customer.subscription.deleted', subscriptionObject(user, idsFor(user), PRICES.rookie, 'canceled')));
    const before = fakeStripe.calls.length;
    const response = await server.request({ method: 'PUT', url: '/api/subscription', token: user.token, payload: { tier: 'hunter' } });
    expect(response.data.redirect.kind).toBe('checkout');
    const call = fakeStripe.calls[before];
    expect(call?.params.get('customer')).toBe(idsFor(user).customer);
    expect(call?.params.get('customer_email')).toBeNull();
    expect(call?.params.get('line_items[0][price]')).toBe(PRICES.hunter);
  });

  it('sends a subscriber who picks another plan or scout to the Billing Portal, tier unchanged', async () => {
    const user = await server.registerAndLogin('switcher');
    await completeCheckout(user, 'operator');
    for (const tier of ['scout', 'hunter'] as const) {
      const before = fakeStripe.calls.length;
      const response = await server.request({ method: 'PUT', url: '/api/subscription', token: user.token, payload: { tier } });
      expect(response.statusCode).toBe(200);
      expect(response.data.redirect).toEqual({ kind: 'portal', url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//) });
      expect(response.data.tier).toBe('operator');
      expect(fakeStripe.calls[before]?.path).toBe('/v1/billing_portal/sessions');
      expect(fakeStripe.calls[before]?.params.get('customer')).toBe(idsFor(user).customer);
    }
    expect((await subscriptionRow(user.id))?.tier).toBe('operator');
  });
});

describe('stripe billing: POST /api/billing/portal', () => {
  it('opens a portal session for the customer, returning to /subscription, and audits it', async () => {
    const user = await server.registerAndLogin('portal-user');
    await completeCheckout(user, 'rookie');
    const before = fakeStripe.calls.length;
    const response = await server.request({ method: 'POST', url: '/api/billing/portal', token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.data.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_\d+$/);
    const call = fakeStripe.calls[before];
    expect(call?.path).toBe('/v1/billing_portal/sessions');
    expect(call?.params.get('customer')).toBe(idsFor(user).customer);
    expect(call?.params.get('return_url')).toBe(`${PUBLIC_URL}/subscription`);
    const [opened] = await auditActions(user.id);
    expect(opened).toMatchObject({ action: 'billing.portal.opened', outcome: 'SUCCESS', actorUserId: user.id });
    const me = await server.request({ method: 'GET', url: '/api/subscription', token: user.token });
    expect(me.data.billing).toEqual({ mode: 'stripe', canManage: true });
  });

  it('answers 409 to someone who never paid, and 401 without a session', async () => {
    const user = await server.registerAndLogin('no-customer');
    const response = await server.request({ method: 'POST', url: '/api/billing/portal', token: user.token });
    expect(response.statusCode).toBe(409);
    expect(response.data).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/choose a paid plan first/) });
    expect((await server.request({ method: 'POST', url: '/api/billing/portal' })).statusCode).toBe(401);
  });
});

describe('stripe billing: POST /api/billing/webhook', () => {
  it('grants the tier of a signed checkout.session.completed and stores the Stripe ids', async () => {
    const user = await server.registerAndLogin('paid-up');
    await completeCheckout(user, 'hunter');
    const row = await subscriptionRow(user.id);
    expect(row).toMatchObject({ tier: 'hunter', status: 'active', provider: 'stripe', providerReference: idsFor(user).subscription, providerCustomerId: idsFor(user).customer });
    const me = await server.request({ method: 'GET', url: '/api/subscription', token: user.token });
    expect(me.data).toMatchObject({ tier: 'hunter', limits: { properties: null } });
    const [applied] = await auditActions(user.id);
    expect(applied).toMatchObject({ action: 'billing.webhook.applied', outcome: 'SUCCESS', actorUserId: null, detail: { type: 'checkout.session.completed', from: 'scout', to: 'hunter' } });
  });

  it('stores a checkout whose payment is pending as incomplete, which grants nothing', async () => {
    const user = await server.registerAndLogin('pending-payer');
    const response = await sendWebhook(stripeEvent('checkout.session.completed', checkoutCompleted(user, 'operator', idsFor(user), 'unpaid')));
    expect(response.data.result).toBe('applied');
    expect(await subscriptionRow(user.id)).toMatchObject({ tier: 'operator', status: 'incomplete' });
    const me = await server.request({ method: 'GET', url: '/api/subscription', token: user.token });
    expect(me.data.features.all_calculators).toBe(false);
  });

  it('refuses a bad signature with 400 and changes nothing, and audits the refusal', async () => {
    const user = await server.registerAndLogin('forger');
    const payload = stripeEvent('checkout.session.completed', checkoutCompleted(user, 'hunter', idsFor(user)));
    const wrongKey = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    const tampered = signer.webhooks.generateTestHeaderString({ payload: payload.replace('"hunter"', '"rookie"'), secret: WEBHOOK_SECRET });
    for (const signature of [wrongKey, tampered, 'garbage']) {
      const response = await sendWebhook(payload, signature);
      expect(response.statusCode).toBe(400);
      expect(response.data).toMatchObject({ message: 'Webhook signature verification failed' });
    }
    const unsigned = await server.request({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(400);
    expect((await subscriptionRow(user.id))?.tier).toBe('scout');
    const eventId = JSON.parse(payload).id as string;
    expect(await server.db.select().from(billingEvents).where(eq(billingEvents.id, eventId))).toEqual([]);
    const rejected = await server.db.select().from(auditLogs).where(eq(auditLogs.action, 'billing.webhook.rejected'));
    expect(rejected.length).toBeGreaterThanOrEqual(4);
    expect(rejected[0]).toMatchObject({ outcome: 'DENIED', actorUserId: null });
  });

  it('refuses a correctly signed event whose timestamp is older than 300 s', async () => {
    const user = await server.registerAndLogin('late');
    const payload = stripeEvent('checkout.session.completed', checkoutCompleted(user, 'rookie', idsFor(user)));
    const stale = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 });
    const response = await sendWebhook(payload, stale);
    expect(response.statusCode).toBe(400);
    expect((await subscriptionRow(user.id))?.tier).toBe('scout');
    const [rejected] = await server.db.select().from(auditLogs).where(eq(auditLogs.action, 'billing.webhook.rejected')).orderBy(desc(auditLogs.id)).limit(1);
    expect(rejected?.detail).toMatchObject({ reason: expect.stringMatching(/tolerance/i) });
  });

  it('ignores a replayed event id', async () => {
    const user = await server.registerAndLogin('replayed');
    await completeCheckout(user, 'rookie');
    const deleted = stripeEvent('customer.subscription.deleted', subscriptionObject(user, idsFor(user), PRICES.rookie, 'canceled'), `evt_replay_${user.id}`);
    expect((await sendWebhook(deleted)).data.result).toBe('applied');
    expect((await subscriptionRow(user.id))?.tier).toBe('scout');
    // The user buys again; a replay of the old cancellation (fresh signature, same event id) must not undo it.
    await completeCheckout(user, 'rookie', 2);
    const replay = await sendWebhook(deleted);
    expect(replay.statusCode).toBe(200);
    expect(replay.data).toEqual({ received: true, result: 'duplicate' });
    expect(await subscriptionRow(user.id)).toMatchObject({ tier: 'rookie', status: 'active' });
    const [duplicate] = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'billing.webhook.duplicate'), eq(auditLogs.resourceId, `evt_replay_${user.id}`)));
    expect(duplicate).toMatchObject({ outcome: 'DENIED' });
  });

  it('downgrades to scout on customer.subscription.deleted', async () => {
    const user = await server.registerAndLogin('leaver');
    await completeCheckout(user, 'operator');
    const response = await sendWebhook(stripeEvent('customer.subscription.deleted', subscriptionObject(user, idsFor(user), PRICES.operator, 'canceled')));
    expect(response.data.result).toBe('applied');
    expect(await subscriptionRow(user.id)).toMatchObject({ tier: 'scout', status: 'active', providerReference: null, providerCustomerId: idsFor(user).customer });
    const me = await server.request({ method: 'GET', url: '/api/subscription', token: user.token });
    expect(me.data.tier).toBe('scout');
  });

  it('follows customer.subscription.updated to another price: tier, status and period end', async () => {
    const user = await server.registerAndLogin('upgraded-in-portal');
    await completeCheckout(user, 'rookie');
    const response = await sendWebhook(stripeEvent('customer.subscription.updated', subscriptionObject(user, idsFor(user), PRICES.hunter)));
    expect(response.data.result).toBe('applied');
    const row = await subscriptionRow(user.id);
    expect(row).toMatchObject({ tier: 'hunter', status: 'active' });
    expect(row?.currentPeriodEnd?.toISOString()).toBe('2027-01-15T00:00:00.000Z');

    await sendWebhook(stripeEvent('customer.subscription.updated', subscriptionObject(user, idsFor(user), PRICES.hunter, 'past_due')));
    expect((await subscriptionRow(user.id))?.status).toBe('past_due');
    await sendWebhook(stripeEvent('customer.subscription.updated', subscriptionObject(user, idsFor(user), PRICES.hunter, 'unpaid')));
    const me = await server.request({ method: 'GET', url: '/api/subscription', token: user.token });
    expect(me.data).toMatchObject({ tier: 'hunter', status: 'unpaid' });
    expect(me.data.features.all_calculators).toBe(false);
  });

  it('never revives a deleted subscription with a late update, and ignores an update older than one applied', async () => {
    const user = await server.registerAndLogin('out-of-order');
    await completeCheckout(user, 'operator');
    const now = Math.floor(Date.now() / 1000);
    const newer = await sendWebhook(stripeEvent('customer.subscription.updated', subscriptionObject(user, idsFor(user), PRICES.hunter), undefined, now + 5));
    expect(newer.data.result).toBe('applied');
    const older = await sendWebhook(stripeEvent('customer.subscription.updated', subscriptionObject(user, idsFor(user), PRICES.rookie), undefined, now + 2));
    expect(older.data).toEqual({ received: true, result: 'ignored' });
    expect((await subscriptionRow(user.id))?.tier).toBe('hunter');

    await sendWebhook(stripeEvent('customer.subscription.deleted', subscriptionObject(user, idsFor(user), PRICES.hunter, 'canceled'), undefined, now + 10));
    const late = await sendWebhook(stripeEvent('customer.subscription.updated', subscriptionObject(user, idsFor(user), PRICES.hunter, 'active'), undefined, now + 20));
    expect(late.data.result).toBe('ignored');
    expect(await subscriptionRow(user.id)).toMatchObject({ tier: 'scout', status: 'active' });
    const [ignored] = await server.db
      .select({ detail: auditLogs.detail })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'billing.webhook.ignored'))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(ignored?.detail).toMatchObject({ reason: 'the subscription has already ended', subscription: idsFor(user).subscription });
  });

  it('keeps the tier when an update names a price it does not know', async () => {
    const user = await server.registerAndLogin('odd-price');
    await completeCheckout(user, 'operator');
    await sendWebhook(stripeEvent('customer.subscription.updated', subscriptionObject(user, idsFor(user), 'price_somebody_elses')));
    expect((await subscriptionRow(user.id))?.tier).toBe('operator');
    const [applied] = await auditActions(user.id);
    expect(applied?.detail).toMatchObject({ unknownPrice: 'price_somebody_elses' });
  });

  it('ignores a checkout whose client_reference_id and metadata.userId disagree', async () => {
    const victim = await server.registerAndLogin('victim');
    const other = await server.registerAndLogin('other');
    const session = { ...checkoutCompleted(victim, 'hunter', idsFor(victim)), metadata: { userId: String(other.id), tier: 'hunter' } };
    const response = await sendWebhook(stripeEvent('checkout.session.completed', session));
    expect(response.data.result).toBe('ignored');
    expect((await subscriptionRow(victim.id))?.tier).toBe('scout');
    expect((await subscriptionRow(other.id))?.tier).toBe('scout');
  });

  it('answers 200 to an event type it does not handle and changes nothing', async () => {
    const user = await server.registerAndLogin('invoice');
    const response = await sendWebhook(stripeEvent('invoice.paid', { id: 'in_test_1', object: 'invoice', customer: idsFor(user).customer }));
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ received: true, result: 'ignored' });
    expect((await subscriptionRow(user.id))?.tier).toBe('scout');
  });
});

describe('usage counters', () => {
  it('are not reset by switching tiers back and forth, through webhooks or demo switches', async () => {
    const user = await server.registerAndLogin('meter-keeper');
    const month = usageMonth();
    for (let i = 0; i < 3; i += 1) await recordAiSummaryUsage(server.db, user.id);
    await completeCheckout(user, 'rookie');
    await sendWebhook(stripeEvent('customer.subscription.updated', subscriptionObject(user, idsFor(user), PRICES.hunter)));
    await sendWebhook(stripeEvent('customer.subscription.deleted', subscriptionObject(user, idsFor(user), PRICES.hunter, 'canceled')));
    await completeCheckout(user, 'rookie', 2);
    const [counter] = await server.db.select().from(usageCounters).where(and(eq(usageCounters.userId, user.id), eq(usageCounters.month, month)));
    expect(counter?.aiSummaries).toBe(3);
    const me = await server.request({ method: 'GET', url: '/api/subscription', token: user.token });
    expect(me.data.usage.aiSummaries).toBe(3);

    const demoUser = await demo.registerAndLogin('demo-meter');
    for (let i = 0; i < 2; i += 1) await recordAiSummaryUsage(demo.db, demoUser.id);
    for (const tier of ['rookie', 'scout', 'hunter', 'scout', 'rookie'] as const) {
      expect((await demo.request({ method: 'PUT', url: '/api/subscription', token: demoUser.token, payload: { tier } })).data.tier).toBe(tier);
    }
    const answer = await demo.request({ method: 'GET', url: '/api/subscription', token: demoUser.token });
    expect(answer.data.usage.aiSummaries).toBe(2);
    const rows = await demo.db.select().from(usageCounters).where(eq(usageCounters.userId, demoUser.id));
    expect(rows).toEqual([expect.objectContaining({ month, aiSummaries: 2 })]);
  });
});

describe('demo billing', () => {
  it('says so on GET, switches at once on PUT, audits the switch, and has no portal or webhook', async () => {
    const user = await demo.registerAndLogin('demo-switcher');
    const before = await demo.request({ method: 'GET', url: '/api/subscription', token: user.token });
    expect(before.data.billing).toEqual({ mode: 'demo', canManage: false });
    const changed = await demo.request({ method: 'PUT', url: '/api/subscription', token: user.token, payload: { tier: 'operator' } });
    expect(changed.data).toMatchObject({ tier: 'operator', redirect: null, billing: { mode: 'demo' } });
    const [audit] = await demo.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'subscription.change'), eq(auditLogs.actorUserId, user.id)));
    expect(audit?.detail).toMatchObject({ from: 'scout', to: 'operator', billing: 'demo' });
    expect((await demo.request({ method: 'POST', url: '/api/billing/portal', token: user.token })).statusCode).toBe(409);
    const payload = stripeEvent('checkout.session.completed', checkoutCompleted(user, 'hunter', idsFor(user)));
    const webhook = await demo.request({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      payload,
    });
    expect(webhook.statusCode).toBe(404);
    expect((await demo.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)))[0]?.tier).toBe('operator');
  });
});

describe('billing settings at start', () => {
  const unreachable = 'postgres://nobody@127.0.0.1:1/never';

  it('refuses to start demo billing by default with DATABASE_URL or NODE_ENV=production, naming REI_BILLING', async () => {
    await expect(startServer(testConfig({ databaseUrl: unreachable, billing: loadConfig({}).billing }))).rejects.toThrow(/REI_BILLING/);
    await expect(startServer(testConfig({ billing: loadConfig({ NODE_ENV: 'production' }).billing }))).rejects.toThrow(/NODE_ENV=production but REI_BILLING is not/);
    const fromEnv = loadConfig({ DATABASE_URL: unreachable });
    expect(billingConfigProblem(fromEnv.billing, fromEnv.databaseUrl)).toMatch(/DATABASE_URL is set but REI_BILLING is not/);
  });

  it('allows demo billing when asked for explicitly, and by default on the embedded database', () => {
    const explicit = loadConfig({ DATABASE_URL: unreachable, REI_BILLING: 'demo', NODE_ENV: 'production' });
    expect(explicit.billing).toMatchObject({ mode: 'demo', explicit: true });
    expect(billingConfigProblem(explicit.billing, explicit.databaseUrl)).toBeNull();
    const embedded = loadConfig({});
    expect(embedded.billing).toMatchObject({ mode: 'demo', explicit: false });
    expect(billingConfigProblem(embedded.billing, embedded.databaseUrl)).toBeNull();
  });

  it('refuses stripe billing with a missing setting, naming it', async () => {
    const withoutSecret = stripeBilling('http://127.0.0.1:9', { STRIPE_WEBHOOK_SECRET: '' });
    await expect(startServer(testConfig({ billing: withoutSecret }))).rejects.toThrow(/REI_BILLING=stripe needs STRIPE_WEBHOOK_SECRET/);
    const withoutPrices = stripeBilling('http://127.0.0.1:9', { STRIPE_PRICE_HUNTER: ' ', STRIPE_SECRET_KEY: '' });
    expect(billingConfigProblem(withoutPrices, undefined)).toMatch(/STRIPE_SECRET_KEY, STRIPE_PRICE_HUNTER/);
    expect(billingConfigProblem(stripeBilling('http://127.0.0.1:9'), unreachable)).toBeNull();
    expect(() => loadConfig({ REI_BILLING: 'free' })).toThrow(/REI_BILLING must be "stripe" or "demo"/);
  });
});

describe('audit trail', () => {
  it('records checkout, webhook and portal events for one purchase', async () => {
    const user = await server.registerAndLogin('audited');
    await server.request({ method: 'PUT', url: '/api/subscription', token: user.token, payload: { tier: 'rookie' } });
    await completeCheckout(user, 'rookie');
    await server.request({ method: 'POST', url: '/api/billing/portal', token: user.token });
    const rows = await server.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, String(user.id)), inArray(auditLogs.action, ['billing.checkout.started', 'billing.webhook.applied', 'billing.portal.opened'])))
      .orderBy(auditLogs.id);
    expect(rows.map((row) => row.action)).toEqual(['billing.checkout.started', 'billing.webhook.applied', 'billing.portal.opened']);
  });
});
