import type { OrganizationMembership } from '@rei/engine';
import { Button } from '../../components/Button';
import { RoleBadge } from './RoleBadge';
import { ORGANIZATION_TEXT } from './organizationText';
import * as styles from './OrganizationScreen.css';

/** An invitation waiting for the signed-in user: a membership whose acceptedAt is still empty. */
export type PendingInvitation = Pick<OrganizationMembership, 'organizationId' | 'organizationName' | 'role'>;

export interface PendingInvitationsProps {
  invitations: readonly PendingInvitation[];
  /** Accepts the invitation to the organization with this id. */
  onAccept: (organizationId: number) => void;
  /** Organization id whose acceptance is in flight ('Accepting...'); the other buttons wait meanwhile. */
  acceptingId?: number | null;
}

/** The signed-in user's pending invitations, each with an Accept button; renders nothing when there are none. */
export function PendingInvitations({ invitations, onAccept, acceptingId }: PendingInvitationsProps) {
  if (invitations.length === 0) return null;
  const busy = acceptingId != null;
  return (
    <section className={styles.panel} aria-labelledby="pending-invitations">
      <h2 id="pending-invitations" className={styles.panelTitle}>
        {ORGANIZATION_TEXT.invitationsTitle}
      </h2>
      <ul className={styles.memberList}>
        {invitations.map((invitation) => {
          const accepting = acceptingId === invitation.organizationId;
          return (
            <li key={invitation.organizationId} className={styles.memberRow}>
              <span className={styles.memberText}>
                <span>
                  <strong>{invitation.organizationName}</strong> {ORGANIZATION_TEXT.invitedYouAs}
                </span>
              </span>
              <RoleBadge role={invitation.role} />
              <Button
                size="sm"
                loading={accepting}
                loadingText={ORGANIZATION_TEXT.accepting}
                disabled={busy && !accepting}
                aria-label={accepting ? ORGANIZATION_TEXT.accepting : ORGANIZATION_TEXT.acceptLabel(invitation.organizationName)}
                onClick={() => onAccept(invitation.organizationId)}
              >
                {ORGANIZATION_TEXT.accept}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
