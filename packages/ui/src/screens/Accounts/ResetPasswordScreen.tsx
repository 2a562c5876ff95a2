import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, validateRegister, type FormError } from '@rei/engine';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { AccountCard, loginStyles } from './AccountCard';
import { whenText, type LinkStatus } from './linkStatus';
import * as styles from './AccountScreens.css';

export const RESET_PASSWORD_TEXT = {
  title: 'Choose a new password',
  checking: 'Checking your link...',
  forAccount: 'For the account',
  validUntil: 'This link works until',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  hint: `At least ${MIN_PASSWORD_LENGTH} characters; a few unrelated words work well. Common passwords and simple sequences are refused.`,
  save: 'Set new password and sign in',
  saving: 'Saving...',
  signsOutOthers: 'Every other session of this account is signed out.',
  expiredTitle: 'This link has expired',
  expiredBody: 'Reset links work for one hour. Ask for a new one; it only takes a moment.',
  usedTitle: 'This link was already used',
  usedBody: 'Each reset link works once. If you still cannot sign in, ask for a new one.',
  invalidTitle: 'This link is not valid',
  invalidBody: 'The address may be cut short: copy the whole link from the mail, or ask for a new one.',
  requestNew: 'Ask for a new link',
  backToSignIn: 'Back to sign in',
} as const;

export interface ResetPasswordScreenProps {
  /** The link's state, from the server's check. */
  status: Exclude<LinkStatus, 'revoked'>;
  /** The account the link belongs to (when valid). */
  email?: string | null;
  /** ISO time the link stops working (when valid). */
  expiresAt?: string | null;
  /** Sets the password; the app signs in and moves on when it resolves. */
  onSubmit: (password: string) => void | Promise<void>;
  submitting?: boolean;
  /** A refusal from the server (the password rule's reason, or the link expiring meanwhile). */
  error?: string | null;
  onRequestNew: () => void;
  onBackToSignIn: () => void;
}

/** /reset-password?token=…: the new-password form, or why the link cannot be used and a way to ask again. */
export function ResetPasswordScreen({ status, email, expiresAt, onSubmit, submitting = false, error, onRequestNew, onBackToSignIn }: ResetPasswordScreenProps) {
  const [fields, setFields] = useState({ password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<FormError | null>(null);

  if (status !== 'valid') {
    const text =
      status === 'checking'
        ? null
        : status === 'expired'
          ? { title: RESET_PASSWORD_TEXT.expiredTitle, body: RESET_PASSWORD_TEXT.expiredBody }
          : status === 'used'
            ? { title: RESET_PASSWORD_TEXT.usedTitle, body: RESET_PASSWORD_TEXT.usedBody }
            : { title: RESET_PASSWORD_TEXT.invalidTitle, body: RESET_PASSWORD_TEXT.invalidBody };
    if (!text) {
      return (
        <AccountCard title={RESET_PASSWORD_TEXT.title}>
          <p className={styles.muted} role="status">
            {RESET_PASSWORD_TEXT.checking}
          </p>
        </AccountCard>
      );
    }
    return (
      <AccountCard title={text.title}>
        <p className={styles.warningBox} role="alert">
          {text.body}
        </p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={onRequestNew}>
            {RESET_PASSWORD_TEXT.requestNew}
          </Button>
          <Button variant="secondary" onClick={onBackToSignIn}>
            {RESET_PASSWORD_TEXT.backToSignIn}
          </Button>
        </div>
      </AccountCard>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegister({ fullName: 'account', email: email ?? 'account@example.com', ...fields });
    setProblem(found);
    if (found) return;
    try {
      await onSubmit(fields.password);
    } catch {
      // The app passes the failure back as `error`.
    }
  };
  const fieldError = (key: string) => (problem?.fields.includes(key) ? problem.description : undefined);

  return (
    <AccountCard
      title={RESET_PASSWORD_TEXT.title}
      subtitle={
        <>
          {RESET_PASSWORD_TEXT.forAccount} <span className={styles.strong}>{email}</span>.{' '}
          {expiresAt ? `${RESET_PASSWORD_TEXT.validUntil} ${whenText(expiresAt)}.` : null}
        </>
      }
    >
      {error && !problem ? (
        <p className={loginStyles.errorBox} role="alert">
          {error}
        </p>
      ) : null}
      <form className={loginStyles.form} onSubmit={submit} noValidate aria-label={RESET_PASSWORD_TEXT.title}>
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
        <Field label={RESET_PASSWORD_TEXT.newPassword} hint={RESET_PASSWORD_TEXT.hint} required error={fieldError('password')}>
          <Input type="password" autoComplete="new-password" value={fields.password} onChange={(event) => setFields({ ...fields, password: event.target.value })} />
        </Field>
        <Field label={RESET_PASSWORD_TEXT.confirmPassword} required error={fieldError('confirmPassword')}>
          <Input type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={(event) => setFields({ ...fields, confirmPassword: event.target.value })} />
        </Field>
        <p className={styles.muted}>{RESET_PASSWORD_TEXT.signsOutOthers}</p>
        <Button type="submit" variant="primary" fullWidth loading={submitting} loadingText={RESET_PASSWORD_TEXT.saving}>
          {RESET_PASSWORD_TEXT.save}
        </Button>
      </form>
    </AccountCard>
  );
}
