/**
 * Every rate limit of the API, declared once (issue 27). The rate-limit plugin (`rateLimit.ts`)
 * counts them on rate-limiter-flexible; nothing else counts anything.
 *
 * - A limit that counts every request names its `subject` and is declared by the route, next to
 *   its guard: `config: { rateLimit: 'register' }` (or several names).
 * - A limit that counts only some outcomes (a wrong password) has no `subject`: its service is
 *   handed `app.limits` (the `Limits` below) and calls `check`, `penalize`, `reset` or `consume`.
 *
 * Each window opens at the subject's first counted attempt and lasts `durationSeconds`; past
 * `points` the answer is 429 `TOO_MANY_REQUESTS` with `Retry-After` and the limit's message.
 * A `backoff` limit (sign-in failures) instead locks the subject once it reaches `points`
 * failures, for `backoffSeconds(failures, …)` from the latest one.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { optionalUser } from '../routes/requestScope';

/** One limit: at most `points` per subject in a window of `durationSeconds`. */
export interface LimitDeclaration {
  readonly points: (config: ServerConfig) => number;
  readonly durationSeconds: (config: ServerConfig) => number;
  /** What the person reads in the 429, given how long to wait ('3 minutes'). */
  readonly message: (wait: string, config: ServerConfig) => string;
  /**
   * For a limit a route declares: whose counter a request adds to (a user id, an address);
   * undefined counts nothing. Absent: the limit is counted by a service through `Limits`.
   */
  readonly subject?: (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
  /** Failures lock the subject with a doubling wait once `points` is reached (sign-in). */
  readonly backoff?: true;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const signedInUser = (request: FastifyRequest) => (request.sessionUser ? String(request.sessionUser.id) : undefined);
const address = (request: FastifyRequest) => request.ip;
const signInFailures = (wait: string) => `Too many failed sign-in attempts from your network. Try again in ${wait}.`;

/** The limits, by name (the name is also the counter's key prefix: `register:203.0.113.7`). */
export const LIMITS = {
  // --- counted per request, declared by the route ---------------------------------------------
  /** POST /api/auth/register and /api/invitations/register, per address; a taken email (409) counts too. */
  register: {
    points: (config) => config.registrationsPerAddressPerHour,
    durationSeconds: () => HOUR,
    subject: address,
    message: (wait) => `Too many sign-ups from your network in the last hour. Please try again in ${wait}.`,
  },
  /** POST /api/organizations, per user. */
  'create-organization': {
    points: (config) => config.organizationsPerUserPerDay,
    durationSeconds: () => DAY,
    subject: signedInUser,
    message: (wait, config) => `You have created ${config.organizationsPerUserPerDay} organizations today, the daily limit. You can create another in ${wait}.`,
  },
  /** Search, BBL and suggestions without a session, per address: each may ask NYC Open Data and GeoSearch. */
  'public-lookup': {
    points: (config) => config.publicLookupsPerAddressPerMinute,
    durationSeconds: () => 60,
    subject: async (request) => ((await optionalUser(request)) ? undefined : request.ip),
    message: (wait) => `Too many property lookups from your network without signing in. Sign in to keep searching, or try again in ${wait}.`,
  },
  /** POST /api/reports, per user (REPORTS_PER_USER_PER_HOUR): each XLSX or PDF costs tens of milliseconds of a worker. */
  'report-build': {
    points: (config) => config.reportsPerUserPerHour,
    durationSeconds: () => HOUR,
    subject: signedInUser,
    message: (wait, config) => `You have built ${config.reportsPerUserPerHour} reports in the last hour, the hourly limit. You can build another in ${wait}.`,
  },
  /** GET /r/{token}, the public report view, per address. */
  'share-view': {
    points: () => 600,
    durationSeconds: () => 10 * 60,
    subject: address,
    message: (wait) => `Too many report views from your network. Please try again in ${wait}.`,
  },
  /** POST /api/auth/password-reset, per address… */
  'password-reset-address': {
    points: (config) => config.passwordResetsPerAddressPerHour,
    durationSeconds: () => HOUR,
    subject: address,
    message: (wait) => `Too many reset requests from your network. Please try again in ${wait}.`,
  },
  /** …and per email address asked about, whoever asks. */
  'password-reset-email': {
    points: (config) => config.passwordResetsPerEmailPerHour,
    durationSeconds: () => HOUR,
    subject: (request) => (request.body as { email?: string } | undefined)?.email,
    message: (wait) => `Too many reset requests for this address. Check your inbox (and spam folder) for the last mail, or ask again in ${wait}.`,
  },

  // --- counted by a service through `Limits` --------------------------------------------------
  /** Verification links one account asks to be sent again (the first, at sign-up, is not counted). */
  'email-verification-user': {
    points: (config) => config.verificationMailsPerUserPerHour,
    durationSeconds: () => HOUR,
    message: (wait, config) =>
      `A verification link was sent ${config.verificationMailsPerUserPerHour} times in the last hour. Check your inbox (and spam folder) for the last one, or ask again in ${wait}.`,
  },
  /** Mails one signed-in user makes the server send (invitations, email-change and verification links). */
  'account-mail-user': {
    points: (config) => config.accountMailsPerUserPerDay,
    durationSeconds: () => DAY,
    message: (wait, config) => `You have sent ${config.accountMailsPerUserPerDay} invitations or verification mails today, the daily limit. Try again in ${wait}.`,
  },
  /** Wrong current passwords per user (password change, email change): only failures count. */
  'password-change': {
    points: (config) => config.passwordChangeMaxFailures,
    durationSeconds: (config) => config.loginWindowMinutes * 60,
    message: (wait) => `Too many wrong current passwords. For your account's safety, try again in ${wait}.`,
  },
  /**
   * Failed sign-ins per (account, address) pair, never per account alone: a per-account lock is
   * the lever an attacker would use to lock the owner out (OWASP ASVS 2.2.1).
   */
  'login-pair': {
    points: (config) => config.loginMaxFailures,
    durationSeconds: (config) => config.loginWindowMinutes * 60,
    backoff: true,
    message: signInFailures,
  },
  /** Failed sign-ins per address whatever the accounts, higher: many people may share one address (an office NAT). */
  'login-address': {
    points: (config) => config.loginAddressMaxFailures,
    durationSeconds: (config) => config.loginWindowMinutes * 60,
    backoff: true,
    message: signInFailures,
  },

  // --- counted by the plugin on every request made with an API key ----------------------------
  'api-key-second': {
    points: (config) => config.apiKeyRequestsPerSecond,
    durationSeconds: () => 1,
    message: (wait, config) => `This API key made more than ${config.apiKeyRequestsPerSecond} requests a second, its limit. Try again in ${wait}.`,
  },
  'api-key-day': {
    points: (config) => config.apiKeyRequestsPerDay,
    durationSeconds: () => DAY,
    message: (wait, config) => `This API key made more than ${config.apiKeyRequestsPerDay.toLocaleString('en-US')} requests a day, its limit. Try again in ${wait}.`,
  },
} satisfies Record<string, LimitDeclaration>;

export type LimitName = keyof typeof LIMITS;

/** What services get (`app.limits`, passed as an argument): counting by name, never the library. */
export interface Limits {
  /** Counts one attempt of `subject`; past the limit throws its 429 (the attempt stays counted). */
  consume(name: LimitName, subject: string): Promise<void>;
  /** Throws the limit's 429 when `subject` has used it up (a backoff limit: while it is locked), counting nothing. */
  check(name: LimitName, subject: string): Promise<void>;
  /** Counts one failure of `subject` without refusing it (a backoff limit locks it once the limit is reached). */
  penalize(name: LimitName, subject: string): Promise<void>;
  /** Forgets `subject`'s count (a successful sign-in clears its pair's failures); answers how many it had. */
  reset(name: LimitName, subject: string): Promise<number>;
  /** Takes `points` off `subject`'s count (the address forgets the failures of a pair that was cleared). */
  reward(name: LimitName, subject: string, points: number): Promise<void>;
}

/** The wait after a backoff limit is first reached; it doubles with each further failure, up to the window. */
export const FIRST_BACKOFF_SECONDS = 60;

/**
 * How long a subject with `failures` failures in the window waits after the latest one:
 * nothing below `points`, then min(window, 60 s × 2^(failures − points)) — 1, 2, 4, 8 minutes, then the window.
 */
export function backoffSeconds(failures: number, points: number, windowSeconds: number): number {
  if (failures < points) return 0;
  return Math.min(windowSeconds, FIRST_BACKOFF_SECONDS * 2 ** (failures - points));
}

/** '45 seconds', '1 minute', '12 minutes', '3 hours': the wait, rounded up, in words. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds <= 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}
