/**
 * Legal Status: one page of the selected organization's properties with their legal records
 * (GET /api/legal-status), filtered and ordered on the server. Keyed under the property keys,
 * so whatever marks the properties stale refreshes it too.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalStatusPage, LegalStatusSortKey } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { propertyKeys } from './queryKeys';

/** What one page of the list is asked with. */
export interface LegalStatusRequest {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: LegalStatusSortKey;
  readonly direction: 'asc' | 'desc';
  /** Address, city, ZIP or BBL text; blank for none. */
  readonly text: string;
  readonly flaggedOnly: boolean;
}

export const legalStatusKeys = {
  all: [...propertyKeys.all, 'legal-status'] as const,
  page: (request: LegalStatusRequest) => [...legalStatusKeys.all, request] as const,
};

/** Query options of one page of the Legal Status list. */
export function legalStatusPageQuery(request: LegalStatusRequest) {
  return queryOptions({
    queryKey: legalStatusKeys.page(request),
    queryFn: () =>
      apiRequest<LegalStatusPage>('GET', '/api/legal-status', {
        query: {
          page: request.page,
          pageSize: request.pageSize,
          sort: request.sort,
          direction: request.direction,
          q: request.text.trim() || undefined,
          flagged: request.flaggedOnly ? 'true' : undefined,
        },
      }),
  });
}

/** One page of the Legal Status list; the previous page stays on screen while the next loads. */
export function useLegalStatusPage(request: LegalStatusRequest) {
  return useQuery({ ...legalStatusPageQuery(request), placeholderData: keepPreviousData });
}
