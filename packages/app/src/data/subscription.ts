/**
 * Subscription: the plan with its limits and usage, changing the plan, and opening Stripe's
 * billing portal. A plan change marks everything stale, since limits shape what every page shows.
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BillingPortalSession, ChangeSubscriptionResult, Subscription, changeSubscriptionBodySchema } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { subscriptionKeys } from './queryKeys';

export { subscriptionKeys };

/** The body of PUT /api/subscription. */
export type ChangeSubscriptionRequest = z.input<typeof changeSubscriptionBodySchema>;
/** A plan a person can choose. */
export type Tier = ChangeSubscriptionRequest['tier'];

/** Query options of the subscription read, keyed by `subscriptionKeys`. */
export const subscriptionQueries = {
  /** GET /api/subscription */
  current: () => queryOptions({ queryKey: subscriptionKeys.current(), queryFn: () => apiRequest<Subscription>('GET', '/api/subscription') }),
};

/** The plan, its limits and this month's usage, read when `enabled`. */
export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQueries.current(), enabled });
}

/** Mutation options of the subscription writes. */
export const subscriptionMutations = {
  /**
   * Changes the plan (PUT /api/subscription). Demo billing answers the new plan; Stripe billing
   * answers a `redirect` (Checkout or the portal) and the plan changes once Stripe confirms.
   */
  changePlan: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (tier: Tier) => {
        const body: ChangeSubscriptionRequest = { tier };
        return apiRequest<ChangeSubscriptionResult>('PUT', '/api/subscription', { body });
      },
      onSettled: () => queryClient.invalidateQueries(),
    }),
};

/** Changes the plan. */
export function useChangePlan() {
  return useMutation(subscriptionMutations.changePlan(useQueryClient()));
}

/** Opens a Stripe Billing Portal session (POST /api/billing/portal); the caller sends the browser to its `url`. */
export function useOpenBillingPortal() {
  return useMutation({ mutationFn: () => apiRequest<BillingPortalSession>('POST', '/api/billing/portal') });
}
