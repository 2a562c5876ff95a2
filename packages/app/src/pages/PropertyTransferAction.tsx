import { useState } from 'react';
import { useLocation } from 'wouter';
import { MovePropertyDialog, useToast } from '@rei/ui';
import { planLimitOf, serverMessage } from '../api/RequestError';
import { useOrganization } from '../auth/OrganizationProvider';
import { usePropertyTransfer } from '../data/properties';

export interface PropertyTransferActionProps {
  property: { id: number; organizationId: number; userId: number; isDemo: boolean; address: string };
  userId: number;
}

/**
 * Move or copy this property into another of the user's organizations (the property page's header).
 * Shown only for a property of one of the user's organizations; Move is offered to its owners and
 * admins and to the person who added it (the server checks the same). After it, the target
 * organization is selected, so the dashboard shows the property where it now is.
 */
export function PropertyTransferAction({ property, userId }: PropertyTransferActionProps) {
  const { memberships, select } = useOrganization();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const transfer = usePropertyTransfer();
  const [failure, setFailure] = useState<unknown>(null);
  const accepted = memberships.filter((membership) => membership.acceptedAt);
  const home = accepted.find((membership) => membership.organizationId === property.organizationId);
  if (property.isDemo || !home) return null;
  const targets = accepted.filter((membership) => membership.organizationId !== property.organizationId);
  const canMove = home.role === 'owner' || home.role === 'admin' || property.userId === userId;
  const limit = planLimitOf(failure);

  return (
    <MovePropertyDialog
      address={property.address}
      fromOrganizationName={home.organizationName}
      targets={targets}
      canMove={canMove}
      submitting={transfer.isPending}
      error={failure ? { message: serverMessage(failure) ?? 'The property could not be moved or copied.', limit } : null}
      onUpgrade={() => navigate('/subscription')}
      onSubmit={async (choice) => {
        setFailure(null);
        try {
          const done = await transfer.mutateAsync({ propertyId: property.id, ...choice });
          const target = targets.find((membership) => membership.organizationId === done.organizationId);
          select(done.organizationId);
          toast({
            title: choice.mode === 'move' ? 'Property moved' : 'Property copied',
            description: `${property.address} is in ${target?.organizationName ?? 'the other organization'} now, with ${done.strategies} saved deal${done.strategies === 1 ? '' : 's'}${choice.mode === 'move' ? ` and ${done.reportsMoved} report${done.reportsMoved === 1 ? '' : 's'}` : ''}.`,
            tone: 'success',
          });
        } catch (error) {
          setFailure(error);
          throw error;
        }
      }}
    />
  );
}
