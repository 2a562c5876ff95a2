/**
 * Deals: a named, versioned analysis under one strategy, tied to a property or standalone
 * (contract: @rei/server/contract deals.ts). Every save is a new version; a save over a newer
 * version is refused with 409 STALE_VERSION. Writes mark every property-dependent area stale
 * (a deal tied to a property changes the portfolio card and the property's strategies).
 */
import { keepPreviousData, mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DealCompareResponse,
  DealDiffResponse,
  DealListResponse,
  DealRecomputeResponse,
  DealResponse,
  DealVersionListResponse,
  DealVersionResponse,
  dealCreateBodySchema,
  dealDuplicateBodySchema,
  dealUpdateBodySchema,
} from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { dealKeys, invalidatePropertyData } from './queryKeys';

export { dealKeys };

/** The body of POST /api/deals. */
export type DealCreateRequest = z.input<typeof dealCreateBodySchema>;
/** The body of PUT /api/deals/{id}. */
export type DealUpdateRequest = z.input<typeof dealUpdateBodySchema>;
/** The body of POST /api/deals/{id}/duplicate. */
export type DealDuplicateRequest = z.input<typeof dealDuplicateBodySchema>;

/** One page of the deal list: page, order, name search and filters (absent = no filter). */
export interface DealListRequest {
  readonly page?: number;
  readonly pageSize?: number;
  readonly sort?: 'updatedAt' | 'createdAt' | 'name' | 'strategyType';
  readonly direction?: 'asc' | 'desc';
  /** Text matched against the deal name. */
  readonly q?: string;
  readonly propertyId?: number;
  readonly strategyType?: 'buy_hold' | 'fix_flip' | 'wholesale' | 'creative_financing' | 'brrr';
  /** Only deals that pass (or fail) the buy box in force. */
  readonly buyBox?: 'pass' | 'fail';
}

const listQuery = (request: DealListRequest) => ({
  page: request.page,
  pageSize: request.pageSize,
  sort: request.sort,
  direction: request.direction,
  q: request.q?.trim() || undefined,
  propertyId: request.propertyId,
  strategyType: request.strategyType,
  buyBox: request.buyBox,
});

/** Query options of the deal reads, keyed by `dealKeys`. */
export const dealQueries = {
  list: (request: DealListRequest) => {
    const query = listQuery(request);
    return queryOptions({
      queryKey: dealKeys.list(query),
      queryFn: () => apiRequest<DealListResponse>('GET', '/api/deals', { query }),
      placeholderData: keepPreviousData,
    });
  },
  detail: (dealId: number) => queryOptions({ queryKey: dealKeys.detail(dealId), queryFn: () => apiRequest<DealResponse>('GET', `/api/deals/${dealId}`) }),
  versions: (dealId: number) =>
    queryOptions({ queryKey: dealKeys.versions(dealId), queryFn: () => apiRequest<DealVersionListResponse>('GET', `/api/deals/${dealId}/versions`) }),
  version: (dealId: number, version: number) =>
    queryOptions({
      queryKey: dealKeys.version(dealId, version),
      queryFn: () => apiRequest<DealVersionResponse>('GET', `/api/deals/${dealId}/versions/${version}`),
    }),
  diff: (dealId: number, from: number, to: number) =>
    queryOptions({
      queryKey: dealKeys.diff(dealId, from, to),
      queryFn: () => apiRequest<DealDiffResponse>('GET', `/api/deals/${dealId}/diff`, { query: { from, to } }),
    }),
  recompute: (dealId: number, version: number) =>
    queryOptions({
      queryKey: dealKeys.recompute(dealId, version),
      queryFn: () => apiRequest<DealRecomputeResponse>('GET', `/api/deals/${dealId}/versions/${version}/recompute`),
    }),
  compare: (dealIds: readonly number[]) =>
    queryOptions({
      queryKey: dealKeys.compare(dealIds),
      queryFn: () => apiRequest<DealCompareResponse>('GET', '/api/deals/compare', { query: { ids: dealIds.join(',') } }),
    }),
};

/** A page of the organization's deals. */
export function useDeals(request: DealListRequest = {}) {
  return useQuery(dealQueries.list(request));
}

/** One deal with its current version; off until there is an id. */
export function useDeal(dealId: number | null | undefined) {
  return useQuery({ ...dealQueries.detail(dealId ?? 0), enabled: Boolean(dealId) });
}

/** Every version of a deal, newest first; off until there is an id. */
export function useDealVersions(dealId: number | null | undefined) {
  return useQuery({ ...dealQueries.versions(dealId ?? 0), enabled: Boolean(dealId) });
}

/** One version of a deal; off until both are known. */
export function useDealVersion(dealId: number | null | undefined, version: number | null | undefined) {
  return useQuery({ ...dealQueries.version(dealId ?? 0, version ?? 0), enabled: Boolean(dealId) && Boolean(version) });
}

/** What changed between two versions of a deal; off until all three are known. */
export function useDealDiff(dealId: number | null | undefined, from: number | null | undefined, to: number | null | undefined) {
  return useQuery({ ...dealQueries.diff(dealId ?? 0, from ?? 0, to ?? 0), enabled: Boolean(dealId) && Boolean(from) && Boolean(to) });
}

/** A saved version's inputs run through today's engine; off until both are known. */
export function useDealRecompute(dealId: number | null | undefined, version: number | null | undefined) {
  return useQuery({ ...dealQueries.recompute(dealId ?? 0, version ?? 0), enabled: Boolean(dealId) && Boolean(version) });
}

/** 2..6 deals side by side; off until at least two are chosen. */
export function useCompareDeals(dealIds: readonly number[]) {
  return useQuery({ ...dealQueries.compare(dealIds), enabled: dealIds.length >= 2 });
}

/** Mutation options of the deal writes; each marks the deal and property-dependent areas stale. */
export const dealMutations = {
  /** Creates a deal (version 1); the server computes the outputs. */
  create: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (body: DealCreateRequest) => apiRequest<DealResponse>('POST', '/api/deals', { body }),
      onSettled: () => invalidatePropertyData(queryClient),
    }),
  /** Saves a new version (or renames when `inputs` is absent); 409 STALE_VERSION when `baseVersion` is not current. */
  update: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({ dealId, body }: { dealId: number; body: DealUpdateRequest }) => apiRequest<DealResponse>('PUT', `/api/deals/${dealId}`, { body }),
      onSettled: () => invalidatePropertyData(queryClient),
    }),
  /** Deletes a deal and its versions. */
  remove: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (dealId: number) => apiRequest<void>('DELETE', `/api/deals/${dealId}`),
      onSettled: () => invalidatePropertyData(queryClient),
    }),
  /** Copies a deal's current version into a new deal (version 1). */
  duplicate: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({ dealId, body }: { dealId: number; body?: DealDuplicateRequest }) =>
        apiRequest<DealResponse>('POST', `/api/deals/${dealId}/duplicate`, { body: body ?? {} }),
      onSettled: () => invalidatePropertyData(queryClient),
    }),
};

/** Creates a deal. */
export function useCreateDeal() {
  return useMutation(dealMutations.create(useQueryClient()));
}

/** Saves a new version of a deal (or renames it). */
export function useUpdateDeal() {
  return useMutation(dealMutations.update(useQueryClient()));
}

/** Deletes a deal. */
export function useDeleteDeal() {
  return useMutation(dealMutations.remove(useQueryClient()));
}

/** Duplicates a deal. */
export function useDuplicateDeal() {
  return useMutation(dealMutations.duplicate(useQueryClient()));
}
