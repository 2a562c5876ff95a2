/**
 * Cash-flow audits: an organization's audit, a property's latest audit and its forecasts, and
 * running an audit. A read the server answers 404 (nothing audited yet) is null, not a failure.
 * Running an audit marks every property-dependent area stale (it updates stored cash flows).
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ForecastResponse, OrganizationAuditResponse, PropertyAuditResponse } from '@rei/server/contract';
import { errorStatus } from '../api/ApiError';
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

/** Query options of the audit reads, keyed by `auditKeys`. */
export const auditQueries = {
  /** GET /api/cash-flow-audit/organization/{organizationId} */
  organization: (organizationId: number) =>
    queryOptions({
      queryKey: auditKeys.organization(organizationId),
      queryFn: () => orNull(apiRequest<OrganizationAuditResponse>('GET', `/api/cash-flow-audit/organization/${organizationId}`)),
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
  /** Audits every property of the organization (POST /api/cash-flow-audit/organization, scoped to `organizationId` when given). */
  runOrganization: (queryClient: QueryClient, organizationId: number | undefined) =>
    mutationOptions({
      mutationFn: () =>
        apiRequest<OrganizationAuditResponse>('POST', '/api/cash-flow-audit/organization', { query: { organizationId: organizationId || undefined } }),
      onSettled: () => invalidatePropertyData(queryClient),
    }),
  /** Audits one property (POST /api/cash-flow-audit/property/{propertyId}). */
  runProperty: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (propertyId: number) => apiRequest<PropertyAuditResponse>('POST', `/api/cash-flow-audit/property/${propertyId}`),
      onSettled: () => invalidatePropertyData(queryClient),
    }),
};

/** Audits every property of the organization. */
export function useRunOrganizationAudit(organizationId: number | undefined) {
  return useMutation(auditMutations.runOrganization(useQueryClient(), organizationId));
}

/** Audits one property. */
export function useRunPropertyAudit() {
  return useMutation(auditMutations.runProperty(useQueryClient()));
}
