import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { InvitationAcceptScreen, useToast, type InvitationAcceptScreenProps, type InvitationDetails } from '@rei/ui';
import { serverFieldMessage, serverMessage } from '../api/RequestError';
import { SELECTED_ORGANIZATION_KEY } from '../api/apiRequest';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useVerifyEmailBanner } from '../auth/useVerifyEmailBanner';
import { lookupInvitation, registerFromInvitation } from '../data/accountMail';
import { linkStatusOf, onceForLink, takeLinkToken } from './accountLinks';

/** /invitation?token=…: sign up from an invitation by email and land in the organization with the invited role. */
export function InvitationPage() {
  const [, navigate] = useLocation();
  const { user, startSession } = useAuth();
  // Signed in with the invited address but not confirmed: the screen says why it cannot join.
  const verifyEmail = useVerifyEmailBanner();
  const { select } = useOrganization();
  const { toast } = useToast();
  const [token] = useState(takeLinkToken);
  const [status, setStatus] = useState<InvitationAcceptScreenProps['status']>(token ? 'checking' : 'invalid');
  const [invitation, setInvitation] = useState<InvitationDetails | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    onceForLink(`invitation:${token}`, () => lookupInvitation(token)).then(
      (answer) => {
        if (!live) return;
        const { status: linkStatus, ...details } = answer;
        setInvitation(details);
        setStatus(linkStatus);
      },
      (failure: unknown) => {
        if (!live) return;
        const next = linkStatusOf(failure);
        setStatus(next === 'error' ? 'invalid' : next);
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <InvitationAcceptScreen
      status={status}
      invitation={invitation}
      submitting={submitting}
      error={error}
      onRegister={async ({ fullName, password }) => {
        setSubmitting(true);
        setError(null);
        try {
          const { organizationId, ...answer } = await registerFromInvitation({ token, fullName, password });
          // Select the organization before the session starts, so the app opens in it.
          window.localStorage.setItem(SELECTED_ORGANIZATION_KEY, String(organizationId));
          await startSession(answer);
          select(organizationId);
          toast({ title: 'Welcome to REI', description: `You joined ${invitation?.organizationName ?? 'the organization'}.`, tone: 'success' });
          navigate('/organization');
        } catch (failure) {
          const next = linkStatusOf(failure);
          if (next === 'expired' || next === 'used') setStatus(next);
          else setError(serverFieldMessage(failure, 'body.password') ?? serverFieldMessage(failure, 'body.fullName') ?? serverMessage(failure) ?? 'Could not create the account. Please try again.');
          throw failure;
        } finally {
          setSubmitting(false);
        }
      }}
      onSignIn={() => navigate('/login')}
      unconfirmedAccount={verifyEmail && invitation && user?.email === invitation.email ? verifyEmail : null}
    />
  );
}
