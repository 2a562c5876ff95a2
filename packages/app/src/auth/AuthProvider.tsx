import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@rei/ui';
import type { LoginResponse, User } from '@rei/server/contract';
import { AUTH_TOKEN_KEY, SELECTED_ORGANIZATION_KEY, STORED_USER_KEY } from '../api/apiRequest';
import { readUser, registerAccount, signIn, signOut, type RegisterRequest } from '../data/account';
import { readOnboarding } from '../data/onboarding';
import { sessionChange } from './sessionRules';

export type SessionUser = User;

export interface AuthContextValue {
  user: SessionUser | null;
  /** The stored session is being restored. */
  isLoading: boolean;
  needsOnboarding: boolean;
  login: (email: string, password: string) => Promise<SessionUser>;
  /** Adopts a session the server opened by other means (a password reset, a sign-up from an invitation). */
  startSession: (answer: LoginResponse) => Promise<SessionUser>;
  register: (registration: RegisterRequest) => Promise<void>;
  logout: () => void;
  /** Re-reads the user (GET /api/users/{id}) and rechecks onboarding. */
  refreshUser: () => Promise<void>;
  /** Replaces the user record (e.g. after a plan change). */
  updateUser: (patch: Partial<SessionUser>) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function readStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(STORED_USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

function clearSession(): void {
  window.localStorage.removeItem(AUTH_TOKEN_KEY);
  window.localStorage.removeItem(STORED_USER_KEY);
}

/**
 * Whether the user still has onboarding to do: true when it is not completed, and also when
 * the check itself fails, so nobody skips onboarding because of a failed read (spec 1 §4).
 */
async function checkOnboarding(userId: number): Promise<boolean> {
  try {
    const status = await readOnboarding(userId);
    return !status.completed;
  } catch (error) {
    console.error('Onboarding status check failed', error);
    return true;
  }
}

/**
 * The session: restored at start only when both the token and the stored user exist; login
 * stores both and checks onboarding; logout clears both, empties the cache and says 'Logged out'.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [needsOnboarding, setNeedsOnboarding] = useState(false);
  const [isLoading, setIsLoading] = useState(true);
  /** The token of the session this tab shows, to tell another tab's new sign-in from its own user updates. */
  const shownToken = useRef<string | null>(null);

  const storeUser = useCallback((next: SessionUser) => {
    setUser(next);
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(next));
  }, []);

  const refreshFor = useCallback(
    async (id: number) => {
      try {
        const fresh = await readUser(id);
        storeUser(fresh);
      } catch (error) {
        console.error('User refresh failed', error);
      }
      setNeedsOnboarding(await checkOnboarding(id));
    },
    [storeUser],
  );

  useEffect(() => {
    const token = window.localStorage.getItem(AUTH_TOKEN_KEY);
    const stored = readStoredUser();
    if (!token || !stored) {
      // Half a session (a token without its user, or the reverse) is removed. With neither there
      // is nothing to remove, and no write: another tab of this browser may be signing in now.
      if (token || window.localStorage.getItem(STORED_USER_KEY)) clearSession();
      setIsLoading(false);
      return;
    }
    shownToken.current = token;
    setUser(stored);
    setNeedsOnboarding(stored.needsOnboarding);
    void refreshFor(stored.id).finally(() => setIsLoading(false));
  }, [refreshFor]);

  // Another tab of this browser signed out, signed in (perhaps as someone else) or updated the user:
  // this tab follows at once, rather than calling the API with a session it no longer holds.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key !== null && event.key !== AUTH_TOKEN_KEY && event.key !== STORED_USER_KEY) return;
      const shown = user && shownToken.current ? { token: shownToken.current, userId: user.id } : null;
      const change = sessionChange(shown, { token: window.localStorage.getItem(AUTH_TOKEN_KEY), user: readStoredUser() });
      if (change.kind === 'signed-out') {
        shownToken.current = null;
        setUser(null);
        setNeedsOnboarding(false);
        queryClient.clear();
        toast({ title: 'Logged out', description: 'You signed out in another tab.' });
      } else if (change.kind === 'signed-in') {
        shownToken.current = window.localStorage.getItem(AUTH_TOKEN_KEY);
        queryClient.clear();
        setUser(change.user);
        setNeedsOnboarding(change.user.needsOnboarding);
        void refreshFor(change.user.id);
      } else if (change.kind === 'updated') {
        setUser(change.user);
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [user, queryClient, refreshFor, toast]);

  const startSession = useCallback(
    async (answer: LoginResponse) => {
      const { token, ...record } = answer;
      window.localStorage.setItem(AUTH_TOKEN_KEY, token);
      window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(record));
      shownToken.current = token;
      queryClient.clear();
      // The user and the onboarding answer appear together: the sign-in page moves on only once the
      // session is complete, and someone with onboarding to do never sees the dashboard first.
      const onboarding = await checkOnboarding(record.id);
      setUser(record);
      setNeedsOnboarding(onboarding);
      void refreshFor(record.id);
      return record;
    },
    [queryClient, refreshFor],
  );

  const login = useCallback(async (email: string, password: string) => startSession(await signIn({ email, password })), [startSession]);

  const register = useCallback(async (registration: RegisterRequest) => {
    await registerAccount(registration);
  }, []);

  const logout = useCallback(() => {
    // Tell the server while the token is still stored (the call reads it as it starts).
    if (window.localStorage.getItem(AUTH_TOKEN_KEY)) void signOut();
    clearSession();
    shownToken.current = null;
    window.localStorage.removeItem(SELECTED_ORGANIZATION_KEY);
    setUser(null);
    setNeedsOnboarding(false);
    queryClient.clear();
    toast({ title: 'Logged out' });
  }, [queryClient, toast]);

  const refreshUser = useCallback(async () => {
    if (user) await refreshFor(user.id);
  }, [refreshFor, user]);

  const updateUser = useCallback(
    (patch: Partial<SessionUser>) => {
      setUser((current) => {
        if (!current) return current;
        const next = { ...current, ...patch };
        window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(next));
        return next;
      });
    },
    [],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, needsOnboarding, login, startSession, register, logout, refreshUser, updateUser }),
    [user, isLoading, needsOnboarding, login, startSession, register, logout, refreshUser, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session; calling it outside AuthProvider is a programming error and throws (spec 1 §8). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

