import { useState } from 'react';
import type { VerifyEmailBannerProps, VerifyEmailResendState } from '@rei/ui';
import { errorStatus, serverMessage } from '../api/ApiError';
import { resendVerificationLink } from '../data/accountMail';
import { useAuth } from './AuthProvider';

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
  if (!user || user.emailVerified !== false) return null;
  const onResend = () => {
    setResendState('sending');
    setResendMessage(null);
    resendVerificationLink().then(
      (answer) => {
        setResendState('resent');
        setResendMessage(answer.message);
      },
      (failure: unknown) => {
        // Confirmed meanwhile (in another tab or browser): the banner goes away.
        if (errorStatus(failure) === 409) {
          updateUser({ emailVerified: true });
          return;
        }
        setResendState(errorStatus(failure) === 429 ? 'throttled' : 'failed');
        setResendMessage(serverMessage(failure) ?? null);
      },
    );
  };
  return { email: user.email, resendState, resendMessage, onResend };
}
