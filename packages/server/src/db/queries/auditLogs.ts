/** Audit log queries: append a row, read a page newest first. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { auditLogs, users } from '../schema';

export type NewAuditLogRow = typeof auditLogs.$inferInsert;

/** Appends one audit row (pass the transaction when the audited action runs in one). */
export async function insertAuditLog(db: Database, values: NewAuditLogRow): Promise<void> {
  await db.insert(auditLogs).values(values);
}

/** A page of audit rows with the actor's email (null for no actor or a deleted one), newest first. */
export async function listAuditLogRows(db: Database, limit: number, offset: number) {
  return db
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
    .limit(limit)
    .offset(offset);
}

/** How many audit rows there are. */
export async function countAuditLogs(db: Database): Promise<number> {
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLogs);
  return count?.total ?? 0;
}
