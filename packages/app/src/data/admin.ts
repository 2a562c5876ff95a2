/**
 * The admin panel: users, feature settings and the audit log (each change to a role or a
 * setting marks the admin area stale), and the NYC datasets' import freshness.
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { featureKeys } from './features';
import type {
  AdminUser,
  AdminUserPage,
  AuditLogPage,
  NycFreshnessResponse,
  NycRefreshJob,
  RefreshBody,
  SystemSetting,
  updateSettingBodySchema,
  updateUserRoleBodySchema,
} from '@rei/server/contract';
import { isRequestError } from '../api/RequestError';
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
/** How often a running refresh job is asked for its progress (a dataset takes seconds to minutes). */
export const REFRESH_JOB_POLL_MS = 1_000;

/** Whether a refresh job has finished (completed or failed): polling stops. */
export const refreshJobFinished = (job: Pick<NycRefreshJob, 'state'> | undefined) => job?.state === 'completed' || job?.state === 'failed';

/**
 * The refresh job a POST answered: the new one (202), or the one already unfinished that the
 * server named in its 409 (one refresh at a time), which the screen then follows instead.
 */
async function startNycRefresh(body: RefreshBody): Promise<NycRefreshJob> {
  try {
    return await apiRequest<NycRefreshJob>('POST', '/api/admin/nyc/refresh', { body });
  } catch (error) {
    const running = isRequestError(error) && error.status === 409 ? (error.body as { job?: NycRefreshJob } | undefined)?.job : undefined;
    if (running) return running;
    throw error;
  }
}

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
  /** GET /api/admin/nyc/refresh/jobs/{jobId}, every `REFRESH_JOB_POLL_MS` until the job has completed or failed. */
  nycRefreshJob: (jobId: string) =>
    queryOptions({
      queryKey: nycDataKeys.refreshJob(jobId),
      queryFn: () => apiRequest<NycRefreshJob>('GET', `/api/admin/nyc/refresh/jobs/${jobId}`),
      refetchInterval: (query) => (refreshJobFinished(query.state.data) ? false : REFRESH_JOB_POLL_MS),
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
  /**
   * Starts a refresh of NYC datasets from NYC Open Data (POST /api/admin/nyc/refresh, a job); its
   * progress and result come from `useNycRefreshJob`, which marks the freshness list stale when it ends.
   */
  refreshNycData: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: startNycRefresh,
      onSuccess: (job) => queryClient.setQueryData(nycDataKeys.refreshJob(job.id), job),
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

/**
 * A refresh job (null id: none started), polled until it has finished; then the freshness list is
 * read again so it shows the new runs.
 */
export function useNycRefreshJob(jobId: string | null) {
  const queryClient = useQueryClient();
  const job = useQuery({ ...adminQueries.nycRefreshJob(jobId ?? ''), enabled: jobId !== null });
  const finished = refreshJobFinished(job.data);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: nycDataKeys.freshness() });
  }, [finished, queryClient]);
  return job;
}

/** Starts a refresh of NYC datasets from NYC Open Data (answers its job). */
export function useRefreshNycData() {
  return useMutation(adminMutations.refreshNycData(useQueryClient()));
}
