/**
 * Bulk screening (contract: @rei/server/contract screens.ts): the free count preview, the saved
 * screens of the selected organization, one screen's page of results (polled while it runs),
 * and the writes (run, cancel, add to portfolio, export).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ScreenAddToPortfolioResponse, ScreenCountResponse, ScreenDetailResponse, ScreenSummary, screenCreateBodySchema, screenListResponseSchema } from '@rei/server/contract';
import { requestErrorFromAnswer, networkError } from '../api/RequestError';
import { apiRequest, requestHeaders } from '../api/apiRequest';
import { fileNameFromDisposition } from './reports';
import { invalidatePropertyData } from './queryKeys';

export type ScreenCreateRequest = z.input<typeof screenCreateBodySchema>;
type ScreenList = z.infer<typeof screenListResponseSchema>;

export const screenKeys = {
  all: ['screens'] as const,
  list: () => [...screenKeys.all, 'list'] as const,
  detail: (id: number, query: Record<string, unknown>) => [...screenKeys.all, 'detail', id, query] as const,
};

/** While a screen runs its page is read again this often. */
const RUNNING_POLL_MS = 1_000;

export interface ScreenPageRequest {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: string;
  readonly direction: 'asc' | 'desc';
}

export const screenQueries = {
  list: (enabled: boolean) => queryOptions({ queryKey: screenKeys.list(), queryFn: () => apiRequest<ScreenList>('GET', '/api/screens'), enabled }),
  detail: (id: number | null, request: ScreenPageRequest) =>
    queryOptions({
      queryKey: screenKeys.detail(id ?? 0, { ...request }),
      queryFn: () => apiRequest<ScreenDetailResponse>('GET', `/api/screens/${id}`, { query: { ...request } }),
      enabled: id !== null,
      placeholderData: keepPreviousData,
      refetchInterval: (query) => {
        const state = query.state.data?.screen.state;
        return state === 'queued' || state === 'running' ? RUNNING_POLL_MS : false;
      },
    }),
};

export const useScreens = (enabled: boolean) => useQuery(screenQueries.list(enabled));
export const useScreen = (id: number | null, request: ScreenPageRequest) => useQuery(screenQueries.detail(id, request));

/** POST /api/screens/count: free on every plan. */
export function useScreenCount() {
  return useMutation({ mutationFn: (filters: Record<string, unknown>) => apiRequest<ScreenCountResponse>('POST', '/api/screens/count', { body: { filters } }) });
}

export function useStartScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScreenCreateRequest) => apiRequest<ScreenSummary>('POST', '/api/screens', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenKeys.all }),
  });
}

export function useCancelScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ScreenSummary>('POST', `/api/screens/${id}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenKeys.all }),
  });
}

export function useAddScreenLots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, bbls }: { id: number; bbls: readonly string[] | 'passing' }) =>
      apiRequest<ScreenAddToPortfolioResponse>('POST', `/api/screens/${id}/add-to-portfolio`, { body: { bbls } }),
    onSuccess: () => invalidatePropertyData(queryClient),
  });
}

/** Downloads a screen's results (GET /api/screens/{id}/export) as the server names the file. */
export async function downloadScreenExport(id: number, format: 'csv' | 'xlsx'): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/screens/${id}/export?format=${format}`, { headers: requestHeaders(), credentials: 'include' });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw requestErrorFromAnswer(response.status, response.statusText, await response.text().catch(() => ''));
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? `screen-${id}.${format}`;
  let file: Blob;
  try {
    file = await response.blob();
  } catch {
    // The server streams the file: it stops it rather than send a wrong one (the screen was run again).
    throw new Error('The download stopped before the file was complete: the screen may have been run again meanwhile. Export it again.');
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}

/** The presets a screen may apply (GET /api/presets), read only where screening is open. */
export function useScreenPresets(enabled: boolean) {
  return useQuery({
    queryKey: ['presets', 'for-screens'] as const,
    queryFn: () => apiRequest<{ items: { id: number; name: string; strategyType: string; usable: boolean }[] }>('GET', '/api/presets'),
    enabled,
  });
}
