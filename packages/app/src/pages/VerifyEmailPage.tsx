import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { VerifyEmailScreen, type VerifyEmailScreenProps } from '@rei/ui';
import { serverMessage } from '../api/ApiError';
import { useAuth } from '../auth/AuthProvider';
import { accountMailKeys, confirmEmailChange } from '../data/accountMail';
import { linkStatusOf, onceForLink, takeLinkToken } from './accountLinks';

/** /verify-email?token=…: confirms an email change from the link mailed to the new address. */
export function VerifyEmailPage() {
  const [, navigate] = useLocation();
  const { user, updateUser } = useAuth();
  const queryClient = useQueryClient();
  const [token] = useState(takeLinkToken);
  const [status, setStatus] = useState<VerifyEmailScreenProps['status']>(token ? 'checking' : 'invalid');
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    onceForLink(`verify-email:${token}`, () => confirmEmailChange(token)).then(
      (answer) => {
        if (!live) return;
        setEmail(answer.email);
        setStatus('valid');
      },
      (failure: unknown) => {
        if (!live) return;
        setStatus(linkStatusOf(failure));
        setError(serverMessage(failure) ?? null);
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  // The signed-in account in this browser may be the one that changed: show the new address at once.
  useEffect(() => {
    if (status !== 'valid' || !email || !user) return;
    void queryClient.invalidateQueries({ queryKey: accountMailKeys.emailChange() });
    if (user.email !== email) updateUser({ email });
  }, [status, email, user, updateUser, queryClient]);

  return (
    <VerifyEmailScreen
      status={status}
      email={email}
      error={error}
      signedIn={Boolean(user)}
      onOpenSettings={() => navigate('/settings')}
      onSignIn={() => navigate('/login')}
    />
  );
}
