/**
 * One organization audit at a time per organization, held by the database (the partial unique
 * index of migration 0020) rather than by a check before the insert: simultaneous POSTs start
 * one job and all answer it, a finished or failed audit does not stand in the way of the next,
 * organizations do not block each other, other kinds of job are not limited, and the
 * migration resolves duplicates stored before the index existed. Runs on PGlite, or on a
 * scratch PostgreSQL database when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertBackgroundJob, insertJobUnlessOneUnfinished, type NewBackgroundJob } from '../../../src/db/queries/backgroundJobs';
import { backgroundJobs, UNFINISHED_JOB_STATES } from '../../../src/db/schema';
import { JobFailure, type JobHandler } from '../../../src/jobs/jobQueue';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { waitForJob } from '../../jobs/jobsSupport';
import { addProperty } from '../../propertyFixtures';

const SIMULTANEOUS_REQUESTS = 8;
const MIGRATION = new URL('../../../src/db/migrations/0020_one_unfinished_audit.sql', import.meta.url);

let server: TestServer;
let realAudit: JobHandler;
/** Audits held by `holdAudits` wait on these; `afterEach` lets any still waiting go. */
const held: (() => void)[] = [];

beforeAll(async () => {
  server = await startTestServer();
  realAudit = server.app.jobs.handlerOf('organization-audit');
});

afterEach(() => {
  for (const release of held.splice(0)) release();
  server.app.jobs.handle('organization-audit', realAudit);
});

afterAll(async () => {
  await server?.close();
});

/** Audits wait until `release()` (or the queue takes them back), then run for real. */
function holdAudits(): { release(): void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  held.push(release);
  server.app.jobs.handle('organization-audit', async (context) => {
    await Promise.race([gate, new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }))]);
    return realAudit(context);
  });
  return { release };
}

const startAudit = (user: TestUser) => server.request({ method: 'POST', url: '/api/cash-flow-audit/organization', token: user.token });
const auditJobUrl = (id: string) => `/api/cash-flow-audit/jobs/${id}`;

/** The organization's audit records that are queued or running. */
async function unfinishedAudits(organizationId: number) {
  return server.db
    .select()
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.organizationId, organizationId),
        eq(backgroundJobs.kind, 'organization-audit'),
        inArray(backgroundJobs.state, [...UNFINISHED_JOB_STATES]),
      ),
    );
}

async function auditRecordCount(organizationId: number): Promise<number> {
  const rows = await server.db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.organizationId, organizationId), eq(backgroundJobs.kind, 'organization-audit')));
  return rows.length;
}

/** A job record with no queue job behind it, for the tests that write the table directly. */
function jobRecord(user: TestUser, values: Partial<NewBackgroundJob>): NewBackgroundJob {
  return { id: randomUUID(), organizationId: user.organizationId, userId: user.id, kind: 'organization-audit', state: 'queued', input: {}, ...values };
}

describe('one organization audit at a time', () => {
  it(`${SIMULTANEOUS_REQUESTS} simultaneous POSTs start one job, and every answer names it`, async () => {
    const ann = await server.registerAndLogin('ann', { tier: 'hunter' });
    await addProperty(server, ann);
    holdAudits();
    const answers = await Promise.all(Array.from({ length: SIMULTANEOUS_REQUESTS }, () => startAudit(ann)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(202);
    const ids = new Set(answers.map((answer) => answer.data.id as string));
    expect(ids.size).toBe(1);
    const unfinished = await unfinishedAudits(ann.organizationId);
    expect(unfinished.map((row) => row.id)).toEqual([...ids]);
    // The requests that lost the race stored nothing: no failed or orphaned duplicate either.
    expect(await auditRecordCount(ann.organizationId)).toBe(1);
  });

  it('once the audit has finished, or has failed, the next POST starts a new one', async () => {
    const bea = await server.registerAndLogin('bea', { tier: 'hunter' });
    await addProperty(server, bea);
    const { release } = holdAudits();
    const first = await startAudit(bea);
    expect(first.statusCode, first.body).toBe(202);
    expect((await startAudit(bea)).data.id).toBe(first.data.id);
    release();
    const finished = await waitForJob(server, auditJobUrl(first.data.id), bea.token);
    expect(finished.state, finished.error).toBe('completed');
    expect(finished.result).toMatchObject({ organizationId: bea.organizationId, totalPropertiesAudited: 1 });

    server.app.jobs.handle('organization-audit', async () => {
      throw new JobFailure('The comparable sales could not be read.');
    });
    const second = await startAudit(bea);
    expect(second.statusCode, second.body).toBe(202);
    expect(second.data.id).not.toBe(first.data.id);
    expect(second.data.state).toBe('queued');
    const failed = await waitForJob(server, auditJobUrl(second.data.id), bea.token);
    expect(failed).toMatchObject({ state: 'failed', error: 'The comparable sales could not be read.' });

    server.app.jobs.handle('organization-audit', realAudit);
    const third = await startAudit(bea);
    expect(third.statusCode, third.body).toBe(202);
    expect(new Set([first.data.id, second.data.id, third.data.id]).size).toBe(3);
    const done = await waitForJob(server, auditJobUrl(third.data.id), bea.token);
    expect(done.state, done.error).toBe('completed');
    expect(await auditRecordCount(bea.organizationId)).toBe(3);
  });

  it('two organizations starting audits at the same time each get their own job', async () => {
    const [cat, dan] = await Promise.all([server.registerAndLogin('cat', { tier: 'hunter' }), server.registerAndLogin('dan', { tier: 'hunter' })]);
    holdAudits();
    const answers = await Promise.all([cat, dan, cat, dan, cat, dan].map((user) => startAudit(user)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(202);
    const catIds = new Set([answers[0], answers[2], answers[4]].map((answer) => answer!.data.id));
    const danIds = new Set([answers[1], answers[3], answers[5]].map((answer) => answer!.data.id));
    expect(catIds.size).toBe(1);
    expect(danIds.size).toBe(1);
    expect([...catIds][0]).not.toBe([...danIds][0]);
    expect((await unfinishedAudits(cat.organizationId)).map((row) => row.id)).toEqual([...catIds]);
    expect((await unfinishedAudits(dan.organizationId)).map((row) => row.id)).toEqual([...danIds]);
    // Neither answer leaks into the other organization.
    expect((await server.request({ method: 'GET', url: auditJobUrl([...catIds][0]), token: dan.token })).statusCode).toBe(404);
  });
});

describe('the rule lives in the database', () => {
  it('a second unfinished audit record is refused whoever writes it; finished ones are not counted', async () => {
    const eve = await server.registerAndLogin('eve', { tier: 'hunter' });
    await insertBackgroundJob(server.db, jobRecord(eve, { state: 'completed' }));
    await insertBackgroundJob(server.db, jobRecord(eve, { state: 'failed', error: 'an earlier failure' }));
    const running = await insertBackgroundJob(server.db, jobRecord(eve, { state: 'running' }));
    await expect(insertBackgroundJob(server.db, jobRecord(eve, {}))).rejects.toThrow();
    expect(await insertJobUnlessOneUnfinished(server.db, jobRecord(eve, {}))).toBeUndefined();
    expect((await unfinishedAudits(eve.organizationId)).map((row) => row.id)).toEqual([running.id]);
    // A POST answers the record that holds the place, even one no request of this server made.
    const answer = await startAudit(eve);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.data).toMatchObject({ id: running.id, state: 'running' });
    await server.db.update(backgroundJobs).set({ state: 'failed', error: 'test over' }).where(eq(backgroundJobs.id, running.id));
  });

  it('other kinds of job are not limited: two imports of one organization may wait at once', async () => {
    const fay = await server.registerAndLogin('fay', { tier: 'hunter' });
    const first = await insertJobUnlessOneUnfinished(server.db, jobRecord(fay, { kind: 'property-import' }));
    const second = await insertJobUnlessOneUnfinished(server.db, jobRecord(fay, { kind: 'property-import' }));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second!.id).not.toBe(first!.id);
    await server.db.update(backgroundJobs).set({ state: 'failed', error: 'test over' }).where(inArray(backgroundJobs.id, [first!.id, second!.id]));
  });

  it('the migration keeps the furthest-along unfinished audit of each organization and fails the rest', async () => {
    const [gus, hal] = await Promise.all([server.registerAndLogin('gus', { tier: 'hunter' }), server.registerAndLogin('hal', { tier: 'hunter' })]);
    // Put the table back as it was before 0020, with the duplicates a race could leave.
    await server.db.execute(sql.raw('DROP INDEX "background_jobs_one_unfinished_idx"'));
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const olderRunning = jobRecord(gus, { state: 'running', createdAt: minutesAgo(30) });
    const newerQueued = jobRecord(gus, { state: 'queued', createdAt: minutesAgo(20) });
    const newestQueued = jobRecord(gus, { state: 'queued', createdAt: minutesAgo(10) });
    const finished = jobRecord(gus, { state: 'completed', createdAt: minutesAgo(40) });
    const halOlder = jobRecord(hal, { state: 'queued', createdAt: minutesAgo(20) });
    const halNewer = jobRecord(hal, { state: 'queued', createdAt: minutesAgo(10) });
    const gusImport = jobRecord(gus, { kind: 'property-import', state: 'queued' });
    for (const record of [olderRunning, newerQueued, newestQueued, finished, halOlder, halNewer, gusImport]) await insertBackgroundJob(server.db, record);

    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
      await server.db.execute(sql.raw(statement));
    }

    const stateOf = async (id: string) => (await server.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0];
    expect(await stateOf(olderRunning.id)).toMatchObject({ state: 'running', error: null });
    expect(await stateOf(halNewer.id)).toMatchObject({ state: 'queued', error: null });
    for (const duplicate of [newerQueued, newestQueued, halOlder]) {
      const row = await stateOf(duplicate.id);
      expect(row).toMatchObject({ state: 'failed' });
      expect(row!.error).toContain('Another audit of this organization');
      expect(row!.finishedAt).not.toBeNull();
    }
    expect(await stateOf(finished.id)).toMatchObject({ state: 'completed' });
    expect(await stateOf(gusImport.id)).toMatchObject({ state: 'queued' });
    // The index is back and holds.
    await expect(insertBackgroundJob(server.db, jobRecord(hal, {}))).rejects.toThrow();
    await server.db
      .update(backgroundJobs)
      .set({ state: 'failed', error: 'test over' })
      .where(inArray(backgroundJobs.id, [olderRunning.id, halNewer.id, gusImport.id]));
  });
});
