/**
 * Watchlists and in-app notifications: a person watches a lot; an import that brings the lot a
 * newer sale makes a notification for that person (and for no one watching nothing, nor for an
 * unwatched lot that also changed). Every watch and notification is the caller's own: another
 * person's answers 404. The sales are real lines of the starter files; the second import adds a
 * later sale for two units in the same DOF format.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListResponseSchema, watchListResponseSchema, watchSchema } from '../../src/contract';
import { DATASETS } from '../../src/nyc/import/datasets';
import { RejectsFile } from '../../src/nyc/import/rejects';
import { importFile } from '../../src/nyc/import/runner';
import { lotEventsSince } from '../../src/db/queries/lotEvents';
import { changesBetween, checkWatches, type WatchSnapshot } from '../../src/services/watches';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { outboxFor } from '../outbox';
import { NYC_FIXTURES } from '../paths';

const FIXTURE = join(NYC_FIXTURES, 'starter_units.csv');
/** 754 East 6th Street, 6D (watched) and 2A (not watched). */
const UNIT_6D = '1003751025';
const UNIT_2A = '1003751003';

let server: TestServer;
let folder: string;
let ann: TestUser;
let bob: TestUser;

async function importSales(file: string): Promise<void> {
  const rejects = new RejectsFile(join(folder, `rejects-${Math.random().toString(36).slice(2)}.csv`));
  await importFile({ db: server.db, dataset: DATASETS['rolling-sales'], file, rejects });
  await rejects.close();
}

beforeAll(async () => {
  server = await startTestServer();
  folder = mkdtempSync(join(tmpdir(), 'rei-watches-'));
  await importSales(FIXTURE);
  ann = await server.registerAndLogin('ann-watcher');
  bob = await server.registerAndLogin('bob-onlooker');
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

const watch = (user: TestUser, bbl: string) => server.request({ method: 'POST', url: '/api/watches', token: user.token, payload: { bbl } });
const notificationsOf = async (user: TestUser) =>
  notificationListResponseSchema.parse((await server.request({ method: 'GET', url: '/api/notifications', token: user.token })).data);

describe('watching a lot', () => {
  it('watches a lot the data knows (201), and watching it again answers the same watch (200)', async () => {
    const first = await watch(ann, UNIT_6D);
    expect(first.statusCode).toBe(201);
    expect(watchSchema.parse(first.data)).toMatchObject({ bbl: UNIT_6D, label: '754 EAST 6TH STREET, 6D, Manhattan, NY 10009' });
    const again = await watch(ann, UNIT_6D);
    expect(again.statusCode).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    const listed = watchListResponseSchema.parse((await server.request({ method: 'GET', url: '/api/watches', token: ann.token })).data);
    expect(listed.map((w) => w.bbl)).toEqual([UNIT_6D]);
  });

  it('refuses a lot no dataset knows (404) and a malformed BBL (400 naming the field)', async () => {
    expect((await watch(ann, '2031440001')).statusCode).toBe(404);
    const bad = await watch(ann, '12345');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.data)).toMatch(/bbl/);
  });

  it('needs a session', async () => {
    expect((await server.request({ method: 'POST', url: '/api/watches', payload: { bbl: UNIT_6D } })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('an import that changes a watched lot', () => {
  it('notifies the watcher of the newer sale; nobody hears of the unwatched lot that changed too', async () => {
    // Before the import: nothing changed, nothing to tell.
    expect(await checkWatches(server.db)).toEqual({ checked: 1, notified: 0, mailed: 0 });
    expect((await notificationsOf(ann)).unreadCount).toBe(0);

    const [header, ...lines] = readFileSync(FIXTURE, 'utf8').trim().split(/\r?\n/);
    const laterSale = (line: string, price: string) => line.replace(/"[\d,]+",\d+\/\d+\/\d{4}$/, `"${price}",1/20/2023`);
    const line6D = lines.find((l) => l.includes('"754 EAST 6TH STREET, 6D"'))!;
    const line2A = lines.find((l) => l.includes('"754 EAST 6TH STREET, 2A"'))!;
    const second = join(folder, 'later_sales.csv');
    writeFileSync(second, [header, laterSale(line6D, '1,310,000'), laterSale(line2A, '1,005,000')].join('\n'));
    await importSales(second);

    expect(await checkWatches(server.db)).toEqual({ checked: 1, notified: 1, mailed: 0 });
    const told = await notificationsOf(ann);
    expect(told.unreadCount).toBe(1);
    expect(told.items).toEqual([
      expect.objectContaining({
        bbl: UNIT_6D,
        kind: 'sale',
        title: 'New sale: 754 EAST 6TH STREET, 6D, Manhattan, NY 10009',
        body: 'Sold for $1,310,000 on 2023-01-20 (DOF Rolling Sales).',
        readAt: null,
      }),
    ]);
    expect(told.items.some((n) => n.bbl === UNIT_2A)).toBe(false);
    expect((await notificationsOf(bob)).items).toEqual([]);

    // Checked again with nothing new: nothing more.
    expect(await checkWatches(server.db)).toEqual({ checked: 1, notified: 0, mailed: 0 });
  });

  it('marks one read, then all; another person can neither read nor see them', async () => {
    const [first] = (await notificationsOf(ann)).items;
    expect((await server.request({ method: 'POST', url: `/api/notifications/${first!.id}/read`, token: bob.token })).statusCode).toBe(404);
    const read = await server.request({ method: 'POST', url: `/api/notifications/${first!.id}/read`, token: ann.token });
    expect(read.statusCode).toBe(200);
    expect(read.data.readAt).toEqual(expect.any(String));
    expect((await notificationsOf(ann)).unreadCount).toBe(0);
    const all = await server.request({ method: 'POST', url: '/api/notifications/read-all', token: ann.token });
    expect(all.data).toEqual({ updated: 0 });
  });

  it('unwatching is the owner’s alone: another person gets 404; the owner 204, and the notification stays', async () => {
    const [own] = watchListResponseSchema.parse((await server.request({ method: 'GET', url: '/api/watches', token: ann.token })).data);
    expect((await server.request({ method: 'DELETE', url: `/api/watches/${own!.id}`, token: bob.token })).statusCode).toBe(404);
    expect((await server.request({ method: 'DELETE', url: `/api/watches/${own!.id}`, token: ann.token })).statusCode).toBe(204);
    expect((await server.request({ method: 'GET', url: '/api/watches', token: ann.token })).data).toEqual([]);
    expect((await notificationsOf(ann)).items).toEqual([expect.objectContaining({ bbl: UNIT_6D, watchId: null })]);
  });
});

describe('notification mail', () => {
  /** The notification mails to `user` (not the address verification every new account gets). */
  const watchMails = async (user: TestUser) => (await outboxFor(server, user.email)).filter((mail) => /lots? you watch/.test(mail.subject));
  const settingsOf = async (user: TestUser) => (await server.request({ method: 'GET', url: '/api/notification-settings', token: user.token })).data;

  it('is off until turned on; "instant" mails each change after an import, with a one-click link that turns it off', async () => {
    expect(await settingsOf(ann)).toEqual({ email: 'off' });
    expect((await server.request({ method: 'PUT', url: '/api/notification-settings', token: ann.token, payload: { email: 'hourly' } })).statusCode).toBe(400);
    const on = await server.request({ method: 'PUT', url: '/api/notification-settings', token: ann.token, payload: { email: 'instant' } });
    expect(on.data).toEqual({ email: 'instant' });
    expect((await watch(ann, UNIT_6D)).statusCode).toBe(201);
    expect((await watch(bob, UNIT_6D)).statusCode).toBe(201);

    const [header, ...lines] = readFileSync(FIXTURE, 'utf8').trim().split(/\r?\n/);
    const line6D = lines.find((l) => l.includes('"754 EAST 6TH STREET, 6D"'))!;
    const saleOn = (date: string, price: string) => {
      const file = join(folder, `sale-${date.replace(/\//g, '-')}.csv`);
      writeFileSync(file, [header, line6D.replace(/"[\d,]+",\d+\/\d+\/\d{4}$/, `"${price}",${date}`)].join('\n'));
      return file;
    };
    const mail = { mailer: server.app.mailer, baseUrl: 'http://rei.test' };
    await importSales(saleOn('2/15/2023', '1,400,000'));
    expect(await checkWatches(server.db, null, mail)).toEqual({ checked: 2, notified: 2, mailed: 1 });
    const [sent, ...more] = await watchMails(ann);
    expect(more).toEqual([]);
    expect(sent!.subject).toBe('A lot you watch changed');
    expect(sent!.text).toContain('New sale: 754 EAST 6TH STREET, 6D, Manhattan, NY 10009 — Sold for $1,400,000 on 2023-02-15 (DOF Rolling Sales).');
    expect(await watchMails(bob)).toEqual([]);

    const token = /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(sent!.text)?.[1];
    expect(token).toBeDefined();
    const off = await server.request({ method: 'GET', url: `/api/notification-settings/unsubscribe?token=${token}` });
    expect(off.statusCode).toBe(200);
    expect(off.data).toEqual({ email: 'off' });
    expect(await settingsOf(ann)).toEqual({ email: 'off' });

    await importSales(saleOn('3/1/2023', '1,450,000'));
    expect(await checkWatches(server.db, null, mail)).toEqual({ checked: 2, notified: 2, mailed: 0 });
    expect(await watchMails(ann)).toHaveLength(1);
  });

  it('an unknown unsubscribe token is 404, a malformed one 400', async () => {
    expect((await server.request({ method: 'GET', url: `/api/notification-settings/unsubscribe?token=${'x'.repeat(32)}` })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: '/api/notification-settings/unsubscribe?token=%3Cscript%3E' })).statusCode).toBe(400);
  });
});

describe('what counts as a change', () => {
  const base: WatchSnapshot = { lastSale: { date: '2022-07-19', price: 1_219_265, source: 'DOF Rolling Sales' }, openViolations: { hpd: 2, ecb: 0, dob: 1 }, permits: 3, complaints: 5, evictions: 0, taxLien: null };

  it('says more open violations, permits, complaints, evictions and a new tax lien; fewer is no news', () => {
    const after: WatchSnapshot = { ...base, openViolations: { hpd: 4, ecb: 1, dob: 1 }, permits: 4, complaints: 5, evictions: 1, taxLien: { filedDate: '2023-05-01', source: 'DOF Tax Lien Sale Lists' } };
    expect(changesBetween(base, after, 'X').map((c) => [c.kind, c.body])).toEqual([
      ['violations', '2 new open HPD violations (4 open now); 1 new open ECB violation (1 open now).'],
      ['permits', '1 new DOB permit or job filing (4 in all).'],
      ['evictions', '1 new eviction filing (1 in all).'],
      ['tax-lien', 'On the tax lien sale list (2023-05-01) (DOF Tax Lien Sale Lists).'],
    ]);
    expect(changesBetween(after, base, 'X')).toEqual([]);
    expect(changesBetween(base, base, 'X')).toEqual([]);
  });
});

describe('the lot event log after an import', () => {
  it('keeps each change an import brings to a watched lot once, however many watch it', async () => {
    const [header, ...lines] = readFileSync(FIXTURE, 'utf8').trim().split(/\r?\n/);
    const line6D = lines.find((l) => l.includes('"754 EAST 6TH STREET, 6D"'))!;
    const file = join(folder, 'sale-event.csv');
    writeFileSync(file, [header, line6D.replace(/"[\d,]+",\d+\/\d+\/\d{4}$/, '"1,500,000",6/1/2023')].join('\n'));
    await importSales(file);
    const before = await lotEventsSince(server.db, UNIT_6D, null, 100);
    await checkWatches(server.db, null, null, { dataset: 'rolling-sales', importId: 1 });
    const after = await lotEventsSince(server.db, UNIT_6D, null, 100);
    expect(after.slice(before.length)).toEqual([expect.objectContaining({ bbl: UNIT_6D, kind: 'sale', dataset: 'rolling-sales', importId: 1 })]);
    expect(await lotEventsSince(server.db, UNIT_2A, null, 100)).toEqual([]);
  });
});
