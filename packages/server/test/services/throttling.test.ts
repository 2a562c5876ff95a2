import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, loginAttempts, rateLimitCounters } from '../../src/db/schema';
import { FIRST_BACKOFF_SECONDS, loginRetryAfterSeconds, type ThrottlePolicy } from '../../src/services/auth';
import { assertUnderRateLimit, consumeRateLimit, recordRateLimitHit, waitInWords, type RateLimit } from '../../src/services/rateLimits';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  server.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('login throttling per (account, address) pair', () => {
  it('after 5 failures from one address, that address waits (429, Retry-After) while the owner signs in from another', async () => {
    const user = await server.registerAndLogin('target');
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, 'wrong-password', '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login(user.email, 'wrong-password', '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.data.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.data.message).toMatch(/Too many failed sign-in attempts from your network\. Try again in \d+ (second|minute)/);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FIRST_BACKOFF_SECONDS);
    // The throttled address cannot test the right password either…
    expect((await login(user.email, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    // …but the owner, from an address without failures, is let in.
    expect((await login(user.email, TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
    const throttled = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.login'), eq(auditLogs.outcome, 'THROTTLED'), eq(auditLogs.ip, '10.1.0.1')));
    expect(throttled.length).toBe(2);
  });

  it('failures for one account spread over many addresses never lock the account', async () => {
    const user = await server.registerAndLogin('spread');
    for (let i = 0; i < 12; i += 1) expect((await login(user.email, 'wrong-password', `10.4.0.${i}`)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '10.4.1.1')).statusCode).toBe(200);
  });

  it('a successful sign-in clears the pair’s failures, but not the address’s', async () => {
    const user = await server.registerAndLogin('forgetful');
    for (let i = 0; i < 4; i += 1) expect((await login(user.email, 'wrong-password', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(user.email, 'wrong-password', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    const addressFailures = await server.db.select().from(loginAttempts).where(eq(loginAttempts.ip, '10.3.0.1'));
    expect(addressFailures).toEqual([]);
    // The clearing is per pair: another account's failures from the same address stay counted.
    const other = await server.registerAndLogin('neighbour');
    for (let i = 0; i < 3; i += 1) expect((await login(other.email, 'wrong-password', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    const remaining = await server.db.select().from(loginAttempts).where(eq(loginAttempts.ip, '10.3.0.1'));
    expect(remaining.map((row) => row.email)).toEqual([other.email, other.email, other.email]);
  });
});

describe('login backoff', () => {
  const policy: ThrottlePolicy = { pairMaxFailures: 5, addressMaxFailures: 50, windowMinutes: 15 };
  const now = new Date('2026-03-02T12:00:00Z');
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  async function failures(email: string, ip: string, ages: readonly number[]) {
    await server.db.insert(loginAttempts).values(ages.map((age) => ({ email, ip, succeeded: false, attemptedAt: secondsAgo(age) })));
  }

  it('doubles the wait with each failure past the limit, measured from the latest one, up to the window', async () => {
    const email = 'backoff@example.test';
    const ip = '10.5.0.1';
    expect(await loginRetryAfterSeconds(server.db, email, ip, policy, now)).toBe(0);
    await failures(email, ip, [100, 90, 80, 70]);
    expect(await loginRetryAfterSeconds(server.db, email, ip, policy, now)).toBe(0);
    await failures(email, ip, [10]); // 5th failure: 1 minute after it
    expect(await loginRetryAfterSeconds(server.db, email, ip, policy, now)).toBe(60 - 10);
    await failures(email, ip, [5]); // 6th: 2 minutes
    expect(await loginRetryAfterSeconds(server.db, email, ip, policy, now)).toBe(120 - 5);
    await failures(email, ip, [4, 3]); // 8th: 8 minutes
    expect(await loginRetryAfterSeconds(server.db, email, ip, policy, now)).toBe(480 - 3);
    await failures(email, ip, [2, 1]); // 10th: 32 minutes, capped at the 15-minute window
    expect(await loginRetryAfterSeconds(server.db, email, ip, policy, now)).toBe(900 - 1);
  });

  it('forgets failures older than the window', async () => {
    const email = 'old-failures@example.test';
    const ip = '10.5.0.2';
    await failures(email, ip, [1000, 990, 980, 970, 960, 950]);
    expect(await loginRetryAfterSeconds(server.db, email, ip, policy, now)).toBe(0);
  });

  it('limits an address across accounts at its own, higher limit', async () => {
    const ip = '10.5.0.3';
    await server.db.insert(loginAttempts).values(
      Array.from({ length: 49 }, (_, i) => ({ email: `guess${i}@example.test`, ip, succeeded: false, attemptedAt: secondsAgo(30) })),
    );
    expect(await loginRetryAfterSeconds(server.db, 'someone@example.test', ip, policy, now)).toBe(0);
    await failures('guess-last@example.test', ip, [20]);
    expect(await loginRetryAfterSeconds(server.db, 'someone@example.test', ip, policy, now)).toBe(60 - 20);
    // Another address is untouched.
    expect(await loginRetryAfterSeconds(server.db, 'someone@example.test', '10.5.0.4', policy, now)).toBe(0);
  });
});

describe('the generic limiter', () => {
  const limit: RateLimit = { name: 'test-limit', max: 3, windowSeconds: 600, message: (wait) => `Slow down; try again in ${wait}.` };
  const start = new Date('2026-03-02T12:00:00Z');
  const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('lets max attempts through in a window, then answers 429 with Retry-After until the window ends', async () => {
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(server.db, limit, 'subject-a', after(i));
    const refused = await consumeRateLimit(server.db, limit, 'subject-a', after(100)).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Slow down; try again in 9 minutes.' });
    expect((refused as { headers: Record<string, string> }).headers['retry-after']).toBe('500');
    // Another subject has its own count.
    await expect(consumeRateLimit(server.db, limit, 'subject-b', after(100))).resolves.toBeUndefined();
    // Once the window has passed, a new one opens.
    await expect(consumeRateLimit(server.db, limit, 'subject-a', after(600))).resolves.toBeUndefined();
    const [row] = await server.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'test-limit:subject-a'));
    expect(row).toMatchObject({ hits: 1, windowStart: after(600) });
  });

  it('checks without counting, and counts only what is recorded', async () => {
    await assertUnderRateLimit(server.db, limit, 'subject-c', start);
    await assertUnderRateLimit(server.db, limit, 'subject-c', start);
    for (let i = 0; i < 3; i += 1) expect((await recordRateLimitHit(server.db, limit, 'subject-c', after(i))).hits).toBe(i + 1);
    await expect(assertUnderRateLimit(server.db, limit, 'subject-c', after(10))).rejects.toMatchObject({ statusCode: 429 });
    await expect(assertUnderRateLimit(server.db, limit, 'subject-c', after(600))).resolves.toBeUndefined();
  });

  it('counts every one of many concurrent attempts', async () => {
    await Promise.all(Array.from({ length: 20 }, () => recordRateLimitHit(server.db, limit, 'subject-d', start)));
    const [row] = await server.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'test-limit:subject-d'));
    expect(row?.hits).toBe(20);
  });

  it('says the wait in words a person reads', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(5400)).toBe('90 minutes');
    expect(waitInWords(20 * 3600 + 1)).toBe('21 hours');
  });
});
