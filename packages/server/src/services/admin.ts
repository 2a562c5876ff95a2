import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { subscriptions, systemSettings, users, type SystemRole } from '../db/schema';
import type { AdminUser, SystemSetting } from '../contract';
import { conflict, notFound } from '../errors';
import { writeAuditLog, type Actor } from './audit';
import { effectiveTier } from './tiers';

/** The system settings every database has, with their defaults (admin panel Feature Toggles). */
export const DEFAULT_SYSTEM_SETTINGS: readonly { key: string; description: string; value: boolean }[] = [
  { key: 'ai_summaries_enabled', description: 'Allow AI investment summaries to be generated', value: true },
  { key: 'csv_upload_enabled', description: 'Allow properties to be imported from CSV files', value: true },
  { key: 'live_nyc_data', description: 'Enrich properties from live NYC Open Data instead of the local tables', value: false },
  { key: 'maintenance_banner', description: 'Show a maintenance notice at the top of every page', value: false },
  { key: 'new_registrations_enabled', description: 'Allow new accounts to register', value: true },
];

/** Inserts any missing default settings; existing values are kept. Safe to run on every start. */
export async function ensureSystemSettings(db: Database): Promise<void> {
  await db.insert(systemSettings).values([...DEFAULT_SYSTEM_SETTINGS]).onConflictDoNothing({ target: systemSettings.key });
}

/** A setting's value; `fallback` when the key is unknown. */
export async function isSettingEnabled(db: Database, key: string, fallback = false): Promise<boolean> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key));
  return row?.value ?? fallback;
}

/** GET /api/admin/users */
export async function listUsersForAdmin(db: Database): Promise<AdminUser[]> {
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      tier: subscriptions.tier,
      status: subscriptions.status,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .orderBy(asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    subscriptionTier: effectiveTier(row.tier && row.status ? { tier: row.tier, status: row.status } : null),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * PUT /api/admin/users/{id}/role. Refuses to demote the last system admin (409), so the
 * admin panel can never lock everyone out.
 */
export async function setUserRole(db: Database, actor: Actor, userId: number, role: SystemRole): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound('User not found');
    if (target.role === 'admin' && role !== 'admin') {
      const [admins] = await tx.select({ total: count() }).from(users).where(eq(users.role, 'admin'));
      if ((admins?.total ?? 0) <= 1) throw conflict('This is the last system admin; make someone else admin first.');
    }
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'admin.user.role',
      resourceType: 'user',
      resourceId: userId,
      outcome: 'SUCCESS',
      detail: { from: target.role, to: role },
      ip: actor.ip,
    });
  });
  const updated = (await listUsersForAdmin(db)).find((user) => user.id === userId);
  if (!updated) throw notFound('User not found');
  return updated;
}

function toSetting(row: { key: string; description: string; value: boolean; updatedAt: Date }): SystemSetting {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** GET /api/admin/settings */
export async function listSettings(db: Database): Promise<SystemSetting[]> {
  const rows = await db
    .select({ key: systemSettings.key, description: systemSettings.description, value: systemSettings.value, updatedAt: systemSettings.updatedAt })
    .from(systemSettings)
    .orderBy(asc(systemSettings.key));
  return rows.map(toSetting);
}

/** PUT /api/admin/settings/{key}: switches a known setting (404 for an unknown key). */
export async function setSetting(db: Database, actor: Actor, key: string, value: boolean): Promise<SystemSetting> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key));
    if (!before) throw notFound(`There is no setting named ${key}.`);
    const [row] = await tx
      .update(systemSettings)
      .set({ value, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(systemSettings.key, key))
      .returning({ key: systemSettings.key, description: systemSettings.description, value: systemSettings.value, updatedAt: systemSettings.updatedAt });
    if (!row) throw notFound(`There is no setting named ${key}.`);
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'admin.setting.update',
      resourceType: 'system_setting',
      resourceId: key,
      outcome: 'SUCCESS',
      detail: { from: before.value, to: value },
      ip: actor.ip,
    });
    return toSetting(row);
  });
}
