/**
 * Strategies: saving a calculation for a property and reading a property's saved ones. Saving
 * marks every property-dependent area stale (portfolio cards show the newest strategy's figures).
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StrategyResponse, strategyCreateBodySchema } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { invalidatePropertyData, strategyKeys } from './queryKeys';

export { strategyKeys };

/** The body of POST /api/strategies. */
export type StrategyCreateRequest = z.input<typeof strategyCreateBodySchema>;

/** GET /api/strategies?propertyId=…: a property's saved strategies. */
export function readStrategies(propertyId: number): Promise<StrategyResponse[]> {
  return apiRequest<StrategyResponse[]>('GET', '/api/strategies', { query: { propertyId } });
}

/** The newest of a property's saved strategies, or undefined when it has none. */
export async function readNewestStrategy(propertyId: number): Promise<StrategyResponse | undefined> {
  const strategies = await readStrategies(propertyId);
  return [...strategies].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/** Query options of the strategy reads, keyed by `strategyKeys`. */
export const strategyQueries = {
  byProperty: (propertyId: number) => queryOptions({ queryKey: strategyKeys.byProperty(propertyId), queryFn: () => readStrategies(propertyId) }),
};

/** A property's saved strategies; off until there is a property. */
export function useStrategies(propertyId: number | null | undefined) {
  return useQuery({ ...strategyQueries.byProperty(propertyId ?? 0), enabled: Boolean(propertyId) });
}

/** Mutation options of the strategy writes. */
export const strategyMutations = {
  /** Saves a calculation (POST /api/strategies); the server recomputes the outputs. */
  save: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (body: StrategyCreateRequest) => apiRequest<StrategyResponse>('POST', '/api/strategies', { body }),
      onSettled: () => invalidatePropertyData(queryClient),
    }),
};

/** Saves a calculation. */
export function useSaveStrategy() {
  return useMutation(strategyMutations.save(useQueryClient()));
}
