import { request as httpRequest } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedProxiesFrom } from '../../src/config';
import { auditLogs } from '../../src/db/schema';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../harness';

/**
 * Real HTTP over loopback from chosen client addresses (Linux answers on all of 127.0.0.0/8),
 * so the server sees the TCP peer exactly as it would in production.
 */
interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly data: any;
}
function send(
  baseUrl: string,
  method: string,
  path: string,
  options: { from: string; body?: unknown; headers?: Record<string, string>; token?: string },
): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress: options.from,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, data: text ? JSON.parse(text) : undefined }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const ATTACKER = '127.0.0.2';
const VICTIM = '127.0.0.3';
const PROXY = '127.0.0.9';
const HARNESS_ADDRESS = '127.0.0.1';
const GOOD_PASSPHRASE = 'harbor-lantern-tulip-42';

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startTestServer({ listen: true, config: { trustProxy: [PROXY], organizationsPerUserPerDay: 2 } });
  baseUrl = server.baseUrl!;
});
afterAll(async () => {
  await server?.close();
});

const loginFrom = (from: string, email: string, password: string, headers?: Record<string, string>) =>
  send(baseUrl, 'POST', '/api/auth/login', { from, body: { email, password }, headers });

/**
 * Addresses the audit log recorded for sign-ins to this account (failures name the email,
 * successes the user), less the harness's own sign-in over inject (127.0.0.1).
 */
async function auditedAddresses(user: { id: number; email: string }): Promise<string[]> {
  const rows = await server.db.select().from(auditLogs).where(eq(auditLogs.action, 'auth.login'));
  return rows
    .filter((row) => (row.detail as { email?: string } | null)?.email === user.email || row.actorUserId === user.id)
    .map((row) => row.ip ?? '')
    .filter((ip) => ip !== HARNESS_ADDRESS);
}

describe('login throttling by client address', () => {
  it('an attacker failing 20 times for the victim is throttled, and the victim still signs in from their own address', async () => {
    const victim = await server.registerAndLogin('victim');
    const statuses: number[] = [];
    let lastRefusal: Answer | undefined;
    for (let i = 0; i < 20; i += 1) {
      const answer = await loginFrom(ATTACKER, victim.email, `guess-number-${i}`);
      statuses.push(answer.status);
      if (answer.status === 429) lastRefusal = answer;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(15).fill(429));
    expect(Number(lastRefusal?.headers['retry-after'])).toBeGreaterThan(0);
    expect(lastRefusal?.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/Try again in/) });
    // The attacker cannot try the right password either, having used up its guesses.
    expect((await loginFrom(ATTACKER, victim.email, TEST_PASSWORD)).status).toBe(429);

    const own = await loginFrom(VICTIM, victim.email, TEST_PASSWORD);
    expect(own.status).toBe(200);
    expect(own.data.email).toBe(victim.email);
    expect(new Set(await auditedAddresses(victim))).toEqual(new Set([ATTACKER, VICTIM]));
  });

  it('limits one address across many accounts at 50 failures, without touching other addresses', async () => {
    const bystander = await server.registerAndLogin('bystander');
    const from = '127.0.0.4';
    for (let i = 0; i < 50; i += 1) {
      expect((await loginFrom(from, `nobody-${i}@example.test`, 'wrong-password')).status).toBe(401);
    }
    const refused = await loginFrom(from, bystander.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom('127.0.0.5', bystander.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    const user = await server.registerAndLogin('spoofed');
    for (let i = 0; i < 5; i += 1) {
      const answer = await loginFrom(VICTIM, user.email, 'wrong-password', { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect(answer.status).toBe(401);
    }
    // A fresh forwarded address does not help: the address is still the TCP peer's.
    const rotated = await loginFrom(VICTIM, user.email, 'wrong-password', { 'x-forwarded-for': '198.51.100.77' });
    expect(rotated.status).toBe(429);
    expect(new Set(await auditedAddresses(user))).toEqual(new Set([VICTIM]));
  });

  it('believes X-Forwarded-For from a configured proxy, so clients behind it are told apart', async () => {
    const user = await server.registerAndLogin('proxied');
    const client = (address: string) => ({ 'x-forwarded-for': `${address}, ${PROXY}` });
    for (let i = 0; i < 5; i += 1) {
      expect((await loginFrom(PROXY, user.email, 'wrong-password', client('203.0.113.10'))).status).toBe(401);
    }
    expect((await loginFrom(PROXY, user.email, 'wrong-password', client('203.0.113.10'))).status).toBe(429);
    // The proxy itself is not blamed: another client behind it signs in.
    expect((await loginFrom(PROXY, user.email, TEST_PASSWORD, client('203.0.113.20'))).status).toBe(200);
    expect(new Set(await auditedAddresses(user))).toEqual(new Set(['203.0.113.10', '203.0.113.20']));
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or false, only this machine for true, else the listed IPs and CIDRs', () => {
    expect(trustedProxiesFrom(undefined)).toEqual([]);
    expect(trustedProxiesFrom('false')).toEqual([]);
    expect(trustedProxiesFrom('true')).toEqual(['loopback']);
    expect(trustedProxiesFrom(' 10.0.0.1, 10.1.0.0/16 ,::1, fd00::/8, uniquelocal')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2', '10.0.0.1,']) {
      expect(() => trustedProxiesFrom(bad)).toThrow(/TRUST_PROXY must be/);
    }
  });
});

describe('other throttles', () => {
  it('limits wrong current passwords per user: after 5, even the right one waits (429) with a clear message', async () => {
    const user = await server.registerAndLogin('changer');
    const change = (currentPassword: string) =>
      send(baseUrl, 'POST', '/api/auth/password', { from: VICTIM, token: user.token, body: { currentPassword, newPassword: GOOD_PASSPHRASE } });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await change(`not-it-${i}-at-all`);
      expect(wrong.status).toBe(400);
      expect(Object.keys(wrong.data.fields)).toEqual(['body.currentPassword']);
    }
    const refused = await change(TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.data.message).toMatch(/^Too many wrong current passwords\. For your account's safety, try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The password did not change.
    expect((await loginFrom('127.0.0.6', user.email, TEST_PASSWORD)).status).toBe(200);
    const throttled = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.password_change'), eq(auditLogs.outcome, 'THROTTLED'), eq(auditLogs.actorUserId, user.id)));
    expect(throttled).toHaveLength(1);
  });

  it('limits organization creation per user per day', async () => {
    const busy = await server.registerAndLogin('busy');
    const create = (token: string, name: string) => send(baseUrl, 'POST', '/api/organizations', { from: VICTIM, token, body: { name } });
    expect((await create(busy.token, 'First Venture')).status).toBe(201);
    expect((await create(busy.token, 'Second Venture')).status).toBe(201);
    const refused = await create(busy.token, 'Third Venture');
    expect(refused.status).toBe(429);
    expect(refused.data.message).toMatch(/^You have created 2 organizations today, the daily limit\. You can create another in \d+ hours?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const other = await server.registerAndLogin('calm');
    expect((await create(other.token, 'Calm Holdings')).status).toBe(201);
  });

  it('limits registrations per address per hour', async () => {
    const limited = await startTestServer({ listen: true, config: { registrationsPerAddressPerHour: 3 } });
    try {
      const register = (from: string, name: string) =>
        send(limited.baseUrl!, 'POST', '/api/auth/register', {
          from,
          body: { fullName: name, email: `${name}@example.test`, password: GOOD_PASSPHRASE },
        });
      expect((await register('127.0.0.7', 'first')).status).toBe(201);
      expect((await register('127.0.0.7', 'second')).status).toBe(201);
      // A taken email counts too, so registration is no cheap way to probe for accounts.
      expect((await register('127.0.0.7', 'first')).status).toBe(409);
      const refused = await register('127.0.0.7', 'third');
      expect(refused.status).toBe(429);
      expect(refused.data.message).toMatch(/^Too many sign-ups from your network in the last hour\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect((await register('127.0.0.8', 'fifth')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('password rule', () => {
  const register = (password: unknown, name: string) =>
    send(baseUrl, 'POST', '/api/auth/register', { from: VICTIM, body: { fullName: 'Rule Tester', email: `${name}@example.test`, password } });

  it.each([
    ['ten spaces', ' '.repeat(10), /cannot be only spaces/],
    ['one character repeated', 'aaaaaaaaaa', /repeats the same character/],
    ['a short block repeated', 'abcabcabcabc', /repeats the same character or group/],
    ['a common password', 'password123', /one of the most common passwords/],
    ['a common password with an ending', 'Sunshine2026!', /one of the most common passwords/],
    ['a digit sequence', '1234567890', /simple sequence/],
    ['a letter sequence', 'abcdefghij', /simple sequence/],
    ['a keyboard row', 'qwertyuiop', /simple sequence/],
    ['nine characters', 'x7#kq9!mz', /at least 10 characters/],
  ])('refuses %s at registration with 400 naming body.password and why', async (_case, password, reason) => {
    const answer = await register(password, `weak-${password.length}-${Math.abs(hash(password))}`);
    expect(answer.status).toBe(400);
    expect(answer.data.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(answer.data.fields)).toEqual(['body.password']);
    expect(answer.data.fields['body.password']).toMatch(/^Password /);
    expect(answer.data.fields['body.password']).toMatch(reason);
  });

  it('accepts a passphrase', async () => {
    const answer = await register(GOOD_PASSPHRASE, 'strong-passphrase');
    expect(answer.status).toBe(201);
    expect((await loginFrom(VICTIM, 'strong-passphrase@example.test', GOOD_PASSPHRASE)).status).toBe(200);
  });

  it('applies the same rule to a new password, naming body.newPassword', async () => {
    const user = await server.registerAndLogin('renewer');
    const change = (newPassword: string) =>
      send(baseUrl, 'POST', '/api/auth/password', { from: VICTIM, token: user.token, body: { currentPassword: TEST_PASSWORD, newPassword } });
    const weak = await change('aaaaaaaaaa');
    expect(weak.status).toBe(400);
    expect(weak.data.fields).toEqual({ 'body.newPassword': expect.stringMatching(/^New password repeats the same character/) });
    const common = await change('iloveyou12');
    expect(common.data.fields['body.newPassword']).toMatch(/^New password is one of the most common passwords/);
    expect((await change(GOOD_PASSPHRASE)).status).toBe(200);
  });
});

/** A small stable number per text, to give each refused registration its own email. */
function hash(text: string): number {
  let value = 0;
  for (const character of text) value = (value * 31 + character.charCodeAt(0)) | 0;
  return value;
}
