/**
 * An MCP request over HTTP counts once against its API key's limits: the tool answers through the
 * app's own routes (`app.inject`), and that inner call is not counted a second time. Over stdio,
 * where no HTTP request counted, each call counts.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApiCall } from '../../src/mcp/injectApiCall';
import { startTestServer, type TestServer } from '../harness';

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

/**
 * What the key has left once the MCP client's own set-up requests (the `initialized` notice, the
 * event stream it opens) have arrived: they are sent after `connect()` resolves, so a count taken
 * at once may miss them. Read until 100 ms pass in which only the reading itself counted.
 */
async function settledRemaining(): Promise<number> {
  let last = await remaining();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await remaining();
    if (last - next === 1) return next;
    last = next;
  }
  throw new Error('the MCP client kept sending requests of its own');
}

describe('MCP requests against an API key’s limits', () => {
  it('count once each over HTTP, not once more for the route the tool calls', async () => {
    const client = new Client({ name: 'rei-limits-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    try {
      const before = await settledRemaining();
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
