/**
 * AI summaries: the saved summaries of some strategies, the newest summary of each property
 * (the Legal Status page's feedback tab), and writing a summary. Writing one marks every
 * property-dependent area stale (it counts against the plan's monthly usage).
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AiSummaryResponse, aiSummaryCreateBodySchema } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { aiSummaryKeys, invalidatePropertyData } from './queryKeys';
import { readStrategies } from './strategies';

export { aiSummaryKeys };

/** The body of POST /api/ai-summaries. */
export type AiSummaryCreateRequest = z.input<typeof aiSummaryCreateBodySchema>;

/** Properties whose summaries are read at the same time. */
const PROPERTIES_PER_BATCH = 6;

/** GET /api/ai-summaries?strategyId=…; a strategy whose read fails counts as having none. */
function readSummaries(strategyId: number): Promise<AiSummaryResponse[]> {
  return apiRequest<AiSummaryResponse[]>('GET', '/api/ai-summaries', { query: { strategyId } }).catch(() => []);
}

/** Runs `task` over `items`, at most `width` at a time, keeping the order. */
export async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))));
  }
  return results;
}

/** One property's newest saved AI summary. */
export interface PropertyAiFeedback {
  readonly propertyId: number;
  readonly summary: AiSummaryResponse;
}

/** The newest summary over all of a property's strategies, or null when it has none or the read fails. */
async function newestSummaryOf(propertyId: number): Promise<PropertyAiFeedback | null> {
  try {
    const strategies = await readStrategies(propertyId);
    const lists = await Promise.all(strategies.map((strategy) => readSummaries(strategy.id)));
    const first = lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    return first ? { propertyId, summary: first } : null;
  } catch {
    return null;
  }
}

/** Query options of the summary reads, keyed by `aiSummaryKeys`. */
export const aiSummaryQueries = {
  /** Every saved summary of the given strategies. */
  byStrategies: (strategyIds: readonly number[]) =>
    queryOptions({
      queryKey: aiSummaryKeys.byStrategies(strategyIds),
      queryFn: async () => (await Promise.all(strategyIds.map(readSummaries))).flat(),
    }),
  /** The newest summary of each property that has one, read six properties at a time; a property whose reads fail is left out. */
  newestByProperties: (propertyIds: readonly number[]) =>
    queryOptions({
      queryKey: aiSummaryKeys.newestByProperties(propertyIds),
      queryFn: async () => {
        const newest = await inBatches(propertyIds, PROPERTIES_PER_BATCH, newestSummaryOf);
        return newest.filter((item): item is PropertyAiFeedback => item !== null);
      },
    }),
};

/** The saved summaries of the given strategies; off while there are none. */
export function useAiSummaries(strategyIds: readonly number[]) {
  return useQuery({ ...aiSummaryQueries.byStrategies(strategyIds), enabled: strategyIds.length > 0 });
}

/** The newest saved summary of each given property that has one; off while there are none. */
export function usePropertyAiFeedback(propertyIds: readonly number[]) {
  return useQuery({ ...aiSummaryQueries.newestByProperties(propertyIds), enabled: propertyIds.length > 0 });
}

/** Mutation options of the summary writes. */
export const aiSummaryMutations = {
  /** Writes and saves a summary of a saved strategy (POST /api/ai-summaries). */
  generate: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (strategyId: number) => {
        const body: AiSummaryCreateRequest = { strategyId };
        return apiRequest<AiSummaryResponse>('POST', '/api/ai-summaries', { body });
      },
      onSettled: () => invalidatePropertyData(queryClient),
    }),
};

/** Writes and saves a summary of a saved strategy. */
export function useGenerateAiSummary() {
  return useMutation(aiSummaryMutations.generate(useQueryClient()));
}
