import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppShell, NotificationBell, VerifyEmailBanner, useToast } from '@rei/ui';
import { fieldErrorsOf, serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useVerifyEmailBanner } from '../auth/useVerifyEmailBanner';
import { useCreateOrganization } from '../data/organizations';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../data/watches';
import { PageLoading } from './LoadingSplash';
import { renderLink } from './navigation';

/** The signed-in shell around a page: sidebar, mobile drawer, organization switcher, and the banner of an unconfirmed address. */
export function SignedInShell({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const organizations = useOrganization();
  const [location, navigate] = useLocation();
  const { toast } = useToast();
  // Until the account confirms its address, every page says so and offers the link again.
  const verifyEmail = useVerifyEmailBanner();
  // The bell: changes to watched lots, told after each import.
  const notifications = useNotifications(Boolean(user));
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  // 'Create organization' (no behaviour in the spec): the shell's dialog asks for a name; it is
  // created (POST /api/organizations) with the user as owner, selected, and Team Management opens.
  const create = useCreateOrganization();
  const [createFieldErrors, setCreateFieldErrors] = useState<Record<string, string>>({});
  const createOrganization = async (name: string) => {
    setCreateFieldErrors({});
    try {
      const created = await create.mutateAsync({ name });
      organizations.select(created.organizationId);
      toast({ title: 'Organization created', description: `${created.organizationName} is ready. Invite your team.`, tone: 'success' });
      navigate('/organization');
    } catch (error) {
      setCreateFieldErrors(fieldErrorsOf(error));
      toast({ title: 'Could not create the organization', description: serverMessage(error) ?? 'Please try again.', tone: 'destructive' });
      throw error;
    }
  };
  return (
    <AppShell
      currentPath={location}
      user={user}
      memberships={organizations.memberships}
      organizationsLoading={organizations.isLoading}
      selectedOrganizationId={organizations.current?.organizationId ?? null}
      onSelectOrganization={organizations.select}
      onCreateOrganization={createOrganization}
      createOrganizationFieldErrors={createFieldErrors}
      onLogout={() => {
        logout();
        navigate('/login');
      }}
      renderLink={renderLink}
    >
      <NotificationBell
        unreadCount={notifications.data?.unreadCount ?? 0}
        notifications={notifications.data?.items ?? []}
        loading={notifications.isLoading}
        onMarkRead={(id) => markRead.mutate(id)}
        onMarkAllRead={() => markAllRead.mutate()}
      />
      {verifyEmail ? <VerifyEmailBanner {...verifyEmail} /> : null}
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </AppShell>
  );
}

