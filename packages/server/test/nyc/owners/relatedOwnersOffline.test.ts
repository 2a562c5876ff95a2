import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relatedOwnersResponseSchema } from '../../../src/contract';
import type { SodaConfig } from '../../../src/nyc/soda/client';
import { startTestServer, type TestServer, type TestUser } from '../../harness';

/** A port nothing listens on: NYC Open Data "offline". */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

describe('other buildings of this owner with NYC Open Data unreachable and nothing imported', () => {
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    const soda: SodaConfig = { baseUrl: `http://127.0.0.1:${await closedPort()}`, appToken: undefined, timeoutMs: 1_000, retries: 0, backoffMs: 1, cacheTtlMs: 60_000 };
    server = await startTestServer({ config: { nycOpenData: soda } });
    user = await server.registerAndLogin('offline-owner-lookup', { tier: 'operator' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says the owner sources could not be reached, never that the record names no owner', async () => {
    const response = await server.request({ method: 'GET', url: '/api/properties/bbl/3031510021/related-owners', token: user.token });
    expect(response.statusCode).toBe(200);
    const body = relatedOwnersResponseSchema.parse(response.data);
    expect(body).toMatchObject({ owners: [], results: [] });
    // "not checked" is told apart from "checked, none": each unread source says why
    expect(body.sources.map((source) => [source.source, source.mode])).toEqual([['hpd', 'unavailable'], ['acris', 'unavailable']]);
    for (const source of body.sources) expect(source.problem).toMatch(/could not be reached, so the lot’s owners in .* were not read\./);
  });
});

describe('other buildings of this owner with nothing imported and live lookups off', () => {
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    user = await server.registerAndLogin('unimported-owner-lookup', { tier: 'operator' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says the owner sources are not imported, never that the record names no owner', async () => {
    const response = await server.request({ method: 'GET', url: '/api/properties/bbl/3031510021/related-owners', token: user.token });
    expect(response.statusCode).toBe(200);
    const body = relatedOwnersResponseSchema.parse(response.data);
    expect(body.owners).toEqual([]);
    expect(body.sources.map((source) => source.source)).toEqual(['hpd', 'acris']);
    for (const source of body.sources) expect(source.problem).toMatch(/not imported and live NYC Open Data lookups are off/);
  });
});
