/** Audit log queries: append a row, read a filtered, sorted page. */
import { and, count, eq, gte, ilike, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditLogQuery } from '../../contract/admin';
import type { Database } from '../client';
import { likeLiteral, pageOrder, textFilter, withPage } from '../paging';
import { auditLogs, organizations, users } from '../schema';

/** The person an action was done to (the actor is `users`). */
const targets = alias(users, 'audit_targets');

export type NewAuditLogRow = typeof auditLogs.$inferInsert;

/** Appends one audit row (pass the transaction when the audited action runs in one). */
export async function insertAuditLog(db: Database, values: NewAuditLogRow): Promise<void> {
  await db.insert(auditLogs).values(values);
}

const auditLogColumns = {
  id: auditLogs.id,
  actorUserId: auditLogs.actorUserId,
  actorEmail: users.email,
  actorName: users.fullName,
  targetUserId: auditLogs.targetUserId,
  targetEmail: targets.email,
  targetName: targets.fullName,
  organizationId: auditLogs.organizationId,
  organizationName: organizations.name,
  action: auditLogs.action,
  resourceType: auditLogs.resourceType,
  resourceId: auditLogs.resourceId,
  outcome: auditLogs.outcome,
  detail: auditLogs.detail,
  ip: auditLogs.ip,
  timestamp: auditLogs.timestamp,
};

/**
 * A page of audit rows with the actor's and the target's email and name and the organization's
 * name (null for none or a deleted one), filtered
 * (action prefix, actor email text, free text, time range) and in a total order.
 */
export async function listAuditLogPage(db: Database, query: AuditLogQuery) {
  const where = and(
    query.action ? ilike(auditLogs.action, `${likeLiteral(query.action)}%`) : undefined,
    query.actor ? ilike(users.email, `%${likeLiteral(query.actor)}%`) : undefined,
    textFilter(query.q, [auditLogs.action, auditLogs.resourceType, auditLogs.resourceId, users.email, targets.email, organizations.name]),
    query.from ? gte(auditLogs.timestamp, query.from) : undefined,
    query.to ? lt(auditLogs.timestamp, query.to) : undefined,
  );
  const sortBy = { timestamp: auditLogs.timestamp, action: auditLogs.action, actor: users.email, outcome: auditLogs.outcome } as const;
  const rows = await withPage(
    db
      .select({ ...auditLogColumns })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorUserId))
      .leftJoin(targets, eq(targets.id, auditLogs.targetUserId))
      .leftJoin(organizations, eq(organizations.id, auditLogs.organizationId))
      .where(where)
      .$dynamic(),
    pageOrder(sortBy[query.sort], query.direction, auditLogs.id),
    query,
  );
  const countAll = async () =>
    (
      await db
        .select({ total: count() })
        .from(auditLogs)
        .leftJoin(users, eq(users.id, auditLogs.actorUserId))
        .leftJoin(targets, eq(targets.id, auditLogs.targetUserId))
        .leftJoin(organizations, eq(organizations.id, auditLogs.organizationId))
        .where(where)
    )[0]?.total ?? 0;
  return { rows, countAll };
}
