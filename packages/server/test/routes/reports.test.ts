/**
 * Reports through the API: every format builds and parses, its numbers are the engine's; the
 * plan table gates formats; another organization's ids are 404; the stored report re-renders
 * to the same numbers (same bytes for CSV); share links live, count views, expire and revoke.
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION, calculateBuyHold, calculateFixFlip, canExport, TIERS, type Tier } from '@rei/engine';
import { REPORT_FORMATS, reportResponseSchema, type ReportFormat } from '../../src/contract';
import { findReportById } from '../../src/db/queries/reports';
import { organizations, reportShareLinks, users } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { canonicalJson, inputsSha256 } from '../../src/reports/stamp';
import { dealCanonicalInputs, planNeededFor, rerenderReport } from '../../src/services/reports';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { addProperty } from '../propertyFixtures';
import { pdfText } from '../reports/pdf/reportPdfFixture';
import { formatReportFigure } from '../../src/reports/pdf';

let server: TestServer;
let hunter: TestUser;
let outsider: TestUser;
let propertyId: number;
let buyHoldId: number;
let buyHoldOutputs: Record<string, unknown>;
let buyHoldInputs: Record<string, unknown>;
let fixFlipId: number;

beforeAll(async () => {
  server = await startTestServer();
  [hunter, outsider] = await Promise.all([server.registerAndLogin('hannah', { tier: 'hunter' }), server.registerAndLogin('otto', { tier: 'hunter' })]);
  propertyId = (await addProperty(server, hunter)).id;
  const saved = await server.request({
    method: 'POST',
    url: '/api/strategies',
    token: hunter.token,
    payload: { propertyId, strategyType: 'buy_hold', inputs: { purchasePrice: 1_250_000, grossMonthlyRent: 15_000, interestRate: 6.5 } },
  });
  expect(saved.statusCode).toBe(201);
  buyHoldId = saved.data.id;
  buyHoldOutputs = saved.data.outputs;
  buyHoldInputs = saved.data.inputs;
  const flip = await server.request({ method: 'POST', url: '/api/strategies', token: hunter.token, payload: { propertyId, strategyType: 'fix_flip', inputs: { purchasePrice: 900_000, rehabCost: 120_000 } } });
  expect(flip.statusCode).toBe(201);
  fixFlipId = flip.data.id;
  await server.request({ method: 'POST', url: '/api/portfolio', token: hunter.token, payload: { propertyId } });
});

afterAll(async () => {
  await server?.app.jobs.whenIdle();
  await server?.close();
});

const create = (user: TestUser, payload: Record<string, unknown>) => server.request({ method: 'POST', url: '/api/reports', token: user.token, payload });

/** Creates a report and waits (by polling GET /api/reports/{id}, as the app does) until it is ready. */
async function createReady(user: TestUser, payload: Record<string, unknown>): Promise<any> {
  const created = await create(user, payload);
  expect(created.statusCode, created.body).toBe(201);
  let report = created.data;
  for (let i = 0; i < 3000 && report.state === 'building'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    report = (await server.request({ method: 'GET', url: `/api/reports/${created.data.id}`, token: user.token })).data;
  }
  expect(report.state).toBe('ready');
  return report;
}

async function download(user: TestUser, id: number) {
  const response = await server.request({ method: 'GET', url: `/api/reports/${id}/file`, token: user.token });
  expect(response.statusCode).toBe(200);
  return { response, bytes: response.rawPayload };
}

const leaf = (results: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], results);

describe('POST /api/reports: every format', () => {
  it('CSV: 201 with the stamp; the file parses and every result equals the engine', async () => {
    const created = await create(hunter, { strategyId: buyHoldId, format: 'csv' });
    expect(created.statusCode).toBe(201);
    expect(reportResponseSchema.safeParse(created.data).success).toBe(true);
    expect(created.data).toMatchObject({ format: 'csv', state: 'ready', strategyId: buyHoldId, propertyId });
    expect(created.data.stamp.engineVersion).toBe(ENGINE_VERSION);
    expect(created.data.stamp.inputsSha256).toBe(inputsSha256(dealCanonicalInputs('buy_hold', buyHoldInputs)));
    expect(created.data.stamp.createdBy).toMatchObject({ userId: hunter.id, email: hunter.email });
    expect(created.data.fileName).toMatch(/^rei-buy-hold-.+\.csv$/);

    const { response, bytes } = await download(hunter, created.data.id);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain(`filename="${created.data.fileName}"`);
    const records = parse(bytes, { columns: true, skip_empty_lines: true }) as { section: string; key: string; value: string; unit: string }[];
    const results = records.filter((r) => r.section === 'result');
    expect(results.length).toBeGreaterThan(15);
    const engine = calculateBuyHold(buyHoldInputs as never) as unknown as Record<string, unknown>;
    expect(engine).toEqual(buyHoldOutputs);
    for (const row of results) {
      const expected = leaf(engine, row.key);
      if (typeof expected === 'number') expect(Number(row.value), row.key).toBe(expected);
      else if (typeof expected === 'boolean') expect(row.value, row.key).toBe(String(expected));
    }
    expect(Number(results.find((r) => r.key === 'annualNOI')!.value)).toBe(engine['annualNOI']);
    const inputs = records.filter((r) => r.section === 'input');
    expect(Number(inputs.find((r) => r.key === 'interestRate')!.value)).toBe(6.5);
    // the stamp is the last section of the file
    const stamp = records.filter((r) => r.section === 'stamp');
    expect(stamp.find((r) => r.key === 'inputsSha256')!.value).toBe(created.data.stamp.inputsSha256);
    expect(stamp.find((r) => r.key === 'engineVersion')!.value).toBe(ENGINE_VERSION);
    expect(records.at(-1)!.section).toBe('stamp');
  });

  it('XLSX: built off the request path, then an Inputs sheet, formula results and a Stamp sheet', async () => {
    const created = await create(hunter, { strategyId: fixFlipId, format: 'xlsx' });
    expect(created.statusCode).toBe(201);
    expect(created.data.state).toBe('building');
    const report = await createReady(hunter, { strategyId: fixFlipId, format: 'xlsx' });
    const { response, bytes } = await download(hunter, report.id);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as never);
    const results = workbook.getWorksheet('Results')!;
    const engine = calculateFixFlip((await server.request({ method: 'GET', url: `/api/strategies?propertyId=${propertyId}`, token: hunter.token })).data.find((s: any) => s.id === fixFlipId).inputs) as unknown as Record<string, unknown>;
    let formulas = 0;
    results.eachRow((row, n) => {
      if (n === 1) return;
      const key = String(row.getCell(4).value);
      const cell = row.getCell(2).value as { formula: string; result?: unknown };
      expect(typeof cell.formula).toBe('string');
      formulas += 1;
      // the cached value a viewer shows before recalculating is the engine's
      if (!key.startsWith('_') && typeof leaf(engine, key) === 'number') expect(cell.result, key).toBe(leaf(engine, key));
    });
    expect(formulas).toBeGreaterThan(10);
    expect(workbook.getWorksheet('Stamp')!.getSheetValues().flat().map(String)).toContain(report.stamp.inputsSha256);
  });

  it('PDF and branded PDF: a PDF file with the right type and name', async () => {
    for (const format of ['pdf', 'pdf-branded'] as const) {
      const report = await createReady(hunter, { strategyId: buyHoldId, format });
      const { response, bytes } = await download(hunter, report.id);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(report.fileName).toMatch(format === 'pdf' ? /\.pdf$/ : /-branded\.pdf$/);
      // the text of the PDF holds the engine's figures as the report formats them, and the stamp
      const { text } = await pdfText(bytes);
      const flat = text.replace(/\s+/g, ' ');
      for (const key of ['annualNOI', 'monthlyMortgage', 'capRate'] as const) {
        expect(flat, key).toContain(formatReportFigure({ value: buyHoldOutputs[key] as number, unit: key === 'capRate' ? 'percent' : 'usd' }));
      }
      expect(flat).toContain(report.stamp.inputsSha256.slice(0, 16));
      // rendering the stored data again gives the same bytes
      expect((await rerenderReport(server.db, (await findReportById(server.db, report.id))!)).equals(bytes)).toBe(true);
      // the Assumptions are the deal's own blanks and what the engine used, not the property's screening defaults
      const stored = (await findReportById(server.db, report.id))!.data as { assumptions: { key: string }[]; proForma: { rows: unknown[]; returns?: unknown } };
      const blanks = ['afterRepairValue', 'closingCosts', 'maintenance'].filter((key) => buyHoldInputs[key] === undefined || buyHoldInputs[key] === null);
      expect(blanks).toContain('closingCosts');
      expect(stored.assumptions.map((a) => a.key).sort()).toEqual(blanks);
      expect(flat).toContain(`Closing costs: left blank, the engine used ${formatReportFigure({ value: buyHoldOutputs['closingCosts'] as number, unit: 'usd' })}`);
      expect(flat).not.toContain('property metrics');
      // the pro forma carries the hold's returns
      expect(stored.proForma.rows).toHaveLength(10);
      expect(flat).toContain('IRR (equity, a year)');
    }
  });

  it('team CSV and team XLSX: every portfolio property, with the stamp', async () => {
    const csv = await createReady(hunter, { organizationId: hunter.organizationId, format: 'team-csv' });
    const { bytes } = await download(hunter, csv.id);
    const text = bytes.toString('utf8');
    const rows = parse(text, { columns: true, comment: '#', skip_empty_lines: true }) as Record<string, string>[];
    expect(rows.length).toBe(1);
    expect(Number(rows[0]!['propertyId'])).toBe(propertyId);
    // the row's figures are its strategy's engine results
    const strategy = (await server.request({ method: 'GET', url: `/api/strategies?propertyId=${propertyId}`, token: hunter.token })).data.find((x: any) => x.id === Number(rows[0]!['strategyId']));
    expect(strategy).toBeDefined();
    if (strategy.strategyType === 'buy_hold') {
      expect(Number(rows[0]!['annualNOI'])).toBe(strategy.outputs.annualNOI);
      expect(Number(rows[0]!['capRate'])).toBe(strategy.outputs.capRate);
    } else {
      expect(Number(rows[0]!['profit'])).toBe(strategy.outputs.profit);
      expect(Number(rows[0]!['rehabCost'])).toBe(strategy.inputs.rehabCost);
    }
    expect(text).toContain(`# SHA-256 of the canonical inputs: ${csv.stamp.inputsSha256}`);

    const xlsx = await createReady(hunter, { format: 'team-xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(hunter, xlsx.id)).bytes as never);
    expect(workbook.getWorksheet('Portfolio')!.rowCount).toBe(2);
    expect(workbook.getWorksheet('Stamp')).toBeDefined();
  });

  it('GET /api/reports lists the organization’s reports, newest first, without another organization’s', async () => {
    const list = await server.request({ method: 'GET', url: '/api/reports', token: hunter.token });
    expect(list.statusCode).toBe(200);
    expect(list.data.length).toBeGreaterThanOrEqual(5);
    expect(list.data.every((r: any) => r.organizationId === hunter.organizationId)).toBe(true);
    const times = list.data.map((r: any) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const theirs = await server.request({ method: 'GET', url: '/api/reports', token: outsider.token });
    expect(theirs.data).toEqual([]);
  });
});

describe('bad input, tenancy and the plan table', () => {
  it('an unknown format is a 400 naming it; a deal format without strategyId is a 400 on strategyId', async () => {
    const unknown = await create(hunter, { strategyId: buyHoldId, format: 'docx' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.fields['body.format']).toContain("'docx'");
    const missing = await create(hunter, { format: 'csv' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.data.fields)).toEqual(['body.strategyId']);
    const hostile = await create(hunter, { strategyId: '1 OR 1=1', format: { $ne: 1 } });
    expect(hostile.statusCode).toBe(400);
  });

  it('another organization’s strategy, report and share link are 404', async () => {
    const report = await createReady(hunter, { strategyId: buyHoldId, format: 'csv' });
    expect((await create(outsider, { strategyId: buyHoldId, format: 'csv' })).statusCode).toBe(404);
    expect((await create(hunter, { strategyId: 999_999, format: 'csv' })).statusCode).toBe(404);
    for (const url of [`/api/reports/${report.id}`, `/api/reports/${report.id}/file`, `/api/reports/${report.id}/share-links`]) {
      const response = await server.request({ method: 'GET', url, token: outsider.token });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(report.stamp.inputsSha256);
    }
    expect((await server.request({ method: 'POST', url: `/api/reports/${report.id}/share`, token: outsider.token, payload: {} })).statusCode).toBe(404);
    const share = await server.request({ method: 'POST', url: `/api/reports/${report.id}/share`, token: hunter.token, payload: {} });
    expect((await server.request({ method: 'DELETE', url: `/api/share-links/${share.data.token}`, token: outsider.token })).statusCode).toBe(404);
    // a team export names the caller's organization only: another one is 404
    expect((await create(outsider, { organizationId: hunter.organizationId, format: 'team-csv' })).statusCode).toBe(404);
  });

  it('tier matrix: each plan gets exactly the formats its PLANS row lists; others are 403 TIER_LIMIT naming the plan', async () => {
    const users = new Map<Tier, TestUser>();
    for (const tier of TIERS) {
      const user = await server.registerAndLogin(`tier-${tier}`, { tier });
      const property = await addProperty(server, user);
      const strategy = await server.request({ method: 'POST', url: '/api/strategies', token: user.token, payload: { propertyId: property.id, strategyType: 'buy_hold', inputs: {} } });
      users.set(tier, user);
      for (const format of REPORT_FORMATS as readonly ReportFormat[]) {
        const payload = format.startsWith('team-') ? { format } : { format, strategyId: strategy.data.id };
        const response = await create(user, payload);
        const allowed = canExport(tier, format);
        expect(response.statusCode, `${tier} ${format}`).toBe(allowed ? 201 : 403);
        if (!allowed) {
          expect(response.data.code).toBe('TIER_LIMIT');
          expect(response.data.message).toContain(planNeededFor(format));
        }
      }
    }
    expect(planNeededFor('csv')).toBe('Scout');
    expect(planNeededFor('xlsx')).toBe('Rookie');
    expect(planNeededFor('pdf')).toBe('Rookie');
    expect(planNeededFor('pdf-branded')).toBe('Operator');
    expect(planNeededFor('team-csv')).toBe('Hunter');
    expect(planNeededFor('team-xlsx')).toBe('Hunter');
    expect(planNeededFor('pdf-premium')).toBe('Hunter');
    await server.app.jobs.whenIdle();
  });
});

describe('reproducible', () => {
  it('re-rendering a stored report gives the same bytes for CSV and the same numbers for XLSX', async () => {
    const csv = await createReady(hunter, { strategyId: buyHoldId, format: 'csv' });
    const row = (await findReportById(server.db, csv.id))!;
    const again = await rerenderReport(server.db, row);
    expect(again.equals(row.file!)).toBe(true);
    expect(createHash('sha256').update(again).digest('hex')).toBe(createHash('sha256').update(row.file!).digest('hex'));

    // a second report of the same strategy has the same inputs hash, and the same result rows
    const second = await createReady(hunter, { strategyId: buyHoldId, format: 'csv' });
    expect(second.stamp.inputsSha256).toBe(csv.stamp.inputsSha256);
    const rowsOf = async (id: number) =>
      (parse((await download(hunter, id)).bytes, { columns: true }) as { section: string; key: string; value: string }[]).filter((r) => r.section === 'result');
    expect(await rowsOf(second.id)).toEqual(await rowsOf(csv.id));

    const xlsx = await createReady(hunter, { strategyId: buyHoldId, format: 'xlsx' });
    const xlsxRow = (await findReportById(server.db, xlsx.id))!;
    const cached = async (bytes: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as never);
      const values: unknown[] = [];
      workbook.getWorksheet('Results')!.eachRow((r) => values.push((r.getCell(2).value as { result?: unknown })?.result, r.getCell(3).value));
      return values;
    };
    expect(await cached(await rerenderReport(server.db, xlsxRow))).toEqual(await cached(xlsxRow.file!));
  });

  it('the canonical JSON ignores key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(inputsSha256({ a: 1, b: 2 })).toBe(inputsSha256({ b: 2, a: 1 }));
    expect(inputsSha256({ a: 1 })).not.toBe(inputsSha256({ a: 2 }));
  });
});

describe('building off the request path', () => {
  // A build cut off by a restart runs again on the next start, and one whose job is lost is failed
  // by the job sweep: see jobs.test.ts.
  it('a file asked for while building is 409, with a hint to ask again', async () => {
    const report = await createReady(hunter, { strategyId: buyHoldId, format: 'csv' });
    const { reports } = await import('../../src/db/schema');
    await server.db.update(reports).set({ state: 'building', file: null }).where(eq(reports.id, report.id));
    const early = await server.request({ method: 'GET', url: `/api/reports/${report.id}/file`, token: hunter.token });
    expect(early.statusCode).toBe(409);
    expect(early.headers['retry-after']).toBe('1');
    expect((await server.request({ method: 'GET', url: `/api/reports/${report.id}`, token: hunter.token })).data.state).toBe('building');
  });
});

describe('share links', () => {
  it('create → public view (no sign-in, counted, escaped, no other data) → revoke → 404', async () => {
    const report = await createReady(hunter, { strategyId: buyHoldId, format: 'pdf' });
    const created = await server.request({ method: 'POST', url: `/api/reports/${report.id}/share`, token: hunter.token, payload: { expiresInDays: 7 } });
    expect(created.statusCode).toBe(201);
    const { token, url } = created.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes = 256 bits
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(url).toBe(`/r/${token}`);
    // only the hash is stored
    const stored = await server.db.select().from(reportShareLinks).where(eq(reportShareLinks.reportId, report.id));
    expect(stored[0]!.tokenSha256).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    for (let i = 0; i < 3; i += 1) {
      const page = await server.request({ method: 'GET', url: `/r/${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).toContain(report.stamp.inputsSha256);
      expect(page.body).toContain(`/r/${token}/file`);
      expect(page.body).not.toContain('<script');
      // anyone holding the link reads the page: the author is named, their address is not shown
      expect(page.body).not.toContain(hunter.email);
      // the engine's figures, formatted as the PDF prints them
      expect(page.body).toContain(formatReportFigure({ value: buyHoldOutputs['annualNOI'] as number, unit: 'usd' }));
    }
    const pdf = await server.request({ method: 'GET', url: `/r/${token}/file` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const links = await server.request({ method: 'GET', url: `/api/reports/${report.id}/share-links`, token: hunter.token });
    expect(links.data).toHaveLength(1);
    expect(links.data[0]).toMatchObject({ views: 3, status: 'active', tokenPrefix: token.slice(0, 6) });
    expect((await server.request({ method: 'GET', url: `/api/reports/${report.id}`, token: hunter.token })).data.activeShareLinks).toBe(1);

    const revoked = await server.request({ method: 'DELETE', url: `/api/share-links/${token}`, token: hunter.token });
    expect(revoked.statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: `/r/${token}` })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/r/${token}/file` })).statusCode).toBe(404);
    const after = await server.request({ method: 'GET', url: `/api/reports/${report.id}/share-links`, token: hunter.token });
    expect(after.data[0]).toMatchObject({ status: 'revoked', views: 3 });
    // creating and revoking a link are in the audit log (never the token)
    const { auditLogs } = await import('../../src/db/schema');
    const audit = (await server.db.select().from(auditLogs).where(eq(auditLogs.resourceId, String(report.id)))).filter((row) => row.resourceType === 'report');
    expect(audit.map((row) => row.action).sort()).toEqual(['report.share.create', 'report.share.revoke']);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('revokes by the listed id too; an expired link answers 404; an unknown or malformed token is 404', async () => {
    const report = await createReady(hunter, { strategyId: buyHoldId, format: 'csv' });
    const a = (await server.request({ method: 'POST', url: `/api/reports/${report.id}/share`, token: hunter.token, payload: {} })).data;
    const listed = (await server.request({ method: 'GET', url: `/api/reports/${report.id}/share-links`, token: hunter.token })).data;
    expect((await server.request({ method: 'DELETE', url: `/api/share-links/${listed[0].id}`, token: hunter.token })).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: `/r/${a.token}` })).statusCode).toBe(404);
    // found by the contract fuzzer: an id past the database's integer range was a 500
    const tooLarge = await server.request({ method: 'DELETE', url: '/api/share-links/2147483648', token: hunter.token });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.body).toContain('token');

    const b = (await server.request({ method: 'POST', url: `/api/reports/${report.id}/share`, token: hunter.token, payload: { expiresInDays: 1 } })).data;
    expect((await server.request({ method: 'GET', url: `/r/${b.token}` })).statusCode).toBe(200);
    await server.db.update(reportShareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(reportShareLinks.tokenSha256, createHash('sha256').update(b.token).digest('hex')));
    expect((await server.request({ method: 'GET', url: `/r/${b.token}` })).statusCode).toBe(404);

    expect((await server.request({ method: 'GET', url: `/r/${'A'.repeat(43)}` })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: '/r/%3Cscript%3E' })).statusCode).toBe(404);
    const tooLong = await server.request({ method: 'POST', url: `/api/reports/${report.id}/share`, token: hunter.token, payload: { expiresInDays: 10_000 } });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.data.fields)).toEqual(['body.expiresInDays']);
  });

  it('tokens are unguessable: distinct and spread over the whole alphabet', async () => {
    const { newShareToken } = await import('../../src/services/reports');
    const tokens = new Set(Array.from({ length: 2000 }, () => newShareToken()));
    expect(tokens.size).toBe(2000);
    const characters = new Set([...tokens].join(''));
    expect(characters.size).toBeGreaterThanOrEqual(60); // base64url has 64
  });

  it('after a downgrade, no new share link for a format the plan no longer includes; links made before keep working', async () => {
    const user = await server.registerAndLogin('downgraded-sharer', { tier: 'hunter' });
    const property = await addProperty(server, user, { address: '12 Downgrade Street' });
    const strategy = await server.request({ method: 'POST', url: '/api/strategies', token: user.token, payload: { propertyId: property.id, strategyType: 'buy_hold', inputs: {} } });
    const pdfReport = await createReady(user, { strategyId: strategy.data.id, format: 'pdf' });
    const csvReport = await createReady(user, { strategyId: strategy.data.id, format: 'csv' });
    const before = await server.request({ method: 'POST', url: `/api/reports/${pdfReport.id}/share`, token: user.token, payload: {} });
    expect(before.statusCode).toBe(201);

    await server.setTier(user.id, 'scout');
    const refused = await server.request({ method: 'POST', url: `/api/reports/${pdfReport.id}/share`, token: user.token, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.code).toBe('TIER_LIMIT');
    expect(refused.data.message).toMatch(/Rookie/);
    // CSV is in every plan: its report can still be shared
    expect((await server.request({ method: 'POST', url: `/api/reports/${csvReport.id}/share`, token: user.token, payload: {} })).statusCode).toBe(201);
    // the link made while the plan included PDF still serves its page and file
    expect((await server.request({ method: 'GET', url: `/r/${before.data.token}` })).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: `/r/${before.data.token}/file` })).statusCode).toBe(200);
  });

  it('the view escapes every text it shows', async () => {
    const user = await server.registerAndLogin('mallory', { tier: 'hunter' });
    const property = await addProperty(server, user, { address: '<img src=x onerror=alert(1)> 1 Evil St' });
    const strategy = await server.request({ method: 'POST', url: '/api/strategies', token: user.token, payload: { propertyId: property.id, strategyType: 'buy_hold', inputs: {} } });
    const report = await createReady(user, { strategyId: strategy.data.id, format: 'csv' });
    const { token } = (await server.request({ method: 'POST', url: `/api/reports/${report.id}/share`, token: user.token, payload: {} })).data;
    const page = await server.request({ method: 'GET', url: `/r/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // and the CSV guards the text against spreadsheet formulas
    const csv = (await download(user, report.id)).bytes.toString('utf8');
    expect(csv).toContain('<img src=x onerror=alert(1)> 1 Evil St');
  });

  it('team CSV: a hostile organisation or author name never becomes a formula cell, in a comma or a semicolon locale; negative numbers stay numbers', async () => {
    const user = await server.registerAndLogin('formula', { tier: 'hunter' });
    const evil = 'Acme,=HYPERLINK("http://evil.example");x;=1+1;-2';
    await server.db.update(organizations).set({ name: evil }).where(eq(organizations.id, user.organizationId));
    await server.db.update(users).set({ fullName: evil }).where(eq(users.id, user.id));
    const property = await addProperty(server, user, { address: '=cmd|/c calc 2 Evil St' });
    const strategy = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: user.token,
      payload: { propertyId: property.id, strategyType: 'buy_hold', inputs: { purchasePrice: 3_000_000, grossMonthlyRent: 2_000, interestRate: 7 } },
    });
    expect(strategy.statusCode).toBe(201);
    const report = await createReady(user, { organizationId: user.organizationId, format: 'team-csv' });
    const text = (await download(user, report.id)).bytes.toString('utf8');
    const lines = text.split('\r\n').filter((line) => line !== '');
    expect(lines.find((line) => line.startsWith('# Portfolio'))).toBe(`# Portfolio — Acme,'=HYPERLINK("http://evil.example");x;'=1+1;'-2`);
    expect(lines.find((line) => line.startsWith('# Created by'))).toContain(`Acme,'=HYPERLINK("http://evil.example");x;'=1+1;'-2`);
    // every cell a spreadsheet could make of any line, splitting at commas or at semicolons, is
    // a plain number or starts with no formula character
    for (const line of lines) {
      for (const separator of [',', ';']) {
        for (const cell of line.split(separator)) {
          const start = cell.replace(/^[ "]*/, '');
          if (!/^-?\d+(\.\d+)?$/.test(start)) expect(start, line).not.toMatch(/^[=+\-@\t\r]/);
        }
      }
    }
    const rows = parse(text, { columns: true, comment: '#' }) as Record<string, string>[];
    const row = rows.find((r) => Number(r['propertyId']) === property.id)!;
    expect(row['address']).toMatch(/^'=cmd\|\/c calc 2 Evil St/);
    // a losing deal's cash flow is written as the negative number it is, not as neutralised text
    expect(row['monthlyNetCashFlow']).toMatch(/^-\d/);
    expect(Number(row['monthlyNetCashFlow'])).toBeLessThan(0);
  });
});
