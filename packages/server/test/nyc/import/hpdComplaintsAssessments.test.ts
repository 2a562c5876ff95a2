/**
 * HPD Complaints and Problems (ygpa-z7cr) and DOF Property Valuation and Assessments (8y4t-faws):
 * the importers on the real samples and on a small fixture, the property data blocks built from
 * the imported rows, and the live lookups against the local SODA fake (success, empty, 500, 429,
 * malformed JSON).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nycPropertyDataSchema } from '../../../src/contract/nycData';
import { nycAssessments, nycHpdComplaints, nycSodaCache } from '../../../src/db/schema/nyc';
import { buildNycPropertyData } from '../../../src/nyc/enrichment/build';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile } from '../../../src/nyc/import/runner';
import { SodaClient, resetSodaBreakers, type SodaConfig } from '../../../src/nyc/soda/client';
import { SodaEnrichmentSource, assessmentYears, hpdComplaint } from '../../../src/nyc/soda/source';
import { FakeSoda, LIVE_LOT, LIVE_LOT_ROWS, liveLotAnswer } from '../../fakes/fakeSoda';
import { startTestServer, type TestServer } from '../../harness';
import { REPO_ROOT } from '../../paths';

const repoRoot = REPO_ROOT;
const sharedData = resolve(repoRoot, '..', 'shared', 'data', 'nyc');
const complaintsSample = resolve(sharedData, 'hpd_complaints', 'hpd_complaints_and_problems.csv');
const assessmentsSample = resolve(sharedData, 'dof_assessments', 'dof_property_valuation_and_assessments.csv');

describe('importing HPD complaints and DOF assessments', () => {
  let server: TestServer;
  let workDir: string;

  beforeAll(async () => {
    server = await startTestServer();
    workDir = mkdtempSync(join(tmpdir(), 'rei-b2-import-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const run = async (key: 'hpd-complaints' | 'dof-assessments', file: string) => {
    const rejects = new RejectsFile(join(workDir, `${key}-${Math.random()}.rejects.csv`));
    const summary = await importFile({ db: server.db, dataset: DATASETS[key], file, rejects });
    await rejects.close();
    return summary;
  };

  it.skipIf(!existsSync(complaintsSample))('reads every row of the real complaints sample, and a second import changes nothing (needs ../shared/data/nyc)', async () => {
    const first = await run('hpd-complaints', complaintsSample);
    expect([first.rowsRead, first.rejected]).toEqual([10, 0]);
    const second = await run('hpd-complaints', complaintsSample);
    expect(second.inserted).toBe(0);
    const [rows] = await server.db.select({ n: count() }).from(nycHpdComplaints);
    expect(rows!.n).toBe(10);
    const [problem] = await server.db.select().from(nycHpdComplaints).where(eq(nycHpdComplaints.problemId, '17704039'));
    expect(problem).toMatchObject({
      bbl: '1021800018', complaintId: '8591909', receivedDate: '2017-08-01', status: 'closed', problemType: 'IMMEDIATE EMERGENCY',
      majorCategory: 'ELECTRIC', minorCategory: 'POWER OUTAGE', apartment: '2C',
    });
    const data = nycPropertyDataSchema.parse(await buildNycPropertyData(server.db, '1021800018'));
    expect(data.hpdComplaints).toMatchObject({ open: 0, closed: 1, provenance: { dataset: 'hpd-complaints', sourceId: 'ygpa-z7cr (Socrata)', asOf: '2017-09-04' } });
  });

  it.skipIf(!existsSync(assessmentsSample))('reads every row of the real assessments sample, idempotently (needs ../shared/data/nyc)', async () => {
    const first = await run('dof-assessments', assessmentsSample);
    expect([first.rowsRead, first.rejected]).toEqual([5, 0]);
    expect((await run('dof-assessments', assessmentsSample)).inserted).toBe(0);
    const [row] = await server.db.select().from(nycAssessments).where(eq(nycAssessments.bbl, '1000010010'));
    expect(row).toMatchObject({ fiscalYear: '2024', period: '3', marketValueTotal: '337093000.00', assessedValueTotal: '151691851.00', taxClass: '4', buildingClass: 'Y4' });
    const data = nycPropertyDataSchema.parse(await buildNycPropertyData(server.db, '1000010010'));
    expect(data.assessments?.years[0]).toMatchObject({ fiscalYear: '2024', marketValueTotal: 337_093_000, marketValueLand: 229_779_990 });
  });

  it('imports a small fixture: bad rows rejected with their reason, newest roll period per year', async () => {
    const complaints = join(workDir, 'complaints.csv');
    writeFileSync(complaints, [
      'Received Date,Problem ID,Complaint ID,Borough,Block,Lot,Apartment,Type,Major Category,Minor Category,Problem Code,Complaint Status,Problem Status,Status Description,BBL',
      '01/05/2026,900001,800001,BROOKLYN,1591,50,1R,EMERGENCY,HEAT/HOT WATER,ENTIRE BUILDING,NO HEAT,OPEN,OPEN,Reviewing,',
      '12/01/2025,900002,800002,BROOKLYN,1591,50,2R,NON EMERGENCY,PAINT/PLASTER,WALL,PEELING,CLOSE,CLOSE,Closed,3015910050',
      '12/02/2025,900003,800003,BROOKLYN,1591,50,2R,NON EMERGENCY,PAINT/PLASTER,WALL,PEELING,PENDING,PENDING,?,3015910050',
    ].join('\n'));
    const summary = await run('hpd-complaints', complaints);
    expect([summary.rowsRead, summary.rejected]).toEqual([3, 1]);
    const assessments = join(workDir, 'assessments.csv');
    writeFileSync(assessments, [
      'PARID,BORO,BLOCK,LOT,YEAR,PERIOD,CURMKTTOT,CURMKTLAND,CURACTTOT,CURTXBTOT,CURTAXCLASS,BLDG_CLASS,EXTRACRDT',
      '3015910050,3,1591,50,2026,1,1200000,300000,70000,65000,1,B1,01/15/2025',
      '3015910050,3,1591,50,2026,3,1250000,310000,72000,66000,1,B1,05/20/2025',
      '3015910050,3,1591,50,2025,3,1100000,290000,68000,64000,1,B1,05/20/2024',
      ',3,0,50,2025,3,1,1,1,1,1,B1,05/20/2024',
    ].join('\n'));
    const assessed = await run('dof-assessments', assessments);
    expect([assessed.rowsRead, assessed.rejected]).toEqual([4, 1]);
    const data = nycPropertyDataSchema.parse(await buildNycPropertyData(server.db, '3015910050'));
    expect(data.hpdComplaints).toMatchObject({ open: 1, closed: 1 });
    expect(data.hpdComplaints?.recent.map((c) => [c.id, c.receivedDate, c.status])).toEqual([['900001', '2026-01-05', 'open'], ['900002', '2025-12-01', 'closed']]);
    expect(data.assessments?.years.map((y) => [y.fiscalYear, y.marketValueTotal, y.assessedValueTotal])).toEqual([['2026', 1_250_000, 72_000], ['2025', 1_100_000, 68_000]]);
    expect(data.assessments?.provenance).toMatchObject({ dataset: 'dof-assessments', asOf: '2025-05-20' });
  });
});

describe('HPD complaints and DOF assessments live from SODA', () => {
  let server: TestServer;
  const fake = new FakeSoda();
  const config = (): SodaConfig => ({
    baseUrl: fake.baseUrl, appToken: undefined, timeoutMs: 2_000, retries: 0, backoffMs: 5, cacheTtlMs: 0, breakerFailures: 5, breakerCoolDownMs: 60_000,
  });
  const source = () => new SodaEnrichmentSource(new SodaClient(server.db, config()));

  beforeAll(async () => {
    server = await startTestServer();
    await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
    await server.close();
  });
  beforeEach(async () => {
    fake.received = [];
    resetSodaBreakers();
    // Each case starts uncached: an expired cached answer would stand in for an unreachable dataset.
    await server.db.delete(nycSodaCache);
  });

  it('maps the rows SODA answers and queries by BBL (complaints) and PARID (assessments)', async () => {
    fake.reply = (request) => liveLotAnswer(request);
    const data = nycPropertyDataSchema.parse(await buildNycPropertyData(server.db, LIVE_LOT.bbl, source()));
    expect(data.hpdComplaints).toMatchObject({ open: 1, closed: 1, provenance: { dataset: 'soda:ygpa-z7cr', sourceId: 'ygpa-z7cr', title: 'HPD Complaints and Problems' } });
    expect(data.hpdComplaints?.recent[0]).toMatchObject({ id: '31000002', receivedDate: '2026-01-12', majorCategory: 'HEAT/HOT WATER', apartment: '3B', status: 'open' });
    expect(data.assessments?.years).toEqual([
      { fiscalYear: '2026', marketValueTotal: 1_650_000, marketValueLand: 310_000, assessedValueTotal: 410_000, taxableValue: 398_000, taxClass: '2', buildingClass: 'C4' },
      { fiscalYear: '2025', marketValueTotal: 1_500_000, marketValueLand: 290_000, assessedValueTotal: 385_000, taxableValue: 375_000, taxClass: '2', buildingClass: 'C4' },
    ]);
    expect(fake.requestsFor('ygpa-z7cr')[0]!.params.get('$where')).toBe(`bbl='${LIVE_LOT.bbl}'`);
    expect(fake.requestsFor('8y4t-faws')[0]!.params.get('$where')).toBe(`parid='${LIVE_LOT.bbl}'`);
    expect(data.unreachableDatasets).not.toContain('hpd-complaints');
  });

  it('answers an empty list as "none on record", not as missing', async () => {
    fake.reply = (request) => (request.dataset === 'ygpa-z7cr' || request.dataset === '8y4t-faws' ? { status: 200, body: [] } : liveLotAnswer(request));
    const data = await buildNycPropertyData(server.db, LIVE_LOT.bbl, source());
    expect(data.hpdComplaints).toMatchObject({ open: 0, closed: 0, recent: [] });
    expect(data.assessments?.years).toEqual([]);
    expect(data.missingDatasets).not.toContain('dof-assessments');
  });

  it.each([
    ['500', { status: 500, body: { message: 'Internal error' } }],
    ['429', { status: 429, body: { message: 'slow down' }, headers: { 'retry-after': '3600' } }],
    ['malformed JSON', { status: 200, text: '[{"problem_id": ' }],
  ] as const)('names both datasets unreachable on %s and keeps the rest of the page', async (_name, reply) => {
    fake.reply = (request) => (request.dataset === 'ygpa-z7cr' || request.dataset === '8y4t-faws' ? reply : liveLotAnswer(request));
    const data = nycPropertyDataSchema.parse(await buildNycPropertyData(server.db, LIVE_LOT.bbl, source()));
    expect(data.hpdComplaints).toBeNull();
    expect(data.assessments).toBeNull();
    expect(data.unreachableDatasets).toEqual(['hpd-complaints', 'dof-assessments']);
    expect(data.lot?.address).toBe(LIVE_LOT.address);
  });

  it('row mappers: a problem without an id is skipped; an unreadable year is skipped', () => {
    expect(hpdComplaint({ problem_status: 'OPEN' })).toBeNull();
    expect(hpdComplaint(LIVE_LOT_ROWS['ygpa-z7cr'][1])).toMatchObject({ status: 'closed', problemCode: 'PEELING' });
    expect(assessmentYears([{ year: 'FY26', curmkttot: '1' }, ...LIVE_LOT_ROWS['8y4t-faws']]).map((y) => y.fiscalYear)).toEqual(['2026', '2025']);
  });
});
