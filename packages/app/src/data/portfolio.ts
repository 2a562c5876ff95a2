/**
 * The selected organization's portfolio: its cards, whether one property is in it, and adding
 * or removing an entry. Both writes mark every property-dependent area stale (the cards,
 * usage and audits change with them).
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  PortfolioCardResponse,
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

/** Query options of the portfolio reads, keyed by `portfolioKeys`. */
export const portfolioQueries = {
  /** GET /api/portfolio: the dashboard cards (an answer that is not a list reads as none). */
  list: () =>
    queryOptions({
      queryKey: portfolioKeys.list(),
      queryFn: () => apiRequest<PortfolioCardResponse[]>('GET', '/api/portfolio'),
      select: (data: PortfolioCardResponse[]) => (Array.isArray(data) ? data : []),
    }),
  /** GET /api/portfolio/{propertyId}/status */
  status: (propertyId: number) =>
    queryOptions({
      queryKey: portfolioKeys.status(propertyId),
      queryFn: () => apiRequest<PortfolioStatusResponse>('GET', `/api/portfolio/${propertyId}/status`),
    }),
};

/** The portfolio's cards, read when `enabled`. */
export function usePortfolio(enabled = true) {
  return useQuery({ ...portfolioQueries.list(), enabled });
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
};

/** Adds a stored property to the portfolio. */
export function useAddToPortfolio() {
  return useMutation(portfolioMutations.add(useQueryClient()));
}

/** Removes a portfolio entry by its id. */
export function useRemoveFromPortfolio() {
  return useMutation(portfolioMutations.remove(useQueryClient()));
}
