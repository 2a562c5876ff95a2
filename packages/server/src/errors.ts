/** Stable error codes the API answers with, in the JSON body `{ message, code, fields? }`. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  invalidJson: 'INVALID_JSON',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unauthenticated: 'UNAUTHENTICATED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  /** A cookie-authenticated change without proof it came from the app itself (see security/csrf.ts). */
  csrf: 'CSRF',
  tierLimit: 'TIER_LIMIT',
  notFound: 'NOT_FOUND',
  /** A method the route does not take (405, with `Allow`). */
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  /** A deal saved over a version that is no longer its newest (409). */
  staleVersion: 'STALE_VERSION',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** An `Idempotency-Key` sent again with a different request (422). */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** A mailed one-time link (password reset, email change, invitation) that has expired or was revoked (410). */
  linkExpired: 'LINK_EXPIRED',
  /** A mailed one-time link that was already used (410). */
  linkUsed: 'LINK_USED',
  /** An action that needs a confirmed email address (joining a team) by an account that has not confirmed it (403). */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** A feature an administrator turned off in the admin panel's Feature Toggles (503 naming the setting). */
  featureDisabled: 'FEATURE_DISABLED',
  /** The database does not answer (connection refused or lost, pool ended, PGlite closed): 503 with Retry-After. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The one error type services and route guards throw. The app's error handler turns it into
 * `{ message, code, fields? }` with `statusCode`; `headers` are added to the response.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** More of the answer's body beside message, code and fields (a TIER_LIMIT's `limit`). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * What a TIER_LIMIT answer says about the limit: the feature or limit reached (`properties`,
 * `aiSummariesPerMonth`, a feature key, or `export:<format>`), the number allowed and used where
 * it is a count, the caller's plan, the cheapest plan that lifts it, and where to change plan.
 */
export interface TierLimitDetail {
  readonly feature: string;
  readonly limit: number | null;
  readonly used: number | null;
  readonly plan: string;
  readonly upgradeTo: string | null;
  readonly upgradeUrl: '/subscription';
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, ERROR_CODES.validation, message, fields);
export const unauthenticated = (message = 'Authentication required') =>
  new ApiError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message: string) => new ApiError(403, ERROR_CODES.forbidden, message);
/** 403 for a plan limit; the message names the limit and how to lift it. */
export const tierLimit = (message: string, limit: Omit<TierLimitDetail, 'upgradeUrl'>) =>
  new ApiError(403, ERROR_CODES.tierLimit, message, undefined, undefined, { limit: { ...limit, upgradeUrl: '/subscription' } });
export const notFound = (message: string) => new ApiError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, ERROR_CODES.tooManyRequests, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/**
 * A database rule a request broke, as the answer it deserves; undefined for any other error.
 * The tenancy triggers (migration 0006, constraint name `rei_property_tenancy`) refuse a row
 * that would link one organization to another's property: the services check this first, so
 * reaching the trigger means a path forgot to — it still answers 403, never 500.
 */
export function apiErrorFromDatabase(error: unknown): ApiError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if ((current as { constraint?: unknown }).constraint === 'rei_property_tenancy') {
      return forbidden('That property belongs to another organization. Work on it in its own organization.');
    }
    current = (current as { cause?: unknown }).cause;
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return undefined;
}

/** Seconds a client is asked to wait after a 503 for a lost database (a restart or failover takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the database does not answer; the request may be sent again later. */
export const databaseUnavailable = () =>
  new ApiError(
    503,
    ERROR_CODES.databaseUnavailable,
    'The database is not answering right now. Please try again in a few seconds.',
    undefined,
    { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  );

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01–57P03
 * (server shut down, e.g. `pg_terminate_backend`, or starting up), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of a connection that cannot be made or was cut. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What node-postgres, its pool and PGlite say when there is no connection to run a query on. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^PGlite is closed/,
];

/**
 * Whether the error (or one of its causes: Drizzle wraps the driver's error) says the database
 * cannot be reached, as opposed to a query it refused. Such a request deserves 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    // An outside service out of reach (fetch's "fetch failed", caused by ECONNREFUSED) is not the database.
    if (message === 'fetch failed') return false;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (a connect to every address of `localhost` refused)
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((item) => isDatabaseUnavailable(item))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
