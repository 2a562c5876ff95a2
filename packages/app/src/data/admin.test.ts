import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api/RequestError';
import { adminMutations, adminQueries, refreshJobFinished } from './admin';
import { nycDataKeys } from './queryKeys';

let calls: { url: string; method: string }[];
function answer(status: number, body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => null } });
});
afterEach(() => vi.unstubAllGlobals());

const job = (id: string, state: 'queued' | 'running' | 'completed' | 'failed') => ({
  id,
  kind: 'nyc-refresh',
  state,
  progress: { done: 0, total: null },
  attempts: 0,
  error: null,
  createdAt: '2026-11-28T23:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  result: null,
});

describe('starting a NYC data refresh', () => {
  it('answers the queued job of POST /api/admin/nyc/refresh', async () => {
    answer(202, job('5d0f1e6a-3c1b-4f5e-9a51-1b7f8f0c2a11', 'queued'));
    const client = new QueryClient();
    const started = await adminMutations.refreshNycData(client).mutationFn!({ dataset: 'all' }, undefined as never);
    expect(started.id).toBe('5d0f1e6a-3c1b-4f5e-9a51-1b7f8f0c2a11');
    expect(calls).toEqual([{ url: '/api/admin/nyc/refresh', method: 'POST' }]);
  });

  it('follows the running refresh the server names in its 409 instead of failing', async () => {
    answer(409, { message: 'A refresh is already running', code: 'CONFLICT', job: job('0b9e7c55-8d4a-4c1e-b0f2-7e6d5c4b3a21', 'running') });
    const started = await adminMutations.refreshNycData(new QueryClient()).mutationFn!({ dataset: 'all' }, undefined as never);
    expect(started).toMatchObject({ id: '0b9e7c55-8d4a-4c1e-b0f2-7e6d5c4b3a21', state: 'running' });
  });

  it('fails on any other refusal', async () => {
    answer(503, { message: 'NYC Open Data is off on this installation', code: 'FEATURE_DISABLED' });
    const failure = await adminMutations
      .refreshNycData(new QueryClient())
      .mutationFn!({ dataset: 'all' }, undefined as never)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ status: 503 });
  });

  it('polls the job until it has completed or failed', async () => {
    const options = adminQueries.nycRefreshJob('0b9e7c55-8d4a-4c1e-b0f2-7e6d5c4b3a21');
    expect(options.queryKey).toEqual(nycDataKeys.refreshJob('0b9e7c55-8d4a-4c1e-b0f2-7e6d5c4b3a21'));
    expect([refreshJobFinished(job('x', 'running')), refreshJobFinished(job('x', 'completed')), refreshJobFinished(job('x', 'failed')), refreshJobFinished(undefined)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
