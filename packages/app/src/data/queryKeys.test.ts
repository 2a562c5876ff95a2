import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  PROPERTY_DEPENDENT_ROOTS,
  addressKeys,
  adminKeys,
  aiSummaryKeys,
  auditKeys,
  dealKeys,
  invalidateOrganizationScope,
  invalidatePropertyData,
  nycDataKeys,
  onboardingKeys,
  organizationKeys,
  organizationOfKey,
  portfolioKeys,
  propertyKeys,
  reportKeys,
  strategyKeys,
  subscriptionKeys,
} from './queryKeys';

const FACTORIES = {
  propertyKeys,
  addressKeys,
  portfolioKeys,
  organizationKeys,
  strategyKeys,
  dealKeys,
  aiSummaryKeys,
  subscriptionKeys,
  auditKeys,
  adminKeys,
  nycDataKeys,
  onboardingKeys,
};

/** One key of every kind, so the tests see the whole cache. */
const SAMPLE_KEYS = [
  propertyKeys.list(),
  propertyKeys.detail(4),
  propertyKeys.search('418 Halsey Street'),
  propertyKeys.byBbl('3016090027'),
  propertyKeys.publicRecord(4, '3016090027'),
  addressKeys.suggestions('418 Hal'),
  portfolioKeys.list(),
  portfolioKeys.status(4),
  organizationKeys.list(),
  organizationKeys.members(7),
  strategyKeys.byProperty(4),
  dealKeys.list({ page: 1 }),
  dealKeys.detail(3),
  dealKeys.versions(3),
  aiSummaryKeys.byStrategies([1, 2]),
  aiSummaryKeys.newestByProperties([4]),
  subscriptionKeys.current(),
  auditKeys.organization(7),
  auditKeys.property(4),
  auditKeys.forecasts(4),
  adminKeys.users(),
  adminKeys.settings(),
  adminKeys.auditLogs(),
  nycDataKeys.freshness(),
  onboardingKeys.detail(12),
] as const;

/** A cache holding data under every sample key, none stale. */
function filledCache(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const key of SAMPLE_KEYS) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

/** The first element of every key marked stale. */
function invalidatedRoots(queryClient: QueryClient): string[] {
  const roots = SAMPLE_KEYS.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => String(key[0]));
  return [...new Set(roots)].sort();
}

describe('key factories', () => {
  it('give every area its own root, and every key of an area starts with it', () => {
    const roots = Object.values(FACTORIES).map((factory) => factory.all[0]);
    expect(new Set(roots).size).toBe(roots.length);
    for (const key of SAMPLE_KEYS) {
      const owner = Object.values(FACTORIES).find((factory) => factory.all[0] === key[0]);
      expect(owner, `no factory owns ${JSON.stringify(key)}`).toBeDefined();
    }
  });

  it('name what is cached rather than a URL', () => {
    for (const key of SAMPLE_KEYS) expect(String(key[0])).not.toMatch(/^\/api/);
  });

  it('keep apart what differs by id or text', () => {
    expect(propertyKeys.detail(4)).not.toEqual(propertyKeys.detail(5));
    expect(propertyKeys.search('a')).not.toEqual(propertyKeys.byBbl('a'));
    expect(aiSummaryKeys.byStrategies([1, 2])).toEqual(['ai-summaries', 'by-strategies', 1, 2]);
    expect(organizationKeys.members(7)).toEqual(['organizations', 'members', 7]);
  });
});

describe('invalidation by key', () => {
  it('a property change marks properties, portfolio, subscription, strategies, deals, AI summaries and audits stale, nothing else', async () => {
    const queryClient = filledCache();
    await invalidatePropertyData(queryClient);
    expect(invalidatedRoots(queryClient)).toEqual(PROPERTY_DEPENDENT_ROOTS.map((key) => key[0]).sort());
    expect(queryClient.getQueryState(addressKeys.suggestions('418 Hal'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(organizationKeys.list())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(adminKeys.users())?.isInvalidated).toBe(false);
  });

  it('switching organization marks everything stale except the organizations themselves', async () => {
    const queryClient = filledCache();
    await invalidateOrganizationScope(queryClient);
    const expected = Object.values(FACTORIES)
      .map((factory) => factory.all[0])
      .filter((root) => root !== 'organizations')
      .sort();
    expect(invalidatedRoots(queryClient)).toEqual(expected);
  });

  it('switching organization reads nothing of the old one: its reports\' share links are not asked of the new one', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const asked: string[] = [];
    const watch = (queryKey: readonly unknown[]) => {
      const observer = new QueryObserver(queryClient, {
        queryKey,
        queryFn: () => {
          asked.push(JSON.stringify(queryKey));
          return Promise.resolve([]);
        },
      });
      return observer.subscribe(() => undefined);
    };
    // Organization 1's Reports section is on screen: its list and five reports' share links.
    const oldKeys = [reportKeys.list(1), ...[11, 12, 13, 14, 15].map((reportId) => reportKeys.shareLinks(1, reportId))];
    const unsubscribe = [...oldKeys, portfolioKeys.list()].map((key) => watch(key));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(new Set(asked).size).toBe(7);
    asked.length = 0;

    await invalidateOrganizationScope(queryClient, 2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The portfolio (not keyed by organization) is read again for organization 2; organization 1's keys are not.
    expect(asked).toEqual([JSON.stringify(portfolioKeys.list())]);
    for (const key of oldKeys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    for (const stop of unsubscribe) stop();
  });

  it('reads the organization a key is scoped to', () => {
    expect(organizationOfKey(reportKeys.shareLinks(7, 11))).toBe(7);
    expect(organizationOfKey(reportKeys.list(3))).toBe(3);
    expect(organizationOfKey(portfolioKeys.list())).toBeUndefined();
    expect(reportKeys.shareLinksOfReport(11)({ queryKey: reportKeys.shareLinks(7, 11) })).toBe(true);
    expect(reportKeys.shareLinksOfReport(11)({ queryKey: reportKeys.shareLinks(7, 12) })).toBe(false);
  });
});
