import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  AUTOCOMPLETE_FIELD_MASK,
  NYC_RECTANGLE,
  PlacesError,
  createGooglePlacesClient,
  isNewYorkCityPlace,
} from '../../src/places/googlePlaces';
import { startTestServer } from '../harness';
import { refusedBaseUrl } from '../fakes/refusedAddress';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

const API_KEY = 'test-key-AIzaFake123';

function prediction(placeId: string, main: string, secondary: string) {
  return {
    placePrediction: {
      place: `places/${placeId}`,
      placeId,
      text: { text: `${main}, ${secondary}`, matches: [{ endOffset: 10 }] },
      structuredFormat: {
        mainText: { text: main, matches: [{ endOffset: 10 }] },
        secondaryText: { text: secondary },
      },
      types: ['street_address', 'geocode'],
    },
  };
}

// Answers in the Places API (New) format; the input picks the scenario.
function answer(body: Record<string, unknown>, res: ServerResponse): void {
  const send = (status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(json));
  };
  const input = String(body['input']);
  if (input === 'denied') {
    send(403, {
      error: {
        code: 403,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'PERMISSION_DENIED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' }],
      },
    });
  } else if (input === 'slow') {
    setTimeout(() => send(200, { suggestions: [] }), 1_500);
  } else if (input === 'not json') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html>proxy login</html>');
  } else if (input === 'nothing') {
    send(200, {});
  } else {
    send(200, {
      suggestions: [
        prediction('ChIJhalsey418', '418 Halsey St', 'Brooklyn, NY, USA'),
        prediction('ChIJjersey', '418 Halsey Ave', 'Jersey City, NJ, USA'),
        prediction('ChIJastoria', '31-15 Ditmars Blvd', 'Astoria, NY, USA'),
        { queryPrediction: { text: { text: '418 halsey pizza' } } },
        prediction('ChIJmanhattan', '150 W 74th St', 'New York, NY 10023, USA'),
        prediction('ChIJyonkers', '418 Halsey Rd', 'Yonkers, NY, USA'),
        { placePrediction: { placeId: 'ChIJplain', text: { text: '77 Grand Concourse, Bronx, NY, USA' } } },
      ],
    });
  }
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== '/v1/places:autocomplete') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } }));
        return;
      }
      answer(body, res);
    });
  });
  server.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
});

describe('Google Places autocomplete client', () => {
  it('posts the input, session token, US region and NYC rectangle with the key and field mask headers', async () => {
    const places = createGooglePlacesClient({ apiKey: API_KEY, baseUrl: `${baseUrl}/` });
    await places.autocomplete('  418 Halsey ', 'session_token-01');
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/places:autocomplete');
    expect(request!.headers['x-goog-api-key']).toBe(API_KEY);
    expect(request!.headers['x-goog-fieldmask']).toBe(AUTOCOMPLETE_FIELD_MASK);
    expect(request!.headers['x-goog-fieldmask']).toContain('suggestions.placePrediction.placeId');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      input: '418 Halsey',
      sessionToken: 'session_token-01',
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise'],
      locationRestriction: { rectangle: NYC_RECTANGLE },
    });
  });

  it('leaves the session token out when there is none', async () => {
    const places = createGooglePlacesClient({ apiKey: API_KEY, baseUrl });
    await places.autocomplete('418 Halsey');
    expect(seen[0]!.body).not.toHaveProperty('sessionToken');
  });

  it('keeps only New York City place predictions, labelled without the country', async () => {
    const places = createGooglePlacesClient({ apiKey: API_KEY, baseUrl });
    const suggestions = await places.autocomplete('418 Halsey');
    expect(suggestions).toEqual([
      { label: '418 Halsey St, Brooklyn, NY', placeId: 'ChIJhalsey418' },
      { label: '31-15 Ditmars Blvd, Astoria, NY', placeId: 'ChIJastoria' },
      { label: '150 W 74th St, New York, NY 10023', placeId: 'ChIJmanhattan' },
      { label: '77 Grand Concourse, Bronx, NY', placeId: 'ChIJplain' },
    ]);
  });

  it('answers no suggestions when Google found none', async () => {
    const places = createGooglePlacesClient({ apiKey: API_KEY, baseUrl });
    expect(await places.autocomplete('nothing')).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('does not call Google for blank input or a malformed session token', async () => {
    const places = createGooglePlacesClient({ apiKey: API_KEY, baseUrl });
    expect(await places.autocomplete('   ')).toEqual([]);
    const error = await places.autocomplete('418 Halsey', 'not a token!').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlacesError);
    expect((error as PlacesError).reason).toBe('INVALID_ARGUMENT');
    expect(seen).toHaveLength(0);
  });

  it("turns Google's error JSON into a PlacesError with the status and message", async () => {
    const places = createGooglePlacesClient({ apiKey: 'wrong', baseUrl });
    const error = await places.autocomplete('denied').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlacesError);
    const placesError = error as PlacesError;
    expect(placesError.reason).toBe('HTTP_ERROR');
    expect(placesError.status).toBe(403);
    expect(placesError.googleStatus).toBe('PERMISSION_DENIED');
    expect(placesError.message).toContain('API key not valid');
    expect(placesError.code).toBe('PLACES_ERROR');
  });

  it('gives up on a slow server after the timeout', async () => {
    const places = createGooglePlacesClient({ apiKey: API_KEY, baseUrl, timeoutMs: 150 });
    const started = Date.now();
    const error = await places.autocomplete('slow').catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(error).toBeInstanceOf(PlacesError);
    expect((error as PlacesError).reason).toBe('TIMEOUT');
    expect((error as PlacesError).message).toContain('150 ms');
  });

  it('reports an answer that is not JSON and a server that cannot be reached', async () => {
    const places = createGooglePlacesClient({ apiKey: API_KEY, baseUrl });
    const bad = await places.autocomplete('not json').catch((e: unknown) => e);
    expect((bad as PlacesError).reason).toBe('BAD_RESPONSE');

    const unreachable = createGooglePlacesClient({ apiKey: API_KEY, baseUrl: refusedBaseUrl() });
    const error = await unreachable.autocomplete('418 Halsey').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlacesError);
    expect((error as PlacesError).reason).toBe('UNREACHABLE');
  });

  it('uses the fetch it is given', async () => {
    const calls: string[] = [];
    const places = createGooglePlacesClient({
      apiKey: API_KEY,
      fetch: async (url) => {
        calls.push(String(url));
        return new Response(JSON.stringify({ suggestions: [prediction('ChIJsi', '10 Bay St', 'Staten Island, NY, USA')] }), { status: 200 });
      },
    });
    expect(await places.autocomplete('10 Bay')).toEqual([{ label: '10 Bay St, Staten Island, NY', placeId: 'ChIJsi' }]);
    expect(calls).toEqual(['https://places.googleapis.com/v1/places:autocomplete']);
  });
});

describe('isNewYorkCityPlace', () => {
  it.each([
    ['Brooklyn, NY, USA', true],
    ['New York, NY, USA', true],
    ['Manhattan, New York, NY, USA', true],
    ['Bronx, NY 10451, USA', true],
    ['Staten Island, NY, USA', true],
    ['Jackson Heights, NY, USA', true],
    ['Jersey City, NJ, USA', false],
    ['Yonkers, NY, USA', false],
    ['Brooklyn, MI, USA', false],
    ['New York, USA', false],
    ['Brooklyn Heights', false],
  ])('%s → %s', (text, expected) => {
    expect(isNewYorkCityPlace(text)).toBe(expected);
  });
});

describe('Google Places configuration', () => {
  it('reads GOOGLE_MAPS_API_KEY and GOOGLE_PLACES_BASE_URL, with Google as the default origin', () => {
    expect(loadConfig({}).googleMapsApiKey).toBeUndefined();
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: '  ' }).googleMapsApiKey).toBeUndefined();
    expect(loadConfig({}).googlePlacesBaseUrl).toBe('https://places.googleapis.com');
    const config = loadConfig({ GOOGLE_MAPS_API_KEY: ' abc ', GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9999/' });
    expect(config.googleMapsApiKey).toBe('abc');
    expect(config.googlePlacesBaseUrl).toBe('http://127.0.0.1:9999');
    expect(() => loadConfig({ GOOGLE_PLACES_BASE_URL: 'places.example' })).toThrow(/GOOGLE_PLACES_BASE_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ GOOGLE_PLACES_BASE_URL: 'ftp://places.example' })).toThrow(/GOOGLE_PLACES_BASE_URL/);
  });

  it('the app has no places client without a key', async () => {
    const api = await startTestServer();
    try {
      expect(api.app.placesClient).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('the app builds a client from the configured key and base URL', async () => {
    const api = await startTestServer({ config: { googleMapsApiKey: 'configured-key', googlePlacesBaseUrl: baseUrl } });
    try {
      const suggestions = await api.app.placesClient!.autocomplete('418 Halsey');
      expect(suggestions[0]).toEqual({ label: '418 Halsey St, Brooklyn, NY', placeId: 'ChIJhalsey418' });
      expect(seen[0]!.headers['x-goog-api-key']).toBe('configured-key');
    } finally {
      await api.close();
    }
  });
});
