/**
 * The Deals page's buy box editor (issue 32): the caller's own and the organization's thresholds.
 * Data from data/buyBox.ts; plan and role reasons as the presets section words them.
 */
import { useState } from 'react';
import { featureMinimumTier, hasFeature, planFor } from '@rei/engine';
import { BuyBoxPanel, useToast, type BuyBoxScopeView } from '@rei/ui';
import { fieldErrorsOf, refusalText, serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useBuyBox, useSaveBuyBox } from '../data/buyBox';
import { useSubscription } from '../data/subscription';

const FEATURE = { personal: 'custom_calculators', organization: 'team_calculators' } as const;

export function DealsBuyBoxSection() {
  const { user } = useAuth();
  const { current } = useOrganization();
  const { toast } = useToast();
  const tier = useSubscription(Boolean(user)).data?.tier ?? user?.subscriptionTier ?? 'scout';
  const [scope, setScope] = useState<BuyBoxScopeView>('personal');
  const box = useBuyBox(current?.organizationId, scope, Boolean(user));
  const save = useSaveBuyBox();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  if (!current || !user) return null;
  const feature = FEATURE[scope];
  const lockedReason = !hasFeature(tier, feature)
    ? `${scope === 'personal' ? 'Your own buy box' : 'A team buy box'} comes with the ${planFor(featureMinimumTier(feature)).name} plan. Change plan on the Subscription page.`
    : scope === 'organization' && current.role !== 'owner' && current.role !== 'admin'
      ? 'The team’s buy box is set by the organization’s owners and admins; your deals are tested against it.'
      : null;
  return (
    <BuyBoxPanel
      scope={scope}
      onScopeChange={(next) => {
        setFieldErrors({});
        setScope(next);
      }}
      box={box.data ?? null}
      loading={box.isLoading}
      error={box.isError ? (serverMessage(box.error) ?? 'Could not load the buy box.') : null}
      onRetry={() => void box.refetch()}
      lockedReason={lockedReason}
      saving={save.isPending}
      fieldErrors={fieldErrors}
      onSave={(which, criteria) =>
        save.mutate(
          { scope: which, criteria },
          {
            onSuccess: () => {
              setFieldErrors({});
              toast({ title: 'Buy box saved', description: 'Every deal now shows pass or fail against it.', tone: 'success' });
            },
            onError: (error) => {
              setFieldErrors(fieldErrorsOf(error));
              toast({ title: 'Buy box not saved', description: refusalText(error) ?? 'Something went wrong.', tone: 'destructive' });
            },
          },
        )
      }
    />
  );
}
