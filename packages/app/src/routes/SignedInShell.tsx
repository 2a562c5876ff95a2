import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppShell, useToast } from '@rei/ui';
import { serverMessage } from '../api/ApiError';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useCreateOrganization } from '../data/organizations';
import { PageLoading } from './LoadingSplash';
import { renderLink } from './navigation';

/** The signed-in shell around a page: sidebar, mobile drawer and organization switcher. */
export function SignedInShell({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const organizations = useOrganization();
  const [location, navigate] = useLocation();
  const { toast } = useToast();
  // 'Create organization' (no behaviour in the spec): asks for a name, creates it (POST /api/organizations)
  // with the user as owner, selects it and opens Team Management.
  const create = useCreateOrganization();
  const createOrganization = () => {
    const name = window.prompt('Name of the new organization')?.trim();
    if (!name) return;
    create.mutate({ name }, {
      onSuccess: (created) => {
        organizations.select(created.organizationId);
        toast({ title: 'Organization created', description: `${name} is ready. Invite your team.`, tone: 'success' });
        navigate('/organization');
      },
      onError: (error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Could not create the organization.', tone: 'destructive' }),
    });
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

