import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { addProperty } from '../propertyFixtures';

// An OpenAI-compatible server that answers the first call with the real error shape and
// the next ones with a real chat completion.
let calls = 0;
let fake: Server;
let server: TestServer;
let ann: TestUser;

beforeAll(async () => {
  fake = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls += 1;
      res.writeHead(calls === 1 ? 503 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          calls === 1
            ? { error: { message: 'The server is overloaded', type: 'server_error', param: null, code: null } }
            : {
                id: 'chatcmpl-1',
                object: 'chat.completion',
                model: 'llama3',
                choices: [
                  {
                    index: 0,
                    finish_reason: 'stop',
                    message: { role: 'assistant', content: '## Investment Thesis\nSolid.\n## Risk Assessment\nLow.\n## Neighborhood Insights\nBrooklyn.' },
                  },
                ],
              },
        ),
      );
    });
  });
  fake.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  // The provider comes from the configuration, as `rei start` reads it from the environment; no
  // retry, so the first call's 503 reaches the person (the retry itself: src/ai/remoteProviders.test.ts).
  const ai = loadConfig({ OPENAI_BASE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`, AI_RETRIES: '0' }).ai;
  server = await startTestServer({ config: { ai } });
  ann = await server.registerAndLogin('ann', { tier: 'rookie' });
});

afterAll(async () => {
  await server?.close();
  fake?.closeAllConnections();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

describe('AI summaries through a configured OpenAI-compatible provider', () => {
  it('a provider failure answers 502 with its message and uses none of the allowance; the retry succeeds', async () => {
    const property = await addProperty(server, ann);
    const strategy = await server.request({ method: 'POST', url: '/api/strategies', token: ann.token, payload: { propertyId: property.id, strategyType: 'buy_hold', inputs: {} } });
    const failed = await server.request({ method: 'POST', url: '/api/ai-summaries', token: ann.token, payload: { strategyId: strategy.data.id } });
    expect(failed.statusCode).toBe(502);
    expect(failed.data.code).toBe('SERVICE_UNAVAILABLE');
    expect(failed.data.message).toContain('HTTP 503: server_error: The server is overloaded');
    expect((await server.request({ method: 'GET', url: '/api/subscription', token: ann.token })).data.usage.aiSummaries).toBe(0);

    const ok = await server.request({ method: 'POST', url: '/api/ai-summaries', token: ann.token, payload: { strategyId: strategy.data.id } });
    expect(ok.statusCode).toBe(201);
    expect(ok.data).toMatchObject({ provider: 'openai-compatible', sections: { investmentThesis: 'Solid.', riskAssessment: 'Low.', neighborhoodInsights: 'Brooklyn.' } });
    expect((await server.request({ method: 'GET', url: '/api/subscription', token: ann.token })).data.usage.aiSummaries).toBe(1);
  });
});
