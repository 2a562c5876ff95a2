import { useState } from 'react';
import type { VerifyEmailBannerProps, VerifyEmailResendState } from '@rei/ui';
import { resendVerificationLink } from '../data/accountMail';
import { useAuth } from './AuthProvider';
import { needsEmailConfirmation, resendRefusal } from './verifyEmailRules';

/**
 * The "confirm your email" banner of the signed-in account, or null once the address is
 * confirmed (or not known to be unconfirmed: a session stored before the field existed shows
 * nothing until /api/auth/me answers). "Send the link again" asks the server; a 429 keeps the
 * button waiting with the server's words, which say how long.
 */
export function useVerifyEmailBanner(): VerifyEmailBannerProps | null {
  const { user, updateUser } = useAuth();
  const [resendState, setResendState] = useState<VerifyEmailResendState>('idle');
  const [resendMessage, setResendMessage] = useState<string | null>(null);
  if (!user || !needsEmailConfirmation(user)) return null;
  const onResend = () => {
    setResendState('sending');
    setResendMessage(null);
    resendVerificationLink().then(
      (answer) => {
        setResendState('resent');
        setResendMessage(answer.message);
      },
      (failure: unknown) => {
        const refusal = resendRefusal(failure);
        if (refusal.confirmed) {
          updateUser({ emailVerified: true });
          return;
        }
        setResendState(refusal.state);
        setResendMessage(refusal.message);
      },
    );
  };
  return { email: user.email, resendState, resendMessage, onResend };
}
