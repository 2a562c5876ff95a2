/**
 * The job queue (jobs/jobQueue.ts) through the API, on the database the run uses (PGlite in a
 * data folder, or a scratch PostgreSQL database when DATABASE_URL is set): jobs survive a
 * restart whether they were waiting or running, progress is stored and readable while a job
 * runs, a failure is stored with its reason, a record whose queue job is gone is failed by the
 * sweep, and another organization's job ids are not found.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig, type ServerConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { insertBackgroundJob } from '../../src/db/queries/backgroundJobs';
import { backgroundJobs, reports, subscriptions } from '../../src/db/schema';
import { createScratchDatabase, type ScratchDatabase } from '../../src/db/scratchDatabase';
import { JobFailure, type JobContext } from '../../src/jobs/jobQueue';
import { prepareDatabase } from '../../src/server';
import type { TestServer } from '../harness';
import { waitForJob } from './jobsSupport';

/** One server process over the run's storage; closing it and opening another is a restart. */
interface Instance {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly request: TestServer['request'];
  close(): Promise<void>;
}

let storage: Partial<ServerConfig>;
let scratch: ScratchDatabase | undefined;
let folder: string | undefined;
const open: Instance[] = [];

async function startInstance(): Promise<Instance> {
  const config = testConfig({ ...storage, databasePoolSize: 5 });
  const database = await openDatabase(config);
  await prepareDatabase(database);
  const app = await buildApp({ db: database.db, config, databaseKind: database.kind });
  await app.ready();
  const request: TestServer['request'] = async ({ token, headers, ...rest }) => {
    const response = await app.inject({ ...rest, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
    let data: unknown;
    try {
      data = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      data = undefined;
    }
    return Object.assign(response, { data });
  };
  let closed = false;
  const instance: Instance = {
    app,
    database,
    request,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
    },
  };
  open.push(instance);
  return instance;
}

/** The API of `instance` in the shape `waitForJob` takes. */
const asServer = (instance: Instance) => ({ request: instance.request }) as TestServer;

interface Account {
  readonly token: string;
  readonly organizationId: number;
  readonly userId: number;
}

async function signUp(instance: Instance, name: string): Promise<Account> {
  const email = `${name}-${randomBytes(4).toString('hex')}@example.test`;
  const password = 'correct-horse-battery';
  const registered = await instance.request({ method: 'POST', url: '/api/auth/register', payload: { fullName: name, email, password } });
  expect(registered.statusCode, registered.body).toBe(201);
  await instance.database.db.update(subscriptions).set({ tier: 'hunter', status: 'active' }).where(eq(subscriptions.userId, registered.data.id));
  const login = await instance.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const memberships = await instance.request({ method: 'GET', url: '/api/organizations', token: login.data.token });
  const own = (memberships.data as { organizationId: number; role: string }[]).find((m) => m.role === 'owner')!;
  return { token: login.data.token, organizationId: own.organizationId, userId: registered.data.id };
}

/** A CSV of `count` properties with figures the audit can recompute. */
function propertiesCsv(count: number): string {
  const lines = ['address,city,state,zip,units,purchase_price,monthly_rent'];
  for (let i = 1; i <= count; i += 1) lines.push(`${i} Job Street,Brooklyn,NY,11201,2,${500_000 + i * 1_000},${3_000 + i}`);
  return `${lines.join('\n')}\n`;
}

async function addProperties(instance: Instance, account: Account, count: number): Promise<void> {
  const response = await instance.request({
    method: 'POST',
    url: '/api/properties/import',
    token: account.token,
    headers: { 'content-type': 'text/csv' },
    payload: propertiesCsv(count),
  });
  if (response.statusCode === 202) {
    const job = await waitForJob(asServer(instance), `/api/properties/import/jobs/${response.data.id}`, account.token);
    expect(job.state, job.error).toBe('completed');
    expect(job.result.inserted).toBe(count);
  } else {
    expect(response.statusCode, response.body).toBe(201);
    expect(response.data.inserted).toBe(count);
  }
}

const auditJobUrl = (id: string) => `/api/cash-flow-audit/jobs/${id}`;

/** Two server starts on a data folder: opening PGlite twice takes long on a loaded machine. */
const RESTART_TEST_MS = 180_000;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl) {
    scratch = await createScratchDatabase(serverUrl, 'rei_test_jobs');
    storage = { databaseUrl: scratch.url };
  } else {
    folder = mkdtempSync(path.join(tmpdir(), 'rei-jobs-'));
    storage = { dataDir: folder };
  }
});

afterAll(async () => {
  for (const instance of open) await instance.close().catch(() => undefined);
  await scratch?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('jobs survive a restart', () => {
  it('an audit queued while no worker runs is done after the next start', async () => {
    const first = await startInstance();
    const ann = await signUp(first, 'ann');
    await addProperties(first, ann, 3);
    // The queue is up but has no workers: the job waits in the database.
    await first.app.jobs.start({ workers: false });
    const started = await first.request({ method: 'POST', url: '/api/cash-flow-audit/organization', token: ann.token });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.data).toMatchObject({ kind: 'organization-audit', state: 'queued', result: null });
    // Asking again while it waits answers the same job.
    const again = await first.request({ method: 'POST', url: '/api/cash-flow-audit/organization', token: ann.token });
    expect(again.data.id).toBe(started.data.id);
    await first.close();

    const second = await startInstance();
    await second.app.jobs.start();
    const done = await waitForJob(asServer(second), auditJobUrl(started.data.id), ann.token);
    expect(done.state, done.error).toBe('completed');
    expect(done.result).toMatchObject({ organizationId: ann.organizationId, totalPropertiesAudited: 3 });
    expect(done.progress).toEqual({ done: 3, total: 3 });
    const stored = await second.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${ann.organizationId}`, token: ann.token });
    expect(stored.data.auditDate).toBe(done.result.auditDate);
    await second.close();
  }, RESTART_TEST_MS);

  it('an audit stopped mid-run is handed back to the queue and completes after the next start', async () => {
    const first = await startInstance();
    const bea = await signUp(first, 'bea');
    await addProperties(first, bea, 2);
    // Hold the job after its first progress report until the queue takes it back.
    first.app.jobs.handle('organization-audit', async (context: JobContext) => {
      await context.progress(1, 10);
      await new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }));
      throw new Error('stopped by the shutdown');
    });
    const started = await first.request({ method: 'POST', url: '/api/cash-flow-audit/organization', token: bea.token });
    expect(started.statusCode).toBe(202);
    let seen: any;
    for (let i = 0; i < 3000; i += 1) {
      seen = (await first.request({ method: 'GET', url: auditJobUrl(started.data.id), token: bea.token })).data;
      if (seen.state === 'running' && seen.progress.done === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The progress stored while it runs is what the page polls.
    expect(seen).toMatchObject({ state: 'running', progress: { done: 1, total: 10 }, attempts: 1 });
    await first.close();

    const second = await startInstance();
    await second.app.jobs.start();
    const done = await waitForJob(asServer(second), auditJobUrl(started.data.id), bea.token);
    expect(done.state, done.error).toBe('completed');
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(done.result.totalPropertiesAudited).toBe(2);
    await second.close();
  }, RESTART_TEST_MS);

  it('a report whose file was being built when the server stopped is built after the next start', async () => {
    const first = await startInstance();
    const cat = await signUp(first, 'cat');
    await addProperties(first, cat, 1);
    const property = (await first.request({ method: 'GET', url: '/api/properties', token: cat.token })).data[0];
    const strategy = await first.request({
      method: 'POST',
      url: '/api/strategies',
      token: cat.token,
      payload: { propertyId: property.id, strategyType: 'buy_hold', inputs: { purchasePrice: 800_000, grossMonthlyRent: 6_000, interestRate: 6.5 } },
    });
    expect(strategy.statusCode, strategy.body).toBe(201);
    await first.app.jobs.start({ workers: false });
    const created = await first.request({ method: 'POST', url: '/api/reports', token: cat.token, payload: { strategyId: strategy.data.id, format: 'xlsx' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.data.state).toBe('building');
    await first.close();

    const second = await startInstance();
    await second.app.jobs.start();
    let report: any;
    for (let i = 0; i < 3000; i += 1) {
      report = (await second.request({ method: 'GET', url: `/api/reports/${created.data.id}`, token: cat.token })).data;
      if (report.state !== 'building') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(report.state, report.error).toBe('ready');
    const file = await second.request({ method: 'GET', url: `/api/reports/${created.data.id}/file`, token: cat.token });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    await second.close();
  }, RESTART_TEST_MS);
});

describe('progress, failures and scoping', () => {
  let server: Instance;
  let dee: Account;
  let eve: Account;

  beforeAll(async () => {
    server = await startInstance();
    [dee, eve] = [await signUp(server, 'dee'), await signUp(server, 'eve')];
  });

  afterAll(async () => {
    await server?.close();
  });

  it('a large CSV import runs as a job whose progress counts rows, and the audit reports n of N properties', async () => {
    const imported = await server.request({
      method: 'POST',
      url: '/api/properties/import',
      token: dee.token,
      headers: { 'content-type': 'text/csv' },
      payload: propertiesCsv(300),
    });
    expect(imported.statusCode, imported.body).toBe(202);
    expect(imported.data).toMatchObject({ kind: 'property-import', progress: { total: 300 } });
    const importJob = await waitForJob(asServer(server), `/api/properties/import/jobs/${imported.data.id}`, dee.token);
    expect(importJob).toMatchObject({ state: 'completed', progress: { done: 300, total: 300 } });
    expect(importJob.result).toMatchObject({ inserted: 300, errorCount: 0 });
    expect(importJob.result.ids).toHaveLength(300);

    // Watch the real audit's progress reports on their way to the record.
    const reported: [number, number | null][] = [];
    const real = server.app.jobs.handlerOf('organization-audit');
    server.app.jobs.handle('organization-audit', (context) =>
      real({
        ...context,
        progress: (done, total) => {
          reported.push([done, total]);
          return context.progress(done, total);
        },
      }),
    );
    const started = await server.request({ method: 'POST', url: '/api/cash-flow-audit/organization', token: dee.token });
    expect(started.statusCode).toBe(202);
    const done = await waitForJob(asServer(server), auditJobUrl(started.data.id), dee.token);
    server.app.jobs.handle('organization-audit', real);
    expect(done).toMatchObject({ state: 'completed', progress: { done: 300, total: 300 } });
    expect(reported[0]).toEqual([0, 300]);
    expect(reported.some(([n]) => n > 0 && n < 300)).toBe(true);
    expect(reported.map(([n]) => n)).toEqual([...reported.map(([n]) => n)].sort((a, b) => a - b));

    // The finished run's rows, a page at a time, sorted and filtered on the server.
    const page = await server.request({
      method: 'GET',
      url: `/api/cash-flow-audit/organization/${dee.organizationId}/properties?pageSize=50&page=2&sort=address&direction=asc`,
      token: dee.token,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.data).toMatchObject({ total: 300, page: 2, pageSize: 50, pageCount: 6, runId: done.result.runId });
    expect(page.data.items).toHaveLength(50);
    const firstPage = await server.request({
      method: 'GET',
      url: `/api/cash-flow-audit/organization/${dee.organizationId}/properties?pageSize=50&page=1&sort=address&direction=asc`,
      token: dee.token,
    });
    const seen = new Set([...firstPage.data.items, ...page.data.items].map((row: { propertyId: number }) => row.propertyId));
    expect(seen.size).toBe(100);
    const filtered = await server.request({
      method: 'GET',
      url: `/api/cash-flow-audit/organization/${dee.organizationId}/properties?q=${encodeURIComponent('17 Job')}`,
      token: dee.token,
    });
    expect(filtered.data.items.map((row: { address: string }) => row.address).sort()).toEqual(['117 Job Street', '17 Job Street', '217 Job Street']);
  });

  it('a job that keeps failing is retried, then stored as failed with its reason', async () => {
    const real = server.app.jobs.handlerOf('organization-audit');
    let attempts = 0;
    server.app.jobs.handle('organization-audit', async () => {
      attempts += 1;
      throw new Error('the comparable sales could not be read');
    });
    const started = await server.request({ method: 'POST', url: '/api/cash-flow-audit/organization', token: eve.token });
    const failed = await waitForJob(asServer(server), auditJobUrl(started.data.id), eve.token);
    server.app.jobs.handle('organization-audit', real);
    expect(failed).toMatchObject({ state: 'failed', error: 'the comparable sales could not be read', result: null, attempts: 3 });
    expect(attempts).toBe(3);
    expect(failed.finishedAt).not.toBeNull();
  });

  it('a failure no retry would fix is stored at once', async () => {
    const real = server.app.jobs.handlerOf('organization-audit');
    server.app.jobs.handle('organization-audit', async () => {
      throw new JobFailure('The organization has no properties to audit.');
    });
    const started = await server.request({ method: 'POST', url: '/api/cash-flow-audit/organization', token: eve.token });
    const failed = await waitForJob(asServer(server), auditJobUrl(started.data.id), eve.token);
    server.app.jobs.handle('organization-audit', real);
    expect(failed).toMatchObject({ state: 'failed', error: 'The organization has no properties to audit.', attempts: 1 });
  });

  it('the sweep fails a record whose queue job is gone, and its report with it', async () => {
    const db = server.database.db;
    const [report] = await db
      .insert(reports)
      .values({
        organizationId: eve.organizationId,
        createdBy: eve.userId,
        format: 'pdf',
        state: 'building',
        title: 'Lost build',
        fileName: 'lost.pdf',
        contentType: 'application/pdf',
        data: {},
        stamp: {},
        inputsSha256: '0'.repeat(64),
      })
      .returning();
    const lost = await insertBackgroundJob(db, {
      id: randomUUID(),
      organizationId: eve.organizationId,
      userId: eve.userId,
      kind: 'report-build',
      state: 'running',
      input: { reportId: report!.id },
      updatedAt: new Date(Date.now() - 10 * 60_000),
    });
    await server.app.jobs.start();
    expect(await server.app.jobs.sweep()).toBeGreaterThanOrEqual(1);
    const [swept] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, lost.id));
    expect(swept).toMatchObject({ state: 'failed' });
    expect(swept!.error).toContain('could not be resumed');
    const [failedReport] = await db.select().from(reports).where(eq(reports.id, report!.id));
    expect(failedReport).toMatchObject({ state: 'failed' });
  });

  it("another organization's job ids are not found; a malformed id is refused naming the field", async () => {
    const started = await server.request({ method: 'POST', url: '/api/cash-flow-audit/organization', token: dee.token });
    expect(started.statusCode).toBe(202);
    await waitForJob(asServer(server), auditJobUrl(started.data.id), dee.token);
    const foreign = await server.request({ method: 'GET', url: auditJobUrl(started.data.id), token: eve.token });
    expect(foreign.statusCode).toBe(404);
    // Nor through the import route: a job id answers only for its own kind.
    expect((await server.request({ method: 'GET', url: `/api/properties/import/jobs/${started.data.id}`, token: dee.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: auditJobUrl(randomUUID()), token: dee.token })).statusCode).toBe(404);
    const malformed = await server.request({ method: 'GET', url: auditJobUrl('not-a-job'), token: dee.token });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.data.fields ?? {}).join(' ')).toContain('jobId');
    expect((await server.request({ method: 'GET', url: auditJobUrl(started.data.id) })).statusCode).toBe(401);
    const otherRows = await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${dee.organizationId}/properties`, token: eve.token });
    expect(otherRows.statusCode).toBe(404);
    const badSort = await server.request({ method: 'GET', url: `/api/cash-flow-audit/organization/${dee.organizationId}/properties?sort=password`, token: dee.token });
    expect(badSort.statusCode).toBe(400);
  });
});
