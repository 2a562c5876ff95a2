/**
 * Onboarding: a user's saved answers and saving a step. Saving marks that user's onboarding stale.
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OnboardingResponse, onboardingUpdateBodySchema } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { onboardingKeys } from './queryKeys';

export { onboardingKeys };

/** The body of PUT /api/onboarding/{userId}. */
export type OnboardingUpdateRequest = z.input<typeof onboardingUpdateBodySchema>;

/** GET /api/onboarding/{userId} */
export function readOnboarding(userId: number): Promise<OnboardingResponse> {
  return apiRequest<OnboardingResponse>('GET', `/api/onboarding/${userId}`);
}

/** Query options of the onboarding read, keyed by `onboardingKeys`. */
export const onboardingQueries = {
  detail: (userId: number) => queryOptions({ queryKey: onboardingKeys.detail(userId), queryFn: () => readOnboarding(userId) }),
};

/** The user's saved onboarding answers; off until there is a user. */
export function useOnboarding(userId: number | undefined) {
  return useQuery({ ...onboardingQueries.detail(userId ?? 0), enabled: userId !== undefined });
}

/** Mutation options of the onboarding writes. */
export const onboardingMutations = {
  /** Saves the onboarding answers so far (PUT /api/onboarding/{userId}). */
  save: (queryClient: QueryClient, userId: number | undefined) =>
    mutationOptions({
      mutationFn: (body: OnboardingUpdateRequest) => apiRequest<OnboardingResponse>('PUT', `/api/onboarding/${userId}`, { body }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.detail(userId ?? 0) }),
    }),
};

/** Saves the onboarding answers so far. */
export function useSaveOnboarding(userId: number | undefined) {
  return useMutation(onboardingMutations.save(useQueryClient(), userId));
}
