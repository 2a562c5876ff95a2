/**
 * Refresh from NYC Open Data and what it tells watchers (issue 29). A fake SODA — a local HTTP
 * server answering `/resource/<id>.json` in SODA's JSON (every value a string, system fields
 * `:id` and `:updated_at`, `$where`/`$order`/`$limit`/`$offset` honoured) — holds HPD violations
 * on two lots, one watched and one not, and gains a violation on each between two refreshes.
 * The watched lot's change becomes a notification in the API, an instant mail and a daily /
 * weekly digest in the outbox as each watcher chose, a signed `property.record_changed` webhook,
 * and an event on the lot's log; the unwatched lot's change tells no one. The admin route queues
 * the refresh as a job (202) and the test polls GET …/refresh/jobs/{jobId} as the admin screen does.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotEventListResponseSchema, notificationListResponseSchema, nycFreshnessResponseSchema, nycRefreshConflictSchema, nycRefreshJobSchema, type NycRefreshJob, type RefreshResponse } from '../../../src/contract';
import type { SodaConfig } from '../../../src/nyc/soda/client';
import { refreshDataset } from '../../../src/services/datasetRefresh';
import { sodaRowRecord } from '../../../src/nyc/import/sodaRow';
import { SodaClient } from '../../../src/nyc/soda/client';
import { sendNotificationDigests } from '../../../src/services/notificationDigest';
import { and, eq, sql } from 'drizzle-orm';
import { nycImports, nycViolations } from '../../../src/db/schema';
import { RUN_PRESUMED_DEAD_MS } from '../../../src/db/queries/refreshRuns';
import { refreshNycData } from '../../../src/services/refresh';
import { JobFailure } from '../../../src/jobs/jobQueue';
import { NOTIFICATION_DIGEST_TASK, NYC_REFRESH_TASK, taskSchedules } from '../../../src/jobs/registerJobs';
import { REFRESHABLE_DATASETS } from '../../../src/nyc/refresh/refreshableDatasets';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { outboxFor } from '../../outbox';
import { addProperty } from '../../propertyFixtures';
import { verifyStandardWebhook } from '../../fakes/standardWebhooks';

const WATCHED = '1003750020';
const UNWATCHED = '1003750030';
const HPD_VIOLATIONS = 'wvxf-dwi5';

/** An HPD violation as NYC Open Data publishes it (field names and string values of wvxf-dwi5). */
function violation(id: number, bbl: string, issued: string, updatedAt: string): Record<string, string> {
  return {
    ':id': `row-${id}`,
    ':updated_at': updatedAt,
    violationid: String(id),
    buildingid: String(800_000 + id),
    boroid: bbl[0]!,
    borough: 'MANHATTAN',
    housenumber: '754',
    lowhousenumber: '754',
    highhousenumber: '754',
    streetname: 'EAST 6 STREET',
    postcode: '10009',
    block: String(Number(bbl.slice(1, 6))),
    lot: String(Number(bbl.slice(6))),
    class: 'B',
    inspectiondate: `${issued}T00:00:00.000`,
    novdescription: 'SECTION 27-2005 ADM CODE PROPERLY REPAIR THE BROKEN OR DEFECTIVE PLASTERED SURFACES',
    novissueddate: `${issued}T00:00:00.000`,
    currentstatus: 'NOV SENT OUT',
    currentstatusdate: `${issued}T00:00:00.000`,
    violationstatus: 'Open',
    bin: '1004567',
    bbl,
  };
}

/** The fake SODA: its rows, and every query it was asked. */
function fakeSoda() {
  const rows: Record<string, string>[] = [];
  const asked: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname !== `/resource/${HPD_VIOLATIONS}.json`) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: true, message: 'not found' }));
      return;
    }
    asked.push(url.searchParams);
    // `:updated_at > 't'`, or resuming after a row: `:updated_at > 't' OR (:updated_at = 't' AND :id > 'row')`.
    const where = /^:updated_at > '([^']+)'(?: OR \(:updated_at = '([^']+)' AND :id > '([^']+)'\))?$/.exec(url.searchParams.get('$where') ?? '');
    const time = (text: string) => Date.parse(/Z$/.test(text) ? text : `${text}Z`);
    const after = where ? time(where[1]!) : -Infinity;
    const tie = where?.[3] ? { at: time(where[2]!), id: where[3] } : null;
    const offset = Number(url.searchParams.get('$offset') ?? 0);
    const limit = Number(url.searchParams.get('$limit') ?? 1000);
    const answer = rows
      .filter((row) => Date.parse(row[':updated_at']!) > after || (tie !== null && Date.parse(row[':updated_at']!) === tie.at && row[':id']! > tie.id))
      .sort((a, b) => a[':updated_at']!.localeCompare(b[':updated_at']!) || a[':id']!.localeCompare(b[':id']!))
      .slice(offset, offset + limit);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  return { rows, asked, server };
}

interface Received {
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** A webhook target that keeps what it is sent. */
function hookTarget() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('ok');
    });
  });
  return { received, server };
}


async function listen(server: Server): Promise<string> {
  server.keepAliveTimeout = 120_000; // a client reusing an idle socket must never find it closed (ECONNRESET under load)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 400; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Still waiting for ${what}`);
}

const soda = fakeSoda();
const hooks = hookTarget();
let server: TestServer;
let admin: TestUser;
let ann: TestUser;
let dee: TestUser;
let wes: TestUser;
let bob: TestUser;
let secret: string;
let betweenRefreshes: string;
let secondRefresh: RefreshResponse;
let secondJob: NycRefreshJob;

const refresh = (payload: Record<string, unknown>, user: TestUser = admin) => server.request({ method: 'POST', url: '/api/admin/nyc/refresh', token: user.token, payload });
const refreshJob = (id: string, user: TestUser = admin) => server.request({ method: 'GET', url: `/api/admin/nyc/refresh/jobs/${id}`, token: user.token });
/** Starts a refresh (202 with its job) and polls the job until it has completed or failed. */
async function refreshAndWait(payload: Record<string, unknown>): Promise<NycRefreshJob> {
  const started = await refresh(payload);
  expect(started.statusCode, started.body).toBe(202);
  const { id } = nycRefreshJobSchema.parse(started.data);
  return until(
    async () => nycRefreshJobSchema.parse((await refreshJob(id)).data),
    (job) => job.state === 'completed' || job.state === 'failed',
    `refresh job ${id}`,
  );
}
const notificationsOf = async (user: TestUser) =>
  notificationListResponseSchema.parse((await server.request({ method: 'GET', url: '/api/notifications', token: user.token })).data);
const mailSetting = (user: TestUser, email: string) => server.request({ method: 'PUT', url: '/api/notification-settings', token: user.token, payload: { email } });

beforeAll(async () => {
  const base = await listen(soda.server);
  const hookBase = await listen(hooks.server);
  const config: SodaConfig = { baseUrl: base, appToken: undefined, timeoutMs: 5_000, retries: 0, backoffMs: 1, cacheTtlMs: 60_000 };
  server = await startTestServer({ config: { nycOpenData: config, webhooksAllowPrivate: true } });
  [admin, ann, dee, wes, bob] = await Promise.all([
    server.registerAndLogin('refresh-admin', { role: 'admin' }),
    server.registerAndLogin('refresh-ann', { tier: 'hunter' }),
    server.registerAndLogin('refresh-dee'),
    server.registerAndLogin('refresh-wes'),
    server.registerAndLogin('refresh-bob'),
  ]);

  // What NYC Open Data holds at the first refresh: one open violation on each lot.
  soda.rows.push(violation(9_100_001, WATCHED, '2026-10-20', '2026-11-01T10:00:00.000Z'), violation(9_100_002, UNWATCHED, '2026-10-21', '2026-11-01T10:00:00.000Z'));
  const first = await refreshAndWait({ dataset: 'hpd-violations', since: '2026-10-01' });
  expect(first.state, first.error ?? '').toBe('completed');

  for (const user of [ann, dee, wes]) expect((await server.request({ method: 'POST', url: '/api/watches', token: user.token, payload: { bbl: WATCHED } })).statusCode).toBe(201);
  expect((await mailSetting(ann, 'instant')).statusCode).toBe(200);
  expect((await mailSetting(dee, 'daily')).statusCode).toBe(200);
  expect((await mailSetting(wes, 'weekly')).statusCode).toBe(200);
  const hook = await server.request({ method: 'POST', url: '/api/webhooks', token: ann.token, payload: { url: `${hookBase}/hooks`, events: ['property.record_changed'] } });
  expect(hook.statusCode, hook.body).toBe(201);
  secret = hook.data.secret;

  // NYC Open Data gains a violation on each lot; the second refresh reads only what changed.
  betweenRefreshes = new Date().toISOString();
  soda.rows.push(violation(9_100_003, WATCHED, '2026-11-18', '2026-11-20T08:30:00.000Z'), violation(9_100_004, UNWATCHED, '2026-11-19', '2026-11-20T08:31:00.000Z'));
  secondJob = await refreshAndWait({ dataset: 'hpd-violations' });
  expect(secondJob.state, secondJob.error ?? '').toBe('completed');
  secondRefresh = secondJob.result!;
});

afterAll(async () => {
  soda.server.close();
  hooks.server.close();
  await server?.close();
});

describe('refreshing a dataset from NYC Open Data', () => {
  it('reads only the rows changed since the last refresh, paged and ordered, and records the run on the data-freshness list', async () => {
    expect(secondRefresh.failed).toEqual([]);
    expect(secondRefresh.runs).toHaveLength(1);
    expect(secondRefresh.runs[0]).toMatchObject({ dataset: 'hpd-violations', rowsRead: 2, inserted: 2, updated: 0, rejected: 0, events: 2, refreshedThrough: '2026-11-20T08:31:00.000Z' });
    const last = soda.asked[soda.asked.length - 1]!;
    // After the last row the first refresh read (the two rows share a change time; :id orders them).
    expect(last.get('$where')).toBe(":updated_at > '2026-11-01T10:00:00.000' OR (:updated_at = '2026-11-01T10:00:00.000' AND :id > 'row-9100002')");
    expect(last.get('$order')).toBe(':updated_at, :id');
    expect(last.get('$offset')).toBe('0');
    const freshness = nycFreshnessResponseSchema.parse((await server.request({ method: 'GET', url: '/api/nyc/freshness', token: bob.token })).data);
    expect(freshness.find((row) => row.dataset === 'hpd-violations')).toMatchObject({
      sourceFile: `soda:${HPD_VIOLATIONS}`,
      sourceDate: secondRefresh.runs[0]!.sourceDate,
      rowsInserted: 2,
      rowsUpdated: 0,
    });
  });

  it('reads a SODA row the way the import reads a CSV row (field names as header keys, system fields left out)', () => {
    const record = sodaRowRecord({ ':id': 'row-1', sale_price: '1250000', borough: 3, location: { type: 'Point' } }, 7);
    expect(record).toEqual({ line: 7, fields: { 'sale price': '1250000', borough: '3' } });
  });

  it('a refresh with nothing new changes nothing and tells no one', async () => {
    const before = (await notificationsOf(ann)).items.length;
    const again = await refreshAndWait({ dataset: 'all' });
    expect(again.state).toBe('completed');
    expect(again.result!.runs).toEqual([expect.objectContaining({ dataset: 'hpd-violations', rowsRead: 0, inserted: 0, events: 0 })]);
    expect((await notificationsOf(ann)).items).toHaveLength(before);
  });
});

describe('a run that stops at its row limit', () => {
  it('goes on after the last row it read, even among rows sharing one change time (a dataset republished at once)', async () => {
    const republished = fakeSoda();
    const base = await listen(republished.server);
    const own = await startTestServer();
    try {
      // Five violations published in one batch: the same :updated_at on every row.
      for (let id = 1; id <= 5; id += 1) republished.rows.push(violation(9_200_000 + id, WATCHED, '2026-11-01', '2026-11-25T06:00:00.000Z'));
      const client = new SodaClient(own.db, { baseUrl: base, appToken: undefined, timeoutMs: 5_000, retries: 0, backoffMs: 1, cacheTtlMs: 60_000 });
      const first = await refreshDataset({ db: own.db, soda: client, dataset: 'hpd-violations', since: new Date('2026-11-01T00:00:00Z'), maxRows: 2, pageSize: 2 });
      expect([first.rowsRead, first.inserted]).toEqual([2, 2]);
      // The next runs resume after row 2, then row 4: nothing is skipped, nothing read twice.
      const second = await refreshDataset({ db: own.db, soda: client, dataset: 'hpd-violations', maxRows: 2, pageSize: 2 });
      const third = await refreshDataset({ db: own.db, soda: client, dataset: 'hpd-violations', maxRows: 2, pageSize: 2 });
      const fourth = await refreshDataset({ db: own.db, soda: client, dataset: 'hpd-violations', maxRows: 2, pageSize: 2 });
      expect([second.inserted, third.inserted, fourth.rowsRead]).toEqual([2, 1, 0]);
      const stored = await own.db.select({ id: nycViolations.violationId }).from(nycViolations).where(eq(nycViolations.bbl, WATCHED));
      expect(stored.map((row) => row.id).sort()).toEqual(['9200001', '9200002', '9200003', '9200004', '9200005']);
    } finally {
      republished.server.close();
      await own.close();
    }
  });
});

describe('the refresh as a job', () => {
  it('stores what the refresh did as the job result and counts datasets done', () => {
    expect(secondJob).toMatchObject({ kind: 'nyc-refresh', state: 'completed', progress: { done: 1, total: 1 }, error: null });
    expect(secondJob.result!.runs.map((run) => [run.dataset, run.inserted, run.updated])).toEqual([['hpd-violations', 2, 0]]);
    expect(secondJob.finishedAt).not.toBeNull();
  });

  it('runs one refresh at a time: a second request while one runs answers 409 naming it, and a new one may start after', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const real = server.app.jobs.handlerOf('nyc-refresh');
    server.app.jobs.handle('nyc-refresh', async (context) => {
      await held;
      return real(context);
    });
    try {
      const first = await refresh({ dataset: 'hpd-violations' });
      expect(first.statusCode, first.body).toBe(202);
      const running = nycRefreshJobSchema.parse(first.data);
      const second = await refresh({ dataset: 'all' });
      expect(second.statusCode, second.body).toBe(409);
      const conflict = nycRefreshConflictSchema.parse(second.data);
      expect(conflict.job.id).toBe(running.id);
      expect(conflict.message).toContain(running.id);
      release();
      await until(async () => nycRefreshJobSchema.parse((await refreshJob(running.id)).data).state, (state) => state === 'completed', 'the held refresh');
    } finally {
      release();
      server.app.jobs.handle('nyc-refresh', real);
    }
    const after = await refreshAndWait({ dataset: 'hpd-violations' });
    expect(after.state).toBe('completed');
  });

  it('never refreshes one dataset twice at once: a run still going (scheduled, or another instance) keeps the next from starting, until it is over an hour old', async () => {
    const [other] = await server.db.insert(nycImports).values({ dataset: 'hpd-violations', sourceId: 'wvxf-dwi5', sourceFile: 'soda:wvxf-dwi5' }).returning();
    try {
      const job = await refreshAndWait({ dataset: 'hpd-violations' });
      expect(job.state).toBe('failed');
      expect(job.error).toContain('hpd-violations is being refreshed by another run');
      const context = { soda: server.app.config.nycOpenData, mail: null };
      // The scheduled task's path: a single dataset answers 409 (the task skips it), `all` lists it as failed.
      await expect(refreshNycData(server.db, context, 'hpd-violations')).rejects.toMatchObject({ statusCode: 409 });
      const all = await refreshNycData(server.db, context, 'all');
      expect(all.failed.map((failure) => failure.dataset)).toEqual(['hpd-violations']);
      const running = await server.db.select().from(nycImports).where(and(eq(nycImports.dataset, 'hpd-violations'), eq(nycImports.status, 'running')));
      expect(running.map((run) => run.id)).toEqual([other!.id]);

      // A run left `running` over an hour ago is taken for dead: a new refresh starts.
      await server.db.update(nycImports).set({ startedAt: new Date(Date.now() - RUN_PRESUMED_DEAD_MS - 60_000) }).where(eq(nycImports.id, other!.id));
      const after = await refreshAndWait({ dataset: 'hpd-violations' });
      expect(after.state, after.error ?? '').toBe('completed');
    } finally {
      await server.db.update(nycImports).set({ status: 'failed', error: 'left running by the test', finishedAt: new Date() }).where(eq(nycImports.id, other!.id));
    }
  });

  it('a refresh that fails is a failed job with the reason', async () => {
    const real = server.app.jobs.handlerOf('nyc-refresh');
    server.app.jobs.handle('nyc-refresh', async () => {
      throw new JobFailure('NYC Open Data answered 503 for every page.');
    });
    try {
      const failed = await refreshAndWait({ dataset: 'hpd-violations' });
      expect(failed).toMatchObject({ state: 'failed', error: 'NYC Open Data answered 503 for every page.', result: null });
    } finally {
      server.app.jobs.handle('nyc-refresh', real);
    }
  });

  it('only a system admin may read a refresh job; an unknown one is 404', async () => {
    expect((await refreshJob(secondJob.id, ann)).statusCode).toBe(403);
    expect((await refreshJob('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await refreshJob('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('what the watchers of the changed lot are told', () => {
  it('a notification in the API for each watcher of the changed lot, none for the unwatched lot', async () => {
    for (const user of [ann, dee, wes]) {
      const { items, unreadCount } = await notificationsOf(user);
      expect(items).toHaveLength(1);
      expect(unreadCount).toBe(1);
      expect(items[0]).toMatchObject({ bbl: WATCHED, kind: 'violations' });
      expect(items[0]!.body).toContain('1 new open HPD violation (2 open now)');
    }
    expect((await notificationsOf(bob)).items).toEqual([]);
  });

  it('an instant mail with a one-click unsubscribe link to the watcher who chose instant, none yet to the digest readers', async () => {
    const mails = await outboxFor(server, ann.email);
    const told = mails.filter((mail) => mail.text.includes('HPD violation'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toMatch(/notification-settings\/unsubscribe\?token=[A-Za-z0-9_-]{20,}/);
    expect(told[0]!.text).not.toContain(UNWATCHED);
    expect((await outboxFor(server, dee.email)).filter((mail) => mail.text.includes('HPD violation'))).toEqual([]);
    expect((await outboxFor(server, wes.email)).filter((mail) => mail.text.includes('HPD violation'))).toEqual([]);
  });

  it('a daily digest once a day and a weekly one once a week, each through the mailer with its unsubscribe link', async () => {
    const mail = { mailer: server.app.mailer, baseUrl: 'http://rei.test' };
    const nextDay = new Date(Date.now() + 25 * 3_600_000);
    expect(await sendNotificationDigests(server.db, mail, nextDay)).toEqual({ mailed: 1 });
    const daily = (await outboxFor(server, dee.email)).filter((each) => each.subject.startsWith('Your daily digest'));
    expect(daily).toHaveLength(1);
    expect(daily[0]!.text).toContain('1 new open HPD violation');
    expect(daily[0]!.text).toMatch(/http:\/\/rei\.test\/api\/notification-settings\/unsubscribe\?token=/);
    // The same hour again: nothing new since that digest, nothing due.
    expect(await sendNotificationDigests(server.db, mail, nextDay)).toEqual({ mailed: 0 });
    expect((await outboxFor(server, wes.email)).filter((each) => each.subject.includes('digest'))).toEqual([]);
    const nextWeek = new Date(Date.now() + 8 * 24 * 3_600_000);
    expect(await sendNotificationDigests(server.db, mail, nextWeek)).toEqual({ mailed: 1 });
    const weekly = (await outboxFor(server, wes.email)).filter((each) => each.subject.startsWith('Your weekly digest'));
    expect(weekly).toHaveLength(1);
    expect((await outboxFor(server, ann.email)).filter((each) => each.subject.includes('digest'))).toEqual([]);
  });

  it('a signed property.record_changed webhook to the watcher’s organisation, about the watched lot only', async () => {
    const received = await until(() => hooks.received, (all) => all.length >= 1, 'the webhook');
    const hook = received[0]!;
    expect(verifyStandardWebhook(secret, hook.headers, hook.body)).toBe(true);
    const body = JSON.parse(hook.body) as { type: string; data: { bbl: string; changes: { kind: string }[] } };
    expect(body.type).toBe('property.record_changed');
    expect(body.data.bbl).toBe(WATCHED);
    expect(body.data.changes.map((change) => change.kind)).toEqual(['violations']);
    expect(received.some((each) => each.body.includes(UNWATCHED))).toBe(false);
  });
});

describe('the lot event log', () => {
  it('says what changed on a property’s lot since a date, scoped like the property', async () => {
    const property = await addProperty(server, ann, { bbl: WATCHED });
    const all = lotEventListResponseSchema.parse((await server.request({ method: 'GET', url: `/api/properties/${property.id}/events`, token: ann.token })).data);
    expect(all.events.map((event) => event.body)).toEqual([expect.stringContaining('(1 open now)'), expect.stringContaining('(2 open now)')]);
    expect(all.events.every((event) => event.bbl === WATCHED && event.dataset === 'hpd-violations')).toBe(true);
    const since = await server.request({ method: 'GET', url: `/api/properties/${property.id}/events?since=${encodeURIComponent(betweenRefreshes)}`, token: ann.token });
    expect(since.statusCode).toBe(200);
    expect(lotEventListResponseSchema.parse(since.data).events).toHaveLength(1);
    expect((await server.request({ method: 'GET', url: `/api/properties/${property.id}/events`, token: bob.token })).statusCode).toBe(404);
  });
});

describe('hostile input and who may refresh', () => {
  it('answers 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dataset: 'everything' }, 'dataset'],
      [{ dataset: 'pad' }, 'dataset'],
      [{ dataset: 'hpd-violations', since: 'last tuesday' }, 'since'],
      [{ dataset: 'hpd-violations', extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const answer = await refresh(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(answer.data.fields ?? answer.data)).toContain(field);
    }
    const property = await addProperty(server, ann, { bbl: WATCHED });
    const badSince = await server.request({ method: 'GET', url: `/api/properties/${property.id}/events?since=soon`, token: ann.token });
    expect(badSince.statusCode).toBe(400);
    expect(JSON.stringify(badSince.data)).toContain('since');
    const badMode = await mailSetting(ann, 'hourly');
    expect(badMode.statusCode).toBe(400);
    expect(JSON.stringify(badMode.data)).toContain('email');
  });

  it('only a system admin may refresh; a dataset never loaded needs a start date', async () => {
    expect((await refresh({ dataset: 'all' }, ann)).statusCode).toBe(403);
    const never = await refresh({ dataset: 'evictions' });
    expect(never.statusCode).toBe(400);
    expect(never.data.fields).toHaveProperty('dataset');
  });
});

describe('the schedules', () => {
  it('a nightly or weekly cron per refreshable dataset and the hourly digest, stored in pg-boss once the workers start', async () => {
    const schedules = taskSchedules();
    expect(schedules.filter((each) => each.task === NYC_REFRESH_TASK).map((each) => each.key).sort()).toEqual(Object.keys(REFRESHABLE_DATASETS).sort());
    expect(new Set(schedules.map((each) => each.cron)).size).toBe(schedules.length);
    // The webhook above ran on the queue, so its workers have started and stored the schedules.
    const stored = await until(
      async () => ((await server.db.execute(sql`select name, key, cron from rei_queue.schedule`)) as unknown as { rows: { name: string; key: string; cron: string }[] }).rows,
      (rows) => rows.length > 0,
      'the stored schedules',
    );
    expect(stored).toContainEqual({ name: `rei-task-${NOTIFICATION_DIGEST_TASK}`, key: 'hourly', cron: '0 * * * *' });
  });
});
