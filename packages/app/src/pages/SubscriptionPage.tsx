import { useEffect, useState } from 'react';
import { SubscriptionScreen, useToast, type BillingRedirectKind, type SubscriptionScreenProps } from '@rei/ui';
import { serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { useChangePlan, useOpenBillingPortal, useSubscription } from '../data/subscription';

/** What Stripe Checkout appends to /subscription when it sends the person back. */
const CHECKOUT_RETURN_PARAM = 'checkout';

/** Leaves the app for a Stripe page (Checkout or the Billing Portal). */
function goToStripe(url: string): void {
  window.location.assign(url);
}

export function SubscriptionPage() {
  const { updateUser } = useAuth();
  const { toast } = useToast();
  const subscription = useSubscription();
  const change = useChangePlan();
  const portal = useOpenBillingPortal();
  // Set once the browser is leaving for Stripe: which page, and the plan whose button started it.
  const [leaving, setLeaving] = useState<{ kind: BillingRedirectKind; tier: SubscriptionScreenProps['changingTo'] } | null>(null);
  const data = subscription.data ?? null;

  // Back from Checkout: say what happened once, then drop the marker from the address bar.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const outcome = params.get(CHECKOUT_RETURN_PARAM);
    if (!outcome) return;
    if (outcome === 'success') {
      toast({ title: 'Payment received', description: 'Your new plan starts as soon as Stripe confirms the payment.', tone: 'success' });
    } else if (outcome === 'cancelled') {
      toast({ title: 'Checkout cancelled', description: 'Nothing was charged and your plan has not changed.' });
    }
    params.delete(CHECKOUT_RETURN_PARAM);
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  }, [toast]);

  // Coming back with the browser's Back button restores this page from its cache: the buttons must work again.
  useEffect(() => {
    const restore = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(null);
    };
    window.addEventListener('pageshow', restore);
    return () => window.removeEventListener('pageshow', restore);
  }, []);

  return (
    <SubscriptionScreen
      subscription={data}
      usage={{ properties: data?.usage.properties ?? 0, aiSummaries: data?.usage.aiSummaries ?? 0 }}
      loading={subscription.isLoading}
      error={subscription.isError ? (serverMessage(subscription.error) ?? 'Could not load your subscription.') : null}
      onRetry={() => void subscription.refetch()}
      billingMode={data?.billing.mode}
      canManageBilling={data?.billing.canManage ?? false}
      redirecting={leaving?.kind ?? (portal.isPending ? 'portal' : null)}
      changingTo={change.isPending ? (change.variables ?? null) : (leaving?.tier ?? null)}
      onChangePlan={(tier) =>
        change.mutate(tier, {
          onSuccess: (answer) => {
            // Stripe billing: the plan changes only after payment, so the browser goes to Stripe now.
            if (answer.redirect) {
              setLeaving({ kind: answer.redirect.kind, tier });
              goToStripe(answer.redirect.url);
              return;
            }
            updateUser({ subscriptionTier: answer.tier });
            toast({ title: 'Plan updated', description: `You are now on the ${answer.tier[0]?.toUpperCase()}${answer.tier.slice(1)} plan.`, tone: 'success' });
          },
          onError: (error) => toast({ title: 'Plan change failed', description: serverMessage(error) ?? 'Could not change your plan.', tone: 'destructive' }),
        })
      }
      onManageBilling={() =>
        portal.mutate(undefined, {
          onSuccess: (answer) => {
            setLeaving({ kind: 'portal', tier: null });
            goToStripe(answer.url);
          },
          onError: (error) => toast({ title: 'Could not open billing', description: serverMessage(error) ?? 'The billing portal is unavailable.', tone: 'destructive' }),
        })
      }
    />
  );
}
