/**
 * The buy box of the selected organization (contract/buyBox.ts): the caller's own or the
 * organization's, read and replaced. Saving marks the deal lists and deals stale, since every
 * deal carries its checks against the buy box in force.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyBoxPutBody, BuyBoxResponse, BuyBoxScope } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { dealKeys, type OrganizationScope } from './queryKeys';

export const buyBoxKeys = {
  all: ['buy-box'] as const,
  scope: (organizationId: number, scope: BuyBoxScope) => [...buyBoxKeys.all, { organizationId } satisfies OrganizationScope, scope] as const,
};

/** GET /api/buy-box?scope= of `organizationId`. */
export function useBuyBox(organizationId: number | undefined, scope: BuyBoxScope, enabled = true) {
  return useQuery({
    queryKey: buyBoxKeys.scope(organizationId ?? 0, scope),
    queryFn: () => apiRequest<BuyBoxResponse>('GET', '/api/buy-box', { query: { scope } }),
    enabled: enabled && organizationId !== undefined,
  });
}

/** PUT /api/buy-box: replaces the criteria of one buy box. */
export function useSaveBuyBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuyBoxPutBody) => apiRequest<BuyBoxResponse>('PUT', '/api/buy-box', { body }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: buyBoxKeys.all }), queryClient.invalidateQueries({ queryKey: dealKeys.all })]),
  });
}
