/**
 * The GeoSearch client against a local HTTP server answering in GeoSearch's format: success (v2
 * `addendum.pad` and the v1 sample's `pad_bbl`), empty, 429, 500, timeout, malformed JSON, and
 * the circuit breaker that stops asking a service that keeps failing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GeoSearchClient, GeoSearchError, addressesOfGeoSearch, resetGeoSearchState, type GeoSearchConfig } from '../../../src/nyc/geosearch/client';
import { FakeGeoSearch, geoSearchAnswer, type FakeAddress } from '../../fakes/fakeGeoSearch';
import { refusedBaseUrl } from '../../fakes/refusedAddress';
import { loadConfig } from '../../../src/config';

const HART: FakeAddress = { houseNumber: '323', street: 'HART STREET', borough: 'Brooklyn', zip: '11206', bbl: '3015910050', bin: '3046598' };
const SAMPLE_V1 = JSON.parse(readFileSync(new URL('../../fixtures/nyc/geosearch_v1_150_court.json', import.meta.url), 'utf8')) as unknown;

const fake = new FakeGeoSearch();
let config: GeoSearchConfig;

beforeAll(async () => {
  await fake.start();
  config = { ...loadConfig({ GEOSEARCH_BASE_URL: fake.baseUrl }).geosearch!, timeoutMs: 300, backoffMs: 5, retries: 2 };
});
afterAll(() => fake.stop());
afterEach(() => {
  fake.received = [];
  resetGeoSearchState();
});

const client = (overrides: Partial<GeoSearchConfig> = {}) => new GeoSearchClient({ ...config, ...overrides });

describe('GeoSearch configuration', () => {
  it('is on by default against the public service, off with NYC_LIVE=off, and refuses a base URL that is not http(s)', () => {
    expect(loadConfig({}).geosearch?.baseUrl).toBe('https://geosearch.planninglabs.nyc');
    expect(loadConfig({ NYC_LIVE: 'off' }).geosearch).toBeNull();
    expect(loadConfig({ GEOSEARCH_BASE_URL: 'http://127.0.0.1:9/' }).geosearch?.baseUrl).toBe('http://127.0.0.1:9');
    expect(() => loadConfig({ GEOSEARCH_BASE_URL: 'ftp://example.test' }).geosearch).toThrow(/GEOSEARCH_BASE_URL/);
  });
});

describe('GeoSearch answers', () => {
  it('reads the v1 sample (pad_bbl, pad_bin) and skips nothing with a BBL', () => {
    const addresses = addressesOfGeoSearch(SAMPLE_V1)!;
    expect(addresses).toHaveLength(10);
    expect(addresses[0]).toEqual({
      bbl: '3002920026', bin: '3003069', label: '150 COURT STREET, Brooklyn, New York, NY, USA', houseNumber: '150',
      street: 'COURT STREET', borough: 'BK', zip: '11201', confidence: 0.885,
    });
    expect(addresses[1]).toMatchObject({ bbl: '5060260047', borough: 'SI', street: 'CODY COURT' });
  });

  it('is null for a body that is not a FeatureCollection, and leaves out features without a valid BBL', () => {
    expect(addressesOfGeoSearch({ error: 'x' })).toBeNull();
    expect(addressesOfGeoSearch([1, 2])).toBeNull();
    const answer = geoSearchAnswer('x', [HART]);
    (answer.features[0]!.properties.addendum.pad as { bbl: string }).bbl = '12345';
    expect(addressesOfGeoSearch(answer)).toEqual([]);
  });
});

describe('GeoSearchClient against a local GeoSearch', () => {
  it('searches /v2/search?text= and answers the lot with its BBL and BIN (v2 addendum.pad)', async () => {
    fake.reply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', [HART]) });
    const found = await client().search('323 Hart Street, Brooklyn');
    expect(found).toEqual([expect.objectContaining({ bbl: '3015910050', bin: '3046598', houseNumber: '323', street: 'HART STREET', borough: 'BK', zip: '11206' })]);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({ endpoint: 'search', text: '323 Hart Street, Brooklyn' });
  });

  it('autocompletes with /v2/autocomplete?text=', async () => {
    fake.reply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', [HART]) });
    expect((await client().autocomplete('323 hart'))[0]?.bbl).toBe('3015910050');
    expect(fake.received[0]).toMatchObject({ endpoint: 'autocomplete', text: '323 hart' });
  });

  it('answers an empty list for no match (asked once)', async () => {
    fake.reply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', []) });
    expect(await client().search('1 Nowhere Lane')).toEqual([]);
    expect(fake.received).toHaveLength(1);
  });

  it('keeps an answer five minutes: the same search is not asked again until then, and is once they are up', async () => {
    let now = 1_000_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      fake.reply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', [HART]) });
      const geosearch = client();
      await geosearch.search('323 Hart Street, Brooklyn');
      now += 5 * 60_000 - 1;
      expect((await geosearch.search('323 Hart Street, Brooklyn'))[0]?.bbl).toBe('3015910050');
      expect(fake.received).toHaveLength(1);
      now += 2;
      expect((await geosearch.search('323 Hart Street, Brooklyn'))[0]?.bbl).toBe('3015910050');
      expect(fake.received).toHaveLength(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('retries a 429 with the wait it asks for, then answers', async () => {
    fake.reply = (request, count) => (count === 1 ? { status: 429, body: { error: 'slow down' }, headers: { 'retry-after': '0' } } : { status: 200, body: geoSearchAnswer(request.text ?? '', [HART]) });
    expect((await client().search('323 Hart Street'))[0]?.bbl).toBe('3015910050');
    expect(fake.received).toHaveLength(2);
  });

  it('retries a 500 with backoff and gives up after the retries with a status error', async () => {
    fake.reply = () => ({ status: 500, text: 'upstream broke' });
    const error = await client().search('323 Hart Street').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeoSearchError);
    expect(error).toMatchObject({ failure: 'status', status: 500 });
    expect(fake.received).toHaveLength(3);
  });

  it('times out a service that does not answer, asks it once (no retry), and opens the circuit at once', async () => {
    fake.reply = () => 'hang';
    const geosearch = client({ retries: 2, timeoutMs: 100, breakerFailures: 3, breakerCoolDownMs: 60_000 });
    const error = await geosearch.search('323 Hart Street').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'GeoSearchError', failure: 'timeout' });
    expect(fake.received).toHaveLength(1);
    expect(geosearch.state).toBe('open');
    await expect(geosearch.search('324 Hart Street')).rejects.toMatchObject({ failure: 'circuit-open' });
    expect(fake.received).toHaveLength(1);
  });

  it('treats malformed JSON as no answer (malformed, not retried, logged)', async () => {
    fake.reply = () => ({ status: 200, text: '{"type":"FeatureCollection","features":[' });
    const logged: string[] = [];
    const geosearch = new GeoSearchClient(config, { log: (message) => logged.push(message) });
    const error = await geosearch.search('323 Hart Street').catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'malformed' });
    expect(fake.received).toHaveLength(1);
    expect(logged).toEqual(['GeoSearch answered something unreadable; treated as no answer']);
  });

  it('reports an unreachable service as unreachable', async () => {
    const error = await client({ baseUrl: 'http://127.0.0.1:9', retries: 0 }).search('323 Hart Street').catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'unreachable' });
  });

  it('asks a host that refuses the connection once, without retries, so an offline machine answers at once', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    const geosearch = new GeoSearchClient({ ...config, baseUrl: refusedBaseUrl(), retries: 3, backoffMs: 5_000, breakerFailures: 10, breakerCoolDownMs: 60_000 }, { fetch: counting });
    await expect(geosearch.search('323 Hart Street')).rejects.toMatchObject({ failure: 'unreachable' });
    expect(calls).toBe(1);
    // The first refusal opens the circuit: the next search is answered without a request.
    await expect(geosearch.search('324 Hart Street')).rejects.toMatchObject({ failure: 'circuit-open' });
    expect(calls).toBe(1);
  });

  it('opens its circuit after repeated failures: later calls fail at once without asking, until the cool-down ends', async () => {
    fake.reply = () => ({ status: 503, text: 'down' });
    const geosearch = client({ retries: 0, breakerFailures: 2, breakerCoolDownMs: 50 });
    await expect(geosearch.search('a 1')).rejects.toMatchObject({ failure: 'status' });
    await expect(geosearch.search('a 2')).rejects.toMatchObject({ failure: 'status' });
    expect(geosearch.state).toBe('open');
    await expect(geosearch.search('a 3')).rejects.toMatchObject({ failure: 'circuit-open' });
    expect(fake.received).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 60)); // the cool-down
    expect(geosearch.state).toBe('half-open');
    fake.reply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', [HART]) });
    expect((await geosearch.search('323 Hart Street'))[0]?.bbl).toBe('3015910050');
    expect(geosearch.state).toBe('closed');
  });

  it('does not count a malformed answer as the service being down', async () => {
    fake.reply = () => ({ status: 200, text: 'not json' });
    const geosearch = client({ breakerFailures: 1 });
    await expect(geosearch.search('x 1')).rejects.toMatchObject({ failure: 'malformed' });
    expect(geosearch.state).toBe('closed');
  });
});

