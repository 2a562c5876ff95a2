import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiProviderError } from './AiProviderError';
import { AnthropicSummaryProvider } from './AnthropicSummaryProvider';
import { LocalSummaryProvider } from './LocalSummaryProvider';
import { OpenAiCompatibleSummaryProvider } from './OpenAiCompatibleSummaryProvider';
import { loadConfig } from '../config';
import { summaryProviderFor } from './summaryProviderFor';
import type { SummaryRequest } from './SummaryProvider';

const request: SummaryRequest = {
  property: { address: '77 Grand Concourse', borough: 'BX', purchasePrice: 640_000 },
  strategy: { strategyType: 'buy_hold', inputs: { purchasePrice: 640_000 }, outputs: { capRate: 7.4 } },
};

const modelText = [
  '## Investment Thesis',
  'A 7.40% cap rate on $640,000.',
  '',
  '## Risk Assessment',
  'Moderate.',
  '',
  '## Neighborhood Insights',
  'The Bronx.',
].join('\n');

interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let overloaded = 0;

// Replays the providers' real response shapes; the path picks the scenario.
function handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
  const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  seen.push({ url: req.url ?? '', headers: req.headers, body });
  const send = (status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  if (req.url === '/anthropic-ok/v1/messages') {
    send(200, {
      id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
      type: 'message',
      role: 'assistant',
      model: body['model'],
      content: [{ type: 'text', text: modelText }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 412, output_tokens: 96 },
    });
  } else if (req.url === '/anthropic-bad/v1/messages') {
    send(401, { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } });
  } else if (req.url === '/openai-ok/v1/chat/completions') {
    send(200, {
      id: 'chatcmpl-abc123',
      object: 'chat.completion',
      created: 1_767_225_600,
      model: body['model'],
      choices: [{ index: 0, message: { role: 'assistant', content: modelText }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 400, completion_tokens: 90, total_tokens: 490 },
    });
  } else if (req.url === '/openai-bad/v1/chat/completions') {
    send(429, { error: { message: 'Rate limit reached for gpt-4o-mini', type: 'requests', param: null, code: 'rate_limit_exceeded' } });
  } else if (req.url === '/openai-empty/v1/chat/completions') {
    send(200, { id: 'x', object: 'chat.completion', choices: [] });
  } else if (req.url === '/openai-noheadings/v1/chat/completions') {
    send(200, { choices: [{ index: 0, message: { role: 'assistant', content: 'Looks fine to me.' } }] });
  } else if (req.url === '/anthropic-overloaded/v1/messages') {
    // Overloaded once (Anthropic's 529, asking for no wait), then the answer.
    overloaded += 1;
    if (overloaded === 1) {
      res.writeHead(529, { 'content-type': 'application/json', 'retry-after': '0' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }));
    } else {
      send(200, { type: 'message', role: 'assistant', content: [{ type: 'text', text: modelText }] });
    }
  } else if (req.url === '/slow/v1/messages') {
    setTimeout(() => send(200, {}), 2_000);
  } else {
    send(404, { error: 'not found' });
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('AnthropicSummaryProvider', () => {
  it('calls /v1/messages with the key and version headers and reads the text blocks', async () => {
    const provider = new AnthropicSummaryProvider({ apiKey: 'sk-ant-test', baseUrl: `${baseUrl}/anthropic-ok`, model: 'claude-test' });
    const result = await provider.generate(request);
    const call = seen.at(-1)!;
    expect(call.headers['x-api-key']).toBe('sk-ant-test');
    expect(call.headers['anthropic-version']).toBe('2023-06-01');
    expect(call.body['model']).toBe('claude-test');
    expect(call.body['system']).toContain('## Investment Thesis');
    expect(JSON.stringify(call.body['messages'])).toContain('77 Grand Concourse');
    expect(result.sections.investmentThesis).toBe('A 7.40% cap rate on $640,000.');
    expect(result.sections.riskAssessment).toBe('Moderate.');
    expect(result.sections.neighborhoodInsights).toBe('The Bronx.');
    expect(result.provider).toBe('anthropic');
    expect(result.model).toBe('claude-test');
  });

  it('turns an API error body into a clear AiProviderError', async () => {
    const provider = new AnthropicSummaryProvider({ apiKey: 'wrong', baseUrl: `${baseUrl}/anthropic-bad` });
    const failure = provider.generate(request);
    await expect(failure).rejects.toBeInstanceOf(AiProviderError);
    await expect(failure).rejects.toThrow('anthropic summary failed: HTTP 401: authentication_error: invalid x-api-key');
  });

  it('retries an overloaded answer once, as Retry-After asks, and answers with the next one', async () => {
    const provider = new AnthropicSummaryProvider({ apiKey: 'k', baseUrl: `${baseUrl}/anthropic-overloaded`, retries: 1 });
    const result = await provider.generate(request);
    expect(overloaded).toBe(2);
    expect(result.sections.riskAssessment).toBe('Moderate.');
  });

  it('does not retry a refused key (401)', async () => {
    const before = seen.length;
    const provider = new AnthropicSummaryProvider({ apiKey: 'wrong', baseUrl: `${baseUrl}/anthropic-bad`, retries: 3 });
    await expect(provider.generate(request)).rejects.toThrow('HTTP 401');
    expect(seen.length - before).toBe(1);
  });

  it('gives up after the timeout with a message naming it', async () => {
    const provider = new AnthropicSummaryProvider({ apiKey: 'k', baseUrl: `${baseUrl}/slow`, timeoutMs: 100 });
    await expect(provider.generate(request)).rejects.toThrow('no answer within 100 ms');
  });

  it('reports an unreachable host', async () => {
    const provider = new AnthropicSummaryProvider({ apiKey: 'k', baseUrl: 'http://127.0.0.1:1' });
    await expect(provider.generate(request)).rejects.toThrow(/could not reach http:\/\/127\.0\.0\.1:1/);
  });
});

describe('OpenAiCompatibleSummaryProvider', () => {
  it('calls /chat/completions with a bearer key and reads choices[0].message.content', async () => {
    const provider = new OpenAiCompatibleSummaryProvider({ baseUrl: `${baseUrl}/openai-ok/v1`, apiKey: 'sk-test', model: 'llama3' });
    const result = await provider.generate(request);
    const call = seen.at(-1)!;
    expect(call.url).toBe('/openai-ok/v1/chat/completions');
    expect(call.headers['authorization']).toBe('Bearer sk-test');
    expect(call.body['model']).toBe('llama3');
    expect(result.summary).toContain('## Risk Assessment\n\nModerate.');
    expect(result.provider).toBe('openai-compatible');
  });

  it('sends no authorization header when no key is configured (local servers)', async () => {
    await new OpenAiCompatibleSummaryProvider({ baseUrl: `${baseUrl}/openai-ok/v1/` }).generate(request);
    expect(seen.at(-1)!.headers['authorization']).toBeUndefined();
  });

  it('turns an error body into a clear AiProviderError', async () => {
    const provider = new OpenAiCompatibleSummaryProvider({ baseUrl: `${baseUrl}/openai-bad/v1` });
    await expect(provider.generate(request)).rejects.toThrow('HTTP 429: requests: Rate limit reached for gpt-4o-mini');
  });

  it('rejects an answer without content or without the section headings', async () => {
    await expect(new OpenAiCompatibleSummaryProvider({ baseUrl: `${baseUrl}/openai-empty/v1` }).generate(request)).rejects.toThrow(
      'no choices[0].message.content',
    );
    await expect(new OpenAiCompatibleSummaryProvider({ baseUrl: `${baseUrl}/openai-noheadings/v1` }).generate(request)).rejects.toThrow(
      'did not contain the Investment Thesis',
    );
  });
});

describe('summaryProviderFor', () => {
  it('prefers Anthropic, then OpenAI-compatible, else the local writer', () => {
    expect(summaryProviderFor(loadConfig({ ANTHROPIC_API_KEY: 'k', OPENAI_API_KEY: 'o' }).ai).name).toBe('anthropic');
    expect(summaryProviderFor(loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' }).ai).model).toBe('llama3');
    expect(summaryProviderFor(loadConfig({ OPENAI_API_KEY: 'o' }).ai).name).toBe('openai-compatible');
    expect(summaryProviderFor(loadConfig({}).ai)).toBeInstanceOf(LocalSummaryProvider);
  });
});
