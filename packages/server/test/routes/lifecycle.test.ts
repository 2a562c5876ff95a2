import { describe, expect, it } from 'vitest';
import { startTestServer } from '../harness';

describe('graceful shutdown', () => {
  it('finishes a request in flight when the server closes, and refuses new connections after', async () => {
    let markStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const server = await startTestServer({
      listen: true,
      beforeReady(app) {
        app.get('/api/test/slow', async () => {
          markStarted();
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { finished: true };
        });
      },
    });
    const inFlight = fetch(`${server.baseUrl}/api/test/slow`);
    await started;
    const closing = server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    // Keep-alive clients are let go at once, not after Fastify's 72 s keep-alive timeout.
    const answeredAt = Date.now();
    await closing;
    expect(Date.now() - answeredAt).toBeLessThan(5_000);
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
  }, 120_000);
});
