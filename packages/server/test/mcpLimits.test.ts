/**
 * An MCP request over HTTP counts once against its API key's limits: the tool answers through the
 * app's own routes (`app.inject`), and that inner call is not counted a second time. Over stdio,
 * where no HTTP request counted, each call counts.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApiCall } from '../src/mcp/injectApiCall';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let key: string;

beforeAll(async () => {
  // The day's limit is the nearest one, so RateLimit-Remaining counts every request of the test.
  server = await startTestServer({ listen: true, config: { apiKeyRequestsPerSecond: 100_000, apiKeyRequestsPerDay: 1_000 } });
  const owner = await server.registerAndLogin('mcp-limits', { tier: 'hunter' });
  const created = await server.request({ method: 'POST', url: '/api/api-keys', token: owner.token, payload: { name: 'limits', scope: 'read' } });
  expect(created.statusCode).toBe(201);
  key = created.data.key as string;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** What the key has left today, read with one more (counted) request. */
async function remaining(): Promise<number> {
  const answer = await fetch(`${server.baseUrl}/api/deals`, { headers: { authorization: `Bearer ${key}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('ratelimit-limit')).toBe('1000');
  return Number(answer.headers.get('ratelimit-remaining'));
}

describe('MCP requests against an API key’s limits', () => {
  it('count once each over HTTP, not once more for the route the tool calls', async () => {
    const client = new Client({ name: 'rei-limits-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    try {
      const before = await remaining();
      for (let call = 0; call < 3; call += 1) {
        const result = await client.callTool({ name: 'list_deals', arguments: { pageSize: 5 } });
        expect(result.isError ?? false).toBe(false);
      }
      // Three MCP requests and the reading request: 4, where counting the inner calls too made 7.
      expect(before - (await remaining())).toBe(4);
    } finally {
      await client.close();
    }
  });

  it('count each call when nothing counted before it (the stdio server)', async () => {
    const before = await remaining();
    const call = injectApiCall(server.app, `Bearer ${key}`);
    const answer = await call({ method: 'GET', url: '/api/deals' });
    expect(answer.status).toBe(200);
    expect(before - (await remaining())).toBe(2);
  });
});
