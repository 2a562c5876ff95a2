/**
 * The admin panel: users, feature settings and the audit log (each change to a role or a
 * setting marks the admin area stale), and the NYC datasets' import freshness.
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { keepPreviousData } from '@tanstack/react-query';
import { featureKeys } from './features';
import type {
  AdminUser,
  AdminUserPage,
  AuditLogPage,
  NycFreshnessResponse,
  RefreshBody,
  RefreshResponse,
  SystemSetting,
  updateSettingBodySchema,
  updateUserRoleBodySchema,
} from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { adminKeys, nycDataKeys } from './queryKeys';

export { adminKeys, nycDataKeys };

/** The body of PUT /api/admin/users/{id}/role. */
export type UpdateUserRoleRequest = z.input<typeof updateUserRoleBodySchema>;
/** The body of PUT /api/admin/settings/{key}. */
export type UpdateSettingRequest = z.input<typeof updateSettingBodySchema>;

/** One page of an admin list: page, order and search text (blank for none). */
export interface AdminPageRequest<Sort extends string> {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: Sort;
  readonly direction: 'asc' | 'desc';
  readonly text: string;
}
export type AdminUserPageRequest = AdminPageRequest<'createdAt' | 'email' | 'fullName' | 'role'>;
export type AuditLogPageRequest = AdminPageRequest<'timestamp' | 'action' | 'actor' | 'outcome'>;

const pageQuery = (request: AdminPageRequest<string>) => ({
  page: request.page,
  pageSize: request.pageSize,
  sort: request.sort,
  direction: request.direction,
  q: request.text.trim() || undefined,
});

/** Query options of the admin reads, keyed by `adminKeys` and `nycDataKeys`. */
export const adminQueries = {
  users: (request: AdminUserPageRequest) =>
    queryOptions({
      queryKey: [...adminKeys.users(), request],
      queryFn: () => apiRequest<AdminUserPage>('GET', '/api/admin/users', { query: pageQuery(request) }),
      placeholderData: keepPreviousData,
    }),
  settings: () => queryOptions({ queryKey: adminKeys.settings(), queryFn: () => apiRequest<SystemSetting[]>('GET', '/api/admin/settings') }),
  auditLogs: (request: AuditLogPageRequest) =>
    queryOptions({
      queryKey: [...adminKeys.auditLogs(), request],
      queryFn: () => apiRequest<AuditLogPage>('GET', '/api/admin/audit-logs', { query: pageQuery(request) }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/nyc/freshness: every NYC dataset with its newest import. */
  nycFreshness: () =>
    queryOptions({ queryKey: nycDataKeys.freshness(), queryFn: () => apiRequest<NycFreshnessResponse>('GET', '/api/nyc/freshness') }),
};

/** The admin panel's three lists (users and audit log one page each), read when `enabled` (the user is an admin). */
export function useAdminData(enabled: boolean, usersRequest: AdminUserPageRequest, auditRequest: AuditLogPageRequest) {
  const users = useQuery({ ...adminQueries.users(usersRequest), enabled });
  const settings = useQuery({ ...adminQueries.settings(), enabled });
  const audit = useQuery({ ...adminQueries.auditLogs(auditRequest), enabled });
  return { users, settings, audit };
}

/** The NYC datasets' freshness, read when `enabled` (the Public data tab is shown). */
export function useNycFreshness(enabled: boolean) {
  return useQuery({ ...adminQueries.nycFreshness(), enabled });
}

/** Mutation options of the admin writes; each marks the admin area stale when it settles. */
export const adminMutations = {
  /** Changes a user's system role (PUT /api/admin/users/{id}/role). */
  changeRole: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({ userId, role }: { userId: number } & UpdateUserRoleRequest) => {
        const body: UpdateUserRoleRequest = { role };
        return apiRequest<AdminUser>('PUT', `/api/admin/users/${userId}/role`, { body });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    }),
  /** Turns a feature setting on or off (PUT /api/admin/settings/{key}). */
  toggleSetting: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({ key, value }: { key: string } & UpdateSettingRequest) => {
        const body: UpdateSettingRequest = { value };
        return apiRequest<SystemSetting>('PUT', `/api/admin/settings/${encodeURIComponent(key)}`, { body });
      },
      // Every page's view of the toggles (the maintenance banner) follows the switch at once.
      onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), queryClient.invalidateQueries({ queryKey: featureKeys.all })]),
    }),
  /** Refreshes NYC datasets from NYC Open Data (POST /api/admin/nyc/refresh); the freshness list then shows the new runs. */
  refreshNycData: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (body: RefreshBody) => apiRequest<RefreshResponse>('POST', '/api/admin/nyc/refresh', { body }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: nycDataKeys.all }),
    }),
};

/** Changes a user's system role. */
export function useChangeRole() {
  return useMutation(adminMutations.changeRole(useQueryClient()));
}

/** Turns a feature setting on or off. */
export function useToggleSetting() {
  return useMutation(adminMutations.toggleSetting(useQueryClient()));
}

/** Refreshes NYC datasets from NYC Open Data. */
export function useRefreshNycData() {
  return useMutation(adminMutations.refreshNycData(useQueryClient()));
}
