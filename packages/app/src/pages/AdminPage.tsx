import { useEffect, useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ADMIN_TEXT, AdminScreen, useToast, type AdminTab, type AdminUserSortKey, type SortState } from '@rei/ui';
import { refusalText, serverMessage } from '../api/ApiError';
import { useAuth } from '../auth/AuthProvider';
import { useAdminData, useChangeRole, useNycFreshness, useToggleSetting } from '../data/admin';
import { LoadingSplash } from '../routes/LoadingSplash';
import { SignedInShell } from '../routes/SignedInShell';

/** Rows per page of the users table and the audit log. */
const PAGE_SIZE = 50;
/** Typing pauses this long before a search is sent. */
const SEARCH_DELAY_MS = 250;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function listError(query: { isError: boolean; error: unknown }): string | null {
  return query.isError ? (serverMessage(query.error) ?? 'Could not load.') : null;
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
  const userSearch = useDebounced(userText, SEARCH_DELAY_MS);
  const auditSearch = useDebounced(auditText, SEARCH_DELAY_MS);
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
        users={{
          items: data.users.data?.items ?? [],
          loading: data.users.isLoading,
          error: listError(data.users),
          paging: data.users.data
            ? { page: data.users.data.page, pageSize: data.users.data.pageSize, total: data.users.data.total, onPageChange: setUserPage, busy: data.users.isFetching }
            : undefined,
          search: {
            value: userText,
            label: ADMIN_TEXT.userSearch,
            onChange: (text) => {
              setUserText(text);
              setUserPage(1);
            },
          },
        }}
        userSort={userSort}
        onUserSortChange={(sort) => {
          setUserSort(sort);
          setUserPage(1);
        }}
        settings={{ items: data.settings.data ?? [], loading: data.settings.isLoading, error: listError(data.settings) }}
        auditLogs={{
          items: data.audit.data?.items ?? [],
          loading: data.audit.isLoading,
          error: listError(data.audit),
          paging: data.audit.data
            ? { page: data.audit.data.page, pageSize: data.audit.data.pageSize, total: data.audit.data.total, onPageChange: setAuditPage, busy: data.audit.isFetching }
            : undefined,
          search: {
            value: auditText,
            label: ADMIN_TEXT.auditSearch,
            onChange: (text) => {
              setAuditText(text);
              setAuditPage(1);
            },
          },
        }}
        publicData={{ items: freshness.data ?? [], loading: freshness.isLoading, error: listError(freshness) }}
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
