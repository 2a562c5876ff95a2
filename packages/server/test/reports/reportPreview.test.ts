/**
 * GET /api/strategies/{id}/report-preview: the ledgers, checks and schedules a deal report prints,
 * for every strategy and creative structure. Each ledger's signed lines add up to its total, and the
 * total is the engine's own figure (from the calculator, called directly); a Buy & Hold preview is
 * its pro forma with year 1 equal to the calculator's NOI and cash flow. The stories' fixture
 * (stories/fixtures/reportPreviews.json) is this endpoint's answer for the same deals, so the
 * screens in Storybook show what the server says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '@rei/engine';
import { reportPreviewOf } from '../../src/reports/preview';
import { ENGINE_CALCULATE } from '../engineCalculation';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { addProperty } from '../propertyFixtures';
import { LAYOUT_CASES } from './strategyLayoutCases';

const BUY_HOLD = {
  // The Brooklyn deal of the stories (stories/fixtures/deals.ts, version 3).
  name: 'buy & hold',
  type: 'buy_hold',
  inputs: { purchasePrice: 1_450_000, grossMonthlyRent: 12_400, propertyTax: 18_600, insurance: 7_200, interestRate: 7 },
} as const;
const CASES = [BUY_HOLD, ...LAYOUT_CASES];

let server: TestServer;
let hunter: TestUser;
let outsider: TestUser;
let propertyId: number;

beforeAll(async () => {
  server = await startTestServer();
  [hunter, outsider] = await Promise.all([server.registerAndLogin('preview', { tier: 'hunter' }), server.registerAndLogin('previewOutsider', { tier: 'hunter' })]);
  propertyId = (await addProperty(server, hunter)).id;
});

afterAll(async () => {
  await server?.close();
});

const cents = (x: number) => Math.round(x * 100);

async function saved(type: string, inputs: Record<string, unknown>): Promise<{ id: number; inputs: Record<string, unknown>; outputs: Record<string, unknown> }> {
  const response = await server.request({ method: 'POST', url: '/api/strategies', token: hunter.token, payload: { propertyId, strategyType: type, inputs } });
  expect(response.statusCode, response.body).toBe(201);
  return response.data;
}

describe('GET /api/strategies/{id}/report-preview', () => {
  for (const { name, type, inputs } of CASES) {
    it(`lays out a ${name} deal: every ledger adds up to the engine's figure`, async () => {
      const strategy = await saved(type, inputs);
      const response = await server.request({ method: 'GET', url: `/api/strategies/${strategy.id}/report-preview`, token: hunter.token });
      expect(response.statusCode, response.body).toBe(200);
      const preview = response.data;
      expect(preview).toMatchObject({ strategyId: strategy.id, strategyType: type, engineVersion: ENGINE_VERSION });
      expect(preview.ledgers.length).toBeGreaterThan(0);
      const engine = ENGINE_CALCULATE[type](strategy.inputs);
      for (const ledger of preview.ledgers) {
        const sum = ledger.lines.reduce((acc: number, line: { amount: number; sign: number }) => acc + line.sign * cents(line.amount), 0);
        expect(sum, `${ledger.title} adds up`).toBe(cents(ledger.total.amount));
        // A total named after an engine result is that result.
        const engineTotal = engine[ledger.total.key];
        if (typeof engineTotal === 'number') expect(ledger.total.amount, ledger.title).toBe(engineTotal);
      }
      for (const check of preview.checks) expect(check.detail.length).toBeGreaterThan(10);
    });
  }

  it("shows a Buy & Hold deal's pro forma: year 1 is the calculator's NOI and cash flow, then the hold's returns", async () => {
    const strategy = await saved(BUY_HOLD.type, BUY_HOLD.inputs);
    const engine = ENGINE_CALCULATE.buy_hold(strategy.inputs);
    const { data } = await server.request({ method: 'GET', url: `/api/strategies/${strategy.id}/report-preview`, token: hunter.token });
    const total = (key: string) => data.ledgers.find((ledger: { key: string }) => ledger.key === key)?.total.amount;
    expect(total('noi')).toBe(engine['annualNOI']);
    expect(total('cashFlow')).toBe(engine['annualCashFlow']);
    const [proForma, returns] = data.schedules;
    expect(proForma.title).toBe('Pro forma, 10 years');
    expect(proForma.rows).toHaveLength(10);
    expect(proForma.note).toContain('Rent growth a year 3 %');
    expect(returns.rows.map((row: string[]) => row[0])).toEqual(expect.arrayContaining(['IRR', 'Equity multiple', 'NPV at 8 %']));
    expect(data.checks.map((check: { key: string }) => check.key)).toEqual(['cashFlowPositive', 'npvPositive']);
    expect(data.checks[0].passed).toBe(Number(engine['annualCashFlow']) >= 0);
  });

  it("answers 404 for another organization's strategy and for one that does not exist", async () => {
    const strategy = await saved(BUY_HOLD.type, BUY_HOLD.inputs);
    const foreign = await server.request({ method: 'GET', url: `/api/strategies/${strategy.id}/report-preview`, token: outsider.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Pro forma');
    const missing = await server.request({ method: 'GET', url: '/api/strategies/2147483647/report-preview', token: hunter.token });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 400 naming the id when it is not a database id, and 401 without a session', async () => {
    for (const id of ['abc', '0', '-3', '2147483648', '1.5']) {
      const response = await server.request({ method: 'GET', url: `/api/strategies/${id}/report-preview`, token: hunter.token });
      expect(response.statusCode, id).toBe(400);
      expect(JSON.stringify(response.data.fields ?? response.data), id).toContain('id');
    }
    const anonymous = await server.request({ method: 'GET', url: '/api/strategies/1/report-preview' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the stories' report previews", () => {
  it('are what the server lays out for the same deals (regenerate with `vitest -u`)', async () => {
    const previews = CASES.map(({ name, type, inputs }) => ({
      name,
      preview: { strategyId: 1, engineVersion: 'stories', ...reportPreviewOf({ type, rawInputs: inputs, rawResults: ENGINE_CALCULATE[type](inputs) }) },
    }));
    await expect(`${JSON.stringify(previews, null, 2)}\n`).toMatchFileSnapshot('../../../../stories/fixtures/reportPreviews.json');
  });
});
