import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('foundation smoke', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers health and registers and signs in', async () => {
    const health = await server.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const user = await server.registerAndLogin('ada');
    const me = await server.request({ method: 'GET', url: '/api/auth/me', token: user.token });
    expect(me.statusCode).toBe(200);
    expect(me.data).toMatchObject({ email: user.email, subscriptionTier: 'scout', role: 'user', needsOnboarding: true });
  });
});
