import { useState, type FormEvent } from 'react';
import { formError, isEmail, type FormError } from '@rei/engine';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { AccountCard, loginStyles } from './AccountCard';
import * as styles from './AccountScreens.css';

export const FORGOT_PASSWORD_TEXT = {
  title: 'Forgot your password?',
  subtitle: 'Enter the email you sign in with. We will mail you a link to choose a new password.',
  email: 'Email',
  send: 'Send reset link',
  sending: 'Sending...',
  sentTitle: 'Check your inbox',
  sentNext: 'Setting a new password signs you out on every other device.',
  notArrived: 'Nothing after a few minutes? Check the spam folder, or send the link again.',
  sendAgain: 'Send again',
  backToSignIn: 'Back to sign in',
} as const;

export interface ForgotPasswordScreenProps {
  /** Asks for the link; resolves when the server answered. */
  onRequest: (email: string) => void | Promise<void>;
  submitting?: boolean;
  /** What went wrong (e.g. the 429 text with its wait). */
  error?: string | null;
  /** Set once the request was answered: the server's words, which are the same whether or not the address has an account. */
  sent?: { email: string; message: string } | null;
  /** Email typed on the sign-in page, to start with. */
  defaultEmail?: string;
  /** Why the person is here again (an expired or used link). */
  reason?: string | null;
  onBackToSignIn: () => void;
  /** Clears `sent` to show the form again. */
  onSendAgain?: () => void;
}

/** /forgot-password: ask for a reset link, then 'Check your inbox'. */
export function ForgotPasswordScreen({ onRequest, submitting = false, error, sent, defaultEmail = '', reason, onBackToSignIn, onSendAgain }: ForgotPasswordScreenProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [problem, setProblem] = useState<FormError | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = email.trim() === '' ? formError('inviteEmailMissing', ['email']) : !isEmail(email.trim()) ? formError('emailInvalid', ['email']) : null;
    setProblem(found);
    if (found) return;
    try {
      await onRequest(email.trim());
    } catch {
      // The app passes the failure back as `error`.
    }
  };

  if (sent) {
    return (
      <AccountCard title={FORGOT_PASSWORD_TEXT.sentTitle}>
        <div className={styles.successBox} role="status">
          <span>{sent.message}</span>
          <span>
            Address: <span className={styles.strong}>{sent.email}</span>
          </span>
        </div>
        <p className={styles.muted}>{FORGOT_PASSWORD_TEXT.sentNext}</p>
        <p className={styles.muted}>{FORGOT_PASSWORD_TEXT.notArrived}</p>
        <div className={styles.actions}>
          {onSendAgain ? (
            <Button variant="secondary" onClick={onSendAgain}>
              {FORGOT_PASSWORD_TEXT.sendAgain}
            </Button>
          ) : null}
          <Button variant="primary" onClick={onBackToSignIn}>
            {FORGOT_PASSWORD_TEXT.backToSignIn}
          </Button>
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={FORGOT_PASSWORD_TEXT.title} subtitle={FORGOT_PASSWORD_TEXT.subtitle}>
      {reason ? (
        <p className={styles.infoBox} role="note">
          {reason}
        </p>
      ) : null}
      {problem ? (
        <p className={loginStyles.errorBox} role="alert">
          <strong>{problem.title}</strong>: {problem.description}
        </p>
      ) : error ? (
        <p className={loginStyles.errorBox} role="alert">
          {error}
        </p>
      ) : null}
      <form className={loginStyles.form} onSubmit={submit} noValidate aria-label={FORGOT_PASSWORD_TEXT.title}>
        <Field label={FORGOT_PASSWORD_TEXT.email} required error={problem ? problem.description : undefined}>
          <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <Button type="submit" variant="primary" fullWidth loading={submitting} loadingText={FORGOT_PASSWORD_TEXT.sending}>
          {FORGOT_PASSWORD_TEXT.send}
        </Button>
      </form>
      <p className={loginStyles.switchMode}>
        <button type="button" className={loginStyles.linkButton} onClick={onBackToSignIn}>
          {FORGOT_PASSWORD_TEXT.backToSignIn}
        </button>
      </p>
    </AccountCard>
  );
}
