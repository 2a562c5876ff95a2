import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { VerifyEmailScreen, type VerifyEmailLinkKind, type VerifyEmailScreenProps } from '@rei/ui';
import { serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { accountMailKeys, confirmEmailLink } from '../data/accountMail';
import { linkStatusOf, onceForLink, takeLinkToken } from './accountLinks';

/**
 * /verify-email?token=…: follows a mailed confirmation link: a new account's address (the banner
 * then goes away) or an email change (the new address shows at once).
 */
export function VerifyEmailPage() {
  const [, navigate] = useLocation();
  const { user, updateUser } = useAuth();
  const queryClient = useQueryClient();
  const [token] = useState(takeLinkToken);
  const [status, setStatus] = useState<VerifyEmailScreenProps['status']>(token ? 'checking' : 'invalid');
  const [email, setEmail] = useState<string | null>(null);
  const [kind, setKind] = useState<VerifyEmailLinkKind>('email_change');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    onceForLink(`verify-email:${token}`, () => confirmEmailLink(token)).then(
      (answer) => {
        if (!live) return;
        setEmail(answer.email);
        setKind(answer.kind);
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

  // The signed-in account in this browser may be the one that changed: show the new address (and
  // drop the banner) at once. Either link confirms the address it was mailed to.
  useEffect(() => {
    if (status !== 'valid' || !email || !user) return;
    if (kind === 'email_change') void queryClient.invalidateQueries({ queryKey: accountMailKeys.emailChange() });
    const sameAccount = kind === 'email_change' || user.email === email;
    if (sameAccount && (user.email !== email || user.emailVerified !== true)) updateUser({ email, emailVerified: true });
  }, [status, kind, email, user, updateUser, queryClient]);

  return (
    <VerifyEmailScreen
      status={status}
      kind={kind}
      email={email}
      error={error}
      signedIn={Boolean(user)}
      onOpenSettings={() => navigate('/settings')}
      onSignIn={() => navigate('/login')}
    />
  );
}
