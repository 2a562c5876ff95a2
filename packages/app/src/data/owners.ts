/**
 * Owner search (GET /api/owners/search), a lot's other buildings
 * (GET /api/properties/bbl/{bbl}/related-owners) and a lot's neighbourhood
 * (GET /api/properties/bbl/{bbl}/neighborhood): public-record reads for signed-in users.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NeighborhoodResponse, OwnerSearchResponse, RelatedOwnersResponse } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { neighborhoodKeys, ownerKeys } from './queryKeys';

export { neighborhoodKeys, ownerKeys };

/** Lots shown per owner-search page. */
export const OWNER_PAGE_SIZE = 20;

export const ownerQueries = {
  search: (name: string, offset: number) =>
    queryOptions({
      queryKey: ownerKeys.search(name, offset),
      queryFn: () => apiRequest<OwnerSearchResponse>('GET', '/api/owners/search', { query: { name, offset, limit: OWNER_PAGE_SIZE } }),
    }),
  related: (bbl: string) =>
    queryOptions({
      queryKey: ownerKeys.related(bbl),
      queryFn: () => apiRequest<RelatedOwnersResponse>('GET', `/api/properties/bbl/${encodeURIComponent(bbl)}/related-owners`),
    }),
  neighborhood: (bbl: string) =>
    queryOptions({
      queryKey: neighborhoodKeys.lot(bbl),
      queryFn: () => apiRequest<NeighborhoodResponse>('GET', `/api/properties/bbl/${encodeURIComponent(bbl)}/neighborhood`),
    }),
};

/** The owner search for a name (none while `name` is null). */
export function useOwnerSearch(name: string | null, offset: number) {
  return useQuery({ ...ownerQueries.search(name ?? '', offset), enabled: name !== null });
}

/** The other buildings of a lot's owners (none while `bbl` is null). */
export function useRelatedOwners(bbl: string | null) {
  return useQuery({ ...ownerQueries.related(bbl ?? ''), enabled: bbl !== null });
}

/** A lot's neighbourhood figures (none while `bbl` is null). */
export function useLotNeighborhood(bbl: string | null) {
  return useQuery({ ...ownerQueries.neighborhood(bbl ?? ''), enabled: bbl !== null });
}
