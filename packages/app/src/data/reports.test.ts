/**
 * Export Analysis against a stubbed server: a report answered `building` is read again until it
 * is ready (or its failure is told in words), and a download names the file as the server does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReportWhenReady, fileNameFromDisposition, reportQueries } from './reports';

const stamp = {
  engineVersion: '0.1.0',
  inputsSha256: 'a'.repeat(64),
  datasets: [],
  createdAt: '2026-11-24T14:00:00.000Z',
  createdBy: { userId: 1, name: 'Rita', email: 'rita@example.com' },
};

function report(state: 'building' | 'ready' | 'failed', error: string | null = null) {
  return {
    id: 9,
    organizationId: 1,
    format: 'pdf',
    state,
    error,
    fileName: 'rei-buy-hold-866-ninth-avenue.pdf',
    contentType: 'application/pdf',
    sizeBytes: state === 'ready' ? 1234 : null,
    title: 'Buy & Hold — 866 Ninth Avenue',
    strategyId: 3,
    strategyType: 'buy_hold',
    propertyId: 4,
    createdAt: stamp.createdAt,
    stamp,
    activeShareLinks: 0,
  };
}

let answers: unknown[];
let requests: Array<{ url: string; method: string }>;

beforeEach(() => {
  requests = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => null } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, method: init.method ?? 'GET' });
      const next = answers.shift();
      return new Response(JSON.stringify(next), { status: requests.length === 1 ? 201 : 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('createReportWhenReady', () => {
  it('reads a building report again until it is ready', async () => {
    answers = [report('building'), report('building'), report('ready')];
    const ready = await createReportWhenReady({ strategyId: 3, format: 'pdf' }, { intervalMs: 1 });
    expect(ready.state).toBe('ready');
    expect(requests).toEqual([
      { url: '/api/reports', method: 'POST' },
      { url: '/api/reports/9', method: 'GET' },
      { url: '/api/reports/9', method: 'GET' },
    ]);
  });

  it('rejects with the reason when the build fails', async () => {
    answers = [report('building'), report('failed', 'the logo could not be read')];
    await expect(createReportWhenReady({ strategyId: 3, format: 'pdf-branded' }, { intervalMs: 1 })).rejects.toThrow('the logo could not be read');
  });

  it('gives up after the time limit with a message that says where the report will appear', async () => {
    answers = Array.from({ length: 50 }, () => report('building'));
    await expect(createReportWhenReady({ strategyId: 3, format: 'pdf' }, { intervalMs: 1, timeoutMs: 0 })).rejects.toThrow(/Reports list/);
  });

  it('passes a refusal of the plan through as the server words it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'PDF reports need the Rookie plan', code: 'TIER_LIMIT' }), { status: 403 })),
    );
    await expect(createReportWhenReady({ strategyId: 3, format: 'pdf' })).rejects.toThrow('PDF reports need the Rookie plan');
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and is null without a header', () => {
    expect(fileNameFromDisposition(`attachment; filename="report.pdf"; filename*=UTF-8''r%C3%A9port.pdf`)).toBe('réport.pdf');
    expect(fileNameFromDisposition('attachment; filename="rei-portfolio.csv"')).toBe('rei-portfolio.csv');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('reportQueries.preview', () => {
  it("reads the strategy's report preview, keyed by the strategy, and keeps it (a saved strategy never changes)", async () => {
    const preview = { strategyId: 41, strategyType: 'fix_flip', engineVersion: '0.2.0', heading: 'Fix & Flip', ledgers: [], checks: [], schedules: [] };
    answers = [preview];
    const options = reportQueries.preview(41);
    expect(options.queryKey).toEqual(['reports', 'preview', 41]);
    expect(options.staleTime).toBe(Infinity);
    const answer = await (options.queryFn as () => Promise<unknown>)();
    expect(answer).toEqual(preview);
    expect(requests).toEqual([{ url: '/api/strategies/41/report-preview', method: 'GET' }]);
  });
});
