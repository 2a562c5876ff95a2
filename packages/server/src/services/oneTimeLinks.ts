import type { ServerConfig } from '../config';
import { hashSessionToken, newSessionToken } from '../auth/tokens';
import { ApiError, ERROR_CODES } from '../errors';
import type { AccountTokenPurpose } from '../db/schema';
import type { RateLimit } from './rateLimits';

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

/** The limits of the mail-sending routes, from the configuration (shared counters, like every limit of the API). */
export function accountMailLimits(config: ServerConfig) {
  return {
    /** Reset requests per email address, whoever asks. */
    resetPerEmail: {
      name: 'password-reset-email',
      max: config.passwordResetsPerEmailPerHour,
      windowSeconds: 60 * 60,
      message: (wait) => `Too many reset requests for this address. Check your inbox (and spam folder) for the last mail, or ask again in ${wait}.`,
    },
    /** Reset requests per client address. */
    resetPerAddress: {
      name: 'password-reset-address',
      max: config.passwordResetsPerAddressPerHour,
      windowSeconds: 60 * 60,
      message: (wait) => `Too many reset requests from your network. Please try again in ${wait}.`,
    },
    /** Verification links one account asks to be sent again (the first, at sign-up, is not counted). */
    verificationPerUser: {
      name: 'email-verification-user',
      max: config.verificationMailsPerUserPerHour,
      windowSeconds: 60 * 60,
      message: (wait) => `A verification link was sent ${config.verificationMailsPerUserPerHour} times in the last hour. Check your inbox (and spam folder) for the last one, or ask again in ${wait}.`,
    },
    /** Mails one signed-in user makes the server send (invitations, email-change and verification links). */
    perUser: {
      name: 'account-mail-user',
      max: config.accountMailsPerUserPerDay,
      windowSeconds: 24 * 60 * 60,
      message: (wait) => `You have sent ${config.accountMailsPerUserPerDay} invitations or verification mails today, the daily limit. Try again in ${wait}.`,
    },
  } satisfies Record<string, RateLimit>;
}
