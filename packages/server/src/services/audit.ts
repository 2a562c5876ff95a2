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
  /** The organization the action happened in, when it happened in one. */
  readonly organizationId?: number | null;
  /** The person the action was done to (a member removed, invited, given a role). */
  readonly targetUserId?: number | null;
  readonly outcome: AuditOutcome;
  readonly detail?: Record<string, unknown>;
  readonly ip?: string | null;
}

/** A whole number id, or null. */
function idOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Appends one audit row. Pass the transaction when the action itself runs in one. An action on an
 * organization (`resourceType: 'organization'`) is recorded in that organization, and the member
 * its detail names (`removedUserId`, `inviteeUserId`) as its target, unless the event says otherwise.
 */
export async function writeAuditLog(db: Database, event: AuditEvent): Promise<void> {
  const organizationId = event.organizationId ?? (event.resourceType === 'organization' ? idOf(event.resourceId) : null);
  const targetUserId = event.targetUserId ?? idOf(event.detail?.['removedUserId']) ?? idOf(event.detail?.['inviteeUserId']);
  await insertAuditLog(db, {
    actorUserId: event.actorUserId,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId == null ? null : String(event.resourceId),
    organizationId,
    targetUserId,
    outcome: event.outcome,
    detail: event.detail ?? null,
    ip: event.ip ?? null,
  });
}
