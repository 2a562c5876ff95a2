/**
 * The premium due-diligence report (`pdf-premium`, the Hunter plan's "Premium reports"): a Rookie
 * asking for one gets 403 TIER_LIMIT naming Hunter; a Hunter gets a PDF built off the request path
 * whose text holds every dataset block in three states (never a false "clear"), ownership, the legal
 * and distress timeline, the comparables, the sensitivity table recomputed by the engine, the stamp,
 * and — from the lot's second premium report on — what changed since the previous one.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION, calculateBuyHold, formatPercent, hasFeature, TIERS, canExport } from '@rei/engine';
import { pdfSafe } from '../../src/reports/pdf/pdfText';
import { premiumChangesOf } from '../../src/reports/premiumChanges';
import type { DealReportData } from '../../src/reports/dealReportData';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { addProperty } from '../propertyFixtures';
import { dealReportFixture, pdfText } from './pdf/reportPdfFixture';
import { reports, strategies } from '../../src/db/schema';
import { escapeHtml, renderShareView } from '../../src/reports/html';
import { PREMIUM_FIRST_REPORT, PREMIUM_HEADINGS, PREMIUM_STATE_WORDS } from '../../src/reports/premiumWords';
import type { JobContext, JobHandler } from '../../src/jobs/jobQueue';
import { PREMIUM_STRATEGY_GONE, premiumSensitivity } from '../../src/services/premiumReport';

let server: TestServer;
let hunter: TestUser;
let rookie: TestUser;
let propertyId: number;

beforeAll(async () => {
  server = await startTestServer();
  [hunter, rookie] = await Promise.all([server.registerAndLogin('hedda', { tier: 'hunter' }), server.registerAndLogin('rory', { tier: 'rookie' })]);
  propertyId = (await addProperty(server, hunter, { borough: 'BK' })).id;
});

afterAll(async () => {
  await server?.app.jobs.whenIdle();
  await server?.close();
});

async function saveBuyHold(user: TestUser, inputs: Record<string, unknown>, onProperty = propertyId): Promise<{ id: number; inputs: Record<string, unknown> }> {
  const saved = await server.request({ method: 'POST', url: '/api/strategies', token: user.token, payload: { propertyId: onProperty, strategyType: 'buy_hold', inputs } });
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.data;
}

async function premiumPdf(user: TestUser, strategyId: number): Promise<{ id: number; text: string; fileName: string }> {
  const created = await server.request({ method: 'POST', url: '/api/reports', token: user.token, payload: { strategyId, format: 'pdf-premium' } });
  expect(created.statusCode, created.body).toBe(201);
  let report = created.data;
  // built off the request path: the answer says `building` until the job has stored the file
  expect(['building', 'ready']).toContain(report.state);
  for (let i = 0; i < 3000 && report.state === 'building'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    report = (await server.request({ method: 'GET', url: `/api/reports/${created.data.id}`, token: user.token })).data;
  }
  expect(report.state).toBe('ready');
  const file = await server.request({ method: 'GET', url: `/api/reports/${report.id}/file`, token: user.token });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return { id: report.id, text: (await pdfText(file.rawPayload)).text, fileName: report.fileName };
}

describe('premium due-diligence report (pdf-premium)', () => {
  it('is the Hunter plan’s alone, as “Premium reports” says', () => {
    for (const tier of TIERS) expect(canExport(tier, 'pdf-premium')).toBe(hasFeature(tier, 'premium_reports'));
  });

  it('a Rookie asking for one gets 403 TIER_LIMIT naming the Hunter plan', async () => {
    const response = await server.request({ method: 'POST', url: '/api/reports', token: rookie.token, payload: { strategyId: 1, format: 'pdf-premium' } });
    expect(response.statusCode).toBe(403);
    expect(response.data.code).toBe('TIER_LIMIT');
    expect(response.data.message).toContain('Hunter');
  });

  it('a Hunter gets the dossier, then a second one that says what changed since the first', async () => {
    const first = await saveBuyHold(hunter, { purchasePrice: 1_250_000, grossMonthlyRent: 15_000, interestRate: 6.5 });
    const one = await premiumPdf(hunter, first.id);
    expect(one.fileName).toMatch(/-due-diligence\.pdf$/);
    const text = one.text;
    for (const heading of ['Premium due-diligence report', 'What changed since the previous premium report of this lot', 'first premium report of this lot', 'Every dataset of the lot, with its source and date', 'Ownership', "The owner's other buildings", 'Legal and distress timeline', 'The deal: preset and sensitivity', 'Made without a preset', 'NYC closing costs']) {
      expect(text, heading).toContain(pdfSafe(heading));
    }
    // each block is in one of three states; with nothing imported and no live source none reads "clear"
    expect(text).toMatch(/Lot facts: (Found|Checked, none found|Not checked)/);
    expect(text).toMatch(/Evictions|Tax liens|Foreclosure/);
    expect(text).toContain('ACRIS documents');
    expect(text).not.toMatch(/\bclear\b/i);
    // the sensitivity table's middle cell is the deal's own cash-on-cash return, from the engine
    const engine = calculateBuyHold(first.inputs as never);
    expect(text).toContain(formatPercent(engine.cashOnCashReturn!, 2));
    expect(text).toContain(ENGINE_VERSION);

    const second = await saveBuyHold(hunter, { purchasePrice: 1_150_000, grossMonthlyRent: 15_000, interestRate: 6.5 });
    const two = await premiumPdf(hunter, second.id);
    expect(two.text).toContain(`Compared with report #${one.id}`);
    expect(two.text).toContain('Input: Purchase price');
    expect(two.text).toContain('$1,250,000.00');
    expect(two.text).toContain('$1,150,000.00');
    expect(two.text).not.toContain('first premium report of this lot');
  }, 120_000);
});

/** Holds the report-build job at its start until `release` is called; `restore` puts the real one back. */
function holdReportBuilds(): { real: JobHandler; reached: Promise<JobContext>; release(): void; restore(): void } {
  const real = server.app.jobs.handlerOf('report-build');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let reach!: (context: JobContext) => void;
  const reached = new Promise<JobContext>((resolve) => (reach = resolve));
  server.app.jobs.handle('report-build', async (context) => {
    reach(context);
    await gate;
    return real(context);
  });
  return { real, reached, release, restore: () => server.app.jobs.handle('report-build', real) };
}

async function storedReport(id: number) {
  const [row] = await server.db.select().from(reports).where(eq(reports.id, id));
  return row!;
}

async function settled(user: TestUser, id: number): Promise<any> {
  let report: any;
  for (let i = 0; i < 3000; i += 1) {
    report = (await server.request({ method: 'GET', url: `/api/reports/${id}`, token: user.token })).data;
    if (report.state !== 'building') return report;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return report;
}

describe('the premium section is assembled by the report-build job, off the request path', () => {
  it('the request answers building with the deal data; the premium section is stored only after the job ran, and the PDF has it', async () => {
    const lot = (await addProperty(server, hunter, { borough: 'QN' })).id;
    const strategy = await saveBuyHold(hunter, { purchasePrice: 900_000, grossMonthlyRent: 8_000, interestRate: 6 }, lot);
    const held = holdReportBuilds();
    try {
      // the 201 comes back while the job (and with it every premium look-up) is held
      const created = await server.request({ method: 'POST', url: '/api/reports', token: hunter.token, payload: { strategyId: strategy.id, format: 'pdf-premium' } });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.data.state).toBe('building');
      const context = await held.reached;
      expect(context.input).toMatchObject({ reportId: created.data.id, strategyId: strategy.id });
      const before = await storedReport(created.data.id);
      expect(before.state).toBe('building');
      expect(before.data).toMatchObject({ kind: 'deal', title: expect.stringMatching(/^Due diligence — /) });
      expect(before.data).not.toHaveProperty('premium');
      held.release();
      const done = await settled(hunter, created.data.id);
      expect(done.state, done.error).toBe('ready');
      const after = await storedReport(created.data.id);
      const premium = (after.data as unknown as DealReportData).premium!;
      expect(premium.blocks.length).toBeGreaterThan(0);
      expect(premium.sensitivity?.rows).toHaveLength(5);
      expect(premium.changes).toBeNull();
      // the stamp stored beside the data is the data's own, and the deal's inputs are those the request stamped
      expect(after.stamp).toEqual((after.data as unknown as DealReportData).stamp);
      expect(after.inputsSha256).toBe(created.data.stamp.inputsSha256);
      expect(after.title).toBe(before.title);

      const file = await server.request({ method: 'GET', url: `/api/reports/${created.data.id}/file`, token: hunter.token });
      expect(file.statusCode).toBe(200);
      const { text } = await pdfText(file.rawPayload);
      for (const heading of ['Premium due-diligence report', 'Every dataset of the lot, with its source and date', 'Ownership', 'Legal and distress timeline', 'The deal: preset and sensitivity', 'first premium report of this lot']) {
        expect(text, heading).toContain(pdfSafe(heading));
      }
      expect(text).toContain(formatPercent(calculateBuyHold(strategy.inputs as never).cashOnCashReturn!, 2));

      // the shared web view shows the same premium sections: each block with its state, ownership, timeline, sensitivity
      const share = await server.request({ method: 'POST', url: `/api/reports/${created.data.id}/share`, token: hunter.token, payload: { expiresInDays: 7 } });
      expect(share.statusCode).toBe(201);
      const page = (await server.request({ method: 'GET', url: share.data.url })).body;
      for (const heading of Object.values(PREMIUM_HEADINGS).filter((h) => h !== PREMIUM_HEADINGS.events || premium.timeline.length > 0)) expect(page, heading).toContain(escapeHtml(heading));
      for (const block of premium.blocks) expect(page).toContain(escapeHtml(`${block.title}: ${PREMIUM_STATE_WORDS[block.state]}`));
      for (const statement of premium.timelineStatements) expect(page).toContain(escapeHtml(statement.sentence));
      expect(page).toContain(escapeHtml(PREMIUM_FIRST_REPORT));
      expect(page).toContain(formatPercent(premium.sensitivity!.cells[2]![2]!, 2));
      expect(page).not.toContain('<script');

      // a restart before the section was stored assembles the same one again; after it was stored, renders the same bytes
      await server.db.update(reports).set({ state: 'building', file: null, data: before.data, stamp: before.stamp }).where(eq(reports.id, created.data.id));
      await held.real(context);
      const again = await storedReport(created.data.id);
      expect(again.state).toBe('ready');
      expect(again.data).toEqual(after.data);
      await server.db.update(reports).set({ state: 'building', file: null }).where(eq(reports.id, created.data.id));
      await held.real(context);
      expect(Buffer.compare((await storedReport(created.data.id)).file!, after.file!)).toBe(0);
    } finally {
      held.restore();
    }
  }, 120_000);

  it('a failure while assembling the premium section fails the report with its reason; nothing answers 5xx', async () => {
    const lot = (await addProperty(server, hunter, { borough: 'BX' })).id;
    const strategy = await saveBuyHold(hunter, { purchasePrice: 700_000, grossMonthlyRent: 6_500, interestRate: 7 }, lot);
    const held = holdReportBuilds();
    try {
      const created = await server.request({ method: 'POST', url: '/api/reports', token: hunter.token, payload: { strategyId: strategy.id, format: 'pdf-premium' } });
      expect(created.statusCode, created.body).toBe(201);
      await held.reached;
      // the strategy goes away before the job assembles the section
      await server.db.delete(strategies).where(eq(strategies.id, strategy.id));
      held.release();
      const done = await settled(hunter, created.data.id);
      expect(done.state).toBe('failed');
      expect(done.error).toBe(PREMIUM_STRATEGY_GONE);
      expect((await storedReport(created.data.id)).data).not.toHaveProperty('premium');
      const file = await server.request({ method: 'GET', url: `/api/reports/${created.data.id}/file`, token: hunter.token });
      expect(file.statusCode).toBe(409);
      expect(file.data.message).toContain(PREMIUM_STRATEGY_GONE);
    } finally {
      held.restore();
    }
  }, 120_000);
});

describe('premium report parts', () => {
  it('what changed lists the inputs, results and record facts that differ, and nothing when nothing did', () => {
    const before = dealReportFixture();
    const same = premiumChangesOf({ id: 4, createdAt: '2026-11-01T00:00:00Z', data: before }, before);
    expect(same).toEqual({ previousReportId: 4, previousCreatedAt: '2026-11-01T00:00:00Z', changes: [] });
    const after: DealReportData = {
      ...before,
      publicRecord: { ...before.publicRecord!, facts: before.publicRecord!.facts.map((f) => (f.label === 'Zoning' ? { ...f, value: 'R6' } : f)) },
      strategy: { ...before.strategy, results: before.strategy.results.map((f) => (f.key === 'annualNOI' ? { ...f, value: (f.value as number) + 100 } : f)) },
    };
    const changed = premiumChangesOf({ id: 4, createdAt: '2026-11-01T00:00:00Z', data: before }, after).changes;
    expect(changed).toEqual(expect.arrayContaining([{ what: 'Public record: Zoning', before: 'R5', after: 'R6' }, expect.objectContaining({ what: expect.stringContaining('Net operating income') })]));
    expect(changed).toHaveLength(2);
  });

  it('the sensitivity grid is the engine recomputed at each price and rate, the deal in the middle', () => {
    const inputs = { purchasePrice: 800_000, grossMonthlyRent: 7_000, interestRate: 6, downPaymentPercent: 25, loanTerm: 30, vacancyRate: 5, propertyTax: 9_000, insurance: 2_400, propertyManagementPercent: 8, isWholesaled: false, wholesaleFeePercent: 0 };
    const grid = premiumSensitivity('buy_hold', inputs)!;
    expect(grid.rows).toEqual([720_000, 760_000, 800_000, 840_000, 880_000]);
    expect(grid.columns).toEqual([5, 5.5, 6, 6.5, 7]);
    grid.rows.forEach((price, i) =>
      grid.columns.forEach((rate, j) => expect(grid.cells[i]![j]).toBe(calculateBuyHold({ ...inputs, purchasePrice: price, interestRate: rate } as never).cashOnCashReturn)),
    );
    // cash-on-cash falls as the rate rises, at every price
    for (const row of grid.cells) for (let j = 1; j < row.length; j += 1) expect(row[j]!).toBeLessThan(row[j - 1]!);
  });

  it('the shared page prints the premium sections escaped, with the changes since the previous report and each block\'s source and date', () => {
    const data = dealReportFixture({
      premium: {
        blocks: [
          { key: 'lot', title: 'Lot facts', state: 'found', fields: [{ label: 'Zoning', value: 'R5', source: 'PLUTO (64uk-42ks), as of 2024-10-01', asOf: '2024-10-01' }], note: '' },
          { key: 'evictions', title: 'Evictions', state: 'not_checked', fields: [], note: 'Not checked: Evictions is not imported.' },
        ],
        ownership: { state: 'found', owners: [{ name: '<script>alert(1)</script> LLC', role: 'owner', source: 'HPD registrations', asOf: '2024-09-30' }], otherBuildings: [], searched: true, sources: ['Searched for: X LLC.'] },
        timeline: [{ date: '2024-05-02', kind: 'violation', what: 'HPD violation class B', source: 'HPD violations (wvxf-dwi5), as of 2024-10-01' }],
        timelineStatements: [{ key: 'violations', label: 'Open violations (HPD, ECB, DOB)', state: 'found', sentence: '1 open violation(s).' }],
        preset: { name: 'Brooklyn 2-family', scope: 'organization', version: 3 },
        sensitivity: null,
        changes: { previousReportId: 41, previousCreatedAt: '2026-11-01T00:00:00Z', changes: [{ what: 'Input: Purchase price', before: '$1,250,000.00', after: '$1,150,000.00' }] },
      },
    });
    const page = renderShareView(data, { fileHref: null, fileLabel: 'Download the PDF', expiresAt: '2026-12-01T00:00:00Z' });
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; LLC');
    expect(page).toContain('Compared with report #41 of 2026-11-01: 1 difference(s).');
    expect(page).toContain('$1,150,000.00');
    expect(page).toContain(escapeHtml(`Lot facts: ${PREMIUM_STATE_WORDS.found}`));
    expect(page).toContain('PLUTO (64uk-42ks), as of 2024-10-01');
    expect(page).toContain(`Evictions: ${PREMIUM_STATE_WORDS.not_checked}`);
    expect(page).toContain('Not checked: Evictions is not imported.');
    expect(page).toContain('HPD violation class B');
    expect(page).toContain(escapeHtml('Made with the team preset "Brooklyn 2-family", version 3.'));
    expect(page).toContain(escapeHtml('No other building was found under these names'));
    // a deal report without the section (a plain PDF, or a premium one still building) has none of it
    expect(renderShareView(dealReportFixture(), { fileHref: null, fileLabel: 'Download the PDF', expiresAt: '2026-12-01T00:00:00Z' })).not.toContain(escapeHtml(PREMIUM_HEADINGS.blocks));
  });
});
