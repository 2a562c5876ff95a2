import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useAuth } from '../auth/AuthProvider';
import { LoadingSplash } from './LoadingSplash';
import { isTestMode } from './navigation';

// The shell (sidebar, drawer, organization switcher) loads only once someone is signed in,
// so the landing and sign-in pages do not carry it.
const SignedInShell = lazy(() => import('./SignedInShell').then((m) => ({ default: m.SignedInShell })));

export interface GuardProps {
  children: ReactNode;
  /** The page needs a signed-in user. */
  requireAuth?: boolean;
  /** Test mode (`?test=true` or the session flag) lifts `requireAuth` (property and calculator pages). */
  allowTestMode?: boolean;
  /** Render inside the signed-in shell when a user is signed in. */
  shell?: boolean;
  /** Skip the onboarding redirect (the onboarding page itself). */
  onboardingPage?: boolean;
}

/**
 * What a page needs before it shows: a splash while the session loads, /login without a session, /onboarding
 * while onboarding is unfinished; pages that need no sign-in render without the shell for visitors
 * (spec 1 §2).
 */
export function Guard({ children, requireAuth = true, allowTestMode = false, shell = true, onboardingPage = false }: GuardProps) {
  const { user, isLoading, needsOnboarding } = useAuth();
  const search = useSearch();
  const testMode = allowTestMode && isTestMode(search);
  if (isLoading) return <LoadingSplash />;
  if (!user) {
    if (requireAuth && !testMode) return <Redirect to="/login" replace />;
    // A visitor sees the page without the signed-in shell, framed like the shell's content area.
    return (
      <Suspense fallback={<LoadingSplash />}>
        {shell ? <main style={{ maxWidth: '80rem', margin: '0 auto', padding: '1.5rem' }}>{children}</main> : children}
      </Suspense>
    );
  }
  if (needsOnboarding && !onboardingPage) return <Redirect to="/onboarding" replace />;
  if (!shell) return <Suspense fallback={<LoadingSplash />}>{children}</Suspense>;
  return (
    <Suspense fallback={<LoadingSplash />}>
      <SignedInShell>{children}</SignedInShell>
    </Suspense>
  );
}

/** Scrolls to the top on every route change. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
