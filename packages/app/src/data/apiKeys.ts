/**
 * API keys of the selected organization (contract/apiKeys.ts): list, create (the key is in
 * that answer only) and revoke. Keyed by the organization, so switching organizations never
 * shows another organization's keys.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreateBody, ApiKeyCreatedResponse, ApiKeyResponse } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import type { OrganizationScope } from './queryKeys';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: (organizationId: number) => [...apiKeyKeys.all, 'list', { organizationId } satisfies OrganizationScope] as const,
};

/** GET /api/api-keys of `organizationId`, read when `enabled` (owners and admins). */
export function useApiKeys(organizationId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: apiKeyKeys.list(organizationId ?? 0),
    queryFn: () => apiRequest<ApiKeyResponse[]>('GET', '/api/api-keys'),
    enabled: enabled && organizationId !== undefined,
  });
}

/** POST /api/api-keys: the answer carries the key, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateBody) => apiRequest<ApiKeyCreatedResponse>('POST', '/api/api-keys', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

/** DELETE /api/api-keys/{id}: refused from the key's next request. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ revoked: true }>('DELETE', `/api/api-keys/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
