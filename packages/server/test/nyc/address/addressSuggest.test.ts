import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nycAddresses } from '../../../src/db/schema';
import { addressRow, type NycAddressInput } from '../../../src/nyc/address/addressRow';
import { resolveAddress } from '../../../src/nyc/address/resolve';
import { likePrefixPattern, suggestionPrefixes, suggestionQuery } from '../../../src/nyc/address/suggest';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { addProperty } from '../../propertyFixtures';

function address(input: Omit<NycAddressInput, 'dataset'> & { dataset?: string }) {
  return addressRow({ dataset: 'pad', ...input });
}

/** Queens, Brooklyn and Manhattan addresses, with PAD and sales rows of the same address. */
const ROWS = [
  ...Array.from({ length: 15 }, (_, i) =>
    address({ bbl: `40083500${String(10 + i).padStart(2, '0')}`, borough: 'QN', houseLow: `31-${String(i * 2 + 1).padStart(2, '0')}`, streetName: 'DITMARS BOULEVARD', zipCode: '11105' }),
  ),
  address({ bbl: '3016420037', borough: 'BK', houseLow: '418', streetName: 'HALSEY STREET', zipCode: '11233' }),
  address({ bbl: '3016420038', borough: 'BK', houseLow: '420', houseHigh: '424', streetName: 'HALSEY STREET', zipCode: '11233' }),
  address({ bbl: '3016420038', borough: 'BK', houseLow: '420', streetName: 'HALSEY STREET', zipCode: null, dataset: 'rolling-sales' }),
  address({ bbl: '1011250001', borough: 'MN', houseLow: '101', houseHigh: '119', streetName: 'WEST 74 STREET', zipCode: '10023' }),
  address({ bbl: '1004650010', borough: 'MN', houseLow: '100', streetName: 'SAINT MARKS PLACE', zipCode: '10009' }),
  address({ bbl: '1000010010', borough: 'MN', houseLow: null, streetName: 'GOVERNORS ISLAND NOLAN PARK', zipCode: '10004' }),
  address({ bbl: '4106270020', borough: 'QN', houseLow: '88-15', streetName: '191 DRIVE', zipCode: '11423' }),
];

describe('suggestionPrefixes', () => {
  it('keeps the word being typed as a prefix and expands the finished ones', () => {
    expect(suggestionPrefixes('418 halsey s').search).toEqual(['418 halsey s']);
    expect(suggestionPrefixes('418 halsey st bro').search).toEqual(['418 halsey street bro', '418 halsey saint bro']);
    expect(suggestionPrefixes('31-15 Ditmars Blvd').search).toEqual(['31-15 ditmars blvd', '31-15 ditmars boulevard']);
    expect(suggestionPrefixes('150 W 74th').search).toEqual(['150 west 74']);
    expect(suggestionPrefixes('100 St').search).toEqual(['100 st', '100 saint']);
    expect(suggestionPrefixes('350 Fifth Ave').search).toEqual(['350 5 ave']);
    expect(suggestionPrefixes('6301 ft ham').search).toEqual(['6301 fort ham']);
    expect(suggestionPrefixes('6301 ft').search).toEqual(['6301 fort']);
  });

  it('leaves out a ZIP still being typed after the borough or state, but not a numbered street', () => {
    expect(suggestionPrefixes('418 halsey st brooklyn ny 112').search[0]).toBe('418 halsey street brooklyn');
    expect(suggestionPrefixes('418 halsey st, Brooklyn, NY 1').search[0]).toBe('418 halsey street brooklyn');
    expect(suggestionPrefixes('418 halsey st brooklyn ny 112')).toEqual(suggestionPrefixes('418 halsey st brooklyn ny '));
    expect(suggestionPrefixes('100 west 1').search).toEqual(['100 west 1']);
    expect(suggestionPrefixes('30 bay 1').search).toEqual(['30 bay 1']);
  });

  it('looks up the complete form when a borough or ZIP was read', () => {
    expect(suggestionPrefixes('418 Halsey St, Bklyn').search[0]).toBe('418 halsey street brooklyn');
    expect(suggestionPrefixes('31-15 ditmars blvd 11105').search[0]).toBe('31-15 ditmars boulevard queens');
  });

  it('looks up streets when no house number leads', () => {
    expect(suggestionPrefixes('ditmars')).toEqual({ search: [], street: ['ditmars'], borough: null });
    expect(suggestionPrefixes('Halsey St Brooklyn')).toEqual({ search: [], street: ['halsey street'], borough: 'BK' });
    expect(suggestionPrefixes('191 dri')).toEqual({ search: ['191 dri'], street: ['191 dri'], borough: null });
    expect(suggestionPrefixes('191 Drive, Queens')).toMatchObject({ street: ['191 drive'], borough: 'QN' });
    expect(suggestionPrefixes('31-15 ditm').street).toEqual([]);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePrefixPattern('100% pl_a\\')).toBe('100\\% pl\\_a\\\\%');
  });
});

describe('GET /api/addresses/suggest with NYC addresses', () => {
  let server: TestServer;
  let ann: TestUser;
  let bob: TestUser;
  let places: Server;
  let placesCalls = 0;

  beforeAll(async () => {
    // Answers in the Places API (New) format.
    places = createServer((request, response) => {
      placesCalls += 1;
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      const prediction = (placeId: string, main: string, secondary: string) => ({
        placePrediction: { placeId, text: { text: `${main}, ${secondary}` }, structuredFormat: { mainText: { text: main }, secondaryText: { text: secondary } } },
      });
      response.end(
        JSON.stringify({
          suggestions: [prediction('ChIJhalsey418', '418 Halsey St', 'Brooklyn, NY, USA'), prediction('ChIJhalsey422', '422 Halsey St', 'Brooklyn, NY, USA')],
        }),
      );
    });
    places.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
    await new Promise<void>((resolve) => places.listen(0, '127.0.0.1', resolve));
    server = await startTestServer({
      config: { googleMapsApiKey: 'test-key', googlePlacesBaseUrl: `http://127.0.0.1:${(places.address() as AddressInfo).port}` },
    });
    ann = await server.registerAndLogin('ann');
    bob = await server.registerAndLogin('bob');
    await server.db.insert(nycAddresses).values(ROWS);
    await addProperty(server, ann);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => places.close(() => resolve()));
  });

  const suggest = async (q: string, token?: string) => {
    const response = await server.request({ method: 'GET', url: `/api/addresses/suggest?q=${encodeURIComponent(q)}`, ...(token ? { token } : {}) });
    expect(response.statusCode).toBe(200);
    return response.data as { propertyId: number | null; bbl: string | null; source: string; label: string; city: string | null; zip: string | null }[];
  };

  it('answers the caller’s property first, then NYC addresses, then Google, each address once', async () => {
    const found = await suggest('418 halsey', ann.token);
    expect(found.map((s) => [s.source, s.label])).toEqual([
      ['property', '418 Halsey Street, Brooklyn, NY 11233'],
      ['places', '422 Halsey St, Brooklyn, NY'],
    ]);
    expect(found[0]!.propertyId).toEqual(expect.any(Number));
  });

  it('never shows another team’s property, but shows the public NYC address', async () => {
    const found = await suggest('418 halsey st', bob.token);
    expect(found[0]).toEqual({
      propertyId: null, bbl: '3016420037', source: 'nyc', address: '418 Halsey Street', city: 'Brooklyn', state: 'NY', zip: '11233',
      label: '418 Halsey Street, Brooklyn, NY 11233',
    });
    expect(found.filter((s) => s.source === 'property')).toEqual([]);
  });

  it('finds a stored property written with a spelled ordinal street ("Ninth Avenue") by what is typed', async () => {
    await addProperty(server, ann, { address: '866 Ninth Avenue', city: 'New York', zip: '10019' });
    for (const typed of ['866 Ninth', '866 ninth ave', '866 NINTH AVENUE, New York']) {
      expect((await suggest(typed, ann.token)).map((s) => [s.source, s.label])).toContainEqual(['property', '866 Ninth Avenue, New York, NY 10019']);
    }
  });

  it('keeps suggesting while a ZIP is typed after the borough', async () => {
    for (const typed of ['418 halsey st brooklyn ny 112', '418 Halsey St, Brooklyn, NY 1123']) {
      expect((await suggest(typed)).filter((s) => s.source === 'nyc').map((s) => s.bbl)).toContain('3016420037');
    }
  });

  it('lists one address of a lot once though several datasets carry it', async () => {
    const found = await suggest('420 halsey street brooklyn');
    expect(found.filter((s) => s.source === 'nyc').map((s) => s.label)).toEqual(['420 Halsey Street, Brooklyn, NY 11233']);
  });

  it('answers at most 10, alphabetically, and does not call Google when they are full', async () => {
    const before = placesCalls;
    const found = await suggest('31-');
    expect(found).toHaveLength(10);
    expect(found.map((s) => s.label)).toEqual(Array.from({ length: 10 }, (_, i) => `31-${String(i * 2 + 1).padStart(2, '0')} Ditmars Boulevard, Queens, NY 11105`));
    expect(placesCalls).toBe(before);
  });

  it('offers labels that resolve back to their lot', async () => {
    const found = [...(await suggest('31-')), ...(await suggest('101 w 74')), ...(await suggest('governors'))].filter((s) => s.source === 'nyc');
    expect(found.length).toBeGreaterThan(10);
    for (const suggestion of found) expect((await resolveAddress(server.db, suggestion.label))?.bbl).toBe(suggestion.bbl);
  });

  it('finds streets, place-named lots, ranges and abbreviations', async () => {
    expect((await suggest('ditmars blvd')).filter((s) => s.source === 'nyc')).toHaveLength(10);
    expect((await suggest('governors isl')).map((s) => s.bbl)).toContain('1000010010');
    expect((await suggest('101 W 74th St'))[0]).toMatchObject({ bbl: '1011250001', label: '101 West 74 Street, Manhattan, NY 10023' });
    expect((await suggest('100 St Marks'))[0]).toMatchObject({ bbl: '1004650010', label: '100 Saint Marks Place, Manhattan, NY 10009' });
    expect((await suggest('Halsey St Manhattan')).filter((s) => s.source === 'nyc')).toEqual([]);
    expect((await suggest('191 dri'))[0]).toMatchObject({ bbl: '4106270020', label: '88-15 191 Drive, Queens, NY 11423' });
  });

  it('refuses an empty or over-long query and a malformed session token, naming the field', async () => {
    const empty = await server.request({ method: 'GET', url: '/api/addresses/suggest?q=' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('q');
    const token = await server.request({ method: 'GET', url: '/api/addresses/suggest?q=418&sessionToken=has%20space' });
    expect(token.statusCode).toBe(400);
    expect(token.body).toContain('sessionToken');
  });
});

describe('the suggestion query plan', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await server.db.insert(nycAddresses).values(ROWS);
  });
  afterAll(async () => server?.close());

  /** EXPLAIN of the suggestion query with sequential scans priced out: an index the query can use shows. */
  async function plan(typed: string): Promise<string> {
    const query = suggestionQuery(suggestionPrefixes(typed), 20)!;
    return server.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it('uses the search_text prefix index for a house-number prefix', async () => {
    expect(await plan('418 halsey st')).toContain('nyc_addresses_search_idx');
  });

  it('uses the street index for a street prefix', async () => {
    expect(await plan('ditmars blvd')).toContain('nyc_addresses_street_idx');
  });
});

describe('GET /api/addresses/suggest when Google Places fails', () => {
  let server: TestServer;

  beforeAll(async () => {
    // A port nobody listens on: the Places call cannot connect.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    server = await startTestServer({ config: { googleMapsApiKey: 'test-key', googlePlacesBaseUrl: `http://127.0.0.1:${port}` } });
    await server.db.insert(nycAddresses).values(ROWS);
  });
  afterAll(async () => server?.close());

  it('answers the local suggestions', async () => {
    const response = await server.request({ method: 'GET', url: '/api/addresses/suggest?q=418%20halsey' });
    expect(response.statusCode).toBe(200);
    expect(response.data.map((s: { source: string; bbl: string }) => [s.source, s.bbl])).toEqual([['nyc', '3016420037']]);
  });
});
