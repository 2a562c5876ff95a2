import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { LoginScreen, useToast, type SignInRequest, type SignUpRequest } from '@rei/ui';
import { serverFieldMessage, serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { installationKeys } from '../data/queryKeys';
import { useInstallationStatus } from '../data/account';
import { loginErrorText, loginModeOf } from './pageRules';
import { DEMO_CREDENTIALS } from '@rei/server/contract';

export function LoginPage() {
  const { login, register } = useAuth();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  // The landing page's "Sign up with email" opens the registration form (/login?mode=signup).
  const mode = loginModeOf(useSearch());
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A fresh installation: the first account becomes its administrator, and the sign-up form says so.
  const installation = useInstallationStatus();
  const queryClient = useQueryClient();

  async function onSignIn({ email, password }: SignInRequest) {
    setSubmitting(true);
    setError(null);
    try {
      // Signed in, the /login route itself moves on (to /dashboard, or /onboarding while unfinished).
      const user = await login(email, password);
      toast({ title: 'Login successful', description: `Welcome back, ${user.fullName || 'User'}!`, tone: 'success' });
    } catch (failure) {
      setError(loginErrorText(failure));
      toast({ title: 'Login failed', description: serverMessage(failure) ?? 'Invalid credentials', tone: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  async function onSignUp(registration: SignUpRequest) {
    setSubmitting(true);
    setError(null);
    try {
      await register(registration);
      void queryClient.invalidateQueries({ queryKey: installationKeys.all });
      toast({ title: 'Registration successful', description: 'Your account is ready. Please sign in.', tone: 'success' });
      // Registration does not sign in: the page returns to the sign-in form, also if it is mounted again.
      if (mode === 'signup') navigate('/login', { replace: true });
    } catch (failure) {
      // A refused password names the reason (too common, a sequence…): show that, not the general line.
      const reason = serverFieldMessage(failure, 'body.password') ?? serverMessage(failure);
      setError(reason ?? 'Failed to register. Please try again.');
      toast({ title: 'Registration failed', description: reason ?? 'Could not create account. Please try again.', tone: 'destructive' });
      throw failure;
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <LoginScreen
      key={mode}
      defaultMode={mode}
      onSignIn={onSignIn}
      onSignUp={onSignUp}
      submitting={submitting}
      error={error}
      demoCredentials={DEMO_CREDENTIALS}
      onForgotPassword={() => navigate('/forgot-password')}
      firstAccountBecomesAdmin={installation.data?.firstAccountBecomesAdmin === true}
    />
  );
}
