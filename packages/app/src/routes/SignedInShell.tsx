import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppShell } from '@rei/ui';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { PageLoading } from './Guards';
import { renderLink } from './navigation';

/** The signed-in shell around a page: sidebar, mobile drawer and organization switcher. */
export function SignedInShell({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const organizations = useOrganization();
  const [location, navigate] = useLocation();
  return (
    <AppShell
      currentPath={location}
      user={user}
      memberships={organizations.memberships}
      organizationsLoading={organizations.isLoading}
      selectedOrganizationId={organizations.current?.organizationId ?? null}
      onSelectOrganization={organizations.select}
      onCreateOrganization={() => navigate('/organization')}
      onLogout={() => {
        logout();
        navigate('/login');
      }}
      renderLink={renderLink}
    >
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </AppShell>
  );
}

