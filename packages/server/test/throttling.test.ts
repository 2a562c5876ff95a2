import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/schema';
import { startTestServer, TEST_PASSWORD, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  server.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('login throttling', () => {
  it('answers 429 with Retry-After after 5 failures for one email, even from different addresses', async () => {
    const user = await server.registerAndLogin('target');
    for (let i = 0; i < 5; i += 1) {
      expect((await login(user.email, 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, 'wrong-password', '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.data.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.data.message).toMatch(/Try again in 15 minute/);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits until the window passes.
    expect((await login(user.email, TEST_PASSWORD, '10.1.0.100')).statusCode).toBe(429);
    const throttled = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.login'), eq(auditLogs.outcome, 'THROTTLED')));
    expect(throttled.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 429 after 5 failures from one address, whatever the email', async () => {
    const user = await server.registerAndLogin('bystander');
    for (let i = 0; i < 5; i += 1) {
      expect((await login(`guess${i}@example.test`, 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login(user.email, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    // The same account from another address is not affected.
    expect((await login(user.email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('a successful sign-in clears the email’s failure count', async () => {
    const user = await server.registerAndLogin('forgetful');
    for (let i = 0; i < 4; i += 1) expect((await login(user.email, 'wrong-password', `10.3.0.${i}`)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(user.email, 'wrong-password', `10.3.2.${i}`)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '10.3.3.1')).statusCode).toBe(200);
  });
});
