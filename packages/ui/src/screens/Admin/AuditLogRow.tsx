import type { AuditLogEntry } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { AUDIT_ROW_TEXT, formatAuditTime } from './adminText';
import * as styles from './AdminScreen.css';

export interface AuditLogRowProps {
  entry: AuditLogEntry;
}

/** A person as the row names them: their name with the email beside it, else the email, else a placeholder. */
function person(name: string | null | undefined, email: string | null | undefined, id: number | null | undefined): string | null {
  const trimmed = name?.trim();
  if (trimmed && email) return `${trimmed} (${email})`;
  if (email) return email;
  if (trimmed) return trimmed;
  return id != null ? AUDIT_ROW_TEXT.deletedUser(id) : null;
}

function outcomeTone(outcome: string): 'success' | 'danger' {
  return outcome.toUpperCase() === 'SUCCESS' ? 'success' : 'danger';
}

/**
 * One audit log entry as a sentence a reviewer reads at a glance: who (actor), did what (action,
 * outcome), to whom (target member) and where (organization), and when (UTC). Missing parts are
 * said (no actor: a visitor or the system), never left blank.
 */
export function AuditLogRow({ entry }: AuditLogRowProps) {
  const actor = person(entry.actorName, entry.actorEmail, entry.actorUserId ?? entry.userId) ?? AUDIT_ROW_TEXT.noActor;
  const target = person(entry.targetName, entry.targetEmail, entry.targetUserId);
  const organization = entry.organizationName ?? (entry.organizationId != null ? AUDIT_ROW_TEXT.deletedOrganization(entry.organizationId) : null);
  return (
    <li className={styles.auditItem}>
      <span className={styles.auditActor}>{actor}</span>
      <span className={styles.auditAction}>{entry.action}</span>
      <span className={styles.auditMeta}>
        {target ? (
          <span>
            {AUDIT_ROW_TEXT.target} {target}
          </span>
        ) : (
          <span>
            {entry.resourceType}
            {entry.resourceId ? ` ${entry.resourceId}` : ''}
          </span>
        )}
        {organization ? (
          <span>
            {' '}
            · {AUDIT_ROW_TEXT.organization} {organization}
          </span>
        ) : null}
      </span>
      <Badge tone={outcomeTone(entry.outcome)}>{entry.outcome}</Badge>
      <time className={styles.auditTime} dateTime={entry.timestamp}>
        {formatAuditTime(entry.timestamp)}
      </time>
    </li>
  );
}
