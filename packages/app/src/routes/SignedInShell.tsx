import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppShell, useToast } from '@rei/ui';
import type { Membership } from '@rei/server/contract';
import { apiJson, serverMessage } from '../apiClient';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { PageLoading } from './Guards';
import { renderLink } from './navigation';

/** The signed-in shell around a page: sidebar, mobile drawer and organization switcher. */
export function SignedInShell({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const organizations = useOrganization();
  const [location, navigate] = useLocation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  // 'Create organization' (no behaviour in the spec): asks for a name, creates it (POST /api/organizations)
  // with the user as owner, selects it and opens Team Management.
  const create = useMutation({
    mutationFn: (name: string) => apiJson<Membership>('POST', '/api/organizations', { name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/organizations'] }),
  });
  const createOrganization = () => {
    const name = window.prompt('Name of the new organization')?.trim();
    if (!name) return;
    create.mutate(name, {
      onSuccess: (created) => {
        queryClient.setQueryData<Membership[]>(['/api/organizations'], (list) => [...(list ?? []), created]);
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

