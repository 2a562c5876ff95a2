/**
 * The first hour of a new investor, server side: an uploaded property (form or CSV) lands in
 * the selected organization's portfolio and counts once against the plan; a CSV with bad rows
 * is refused whole by default and imports the valid rows when asked (`skipInvalid`); the first
 * real account of an empty installation becomes the system admin, exactly one of two racing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '../harness';
import { HALSEY_STREET, insertDemoProperty } from '../propertyFixtures';

const CSV_ONE_BAD_ROW = [
  'address,city,state,zip,units,purchase_price,monthly_rent',
  '10 Upload Street,Brooklyn,NY,11216,4,980000,9800',
  ',Brooklyn,NY,11216,2,500000,4000',
  '12 Upload Street,Brooklyn,NY,11216,2,650000,5200',
].join('\n');

describe('uploads land in the selected organization’s portfolio', () => {
  let server: TestServer;
  let ann: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    ann = await server.registerAndLogin('ann', { tier: 'hunter' });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const portfolioAddresses = async (user: TestUser, organizationId = user.organizationId) => {
    const list = await server.request({ method: 'GET', url: '/api/portfolio', token: user.token, headers: { 'x-organization-id': String(organizationId) } });
    expect(list.statusCode).toBe(200);
    return (list.data.items as { address: string; organizationId: number }[]).map((card) => card.address);
  };

  it('a property added by form is a portfolio card of the organization it was added in', async () => {
    const created = await server.request({ method: 'POST', url: '/api/properties', token: ann.token, payload: { ...HALSEY_STREET, address: '1 Form Street' } });
    expect(created.statusCode).toBe(201);
    expect(await portfolioAddresses(ann)).toContain('1 Form Street');
    const status = await server.request({ method: 'GET', url: `/api/portfolio/${created.data.id}/status`, token: ann.token });
    expect(status.data.isInPortfolio).toBe(true);
    // adding it again by hand is the usual 409, not a second card
    const again = await server.request({ method: 'POST', url: '/api/portfolio', token: ann.token, payload: { propertyId: created.data.id } });
    expect(again.statusCode).toBe(409);
  });

  it('an upload goes into the selected organization, not the personal one', async () => {
    const team = await server.request({ method: 'POST', url: '/api/organizations', token: ann.token, payload: { name: 'Ann Capital' } });
    expect(team.statusCode, team.body).toBe(201);
    const teamId = team.data.organizationId as number;
    const created = await server.request({
      method: 'POST',
      url: '/api/properties',
      token: ann.token,
      headers: { 'x-organization-id': String(teamId) },
      payload: { ...HALSEY_STREET, address: '2 Team Street' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await portfolioAddresses(ann, teamId)).toEqual(['2 Team Street']);
    expect(await portfolioAddresses(ann)).not.toContain('2 Team Street');
  });

  it('a CSV import puts every inserted row in the portfolio', async () => {
    const csv = ['address,city,state', '3 Csv Street,Bronx,NY', '4 Csv Street,Bronx,NY'].join('\n');
    const response = await server.request({ method: 'POST', url: '/api/properties/import', token: ann.token, headers: { 'content-type': 'text/csv' }, payload: csv });
    expect(response.statusCode).toBe(201);
    expect(response.data.inserted).toBe(2);
    expect(await portfolioAddresses(ann)).toEqual(expect.arrayContaining(['3 Csv Street', '4 Csv Street']));
  });

  it('the plan’s property limit counts an uploaded property once (scout: 3 uploads, then refused)', async () => {
    const scout = await server.registerAndLogin('sid');
    for (const n of [1, 2, 3]) {
      const created = await server.request({ method: 'POST', url: '/api/properties', token: scout.token, payload: { ...HALSEY_STREET, address: `${n} Scout Street` } });
      expect(created.statusCode).toBe(201);
    }
    const subscription = await server.request({ method: 'GET', url: '/api/subscription', token: scout.token });
    expect(subscription.data.usage.properties).toBe(3);
    const fourth = await server.request({ method: 'POST', url: '/api/properties', token: scout.token, payload: { ...HALSEY_STREET, address: '4 Scout Street' } });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.data.code).toBe('TIER_LIMIT');
    expect(fourth.data.message).toContain('you have 3');
  });

  it('a kept demo property and an upload share one allowance', async () => {
    const scout = await server.registerAndLogin('sue');
    const owner = await server.registerAndLogin('demo owner', { tier: 'hunter' });
    const demoIds = await Promise.all([1, 2].map((n) => insertDemoProperty(server, owner, { address: `${n} Shared Lane`, city: 'Bronx', state: 'NY' })));
    for (const id of demoIds) {
      expect((await server.request({ method: 'POST', url: '/api/portfolio', token: scout.token, payload: { propertyId: id } })).statusCode).toBe(201);
    }
    const upload = await server.request({ method: 'POST', url: '/api/properties', token: scout.token, payload: { ...HALSEY_STREET, address: '3 Shared Lane' } });
    expect(upload.statusCode).toBe(201);
    const over = await server.request({ method: 'POST', url: '/api/properties', token: scout.token, payload: { ...HALSEY_STREET, address: '4 Shared Lane' } });
    expect(over.data.code).toBe('TIER_LIMIT');
  });
});

describe('CSV import with bad rows', () => {
  let server: TestServer;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    bob = await server.registerAndLogin('bob', { tier: 'hunter' });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const propertyCount = async () => (await server.request({ method: 'GET', url: '/api/properties', token: bob.token })).data.length as number;

  it('by default imports nothing and lists the bad row by line and reason', async () => {
    const before = await propertyCount();
    const response = await server.request({ method: 'POST', url: '/api/properties/import', token: bob.token, headers: { 'content-type': 'text/csv' }, payload: CSV_ONE_BAD_ROW });
    expect(response.statusCode).toBe(400);
    expect(response.data).toMatchObject({ code: 'IMPORT_INVALID', inserted: 0, errorCount: 1 });
    expect(response.data.errors).toEqual([expect.objectContaining({ line: 3, field: 'address' })]);
    expect(await propertyCount()).toBe(before);
  });

  it('with skipInvalid=true imports the valid rows, skips the bad one and says which', async () => {
    const before = await propertyCount();
    const response = await server.request({
      method: 'POST',
      url: '/api/properties/import?skipInvalid=true',
      token: bob.token,
      headers: { 'content-type': 'text/csv' },
      payload: CSV_ONE_BAD_ROW,
    });
    expect(response.statusCode).toBe(201);
    expect(response.data).toMatchObject({ inserted: 2, skipped: 1, errorCount: 1 });
    expect(response.data.errors).toEqual([expect.objectContaining({ line: 3, field: 'address' })]);
    expect(await propertyCount()).toBe(before + 2);
    const portfolio = await server.request({ method: 'GET', url: '/api/portfolio', token: bob.token });
    expect(portfolio.data.items.map((card: { address: string }) => card.address)).toEqual(expect.arrayContaining(['10 Upload Street', '12 Upload Street']));
  });

  it('a row with several problems is skipped once (JSON rows, skipInvalid in the body)', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/properties/import',
      token: bob.token,
      payload: {
        skipInvalid: true,
        rows: [
          { address: '20 Json Road', city: 'Bronx', state: 'NY' },
          { address: '', city: '', state: 'NY', units: 'many' },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.data.inserted).toBe(1);
    expect(response.data.skipped).toBe(1);
    expect(response.data.errorCount).toBeGreaterThan(1);
  });

  it('skipInvalid never imports a file whose header is broken, or one with no valid row', async () => {
    const before = await propertyCount();
    const noCity = await server.request({
      method: 'POST',
      url: '/api/properties/import?skipInvalid=true',
      token: bob.token,
      headers: { 'content-type': 'text/csv' },
      payload: 'address,state\n1 A St,NY',
    });
    expect(noCity.statusCode).toBe(400);
    const allBad = await server.request({
      method: 'POST',
      url: '/api/properties/import?skipInvalid=true',
      token: bob.token,
      headers: { 'content-type': 'text/csv' },
      payload: 'address,city,state\n,Bronx,NY\n,Bronx,NY',
    });
    expect(allBad.statusCode).toBe(400);
    expect(allBad.data.inserted).toBe(0);
    expect(await propertyCount()).toBe(before);
  });

  it('refuses a skipInvalid that is not true or false, naming it', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/properties/import?skipInvalid=yes',
      token: bob.token,
      headers: { 'content-type': 'text/csv' },
      payload: CSV_ONE_BAD_ROW,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.data.fields ?? {})).toContain('query.skipInvalid');
  });
});

describe('first admin', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ config: { firstAccountAdmin: true } });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const register = (name: string) =>
    server.request({ method: 'POST', url: '/api/auth/register', payload: { fullName: name, email: `${name}@example.test`, password: TEST_PASSWORD } });

  it('a fresh installation says that the first account becomes the admin (the demo account does not count)', async () => {
    const status = await server.request({ method: 'GET', url: '/api/auth/installation' });
    expect(status.statusCode).toBe(200);
    expect(status.data).toEqual({ hasAdmin: false, firstAccountBecomesAdmin: true });
  });

  it('of five first registrations at once, exactly one becomes the admin', async () => {
    const names = ['first', 'second', 'third', 'fourth', 'fifth'];
    const answers = await Promise.all(names.map(register));
    expect(answers.map((answer) => answer.statusCode)).toEqual(names.map(() => 201));
    expect(answers.filter((answer) => answer.data.becameAdmin === true)).toHaveLength(1);
    const roles = await Promise.all(
      names.map(async (name) => {
        const login = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: `${name}@example.test`, password: TEST_PASSWORD } });
        return (await server.request({ method: 'GET', url: '/api/auth/me', token: login.data.token })).data.role as string;
      }),
    );
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
    const status = await server.request({ method: 'GET', url: '/api/auth/installation' });
    expect(status.data).toEqual({ hasAdmin: true, firstAccountBecomesAdmin: false });
  });

  it('later registrations are plain users', async () => {
    const later = await register('sixth');
    expect(later.statusCode).toBe(201);
    expect(later.data.becameAdmin).toBe(false);
  });

  it('with REI_FIRST_ACCOUNT_ADMIN off no sign-up becomes the admin', async () => {
    const closed = await startTestServer({ config: { firstAccountAdmin: false } });
    try {
      const status = await closed.request({ method: 'GET', url: '/api/auth/installation' });
      expect(status.data).toEqual({ hasAdmin: false, firstAccountBecomesAdmin: false });
      const first = await closed.request({ method: 'POST', url: '/api/auth/register', payload: { fullName: 'Zoe', email: 'zoe@example.test', password: TEST_PASSWORD } });
      expect(first.data.becameAdmin).toBe(false);
    } finally {
      await closed.close();
    }
  });
});
