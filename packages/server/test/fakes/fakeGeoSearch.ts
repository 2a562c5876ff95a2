/**
 * A local stand-in for NYC Planning's GeoSearch (geosearch.planninglabs.nyc), for the server
 * tests and e2e specs: `GET /v2/search?text=` and `/v2/autocomplete?text=` answered as Pelias
 * does — a GeoJSON FeatureCollection whose features carry PAD's lot in
 * `properties.addendum.pad.{bbl,bin}` — scripted per test.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGeoSearchRequest {
  /** `search`, `autocomplete`, or null for another path. */
  readonly endpoint: 'search' | 'autocomplete' | null;
  readonly text: string | null;
  readonly params: URLSearchParams;
}

/** A status and a JSON body (or raw text), or `hang` to never answer. */
export type FakeGeoSearchReply =
  | { readonly status: number; readonly body?: unknown; readonly text?: string; readonly headers?: Readonly<Record<string, string>> }
  | 'hang';

/** One address as the fake's features describe it. */
export interface FakeAddress {
  readonly houseNumber: string;
  readonly street: string;
  readonly borough: 'Manhattan' | 'Bronx' | 'Brooklyn' | 'Queens' | 'Staten Island';
  readonly zip: string;
  readonly bbl: string;
  readonly bin: string;
}

const COUNTIES: Record<FakeAddress['borough'], string> = {
  Manhattan: 'New York County', Bronx: 'Bronx County', Brooklyn: 'Kings County', Queens: 'Queens County', 'Staten Island': 'Richmond County',
};

/** A GeoSearch v2 feature for an address (the fields the real service sends that matter here). */
export function geoSearchFeature(address: FakeAddress, confidence = 0.9) {
  const name = `${address.houseNumber} ${address.street}`;
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-73.99, 40.69] },
    properties: {
      id: `${address.bbl}-${address.houseNumber}`,
      gid: `nycpad:address:${address.bbl}`,
      layer: 'address',
      source: 'nycpad',
      name,
      housenumber: address.houseNumber,
      street: address.street,
      postalcode: address.zip,
      confidence,
      accuracy: 'point',
      country_a: 'USA',
      region_a: 'NY',
      county: COUNTIES[address.borough],
      locality: 'New York',
      borough: address.borough,
      label: `${name}, ${address.borough}, NY, USA`,
      addendum: { pad: { bbl: address.bbl, bin: address.bin, version: '25b' } },
    },
  };
}

/** A GeoSearch v2 answer holding `addresses`, best first. */
export function geoSearchAnswer(text: string, addresses: readonly FakeAddress[]) {
  return {
    geocoding: { version: '0.2', attribution: 'https://geosearch.planninglabs.nyc/attribution', query: { text, size: 10 }, engine: { name: 'Pelias', author: 'Mapzen', version: '1.0' } },
    type: 'FeatureCollection',
    features: addresses.map((address, index) => geoSearchFeature(address, 0.9 - index * 0.01)),
    bbox: [-74.2, 40.5, -73.7, 40.9],
  };
}

export class FakeGeoSearch {
  private server: Server | undefined;
  baseUrl = '';
  received: FakeGeoSearchRequest[] = [];
  reply: (request: FakeGeoSearchRequest, count: number) => FakeGeoSearchReply = (request) => ({ status: 200, body: geoSearchAnswer(request.text ?? '', []) });

  async start(port = 0): Promise<this> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const endpoint = url.pathname === '/v2/search' ? 'search' : url.pathname === '/v2/autocomplete' ? 'autocomplete' : null;
      const request: FakeGeoSearchRequest = { endpoint, text: url.searchParams.get('text'), params: url.searchParams };
      this.received.push(request);
      const reply = endpoint === null ? { status: 404, body: { error: 'not found' } } : this.reply(request, this.received.length);
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
      res.end(reply.text ?? JSON.stringify(reply.body ?? null));
    });
    this.server.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }
}
