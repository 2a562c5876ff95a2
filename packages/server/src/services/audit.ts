import type { Database } from '../db/client';
import { insertAuditLog } from '../db/queries/auditLogs';

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
  await insertAuditLog(db, {
    actorUserId: event.actorUserId,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId == null ? null : String(event.resourceId),
    outcome: event.outcome,
    detail: event.detail ?? null,
    ip: event.ip ?? null,
  });
}
