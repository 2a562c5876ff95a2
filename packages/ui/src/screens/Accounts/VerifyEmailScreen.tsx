import { Button } from '../../components/Button';
import { AccountCard } from './AccountCard';
import type { LinkStatus } from './linkStatus';
import * as styles from './AccountScreens.css';

export const VERIFY_EMAIL_TEXT = {
  checking: 'Confirming your email...',
  checkingTitle: 'Confirming your email',
  verifiedTitle: 'Email changed',
  verifiedBody: (email: string) => `Your account now uses ${email}. Sign in with this address from now on; your previous address was told about the change.`,
  confirmedTitle: 'Email confirmed',
  confirmedBody: (email: string) => `${email} is confirmed as your address. You can now join the teams that invite you.`,
  expiredTitle: 'This confirmation link has expired',
  expiredBody:
    'Nothing changed. For a change of address, ask for a new link in Settings; to confirm a new account, use "Send the link again" at the top of REI.',
  usedTitle: 'This confirmation link was already used',
  usedBody: 'It was followed before, or a newer link replaced it. Settings shows the email your account uses and whether it is confirmed.',
  invalidTitle: 'This confirmation link is not valid',
  invalidBody: 'The address may be cut short: copy the whole link from the mail. Nothing changed.',
  errorTitle: 'Could not confirm your email',
  toSettings: 'Open Settings',
  toSignIn: 'Go to sign in',
} as const;

/** The two links this page follows: a new account's confirmation, or an email change. */
export type VerifyEmailLinkKind = 'verification' | 'email_change';

export interface VerifyEmailScreenProps {
  /** 'valid' means the link did its work (address confirmed, or the change applied). */
  status: Exclude<LinkStatus, 'revoked'> | 'error';
  /** Which link it was, once known (default 'email_change'). */
  kind?: VerifyEmailLinkKind;
  /** The address now in use (when applied). */
  email?: string | null;
  /** A failure other than the link's state (the server's words). */
  error?: string | null;
  /** Someone is signed in in this browser: offer Settings rather than sign-in. */
  signedIn?: boolean;
  onOpenSettings: () => void;
  onSignIn: () => void;
}

/** /verify-email?token=…: the outcome of following a mailed confirmation link (a new account's address, or a new address). */
export function VerifyEmailScreen({ status, kind = 'email_change', email, error, signedIn = false, onOpenSettings, onSignIn }: VerifyEmailScreenProps) {
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
    const confirmed = kind === 'verification';
    return (
      <AccountCard title={confirmed ? VERIFY_EMAIL_TEXT.confirmedTitle : VERIFY_EMAIL_TEXT.verifiedTitle}>
        <p className={styles.successBox} role="status">
          {confirmed ? VERIFY_EMAIL_TEXT.confirmedBody(email ?? '') : VERIFY_EMAIL_TEXT.verifiedBody(email ?? '')}
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
