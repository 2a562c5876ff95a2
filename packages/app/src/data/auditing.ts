/**
 * Cash-flow audits: an organization's audit, a page of its latest run's rows, a property's
 * latest audit and its forecasts, and running an audit. A read the server answers 404 (nothing
 * audited yet) is null, not a failure. The organization audit runs as a job on the server: the
 * run answers the job, which is polled until it has finished; a property audit marks every
 * property-dependent area stale when it settles (it updates stored cash flows).
 */
import { keepPreviousData, mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AuditRowsPage,
  ForecastResponse,
  OrganizationAuditJob,
  OrganizationAuditResponse,
  PropertyAuditResponse,
} from '@rei/server/contract';
import { errorStatus } from '../api/RequestError';
import { apiRequest } from '../api/apiRequest';
import { auditKeys, invalidatePropertyData } from './queryKeys';

export { auditKeys };

/** The answer of `read`, or null when the server answers 404. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

/** How often a queued or running audit job is asked for its progress. */
export const AUDIT_JOB_POLL_MS = 500;

/** What a page of audit rows asks for (the server's `auditRowsQuerySchema`). */
export interface AuditRowsRequest {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: 'address' | 'discrepancyPercentage' | 'riskLevel' | 'marketRentEstimate';
  readonly direction: 'asc' | 'desc';
  readonly q?: string | undefined;
  readonly flagged?: boolean | undefined;
}

/** Whether a job has finished (completed or failed): polling stops. */
export const jobFinished = (job: Pick<OrganizationAuditJob, 'state'> | undefined) => job?.state === 'completed' || job?.state === 'failed';

/** Query options of the audit reads, keyed by `auditKeys`. */
export const auditQueries = {
  /** GET /api/cash-flow-audit/jobs/{jobId}, every `AUDIT_JOB_POLL_MS` until the job has finished. */
  job: (jobId: string) =>
    queryOptions({
      queryKey: auditKeys.job(jobId),
      queryFn: () => apiRequest<OrganizationAuditJob>('GET', `/api/cash-flow-audit/jobs/${jobId}`),
      refetchInterval: (query) => (jobFinished(query.state.data) ? false : AUDIT_JOB_POLL_MS),
    }),
  /** GET /api/cash-flow-audit/organization/{organizationId}/properties: one page, sorted and filtered by the server. */
  rows: (organizationId: number, request: AuditRowsRequest) => {
    const query = { ...request, q: request.q?.trim() || undefined, flagged: request.flagged ? 'true' : undefined };
    return queryOptions({
      queryKey: auditKeys.rows(organizationId, query),
      queryFn: () => apiRequest<AuditRowsPage>('GET', `/api/cash-flow-audit/organization/${organizationId}/properties`, { query }),
      // The page on screen stays while the next one loads.
      placeholderData: keepPreviousData,
    });
  },
  /**
   * GET /api/cash-flow-audit/organization/{organizationId}?results=none: the latest run's totals, or
   * null before the first one. Its rows come a page at a time from `rows`, so none are sent here.
   */
  organization: (organizationId: number) =>
    queryOptions({
      queryKey: auditKeys.organization(organizationId),
      queryFn: async () => {
        const audit = await orNull(apiRequest<OrganizationAuditResponse>('GET', `/api/cash-flow-audit/organization/${organizationId}`, { query: { results: 'none' } }));
        return audit?.auditDate ? audit : null;
      },
    }),
  /** GET /api/cash-flow-audit/property/{propertyId} */
  property: (propertyId: number) =>
    queryOptions({
      queryKey: auditKeys.property(propertyId),
      queryFn: () => orNull(apiRequest<PropertyAuditResponse>('GET', `/api/cash-flow-audit/property/${propertyId}`)),
    }),
  /** GET /api/cash-flow-forecast/property/{propertyId}, as a list (none when there is no forecast). */
  forecasts: (propertyId: number) =>
    queryOptions({
      queryKey: auditKeys.forecasts(propertyId),
      queryFn: async (): Promise<ForecastResponse[]> => {
        const answer = await orNull(apiRequest<ForecastResponse | ForecastResponse[]>('GET', `/api/cash-flow-forecast/property/${propertyId}`));
        return answer === null ? [] : Array.isArray(answer) ? answer : [answer];
      },
    }),
};

/** The organization's latest audit (null before the first); off until there is an organization. */
export function useOrganizationAudit(organizationId: number | undefined) {
  return useQuery({ ...auditQueries.organization(organizationId ?? 0), enabled: organizationId !== undefined });
}

/** The organization audit job being watched; off without one. */
export function useOrganizationAuditJob(jobId: string | null) {
  return useQuery({ ...auditQueries.job(jobId ?? ''), enabled: jobId !== null });
}

/** A page of the latest audit run's rows; off until there is an organization. */
export function useOrganizationAuditRows(organizationId: number | undefined, request: AuditRowsRequest) {
  return useQuery({ ...auditQueries.rows(organizationId ?? 0, request), enabled: organizationId !== undefined });
}

/** A property's latest audit (null before the first); off until a property is chosen. */
export function usePropertyAudit(propertyId: number | null) {
  return useQuery({ ...auditQueries.property(propertyId ?? 0), enabled: propertyId !== null });
}

/** A property's cash-flow forecasts; off until a property is chosen. */
export function usePropertyForecasts(propertyId: number | null) {
  return useQuery({ ...auditQueries.forecasts(propertyId ?? 0), enabled: propertyId !== null });
}

/** Mutation options of the audit runs; each marks every property-dependent area stale when it settles. */
export const auditMutations = {
  /**
   * Starts an audit of every property of the organization (POST /api/cash-flow-audit/organization,
   * scoped to `organizationId` when given): answers the job, whose first state is cached so the
   * poll starts from it. The audit's reads go stale when the job finishes (`auditJobFinished`).
   */
  runOrganization: (queryClient: QueryClient, organizationId: number | undefined) =>
    mutationOptions({
      mutationFn: () =>
        apiRequest<OrganizationAuditJob>('POST', '/api/cash-flow-audit/organization', { query: { organizationId: organizationId || undefined } }),
      onSuccess: (job) => queryClient.setQueryData(auditKeys.job(job.id), job),
    }),
  /** Audits one property (POST /api/cash-flow-audit/property/{propertyId}). */
  runProperty: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (propertyId: number) => apiRequest<PropertyAuditResponse>('POST', `/api/cash-flow-audit/property/${propertyId}`),
      onSettled: () => invalidatePropertyData(queryClient),
    }),
};

/** After an audit job has finished: every property-dependent area (the audit, its rows) is stale. */
export function auditJobFinished(queryClient: QueryClient): Promise<void> {
  return invalidatePropertyData(queryClient);
}

/** Starts an audit of every property of the organization (a job). */
export function useRunOrganizationAudit(organizationId: number | undefined) {
  return useMutation(auditMutations.runOrganization(useQueryClient(), organizationId));
}

/** Audits one property. */
export function useRunPropertyAudit() {
  return useMutation(auditMutations.runProperty(useQueryClient()));
}
