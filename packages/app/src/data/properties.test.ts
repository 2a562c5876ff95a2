import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api/RequestError';
import { importProblems } from '../pages/importProblems';
import { addressSuggestionsQuery, propertyQueries, publicRecordQuery, recordChangesSince, uploadPropertiesCsv } from './properties';

let urls: string[];
function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(body === '' ? null : body, { status, statusText });
    }),
  );
}

beforeEach(() => {
  urls = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => null } });
});
afterEach(() => vi.unstubAllGlobals());

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('property page lookups', () => {
  it('read nothing (null) when the server has no such property', async () => {
    answer(404, '{"message":"Property not found","code":"NOT_FOUND"}', 'Not Found');
    await expect(queryClient().fetchQuery(propertyQueries.search('1 Nowhere Rd'))).resolves.toBeNull();
    expect(urls[0]).toMatch(/^\/api\/properties\/search\?address=1%20Nowhere%20Rd&_cache=\d+$/);
  });

  it("keep the page's 'Failed to fetch property: {status text}' for other failures, as a RequestError", async () => {
    answer(500, '{"message":"Something went wrong","code":"INTERNAL"}', 'Internal Server Error');
    const failure = await queryClient()
      .fetchQuery(propertyQueries.byBbl('3016090027'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ status: 500, code: 'INTERNAL', message: 'Failed to fetch property: Internal Server Error' });
    expect(urls[0]).toBe('/api/properties/bbl/3016090027');
  });

  it("keep a failed public-record read in the result, by BBL when the property has one, else by its address", async () => {
    answer(502, '', '');
    const record = await queryClient().fetchQuery(
      publicRecordQuery({ id: 4, bbl: null, address: '418 Halsey Street', city: 'Brooklyn', state: 'NY', zip: '11233' }),
    );
    expect(record).toEqual({ propertyId: 4, nycData: null, error: 'Failed to fetch property: 502' });
    expect(urls[0]).toContain('address=418%20Halsey%20Street%2C%20Brooklyn%2C%20NY%2011233');
  });
});

it('suggests addresses only from two typed characters on, for the trimmed text', () => {
  expect(addressSuggestionsQuery(' a ').enabled).toBe(false);
  expect(addressSuggestionsQuery(' 41 ').enabled).toBe(true);
  expect(addressSuggestionsQuery(' 41 ').queryKey).toEqual(['addresses', 'suggestions', '41']);
});

/** A stand-in XMLHttpRequest that answers `status`/`body` after reporting two progress steps. */
function fakeXhr(status: number, body: string) {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: string; withCredentials: boolean }> = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(content: string) {
      sent.push({ ...this.request, body: content, withCredentials: this.withCredentials });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = status;
      this.responseText = body;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('CSV import', () => {
  it('goes through the same client: credentials, app mark, CSV type; progress runs to 95, then 100', async () => {
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'authToken' ? 'tok' : null) } });
    const sent = fakeXhr(201, '{"inserted":2,"errors":[],"errorCount":0,"errorsTruncated":false}');
    const progress: number[] = [];
    await expect(uploadPropertiesCsv('address\n1 Main St', (percent) => progress.push(percent))).resolves.toMatchObject({ inserted: 2 });
    expect(progress).toEqual([48, 95, 100]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/properties/import',
      withCredentials: true,
      body: 'address\n1 Main St',
      headers: { 'Content-Type': 'text/csv', 'X-REI-Request': '1', Authorization: 'Bearer tok' },
    });
  });

  it('fails with a RequestError whose answer lists the refused rows', async () => {
    fakeXhr(400, '{"message":"2 rows have problems","code":"IMPORT_INVALID","inserted":0,"errors":[{"line":2,"field":"zip","message":"bad"}],"errorCount":2,"errorsTruncated":true}');
    const failure = await uploadPropertiesCsv('x', () => undefined).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 400, code: 'IMPORT_INVALID', message: '2 rows have problems' });
    expect(importProblems(failure)).toEqual({ message: '2 rows have problems', errors: [{ line: 2, field: 'zip', message: 'bad' }], errorCount: 2 });
    expect(importProblems(new Error('plain'))).toBeNull();
  });
});

describe('the property page\'s record changes', () => {
  it('start 90 days before today, as a UTC day', () => {
    expect(recordChangesSince(new Date('2026-11-28T23:30:00Z'))).toBe('2026-08-30');
    expect(recordChangesSince(new Date('2026-03-01T00:10:00Z'), 1)).toBe('2026-02-28');
  });

  it('are read from GET /api/properties/{id}/events with the day as since', async () => {
    answer(200, JSON.stringify({ bbl: '1003750020', since: '2026-08-30', events: [] }));
    const client = new QueryClient();
    const list = await client.fetchQuery(propertyQueries.events(7, '2026-08-30'));
    expect(list.events).toEqual([]);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('/api/properties/7/events?since=2026-08-30');
  });
});
