import { Button } from '../../components/Button';
import { AccountCard } from './AccountCard';
import type { LinkStatus } from './linkStatus';
import * as styles from './AccountScreens.css';

export const VERIFY_EMAIL_TEXT = {
  checking: 'Confirming your new email...',
  checkingTitle: 'Confirming your email',
  verifiedTitle: 'Email changed',
  verifiedBody: (email: string) => `Your account now uses ${email}. Sign in with this address from now on; your previous address was told about the change.`,
  expiredTitle: 'This confirmation link has expired',
  expiredBody: 'Confirmation links work for 24 hours. Your email has not changed; ask for a new link in Settings.',
  usedTitle: 'This confirmation link was already used',
  usedBody: 'It was followed before, or a newer change replaced it. Settings shows the email your account uses.',
  invalidTitle: 'This confirmation link is not valid',
  invalidBody: 'The address may be cut short: copy the whole link from the mail. Your email has not changed.',
  errorTitle: 'Could not confirm your email',
  toSettings: 'Open Settings',
  toSignIn: 'Go to sign in',
} as const;

export interface VerifyEmailScreenProps {
  /** 'valid' means the change was applied. */
  status: Exclude<LinkStatus, 'revoked'> | 'error';
  /** The address now in use (when applied). */
  email?: string | null;
  /** A failure other than the link's state (the server's words). */
  error?: string | null;
  /** Someone is signed in in this browser: offer Settings rather than sign-in. */
  signedIn?: boolean;
  onOpenSettings: () => void;
  onSignIn: () => void;
}

/** /verify-email?token=…: the outcome of following the link mailed to a new address. */
export function VerifyEmailScreen({ status, email, error, signedIn = false, onOpenSettings, onSignIn }: VerifyEmailScreenProps) {
  if (status === 'checking') {
    return (
      <AccountCard title={VERIFY_EMAIL_TEXT.checkingTitle}>
        <p className={styles.muted} role="status">
          {VERIFY_EMAIL_TEXT.checking}
        </p>
      </AccountCard>
    );
  }
  const next = (
    <div className={styles.actions}>
      <Button variant="primary" onClick={signedIn ? onOpenSettings : onSignIn}>
        {signedIn ? VERIFY_EMAIL_TEXT.toSettings : VERIFY_EMAIL_TEXT.toSignIn}
      </Button>
    </div>
  );
  if (status === 'valid') {
    return (
      <AccountCard title={VERIFY_EMAIL_TEXT.verifiedTitle}>
        <p className={styles.successBox} role="status">
          {VERIFY_EMAIL_TEXT.verifiedBody(email ?? '')}
        </p>
        {next}
      </AccountCard>
    );
  }
  const text =
    status === 'expired'
      ? { title: VERIFY_EMAIL_TEXT.expiredTitle, body: VERIFY_EMAIL_TEXT.expiredBody }
      : status === 'used'
        ? { title: VERIFY_EMAIL_TEXT.usedTitle, body: VERIFY_EMAIL_TEXT.usedBody }
        : status === 'invalid'
          ? { title: VERIFY_EMAIL_TEXT.invalidTitle, body: VERIFY_EMAIL_TEXT.invalidBody }
          : { title: VERIFY_EMAIL_TEXT.errorTitle, body: error ?? VERIFY_EMAIL_TEXT.invalidBody };
  return (
    <AccountCard title={text.title}>
      <p className={styles.warningBox} role="alert">
        {text.body}
      </p>
      {next}
    </AccountCard>
  );
}
