/**
 * Reports: exporting a saved strategy (CSV, live-formula Excel, PDF, branded PDF) or the
 * organization's portfolio (team CSV / Excel), waiting while the server builds the file,
 * downloading it, the organization's report list, share links, and the report branding set
 * on the organization page. Every call goes through `apiRequest` (or, for the file bytes,
 * `downloadReportFile` with the same headers); keys come from `reportKeys`.
 */
import { useCallback, useRef, useState } from 'react';
import { mutationOptions, queryOptions, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Branding,
  ReportCreateBody,
  ReportPreviewResponse,
  ReportResponse,
  ShareLinkCreatedResponse,
  ShareLinkResponse,
  UpdateBrandingBody,
} from '@rei/server/contract';
import type { ExportProgress } from '@rei/ui';
import { requestErrorFromAnswer, networkError, serverMessage } from '../api/RequestError';
import { apiRequest, requestHeaders } from '../api/apiRequest';
import { reportKeys } from './queryKeys';

export { reportKeys };

/** How often a report that is still building is asked about again. */
export const REPORT_POLL_INTERVAL_MS = 400;
/** How long the app waits for a report to be built before it says so. */
export const REPORT_BUILD_TIMEOUT_MS = 120_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** GET /api/reports/{id}: one report, with its state. */
export function readReport(reportId: number): Promise<ReportResponse> {
  return apiRequest<ReportResponse>('GET', `/api/reports/${reportId}`);
}

/**
 * Asks for a report (POST /api/reports) and, while the server answers `building`, reads it again
 * every {@link REPORT_POLL_INTERVAL_MS} until it is `ready`; a `failed` build or a build that
 * outlasts {@link REPORT_BUILD_TIMEOUT_MS} rejects with the reason in words.
 */
export async function createReportWhenReady(
  body: ReportCreateBody,
  wait: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<ReportResponse> {
  const intervalMs = wait.intervalMs ?? REPORT_POLL_INTERVAL_MS;
  const deadline = Date.now() + (wait.timeoutMs ?? REPORT_BUILD_TIMEOUT_MS);
  let report = await apiRequest<ReportResponse>('POST', '/api/reports', { body });
  while (report.state === 'building') {
    if (Date.now() > deadline) throw new Error('The report is taking too long to build; it will appear in the Reports list when it is ready.');
    await delay(intervalMs);
    report = await readReport(report.id);
  }
  if (report.state === 'failed') throw new Error(report.error ?? 'The report could not be built.');
  return report;
}

/** The file name of a `Content-Disposition` header (`filename*=` preferred), if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

/**
 * Downloads a report's file (GET /api/reports/{id}/file, cookies and bearer token included)
 * and hands it to the browser as a download named `fileName` (or the server's name). Resolves
 * with the name used; rejects with a RequestError when the server refuses.
 */
export async function downloadReportFile(report: Pick<ReportResponse, 'id' | 'fileName'>): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/reports/${report.id}/file`, { headers: requestHeaders(), credentials: 'include' });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw requestErrorFromAnswer(response.status, response.statusText, await response.text().catch(() => ''));
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? report.fileName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is released a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}

/**
 * Export Analysis: builds a report, waits for it and downloads it, reporting each step as the
 * ui's `ExportProgress`. The organization's report list is marked stale afterwards.
 */
export function useExportReport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ExportProgress>({ phase: 'idle' });
  // Only the newest export reports its progress (a second choice supersedes the first).
  const latest = useRef(0);
  const exportReport = useCallback(
    async (body: ReportCreateBody) => {
      const run = ++latest.current;
      const format = body.format;
      setProgress({ phase: 'building', format });
      try {
        const report = await createReportWhenReady(body);
        const fileName = await downloadReportFile(report);
        if (run === latest.current) setProgress({ phase: 'downloaded', format, fileName });
      } catch (error) {
        if (run === latest.current) setProgress({ phase: 'failed', format, message: serverMessage(error) ?? 'Something went wrong.' });
      } finally {
        void queryClient.invalidateQueries({ queryKey: reportKeys.all });
      }
    },
    [queryClient],
  );
  const reset = useCallback(() => setProgress({ phase: 'idle' }), []);
  return { progress, exportReport, reset };
}

/** Query options of the report reads, keyed by `reportKeys`. */
export const reportQueries = {
  /** GET /api/reports: the selected organization's reports, newest first (keyed by that organization). */
  list: (organizationId: number) =>
    queryOptions({ queryKey: reportKeys.list(organizationId), queryFn: () => apiRequest<ReportResponse[]>('GET', '/api/reports') }),
  /** GET /api/reports/{id}/share-links, of a report of the selected organization `organizationId`. */
  shareLinks: (organizationId: number, reportId: number) =>
    queryOptions({
      queryKey: reportKeys.shareLinks(organizationId, reportId),
      queryFn: () => apiRequest<ShareLinkResponse[]>('GET', `/api/reports/${reportId}/share-links`),
    }),
  /** GET /api/strategies/{id}/report-preview: what a deal report of the strategy prints. */
  preview: (strategyId: number) =>
    queryOptions({
      queryKey: reportKeys.preview(strategyId),
      queryFn: () => apiRequest<ReportPreviewResponse>('GET', `/api/strategies/${strategyId}/report-preview`),
      staleTime: Infinity,
    }),
  /** GET /api/organizations/{id}/branding */
  branding: (organizationId: number) =>
    queryOptions({
      queryKey: reportKeys.branding(organizationId),
      queryFn: () => apiRequest<Branding>('GET', `/api/organizations/${organizationId}/branding`),
    }),
};

/**
 * The selected organization's reports; off until there is one and `enabled`. Read again while any
 * of them is still building.
 */
export function useReports(organizationId: number | undefined, enabled = true) {
  return useQuery({
    ...reportQueries.list(organizationId ?? 0),
    enabled: enabled && organizationId !== undefined,
    refetchInterval: (query) => (query.state.data?.some((report) => report.state === 'building') ? REPORT_POLL_INTERVAL_MS * 5 : false),
  });
}

/**
 * The share links of each listed report of the organization `organizationId` (one read per
 * report), in the same order. Keyed by the organization, so after a switch the old list's ids are
 * never asked of the new organization.
 */
export function useShareLinksOf(organizationId: number | undefined, reportIds: readonly number[]) {
  return useQueries({
    queries: reportIds.map((reportId) => ({ ...reportQueries.shareLinks(organizationId ?? 0, reportId), enabled: organizationId !== undefined })),
  });
}

/** Mutation options of the report writes. */
export const reportMutations = {
  /** POST /api/reports/{id}/share `{ expiresInDays? }`: the full link is in this answer only. */
  createShareLink: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({ reportId, expiresInDays }: { reportId: number; expiresInDays: number | null }) =>
        apiRequest<ShareLinkCreatedResponse>('POST', `/api/reports/${reportId}/share`, {
          body: expiresInDays === null ? {} : { expiresInDays },
        }),
      onSettled: (_answer, _error, { reportId }) => queryClient.invalidateQueries({ predicate: reportKeys.shareLinksOfReport(reportId) }),
    }),
  /**
   * DELETE /api/share-links/{token or id}: the link stops opening at once. A listed link is named
   * by its id (the server keeps only a hash of the token).
   */
  revokeShareLink: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({ linkId }: { linkId: number; reportId: number }) => apiRequest<{ revoked: true }>('DELETE', `/api/share-links/${linkId}`),
      onSettled: (_answer, _error, { reportId }) => queryClient.invalidateQueries({ predicate: reportKeys.shareLinksOfReport(reportId) }),
    }),
};

/**
 * A read-only link to one saved version of a deal for someone outside the organization: builds
 * the version's PDF report, then a share link to it (the server's default lifetime). The link
 * opens without signing in until it expires or is revoked in the Reports list.
 */
export function useShareReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ strategyId }: { strategyId: number }) => {
      const report = await createReportWhenReady({ strategyId, format: 'pdf' });
      return apiRequest<ShareLinkCreatedResponse>('POST', `/api/reports/${report.id}/share`, { body: {} });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

export function useCreateShareLink() {
  return useMutation(reportMutations.createShareLink(useQueryClient()));
}

export function useRevokeShareLink() {
  return useMutation(reportMutations.revokeShareLink(useQueryClient()));
}

/** The report preview of a saved strategy; off until there is one. */
export function useReportPreview(strategyId: number | null | undefined) {
  return useQuery({ ...reportQueries.preview(strategyId ?? 0), enabled: Boolean(strategyId) });
}

/** The report branding of an organization; off until there is one. */
export function useBranding(organizationId: number | undefined) {
  return useQuery({ ...reportQueries.branding(organizationId ?? 0), enabled: organizationId !== undefined });
}

/** Reads a file as a `data:` URL (the body the logo upload takes, and an image source the page's policy allows). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * The stored logo as a `data:` URL for the preview (GET /api/organizations/{id}/branding/logo
 * with the session's headers; the page's image policy allows `data:` but not `blob:`).
 */
export async function readLogoDataUrl(logoUrl: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(logoUrl, { headers: requestHeaders(), credentials: 'include' });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw requestErrorFromAnswer(response.status, response.statusText, await response.text().catch(() => ''));
  return readAsDataUrl(await response.blob());
}

/** The stored logo's preview, read again whenever the logo changes (its hash is in the key). */
export function useLogoPreview(branding: Branding | undefined) {
  const logo = branding?.logo ?? null;
  return useQuery({
    queryKey: [...reportKeys.branding(branding?.organizationId ?? 0), 'logo', logo?.sha256 ?? 'none'],
    queryFn: () => readLogoDataUrl(logo?.url ?? ''),
    enabled: logo !== null,
  });
}

/** Mutation options of the branding writes; each answers the new branding, which replaces the cached one. */
export const brandingMutations = {
  /** PUT /api/organizations/{id}/branding */
  update: (queryClient: QueryClient, organizationId: number) =>
    mutationOptions({
      mutationFn: (body: UpdateBrandingBody) => apiRequest<Branding>('PUT', `/api/organizations/${organizationId}/branding`, { body }),
      onSuccess: (branding) => queryClient.setQueryData(reportKeys.branding(organizationId), branding),
    }),
  /** PUT /api/organizations/{id}/branding/logo with the file as a data URL. */
  uploadLogo: (queryClient: QueryClient, organizationId: number) =>
    mutationOptions({
      mutationFn: async (file: File) =>
        apiRequest<Branding>('PUT', `/api/organizations/${organizationId}/branding/logo`, {
          body: { data: await readAsDataUrl(file), fileName: file.name },
        }),
      onSuccess: (branding) => queryClient.setQueryData(reportKeys.branding(organizationId), branding),
    }),
  /** DELETE /api/organizations/{id}/branding/logo */
  removeLogo: (queryClient: QueryClient, organizationId: number) =>
    mutationOptions({
      mutationFn: () => apiRequest<Branding>('DELETE', `/api/organizations/${organizationId}/branding/logo`),
      onSuccess: (branding) => queryClient.setQueryData(reportKeys.branding(organizationId), branding),
    }),
};

export function useUpdateBranding(organizationId: number) {
  return useMutation(brandingMutations.update(useQueryClient(), organizationId));
}

export function useUploadLogo(organizationId: number) {
  return useMutation(brandingMutations.uploadLogo(useQueryClient(), organizationId));
}

export function useRemoveLogo(organizationId: number) {
  return useMutation(brandingMutations.removeLogo(useQueryClient(), organizationId));
}
