import { useEffect, useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ADMIN_TEXT, AdminScreen, useToast, type AdminTab, type AdminUserSortKey, type SortState } from '@rei/ui';
import { refusalText, serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { refreshJobFinished, useAdminData, useChangeRole, useNycFreshness, useNycRefreshJob, useRefreshNycData, useToggleSetting } from '../data/admin';
import { LoadingSplash } from '../routes/LoadingSplash';
import { SignedInShell } from '../routes/SignedInShell';
import { useSettled } from './useSettled';

/** Rows per page of the users table and the audit log. */
const PAGE_SIZE = 50;
/** Typing pauses this long before a search is sent. */
const SEARCH_DELAY_MS = 250;


function listError(query: { isError: boolean; error: unknown }): string | null {
  return query.isError ? (serverMessage(query.error) ?? 'Could not load.') : null;
}

/**
 * One paged table of the panel from its query: rows, loading and error, the pager, and a search
 * box whose every change goes back to the first page.
 */
function pagedList<T>(
  query: { data?: { items: T[]; page: number; pageSize: number; total: number }; isLoading: boolean; isFetching: boolean; isError: boolean; error: unknown },
  setPage: (page: number) => void,
  search: { value: string; label: string; setText: (text: string) => void },
) {
  return {
    items: query.data?.items ?? [],
    loading: query.isLoading,
    error: listError(query),
    paging: query.data
      ? { page: query.data.page, pageSize: query.data.pageSize, total: query.data.total, onPageChange: setPage, busy: query.isFetching }
      : undefined,
    search: {
      value: search.value,
      label: search.label,
      onChange: (text: string) => {
        search.setText(text);
        setPage(1);
      },
    },
  };
}

/** The admin panel is for system admins only: anyone else is told 'Access Denied' and sent to /dashboard (spec 1 §4). */
export function AdminPage() {
  const { user, isLoading, needsOnboarding } = useAuth();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const isAdmin = user?.role === 'admin';
  const denied = useRef(false);
  const [userSort, setUserSort] = useState<SortState<AdminUserSortKey>>({ key: 'createdAt', direction: 'asc' });
  const [userPage, setUserPage] = useState(1);
  const [userText, setUserText] = useState('');
  const [auditPage, setAuditPage] = useState(1);
  const [auditText, setAuditText] = useState('');
  const userSearch = useSettled(userText, SEARCH_DELAY_MS);
  const auditSearch = useSettled(auditText, SEARCH_DELAY_MS);
  const data = useAdminData(
    isAdmin,
    { page: userPage, pageSize: PAGE_SIZE, sort: userSort.key, direction: userSort.direction, text: userSearch },
    { page: auditPage, pageSize: PAGE_SIZE, sort: 'timestamp', direction: 'desc', text: auditSearch },
  );
  // The Public data tab reads GET /api/nyc/freshness once it is first shown.
  const [tab, setTab] = useState<AdminTab>('users');
  const freshness = useNycFreshness(isAdmin && tab === 'data');
  const changeRole = useChangeRole();
  const toggle = useToggleSetting();
  const refreshData = useRefreshNycData();
  // The refresh runs as a job: the screen follows the one the button started (or found running).
  const refreshJob = useNycRefreshJob(refreshData.data?.id ?? null);
  const job = refreshJob.data;

  useEffect(() => {
    if (isLoading || isAdmin || denied.current) return;
    denied.current = true;
    toast({ title: 'Access Denied', description: 'Admin privileges required to access this page.', tone: 'destructive' });
    navigate('/dashboard', { replace: true });
  }, [isAdmin, isLoading, navigate, toast]);

  if (isLoading || !isAdmin) return <LoadingSplash />;
  if (needsOnboarding) return <Redirect to="/onboarding" replace />;

  return (
    <SignedInShell>
      <AdminScreen
        users={pagedList(data.users, setUserPage, { value: userText, label: ADMIN_TEXT.userSearch, setText: setUserText })}
        userSort={userSort}
        onUserSortChange={(sort) => {
          setUserSort(sort);
          setUserPage(1);
        }}
        settings={{ items: data.settings.data ?? [], loading: data.settings.isLoading, error: listError(data.settings) }}
        auditLogs={pagedList(data.audit, setAuditPage, { value: auditText, label: ADMIN_TEXT.auditSearch, setText: setAuditText })}
        publicData={{ items: freshness.data ?? [], loading: freshness.isLoading, error: listError(freshness) }}
        dataRefresh={{
          refreshing: refreshData.isPending || (job !== undefined && !refreshJobFinished(job)),
          refreshProgress: job && !refreshJobFinished(job) ? (job.state === 'queued' ? { done: 0, total: null } : job.progress) : null,
          lastRefresh: job?.state === 'completed' ? job.result : null,
          refreshError: job?.state === 'failed' ? (job.error ?? 'The refresh failed.') : refreshJob.isError ? (refusalText(refreshJob.error) ?? 'Could not read the refresh’s progress.') : null,
          onRefresh: () =>
            refreshData.mutate(
              { dataset: 'all' },
              { onError: (error) => toast({ title: 'Refresh failed', description: refusalText(error) ?? 'Could not refresh from NYC Open Data.', tone: 'destructive' }) },
            ),
        }}
        onTabChange={setTab}
        updatingUserId={changeRole.isPending ? (changeRole.variables?.userId ?? null) : null}
        updatingSettingKey={toggle.isPending ? (toggle.variables?.key ?? null) : null}
        onRetry={(retried) =>
          void (retried === 'users' ? data.users : retried === 'settings' ? data.settings : retried === 'audit' ? data.audit : freshness).refetch()
        }
        onChangeRole={(userId, role) =>
          changeRole.mutate(
            { userId, role },
            {
              onSuccess: () => toast({ title: 'Role Updated', description: 'User role has been successfully updated.', tone: 'success' }),
              onError: (error) => toast({ title: 'Update Failed', description: refusalText(error) ?? 'Failed to update user role.', tone: 'destructive' }),
            },
          )
        }
        onToggleSetting={(key, value) =>
          toggle.mutate(
            { key, value },
            {
              onSuccess: () => toast({ title: 'Setting Updated', description: 'Feature toggle has been successfully updated.', tone: 'success' }),
              onError: (error) => toast({ title: 'Update Failed', description: refusalText(error) ?? 'Failed to update setting.', tone: 'destructive' }),
            },
          )
        }
      />
    </SignedInShell>
  );
}
