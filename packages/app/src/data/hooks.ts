/**
 * Query hooks and mutations over the API. Reads use the default query function (the key's
 * first element is the URL); every mutation invalidates what it changed so no screen shows
 * stale data.
 */
import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AddressSuggestion,
  AdminUser,
  AiSummaryResponse,
  AuditLogEntry,
  BillingPortalSession,
  ChangeSubscriptionResult,
  Member,
  NycFreshnessResponse,
  OnboardingResponse,
  OnboardingUpdateBody,
  PortfolioCardResponse,
  PropertyImportResponse,
  PropertyResponse,
  PropertySearchResponse,
  StrategyCreateBody,
  StrategyResponse,
  Subscription,
  SystemSetting,
  User,
} from '@rei/server/contract';
import { apiJson, apiRequest, requestHeaders, throwIfResNotOk } from '../apiClient';

export const KEYS = {
  portfolio: ['/api/portfolio'] as const,
  portfolioStatus: (propertyId: number) => ['/api/portfolio', propertyId, 'status'] as const,
  properties: ['/api/properties'] as const,
  subscription: ['/api/subscription'] as const,
  organizations: ['/api/organizations'] as const,
  members: (organizationId: number) => ['/api/organizations', organizationId, 'members'] as const,
  adminUsers: ['/api/admin/users'] as const,
  adminSettings: ['/api/admin/settings'] as const,
  adminAudit: ['/api/admin/audit-logs'] as const,
  nycFreshness: ['/api/nyc/freshness'] as const,
  onboarding: (userId: number) => ['/api/onboarding', userId] as const,
  search: (address: string) => ['property-search', address] as const,
  byBbl: (bbl: string) => ['property-search', 'bbl', bbl] as const,
  publicRecord: (propertyId: number, lookup: string) => ['property-search', 'record', propertyId, lookup] as const,
};

/** Everything that depends on properties, portfolio or usage is read again. */
export function invalidatePropertyData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = String(query.queryKey[0]);
      return (
        head.startsWith('/api/portfolio') ||
        head.startsWith('/api/properties') ||
        head.startsWith('/api/subscription') ||
        head.startsWith('/api/ai-summaries') ||
        head.startsWith('/api/strategies') ||
        head.startsWith('/api/cash-flow') ||
        head === 'property-search'
      );
    },
  });
}

// ---------------------------------------------------------------- portfolio

export function usePortfolio(enabled = true) {
  return useQuery<PortfolioCardResponse[]>({
    queryKey: KEYS.portfolio,
    enabled,
    select: (data) => (Array.isArray(data) ? data : []),
  });
}

export function usePortfolioStatus(propertyId: number | undefined, enabled: boolean) {
  return useQuery<{ isInPortfolio: boolean; portfolioItemId: number | null }>({
    queryKey: KEYS.portfolioStatus(propertyId ?? 0),
    enabled: enabled && propertyId !== undefined,
  });
}

export function useAddToPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: number) => apiJson<{ id: number; propertyId: number }>('POST', '/api/portfolio', { propertyId }),
    onSettled: () => invalidatePropertyData(queryClient),
  });
}

export function useRemoveFromPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson('DELETE', `/api/portfolio/${id}`),
    onSettled: () => invalidatePropertyData(queryClient),
  });
}

// ---------------------------------------------------------------- properties

export function useProperties(enabled = true) {
  return useQuery<PropertyResponse[]>({
    queryKey: KEYS.properties,
    enabled,
    select: (data) => (Array.isArray(data) ? data : []),
  });
}

/**
 * Reads a property-search URL: the answer (a stored property or a public-record lot, with its
 * `nycData`), null on 404, else 'Failed to fetch property: {status text}'.
 */
async function fetchSearchResponse(url: string): Promise<PropertySearchResponse | null> {
  const response = await fetch(url, { headers: requestHeaders(false), credentials: 'include' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Failed to fetch property: ${response.statusText || response.status}`);
  return (await response.json()) as PropertySearchResponse;
}

/** GET /api/properties/search?address=…&_cache=… */
function searchByAddress(address: string): Promise<PropertySearchResponse | null> {
  return fetchSearchResponse(`/api/properties/search?address=${encodeURIComponent(address)}&_cache=${Date.now()}`);
}

/** GET /api/properties/bbl/{bbl} */
function searchByBbl(bbl: string): Promise<PropertySearchResponse | null> {
  return fetchSearchResponse(`/api/properties/bbl/${encodeURIComponent(bbl)}`);
}

/**
 * The property behind an address (GET /api/properties/search?address=…&_cache=…) with its
 * public record; null when the server has none (404). Other failures throw
 * 'Failed to fetch property: {status text}'.
 */
export function usePropertySearch(address: string | null) {
  return useQuery<PropertySearchResponse | null>({
    queryKey: KEYS.search(address ?? ''),
    enabled: Boolean(address),
    queryFn: () => searchByAddress(address ?? ''),
  });
}

/** The lot behind a BBL (GET /api/properties/bbl/{bbl}), answered like an address search. */
export function usePropertyByBbl(bbl: string | null) {
  return useQuery<PropertySearchResponse | null>({
    queryKey: KEYS.byBbl(bbl ?? ''),
    enabled: Boolean(bbl),
    queryFn: () => searchByBbl(bbl ?? ''),
  });
}

/** One stored property's public record as the Legal Status page shows it. */
export interface PropertyPublicRecord {
  readonly propertyId: number;
  /** The record, or null when none is imported for the lot. */
  readonly nycData: PropertySearchResponse['nycData'];
  /** The read failed (the message after 'Failed to fetch property: '). */
  readonly error: string | null;
}

/** The search address of a stored property ("418 Halsey Street, Brooklyn, NY 11233"). */
function searchAddressOf(property: Pick<PropertyResponse, 'address' | 'city' | 'state' | 'zip'>): string {
  return [property.address, property.city, [property.state, property.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * The public record of each of the organization's properties: by BBL when the property has
 * one (GET /api/properties/bbl/{bbl}), else by its address (the search). One query per
 * property, so each card fills in as its record arrives; a failed read is kept per property
 * so the page can say so. `loading` is true while any is still being read.
 */
export function usePropertyPublicRecords(properties: readonly Pick<PropertyResponse, 'id' | 'bbl' | 'address' | 'city' | 'state' | 'zip'>[]) {
  return useQueries({
    queries: properties.map((property) => ({
      queryKey: KEYS.publicRecord(property.id, property.bbl ?? searchAddressOf(property)),
      queryFn: async (): Promise<PropertyPublicRecord> => {
        try {
          const found = property.bbl ? await searchByBbl(property.bbl) : await searchByAddress(searchAddressOf(property));
          return { propertyId: property.id, nycData: found?.nycData ?? null, error: null };
        } catch (error) {
          return { propertyId: property.id, nycData: null, error: error instanceof Error ? error.message : String(error) };
        }
      },
    })),
    combine: (results) => ({
      records: results.flatMap((result) => (result.data ? [result.data] : [])),
      loading: results.some((result) => result.isPending),
    }),
  });
}

export function useAddressSuggestions(text: string) {
  const q = text.trim();
  return useQuery<AddressSuggestion[]>({
    queryKey: ['/api/addresses/suggest', q],
    enabled: q.length >= 2,
    queryFn: () => apiJson<AddressSuggestion[]>('GET', `/api/addresses/suggest?q=${encodeURIComponent(q)}`),
    placeholderData: (previous) => previous,
  });
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiJson<PropertyResponse>('POST', '/api/properties', body),
    onSettled: () => invalidatePropertyData(queryClient),
  });
}

/**
 * Sends a CSV to POST /api/properties/import with upload progress (XMLHttpRequest reports
 * the bytes sent; fetch cannot). Resolves with the import answer, rejects with
 * '{status}: {body}' like every other call.
 */
export function uploadCsv(csv: string, onProgress: (percent: number) => void): Promise<PropertyImportResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/properties/import');
    request.withCredentials = true;
    for (const [name, value] of Object.entries(requestHeaders(true))) {
      if (name !== 'Content-Type') request.setRequestHeader(name, value);
    }
    request.setRequestHeader('Content-Type', 'text/csv');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(95, Math.round((event.loaded / event.total) * 95)));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(JSON.parse(request.responseText) as PropertyImportResponse);
      } else {
        reject(new Error(`${request.status}: ${request.responseText || request.statusText}`));
      }
    };
    request.onerror = () => reject(new Error('0: Network error'));
    request.send(csv);
  });
}

export function useUploadCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, onProgress }: { csv: string; onProgress: (percent: number) => void }) => uploadCsv(csv, onProgress),
    onSettled: () => invalidatePropertyData(queryClient),
  });
}

// ---------------------------------------------------------------- strategies and AI summaries

export function useSaveStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StrategyCreateBody) => apiJson<StrategyResponse>('POST', '/api/strategies', body),
    onSettled: () => invalidatePropertyData(queryClient),
  });
}

export function useStrategies(propertyId: number | null | undefined) {
  return useQuery<StrategyResponse[]>({
    queryKey: ['/api/strategies', propertyId],
    enabled: Boolean(propertyId),
    queryFn: () => apiJson<StrategyResponse[]>('GET', `/api/strategies?propertyId=${propertyId}`),
  });
}

export function useAiSummaries(strategyIds: readonly number[]) {
  return useQuery<AiSummaryResponse[]>({
    queryKey: ['/api/ai-summaries', ...strategyIds],
    enabled: strategyIds.length > 0,
    queryFn: async () => {
      const lists = await Promise.all(
        strategyIds.map((id) => apiJson<AiSummaryResponse[]>('GET', `/api/ai-summaries?strategyId=${id}`).catch(() => [])),
      );
      return lists.flat();
    },
  });
}

export function useGenerateAiSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (strategyId: number) => apiJson<AiSummaryResponse>('POST', '/api/ai-summaries', { strategyId }),
    onSettled: () => invalidatePropertyData(queryClient),
  });
}

// ---------------------------------------------------------------- subscription

export function useSubscription(enabled = true) {
  return useQuery<Subscription>({ queryKey: KEYS.subscription, enabled });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    // Demo billing answers the new plan; Stripe billing answers `redirect` (Checkout or the portal) and the plan waits for Stripe.
    mutationFn: (tier: string) => apiJson<ChangeSubscriptionResult>('PUT', '/api/subscription', { tier }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** Opens a Stripe Billing Portal session; the caller sends the browser to its `url`. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => apiJson<BillingPortalSession>('POST', '/api/billing/portal'),
  });
}

// ---------------------------------------------------------------- onboarding

export function useOnboarding(userId: number | undefined) {
  return useQuery<OnboardingResponse>({ queryKey: KEYS.onboarding(userId ?? 0), enabled: userId !== undefined });
}

export function useSaveOnboarding(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingUpdateBody) => apiJson<OnboardingResponse>('PUT', `/api/onboarding/${userId}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEYS.onboarding(userId ?? 0) }),
  });
}

// ---------------------------------------------------------------- organizations

export function useMembers(organizationId: number | undefined) {
  return useQuery<Member[]>({ queryKey: KEYS.members(organizationId ?? 0), enabled: organizationId !== undefined });
}

export function useInvite(organizationId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: { email: string; role: string }) => apiRequest('POST', `/api/organizations/${organizationId}/invite`, invite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/organizations'] }),
  });
}

export function useRemoveMember(organizationId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiRequest('DELETE', `/api/organizations/${organizationId}/members/${userId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/organizations'] }),
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: number) => apiRequest('POST', `/api/organizations/${organizationId}/invitations/accept`),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

// ---------------------------------------------------------------- admin

export function useAdminData(enabled: boolean) {
  const users = useQuery<AdminUser[]>({ queryKey: KEYS.adminUsers, enabled });
  const settings = useQuery<SystemSetting[]>({ queryKey: KEYS.adminSettings, enabled });
  const audit = useQuery<AuditLogEntry[]>({ queryKey: KEYS.adminAudit, enabled });
  return { users, settings, audit };
}

/** GET /api/nyc/freshness: every NYC dataset with its newest import, read when `enabled` (the Public data tab is shown). */
export function useNycFreshness(enabled: boolean) {
  return useQuery<NycFreshnessResponse>({ queryKey: KEYS.nycFreshness, enabled });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: string }) => apiJson('PUT', `/api/admin/users/${userId}/role`, { role }),
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin') }),
  });
}

export function useToggleSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: boolean }) => apiJson('PUT', `/api/admin/settings/${encodeURIComponent(key)}`, { value }),
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin') }),
  });
}

// ---------------------------------------------------------------- cash-flow audit

export function usePostJson<T>(invalidate: (queryClient: QueryClient) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => {
      const response = await fetch(url, { method: 'POST', headers: requestHeaders(false), credentials: 'include' });
      await throwIfResNotOk(response);
      return (await response.json()) as T;
    },
    onSettled: () => invalidate(queryClient),
  });
}

// ---------------------------------------------------------------- account settings

/** True for every cached read that carries a user record (the user, /me, the admin list). */
function isUserQuery(queryKey: readonly unknown[]): boolean {
  const head = String(queryKey[0]);
  return head.startsWith('/api/users') || head === '/api/auth/me' || head === '/api/admin/users';
}

/** PUT /api/users/{id} { fullName } → the updated User; cached user reads are refetched. */
export function useUpdateProfile(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { fullName: string }) => apiJson<User>('PUT', `/api/users/${userId ?? 0}`, changes),
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => isUserQuery(query.queryKey) }),
  });
}

/** POST /api/auth/password { currentPassword, newPassword }; the server signs out the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: { currentPassword: string; newPassword: string }) =>
      apiJson<{ ok: true }>('POST', '/api/auth/password', change),
  });
}

// ---------------------------------------------------------------- legal feedback

/** One property's newest saved AI summary (the Legal Status page's Claude Feedback tab). */
export interface PropertyAiFeedback {
  readonly propertyId: number;
  readonly summary: AiSummaryResponse;
}

/** Runs `task` over `items`, at most `width` at a time, keeping the order. */
async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))));
  }
  return results;
}

/**
 * The newest saved AI summary of each property that has one: its strategies
 * (GET /api/strategies?propertyId=…), then their summaries (GET /api/ai-summaries?strategyId=…),
 * six properties at a time. A property whose reads fail is simply left out.
 */
export function usePropertyAiFeedback(propertyIds: readonly number[]) {
  return useQuery<PropertyAiFeedback[]>({
    queryKey: ['/api/ai-summaries', 'by-property', ...propertyIds],
    enabled: propertyIds.length > 0,
    queryFn: async () => {
      const newest = await inBatches(propertyIds, 6, async (propertyId) => {
        try {
          const strategies = await apiJson<StrategyResponse[]>('GET', `/api/strategies?propertyId=${propertyId}`);
          const lists = await Promise.all(
            strategies.map((s) => apiJson<AiSummaryResponse[]>('GET', `/api/ai-summaries?strategyId=${s.id}`).catch(() => [])),
          );
          const summaries = lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
          const first = summaries[0];
          return first ? { propertyId, summary: first } : null;
        } catch {
          return null;
        }
      });
      return newest.filter((item): item is PropertyAiFeedback => item !== null);
    },
  });
}
