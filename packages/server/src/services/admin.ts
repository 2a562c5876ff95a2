import type { Database } from '../db/client';
import { findSettingValue, insertMissingSettings, listSettingRows, updateSettingValue } from '../db/queries/systemSettings';
import { listAuditLogPage } from '../db/queries/auditLogs';
import { countSystemAdmins, findUserWithSubscription, listUsersPage, lockUserRole, setUserRoleRow } from '../db/queries/users';
import { toPage } from '../db/paging';
import type { SystemRole } from '../db/schema';
import type { AdminUser, AdminUserPage, AdminUserQuery, AuditLogEntry, AuditLogPage, AuditLogQuery, SystemSetting } from '../contract';
import { conflict, notFound } from '../errors';
import { writeAuditLog, type Actor } from './audit';
import { effectiveTier } from './tiers';

/** The system settings every database has, with their defaults (admin panel Feature Toggles). */
export const DEFAULT_SYSTEM_SETTINGS: readonly { key: string; description: string; value: boolean }[] = [
  { key: 'ai_summaries_enabled', description: 'Allow AI investment summaries to be generated', value: true },
  { key: 'csv_upload_enabled', description: 'Allow properties to be imported from CSV files', value: true },
  { key: 'live_nyc_data', description: 'Ask NYC GeoSearch, NYC Open Data and the Census live besides the imported tables (off: imported data only)', value: true },
  { key: 'maintenance_banner', description: 'Show a maintenance notice at the top of every page', value: false },
  { key: 'new_registrations_enabled', description: 'Allow new accounts to register', value: true },
];

/** Inserts any missing default settings; existing values are kept. Safe to run on every start. */
export async function ensureSystemSettings(db: Database): Promise<void> {
  await insertMissingSettings(db, DEFAULT_SYSTEM_SETTINGS);
}

/** A setting's value; `fallback` when the key is unknown. */
export async function isSettingEnabled(db: Database, key: string, fallback = false): Promise<boolean> {
  return (await findSettingValue(db, key)) ?? fallback;
}

type UserWithSubscription = NonNullable<Awaited<ReturnType<typeof findUserWithSubscription>>>;

function toAdminUser(row: UserWithSubscription): AdminUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    subscriptionTier: effectiveTier(row.tier && row.status ? { tier: row.tier, status: row.status } : null),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/users: a page of users, filtered by name/email text and role. */
export async function listUsersForAdmin(db: Database, query: AdminUserQuery): Promise<AdminUserPage> {
  const { rows, countAll } = await listUsersPage(db, query);
  return toPage(rows, query, toAdminUser, countAll);
}

/** GET /api/admin/audit-logs: a page of the audit log, filtered by action, actor, text and time. */
export async function listAuditLogPageForAdmin(db: Database, query: AuditLogQuery): Promise<AuditLogPage> {
  const { rows, countAll } = await listAuditLogPage(db, query);
  return toPage(rows, query, (row): AuditLogEntry => ({ ...row, actorEmail: row.actorEmail ?? null, timestamp: row.timestamp.toISOString() }), countAll);
}

/**
 * PUT /api/admin/users/{id}/role. Refuses to demote the last system admin (409), so the
 * admin panel can never lock everyone out.
 */
export async function setUserRole(db: Database, actor: Actor, userId: number, role: SystemRole): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const currentRole = await lockUserRole(tx, userId);
    if (!currentRole) throw notFound('User not found');
    if (currentRole === 'admin' && role !== 'admin') {
      if ((await countSystemAdmins(tx)) <= 1) throw conflict('This is the last system admin; make someone else admin first.');
    }
    await setUserRoleRow(tx, userId, role);
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'admin.user.role',
      targetUserId: userId,
      resourceType: 'user',
      resourceId: userId,
      outcome: 'SUCCESS',
      detail: { from: currentRole, to: role },
      ip: actor.ip,
    });
  });
  const updated = await findUserWithSubscription(db, userId);
  if (!updated) throw notFound('User not found');
  return toAdminUser(updated);
}

function toSetting(row: { key: string; description: string; value: boolean; updatedAt: Date }): SystemSetting {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** GET /api/admin/settings */
export async function listSettings(db: Database): Promise<SystemSetting[]> {
  return (await listSettingRows(db)).map(toSetting);
}

/** PUT /api/admin/settings/{key}: switches a known setting (404 for an unknown key). */
export async function setSetting(db: Database, actor: Actor, key: string, value: boolean): Promise<SystemSetting> {
  return db.transaction(async (tx) => {
    const before = await findSettingValue(tx, key);
    if (before === undefined) throw notFound(`There is no setting named ${key}.`);
    const row = await updateSettingValue(tx, key, value, actor.userId);
    if (!row) throw notFound(`There is no setting named ${key}.`);
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'admin.setting.update',
      resourceType: 'system_setting',
      resourceId: key,
      outcome: 'SUCCESS',
      detail: { from: before, to: value },
      ip: actor.ip,
    });
    return toSetting(row);
  });
}
