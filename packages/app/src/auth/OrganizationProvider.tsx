import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Membership } from '@rei/server/contract';
import { SELECTED_ORGANIZATION_KEY } from '../api/apiRequest';
import { invalidateOrganizationScope, useMemberships } from '../data/organizations';
import { useAuth } from './AuthProvider';
import { currentOrganization } from './organizationRules';

export { currentOrganization };

export interface OrganizationContextValue {
  memberships: readonly Membership[];
  isLoading: boolean;
  /** The stored selection if accepted, otherwise the first accepted membership. */
  current: Membership | null;
  select: (organizationId: number) => void;
  clear: () => void;
}

const OrganizationContext = createContext<OrganizationContextValue | null>(null);

function readSelection(): number | null {
  const raw = window.localStorage.getItem(SELECTED_ORGANIZATION_KEY);
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** Memberships (cached 5 minutes) and the selected organization, kept in local storage. */
export function OrganizationProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [storedId, setStoredId] = useState<number | null>(() => readSelection());
  const query = useMemberships(Boolean(user));
  const memberships = useMemo(() => (user && Array.isArray(query.data) ? query.data : []), [query.data, user]);
  const current = useMemo(() => currentOrganization(memberships, storedId), [memberships, storedId]);

  // Keep the stored id equal to the organization actually in use, so requests carry it; only once the
  // list has settled, so a just-created or just-accepted organization is not overwritten meanwhile.
  const settled = !query.isFetching;
  useEffect(() => {
    if (!user) {
      setStoredId(readSelection());
      return;
    }
    // A selection stored outside this provider (a sign-up from an invitation picks the team it joined) wins once it is a membership.
    const stored = readSelection();
    if (settled && stored !== null && stored !== storedId && memberships.some((m) => m.organizationId === stored && m.acceptedAt)) {
      setStoredId(stored);
      return;
    }
    if (settled && current && current.organizationId !== stored) {
      window.localStorage.setItem(SELECTED_ORGANIZATION_KEY, String(current.organizationId));
      setStoredId(current.organizationId);
    }
  }, [current, user, settled, memberships, storedId]);

  const select = useCallback(
    (organizationId: number) => {
      window.localStorage.setItem(SELECTED_ORGANIZATION_KEY, String(organizationId));
      setStoredId(organizationId);
      // Everything scoped to an organization is read again for the new one.
      void invalidateOrganizationScope(queryClient, organizationId);
    },
    [queryClient],
  );
  const clear = useCallback(() => {
    window.localStorage.removeItem(SELECTED_ORGANIZATION_KEY);
    setStoredId(null);
  }, []);

  const value = useMemo<OrganizationContextValue>(
    () => ({ memberships, isLoading: Boolean(user) && query.isLoading, current, select, clear }),
    [memberships, user, query.isLoading, current, select, clear],
  );
  return <OrganizationContext.Provider value={value}>{children}</OrganizationContext.Provider>;
}

/** The organization context; calling it outside OrganizationProvider is a programming error and throws (spec 1 §8). */
export function useOrganization(): OrganizationContextValue {
  const value = useContext(OrganizationContext);
  if (!value) throw new Error('useOrganization must be used within an OrganizationProvider');
  return value;
}
