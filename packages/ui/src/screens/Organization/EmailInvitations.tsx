import type { OrgRole } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RoleBadge } from './RoleBadge';
import * as styles from './OrganizationScreen.css';

export const EMAIL_INVITATIONS_TEXT = {
  title: 'Invitations sent by email',
  explain: 'People without an account yet. Each link works once; they join with the role shown when they sign up from it.',
  empty: 'No open invitations.',
  loading: 'Loading invitations...',
  expires: 'expires',
  expired: 'Expired',
  pending: 'Waiting',
  by: 'invited by',
  revoke: 'Revoke',
  revoking: 'Revoking...',
} as const;

/** An open invitation by email as the team sees it. */
export interface EmailInvitation {
  id: number;
  email: string;
  role: OrgRole;
  status: 'pending' | 'expired';
  /** ISO time the link stops (or stopped) working. */
  expiresAt: string;
  invitedByName: string | null;
}

export interface EmailInvitationsProps {
  invitations: readonly EmailInvitation[];
  loading?: boolean;
  error?: string | null;
  /** Withdraws the invitation (its link stops working). */
  onRevoke?: (invitationId: number) => void;
  revokingId?: number | null;
}

function dateText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** Team Management → the organization's open invitations by email, each revocable, expired ones marked. */
export function EmailInvitations({ invitations, loading = false, error, onRevoke, revokingId }: EmailInvitationsProps) {
  return (
    <section className={styles.panel} aria-labelledby="email-invitations" aria-busy={loading || undefined}>
      <h2 id="email-invitations" className={styles.panelTitle}>
        {EMAIL_INVITATIONS_TEXT.title}
      </h2>
      <p className={styles.status}>{EMAIL_INVITATIONS_TEXT.explain}</p>
      {loading ? (
        <p className={styles.status} role="status">
          {EMAIL_INVITATIONS_TEXT.loading}
        </p>
      ) : error ? (
        <p className={styles.errorBox} role="alert">
          {error}
        </p>
      ) : invitations.length === 0 ? (
        <p className={styles.status}>{EMAIL_INVITATIONS_TEXT.empty}</p>
      ) : (
        <ul className={styles.memberList}>
          {invitations.map((invitation) => {
            const revoking = revokingId === invitation.id;
            return (
              <li key={invitation.id} className={styles.memberRow}>
                <div className={styles.memberText}>
                  <span className={styles.memberName}>{invitation.email}</span>
                  <span className={styles.memberEmail}>
                    {invitation.invitedByName ? `${EMAIL_INVITATIONS_TEXT.by} ${invitation.invitedByName} · ` : ''}
                    {invitation.status === 'expired' ? `${EMAIL_INVITATIONS_TEXT.expired} ${dateText(invitation.expiresAt)}` : `${EMAIL_INVITATIONS_TEXT.expires} ${dateText(invitation.expiresAt)}`}
                  </span>
                </div>
                <Badge tone={invitation.status === 'expired' ? 'danger' : 'warning'}>
                  {invitation.status === 'expired' ? EMAIL_INVITATIONS_TEXT.expired : EMAIL_INVITATIONS_TEXT.pending}
                </Badge>
                <RoleBadge role={invitation.role} />
                {onRevoke ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={revoking}
                    loadingText={EMAIL_INVITATIONS_TEXT.revoking}
                    aria-label={revoking ? EMAIL_INVITATIONS_TEXT.revoking : `${EMAIL_INVITATIONS_TEXT.revoke} the invitation of ${invitation.email}`}
                    onClick={() => onRevoke(invitation.id)}
                  >
                    {EMAIL_INVITATIONS_TEXT.revoke}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
