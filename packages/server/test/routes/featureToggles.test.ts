/**
 * Every admin feature toggle is read where it says: GET /api/features tells every page which are
 * on (the maintenance banner); AI summaries off → POST /api/ai-summaries answers 503 naming the
 * setting; CSV upload off → POST /api/properties/import is refused the same way and imports
 * nothing; live NYC data off → no live call at all (a fake GeoSearch counts them).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { featuresResponseSchema } from '../../src/contract';
import { resetGeoSearchState } from '../../src/nyc/geosearch/client';
import type { SodaConfig } from '../../src/nyc/soda/client';
import { liveSodaOf } from '../../src/services/reportAssembly';
import { FakeGeoSearch, geoSearchAnswer } from '../fakes/fakeGeoSearch';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { loadConfig } from '../../src/config';

const fake = new FakeGeoSearch();
let server: TestServer;
let admin: TestUser;
let investor: TestUser;

beforeAll(async () => {
  await fake.start();
  const geosearch = { ...loadConfig({ GEOSEARCH_BASE_URL: fake.baseUrl }).geosearch!, retries: 0, timeoutMs: 500 };
  server = await startTestServer({ config: { geosearch } });
  admin = await server.registerAndLogin('toggle-admin', { role: 'admin' });
  investor = await server.registerAndLogin('toggle-investor', { tier: 'operator' });
});
afterEach(async () => {
  resetGeoSearchState();
  fake.received = [];
  // Every toggle back to its default.
  for (const [key, value] of [['maintenance_banner', false], ['ai_summaries_enabled', true], ['csv_upload_enabled', true], ['live_nyc_data', true]] as const) {
    await toggle(key, value);
  }
});
afterAll(async () => {
  await server.close();
  await fake.stop();
});

async function toggle(key: string, value: boolean): Promise<void> {
  const response = await server.request({ method: 'PUT', url: `/api/admin/settings/${key}`, token: admin.token, payload: { value } });
  expect(response.statusCode).toBe(200);
}

const features = async () => featuresResponseSchema.parse((await server.request({ method: 'GET', url: '/api/features' })).data);

describe('GET /api/features', () => {
  it('answers every visitor the toggles, at their defaults: banner off, the rest on', async () => {
    expect(await features()).toEqual({ maintenanceBanner: false, aiSummaries: true, csvUpload: true, liveNycData: true });
  });
});

describe('maintenance_banner', () => {
  it('on: every page learns it from /api/features (the app shows the banner); off again: gone', async () => {
    await toggle('maintenance_banner', true);
    expect((await features()).maintenanceBanner).toBe(true);
    await toggle('maintenance_banner', false);
    expect((await features()).maintenanceBanner).toBe(false);
  });
});

describe('ai_summaries_enabled', () => {
  const generate = () => server.request({ method: 'POST', url: '/api/ai-summaries', token: investor.token, payload: { strategyId: 999_999 } });

  it('off: generating a summary answers 503 naming the setting; on: the request goes through to the strategy', async () => {
    await toggle('ai_summaries_enabled', false);
    const refused = await generate();
    expect(refused.statusCode).toBe(503);
    expect(refused.data.code).toBe('FEATURE_DISABLED');
    expect(refused.data.message).toMatch(/AI summaries are turned off.*"ai_summaries_enabled"/);
    expect((await features()).aiSummaries).toBe(false);

    await toggle('ai_summaries_enabled', true);
    // No such strategy: the feature check passed and the service answered.
    expect((await generate()).statusCode).toBe(404);
  });

  it('off: a visitor without a session still gets 401 first', async () => {
    await toggle('ai_summaries_enabled', false);
    expect((await server.request({ method: 'POST', url: '/api/ai-summaries', payload: { strategyId: 1 } })).statusCode).toBe(401);
  });
});

describe('csv_upload_enabled', () => {
  const upload = (address: string) =>
    server.request({ method: 'POST', url: '/api/properties/import', token: investor.token, headers: { 'content-type': 'text/csv' }, payload: ['address,city,state', `${address},Bronx,NY`].join('\n') });
  const listed = async () => ((await server.request({ method: 'GET', url: '/api/properties', token: investor.token })).data as { address: string }[]).map((p) => p.address);

  it('off: an import is refused with 503 naming the setting and nothing is imported; on: it imports', async () => {
    await toggle('csv_upload_enabled', false);
    const refused = await upload('1 Toggle Street');
    expect(refused.statusCode).toBe(503);
    expect(refused.data).toMatchObject({ code: 'FEATURE_DISABLED', message: expect.stringMatching(/CSV upload is turned off.*"csv_upload_enabled"/) });
    expect(await listed()).not.toContain('1 Toggle Street');

    await toggle('csv_upload_enabled', true);
    const accepted = await upload('2 Toggle Street');
    expect(accepted.statusCode).toBe(201);
    expect(await listed()).toContain('2 Toggle Street');
  });
});

describe('live_nyc_data', () => {
  const search = (text: string) => server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(text)}` });

  it('off: a search nothing local knows asks no live service and says live lookups are off; on: GeoSearch is asked', async () => {
    fake.reply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', []) });
    await toggle('live_nyc_data', false);
    const offline = await search('77 Toggle Street, Queens');
    expect(offline.statusCode).toBe(404);
    expect(offline.data.notFound).toMatchObject({ reason: 'offline', live: 'off' });
    const suggested = await server.request({ method: 'GET', url: `/api/addresses/suggest?q=${encodeURIComponent('77 toggle')}` });
    expect(suggested.statusCode).toBe(200);
    expect(fake.received).toEqual([]);

    await toggle('live_nyc_data', true);
    const live = await search('78 Toggle Street, Queens');
    expect(live.data.notFound).toMatchObject({ reason: 'not-in-directory', live: 'on' });
    expect(fake.received.map((r) => r.endpoint)).toEqual(['search']);
  });
});

describe('live NYC data in reports', () => {
  it('off: a report (the deal record, the premium owner and ACRIS lookups) is given no NYC Open Data client; on: the configured one', async () => {
    const soda = { baseUrl: 'http://127.0.0.1:9', appToken: undefined } as unknown as SodaConfig;
    expect(await liveSodaOf({ db: server.db, soda })).toBe(soda);
    await toggle('live_nyc_data', false);
    expect(await liveSodaOf({ db: server.db, soda })).toBeNull();
    expect(await liveSodaOf({ db: server.db, soda: null })).toBeNull();
  });
});
