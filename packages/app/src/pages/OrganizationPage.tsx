import { Button, Card, OrganizationScreen, useToast, type OrganizationScreenProps } from '@rei/ui';
import { serverMessage } from '../apiClient';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useAcceptInvitation, useInvite, useMembers, useRemoveMember } from '../data/hooks';

/** Invitations waiting for this user (memberships without acceptedAt), with an Accept button each. */
function PendingInvitations() {
  const { memberships, select } = useOrganization();
  const accept = useAcceptInvitation();
  const { toast } = useToast();
  const pending = memberships.filter((membership) => !membership.acceptedAt);
  if (pending.length === 0) return null;
  return (
    <div style={{ padding: '1.5rem 1.5rem 0' }}>
      <Card>
        <section aria-labelledby="pending-invitations" style={{ display: 'grid', gap: '0.75rem' }}>
          <h2 id="pending-invitations" style={{ margin: 0, fontSize: '1.125rem' }}>
            Pending invitations
          </h2>
          {pending.map((membership) => (
            <div key={membership.organizationId} style={{ display: 'flex', gap: '1rem', alignItems: 'center', justifyContent: 'space-between' }}>
              <span>
                <strong>{membership.organizationName}</strong> invited you as {membership.role}.
              </span>
              <Button
                onClick={() =>
                  accept.mutate(membership.organizationId, {
                    onSuccess: () => {
                      select(membership.organizationId);
                      toast({ title: 'Invitation accepted', description: `You joined ${membership.organizationName}.`, tone: 'success' });
                    },
                    onError: (error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
                  })
                }
                disabled={accept.isPending}
              >
                Accept invitation
              </Button>
            </div>
          ))}
        </section>
      </Card>
    </div>
  );
}

export function OrganizationPage() {
  const { user } = useAuth();
  const { current } = useOrganization();
  const { toast } = useToast();
  const members = useMembers(current?.organizationId);
  const invite = useInvite(current?.organizationId);
  const remove = useRemoveMember(current?.organizationId);

  return (
    <>
      <PendingInvitations />
      <OrganizationScreen
        organization={current}
        members={(members.data ?? []) as unknown as OrganizationScreenProps['members']}
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
      />
    </>
  );
}
