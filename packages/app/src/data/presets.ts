/**
 * Assumption presets of the selected organization (contract/presets.ts): the team's and the
 * caller's own personal ones; create, change (each change is the next version) and delete.
 * Keyed by the organization, so switching organizations never shows another's presets.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PresetCreateBody, PresetListResponse, PresetResponse, PresetUpdateBody } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import type { OrganizationScope } from './queryKeys';

export const presetKeys = {
  all: ['presets'] as const,
  list: (organizationId: number) => [...presetKeys.all, 'list', { organizationId } satisfies OrganizationScope] as const,
  detail: (organizationId: number, id: number) => [...presetKeys.all, 'detail', { organizationId } satisfies OrganizationScope, id] as const,
};

/** GET /api/presets of `organizationId`, read when signed in with an organization selected. */
export function usePresets(organizationId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: presetKeys.list(organizationId ?? 0),
    queryFn: () => apiRequest<PresetListResponse>('GET', '/api/presets'),
    enabled: enabled && organizationId !== undefined,
  });
}

/** GET /api/presets/{id}: the preset as it is now (its current version); off until there is an id. */
export function usePreset(organizationId: number | undefined, id: number | null | undefined) {
  return useQuery({
    queryKey: presetKeys.detail(organizationId ?? 0, id ?? 0),
    queryFn: () => apiRequest<PresetResponse>('GET', `/api/presets/${id}`),
    enabled: organizationId !== undefined && Boolean(id),
  });
}

/** POST /api/presets: a new preset at version 1. */
export function useCreatePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PresetCreateBody) => apiRequest<PresetResponse>('POST', '/api/presets', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: presetKeys.all }),
  });
}

/** PUT /api/presets/{id}: the next version; 409 STALE_VERSION when `baseVersion` is not current. */
export function useUpdatePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PresetUpdateBody }) => apiRequest<PresetResponse>('PUT', `/api/presets/${id}`, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: presetKeys.all }),
  });
}

/** DELETE /api/presets/{id}: deals made with it keep their numbers. */
export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/presets/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: presetKeys.all }),
  });
}
