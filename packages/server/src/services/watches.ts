/**
 * Watchlists and in-app notifications (issue 29): a person watches a lot; after each import its
 * public record is compared with what was last seen, and each change (a newer sale, more open
 * violations, permits, complaints or eviction filings, a tax lien) becomes a notification for
 * every person watching it. Everything is scoped to the caller: a watch or notification of
 * someone else answers 404, as one that does not exist.
 */
import { formatCurrency, type NycRecord } from '@rei/engine';
import { randomBytes } from 'node:crypto';
import type { Notification, NotificationList, NotificationSettings, Watch } from '../contract';
import type { Database } from '../db/client';
import {
  countUnreadOfUser,
  deleteWatchOfUser,
  findNotificationSettings,
  insertWatch,
  instantMailRecipients,
  listNotificationsOfUser,
  listWatchesOfUser,
  listWatchesOnLots,
  markAllNotificationsRead,
  markNotificationRead,
  recordWatchCheck,
  unsubscribeByToken,
  upsertNotificationEmail,
  type NotificationRow,
  type WatchRow,
} from '../db/queries/watches';
import { insertLotEvents } from '../db/queries/lotEvents';
import { notFound } from '../errors';
import type { Mailer } from '../mail/mailer';
import { watchNotificationsMail } from '../mail/templates/watchNotifications';
import { resolveBbl } from '../nyc/address/resolve';
import { buildNycPropertyData, LocalEnrichmentSource } from '../nyc/enrichment';
import { recordHasData } from './addressSearch';
import { emitWebhookEventForUser } from '../webhooks/events';

/** What a watch remembers of a lot's record (null: the block is in no imported dataset). */
export interface WatchSnapshot {
  readonly lastSale: { readonly date: string; readonly price: number; readonly source: string } | null;
  readonly openViolations: { readonly hpd: number; readonly ecb: number; readonly dob: number } | null;
  readonly permits: number | null;
  readonly complaints: number | null;
  readonly evictions: number | null;
  readonly taxLien: { readonly filedDate: string | null; readonly source: string } | null;
}

/** The snapshot of a record as the watch keeps it. */
export function snapshotOf(record: NycRecord): WatchSnapshot {
  const sale = record.lastSale;
  const v = record.violations;
  const lien = record.taxLienDetails;
  return {
    lastSale: sale ? { date: sale.date, price: sale.price, source: sale.provenance.title } : null,
    openViolations: v ? { hpd: v.hpd.open, ecb: v.ecb.open, dob: v.dob.open } : null,
    permits: record.permits?.total ?? null,
    complaints: record.complaints311?.total ?? null,
    evictions: record.evictionDetails?.count ?? null,
    taxLien: lien ? { filedDate: lien.filedDate ?? null, source: lien.provenance.title } : null,
  };
}

type Change = Pick<Notification, 'kind' | 'title' | 'body'>;

const more = (before: number | null | undefined, after: number | null | undefined) => (after ?? 0) - (before ?? 0);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What changed between two snapshots of a lot, as notifications: a sale newer than the one seen,
 * more open violations of a kind, more permits, complaints or eviction filings, a tax lien where
 * there was none. Fewer of something (a violation closed) is not news to a watcher.
 */
export function changesBetween(before: WatchSnapshot, after: WatchSnapshot, label: string): Change[] {
  const changes: Change[] = [];
  if (after.lastSale && (!before.lastSale || after.lastSale.date > before.lastSale.date)) {
    changes.push({ kind: 'sale', title: `New sale: ${label}`, body: `Sold for ${formatCurrency(after.lastSale.price)} on ${after.lastSale.date} (${after.lastSale.source}).` });
  }
  if (after.openViolations) {
    const found = (['hpd', 'ecb', 'dob'] as const)
      .map((kind) => ({ kind, added: more(before.openViolations?.[kind], after.openViolations![kind]), now: after.openViolations![kind] }))
      .filter((v) => v.added > 0);
    if (found.length > 0) {
      const names = { hpd: 'HPD', ecb: 'ECB', dob: 'DOB' } as const;
      changes.push({
        kind: 'violations',
        title: `New violations: ${label}`,
        body: found.map((v) => `${plural(v.added, `new open ${names[v.kind]} violation`, `new open ${names[v.kind]} violations`)} (${v.now} open now)`).join('; ') + '.',
      });
    }
  }
  const counted: [keyof WatchSnapshot & ('permits' | 'complaints' | 'evictions'), Change['kind'], string, string, string][] = [
    ['permits', 'permits', 'New DOB permits', 'new DOB permit or job filing', 'new DOB permits or job filings'],
    ['complaints', 'complaints', 'New 311 complaints', 'new 311 complaint', 'new 311 complaints'],
    ['evictions', 'evictions', 'New eviction filings', 'new eviction filing', 'new eviction filings'],
  ];
  for (const [field, kind, heading, one, many] of counted) {
    const added = more(before[field], after[field]);
    if (added > 0) changes.push({ kind, title: `${heading}: ${label}`, body: `${plural(added, one, many)} (${after[field]} in all).` });
  }
  if (after.taxLien && (!before.taxLien || (after.taxLien.filedDate ?? '') > (before.taxLien.filedDate ?? ''))) {
    changes.push({ kind: 'tax-lien', title: `Tax lien: ${label}`, body: `On the tax lien sale list${after.taxLien.filedDate ? ` (${after.taxLien.filedDate})` : ''} (${after.taxLien.source}).` });
  }
  return changes;
}

/**
 * The lot's record from the imported tables only — a watch compares imports, never a live answer
 * of the moment — read past the public-record cache, which may not have seen the import that
 * just finished.
 */
function importedRecord(db: Database, bbl: string) {
  return buildNycPropertyData(db, bbl, new LocalEnrichmentSource(db));
}

/** The lot's record as a watch keeps it, from the imported tables, and the lot's address (else its BBL) to name it. */
export async function lotSnapshot(db: Database, bbl: string): Promise<{ snapshot: WatchSnapshot; label: string }> {
  const record = await importedRecord(db, bbl);
  return { snapshot: snapshotOf(record), label: record.lot?.address ?? `BBL ${bbl}` };
}

function toWatch(row: WatchRow): Watch {
  return { id: row.id, bbl: row.bbl, label: row.label, createdAt: row.createdAt.toISOString(), checkedAt: row.checkedAt.toISOString() };
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    watchId: row.watchId,
    bbl: row.bbl,
    kind: row.kind as Notification['kind'],
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** POST /api/watches: watches a lot the data knows (404 otherwise); watching it again answers the same watch. */
export async function watchLot(db: Database, userId: number, bbl: string): Promise<{ watch: Watch; created: boolean }> {
  const [lot, record] = await Promise.all([resolveBbl(db, bbl), importedRecord(db, bbl)]);
  if (!lot && !recordHasData(record)) throw notFound(`No imported dataset knows the lot with BBL ${bbl}; only lots in the data can be watched.`);
  const label = lot?.displayAddress ?? record.lot?.address ?? `BBL ${bbl}`;
  const { row, created } = await insertWatch(db, { userId, bbl, label, snapshot: snapshotOf(record) });
  return { watch: toWatch(row), created };
}

/** GET /api/watches */
export async function listWatches(db: Database, userId: number): Promise<Watch[]> {
  return (await listWatchesOfUser(db, userId)).map(toWatch);
}

/** DELETE /api/watches/{id}: 404 unless it is the caller's. Its notifications stay. */
export async function unwatch(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteWatchOfUser(db, userId, id))) throw notFound('You have no such watch.');
}

/** Where the mail of notifications goes: the mailer and the app's address for links. */
export interface NotificationMail {
  readonly mailer: Mailer;
  /** The app's address as people reach it (`appBaseUrl`). */
  readonly baseUrl: string;
}

/**
 * Compares every watched lot's record (of `bbls`, or all) with what its watches last saw,
 * stores what is seen now, and writes a notification for each change to each watcher, and the
 * webhook event `property.record_changed` for it; with `mail`, each watcher whose setting is
 * "instant" gets one mail listing their changes (daily and weekly settings wait for the digest).
 * With `events` (an import, which compares only watched lots), each lot's changes are also kept in
 * the lot event log once; a refresh has logged every lot's changes itself. Run after each import
 * and refresh. Answers how many watches were checked, notifications written and mails sent.
 */
export async function checkWatches(
  db: Database,
  bbls: readonly string[] | null = null,
  mail: NotificationMail | null = null,
  events: { readonly dataset: string; readonly importId: number } | null = null,
): Promise<{ checked: number; notified: number; mailed: number }> {
  const watched = await listWatchesOnLots(db, bbls);
  const records = new Map<string, WatchSnapshot>();
  const toldByUser = new Map<number, Change[]>();
  const logged = new Set<string>();
  let notified = 0;
  for (const watch of watched) {
    let now = records.get(watch.bbl);
    if (!now) {
      now = snapshotOf(await importedRecord(db, watch.bbl));
      records.set(watch.bbl, now);
    }
    const changes = changesBetween(watch.snapshot as WatchSnapshot, now, watch.label);
    if (events && changes.length > 0 && !logged.has(watch.bbl)) {
      logged.add(watch.bbl);
      await insertLotEvents(db, changes.map((change) => ({ ...change, bbl: watch.bbl, dataset: events.dataset, importId: events.importId })));
    }
    await recordWatchCheck(db, watch.id, now, changes.map((change) => ({ ...change, userId: watch.userId, watchId: watch.id, bbl: watch.bbl })));
    notified += changes.length;
    if (changes.length > 0) {
      await emitWebhookEventForUser(db, watch.userId, 'property.record_changed', {
        bbl: watch.bbl,
        label: watch.label,
        changes: changes.map((change) => ({ kind: change.kind, title: change.title, body: change.body })),
      });
    }
    if (changes.length > 0) toldByUser.set(watch.userId, [...(toldByUser.get(watch.userId) ?? []), ...changes]);
  }
  let mailed = 0;
  if (mail) {
    for (const recipient of await instantMailRecipients(db, [...toldByUser.keys()])) {
      await mail.mailer.send(
        watchNotificationsMail({
          to: recipient.email,
          fullName: recipient.fullName,
          changes: toldByUser.get(recipient.userId) ?? [],
          appUrl: `${mail.baseUrl}/dashboard`,
          unsubscribeLink: `${mail.baseUrl}/api/notification-settings/unsubscribe?token=${encodeURIComponent(recipient.unsubscribeToken)}`,
        }),
      );
      mailed += 1;
    }
  }
  return { checked: watched.length, notified, mailed };
}

/** GET /api/notification-settings: mail is off until the person turns it on. */
export async function getNotificationSettings(db: Database, userId: number): Promise<NotificationSettings> {
  return { email: (await findNotificationSettings(db, userId))?.email ?? 'off' };
}

/** PUT /api/notification-settings */
export async function setNotificationSettings(db: Database, userId: number, settings: NotificationSettings): Promise<NotificationSettings> {
  const row = await upsertNotificationEmail(db, userId, settings.email, randomBytes(24).toString('base64url'));
  return { email: row.email };
}

/** GET /api/notification-settings/unsubscribe?token=: the mail's one-click link turns it off (404 for an unknown token). */
export async function unsubscribeNotificationMail(db: Database, token: string): Promise<NotificationSettings> {
  const row = await unsubscribeByToken(db, token);
  if (!row) throw notFound('This unsubscribe link is not known; turn notification mail off in Settings instead.');
  return { email: row.email };
}

/** Notifications listed at most. */
const NOTIFICATIONS_LISTED = 50;

/** GET /api/notifications */
export async function listNotifications(db: Database, userId: number): Promise<NotificationList> {
  const [rows, unreadCount] = await Promise.all([listNotificationsOfUser(db, userId, NOTIFICATIONS_LISTED), countUnreadOfUser(db, userId)]);
  return { items: rows.map(toNotification), unreadCount };
}

/** POST /api/notifications/{id}/read: 404 unless it is the caller's. */
export async function readNotification(db: Database, userId: number, id: number): Promise<Notification> {
  const row = await markNotificationRead(db, userId, id);
  if (!row) throw notFound('You have no such notification.');
  return toNotification(row);
}

/** POST /api/notifications/read-all */
export async function readAllNotifications(db: Database, userId: number): Promise<{ updated: number }> {
  return { updated: await markAllNotificationsRead(db, userId) };
}
