/**
 * The selected organization's portfolio: its cards, whether one property is in it, and adding
 * or removing an entry. Both writes mark every property-dependent area stale (the cards,
 * usage and audits change with them).
 */
import { keepPreviousData, mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  PortfolioPage,
  PortfolioRemoveBody,
  PortfolioRemoveResponse,
  PortfolioSortKey,
  portfolioAddBodySchema,
  portfolioAddResponseSchema,
  portfolioDeleteResponseSchema,
  portfolioStatusResponseSchema,
} from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { invalidatePropertyData, portfolioKeys } from './queryKeys';

export { portfolioKeys };

/** The body of POST /api/portfolio. */
export type PortfolioAddRequest = z.input<typeof portfolioAddBodySchema>;
/** The answer of POST /api/portfolio. */
export type PortfolioAddResponse = z.infer<typeof portfolioAddResponseSchema>;
/** The answer of GET /api/portfolio/{propertyId}/status. */
export type PortfolioStatusResponse = z.infer<typeof portfolioStatusResponseSchema>;
/** The answer of DELETE /api/portfolio/{id}. */
export type PortfolioDeleteResponse = z.infer<typeof portfolioDeleteResponseSchema>;

/** What one page of the portfolio is asked with. */
export interface PortfolioRequest {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: PortfolioSortKey;
  readonly direction: 'asc' | 'desc';
  /** Address, city or ZIP text; blank for none. */
  readonly text: string;
}

/** The most cards one page holds (the server's limit): what pickers that list the portfolio ask for. */
export const PORTFOLIO_PICKER_SIZE = 200;

/** The newest cards, as many as one page holds: the calculator's property picker and the AI summaries list. */
const NEWEST_CARDS: PortfolioRequest = { page: 1, pageSize: PORTFOLIO_PICKER_SIZE, sort: 'addedAt', direction: 'desc', text: '' };

/** Query options of the portfolio reads, keyed by `portfolioKeys`. */
export const portfolioQueries = {
  /** GET /api/portfolio: one page of cards with the whole portfolio's summary. */
  page: (request: PortfolioRequest) =>
    queryOptions({
      queryKey: [...portfolioKeys.list(), request] as const,
      queryFn: () =>
        apiRequest<PortfolioPage>('GET', '/api/portfolio', {
          query: {
            page: request.page,
            pageSize: request.pageSize,
            sort: request.sort,
            direction: request.direction,
            q: request.text.trim() || undefined,
          },
        }),
    }),
  /** The newest cards (one full page; an answer without items reads as none). */
  list: () =>
    queryOptions({
      ...portfolioQueries.page(NEWEST_CARDS),
      select: (data: PortfolioPage) => (Array.isArray(data?.items) ? data.items : []),
    }),
  /** GET /api/portfolio/{propertyId}/status */
  status: (propertyId: number) =>
    queryOptions({
      queryKey: portfolioKeys.status(propertyId),
      queryFn: () => apiRequest<PortfolioStatusResponse>('GET', `/api/portfolio/${propertyId}/status`),
    }),
};

/** The portfolio's newest cards (at most one full page), read when `enabled`. */
export function usePortfolio(enabled = true) {
  return useQuery({ ...portfolioQueries.list(), enabled });
}

/** One page of the portfolio; the previous page stays on screen while the next loads. */
export function usePortfolioPage(request: PortfolioRequest) {
  return useQuery({ ...portfolioQueries.page(request), placeholderData: keepPreviousData });
}

/** Whether a stored property is in the portfolio; off until there is a property id and `enabled`. */
export function usePortfolioStatus(propertyId: number | undefined, enabled: boolean) {
  return useQuery({ ...portfolioQueries.status(propertyId ?? 0), enabled: enabled && propertyId !== undefined });
}

/** Mutation options of the portfolio writes; each marks every property-dependent area stale when it settles. */
export const portfolioMutations = {
  /** Adds a stored property to the portfolio (POST /api/portfolio). */
  add: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (propertyId: number) => {
        const body: PortfolioAddRequest = { propertyId };
        return apiRequest<PortfolioAddResponse>('POST', '/api/portfolio', { body });
      },
      onSettled: () => invalidatePropertyData(queryClient),
    }),
  /** Removes a portfolio entry by its id (DELETE /api/portfolio/{id}). */
  remove: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (portfolioItemId: number) => apiRequest<PortfolioDeleteResponse>('DELETE', `/api/portfolio/${portfolioItemId}`),
      onSettled: () => invalidatePropertyData(queryClient),
    }),
  /** Several entries in one action, all or none (POST /api/portfolio/remove). */
  removeMany: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (portfolioItemIds: number[]) => {
        const body: PortfolioRemoveBody = { ids: portfolioItemIds };
        return apiRequest<PortfolioRemoveResponse>('POST', '/api/portfolio/remove', { body });
      },
      onSettled: () => invalidatePropertyData(queryClient),
    }),
};

/** Adds a stored property to the portfolio. */
export function useAddToPortfolio() {
  return useMutation(portfolioMutations.add(useQueryClient()));
}

/** Removes a portfolio entry by its id. */
export function useRemoveFromPortfolio() {
  return useMutation(portfolioMutations.remove(useQueryClient()));
}

/** Removes the selected portfolio entries together (all or none). */
export function useRemoveManyFromPortfolio() {
  return useMutation(portfolioMutations.removeMany(useQueryClient()));
}
