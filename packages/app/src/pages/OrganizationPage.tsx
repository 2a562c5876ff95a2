import { OrganizationScreen, ROLE_LABELS, useToast, sprinkles } from '@rei/ui';
import { useState } from 'react';
import { fieldErrorsOf, serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useAcceptInvitation, useChangeMemberRole, useLeaveOrganization, useMembers, useRemoveMember } from '../data/organizations';
import { useEmailInvitations, useInviteByEmail, useRevokeInvitation } from '../data/accountMail';
import { OrganizationBrandingSection, OrganizationReportsSection } from './OrganizationReports';
import { OrganizationApiKeysSection } from './OrganizationApiKeys';
import { OrganizationWebhooksSection } from './OrganizationWebhooks';

export function OrganizationPage() {
  const { user } = useAuth();
  const { current, memberships, select } = useOrganization();
  const { toast } = useToast();
  const accept = useAcceptInvitation();
  // Invitations waiting for this user: memberships without acceptedAt.
  const pendingInvitations = memberships.filter((membership) => !membership.acceptedAt);
  const members = useMembers(current?.organizationId);
  // Invitations go by email: an existing account gets a pending membership, anyone else a sign-up link.
  const invite = useInviteByEmail(current?.organizationId);
  const managesTeam = current?.role === 'owner' || current?.role === 'admin';
  const emailInvitations = useEmailInvitations(current?.organizationId, managesTeam);
  const revoke = useRevokeInvitation(current?.organizationId);
  const remove = useRemoveMember(current?.organizationId);
  const changeRole = useChangeMemberRole(current?.organizationId);
  const leave = useLeaveOrganization();
  const [inviteFieldErrors, setInviteFieldErrors] = useState<Record<string, string>>({});

  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <OrganizationScreen
        organization={current}
        members={members.data ?? []}
        loading={members.isLoading}
        error={members.isError ? (serverMessage(members.error) ?? 'Could not load the team.') : null}
        onRetry={() => void members.refetch()}
        currentUserId={user?.id ?? null}
        inviting={invite.isPending}
        inviteFieldErrors={inviteFieldErrors}
        onInvite={async (request) => {
          try {
            setInviteFieldErrors({});
            const sent = await invite.mutateAsync(request);
            toast({
              title: 'Invitation sent',
              description:
                sent.delivery === 'new_account'
                  ? `We mailed ${sent.email} a link to create an account and join (it works for 7 days).`
                  : `${sent.email} already has an account: the invitation waits under their Team Management, and we told them by mail.`,
              tone: 'success',
            });
          } catch (error) {
            setInviteFieldErrors(fieldErrorsOf(error));
            toast({ title: 'Failed to send invitation', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' });
            throw error;
          }
        }}
        removingUserId={remove.isPending ? (remove.variables ?? null) : null}
        onRemoveMember={(userId) =>
          remove.mutate(userId, {
            onSuccess: (removed) =>
              toast({
                title: 'User removed',
                description:
                  removed.revokedShareLinks > 0
                    ? `The user has been removed from your organization, and the ${removed.revokedShareLinks} share link${removed.revokedShareLinks === 1 ? '' : 's'} they created no longer work.`
                    : 'The user has been removed from your organization.',
                tone: 'success',
              }),
            onError: (error) => toast({ title: 'Failed to remove user', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
          })
        }
        changingRoleUserId={changeRole.isPending ? (changeRole.variables?.userId ?? null) : null}
        onChangeRole={(userId, role, confirmOwnerTransfer) =>
          changeRole
            .mutateAsync({ userId, role, ...(confirmOwnerTransfer ? { confirmOwnerTransfer: true } : {}) })
            .then(() => {
              toast({
                title: role === 'owner' ? 'Ownership transferred' : 'Role changed',
                description: role === 'owner' ? 'They are the owner now; you stay as an admin.' : `Their role is now ${ROLE_LABELS[role]}.`,
                tone: 'success',
              });
            })
            .catch((error: unknown) => {
              toast({ title: 'Could not change the role', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' });
              throw error;
            })
        }
        leaving={leave.isPending}
        onLeave={() => {
          if (!current) return;
          const left = current;
          leave.mutate(left.organizationId, {
            onSuccess: () => {
              const next = memberships.find((membership) => membership.acceptedAt && membership.organizationId !== left.organizationId);
              if (next) select(next.organizationId);
              toast({ title: 'You left the organization', description: `You are no longer a member of ${left.organizationName}.`, tone: 'success' });
            },
            onError: (error) => toast({ title: 'Could not leave', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
          });
        }}
        pendingInvitations={pendingInvitations}
        emailInvitations={
          managesTeam
            ? {
                invitations: emailInvitations.data ?? [],
                loading: emailInvitations.isLoading,
                error: emailInvitations.isError ? (serverMessage(emailInvitations.error) ?? 'Could not load the invitations.') : null,
                revokingId: revoke.isPending ? (revoke.variables ?? null) : null,
                onRevoke: (invitationId) =>
                  revoke.mutate(invitationId, {
                    onSuccess: () => toast({ title: 'Invitation revoked', description: 'Its link no longer works.', tone: 'success' }),
                    onError: (error) => toast({ title: 'Could not revoke', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
                  }),
              }
            : null
        }
        acceptingId={accept.isPending ? (accept.variables ?? null) : null}
        onAcceptInvitation={(organizationId) => {
          const invitation = pendingInvitations.find((membership) => membership.organizationId === organizationId);
          accept.mutate(organizationId, {
            onSuccess: () => {
              select(organizationId);
              toast({ title: 'Invitation accepted', description: `You joined ${invitation?.organizationName ?? 'the organization'}.`, tone: 'success' });
            },
            onError: (error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
          });
        }}
      />
      {/* Reports of the organization and the branding of its branded PDFs (issue 13). */}
      {current ? (
        <>
          <OrganizationReportsSection />
          <OrganizationBrandingSection organizationId={current.organizationId} />
          <OrganizationApiKeysSection />
          <OrganizationWebhooksSection />
        </>
      ) : null}
    </div>
  );
}
