/**
 * The admin panel's feature toggles as every page reads them (GET /api/features, public): the
 * maintenance banner, and features turned off that a screen says are off before they are tried.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturesResponse } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';

export const featureKeys = {
  all: ['features'] as const,
};

/** Read again every minute, so a banner an administrator turns on reaches open pages. */
const FEATURES_REFRESH_MS = 60_000;

export const featureQueries = {
  status: () =>
    queryOptions({
      queryKey: featureKeys.all,
      queryFn: () => apiRequest<FeaturesResponse>('GET', '/api/features'),
      refetchInterval: FEATURES_REFRESH_MS,
    }),
};

/** The toggles; undefined while loading or when the server could not say (then nothing is shown as off). */
export function useFeatures(): FeaturesResponse | undefined {
  return useQuery(featureQueries.status()).data;
}
