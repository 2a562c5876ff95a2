/**
 * Three states, never two: with NYC Open Data unreachable and nothing imported, a deal report
 * (PDF, CSV, share view) never says "clear" or "no … found" about evictions, tax liens or
 * foreclosure; it says which datasets were not checked and why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SodaConfig } from '../../../src/nyc/soda/config';
import { findReportById } from '../../../src/db/queries/reports';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { addProperty } from '../../propertyFixtures';
import { pdfText } from '../../reports/pdf/reportPdfFixture';

let server: TestServer;
let user: TestUser;
let strategyId: number;

// Port 1 on the loopback refuses at once: the live source is configured but unreachable.
const UNREACHABLE: SodaConfig = { baseUrl: 'http://127.0.0.1:1', appToken: undefined, timeoutMs: 500, retries: 0, backoffMs: 1, cacheTtlMs: 60_000 };

beforeAll(async () => {
  server = await startTestServer({ config: { nycOpenData: UNREACHABLE } });
  user = await server.registerAndLogin('three-states', { tier: 'hunter' });
  const property = await addProperty(server, user, { bbl: '3016500001' });
  const saved = await server.request({ method: 'POST', url: '/api/strategies', token: user.token, payload: { propertyId: property.id, strategyType: 'buy_hold', inputs: { purchasePrice: 1_250_000, grossMonthlyRent: 15_000, interestRate: 6.5 } } });
  expect(saved.statusCode, saved.body).toBe(201);
  strategyId = saved.data.id;
});

afterAll(async () => {
  await server?.app.jobs.whenIdle();
  await server?.close();
});

async function ready(format: string): Promise<any> {
  const created = await server.request({ method: 'POST', url: '/api/reports', token: user.token, payload: { strategyId, format } });
  expect(created.statusCode, created.body).toBe(201);
  let report = created.data;
  for (let i = 0; i < 3000 && report.state === 'building'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    report = (await server.request({ method: 'GET', url: `/api/reports/${report.id}`, token: user.token })).data;
  }
  expect(report.state).toBe('ready');
  return report;
}

const FALSE_ALL_CLEAR = /clear legal|legal status clear|\bclear\b|no [a-z ,]*(eviction|lien|foreclosure|matter|record)[a-z ,]* (was |were )?found/i;

describe('legal matters with the live source unreachable and nothing imported', () => {
  it('the PDF says each matter was not checked and why, and never "clear" or "no … found"', async () => {
    const report = await ready('pdf');
    const file = await server.request({ method: 'GET', url: `/api/reports/${report.id}/file`, token: user.token });
    const { text } = await pdfText(file.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Not checked: evictions, tax liens, foreclosure.');
    expect(flat).toMatch(/Evictions Not checked Marshal Evictions: (could not be reached|not imported)/);
    expect(flat).toMatch(/Tax liens Not checked DOF Tax Lien Sale Lists: (could not be reached|not imported)/);
    expect(flat).not.toMatch(FALSE_ALL_CLEAR);
    const stored = (await findReportById(server.db, report.id))!.data as { legalCheck: { verdict: string; matters: { state: string }[] } };
    expect(stored.legalCheck.verdict).toBe('incomplete');
    expect(stored.legalCheck.matters.map((m) => m.state)).toEqual(['not_checked', 'not_checked', 'not_checked']);
  });

  it('the CSV carries the same three-state check', async () => {
    const report = await ready('csv');
    const file = await server.request({ method: 'GET', url: `/api/reports/${report.id}/file`, token: user.token });
    const csv = file.body;
    expect(csv).toContain('legal_check,verdict');
    expect(csv).toContain('incomplete');
    expect(csv).not.toMatch(FALSE_ALL_CLEAR);
  });

  it('the built-in summary says legal matters were not checked, and claims no empty record it did not read', async () => {
    const response = await server.request({ method: 'POST', url: '/api/ai-summaries', token: user.token, payload: { strategyId } });
    expect(response.statusCode, response.body).toBe(201);
    const text: string = response.data.summary;
    expect(response.data.model).toBe('rei-local-v1');
    expect(text).toContain('Legal records: Not checked: evictions, tax liens, foreclosure.');
    expect(text).not.toMatch(FALSE_ALL_CLEAR);
    expect(text).not.toContain('No HPD or ECB violations are on file');
  });
});
