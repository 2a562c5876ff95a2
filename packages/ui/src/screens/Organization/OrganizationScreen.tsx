import { assignableRoles, canRemoveMember, orgRoleCan, type OrgRole, type OrganizationMember, type OrganizationMembership } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ConfirmRemoveDialog } from '../Dashboard/parts/ConfirmRemoveDialog';
import type { FieldErrorMap } from '../../components/Field';
import { InviteUserDialog, type InviteRequest } from './InviteUserDialog';
import { PendingInvitations, type PendingInvitation } from './PendingInvitations';
import { EmailInvitations, type EmailInvitationsProps } from './EmailInvitations';
import { MemberRoleControl } from './MemberRoleControl';
import { RoleBadge } from './RoleBadge';
import { ORGANIZATION_TEXT, ROLE_PERMISSIONS } from './organizationText';
import * as styles from './OrganizationScreen.css';

export interface OrganizationScreenProps {
  /** The selected organization and the signed-in user's role in it; null shows 'No Organization Selected'. */
  organization: Pick<OrganizationMembership, 'organizationId' | 'organizationName' | 'role'> | null;
  members: readonly OrganizationMember[];
  /** Members are loading. */
  loading?: boolean;
  /** Members could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** The signed-in user's id: their row reads 'You' and carries no remove action. */
  currentUserId?: number | null;
  /** Sends an invitation; see `InviteUserDialog` for how a returned promise is used. */
  onInvite?: (invite: InviteRequest) => void | Promise<void>;
  inviting?: boolean;
  /** The server's reasons for the last refused invitation, by field ('email'), shown in the dialog. */
  inviteFieldErrors?: FieldErrorMap | null;
  /** Confirmed removal of a member, by user id. */
  onRemoveMember?: (userId: number) => void;
  /** User id whose removal is in flight ('Removing...'). */
  removingUserId?: number | null;
  /** Open the invite dialog initially (stories). */
  defaultInviteOpen?: boolean;
  /** Invitations waiting for the signed-in user (shown above the team, also when no organization is selected). */
  pendingInvitations?: readonly PendingInvitation[];
  /** Accepts the invitation to this organization; without it the invitations are not shown. */
  onAcceptInvitation?: (organizationId: number) => void;
  /**
   * Changes a member's role (owners and admins; see `assignableRoles`). `confirmOwnerTransfer` is true
   * once the ownership transfer dialog was confirmed. Without it roles are shown as badges only.
   */
  onChangeRole?: (userId: number, role: OrgRole, confirmOwnerTransfer: boolean) => void | Promise<void>;
  /** User id whose role change is in flight. */
  changingRoleUserId?: number | null;
  /** Open the ownership transfer dialog for this user id initially (stories). */
  defaultTransferOpenFor?: number | null;
  /** Leaves the organization (after a confirmation); not offered to its only owner. */
  onLeave?: () => void;
  leaving?: boolean;
  /** Organization id whose invitation is being accepted ('Accepting...'). */
  acceptingId?: number | null;
  /** The organization's open invitations by email (owners and admins see them; revocable). */
  emailInvitations?: EmailInvitationsProps | null;
}

/** The name the member gave at sign-up, else the spec's username (the email's local part), else the email. */
function memberName(member: OrganizationMember): string {
  return member.user.fullName?.trim() || member.user.username?.trim() || member.user.email;
}

/**
 * Team Management: the signed-in user's own pending invitations (Accept), the organization,
 * the user's role, the member list (pending invitations marked), Invite User for owners and admins, removal with confirmation
 * (never of an owner) and the Role Permissions explainer.
 */
export function OrganizationScreen({
  organization,
  members,
  loading = false,
  error,
  onRetry,
  currentUserId,
  onInvite,
  inviting = false,
  inviteFieldErrors = null,
  onRemoveMember,
  removingUserId,
  defaultInviteOpen = false,
  pendingInvitations = [],
  onAcceptInvitation,
  acceptingId,
  emailInvitations = null,
  onChangeRole,
  changingRoleUserId = null,
  defaultTransferOpenFor = null,
  onLeave,
  leaving = false,
}: OrganizationScreenProps) {
  const invitations = onAcceptInvitation ? (
    <PendingInvitations invitations={pendingInvitations} onAccept={onAcceptInvitation} acceptingId={acceptingId} />
  ) : null;

  if (!organization) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{ORGANIZATION_TEXT.title}</h1>
        {invitations}
        <div className={styles.emptyState}>
          <h2 className={styles.panelTitle}>{ORGANIZATION_TEXT.noOrganizationTitle}</h2>
          <p className={styles.status}>{ORGANIZATION_TEXT.noOrganizationBody}</p>
        </div>
      </div>
    );
  }

  const myRole = organization.role;
  const mayInvite = orgRoleCan(myRole, 'invite') && Boolean(onInvite);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>{ORGANIZATION_TEXT.title}</h1>
          <p className={styles.orgLine}>
            <span className={styles.orgName}>{organization.organizationName}</span>
            <span>
              {ORGANIZATION_TEXT.yourRole}: <RoleBadge role={myRole} />
            </span>
          </p>
        </div>
        {mayInvite && onInvite ? <InviteUserDialog onInvite={onInvite} inviting={inviting} defaultOpen={defaultInviteOpen} fieldErrors={inviteFieldErrors} /> : null}
      </header>

      {invitations}

      {emailInvitations && orgRoleCan(myRole, 'invite') ? <EmailInvitations {...emailInvitations} /> : null}

      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="team-members" aria-busy={loading || undefined}>
          <h2 id="team-members" className={styles.panelTitle}>
            {ORGANIZATION_TEXT.membersTitle}
          </h2>
          {loading ? (
            <p className={styles.status} role="status">
              {ORGANIZATION_TEXT.loadingMembers}
            </p>
          ) : error ? (
            <div className={styles.errorBox} role="alert">
              <strong>{ORGANIZATION_TEXT.errorTitle}</strong>
              <span>{error}</span>
              {onRetry ? (
                <Button variant="secondary" size="sm" onClick={onRetry}>
                  {ORGANIZATION_TEXT.retry}
                </Button>
              ) : null}
            </div>
          ) : members.length === 0 ? (
            <p className={styles.status}>{ORGANIZATION_TEXT.empty}</p>
          ) : (
            <ul className={styles.memberList}>
              {members.map((member) => {
                const name = memberName(member);
                const isMe = currentUserId != null && member.userId === currentUserId;
                const removable = Boolean(onRemoveMember) && !isMe && canRemoveMember(myRole, member.role);
                const removing = removingUserId === member.userId;
                return (
                  <li key={member.id} className={styles.memberRow}>
                    <div className={styles.memberText}>
                      <span className={styles.memberName}>
                        {name}
                        {isMe ? ` (${ORGANIZATION_TEXT.you})` : null}
                      </span>
                      {name !== member.user.email ? <span className={styles.memberEmail}>{member.user.email}</span> : null}
                    </div>
                    {member.acceptedAt ? null : <Badge tone="warning">{ORGANIZATION_TEXT.pending}</Badge>}
                    {onChangeRole && !isMe && member.acceptedAt && assignableRoles(myRole, member.role).length > 0 ? (
                      <MemberRoleControl
                        memberName={name}
                        role={member.role}
                        myRole={myRole}
                        changing={changingRoleUserId === member.userId}
                        defaultTransferOpen={defaultTransferOpenFor === member.userId}
                        onChangeRole={(role, confirmOwnerTransfer) => onChangeRole(member.userId, role, confirmOwnerTransfer)}
                      />
                    ) : (
                      <RoleBadge role={member.role} />
                    )}
                    {removable && onRemoveMember ? (
                      <ConfirmRemoveDialog
                        title={ORGANIZATION_TEXT.removeTitle}
                        description={ORGANIZATION_TEXT.removeDescription(name)}
                        confirmLabel={ORGANIZATION_TEXT.remove}
                        cancelLabel={ORGANIZATION_TEXT.cancel}
                        onConfirm={() => onRemoveMember(member.userId)}
                        trigger={
                          <Button
                            variant="ghost"
                            size="sm"
                            loading={removing}
                            loadingText={ORGANIZATION_TEXT.removing}
                            aria-label={removing ? ORGANIZATION_TEXT.removing : `${ORGANIZATION_TEXT.remove} ${name}`}
                          >
                            {ORGANIZATION_TEXT.remove}
                          </Button>
                        }
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          {onLeave && !loading && !error ? <LeaveOrganization organizationName={organization.organizationName} onLeave={onLeave} leaving={leaving} lastOwner={myRole === 'owner' && members.filter((m) => m.role === 'owner' && m.acceptedAt).length <= 1} /> : null}
        </section>

        <section className={styles.panel} aria-labelledby="role-permissions">
          <h2 id="role-permissions" className={styles.panelTitle}>
            {ORGANIZATION_TEXT.permissionsTitle}
          </h2>
          <ul className={styles.permissionList}>
            {ROLE_PERMISSIONS.map((entry) => (
              <li key={entry.role} className={styles.permissionItem}>
                <span>
                  <RoleBadge role={entry.role} />
                </span>
                <span>{entry.summary}</span>
                <ul className={styles.abilities}>
                  {entry.abilities.map((ability) => (
                    <li key={ability}>{ability}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/** Leave the organization, with a confirmation; its only owner is told to transfer ownership first. */
function LeaveOrganization({ organizationName, onLeave, leaving, lastOwner }: { organizationName: string; onLeave: () => void; leaving: boolean; lastOwner: boolean }) {
  if (lastOwner) return <p className={styles.status}>{ORGANIZATION_TEXT.lastOwnerCannotLeave}</p>;
  return (
    <div>
      <ConfirmRemoveDialog
        title={ORGANIZATION_TEXT.leaveTitle}
        description={ORGANIZATION_TEXT.leaveDescription(organizationName)}
        confirmLabel={ORGANIZATION_TEXT.leave}
        cancelLabel={ORGANIZATION_TEXT.cancel}
        onConfirm={onLeave}
        trigger={
          <Button variant="secondary" size="sm" loading={leaving} loadingText={ORGANIZATION_TEXT.leaving}>
            {ORGANIZATION_TEXT.leave}
          </Button>
        }
      />
    </div>
  );
}
