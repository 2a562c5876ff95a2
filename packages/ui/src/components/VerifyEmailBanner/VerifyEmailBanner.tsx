import { Button } from '../Button';
import * as styles from './VerifyEmailBanner.css';

export const VERIFY_EMAIL_BANNER_TEXT = {
  title: 'Confirm your email address',
  body: (email: string) =>
    `We mailed a link to ${email}. Until you follow it, you can work with your own properties, but you cannot join a team you are invited to.`,
  resend: 'Send the link again',
  resending: 'Sending...',
  resent: (email: string) => `A new link is on its way to ${email}. It replaces the earlier one.`,
  throttled: 'The link was sent several times already. Check your inbox and spam folder, or try again later.',
  failed: 'The link could not be sent. Please try again.',
} as const;

/** Where the last "send again" stands: nothing asked yet, in flight, sent, refused by the limit, or failed otherwise. */
export const VERIFY_EMAIL_RESEND_STATES = ['idle', 'sending', 'resent', 'throttled', 'failed'] as const;
export type VerifyEmailResendState = (typeof VERIFY_EMAIL_RESEND_STATES)[number];

export interface VerifyEmailBannerProps {
  /** The address the link was mailed to (the account's). */
  email: string;
  /** Where the last resend stands (default 'idle'). */
  resendState?: VerifyEmailResendState;
  /** The server's words for the last resend (its answer, or why it was refused, with the wait); replaces the default text. */
  resendMessage?: string | null;
  /** Asks for a new link. */
  onResend: () => void;
}

/**
 * The notice an account sees until it confirms its address, with a button that mails the link
 * again. After a refusal by the limit the button waits (disabled) and the server's message says
 * how long.
 */
export function VerifyEmailBanner({ email, resendState = 'idle', resendMessage, onResend }: VerifyEmailBannerProps) {
  const outcome =
    resendState === 'resent'
      ? (resendMessage ?? VERIFY_EMAIL_BANNER_TEXT.resent(email))
      : resendState === 'throttled'
        ? (resendMessage ?? VERIFY_EMAIL_BANNER_TEXT.throttled)
        : resendState === 'failed'
          ? (resendMessage ?? VERIFY_EMAIL_BANNER_TEXT.failed)
          : null;
  return (
    <section className={styles.banner} aria-labelledby="verify-email-banner-title">
      <div className={styles.text}>
        <h2 id="verify-email-banner-title" className={styles.title}>
          {VERIFY_EMAIL_BANNER_TEXT.title}
        </h2>
        <p className={styles.body}>{VERIFY_EMAIL_BANNER_TEXT.body(email)}</p>
        <p className={styles.outcome} role="status" aria-live="polite">
          {outcome}
        </p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={onResend}
        loading={resendState === 'sending'}
        loadingText={VERIFY_EMAIL_BANNER_TEXT.resending}
        disabled={resendState === 'throttled'}
      >
        {VERIFY_EMAIL_BANNER_TEXT.resend}
      </Button>
    </section>
  );
}
