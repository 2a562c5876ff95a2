/**
 * Custom lines (issue 32) through the deals API: they flow through the calculators' own input
 * schemas, are stored and recomputed like any input, need the `custom_calculators` feature
 * (Operator and up; 403 TIER_LIMIT naming the plan otherwise) and bad lines are 400 naming the path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateBrrr, calculateBuyHold, calculateCreativeFinancing, calculateFixFlip, calculateWholesale, MAX_LINE_ITEMS } from '@rei/engine';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { addProperty } from '../../propertyFixtures';
import { pdfText } from '../pdf/reportPdfFixture';
import { reopen } from './xlsxEvaluator';
import { LINES_SHEET, SHEET } from '../../../src/reports/xlsx/formulas';

let server: TestServer;
let olive: TestUser; // operator: custom inputs
let ann: TestUser; // rookie: all calculators, no custom inputs
let sam: TestUser; // scout
let propertyId: number;
let annPropertyId: number;

beforeAll(async () => {
  server = await startTestServer();
  [olive, ann, sam] = await Promise.all([
    server.registerAndLogin('olive', { tier: 'operator' }),
    server.registerAndLogin('ann', { tier: 'rookie' }),
    server.registerAndLogin('sam'),
  ]);
  propertyId = (await addProperty(server, olive)).id;
  annPropertyId = (await addProperty(server, ann, { address: '2 Ann Street' })).id;
});

afterAll(async () => {
  await server?.close();
});

const createDeal = (user: TestUser, payload: Record<string, unknown>) => server.request({ method: 'POST', url: '/api/deals', token: user.token, payload });
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

const LINES = [
  { label: 'Laundry', kind: 'income', amount: 300, frequency: 'monthly' },
  { label: 'Elevator contract', kind: 'expense', amount: 6_000, frequency: 'annual' },
  { label: 'New boiler', kind: 'cost', amount: 40_000, frequency: 'one_time' },
  { label: 'Seller credit', kind: 'cost', amount: -10_000, frequency: 'one_time' },
] as const;

const INPUTS: Record<string, Record<string, unknown>> = {
  buy_hold: { purchasePrice: 900_000, grossMonthlyRent: 6_500, propertyTax: 9_000, insurance: 2_400 },
  fix_flip: { purchasePrice: 500_000, rehabCost: 60_000, closingCosts: 15_000 },
  wholesale: { contractPrice: 300_000, afterRepairValue: 600_000, rehabCost: 50_000 },
  creative_financing: { strategy: 'subject_to', propertyValue: 500_000, sellerDebt: 300_000, existingPayment: 1_800 },
  brrr: { purchasePrice: 300_000, afterRepairValue: 500_000, refinanceRate: 7 },
};
const ENGINE: Record<string, (inputs: Record<string, unknown>) => unknown> = {
  buy_hold: (inputs) => calculateBuyHold(inputs),
  fix_flip: (inputs) => calculateFixFlip(inputs as Parameters<typeof calculateFixFlip>[0]),
  wholesale: (inputs) => calculateWholesale(inputs as Parameters<typeof calculateWholesale>[0]),
  creative_financing: (inputs) => calculateCreativeFinancing(inputs as Parameters<typeof calculateCreativeFinancing>[0]),
  brrr: (inputs) => calculateBrrr(inputs as Parameters<typeof calculateBrrr>[0]),
};

describe('an Operator saves custom lines in every calculator', () => {
  for (const [strategyType, inputs] of Object.entries(INPUTS)) {
    it(`${strategyType}: the lines are stored as sent, the outputs are the engine's and list each line`, async () => {
      const sent = { ...inputs, lineItems: LINES };
      const created = await createDeal(olive, { name: `Lines ${strategyType}`, propertyId, strategyType, inputs: sent });
      expect(created.statusCode, JSON.stringify(created.data)).toBe(201);
      const reopened = await server.request({ method: 'GET', url: `/api/deals/${created.data.id}`, token: olive.token });
      expect(reopened.data.current.sentInputs.lineItems).toEqual(LINES);
      expect(reopened.data.current.outputs).toEqual(asJson(ENGINE[strategyType]!(sent)));
      expect(reopened.data.current.outputs.lineItems.map((line: { label: string }) => line.label)).toEqual(LINES.map((line) => line.label));
      // the lines move the numbers: without them the outputs differ
      expect(reopened.data.current.outputs).not.toEqual(asJson(ENGINE[strategyType]!(inputs)));
    });
  }

  it('recompute of a version with lines has not moved', async () => {
    const created = await createDeal(olive, { name: 'Recompute lines', propertyId, strategyType: 'buy_hold', inputs: { ...INPUTS['buy_hold'], lineItems: LINES } });
    const recompute = await server.request({ method: 'GET', url: `/api/deals/${created.data.id}/versions/1/recompute`, token: olive.token });
    expect(recompute.statusCode).toBe(200);
    expect(recompute.data.moved).toBe(false);
  });
});

describe('custom lines need Operator (custom_calculators)', () => {
  it('a Rookie or Scout deal with lines is 403 TIER_LIMIT naming Operator; without lines (or an empty list) it saves', async () => {
    for (const [user, property] of [
      [ann, annPropertyId],
      [sam, (await addProperty(server, sam, { address: '3 Sam Street' })).id],
    ] as const) {
      const refused = await createDeal(user, { name: 'Refused itemised', propertyId: property, strategyType: 'buy_hold', inputs: { ...INPUTS['buy_hold'], lineItems: LINES } });
      expect(refused.statusCode).toBe(403);
      expect(refused.data.code).toBe('TIER_LIMIT');
      expect(refused.data.message).toMatch(/Upgrade to Operator/);
      expect(refused.data.limit).toMatchObject({ feature: 'custom_calculators', upgradeTo: 'operator' });
      const empty = await createDeal(user, { name: 'No lines', propertyId: property, strategyType: 'buy_hold', inputs: { ...INPUTS['buy_hold'], lineItems: [] } });
      expect(empty.statusCode).toBe(201);
    }
    const listed = await server.request({ method: 'GET', url: '/api/deals?q=Refused', token: ann.token });
    expect(listed.data.total).toBe(0);
  });

  it('a Rookie cannot add lines to an existing deal (nothing is stored), nor save a strategy with lines', async () => {
    const created = await createDeal(ann, { name: 'Plain', propertyId: annPropertyId, strategyType: 'buy_hold', inputs: INPUTS['buy_hold']! });
    const update = await server.request({
      method: 'PUT',
      url: `/api/deals/${created.data.id}`,
      token: ann.token,
      payload: { baseVersion: 1, inputs: { ...INPUTS['buy_hold'], lineItems: LINES } },
    });
    expect(update.statusCode).toBe(403);
    expect(update.data.code).toBe('TIER_LIMIT');
    expect((await server.request({ method: 'GET', url: `/api/deals/${created.data.id}`, token: ann.token })).data.currentVersion).toBe(1);
    const strategy = await server.request({
      method: 'POST',
      url: '/api/strategies',
      token: ann.token,
      payload: { propertyId: annPropertyId, strategyType: 'buy_hold', inputs: { lineItems: LINES } },
    });
    expect(strategy.statusCode).toBe(403);
    expect(strategy.data.code).toBe('TIER_LIMIT');
  });

  it('after a downgrade a deal with lines stays readable; recomputing or duplicating it is 403 TIER_LIMIT', async () => {
    const dora = await server.registerAndLogin('dora', { tier: 'operator' });
    const doraProperty = (await addProperty(server, dora, { address: '4 Dora Street' })).id;
    const created = await createDeal(dora, { name: 'Before downgrade', propertyId: doraProperty, strategyType: 'buy_hold', inputs: { ...INPUTS['buy_hold'], lineItems: LINES } });
    expect(created.statusCode).toBe(201);
    await server.setTier(dora.id, 'rookie');
    const read = await server.request({ method: 'GET', url: `/api/deals/${created.data.id}`, token: dora.token });
    expect(read.statusCode).toBe(200);
    expect(read.data.current.outputs.lineItems).toHaveLength(LINES.length);
    const recompute = await server.request({ method: 'GET', url: `/api/deals/${created.data.id}/versions/1/recompute`, token: dora.token });
    expect(recompute.statusCode).toBe(403);
    expect(recompute.data.code).toBe('TIER_LIMIT');
    const duplicate = await server.request({ method: 'POST', url: `/api/deals/${created.data.id}/duplicate`, token: dora.token, payload: {} });
    expect(duplicate.statusCode).toBe(403);
  });
});

describe('bad lines → 400 naming the path', () => {
  const line = { label: 'Laundry', kind: 'income', amount: 300, frequency: 'monthly' };
  const cases: [string, unknown, string][] = [
    ['label over 80 characters', [{ ...line, label: 'x'.repeat(81) }], 'body.inputs.lineItems.0.label'],
    ['label with a line break', [line, { ...line, label: 'a\nb' }], 'body.inputs.lineItems.1.label'],
    ['empty label', [{ ...line, label: ' ' }], 'body.inputs.lineItems.0.label'],
    ['unknown kind', [{ ...line, kind: 'gift' }], 'body.inputs.lineItems.0.kind'],
    ['unknown frequency', [{ ...line, frequency: 'weekly' }], 'body.inputs.lineItems.0.frequency'],
    ['unknown basis', [{ ...line, basis: 'per_room' }], 'body.inputs.lineItems.0.basis'],
    ['amount past the money bounds', [{ ...line, amount: 1e13 }], 'body.inputs.lineItems.0.amount'],
    ['amount not a number', [{ ...line, amount: '300' }], 'body.inputs.lineItems.0.amount'],
    ['a recurring cost', [{ ...line, kind: 'cost' }], 'body.inputs.lineItems.0.frequency'],
    ['a misspelt key in a line', [{ ...line, ammount: 3 }], 'body.inputs.lineItems.0.ammount'],
    ['per unit without units', [{ ...line, basis: 'per_unit' }], 'body.inputs.lineItems.0.basis'],
    [`more than ${MAX_LINE_ITEMS} lines`, Array.from({ length: MAX_LINE_ITEMS + 1 }, () => line), 'body.inputs.lineItems'],
    ['lines not a list', { line }, 'body.inputs.lineItems'],
  ];
  for (const [label, lineItems, field] of cases) {
    it(label, async () => {
      const response = await createDeal(olive, { name: 'Bad line', propertyId, strategyType: 'buy_hold', inputs: { ...INPUTS['buy_hold'], lineItems } });
      expect(response.statusCode, JSON.stringify(response.data)).toBe(400);
      expect(Object.keys(response.data.fields ?? {})).toContain(field);
    });
  }

  it('a rent share on a calculator with no rent (Fix & Flip) names the basis', async () => {
    const response = await createDeal(olive, {
      name: 'Bad basis',
      propertyId,
      strategyType: 'fix_flip',
      inputs: { ...INPUTS['fix_flip'], lineItems: [{ label: 'Leasing', kind: 'expense', amount: 5, basis: 'percent_of_rent', frequency: 'monthly' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.data.fields).toHaveProperty(['body.inputs.lineItems.0.basis']);
  });
});

describe('exports itemise the lines', () => {
  it('CSV and PDF list each line with its dollars; the XLSX has each line in its own row of live formulas', async () => {
    const created = await createDeal(olive, { name: 'Itemised export', propertyId, strategyType: 'buy_hold', inputs: { ...INPUTS['buy_hold'], lineItems: LINES } });
    expect(created.statusCode).toBe(201);
    const strategyId = created.data.current.strategyId;
    const build = async (format: string) => {
      let report = (await server.request({ method: 'POST', url: '/api/reports', token: olive.token, payload: { strategyId, format } })).data;
      for (let i = 0; i < 3000 && report.state === 'building'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        report = (await server.request({ method: 'GET', url: `/api/reports/${report.id}`, token: olive.token })).data;
      }
      expect(report.state, format).toBe('ready');
      return (await server.request({ method: 'GET', url: `/api/reports/${report.id}/file`, token: olive.token })).rawPayload as Buffer;
    };
    const csv = (await build('csv')).toString('utf8');
    expect(csv).toContain('Custom line: Laundry (income, a month)');
    expect(csv).toContain('Custom line: Seller credit (cost, once)');
    expect(csv).toContain('-10000');
    const { text } = await pdfText(await build('pdf'));
    const flat = text.replace(/\s+/g, ' ');
    for (const line of LINES) expect(flat).toContain(`Custom line: ${line.label}`);
    const workbook = await reopen(await build('xlsx'));
    const sheet = workbook.getWorksheet(SHEET.lines)!;
    LINES.forEach((line, i) => {
      const row = sheet.getRow(LINES_SHEET.firstRow + i);
      expect(row.getCell(1).value).toBe(line.label);
      expect(typeof (row.getCell(6).value as { formula?: string }).formula).toBe('string');
    });
  });
});
