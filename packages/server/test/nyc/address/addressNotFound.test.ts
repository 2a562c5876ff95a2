/**
 * A search that finds no lot says why (GET /api/properties/search → 404 with `notFound`): not in
 * the city's address directory (GeoSearch answered none), the lot exists but no dataset has it
 * (with the datasets consulted), ambiguous (the candidates with their boroughs), offline and not
 * imported (live off, or GeoSearch unreachable). And a lot GeoSearch finds is shown by its BBL.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addressNotFoundSchema, propertySearchNotFoundSchema } from '../../../src/contract';
import { nycAddresses } from '../../../src/db/schema';
import { addressRow, type NycAddressInput } from '../../../src/nyc/address/addressRow';
import { resetGeoSearchState } from '../../../src/nyc/geosearch/client';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile } from '../../../src/nyc/import/runner';
import { STARTER_DIR } from '../../../src/nyc/import/starter';
import { FakeGeoSearch, geoSearchAnswer, type FakeAddress } from '../../fakes/fakeGeoSearch';
import { startTestServer, type TestServer } from '../../harness';
import { addProperty } from '../../propertyFixtures';
import { loadConfig } from '../../../src/config';

const address = (input: Omit<NycAddressInput, 'dataset'>) => addressRow({ dataset: 'pad', ...input });

/** A Bronx lot the fake directory knows and no dataset has. */
const EMPTY_LOT: FakeAddress = { houseNumber: '2500', street: 'GRAND CONCOURSE', borough: 'Bronx', zip: '10458', bbl: '2031440001', bin: '2013001' };
/** A Staten Island lot of the starter sales (a sale of 2022), known to the fake directory by another spelling. */
const SOLD_LOT: FakeAddress = { houseNumber: '1', street: 'RICHMOND TERRACE', borough: 'Staten Island', zip: '10301', bbl: '5000010001', bin: '5000001' };

async function seedAddresses(server: TestServer): Promise<void> {
  await server.db.insert(nycAddresses).values([
    address({ bbl: '1008350041', bin: '1015862', borough: 'MN', houseLow: '350', streetName: '5 AVENUE', zipCode: '10118' }),
    address({ bbl: '3010160001', borough: 'BK', houseLow: '350', streetName: '5 AVENUE', zipCode: '11215' }),
  ]);
}

const search = (server: TestServer, text: string) => server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(text)}` });

describe('with live lookups off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedAddresses(server);
  });
  afterAll(() => server.close());

  it('says "offline and not imported" for an address no imported dataset has, and what to try', async () => {
    const response = await search(server, '12 Nowhere Lane, Queens');
    expect(response.statusCode).toBe(404);
    const body = propertySearchNotFoundSchema.parse(response.data);
    expect(body.message).toBe('This address is in no imported dataset, and live lookups are off.');
    expect(body.notFound).toMatchObject({ reason: 'offline', live: 'off', bbl: null, candidates: [] });
    // The answer never echoes the text asked (a search for someone else's address must not repeat it).
    expect(response.body).not.toContain('Nowhere');
    expect(body.notFound!.tryNext.join(' ')).toMatch(/Live lookups are turned off/);
    expect(body.notFound!.tryNext.join(' ')).toMatch(/address directory \(PAD\)/);
    expect(body.notFound!.tryNext.join(' ')).not.toMatch(/pnpm/);
  });

  it('lists the candidates with their boroughs for an address found in several, each searchable', async () => {
    const response = await search(server, '350 5th Avenue');
    expect(response.statusCode).toBe(404);
    expect(response.data.message).toBe("350 5 Avenue is in Manhattan and Brooklyn — add the borough, e.g. '350 5th Avenue, Manhattan'");
    const notFound = addressNotFoundSchema.parse(response.data.notFound);
    expect(notFound.reason).toBe('ambiguous');
    expect(notFound.candidates).toEqual([
      { label: '350 5 AVENUE, Manhattan, NY 10118', borough: 'MN', boroughName: 'Manhattan', bbl: '1008350041' },
      { label: '350 5 AVENUE, Brooklyn, NY 11215', borough: 'BK', boroughName: 'Brooklyn', bbl: '3010160001' },
    ]);
    for (const candidate of notFound.candidates) {
      const picked = await search(server, candidate.label);
      expect(picked.statusCode).toBe(200);
      expect(picked.data.bbl).toBe(candidate.bbl);
    }
  });

  it('resolves typed text the suggestion list shows one stored property for like picking that suggestion ("866 Ninth")', async () => {
    const ann = await server.registerAndLogin('ninth-avenue-owner');
    const ninth = await addProperty(server, ann, { address: '866 Ninth Avenue', city: 'New York', zip: '10019' });
    const suggestions = await server.request({ method: 'GET', url: `/api/addresses/suggest?q=${encodeURIComponent('866 Ninth')}`, token: ann.token });
    const shown = suggestions.data.filter((s: { source: string }) => s.source === 'property');
    expect(shown.map((s: { label: string }) => s.label)).toEqual(['866 Ninth Avenue, New York, NY 10019']);
    const picked = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(shown[0].label)}`, token: ann.token });
    const typed = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent('866 Ninth')}`, token: ann.token });
    expect(picked.statusCode).toBe(200);
    expect(typed.statusCode).toBe(200);
    expect(typed.data.id).toBe(ninth.id);
    expect(typed.data).toEqual(expect.objectContaining({ id: picked.data.id, address: picked.data.address, bbl: picked.data.bbl }));
  });

  it('says a typed BBL no dataset has exists but has no record, naming the datasets consulted', async () => {
    const response = await search(server, '2031440001');
    expect(response.statusCode).toBe(404);
    expect(response.data.message).toBe('The lot (BBL 2031440001) exists, but none of the datasets consulted has a record of it.');
    expect(response.data.notFound).toMatchObject({ reason: 'no-records', bbl: '2031440001', live: 'off' });
  });
});

describe('with GeoSearch live (a local fake)', () => {
  const fake = new FakeGeoSearch();
  let server: TestServer;

  beforeAll(async () => {
    await fake.start();
    const geosearch = { ...loadConfig({ GEOSEARCH_BASE_URL: fake.baseUrl }).geosearch!, retries: 0, timeoutMs: 500 };
    server = await startTestServer({ config: { geosearch } });
    await seedAddresses(server);
    const rejects = new RejectsFile(join(tmpdir(), `rei-address-not-found-${process.pid}.rejects.csv`));
    await importFile({ db: server.db, dataset: DATASETS['rolling-sales'], file: `${STARTER_DIR}/rollingsales_statenisland.csv.gz`, rejects });
    await rejects.close();
  });
  afterEach(() => {
    fake.received = [];
    resetGeoSearchState();
  });
  afterAll(async () => {
    await server.close();
    await fake.stop();
  });

  it('local data answers first: GeoSearch is not asked for an address the data knows', async () => {
    const response = await search(server, '350 5th Avenue, Manhattan');
    expect(response.statusCode).toBe(200);
    expect(response.data.bbl).toBe('1008350041');
    expect(fake.received).toEqual([]);
  });

  it('says "not in the city\'s address directory" when GeoSearch has no such address', async () => {
    fake.reply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', []) });
    const response = await search(server, '99999 Imaginary Boulevard, Brooklyn');
    expect(response.statusCode).toBe(404);
    expect(response.data.message).toBe("This address is not in the city's address directory.");
    expect(response.data.notFound).toMatchObject({ reason: 'not-in-directory', live: 'on' });
    expect(response.data.notFound.consulted).toContainEqual(expect.objectContaining({ dataset: 'geosearch', mode: 'live' }));
    expect(response.data.notFound.consulted).toContainEqual(expect.objectContaining({ dataset: 'rolling-sales', mode: 'imported' }));
    expect(fake.received.map((r) => r.endpoint)).toEqual(['search']);
  });

  it('says the address exists but no dataset has it, with the datasets consulted, live and imported', async () => {
    fake.reply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', [EMPTY_LOT]) });
    const response = await search(server, '2500 Grand Concourse, Bronx');
    expect(response.statusCode).toBe(404);
    expect(response.data.message).toBe('2500 GRAND CONCOURSE, Bronx, NY 10458 (BBL 2031440001) exists, but none of the datasets consulted has a record of it.');
    expect(response.data.notFound).toMatchObject({ reason: 'no-records', bbl: '2031440001', address: '2500 GRAND CONCOURSE, Bronx, NY 10458' });
    expect(response.data.notFound.consulted.map((d: { dataset: string; mode: string }) => `${d.dataset}:${d.mode}`)).toEqual(['rolling-sales:imported', 'geosearch:live']);
  });

  it('lists the candidates GeoSearch finds in several boroughs', async () => {
    const queens: FakeAddress = { ...EMPTY_LOT, borough: 'Queens', zip: '11101', bbl: '4004440001', bin: '4004001' };
    fake.reply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', [EMPTY_LOT, queens]) });
    const response = await search(server, '2500 Grand Concourse');
    expect(response.statusCode).toBe(404);
    expect(response.data.notFound).toMatchObject({
      reason: 'ambiguous',
      candidates: [
        { label: '2500 GRAND CONCOURSE, Bronx, NY 10458', borough: 'BX', boroughName: 'Bronx', bbl: '2031440001' },
        { label: '2500 GRAND CONCOURSE, Queens, NY 11101', borough: 'QN', boroughName: 'Queens', bbl: '4004440001' },
      ],
    });
  });

  it('shows a lot GeoSearch finds by its BBL when a dataset has it', async () => {
    const result = await server.db.execute(sql`select bbl from nyc_sales where borough = 'SI' and sale_price > 100000 order by bbl limit 1`);
    const [sale] = (result as unknown as { rows: { bbl: string }[] }).rows;
    fake.reply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', [{ ...SOLD_LOT, bbl: sale!.bbl }]) });
    const response = await search(server, '1 Richmond Terrace, Staten Island');
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ source: 'nyc', bbl: sale!.bbl });
    expect(response.data.nycData.lastSale).not.toBeNull();
  });

  it('says "offline and not imported" (unreachable) when GeoSearch fails, quickly and never as a 5xx', async () => {
    fake.reply = () => ({ status: 500, text: 'upstream broke' });
    const response = await search(server, '77 Unknown Street, Queens');
    expect(response.statusCode).toBe(404);
    expect(response.data.message).toBe("This address is in no imported dataset, and the city's address directory could not be reached.");
    expect(response.data.notFound).toMatchObject({ reason: 'offline', live: 'unreachable' });
  });

  it('treats a malformed GeoSearch answer as no answer (unreachable), not as "no such address"', async () => {
    fake.reply = () => ({ status: 200, text: '<html>maintenance</html>' });
    const response = await search(server, '78 Unknown Street, Queens');
    expect(response.statusCode).toBe(404);
    expect(response.data.notFound).toMatchObject({ reason: 'offline', live: 'unreachable' });
  });

  it('suggests addresses from GeoSearch autocomplete with their lot when local ones leave room', async () => {
    fake.reply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', [EMPTY_LOT]) });
    const response = await server.request({ method: 'GET', url: `/api/addresses/suggest?q=${encodeURIComponent('2500 grand conc')}` });
    expect(response.statusCode).toBe(200);
    expect(response.data).toContainEqual(expect.objectContaining({ source: 'geosearch', bbl: '2031440001', label: '2500 Grand Concourse, Bronx, NY 10458' }));
    expect(fake.received.map((r) => r.endpoint)).toEqual(['autocomplete']);
  });
});
