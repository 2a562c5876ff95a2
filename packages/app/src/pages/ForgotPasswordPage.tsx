import { useState } from 'react';
import { useLocation } from 'wouter';
import { ForgotPasswordScreen } from '@rei/ui';
import type { MailSentResponse } from '@rei/server/contract';
import { serverMessage } from '../api/RequestError';
import { requestPasswordReset } from '../data/accountMail';

const REASONS: Record<string, string> = {
  expired: 'Your last link had expired (links work for one hour). Ask for a new one below.',
  used: 'That link was already used. If you still cannot sign in, ask for a new one below.',
};

/** /forgot-password: asks for a reset link; answers alike whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(window.location.search);
  const reason = REASONS[params.get('reason') ?? ''] ?? null;
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);

  return (
    <ForgotPasswordScreen
      defaultEmail={params.get('email') ?? ''}
      reason={reason}
      submitting={submitting}
      error={error}
      sent={sent}
      onRequest={async (email) => {
        setSubmitting(true);
        setError(null);
        try {
          const answer: MailSentResponse = await requestPasswordReset(email);
          setSent({ email, message: answer.message });
        } catch (failure) {
          setError(serverMessage(failure) ?? 'Could not send the link. Please try again.');
          throw failure;
        } finally {
          setSubmitting(false);
        }
      }}
      onSendAgain={() => setSent(null)}
      onBackToSignIn={() => navigate('/login')}
    />
  );
}
