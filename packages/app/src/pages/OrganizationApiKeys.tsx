/**
 * The organization page's API keys section (issue 33): owners and admins on Hunter make and
 * revoke keys; anyone else sees why they cannot. Data from data/apiKeys.ts.
 */
import { useState } from 'react';
import { hasFeature } from '@rei/engine';
import { ApiKeysPanel, useToast } from '@rei/ui';
import { fieldErrorsOf, serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../data/apiKeys';
import { useSubscription } from '../data/subscription';

export function OrganizationApiKeysSection() {
  const { user } = useAuth();
  const { current } = useOrganization();
  const { toast } = useToast();
  const tier = useSubscription(Boolean(user)).data?.tier ?? user?.subscriptionTier ?? 'scout';
  const manages = current?.role === 'owner' || current?.role === 'admin';
  const keys = useApiKeys(current?.organizationId, manages);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  if (!current) return null;

  const lockedReason = !manages
    ? 'Only an owner or admin of this organization makes and revokes its API keys.'
    : !hasFeature(tier, 'api_access')
      ? 'API keys come with the Hunter plan: your software reads and saves this organization’s properties, deals and reports. Change plan on the Subscription page.'
      : null;

  return (
    <ApiKeysPanel
      keys={keys.data ?? []}
      loading={manages && keys.isLoading}
      error={keys.isError ? (serverMessage(keys.error) ?? 'Could not load the API keys.') : null}
      onRetry={() => void keys.refetch()}
      lockedReason={lockedReason}
      createdKey={created}
      onDismissCreated={() => setCreated(null)}
      creating={create.isPending}
      fieldErrors={fieldErrors}
      onCreate={({ name, scope, expiresInDays }) =>
        create.mutate(
          { name, scope, ...(expiresInDays === null ? {} : { expiresAt: new Date(Date.now() + expiresInDays * 86_400_000).toISOString() }) },
          {
            onSuccess: (answer) => {
              setFieldErrors({});
              setCreated({ name: answer.name, key: answer.key });
            },
            onError: (error) => {
              setFieldErrors(fieldErrorsOf(error));
              toast({ title: 'Key not created', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' });
            },
          },
        )
      }
      revokingId={revoke.isPending ? (revoke.variables ?? null) : null}
      onRevoke={(key) =>
        revoke.mutate(key.id, {
          onSuccess: () => toast({ title: 'Key revoked', description: `${key.name} is refused from its next request.`, tone: 'success' }),
          onError: (error) => toast({ title: 'Key not revoked', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
        })
      }
    />
  );
}
