import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from './RequestError';
import { apiRequest, requestHeaders, withQuery } from './apiRequest';

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

describe('request conventions: credentials, the app mark, the token and the organization on every call (spec 1 §7)', () => {
  it('sets a content type only when there is a body', () => {
    expect(requestHeaders()['Content-Type']).toBeUndefined();
    expect(requestHeaders('application/json')['Content-Type']).toBe('application/json');
  });

  it('adds the bearer token and the selected organization from local storage', () => {
    vi.stubGlobal('window', { localStorage: fakeStorage({ authToken: 'tok-1', selectedOrganizationId: '7' }) });
    const headers = requestHeaders();
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['X-Organization-Id']).toBe('7');
  });

  it('marks every request as sent by the app, so cookie-authenticated changes pass the CSRF rule', () => {
    expect(requestHeaders()['X-REI-Request']).toBe('1');
    expect(requestHeaders('text/csv')['X-REI-Request']).toBe('1');
  });

  it('leaves out a stored organization id that is not a whole number', () => {
    vi.stubGlobal('window', { localStorage: fakeStorage({ selectedOrganizationId: 'abc' }) });
    expect(requestHeaders()['X-Organization-Id']).toBeUndefined();
  });

  it('includes credentials, sends the body as JSON and parses the answer', async () => {
    vi.stubGlobal('window', { localStorage: fakeStorage({ authToken: 'tok-2' }) });
    answer(201, '{"id":9}');
    await expect(apiRequest<{ id: number }>('POST', '/api/portfolio', { body: { propertyId: 3 } })).resolves.toEqual({ id: 9 });
    const init = calls[0]?.init;
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"propertyId":3}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-REI-Request': '1', Authorization: 'Bearer tok-2' });
  });

  it('sends no body and no content type on a read, and answers undefined for an empty answer', async () => {
    answer(204, '');
    await expect(apiRequest('DELETE', '/api/portfolio/4')).resolves.toBeUndefined();
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('appends query parameters percent-encoded, leaving out undefined ones', async () => {
    answer(200, '[]');
    await apiRequest('GET', '/api/properties/search', { query: { address: '418 Halsey St, Brooklyn', page: undefined } });
    expect(calls[0]?.url).toBe('/api/properties/search?address=418%20Halsey%20St%2C%20Brooklyn');
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
    expect(withQuery('/a', {})).toBe('/a');
  });
});

describe('failures: every one is a RequestError with the status, the message to show, the code and the field reasons', () => {
  it("reads the server's error answer", async () => {
    answer(409, '{"message":"Already a member","code":"CONFLICT"}', 'Conflict');
    const failure = await apiRequest('POST', '/api/organizations/1/invite', { body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ status: 409, message: 'Already a member', code: 'CONFLICT', fields: {}, statusText: 'Conflict' });
  });

  it('keeps the per-field reasons of a refused request', async () => {
    answer(400, '{"message":"Some fields are missing or invalid","code":"VALIDATION_FAILED","fields":{"body.password":"Password is a simple sequence"}}');
    await expect(apiRequest('POST', '/api/auth/register', { body: {} })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { 'body.password': 'Password is a simple sequence' },
    });
  });

  it('uses the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/health')).rejects.toMatchObject({ status: 503, message: 'Service Unavailable', code: 'HTTP_ERROR' });
  });

  it('turns a call that got no answer into status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('GET', '/api/portfolio')).rejects.toMatchObject({ status: 0, message: 'Network error', code: 'NETWORK_ERROR' });
  });

  it('refuses a 2xx answer that is not JSON', async () => {
    answer(200, '<html>');
    await expect(apiRequest('GET', '/api/portfolio')).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });
});
