import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs } from '../../src/db/schema';
import { backoffSeconds, FIRST_BACKOFF_SECONDS, waitInWords } from '../../src/plugins/limits';
import { loginPairSubject } from '../../src/services/auth';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  // The address limit is lowered from 50 so that its tests reach it in a few requests.
  server = await startTestServer({ config: { loginAddressMaxFailures: 10, passwordChangeMaxFailures: 3, organizationsPerUserPerDay: 3 } });
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
    // The address forgot the pair's 8 failures with it (10 would have locked it)…
    const other = await server.registerAndLogin('neighbour');
    for (let i = 0; i < 3; i += 1) expect((await login(other.email, 'wrong-password', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    // …but the clearing is per pair: another account's 3 failures from the same address stay
    // counted, so 7 more from anyone reach the address limit of 10.
    for (let i = 0; i < 7; i += 1) expect((await login(`guess${i}@example.test`, 'wrong-password', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(user.email, 'wrong-password', '10.3.0.1')).statusCode).toBe(429);
  });
});

describe('login backoff', () => {
  it('doubles the wait with each failure past the limit, up to the window', () => {
    const window = 15 * 60;
    expect([4, 5, 6, 7, 8, 9, 10].map((failures) => backoffSeconds(failures, 5, window))).toEqual([0, 60, 120, 240, 480, 900, 900]);
  });

  it('measures the wait from the latest failure, as the store counts it', async () => {
    const pair = loginPairSubject('backoff@example.test', '10.5.0.1');
    const retryAfter = async () =>
      Number(((await server.app.limits.check('login-pair', pair).catch((error: unknown) => error)) as { headers?: Record<string, string> } | undefined)?.headers?.['retry-after'] ?? 0);
    for (let i = 0; i < 4; i += 1) await server.app.limits.penalize('login-pair', pair);
    expect(await retryAfter()).toBe(0);
    await server.app.limits.penalize('login-pair', pair); // 5th failure: 1 minute after it
    expect(await retryAfter()).toBeGreaterThan(55);
    expect(await retryAfter()).toBeLessThanOrEqual(60);
    await server.app.limits.penalize('login-pair', pair); // 6th: 2 minutes
    expect(await retryAfter()).toBeGreaterThan(115);
    await server.app.limits.penalize('login-pair', pair);
    await server.app.limits.penalize('login-pair', pair); // 8th: 8 minutes
    expect(await retryAfter()).toBeGreaterThan(475);
    await server.app.limits.penalize('login-pair', pair);
    await server.app.limits.penalize('login-pair', pair); // 10th: 32 minutes, capped at the 15-minute window
    expect(await retryAfter()).toBeGreaterThan(895);
    expect(await retryAfter()).toBeLessThanOrEqual(900);
  });

  it('limits an address across accounts at its own, higher limit', async () => {
    const ip = '10.5.0.3';
    for (let i = 0; i < 9; i += 1) expect((await login(`guess${i}@example.test`, 'wrong-password', ip)).statusCode).toBe(401);
    const someone = await server.registerAndLogin('someone');
    expect((await login(someone.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    expect((await login('guess-last@example.test', 'wrong-password', ip)).statusCode).toBe(401);
    const refused = await login(someone.email, TEST_PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(FIRST_BACKOFF_SECONDS);
    // Another address is untouched.
    expect((await login(someone.email, TEST_PASSWORD, '10.5.0.4')).statusCode).toBe(200);
  });
});

describe('the limiter as services use it (app.limits)', () => {
  it('lets `points` attempts through in a window, then answers 429 with Retry-After and the message', async () => {
    for (let i = 0; i < 3; i += 1) await server.app.limits.consume('create-organization', 'subject-a');
    const refused = await server.app.limits.consume('create-organization', 'subject-a').catch((error: unknown) => error);
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'You have created 3 organizations today, the daily limit. You can create another in 24 hours.',
    });
    expect(Number((refused as { headers: Record<string, string> }).headers['retry-after'])).toBeGreaterThan(86_000);
    // Another subject has its own count.
    await expect(server.app.limits.consume('create-organization', 'subject-b')).resolves.toBeUndefined();
  });

  it('checks without counting, and counts only what is penalized', async () => {
    await server.app.limits.check('password-change', 'subject-c');
    await server.app.limits.check('password-change', 'subject-c');
    for (let i = 0; i < 3; i += 1) await server.app.limits.penalize('password-change', 'subject-c');
    await expect(server.app.limits.check('password-change', 'subject-c')).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many wrong current passwords\. For your account's safety, try again in 15 minutes\.$/),
    });
    expect(await server.app.limits.reset('password-change', 'subject-c')).toBe(3);
    await expect(server.app.limits.check('password-change', 'subject-c')).resolves.toBeUndefined();
  });

  it('counts every one of many concurrent attempts', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => server.app.limits.consume('create-organization', 'subject-d')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBe(3);
  });

  describe('when the window has passed (the store reads the clock as Date.now)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });
    const clockAt = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(ms);

    it('forgets sign-in failures once their window is over: one more failure then locks nothing', async () => {
      const start = Date.now();
      const pair = loginPairSubject('old-failures@example.test', '10.5.0.2');
      clockAt(start);
      for (let i = 0; i < 6; i += 1) await server.app.limits.penalize('login-pair', pair);
      await expect(server.app.limits.check('login-pair', pair)).rejects.toMatchObject({ statusCode: 429 });
      // Within the window, once the 2-minute lock is over, the next failure locks again (the 7th: 4 minutes).
      clockAt(start + 3 * 60_000);
      await expect(server.app.limits.check('login-pair', pair)).resolves.toBeUndefined();
      await server.app.limits.penalize('login-pair', pair);
      await expect(server.app.limits.check('login-pair', pair)).rejects.toMatchObject({ statusCode: 429 });
      // Past the 15-minute window the count starts over: a failure is the first of a new window.
      clockAt(start + 15 * 60_000 + 1_000);
      await server.app.limits.penalize('login-pair', pair);
      await expect(server.app.limits.check('login-pair', pair)).resolves.toBeUndefined();
    });

    it('opens a new window for a subject whose window is over', async () => {
      const start = Date.now();
      clockAt(start);
      for (let i = 0; i < 3; i += 1) await server.app.limits.consume('create-organization', 'subject-e');
      await expect(server.app.limits.consume('create-organization', 'subject-e')).rejects.toMatchObject({ statusCode: 429 });
      clockAt(start + 24 * 60 * 60_000 + 1_000);
      for (let i = 0; i < 3; i += 1) await server.app.limits.consume('create-organization', 'subject-e');
      await expect(server.app.limits.consume('create-organization', 'subject-e')).rejects.toMatchObject({ statusCode: 429 });
    });
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
