/** Watchlist and notification queries: every read and write is scoped to one user. */
import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { notificationSettings, notifications, users, watches, type NotificationEmailMode } from '../schema';

export type WatchRow = typeof watches.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/** Adds the watch, or answers the one the user already has on the lot (`created` false). */
export async function insertWatch(db: Database, values: { userId: number; bbl: string; label: string; snapshot: unknown }): Promise<{ row: WatchRow; created: boolean }> {
  const [inserted] = await db.insert(watches).values(values).onConflictDoNothing({ target: [watches.userId, watches.bbl] }).returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db.select().from(watches).where(and(eq(watches.userId, values.userId), eq(watches.bbl, values.bbl)));
  return { row: existing!, created: false };
}

export function listWatchesOfUser(db: Database, userId: number): Promise<WatchRow[]> {
  return db.select().from(watches).where(eq(watches.userId, userId)).orderBy(desc(watches.createdAt), desc(watches.id));
}

/** Deletes the user's watch; false when the user has no such watch. */
export async function deleteWatchOfUser(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(watches).where(and(eq(watches.id, id), eq(watches.userId, userId))).returning({ id: watches.id });
  return deleted.length > 0;
}

/** Every watch on the lots (all users), for the check after an import. */
export function listWatchesOnLots(db: Database, bbls: readonly string[] | null): Promise<WatchRow[]> {
  const query = db.select().from(watches);
  return bbls === null ? query : query.where(inArray(watches.bbl, [...bbls]));
}

/** Stores the record as now seen, and the notifications of what changed, in one transaction. */
export async function recordWatchCheck(
  db: Database,
  watchId: number,
  snapshot: unknown,
  told: readonly Omit<typeof notifications.$inferInsert, 'id'>[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(watches).set({ snapshot, checkedAt: new Date() }).where(eq(watches.id, watchId));
    if (told.length > 0) await tx.insert(notifications).values([...told]);
  });
}

export function listNotificationsOfUser(db: Database, userId: number, limit: number): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
}

export async function countUnreadOfUser(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's notification read (kept read if it already was); undefined when the user has no such notification. */
export async function markNotificationRead(db: Database, userId: number, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row || row.readAt) return row;
  const [updated] = await db.update(notifications).set({ readAt: new Date() }).where(and(eq(notifications.id, id), eq(notifications.userId, userId))).returning();
  return updated;
}

/** Marks every unread notification of the user read; answers how many. */
export async function markAllNotificationsRead(db: Database, userId: number): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

export async function findNotificationSettings(db: Database, userId: number): Promise<NotificationSettingsRow | undefined> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row;
}

/** Sets the user's mail mode (the row is made, with its unsubscribe token, the first time). */
export async function upsertNotificationEmail(db: Database, userId: number, email: NotificationEmailMode, newToken: string): Promise<NotificationSettingsRow> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, email, unsubscribeToken: newToken })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { email, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Turns mail off for the token's owner; undefined for an unknown token. */
export async function unsubscribeByToken(db: Database, token: string): Promise<NotificationSettingsRow | undefined> {
  const [row] = await db
    .update(notificationSettings)
    .set({ email: 'off', updatedAt: new Date() })
    .where(eq(notificationSettings.unsubscribeToken, token))
    .returning();
  return row;
}

/** The settings and address of the users who get a mail for each notification. */
export function instantMailRecipients(db: Database, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: users.id, email: users.email, fullName: users.fullName, unsubscribeToken: notificationSettings.unsubscribeToken })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(and(inArray(notificationSettings.userId, [...userIds]), eq(notificationSettings.email, 'instant')));
}

/** The settings and address of the users whose mail is a digest of `mode` (daily or weekly). */
export function digestMailRecipients(db: Database, mode: 'daily' | 'weekly') {
  return db
    .select({
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      unsubscribeToken: notificationSettings.unsubscribeToken,
      digestSentAt: notificationSettings.digestSentAt,
      updatedAt: notificationSettings.updatedAt,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(eq(notificationSettings.email, mode));
}

/** The user's notifications made after `after`, oldest first (at most `limit`). */
export function notificationsOfUserAfter(db: Database, userId: number, after: Date, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.createdAt, after)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
}

/** Remembers when the user's last digest went out. */
export async function markDigestSent(db: Database, userId: number, at: Date): Promise<void> {
  await db.update(notificationSettings).set({ digestSentAt: at }).where(eq(notificationSettings.userId, userId));
}
