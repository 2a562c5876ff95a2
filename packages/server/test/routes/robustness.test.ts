import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../src/contract';
import { startTestServer, type TestServer } from '../harness';
import { runOrganizationAuditJob } from '../jobs/jobsSupport';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    beforeReady(app) {
      app.get('/api/test/crash', async () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      });
      app.get('/api/test/type-error', async () => {
        const missing = undefined as unknown as { property: { deeper: number } };
        return { value: missing.property.deeper };
      });
    },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('bad input and failure', () => {
  it('answers an unknown route with 404 JSON', async () => {
    const response = await server.request({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.data).toEqual({ message: 'No route for GET /api/nothing-here', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.data).toEqual({ message: 'The request body is not valid JSON', code: 'INVALID_JSON' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'x'.repeat(1024 * 1024 + 10), email: 'big@example.test', password: 'long-enough-pw' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.data.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
    expect(response.data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a missing body as a validation error, not a crash', async () => {
    const response = await server.request({ method: 'POST', url: '/api/auth/register' });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.data).code).toBe('VALIDATION_FAILED');
  });

  it('turns a crash inside a request into a generic 500 without details, and keeps serving', async () => {
    for (const url of ['/api/test/crash', '/api/test/type-error']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.data).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' });
      expect(response.body).not.toMatch(/secret|srv|stack|at /);
    }
    expect((await server.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('checks in the order validate, authenticate, then organization role', async () => {
    const invalidAnonymous = await server.request({ method: 'POST', url: '/api/organizations/1/invite', payload: { email: 'nope' } });
    expect(invalidAnonymous.statusCode).toBe(400);
    const validAnonymous = await server.request({ method: 'POST', url: '/api/organizations/1/invite', payload: { email: 'a@example.test' } });
    expect(validAnonymous.statusCode).toBe(401);
    const outsider = await server.registerAndLogin('outsider');
    const otherOrganization = outsider.organizationId + 1000;
    const validOutsider = await server.request({ method: 'POST', url: `/api/organizations/${otherOrganization}/invite`, token: outsider.token, payload: { email: 'a@example.test' } });
    expect(validOutsider.statusCode).toBe(404);
  });

  it('answers health with the database kind', async () => {
    const response = await server.request({ method: 'GET', url: '/api/health' });
    expect(response.data).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('no input answers 5xx', () => {
  const UNSTORABLE = /cannot be stored/;
  const place = { address: '1 Test Street', city: 'Brooklyn', state: 'NY' };

  it('refuses a NUL or a lone surrogate in any body string with 400 naming the field', async () => {
    const nulName = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Nul\u0000Name', email: 'nul@example.test', password: 'long-enough-pw' },
    });
    expect(nulName.statusCode).toBe(400);
    expect(nulName.data.fields['body.fullName']).toMatch(UNSTORABLE);

    const user = await server.registerAndLogin('surrogate', { tier: 'hunter' });
    const loneHigh = await server.request({ method: 'POST', url: '/api/properties', token: user.token, payload: { ...place, address: 'Half \uD83D pair' } });
    expect(loneHigh.statusCode).toBe(400);
    expect(loneHigh.data.fields).toEqual({ 'body.address': expect.stringMatching(UNSTORABLE) });
    const loneLow = await server.request({ method: 'POST', url: '/api/properties', token: user.token, payload: { ...place, city: '\uDE00x' } });
    expect(loneLow.data.fields['body.city']).toMatch(UNSTORABLE);
    // a whole pair is an ordinary character (an emoji) and is stored
    const pair = await server.request({ method: 'POST', url: '/api/properties', token: user.token, payload: { ...place, address: 'Emoji \uD83D\uDE00 Street' } });
    expect(pair.statusCode).toBe(201);
    expect(pair.data.address).toBe('Emoji \uD83D\uDE00 Street');
  });

  it('refuses a JSON body whose text holds a \\u0000 escape, nested paths and keys included', async () => {
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a\\u0000@example.test","password":"whatever-it-is"}',
    });
    expect(login.statusCode).toBe(400);
    expect(login.data.fields['body.email']).toMatch(UNSTORABLE);

    const user = await server.registerAndLogin('nested', { tier: 'hunter' });
    const created = await server.request({ method: 'POST', url: '/api/properties', token: user.token, payload: { ...place, purchasePrice: 500_000, monthlyRent: 4_000 } });
    const nested = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: user.token,
      headers: { 'content-type': 'application/json' },
      payload: `{"propertyId":${created.data.id},"strategyType":"buy_hold","inputs":{"notes":"x\\u0000y","ok\\u0000key":1}}`,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.data.fields['body.inputs.notes']).toMatch(UNSTORABLE);
    expect(nested.data.fields['body.inputs.ok\uFFFDkey']).toMatch(UNSTORABLE);
    expect(nested.body).not.toContain('\\u0000');
  });

  it('refuses a NUL in a query string and in an uploaded CSV', async () => {
    const suggest = await server.request({ method: 'GET', url: '/api/addresses/suggest?q=418%00Halsey' });
    expect(suggest.statusCode).toBe(400);
    expect(suggest.data.fields['query.q']).toMatch(UNSTORABLE);

    const user = await server.registerAndLogin('csvnul', { tier: 'hunter' });
    const csv = await server.request({
      method: 'POST',
      url: '/api/properties/import',
      token: user.token,
      headers: { 'content-type': 'text/csv' },
      payload: 'address,city,state\n1 Nul\u0000 Street,Brooklyn,NY\n',
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.data.code).toBe('VALIDATION_FAILED');
    expect(csv.data.fields.body).toMatch(UNSTORABLE);
  });

  it('refuses a body nested deeper than any contract allows, without a stack overflow', async () => {
    const user = await server.registerAndLogin('deep', { tier: 'hunter' });
    const depth = 50_000;
    const response = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: user.token,
      headers: { 'content-type': 'application/json' },
      payload: `{"propertyId":1,"strategyType":"buy_hold","inputs":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.data.fields as Record<string, string>).join(' ')).toMatch(/nested too deeply/);
  });

  it('refuses numbers that do not fit their column, naming the limit', async () => {
    const user = await server.registerAndLogin('bounds', { tier: 'hunter' });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ annualNOI: 1e13 }, 'body.annualNOI', /at most 999,999,999,999\.99/],
      [{ annualNOI: -1e13 }, 'body.annualNOI', /at least -999,999,999,999\.99/],
      [{ purchasePrice: 1e12 }, 'body.purchasePrice', /at most 999,999,999,999\.99/],
      [{ monthlyRent: 9e10 }, 'body.monthlyRent', /at most 83,333,333,333\.33/],
      [{ capRate: 1e8 }, 'body.capRate', /at most 99,999,999\.9999/],
      [{ cashOnCash: -1e8 }, 'body.cashOnCash', /at least -99,999,999\.9999/],
      [{ bathrooms: 10_000 }, 'body.bathrooms', /at most 9,999\.9/],
      [{ lotArea: 3e9 }, 'body.lotArea', /at most 2,147,483,647/],
      [{ bedrooms: 2.5 }, 'body.bedrooms', /whole number/],
    ];
    for (const [fields, path, message] of cases) {
      const response = await server.request({ method: 'POST', url: '/api/properties', token: user.token, payload: { ...place, ...fields } });
      expect(response.statusCode, path).toBe(400);
      expect(response.data.fields[path]).toMatch(message);
    }
    const largest = await server.request({
      method: 'POST',
      url: '/api/properties',
      token: user.token,
      payload: { ...place, purchasePrice: 999_999_999_999.99, monthlyRent: 83_333_333_333.33, bathrooms: 9_999.9, annualNOI: -999_999_999_999.99 },
    });
    expect(largest.statusCode).toBe(201);
    expect(largest.data.purchasePrice).toBe(999_999_999_999.99);
    const page = await server.request({ method: 'GET', url: '/api/properties?offset=3000000000', token: user.token });
    expect(page.statusCode).toBe(400);
    expect(page.data.fields['query.offset']).toMatch(/at most 2,147,483,647/);
  });

  it('stores a rate over a one-cent price as not available instead of overflowing', async () => {
    const user = await server.registerAndLogin('cent', { tier: 'hunter' });
    const response = await server.request({ method: 'POST', url: '/api/properties', token: user.token, payload: { ...place, purchasePrice: 0.01, monthlyRent: 83_333_333_333.33 } });
    expect(response.statusCode).toBe(201);
    expect(response.data.capRate).toBeNull();
    expect(response.data.cashOnCash).toBeNull();
    expect(response.data.annualNOI).toBeGreaterThan(0);
  });

  it('audits an organization whose stated cash flow is a cent (5,000,000 price, 100 rent)', async () => {
    const analyst = await server.registerAndLogin('analyst', { tier: 'hunter' });
    const created = await server.request({
      method: 'POST',
      url: '/api/properties',
      token: analyst.token,
      payload: { ...place, purchasePrice: 5_000_000, monthlyRent: 100, monthlyNetCashFlow: 0.01 },
    });
    expect(created.statusCode).toBe(201);
    const before = await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${analyst.organizationId}`, token: analyst.token });
    expect(before.statusCode).toBe(200);
    expect(before.data.auditDate).toBeNull();
    const run = await runOrganizationAuditJob(server, analyst.token);
    expect(run.statusCode).toBe(200);
    const line = run.data.auditResults.find((r: { propertyId: number }) => r.propertyId === created.data.id);
    // the raw ratio would be about −250,000,000 %; it is reported at the cap, still flagged
    expect(line.discrepancyPercentage).toBe(-1000);
    expect(line.flagged).toBe(true);
    const stored = await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${analyst.organizationId}`, token: analyst.token });
    expect(stored.statusCode).toBe(200);
    expect(stored.data.auditDate).not.toBeNull();
    expect(stored.data.averageDiscrepancy).toBe(1000);
    const single = await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${created.data.id}`, token: analyst.token });
    expect(single.statusCode).toBe(200);
    expect(single.data.discrepancyPercentage).toBe(-1000);
  });

  it('audits and forecasts a property whose figures come from a strategy beyond the property\'s bounds', async () => {
    const user = await server.registerAndLogin('fallback', { tier: 'hunter' });
    const bare = await server.request({ method: 'POST', url: '/api/properties', token: user.token, payload: place });
    const saved = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: user.token,
      payload: { propertyId: bare.data.id, strategyType: 'creative_financing', inputs: { strategy: 'subject_to', propertyValue: 1e12, monthlyRent: 1e12, sellerDebt: 0, existingPayment: 0 } },
    });
    expect(saved.statusCode).toBe(201);
    const audit = await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${bare.data.id}`, token: user.token });
    expect(audit.statusCode).toBe(200);
    // a rent of 1e12 a month is more than a property may hold, so it is not lent to the audit
    expect(audit.data.fallbacksUsed).not.toContain('monthlyRent from the latest saved strategy');
    const forecast = await server.request({ method: 'GET', url: `/api/cash-flow-forecast/property/${bare.data.id}`, token: user.token });
    expect(forecast.statusCode).toBe(422);
  });

  it('refuses a holding period too short to give a finite annualized return', async () => {
    const user = await server.registerAndLogin('infinite', { tier: 'hunter' });
    const created = await server.request({ method: 'POST', url: '/api/properties', token: user.token, payload: { ...place, purchasePrice: 500_000 } });
    const response = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: user.token,
      payload: { propertyId: created.data.id, strategyType: 'fix_flip', inputs: { purchasePrice: 4_805.83, afterRepairValue: 638_605_624, downPaymentPercent: 1e-181, holdingMonths: 5e-324 } },
    });
    expect(response.statusCode).toBe(400);
    // the engine now refuses the vanishing hold itself, naming the field, before any result is computed
    expect(response.data.fields['body.inputs.holdingMonths']).toMatch(/at least 0.1 months/);
  });

  it('accepts only the calculator\'s own inputs for a strategy', async () => {
    const user = await server.registerAndLogin('inputs', { tier: 'hunter' });
    const created = await server.request({ method: 'POST', url: '/api/properties', token: user.token, payload: { ...place, purchasePrice: 500_000, monthlyRent: 4_000 } });
    const save = (strategyType: string, inputs: unknown) =>
      server.request({ method: 'POST', url: '/api/strategies', token: user.token, payload: { propertyId: created.data.id, strategyType, inputs } });

    const unknown = await save('buy_hold', { purchasePrice: 500_000, sellerMood: 'happy' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.fields).toEqual({ 'body.inputs.sellerMood': 'is not an input of the buy_hold calculator' });
    const wrongType = await save('buy_hold', { purchasePrice: '500000', loanTerm: { years: 30 } });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.data.fields).sort()).toEqual(['body.inputs.loanTerm', 'body.inputs.purchasePrice']);
    // a fix & flip input is not a buy & hold input
    const otherCalculator = await save('buy_hold', { rehabCost: 10_000 });
    expect(otherCalculator.data.fields['body.inputs.rehabCost']).toMatch(/not an input/);
    const tooLarge = await save('fix_flip', { purchasePrice: 1e300 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.data.fields['body.inputs.purchasePrice']).toBeDefined();

    const ok = await save('buy_hold', { purchasePrice: 500_000, grossMonthlyRent: 4_000, maintenance: null });
    expect(ok.statusCode).toBe(201);
    expect(ok.data.inputs.purchasePrice).toBe(500_000);
  });
});
