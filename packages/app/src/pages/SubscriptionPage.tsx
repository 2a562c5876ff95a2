import { SubscriptionScreen, useToast, type SubscriptionScreenProps } from '@rei/ui';
import { serverMessage } from '../apiClient';
import { useAuth } from '../auth/AuthProvider';
import { useChangePlan, useSubscription } from '../data/hooks';

export function SubscriptionPage() {
  const { updateUser } = useAuth();
  const { toast } = useToast();
  const subscription = useSubscription();
  const change = useChangePlan();
  const data = subscription.data ?? null;
  return (
    <SubscriptionScreen
      subscription={data as SubscriptionScreenProps['subscription']}
      usage={{ properties: data?.usage.properties ?? 0, aiSummaries: data?.usage.aiSummaries ?? 0 }}
      loading={subscription.isLoading}
      error={subscription.isError ? (serverMessage(subscription.error) ?? 'Could not load your subscription.') : null}
      onRetry={() => void subscription.refetch()}
      changingTo={change.isPending ? ((change.variables ?? null) as SubscriptionScreenProps['changingTo']) : null}
      onChangePlan={(tier) =>
        change.mutate(tier, {
          onSuccess: (answer) => {
            updateUser({ subscriptionTier: answer.tier });
            toast({ title: 'Plan updated', description: `You are now on the ${answer.tier[0]?.toUpperCase()}${answer.tier.slice(1)} plan.`, tone: 'success' });
          },
          onError: (error) => toast({ title: 'Plan change failed', description: serverMessage(error) ?? 'Could not change your plan.', tone: 'destructive' }),
        })
      }
    />
  );
}
