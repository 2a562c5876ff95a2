import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLogs, users } from '../db/schema';
import type { AuditLogEntry } from '../contract';

/** Who is acting and from where; routes build it from the request, services only read it. */
export interface Actor {
  readonly userId: number;
  readonly ip: string | null;
}

export const AUDIT_OUTCOMES = { success: 'SUCCESS', failure: 'FAILURE', denied: 'DENIED', throttled: 'THROTTLED' } as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[keyof typeof AUDIT_OUTCOMES];

export interface AuditEvent {
  readonly actorUserId: number | null;
  /** Dotted verb, e.g. 'auth.login', 'organization.invite', 'admin.setting.update'. */
  readonly action: string;
  readonly resourceType: string;
  readonly resourceId?: string | number | null;
  readonly outcome: AuditOutcome;
  readonly detail?: Record<string, unknown>;
  readonly ip?: string | null;
}

/** Appends one audit row. Pass the transaction when the action itself runs in one. */
export async function writeAuditLog(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditLogs).values({
    actorUserId: event.actorUserId,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId == null ? null : String(event.resourceId),
    outcome: event.outcome,
    detail: event.detail ?? null,
    ip: event.ip ?? null,
  });
}

/** A page of the audit log, newest first, with the total row count. */
export async function listAuditLogs(
  db: Database,
  page: number,
  pageSize: number,
): Promise<{ entries: AuditLogEntry[]; total: number }> {
  const rows = await db
    .select({
      id: auditLogs.id,
      actorUserId: auditLogs.actorUserId,
      actorEmail: users.email,
      action: auditLogs.action,
      resourceType: auditLogs.resourceType,
      resourceId: auditLogs.resourceId,
      outcome: auditLogs.outcome,
      detail: auditLogs.detail,
      ip: auditLogs.ip,
      timestamp: auditLogs.timestamp,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorUserId))
    .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLogs);
  return {
    entries: rows.map((row) => ({ ...row, actorEmail: row.actorEmail ?? null, timestamp: row.timestamp.toISOString() })),
    total: count?.total ?? 0,
  };
}
