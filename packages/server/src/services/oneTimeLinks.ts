import { hashSessionToken, newSessionToken } from '../auth/tokens';
import { ApiError, ERROR_CODES } from '../errors';
import type { AccountTokenPurpose } from '../db/schema';

/**
 * Tokens of mailed one-time links: 256 random bits (base64url), stored only as their SHA-256,
 * like session tokens, so a leaked table opens nothing.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = newSessionToken();
  return { token, tokenHash: hashSessionToken(token) };
}

export const hashLinkToken = hashSessionToken;

/** 410 for a link whose time is over (or that was withdrawn); `message` says what to do instead. */
export const linkExpired = (message: string) => new ApiError(410, ERROR_CODES.linkExpired, message);
/** 410 for a link that was already followed once. */
export const linkUsed = (message: string) => new ApiError(410, ERROR_CODES.linkUsed, message);

/**
 * Every kind of mailed account link. A new password (changed or reset) ends them all: a link
 * asked for by someone who knew the old password — an email change to their own mailbox above
 * all — must not outlive it.
 */
export const EVERY_ACCOUNT_LINK = ['password_reset', 'email_change', 'email_verification'] as const satisfies readonly AccountTokenPurpose[];

/** The links mailed to the account's address: an email change ends them, since they went to the old one. */
export const LINKS_TO_THE_ACCOUNT_ADDRESS = ['password_reset', 'email_verification'] as const satisfies readonly AccountTokenPurpose[];

/** 403 for an action that needs a confirmed address (joining a team); the message says how to confirm it. */
export const emailNotVerified = (email: string) =>
  new ApiError(
    403,
    ERROR_CODES.emailNotVerified,
    `Confirm your email address first: follow the link we mailed to ${email} (or ask for a new one from the banner at the top of REI). Until then your account cannot join a team.`,
  );

/** How long each kind of link works. */
export const PASSWORD_RESET_MINUTES = 60;
export const EMAIL_CHANGE_HOURS = 24;
export const EMAIL_VERIFICATION_HOURS = 48;
export const INVITATION_DAYS = 7;

