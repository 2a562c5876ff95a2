import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiJson, apiRequest, errorStatus, getQueryFn, requestHeaders, serverFieldMessage, serverMessage } from './apiClient';

/** A Map-backed localStorage on a bare `window` (the tests run in Node). */
function fakeStorage(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
}

let calls: Array<{ url: string; init: RequestInit }>;
function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body === '' ? null : body, { status, statusText });
    }),
  );
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('window', { localStorage: fakeStorage() });
});
afterEach(() => vi.unstubAllGlobals());

describe('request conventions (spec 1 §7)', () => {
  it('sets a JSON content type only when there is a body', () => {
    expect(requestHeaders(false)['Content-Type']).toBeUndefined();
    expect(requestHeaders(true)['Content-Type']).toBe('application/json');
  });

  it('adds the bearer token and the selected organization from local storage', () => {
    vi.stubGlobal('window', { localStorage: fakeStorage({ authToken: 'tok-1', selectedOrganizationId: '7' }) });
    const headers = requestHeaders(false);
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['X-Organization-Id']).toBe('7');
  });

  it('marks every request as sent by the app, so cookie-authenticated changes pass the CSRF rule', () => {
    expect(requestHeaders(false)['X-REI-Request']).toBe('1');
    expect(requestHeaders(true)['X-REI-Request']).toBe('1');
  });

  it('leaves out a stored organization id that is not a whole number', () => {
    vi.stubGlobal('window', { localStorage: fakeStorage({ selectedOrganizationId: 'abc' }) });
    expect(requestHeaders(false)['X-Organization-Id']).toBeUndefined();
  });

  it('includes credentials and sends the body as JSON', async () => {
    answer(200, '{"ok":true}');
    await apiJson('POST', '/api/portfolio', { propertyId: 3 });
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.body).toBe('{"propertyId":3}');
    expect(calls[0]?.init.method).toBe('POST');
  });
});

describe('errors (spec 1 §8)', () => {
  it("throws '{status}: {body}' for a non-2xx answer", async () => {
    answer(409, '{"message":"Already a member","code":"CONFLICT"}');
    await expect(apiRequest('POST', '/api/organizations/1/invite', {})).rejects.toThrow('409: {"message":"Already a member","code":"CONFLICT"}');
  });

  it("uses the status text when the body is empty", async () => {
    answer(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  it('reads the server message and the status back out of the error', () => {
    const error = new Error('403: {"message":"Your Scout plan includes 0 AI summaries a month","code":"TIER_LIMIT"}');
    expect(serverMessage(error)).toBe('Your Scout plan includes 0 AI summaries a month');
    expect(errorStatus(error)).toBe(403);
    expect(serverMessage(new Error('500: plain text'))).toBe('plain text');
    expect(errorStatus('nope')).toBeUndefined();
  });

  it("reads one field's reason out of a refused request, so a form shows why", () => {
    const refused = new Error(
      '400: {"message":"Some fields are missing or invalid","code":"VALIDATION_FAILED","fields":{"body.password":"Password is a simple sequence"}}',
    );
    expect(serverFieldMessage(refused, 'body.password')).toBe('Password is a simple sequence');
    expect(serverFieldMessage(refused, 'body.email')).toBeUndefined();
    expect(serverFieldMessage(new Error('500: plain text'), 'body.password')).toBeUndefined();
    expect(serverFieldMessage('nope', 'body.password')).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it('joins the query key into the URL', async () => {
    answer(200, '{"completed":true}');
    const read = getQueryFn<{ completed: boolean }>({ on401: 'throw' });
    expect(await read(context(['/api/onboarding', 12]))).toEqual({ completed: true });
    expect(calls[0]?.url).toBe('/api/onboarding/12');
  });

  it('returns null on 401 when asked to, and throws otherwise', async () => {
    answer(401, '{"message":"Sign in first"}');
    expect(await getQueryFn({ on401: 'returnNull' })(context(['/api/auth/me']))).toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/me']))).rejects.toThrow('401: {"message":"Sign in first"}');
  });
});
