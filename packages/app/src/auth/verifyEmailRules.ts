import type { VerifyEmailResendState } from '@rei/ui';
import { errorStatus, serverMessage } from '../api/RequestError';

/**
 * Whether the "confirm your email" banner shows: only for a user the server said is unconfirmed.
 * A session stored before the field existed (`emailVerified` missing) shows nothing until
 * /api/auth/me answers, so nobody confirmed sees a wrong banner.
 */
export function needsEmailConfirmation(user: { emailVerified?: boolean } | null | undefined): boolean {
  return user?.emailVerified === false;
}

/**
 * What a refused "send the link again" means for the banner: 409 — the address was confirmed
 * meanwhile (another tab or browser), so the banner goes; 429 — the hourly limit, the button waits
 * and the server's words say how long; anything else — failed, try again.
 */
export function resendRefusal(error: unknown): { confirmed: true } | { confirmed: false; state: VerifyEmailResendState; message: string | null } {
  const status = errorStatus(error);
  if (status === 409) return { confirmed: true };
  return { confirmed: false, state: status === 429 ? 'throttled' : 'failed', message: serverMessage(error) ?? null };
}
