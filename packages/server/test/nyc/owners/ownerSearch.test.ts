import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSearchResponseSchema, relatedOwnersResponseSchema } from '../../../src/contract';
import type { DatasetKey } from '../../../src/nyc/import/dataset';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile } from '../../../src/nyc/import/runner';
import { nameMatches, ownerLikePattern, ownerSearchWords } from '../../../src/nyc/owners/ownerName';
import type { SodaConfig } from '../../../src/nyc/soda/client';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { REPO_ROOT, TEST_ROOT } from '../../paths';

const fixtures = resolve(TEST_ROOT, 'fixtures', 'nyc', 'owners');
const sharedData = resolve(REPO_ROOT, '..', 'shared', 'data', 'nyc');

/** The real samples (when this machine has them), then the fixtures that join them to lots. */
const IMPORTS: readonly { dataset: DatasetKey; file: string }[] = [
  { dataset: 'hpd-registrations', file: join(sharedData, 'hpd_registrations', 'hpd_registrations.csv') },
  { dataset: 'hpd-contacts', file: join(sharedData, 'hpd_registrations', 'hpd_contacts.csv') },
  { dataset: 'acris-master', file: join(sharedData, 'acris', 'acris_real_property_master.csv') },
  { dataset: 'acris-legals', file: join(sharedData, 'acris', 'acris_real_property_legals.csv') },
  { dataset: 'acris-parties', file: join(sharedData, 'acris', 'acris_real_property_parties.csv') },
  { dataset: 'hpd-registrations', file: join(fixtures, 'hpd_registrations.csv') },
  { dataset: 'hpd-contacts', file: join(fixtures, 'hpd_contacts.csv') },
  { dataset: 'acris-master', file: join(fixtures, 'acris_master.csv') },
  { dataset: 'acris-legals', file: join(fixtures, 'acris_legals.csv') },
  { dataset: 'acris-parties', file: join(fixtures, 'acris_parties.csv') },
];
const hasRealSamples = existsSync(join(sharedData, 'hpd_registrations', 'hpd_contacts.csv'));

describe('owner names as the search reads them', () => {
  it('drops punctuation and corporate suffixes, keeps apostrophes, and never lets a wildcard through', () => {
    expect(ownerSearchWords('Zoriano Associates, Inc.')).toEqual(['ZORIANO', 'ASSOCIATES']);
    expect(ownerSearchWords('zoriano assoc l.l.c.')).toEqual(['ZORIANO', 'ASSOC']);
    expect(ownerSearchWords("o'brien 100% llc")).toEqual(["O'BRIEN", '100']);
    expect(ownerSearchWords('50%_off__ corp')).toEqual(['50', 'OFF']);
    expect(ownerSearchWords('LLC')).toEqual(['LLC']);
    expect(ownerLikePattern(['ZORIANO', 'ASSOC'])).toBe('%ZORIANO%ASSOC%');
  });

  it('matches the words in order, each anywhere in the name', () => {
    expect(nameMatches('ZORIANO ASSOCIATES, INC.', ['ZORIANO', 'ASSOC'])).toBe(true);
    expect(nameMatches('ASSOCIATES OF ZORIANO', ['ZORIANO', 'ASSOC'])).toBe(false);
  });
});

describe('owner search over imported HPD registrations and ACRIS parties', () => {
  let server: TestServer;
  let user: TestUser;
  let workDir: string;

  beforeAll(async () => {
    server = await startTestServer();
    workDir = mkdtempSync(join(tmpdir(), 'rei-owners-'));
    const rejects = new RejectsFile(join(workDir, 'rejects.csv'));
    for (const entry of IMPORTS) {
      if (!existsSync(entry.file)) continue;
      await importFile({ db: server.db, dataset: DATASETS[entry.dataset]!, file: entry.file, rejects });
    }
    user = await server.registerAndLogin('owner-searcher', { tier: 'operator' });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('is advanced enrichment: a Rookie is refused with 403 TIER_LIMIT naming Operator, for the search and a lot’s other buildings', async () => {
    const rookie = await server.registerAndLogin('owner-rookie', { tier: 'rookie' });
    for (const url of ['/api/owners/search?name=zoriano', '/api/properties/bbl/3005550007/related-owners']) {
      const response = await server.request({ method: 'GET', url, token: rookie.token });
      expect(response.statusCode, url).toBe(403);
      expect(response.data).toMatchObject({ code: 'TIER_LIMIT', limit: { feature: 'advanced_enrichment', upgradeTo: 'operator' } });
      expect(response.data.message).toMatch(/Operator/);
    }
  });

  it('finds every building of one owner however the name is spelt, each linking to its property page', async () => {
    for (const name of ['zoriano assoc', 'Zoriano Associates, Inc.', 'ZORIANO ASSOCIATES LLC']) {
      const response = await server.request({ method: 'GET', url: `/api/owners/search?name=${encodeURIComponent(name)}`, token: user.token });
      expect(response.statusCode).toBe(200);
      const body = ownerSearchResponseSchema.parse(response.data);
      const bbls = body.results.map((lot) => lot.bbl);
      // HPD registration 331932 (Brooklyn block 555 lot 7) and the ACRIS deed to block 610 lot 22
      expect(bbls).toEqual(expect.arrayContaining(['3005550007', '3006100022']));
      if (hasRealSamples) expect(bbls).toContain('3005200012'); // the real sample's ZORIANO ASSOCIATES INC registration
      expect(bbls).not.toContain('1008000040');
      const hpdLot = body.results.find((lot) => lot.bbl === '3005550007')!;
      expect(hpdLot).toMatchObject({ address: '26 DELAVAN STREET', borough: 'BK', href: '/property/bbl/3005550007' });
      expect(hpdLot.matches).toContainEqual({ name: 'ZORIANO ASSOCIATES, INC.', role: 'CorporateOwner', source: 'hpd', asOf: '2024-05-12' });
      const deedLot = body.results.find((lot) => lot.bbl === '3006100022')!;
      expect(deedLot.matches).toContainEqual({ name: 'ZORIANO ASSOCIATES LLC', role: 'Grantee (deed)', source: 'acris', asOf: '2024-03-08' });
      expect(body.sources.map((source) => [source.source, source.mode])).toEqual([['hpd', 'imported'], ['acris', 'imported']]);
      expect(body.sources[0]!.provenance.map((p) => p.dataset)).toEqual(['hpd-registrations', 'hpd-contacts']);
    }
  });

  it('finds a managing agent by first and last name, and a name with an apostrophe', async () => {
    const agent = await server.request({ method: 'GET', url: '/api/owners/search?name=george%20rigas', token: user.token });
    expect(agent.data.results.map((lot: { bbl: string }) => lot.bbl)).toContain('3005550007');
    expect(agent.data.results[0].matches.some((m: { role: string }) => m.role === 'Agent')).toBe(true);
    const quoted = await server.request({ method: 'GET', url: `/api/owners/search?name=${encodeURIComponent("O'Brien & Sons")}`, token: user.token });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.data.results.map((lot: { bbl: string }) => lot.bbl)).toEqual(['1008000041']);
  });

  it('pages the lots: limit and offset, with hasMore', async () => {
    const first = await server.request({ method: 'GET', url: '/api/owners/search?name=zoriano&limit=1', token: user.token });
    expect(first.data.results).toHaveLength(1);
    expect(first.data.hasMore).toBe(true);
    const second = await server.request({ method: 'GET', url: '/api/owners/search?name=zoriano&limit=1&offset=1', token: user.token });
    expect(second.data.results[0].bbl).not.toBe(first.data.results[0].bbl);
  });

  it('from a property page: the other buildings of the lot’s owner, not the lot itself', async () => {
    const response = await server.request({ method: 'GET', url: '/api/properties/bbl/3005550007/related-owners', token: user.token });
    expect(response.statusCode).toBe(200);
    const body = relatedOwnersResponseSchema.parse(response.data);
    expect(body.owners).toContain('ZORIANO ASSOCIATES, INC.');
    const bbls = body.results.map((lot) => lot.bbl);
    expect(bbls).toContain('3006100022');
    expect(bbls).not.toContain('3005550007');
    const none = await server.request({ method: 'GET', url: '/api/properties/bbl/2000010001/related-owners', token: user.token });
    expect(none.data).toMatchObject({ owners: [], results: [] });
  });

  it('answers 400 naming `name` when it is missing, too short, too long or without a word; 401 without a session', async () => {
    for (const query of ['', '?name=ab', `?name=${'x'.repeat(81)}`, '?name=%25%25%25%25', '?name=zoriano&limit=0', '?name=zoriano&offset=-1']) {
      const response = await server.request({ method: 'GET', url: `/api/owners/search${query}`, token: user.token });
      expect(response.statusCode, query).toBe(400);
      const field = query.includes('limit') ? 'limit' : query.includes('offset') ? 'offset' : 'name';
      expect(Object.keys(response.data.fields ?? {}).join(' '), query).toContain(field);
    }
    const bad = await server.request({ method: 'GET', url: '/api/properties/bbl/12345/related-owners', token: user.token });
    expect(bad.statusCode).toBe(400);
    const anonymous = await server.request({ method: 'GET', url: '/api/owners/search?name=zoriano' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers any name, limit and offset with 200 or 400, never a 5xx (hostile input)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom("'; drop table nyc_hpd_contacts; --", '%_%_%', '\\\\', 'ZORIANO\u0000', '𝔃𝓸𝓻𝓲𝓪𝓷𝓸 llc')),
        fc.oneof(fc.constant(undefined), fc.string({ maxLength: 6 })),
        fc.oneof(fc.constant(undefined), fc.string({ maxLength: 6 })),
        async (name, limit, offset) => {
          const params = new URLSearchParams({ name });
          if (limit !== undefined) params.set('limit', limit);
          if (offset !== undefined) params.set('offset', offset);
          const response = await server.request({ method: 'GET', url: `/api/owners/search?${params}`, token: user.token });
          expect([200, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 60, seed: 12 },
    );
    const stillThere = await server.request({ method: 'GET', url: '/api/owners/search?name=zoriano', token: user.token });
    expect(stillThere.data.results.length).toBeGreaterThanOrEqual(2);
  });
});

/** A stand-in for NYC Open Data: answers per dataset id, and remembers every request's `$where`. */
function fakeSoda(answers: Record<string, (where: string) => { status: number; body: string }>) {
  const wheres: Record<string, string[]> = {};
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const id = /^\/resource\/([a-z0-9-]+)\.json$/.exec(url.pathname)?.[1] ?? '';
    const where = url.searchParams.get('$where') ?? '';
    (wheres[id] ??= []).push(where);
    const answer = answers[id]?.(where) ?? { status: 404, body: '{"error":"no such dataset"}' };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  return { server, wheres };
}

describe('owner search live from NYC Open Data (a local fake in SODA’s format)', () => {
  let server: TestServer;
  let user: TestUser;
  const fake = fakeSoda({
    'feu5-w2e2': (where) => where.includes('NOBODY') ? { status: 200, body: '[{"registrationid": "5' } : where.includes('VACANT') ? { status: 200, body: '[]' } : ({
      status: 200,
      body: JSON.stringify([
        { registrationid: '500001', type: 'CorporateOwner', corporationname: "O'BRIEN & SONS REALTY CORP" },
        { registrationid: '500002', type: 'HeadOfficer', firstname: 'PAT', lastname: "O'BRIEN" },
        { registrationid: 'x; drop', type: 'Agent', corporationname: "O'BRIEN & SONS" },
      ]),
    }),
    'tesw-yqqr': () => ({
      status: 200,
      body: JSON.stringify([
        { registrationid: '500001', boroid: '1', block: '800', lot: '41', housenumber: '7', streetname: 'EXAMPLE PLACE', lastregistrationdate: '2024-01-15T00:00:00.000' },
        { registrationid: '500002', boroid: '9', block: '1', lot: '1' },
      ]),
    }),
    '636b-3b5g': () => ({ status: 500, body: '{"message":"internal error"}' }),
  });

  beforeAll(async () => {
    fake.server.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
    await new Promise<void>((done) => fake.server.listen(0, '127.0.0.1', done));
    const { port } = fake.server.address() as AddressInfo;
    const soda: SodaConfig = { baseUrl: `http://127.0.0.1:${port}`, appToken: undefined, timeoutMs: 2_000, retries: 0, backoffMs: 1, cacheTtlMs: 60_000 };
    server = await startTestServer({ config: { nycOpenData: soda } });
    user = await server.registerAndLogin('live-owner-searcher', { tier: 'operator' });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((done) => fake.server.close(done));
  });

  it('asks SODA with upper(…) like and doubled quotes, joins contacts to registrations, and names the family that failed', async () => {
    const response = await server.request({ method: 'GET', url: `/api/owners/search?name=${encodeURIComponent("O'Brien & Sons")}`, token: user.token });
    expect(response.statusCode).toBe(200);
    const body = ownerSearchResponseSchema.parse(response.data);
    expect(fake.wheres['feu5-w2e2']![0]).toContain("upper(corporationname) like '%O''BRIEN%&%SONS%'");
    // Only registration ids made of digits are followed.
    expect(fake.wheres['tesw-yqqr']![0]).toBe('registrationid in (500001, 500002)');
    expect(body.results.map((lot) => lot.bbl)).toEqual(['1008000041']);
    expect(body.results[0]!.matches[0]).toEqual({ name: "O'BRIEN & SONS REALTY CORP", role: 'CorporateOwner', source: 'hpd', asOf: '2024-01-15' });
    const [hpd, acris] = body.sources;
    expect(hpd).toMatchObject({ mode: 'live', problem: null });
    expect(hpd!.provenance[0]!.dataset).toBe('soda:tesw-yqqr');
    expect(acris!.mode).toBe('unavailable');
    expect(acris!.problem).toContain('636b-3b5g');
  });

  it('answers no lots, with the source live and answered, when SODA has no matching contact', async () => {
    const registrationAsks = fake.wheres['tesw-yqqr']?.length ?? 0;
    const response = await server.request({ method: 'GET', url: '/api/owners/search?name=vacant%20lot%20owner', token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.data.results).toEqual([]);
    expect(response.data.sources[0]).toMatchObject({ source: 'hpd', mode: 'live', problem: null });
    // No registration lookup follows an empty contact answer.
    expect(fake.wheres['tesw-yqqr']?.length ?? 0).toBe(registrationAsks);
  });

  it('treats a malformed or empty answer as no data, never a 500', async () => {
    const malformed = await server.request({ method: 'GET', url: '/api/owners/search?name=nobody%20here', token: user.token });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.data.results).toEqual([]);
    expect(malformed.data.sources.map((source: { mode: string }) => source.mode)).toEqual(['unavailable', 'unavailable']);
  });
});
