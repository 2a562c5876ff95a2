/**
 * Each write, run against a stubbed server, marks stale exactly the cached reads that show
 * what it changed, by key.
 */
import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMutations } from './account';
import { adminMutations } from './admin';
import { aiSummaryMutations } from './aiSummaries';
import { auditJobFinished, auditMutations } from './auditing';
import { onboardingMutations } from './onboarding';
import { organizationMutations } from './organizations';
import { portfolioMutations } from './portfolio';
import { propertyMutations } from './properties';
import {
  addressKeys,
  adminKeys,
  aiSummaryKeys,
  auditKeys,
  nycDataKeys,
  onboardingKeys,
  organizationKeys,
  portfolioKeys,
  propertyKeys,
  strategyKeys,
  subscriptionKeys,
} from './queryKeys';
import { strategyMutations } from './strategies';
import { subscriptionMutations } from './subscription';

const CACHED: readonly QueryKey[] = [
  propertyKeys.list(),
  addressKeys.suggestions('418 Hal'),
  portfolioKeys.list(),
  organizationKeys.list(),
  organizationKeys.members(7),
  strategyKeys.byProperty(4),
  aiSummaryKeys.byStrategies([1]),
  subscriptionKeys.current(),
  auditKeys.property(4),
  adminKeys.users(),
  adminKeys.settings(),
  nycDataKeys.freshness(),
  onboardingKeys.detail(12),
  onboardingKeys.detail(13),
];

const PROPERTY_DATA = ['ai-summaries', 'cash-flow-audit', 'portfolio', 'properties', 'strategies', 'subscription'];

let queryClient: QueryClient;
let requests: Array<{ url: string; method: string | undefined }>;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const key of CACHED) queryClient.setQueryData(key, { cached: true });
  requests = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => null } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, method: init.method });
      return new Response('{"id":1,"organizationId":9,"organizationName":"New","role":"owner","acceptedAt":"2026-01-01"}', { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The cached keys marked stale, as JSON for readable failures. */
function stale(): string[] {
  return CACHED.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
}

/** The roots of the stale keys. */
function staleRoots(): string[] {
  return [...new Set(CACHED.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => String(key[0])))].sort();
}

describe('writes that change property data', () => {
  it.each([
    ['adding to the portfolio', () => new MutationObserver(queryClient, portfolioMutations.add(queryClient)).mutate(4)],
    ['removing from the portfolio', () => new MutationObserver(queryClient, portfolioMutations.remove(queryClient)).mutate(4)],
    ['removing several entries from the portfolio', () => new MutationObserver(queryClient, portfolioMutations.removeMany(queryClient)).mutate([4, 5])],
    ['creating a property', () => new MutationObserver(queryClient, propertyMutations.create(queryClient)).mutate({ address: '1 Main St', city: 'Brooklyn', state: 'NY' })],
    ['saving a strategy', () => new MutationObserver(queryClient, strategyMutations.save(queryClient)).mutate({ propertyId: 4, strategyType: 'buy_hold', inputs: {} })],
    ['writing an AI summary', () => new MutationObserver(queryClient, aiSummaryMutations.generate(queryClient)).mutate(3)],
    // The organization audit is a job: what it changes is stale once the job has finished.
    ['an organization audit job finishing', () => auditJobFinished(queryClient)],
    ['auditing a property', () => new MutationObserver(queryClient, auditMutations.runProperty(queryClient)).mutate(4)],
  ])('%s marks every property-dependent area stale, and only those', async (_name, run) => {
    await run();
    expect(staleRoots()).toEqual(PROPERTY_DATA);
  });

  it('removing several entries is one POST /api/portfolio/remove naming their ids', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, method: init.method });
      bodies.push(JSON.parse(String(init.body)));
      return new Response('{"removed":[4,5]}', { status: 200, headers: { 'content-type': 'application/json' } });
    }));
    await expect(new MutationObserver(queryClient, portfolioMutations.removeMany(queryClient)).mutate([5, 4])).resolves.toEqual({ removed: [4, 5] });
    expect(requests).toEqual([{ url: '/api/portfolio/remove', method: 'POST' }]);
    expect(bodies).toEqual([{ ids: [5, 4] }]);
  });

  it('also when the server refuses the write', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Not yours","code":"FORBIDDEN"}', { status: 403 })));
    await expect(new MutationObserver(queryClient, portfolioMutations.add(queryClient)).mutate(4)).rejects.toMatchObject({ status: 403 });
    expect(staleRoots()).toEqual(PROPERTY_DATA);
  });

  it('the organization audit is scoped to the organization in its query; starting it marks nothing stale yet', async () => {
    await new MutationObserver(queryClient, auditMutations.runOrganization(queryClient, 7)).mutate();
    expect(requests[0]).toEqual({ url: '/api/cash-flow-audit/organization?organizationId=7', method: 'POST' });
    expect(staleRoots()).toEqual([]);
  });
});

describe('other writes', () => {
  it('membership changes mark the organization area stale', async () => {
    await new MutationObserver(queryClient, organizationMutations.invite(queryClient, 7)).mutate({ email: 'a@b.co' });
    expect(staleRoots()).toEqual(['organizations']);
    expect(requests[0]).toEqual({ url: '/api/organizations/7/invite', method: 'POST' });
  });

  it('a role change asks for the member and marks the organization area stale (the caller’s own role may change)', async () => {
    await new MutationObserver(queryClient, organizationMutations.changeRole(queryClient, 7)).mutate({ userId: 12, role: 'owner', confirmOwnerTransfer: true });
    expect(requests[0]).toEqual({ url: '/api/organizations/7/members/12/role', method: 'PUT' });
    expect(staleRoots()).toEqual(['organizations']);
  });

  it('leaving an organization marks everything stale', async () => {
    await new MutationObserver(queryClient, organizationMutations.leave(queryClient)).mutate(7);
    expect(requests[0]).toEqual({ url: '/api/organizations/7/leave', method: 'POST' });
    expect(stale()).toHaveLength(CACHED.length);
  });

  it('moving or copying a property marks every organization-scoped read stale, not the membership list', async () => {
    await new MutationObserver(queryClient, propertyMutations.transfer(queryClient)).mutate({ propertyId: 4, mode: 'copy', targetOrganizationId: 9 });
    expect(requests[0]).toEqual({ url: '/api/properties/4/copy', method: 'POST' });
    expect(staleRoots()).toContain('properties');
    expect(staleRoots()).toContain('portfolio');
    expect(stale()).not.toContain(JSON.stringify(organizationKeys.list()));
  });

  it('a new organization is added to the cached list before the list is read again', async () => {
    queryClient.setQueryData(organizationKeys.list(), []);
    await new MutationObserver(queryClient, organizationMutations.create(queryClient)).mutate({ name: 'New' });
    expect(queryClient.getQueryData(organizationKeys.list())).toEqual([expect.objectContaining({ organizationId: 9 })]);
  });

  it('accepting an invitation and changing the plan mark everything stale', async () => {
    await new MutationObserver(queryClient, organizationMutations.acceptInvitation(queryClient)).mutate(7);
    expect(stale()).toHaveLength(CACHED.length);
    for (const key of CACHED) queryClient.setQueryData(key, { cached: true });
    await new MutationObserver(queryClient, subscriptionMutations.changePlan(queryClient)).mutate('rookie');
    expect(stale()).toHaveLength(CACHED.length);
  });

  it('admin changes mark the admin lists stale, not the data freshness', async () => {
    await new MutationObserver(queryClient, adminMutations.changeRole(queryClient)).mutate({ userId: 2, role: 'analyst' });
    expect(stale()).toEqual([JSON.stringify(adminKeys.users()), JSON.stringify(adminKeys.settings())]);
  });

  it("saving onboarding marks only that user's onboarding stale", async () => {
    await new MutationObserver(queryClient, onboardingMutations.save(queryClient, 12)).mutate({ currentStep: 2, completed: false });
    expect(stale()).toEqual([JSON.stringify(onboardingKeys.detail(12))]);
  });

  it('saving the profile marks the admin user list stale', async () => {
    await new MutationObserver(queryClient, accountMutations.updateProfile(queryClient, 12)).mutate({ fullName: 'Ann' });
    expect(stale()).toEqual([JSON.stringify(adminKeys.users())]);
    expect(requests[0]).toEqual({ url: '/api/users/12', method: 'PUT' });
  });
});
