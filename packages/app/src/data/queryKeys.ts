/**
 * Every cache key the app uses, one factory per area. Keys name what is cached, not the URL
 * it came from: each area's keys start with the area's root (`propertyKeys.all`), so a change
 * invalidates an area, or one entry of it, by key. The area modules (properties.ts,
 * portfolio.ts, …) re-export their factory; pages never build a key themselves.
 *
 * The factories live together here so that an area whose change touches other areas (adding
 * a property changes the portfolio, usage and audits) can name their keys without the area
 * modules importing one another.
 */
import type { QueryClient } from '@tanstack/react-query';

/** Stored properties and the public-record lookups behind the property page. */
export const propertyKeys = {
  all: ['properties'] as const,
  list: () => [...propertyKeys.all, 'list'] as const,
  detail: (propertyId: number) => [...propertyKeys.all, 'detail', propertyId] as const,
  search: (address: string) => [...propertyKeys.all, 'search', address] as const,
  byBbl: (bbl: string, apartment: string | null = null) => [...propertyKeys.all, 'bbl', bbl, apartment] as const,
  publicRecord: (propertyId: number, lookup: string) => [...propertyKeys.all, 'public-record', propertyId, lookup] as const,
  events: (propertyId: number, since: string) => [...propertyKeys.all, 'events', propertyId, since] as const,
};

/** Address suggestions while typing (they do not change when properties do). */
export const addressKeys = {
  all: ['addresses'] as const,
  suggestions: (text: string) => [...addressKeys.all, 'suggestions', text] as const,
};

/** The selected organization's portfolio. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  list: () => [...portfolioKeys.all, 'list'] as const,
  status: (propertyId: number) => [...portfolioKeys.all, 'status', propertyId] as const,
};

/** The user's memberships and an organization's members. */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  members: (organizationId: number) => [...organizationKeys.all, 'members', organizationId] as const,
};

/** Saved strategies. */
export const strategyKeys = {
  all: ['strategies'] as const,
  byProperty: (propertyId: number) => [...strategyKeys.all, 'by-property', propertyId] as const,
};

/** Deals (versioned analyses) of the selected organization. */
export const dealKeys = {
  all: ['deals'] as const,
  list: (query: Readonly<Record<string, string | number | undefined>>) => [...dealKeys.all, 'list', query] as const,
  detail: (dealId: number) => [...dealKeys.all, 'detail', dealId] as const,
  versions: (dealId: number) => [...dealKeys.all, 'versions', dealId] as const,
  version: (dealId: number, version: number) => [...dealKeys.all, 'version', dealId, version] as const,
  diff: (dealId: number, from: number, to: number) => [...dealKeys.all, 'diff', dealId, from, to] as const,
  recompute: (dealId: number, version: number) => [...dealKeys.all, 'recompute', dealId, version] as const,
  compare: (dealIds: readonly number[]) => [...dealKeys.all, 'compare', ...dealIds] as const,
};

/** Saved AI summaries. */
export const aiSummaryKeys = {
  all: ['ai-summaries'] as const,
  byStrategies: (strategyIds: readonly number[]) => [...aiSummaryKeys.all, 'by-strategies', ...strategyIds] as const,
  newestByProperties: (propertyIds: readonly number[]) => [...aiSummaryKeys.all, 'newest-by-properties', ...propertyIds] as const,
};

/** Plan, limits and usage. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  current: () => [...subscriptionKeys.all, 'current'] as const,
};

/** Cash-flow audits and forecasts. */
export const auditKeys = {
  all: ['cash-flow-audit'] as const,
  organization: (organizationId: number) => [...auditKeys.all, 'organization', organizationId] as const,
  property: (propertyId: number) => [...auditKeys.all, 'property', propertyId] as const,
  forecasts: (propertyId: number) => [...auditKeys.all, 'forecasts', propertyId] as const,
  /** A page of the latest run's rows, for its page, sort and filter. */
  rows: (organizationId: number, query: Readonly<Record<string, string | number | boolean | undefined>>) =>
    [...auditKeys.all, 'rows', organizationId, query] as const,
  job: (jobId: string) => [...auditKeys.all, 'job', jobId] as const,
};

/** The admin panel's lists. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  auditLogs: () => [...adminKeys.all, 'audit-logs'] as const,
};

/** The NYC datasets' import freshness (the admin panel's Public data tab). */
export const nycDataKeys = {
  all: ['nyc-data'] as const,
  freshness: () => [...nycDataKeys.all, 'freshness'] as const,
  refreshJob: (jobId: string) => [...nycDataKeys.all, 'refresh-job', jobId] as const,
};

/**
 * The part of a key that names the organization whose data it holds. A key carrying it is read
 * again only while that organization is selected: its ids (a report's) mean nothing in another.
 */
export interface OrganizationScope {
  readonly organizationId: number;
}

/** The organization's reports, their share links, and its report branding. */
export const reportKeys = {
  all: ['reports'] as const,
  list: (organizationId: number) => [...reportKeys.all, 'list', { organizationId } satisfies OrganizationScope] as const,
  detail: (reportId: number) => [...reportKeys.all, 'detail', reportId] as const,
  shareLinks: (organizationId: number, reportId: number) =>
    [...reportKeys.all, 'share-links', { organizationId } satisfies OrganizationScope, reportId] as const,
  /** Every organization's cached share links of one report (the report id is the key's last part). */
  shareLinksOfReport: (reportId: number) => (query: { queryKey: readonly unknown[] }) =>
    query.queryKey[0] === reportKeys.all[0] && query.queryKey[1] === 'share-links' && query.queryKey.at(-1) === reportId,
  branding: (organizationId: number) => [...reportKeys.all, 'branding', organizationId] as const,
  /** A saved strategy's report preview: a strategy's figures never change, nor does its preview. */
  preview: (strategyId: number) => [...reportKeys.all, 'preview', strategyId] as const,
};

/** Keys of the installation's public status (has it an admin, does the next sign-up become it). */
export const installationKeys = {
  all: ['installation'] as const,
  status: () => [...installationKeys.all, 'status'] as const,
};

/** Owner search and a lot's other buildings (public record: they do not change when the organization's data does). */
export const ownerKeys = {
  all: ['owners'] as const,
  search: (name: string, offset: number) => [...ownerKeys.all, 'search', name, offset] as const,
  related: (bbl: string) => [...ownerKeys.all, 'related', bbl] as const,
};

/** A lot's neighbourhood figures (NYPD, DOE, Census). */
export const neighborhoodKeys = {
  all: ['neighborhood'] as const,
  lot: (bbl: string) => [...neighborhoodKeys.all, bbl] as const,
};

/** A user's onboarding answers. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  detail: (userId: number) => [...onboardingKeys.all, userId] as const,
};

/**
 * The areas whose answers depend on the organization's properties: a property, a portfolio
 * entry, a strategy, an AI summary or an audit written anywhere changes what each of these shows
 * (the portfolio cards carry strategy figures, the subscription counts usage).
 */
export const PROPERTY_DEPENDENT_ROOTS = [
  propertyKeys.all,
  portfolioKeys.all,
  subscriptionKeys.all,
  aiSummaryKeys.all,
  strategyKeys.all,
  dealKeys.all,
  auditKeys.all,
] as const;

/** Marks every property-dependent area stale, so what is on screen is read again. */
export async function invalidatePropertyData(queryClient: QueryClient): Promise<void> {
  await Promise.all(PROPERTY_DEPENDENT_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The organization a key is scoped to (its `OrganizationScope` part), or undefined for a key without one. */
export function organizationOfKey(queryKey: readonly unknown[]): number | undefined {
  for (const part of queryKey) {
    if (typeof part === 'object' && part !== null && typeof (part as Partial<OrganizationScope>).organizationId === 'number') {
      return (part as OrganizationScope).organizationId;
    }
  }
  return undefined;
}

/**
 * Marks everything stale except the membership list: what is cached belongs to the
 * organization that was selected before, the list of organizations does not. Keys scoped to
 * another organization than `selectedOrganizationId` are marked stale without being read now:
 * the old organization's report ids asked of the new one answer 404 (five share-link reads
 * for five reports); they are read again when that organization is selected and shown.
 */
export async function invalidateOrganizationScope(queryClient: QueryClient, selectedOrganizationId?: number): Promise<void> {
  const ofAnother = (queryKey: readonly unknown[]) => {
    const scope = organizationOfKey(queryKey);
    return scope !== undefined && scope !== selectedOrganizationId;
  };
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== organizationKeys.all[0] && !ofAnother(query.queryKey) }),
    queryClient.invalidateQueries({ predicate: (query) => ofAnother(query.queryKey), refetchType: 'none' }),
  ]);
}
