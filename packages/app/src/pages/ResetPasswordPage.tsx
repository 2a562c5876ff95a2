import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ResetPasswordScreen, useToast, type ResetPasswordScreenProps } from '@rei/ui';
import { serverFieldMessage, serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { checkPasswordReset, confirmPasswordReset } from '../data/accountMail';
import { linkStatusOf, onceForLink, takeLinkToken } from './accountLinks';

/** /reset-password?token=…: checks the link, then sets the new password and signs in (every other session ends). */
export function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const { startSession } = useAuth();
  const { toast } = useToast();
  const [token] = useState(takeLinkToken);
  const [status, setStatus] = useState<ResetPasswordScreenProps['status']>(token ? 'checking' : 'invalid');
  const [details, setDetails] = useState<{ email: string; expiresAt: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    onceForLink(`reset-check:${token}`, () => checkPasswordReset(token)).then(
      (answer) => {
        if (!live) return;
        setDetails(answer);
        setStatus('valid');
      },
      (failure: unknown) => {
        if (!live) return;
        const next = linkStatusOf(failure);
        setStatus(next === 'error' ? 'invalid' : next);
        if (next === 'error') setError(serverMessage(failure) ?? null);
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <ResetPasswordScreen
      status={status}
      email={details?.email ?? null}
      expiresAt={details?.expiresAt ?? null}
      submitting={submitting}
      error={error}
      onSubmit={async (password) => {
        setSubmitting(true);
        setError(null);
        try {
          const answer = await confirmPasswordReset(token, password);
          await startSession(answer);
          toast({ title: 'Password changed', description: 'You are signed in; every other session of this account was signed out.', tone: 'success' });
          navigate('/dashboard');
        } catch (failure) {
          const next = linkStatusOf(failure);
          if (next === 'expired' || next === 'used') setStatus(next);
          else setError(serverFieldMessage(failure, 'body.password') ?? serverMessage(failure) ?? 'Could not set the password. Please try again.');
          throw failure;
        } finally {
          setSubmitting(false);
        }
      }}
      onRequestNew={() => navigate(`/forgot-password?reason=${status === 'used' ? 'used' : 'expired'}`)}
      onBackToSignIn={() => navigate('/login')}
    />
  );
}
