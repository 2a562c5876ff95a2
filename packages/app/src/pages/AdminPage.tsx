import { useEffect, useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { AdminScreen, useToast, type AdminTab } from '@rei/ui';
import { refusalText, serverMessage } from '../api/ApiError';
import { useAuth } from '../auth/AuthProvider';
import { useAdminData, useChangeRole, useNycFreshness, useToggleSetting } from '../data/admin';
import { LoadingSplash } from '../routes/LoadingSplash';
import { SignedInShell } from '../routes/SignedInShell';

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
  const data = useAdminData(isAdmin);
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
        users={{ items: data.users.data ?? [], loading: data.users.isLoading, error: listError(data.users) }}
        settings={{ items: data.settings.data ?? [], loading: data.settings.isLoading, error: listError(data.settings) }}
        auditLogs={{ items: data.audit.data ?? [], loading: data.audit.isLoading, error: listError(data.audit) }}
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
