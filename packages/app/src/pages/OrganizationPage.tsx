import { OrganizationScreen, useToast } from '@rei/ui';
import { serverMessage } from '../api/ApiError';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useAcceptInvitation, useInvite, useMembers, useRemoveMember } from '../data/organizations';

export function OrganizationPage() {
  const { user } = useAuth();
  const { current, memberships, select } = useOrganization();
  const { toast } = useToast();
  const accept = useAcceptInvitation();
  // Invitations waiting for this user: memberships without acceptedAt.
  const pendingInvitations = memberships.filter((membership) => !membership.acceptedAt);
  const members = useMembers(current?.organizationId);
  const invite = useInvite(current?.organizationId);
  const remove = useRemoveMember(current?.organizationId);

  return (
    <OrganizationScreen
      organization={current}
      members={members.data ?? []}
      loading={members.isLoading}
      error={members.isError ? (serverMessage(members.error) ?? 'Could not load the team.') : null}
      onRetry={() => void members.refetch()}
      currentUserId={user?.id ?? null}
      inviting={invite.isPending}
      onInvite={async (request) => {
        try {
          await invite.mutateAsync(request);
          toast({ title: 'Invitation sent', description: 'The user has been invited to your organization.', tone: 'success' });
        } catch (error) {
          toast({ title: 'Failed to send invitation', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' });
          throw error;
        }
      }}
      removingUserId={remove.isPending ? (remove.variables ?? null) : null}
      onRemoveMember={(userId) =>
        remove.mutate(userId, {
          onSuccess: () => toast({ title: 'User removed', description: 'The user has been removed from your organization.', tone: 'success' }),
          onError: (error) => toast({ title: 'Failed to remove user', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
        })
      }
      pendingInvitations={pendingInvitations}
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
  );
}
