/**
 * The webhook sweep (issue 33): a delivery stored but never queued — by a process with no queue
 * (`rei refresh`, `rei import`) or lost in a crash between storing and queueing — is queued again
 * by the scheduled sweep once it is over ten minutes late, exactly once, and then delivered.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWebhookDeliveries, insertWebhookEndpoint } from '../../src/db/queries/webhooks';
import { webhookDeliveries } from '../../src/db/schema';
import { taskSchedules, WEBHOOK_SWEEP_TASK } from '../../src/jobs/registerJobs';
import { attemptWebhookDelivery, checkWebhookTarget, postWebhook } from '../../src/webhooks/deliver';
import { LOST_DELIVERY_AFTER_MS, requeueLostDeliveries } from '../../src/webhooks/events';
import { startTestServer, type TestServer, type TestUser } from '../harness';

let server: TestServer;
let owner: TestUser;
let receiver: Server;
let targetUrl: string;
const received: IncomingMessage['headers'][] = [];

beforeAll(async () => {
  server = await startTestServer({ config: { webhooksAllowPrivate: true } });
  owner = await server.registerAndLogin('sweep-owner', { tier: 'hunter' });
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(request.headers);
      response.writeHead(204).end();
    });
  });
  receiver.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  await server?.close();
});

/** A delivery stored as `emitWebhookEvent` stores one, due at `due`, and never handed to the queue. */
async function storedDelivery(endpointId: number, due: Date, state: 'pending' | 'succeeded' = 'pending'): Promise<string> {
  const [row] = await insertWebhookDeliveries(server.db, [
    {
      id: randomUUID(),
      endpointId,
      organizationId: owner.organizationId,
      eventType: 'property.record_changed',
      payload: { type: 'property.record_changed', timestamp: due.toISOString(), data: { organizationId: owner.organizationId } },
      nextAttemptAt: due,
      state,
    },
  ]);
  return row!.id;
}

describe('the webhook sweep', () => {
  it('queues each delivery over ten minutes late once, leaves the recent and the finished ones, and the queued one is delivered', async () => {
    const endpoint = await insertWebhookEndpoint(server.db, {
      organizationId: owner.organizationId,
      createdBy: owner.id,
      url: targetUrl,
      events: ['property.record_changed'],
      secret: `whsec_${randomBytes(32).toString('base64')}`,
    });
    const now = new Date();
    const lost = await storedDelivery(endpoint.id, new Date(now.getTime() - LOST_DELIVERY_AFTER_MS - 60_000));
    const recent = await storedDelivery(endpoint.id, new Date(now.getTime() - 60_000));
    const finished = await storedDelivery(endpoint.id, new Date(now.getTime() - 3_600_000), 'succeeded');

    const queued: string[] = [];
    const dispatch = async (id: string) => {
      queued.push(id);
    };
    expect(await requeueLostDeliveries(server.db, dispatch, now)).toBe(1);
    expect(queued).toEqual([lost]);
    expect(queued).not.toContain(recent);
    expect(queued).not.toContain(finished);
    // Claimed for an attempt now: a second sweep (another instance, or the next run) does not queue it again.
    expect(await requeueLostDeliveries(server.db, dispatch, now)).toBe(0);
    expect(queued).toEqual([lost]);

    // What the queued job does: the attempt reaches the target, signed, and the delivery is done.
    const outcome = await attemptWebhookDelivery(server.db, lost, { allowPrivate: true, retrySeconds: [60] });
    expect(outcome.state).toBe('succeeded');
    expect(received.map((headers) => headers['webhook-id'])).toEqual([lost]);
    expect(String(received[0]!['webhook-signature'])).toMatch(/^v1,/);
    const [row] = await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, lost));
    expect(row!.state).toBe('succeeded');
  });

  it('runs every five minutes on the job queue', () => {
    expect(taskSchedules().filter((schedule) => schedule.task === WEBHOOK_SWEEP_TASK)).toEqual([
      { task: WEBHOOK_SWEEP_TASK, key: 'every-5-minutes', cron: '*/5 * * * *', data: {} },
    ]);
  });
});

describe('the address a delivery connects to', () => {
  it('is the one that was checked: the name is not resolved again (no DNS rebinding window)', async () => {
    const port = (receiver.address() as AddressInfo).port;
    const before = received.length;
    // A name no resolver knows: the request can only arrive if it went to the pinned address.
    const answer = await postWebhook(`http://rei-pinned.invalid:${port}/hooks`, {
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_pinned' },
      body: '{}',
      timeoutMs: 5_000,
      maxBytes: 1_024,
      pinned: { address: '127.0.0.1', family: 4 },
    });
    expect(answer.status).toBe(204);
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)!['webhook-id']).toBe('msg_pinned');
    // The name stays the Host the target sees.
    expect(received.at(-1)!.host).toBe(`rei-pinned.invalid:${port}`);
    // Without the pin the same name cannot be reached at all.
    await expect(postWebhook(`http://rei-pinned.invalid:${port}/hooks`, { headers: {}, body: '{}', timeoutMs: 5_000, maxBytes: 1_024 })).rejects.toThrow();
  });

  it('is pinned only after every address of the name was found public; a name on loopback is refused', async () => {
    expect(await checkWebhookTarget('http://localhost:8080/hooks', false)).toEqual({ problem: expect.stringMatching(/not public|private|loopback|localhost/i) });
    expect(await checkWebhookTarget('http://localhost:8080/hooks', true)).toEqual({});
    expect(await checkWebhookTarget('https://93.184.215.14/hooks', false)).toEqual({});
  });
});
