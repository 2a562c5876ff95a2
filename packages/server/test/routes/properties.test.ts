import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { fillPropertyAddressKeys } from '../../src/db/backfills';
import { properties } from '../../src/db/schema';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { addProperty, HALSEY_STREET, insertDemoProperty, joinOrganization } from '../propertyFixtures';

let server: TestServer;
let ann: TestUser; // hunter: no property limit
let bob: TestUser; // another team
let admin: TestUser;
let demoOwner: TestUser;
let demoId: number;

beforeAll(async () => {
  server = await startTestServer();
  [ann, bob, admin, demoOwner] = await Promise.all([
    server.registerAndLogin('ann', { tier: 'hunter' }),
    server.registerAndLogin('bob', { tier: 'hunter' }),
    server.registerAndLogin('root', { role: 'admin' }),
    server.registerAndLogin('demo owner', { tier: 'hunter' }),
  ]);
  demoId = await insertDemoProperty(server, demoOwner, {
    address: '77 Grand Concourse',
    city: 'Bronx',
    state: 'NY',
    zip: '10451',
    borough: 'BX',
    purchasePrice: 640_000,
    monthlyRent: 6_400,
  });
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/properties', () => {
  it('creates the property in the caller’s own organization with engine metrics', async () => {
    const created = await addProperty(server, ann, { userId: ann.id, organizationId: ann.organizationId, capRate: 99 });
    expect(created).toMatchObject({
      address: '418 Halsey Street',
      city: 'Brooklyn',
      userId: ann.id,
      organizationId: ann.organizationId,
      isDemo: false,
      metricsCalculated: true,
      metricsError: null,
      // costs sized from the property (see propertyMetrics.test.ts): tax estimate 1 % = 12,500,
      // insurance 6 units × 1,200 = 7,200, maintenance 18,000, management 13,680 → NOI = 171,000 − 51,380
      annualNOI: 119_620,
      // Brooklyn (its city): 312,500 down + NYC buyer closing costs 32,660 (no building class: other property)
      totalCashInvested: 345_160,
      // a stated figure is kept as stated (the cash-flow audit checks it)
      capRate: 99,
      // 1,250,000 ÷ 4,800 sq ft
      pricePerSqFt: 260.42,
    });
    expect(typeof created.id).toBe('number');
  });

  it('explains missing rent instead of computing metrics', async () => {
    const created = await addProperty(server, ann, { address: '1 Vacant Lot Lane', monthlyRent: undefined });
    expect(created.metricsCalculated).toBe(false);
    expect(created.metricsError).toMatch(/^Add the monthly rent to see cash flow/);
    expect(created.capRate).toBeNull();
  });

  it('rejects missing address, city and state with a field per problem', async () => {
    const response = await server.request({ method: 'POST', url: '/api/properties', token: ann.token, payload: { zip: '1123' } });
    expect(response.statusCode).toBe(400);
    expect(response.data.code).toBe('VALIDATION_FAILED');
    expect(response.data.fields).toMatchObject({
      'body.address': 'Address is required',
      'body.city': 'City is required',
      'body.state': 'State is required',
      'body.zip': 'must be a 5-digit ZIP code (or ZIP+4)',
    });
  });

  it('rejects negative money, fractional units and a wrong-typed price', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/properties',
      token: ann.token,
      payload: { ...HALSEY_STREET, purchasePrice: -5, units: 2.5, monthlyRent: 'lots', yearBuilt: 1200 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.data.fields).sort()).toEqual(['body.monthlyRent', 'body.purchasePrice', 'body.units', 'body.yearBuilt']);
  });

  it('needs a session', async () => {
    const response = await server.request({ method: 'POST', url: '/api/properties', payload: HALSEY_STREET });
    expect(response.statusCode).toBe(401);
    expect(response.data.code).toBe('UNAUTHENTICATED');
  });

  it('never trusts a hard-coded organization or someone else’s user id', async () => {
    const foreignOrg = await server.request({ method: 'POST', url: '/api/properties', token: bob.token, payload: { ...HALSEY_STREET, organizationId: ann.organizationId } });
    expect(foreignOrg.statusCode).toBe(404);
    const viaHeader = await server.request({
      method: 'POST',
      url: '/api/properties',
      token: bob.token,
      headers: { 'x-organization-id': String(ann.organizationId) },
      payload: HALSEY_STREET,
    });
    expect(viaHeader.statusCode).toBe(404);
    const badHeader = await server.request({ method: 'POST', url: '/api/properties', token: bob.token, headers: { 'x-organization-id': 'abc' }, payload: HALSEY_STREET });
    expect(badHeader.statusCode).toBe(400);
    const otherUser = await server.request({ method: 'POST', url: '/api/properties', token: bob.token, payload: { ...HALSEY_STREET, userId: ann.id } });
    expect(otherUser.statusCode).toBe(403);
    const mismatch = await server.request({
      method: 'POST',
      url: '/api/properties',
      token: bob.token,
      headers: { 'x-organization-id': String(bob.organizationId) },
      payload: { ...HALSEY_STREET, organizationId: ann.organizationId },
    });
    expect(mismatch.statusCode).toBe(400);
  });

  it('a pending invitation does not open an organization (403)', async () => {
    const pat = await server.registerAndLogin('pat', { tier: 'hunter' });
    const invited = await server.request({ method: 'POST', url: `/api/organizations/${ann.organizationId}/invite`, token: ann.token, payload: { email: pat.email, role: 'analyst' } });
    expect(invited.statusCode).toBe(201);
    const response = await server.request({ method: 'POST', url: '/api/properties', token: pat.token, payload: { ...HALSEY_STREET, organizationId: ann.organizationId } });
    expect(response.statusCode).toBe(403);
  });

  it('enforces the plan’s property limit with 403 TIER_LIMIT (scout: 3)', async () => {
    const scout = await server.registerAndLogin('sam');
    for (let i = 1; i <= 3; i += 1) await addProperty(server, scout, { address: `${i} Scout Street` });
    const fourth = await server.request({ method: 'POST', url: '/api/properties', token: scout.token, payload: { ...HALSEY_STREET, address: '4 Scout Street' } });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.data.code).toBe('TIER_LIMIT');
    expect(fourth.data.message).toContain('Scout plan allows 3 properties');
  });
});

describe('reading properties', () => {
  let annPropertyId: number;
  beforeAll(async () => {
    annPropertyId = (await addProperty(server, ann, { address: '9 Private Place' })).id;
  });

  it('GET /api/properties lists the selected organization only', async () => {
    const mine = await server.request({ method: 'GET', url: '/api/properties', token: ann.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.data.some((p: any) => p.id === annPropertyId)).toBe(true);
    expect(mine.data.every((p: any) => p.organizationId === ann.organizationId)).toBe(true);
    const theirs = await server.request({ method: 'GET', url: '/api/properties', token: bob.token });
    expect(theirs.data.some((p: any) => p.id === annPropertyId)).toBe(false);
    const peek = await server.request({ method: 'GET', url: `/api/properties?organizationId=${ann.organizationId}`, token: bob.token });
    expect(peek.statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: '/api/properties' })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/properties?limit=0', token: ann.token })).statusCode).toBe(400);
  });

  it('GET /api/properties/detail/{id}: own and demo yes, another team’s 404', async () => {
    const own = await server.request({ method: 'GET', url: `/api/properties/detail/${annPropertyId}`, token: ann.token });
    expect(own.statusCode).toBe(200);
    expect(own.data.address).toBe('9 Private Place');
    expect((await server.request({ method: 'GET', url: `/api/properties/detail/${annPropertyId}`, token: bob.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/api/properties/detail/${demoId}`, token: bob.token })).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/properties/detail/abc', token: ann.token })).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: `/api/properties/detail/${annPropertyId}` })).statusCode).toBe(401);
  });

  it('GET /api/properties/{userId}: self or system admin only', async () => {
    const own = await server.request({ method: 'GET', url: `/api/properties/${ann.id}`, token: ann.token });
    expect(own.statusCode).toBe(200);
    expect(own.data.every((p: any) => p.userId === ann.id)).toBe(true);
    expect((await server.request({ method: 'GET', url: `/api/properties/${ann.id}`, token: bob.token })).statusCode).toBe(403);
    const asAdmin = await server.request({ method: 'GET', url: `/api/properties/${ann.id}`, token: admin.token });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.data.length).toBe(own.data.length);
  });
});

describe('changing and deleting', () => {
  it('PUT recomputes the metrics; another team gets 404 and nothing changes', async () => {
    const created = await addProperty(server, ann, { address: '12 Change Street' });
    const foreign = await server.request({ method: 'PUT', url: `/api/properties/${created.id}`, token: bob.token, payload: { monthlyRent: 1 } });
    expect(foreign.statusCode).toBe(404);
    const updated = await server.request({ method: 'PUT', url: `/api/properties/${created.id}`, token: ann.token, payload: { monthlyRent: 12_000 } });
    expect(updated.statusCode).toBe(200);
    expect(updated.data.id).toBe(created.id);
    expect(updated.data.monthlyRent).toBe(12_000);
    // EGI = 12,000 × 0.95 × 12 = 136,800; maintenance = max(12,500, 14,400) = 14,400;
    // management 8 % = 10,944; opex = 12,500 tax estimate + 7,200 insurance (6 units) + 14,400 + 10,944 = 45,044
    // NOI = 91,756; cap = 91,756 ÷ 1,250,000 = 7.3405 %
    expect(updated.data.annualNOI).toBe(91_756);
    expect(updated.data.capRate).toBe(7.3405);
    const empty = await server.request({ method: 'PUT', url: `/api/properties/${created.id}`, token: ann.token, payload: {} });
    expect(empty.statusCode).toBe(400);
    const bad = await server.request({ method: 'PUT', url: `/api/properties/${created.id}`, token: ann.token, payload: { units: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields['body.units']).toBe('must be zero or more');
    expect((await server.request({ method: 'PUT', url: `/api/properties/${created.id}`, payload: { units: 1 } })).statusCode).toBe(401);
  });

  it('a demo property of another team is read-only (403)', async () => {
    const response = await server.request({ method: 'PUT', url: `/api/properties/${demoId}`, token: bob.token, payload: { units: 3 } });
    expect(response.statusCode).toBe(403);
    expect((await server.request({ method: 'DELETE', url: `/api/properties/${demoId}`, token: bob.token })).statusCode).toBe(403);
  });

  it('an analyst may change only their own properties; an admin member any', async () => {
    const owner = await server.registerAndLogin('olga', { tier: 'hunter' });
    const analyst = await server.registerAndLogin('andy', { tier: 'hunter' });
    const teamAdmin = await server.registerAndLogin('ada', { tier: 'hunter' });
    await joinOrganization(server, owner, analyst, 'analyst');
    await joinOrganization(server, owner, teamAdmin, 'admin');
    const ownersProperty = await addProperty(server, owner, { address: '5 Team Terrace' });
    const denied = await server.request({ method: 'PUT', url: `/api/properties/${ownersProperty.id}`, token: analyst.token, payload: { units: 7 } });
    expect(denied.statusCode).toBe(403);
    const analystsOwn = await server.request({
      method: 'POST',
      url: '/api/properties',
      token: analyst.token,
      headers: { 'x-organization-id': String(owner.organizationId) },
      payload: { ...HALSEY_STREET, address: '6 Team Terrace' },
    });
    expect(analystsOwn.statusCode).toBe(201);
    expect(analystsOwn.data.organizationId).toBe(owner.organizationId);
    expect((await server.request({ method: 'PUT', url: `/api/properties/${analystsOwn.data.id}`, token: analyst.token, payload: { units: 7 } })).statusCode).toBe(200);
    expect((await server.request({ method: 'PUT', url: `/api/properties/${ownersProperty.id}`, token: teamAdmin.token, payload: { units: 8 } })).statusCode).toBe(200);
  });

  it('DELETE removes it; another team gets 404 and cannot delete', async () => {
    const created = await addProperty(server, ann, { address: '13 Gone Street' });
    expect((await server.request({ method: 'DELETE', url: `/api/properties/${created.id}`, token: bob.token })).statusCode).toBe(404);
    const deleted = await server.request({ method: 'DELETE', url: `/api/properties/${created.id}`, token: ann.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data).toEqual({ id: created.id, deleted: true });
    expect((await server.request({ method: 'GET', url: `/api/properties/detail/${created.id}`, token: ann.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'DELETE', url: `/api/properties/${created.id}`, token: ann.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'DELETE', url: `/api/properties/${created.id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/properties/search', () => {
  it('finds a demo property without login, whatever the spelling, with engine metrics', async () => {
    for (const address of ['77 Grand Concourse, Bronx, NY 10451', '77 grand concourse', '77 GRAND CONCOURSE bronx ny 10451']) {
      const response = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(address)}&_cache=123` });
      expect(response.statusCode, address).toBe(200);
      expect(response.data.id).toBe(demoId);
    }
    const found = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent('77 Grand Concourse')}` });
    // rent 6,400: EGI 72,960; tax estimate 1 % = 6,400 (no assessment); insurance 1,200 (1 unit assumed);
    // maintenance max(6,400, 7,680) = 7,680; management 5,836.80
    // opex = 6,400 + 1,200 + 7,680 + 5,836.80 = 21,116.80; NOI = 51,843.20; cap = 8.1005 %
    expect(found.data).toMatchObject({ metricsCalculated: true, metricsError: null, annualNOI: 51_843.2, capRate: 8.1005, isDemo: true });
  });

  it('answers 404 NOT_FOUND for an unknown address and 400 for a blank one', async () => {
    const missing = await server.request({ method: 'GET', url: '/api/properties/search?address=1%20Nowhere%20Road' });
    expect(missing.statusCode).toBe(404);
    expect(missing.data).toMatchObject({ code: 'NOT_FOUND', notFound: { reason: 'offline', live: 'off', candidates: [] } });
    const blank = await server.request({ method: 'GET', url: '/api/properties/search?address=%20%20' });
    expect(blank.statusCode).toBe(400);
    expect(blank.data.fields['query.address']).toBe('Please enter an address to search.');
    expect((await server.request({ method: 'GET', url: '/api/properties/search' })).statusCode).toBe(400);
  });

  it('finds a team’s own property only for its members', async () => {
    await addProperty(server, ann, { address: '31-15 Ditmars Blvd', city: 'Astoria', zip: '11105' });
    const url = `/api/properties/search?address=${encodeURIComponent('31-15 Ditmars Boulevard, Astoria, NY 11105')}`;
    expect((await server.request({ method: 'GET', url, token: ann.token })).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url, token: bob.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('a member finds their own organization’s copy of an address before the demo one', async () => {
    const own = await addProperty(server, ann, { address: '77 Grand Concourse', city: 'Bronx', zip: '10451' });
    const url = `/api/properties/search?address=${encodeURIComponent('77 Grand Concourse, Bronx, NY 10451')}`;
    expect((await server.request({ method: 'GET', url, token: ann.token })).data.id).toBe(own.id);
    expect((await server.request({ method: 'GET', url, token: bob.token })).data.id).toBe(demoId);
  });

  it('prefers the ZIP named in the query when one street address exists twice', async () => {
    const queensId = await insertDemoProperty(server, demoOwner, { address: '100 Main Street', city: 'Flushing', state: 'NY', zip: '11354' });
    const statenId = await insertDemoProperty(server, demoOwner, { address: '100 Main Street', city: 'Staten Island', state: 'NY', zip: '10307' });
    const si = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent('100 Main St, Staten Island, NY 10307')}` });
    expect(si.data.id).toBe(statenId);
    const q = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent('100 Main St, Flushing, NY 11354')}` });
    expect(q.data.id).toBe(queensId);
  });
});

describe('stored addresses are keyed by the NYC canonical street', () => {
  it('finds a stored property however its ordinal or abbreviation is written', async () => {
    const ninth = await addProperty(server, ann, { address: '866 Ninth Avenue', city: 'New York', zip: '10019' });
    const fort = await addProperty(server, ann, { address: '7011 Ft Hamilton Pkwy', city: 'Brooklyn', zip: '11228' });
    for (const [typed, id] of [
      ['866 9th Ave, New York, NY 10019', ninth.id],
      ['866 ninth avenue', ninth.id],
      ['866 NINTH AV', ninth.id],
      ['7011 Fort Hamilton Parkway, Brooklyn', fort.id],
      ['7011 ft hamilton pkwy', fort.id],
    ] as const) {
      const found = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(typed)}`, token: ann.token });
      expect(found.statusCode, typed).toBe(200);
      expect(found.data.id, typed).toBe(id);
    }
    const suggested = await server.request({ method: 'GET', url: `/api/addresses/suggest?q=${encodeURIComponent('866 9th av')}`, token: ann.token });
    expect(suggested.data).toEqual([expect.objectContaining({ propertyId: ninth.id, address: '866 Ninth Avenue', source: 'property' })]);
  });

  it('refills keys a migration emptied when the database is migrated, and search works again', async () => {
    const stored = await addProperty(server, ann, { address: '100 Fifth Avenue', city: 'New York', zip: '10011' });
    await server.db.update(properties).set({ addressNormalized: '' }).where(eq(properties.id, stored.id));
    const url = `/api/properties/search?address=${encodeURIComponent('100 5th Ave, New York, NY 10011')}`;
    expect((await server.request({ method: 'GET', url, token: ann.token })).statusCode).toBe(404);
    await server.database.migrate();
    const [row] = await server.db.select({ key: properties.addressNormalized }).from(properties).where(eq(properties.id, stored.id));
    expect(row?.key).toBe('100 5 avenue');
    expect((await server.request({ method: 'GET', url, token: ann.token })).data.id).toBe(stored.id);
  });

  it('fills empty keys in batches and leaves set keys alone', async () => {
    const ids = await Promise.all(
      Array.from({ length: 7 }, (_, i) => addProperty(server, ann, { address: `${i + 1} West Twenty-Third Street`, zip: '10010' }).then((p) => p.id as number)),
    );
    await server.db.update(properties).set({ addressNormalized: '' }).where(inArray(properties.id, ids.slice(0, 5)));
    expect(await fillPropertyAddressKeys(server.db, 2)).toBe(5);
    const rows = await server.db.select({ id: properties.id, key: properties.addressNormalized }).from(properties).where(inArray(properties.id, ids));
    expect(rows.map((r) => r.key).sort()).toEqual(ids.map((_, i) => `${i + 1} west 23 street`).sort());
    expect(await fillPropertyAddressKeys(server.db, 2)).toBe(0);
  });
});

describe('GET /api/addresses/suggest', () => {
  it('suggests at most 10 known addresses by prefix', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => insertDemoProperty(server, demoOwner, { address: `${200 + i} Suggest Avenue`, city: 'Brooklyn', state: 'NY', zip: '11215' })),
    );
    const response = await server.request({ method: 'GET', url: '/api/addresses/suggest?q=2' });
    expect(response.statusCode).toBe(200);
    expect(response.data).toHaveLength(10);
    const narrow = await server.request({ method: 'GET', url: '/api/addresses/suggest?q=205%20sugg' });
    expect(narrow.data).toEqual([
      expect.objectContaining({ address: '205 Suggest Avenue', label: '205 Suggest Avenue, Brooklyn, NY 11215' }),
    ]);
    expect((await server.request({ method: 'GET', url: '/api/addresses/suggest?q=' })).statusCode).toBe(400);
  });

  it('never suggests another team’s private address', async () => {
    await addProperty(server, ann, { address: '4242 Secret Lane' });
    expect((await server.request({ method: 'GET', url: '/api/addresses/suggest?q=4242', token: bob.token })).data).toEqual([]);
    expect((await server.request({ method: 'GET', url: '/api/addresses/suggest?q=4242', token: ann.token })).data).toHaveLength(1);
  });
});

describe('POST /api/properties/import', () => {
  const csv = [
    'Address,City,State,Zip,Property Type,Units,Year Built,Square Feet,Purchase Price,Monthly Rent',
    '10 Import Street,Brooklyn,NY,11216,multi-family,4,1925,3200,"$980,000",9800',
    '11 Import Street,Brooklyn,NY,11216,single-family,1,1950,1800,850000,',
  ].join('\n');

  it('imports CSV text in one go with engine metrics', async () => {
    const response = await server.request({ method: 'POST', url: '/api/properties/import', token: ann.token, headers: { 'content-type': 'text/csv' }, payload: csv });
    expect(response.statusCode).toBe(201);
    expect(response.data).toMatchObject({ inserted: 2, errors: [] });
    const [first, second] = await Promise.all(
      response.data.ids.map((id: number) => server.request({ method: 'GET', url: `/api/properties/detail/${id}`, token: ann.token })),
    );
    expect(first!.data).toMatchObject({ address: '10 Import Street', purchasePrice: 980_000, units: 4, metricsCalculated: true });
    expect(second!.data).toMatchObject({ metricsCalculated: false });
  });

  it('imports JSON rows with snake_case columns', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/properties/import',
      token: ann.token,
      payload: { rows: [{ address: '20 Json Road', city: 'Bronx', state: 'NY', purchase_price: 500000, monthly_rent: 4200 }] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.data.inserted).toBe(1);
  });

  it('is all or nothing: one bad row means nothing is inserted and every problem is listed', async () => {
    const before = (await server.request({ method: 'GET', url: '/api/properties', token: bob.token })).data.length;
    const bad = ['address,city,state,units', '1 Good Street,Brooklyn,NY,2', ',Brooklyn,NY,2', '3 Bad Street,Brooklyn,NY,two'].join('\n');
    const response = await server.request({ method: 'POST', url: '/api/properties/import', token: bob.token, headers: { 'content-type': 'text/csv' }, payload: bad });
    expect(response.statusCode).toBe(400);
    expect(response.data.code).toBe('IMPORT_INVALID');
    expect(response.data.inserted).toBe(0);
    expect(response.data.errors).toEqual([
      expect.objectContaining({ line: 3, field: 'address' }),
      expect.objectContaining({ line: 4, field: 'units' }),
    ]);
    expect((await server.request({ method: 'GET', url: '/api/properties', token: bob.token })).data.length).toBe(before);
  });

  it('refuses a file missing a required column, an empty body, and a visitor', async () => {
    const noCity = await server.request({ method: 'POST', url: '/api/properties/import', token: ann.token, headers: { 'content-type': 'text/csv' }, payload: 'address,state\n1 A St,NY' });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.data.errors[0].line).toBe(1);
    const empty = await server.request({ method: 'POST', url: '/api/properties/import', token: ann.token, payload: { rows: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.fields['body.rows']).toBe('Send at least one row');
    const neither = await server.request({ method: 'POST', url: '/api/properties/import', token: ann.token, payload: {} });
    expect(neither.data.fields['body.csv']).toContain('Send CSV text');
    const blankCsv = await server.request({ method: 'POST', url: '/api/properties/import', token: ann.token, headers: { 'content-type': 'text/csv' }, payload: '' });
    expect(blankCsv.statusCode).toBe(400);
    expect((await server.request({ method: 'POST', url: '/api/properties/import', headers: { 'content-type': 'text/csv' }, payload: csv })).statusCode).toBe(401);
  });

  it('counts the whole import against the plan limit', async () => {
    const scout = await server.registerAndLogin('sid');
    const four = ['address,city,state', '1 A St,Bronx,NY', '2 A St,Bronx,NY', '3 A St,Bronx,NY', '4 A St,Bronx,NY'].join('\n');
    const response = await server.request({ method: 'POST', url: '/api/properties/import', token: scout.token, headers: { 'content-type': 'text/csv' }, payload: four });
    expect(response.statusCode).toBe(403);
    expect(response.data.code).toBe('TIER_LIMIT');
    expect((await server.request({ method: 'GET', url: '/api/properties', token: scout.token })).data).toEqual([]);
  });
});
