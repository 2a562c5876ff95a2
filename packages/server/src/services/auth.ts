import type { Database } from '../db/client';
import { deleteOtherSessions, deleteSession, deleteSessionsExpiredBefore, insertSession } from '../db/queries/sessions';
import { findCredentialsByEmail, findPasswordHash, setPasswordHash } from '../db/queries/users';
import { deleteAccountTokensExpiredBefore, retireAccountTokens } from '../db/queries/accountTokens';
import type { SystemRole } from '../db/schema';
import type { LoginResponse } from '../contract';
import { ApiError, badRequest, ERROR_CODES, notFound, tooManyRequests } from '../errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { hashSessionToken, newSessionToken } from '../auth/tokens';
import { assertUnderRateLimit, pruneRateLimitCounters, recordRateLimitHit, waitInWords, type RateLimit } from './rateLimits';
import { limitStoreFor } from '../limits/limitStore';
import { writeAuditLog } from './audit';
import { findUserProfile } from './users';
import { EVERY_ACCOUNT_LINK } from './oneTimeLinks';

/** The one message for a wrong email and a wrong password, so neither is revealed. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/**
 * Login throttling (OWASP ASVS 2.2.1). Failures are counted per (account, address) pair and per
 * address, never per account alone: a per-account lock is the lever an attacker would use to
 * lock the owner out, since anyone can send wrong passwords for any email from anywhere. So an
 * attacker's failures for a victim slow down only the attacker's own address, and the victim's
 * correct password from an address with no failures always gets through. The per-address limit
 * is higher than the pair limit because many people may share one address (an office NAT).
 */
export interface ThrottlePolicy {
  /** Failures allowed for one account from one address inside the window. */
  readonly pairMaxFailures: number;
  /** Failures allowed from one address, whatever the accounts, inside the window. */
  readonly addressMaxFailures: number;
  /** Failures older than this are forgotten; also the longest backoff. */
  readonly windowMinutes: number;
}

/** The wait after a limit is first reached; it doubles with each further failure, up to the window. */
export const FIRST_BACKOFF_SECONDS = 60;

/** The signed-in user a request carries after authentication. */
export interface SessionUser {
  readonly id: number;
  readonly email: string;
  readonly fullName: string;
  readonly role: SystemRole;
  /** The shared demo account (its login is published), whose credentials and profile are read-only. */
  readonly isDemo: boolean;
  readonly tokenHash: string;
}

/**
 * Seconds until the caller may try again, or 0 when not throttled. For the (email, address)
 * pair and for the address alone, counts the failures `n` in the window; once `n` reaches the
 * limit `max`, the next attempt must wait `min(window, 60 s × 2^(n − max))` after the latest
 * failure (exponential backoff: 1, 2, 4, 8 minutes, then the window). Attempts refused with 429
 * are not failures, so waiting them out never lengthens the wait.
 */
export async function loginRetryAfterSeconds(
  db: Database,
  email: string,
  ip: string,
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<number> {
  const windowMs = policy.windowMinutes * 60_000;
  const windowStart = new Date(now.getTime() - windowMs);
  const store = limitStoreFor(db);
  const [pair, address] = await Promise.all([store.loginFailures({ email, ip }, windowStart), store.loginFailures({ ip }, windowStart)]);
  const waitMs = (row: { failures: number; latest: Date | null }, limit: number) => {
    if (!row.latest || row.failures < limit) return 0;
    const backoffMs = Math.min(windowMs, FIRST_BACKOFF_SECONDS * 1000 * 2 ** (row.failures - limit));
    return new Date(row.latest).getTime() + backoffMs - now.getTime();
  };
  const retryAfterMs = Math.max(waitMs(pair, policy.pairMaxFailures), waitMs(address, policy.addressMaxFailures));
  return retryAfterMs > 0 ? Math.ceil(retryAfterMs / 1000) : 0;
}

/**
 * POST /api/auth/login. Throttled per (email, address) and per address (429 with Retry-After), then
 * the password is checked in constant time; every outcome is audited. On success a new
 * session is stored (hashed) and the token returned once.
 */
export async function login(
  db: Database,
  credentials: { email: string; password: string },
  context: { ip: string; sessionTtlDays: number; throttle: ThrottlePolicy },
): Promise<LoginResponse> {
  const { email, password } = credentials;
  const retryAfter = await loginRetryAfterSeconds(db, email, context.ip, context.throttle);
  if (retryAfter > 0) {
    await writeAuditLog(db, {
      actorUserId: null,
      action: 'auth.login',
      resourceType: 'session',
      outcome: 'THROTTLED',
      detail: { email },
      ip: context.ip,
    });
    throw tooManyRequests(`Too many failed sign-in attempts from your network. Try again in ${waitInWords(retryAfter)}.`, retryAfter);
  }

  const user = await findCredentialsByEmail(db, email);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);

  if (!user || !valid) {
    // Counted before anything else, where every instance sees it (the database, or Redis).
    await limitStoreFor(db).recordLoginFailure(email, context.ip, new Date(), context.throttle.windowMinutes * 60_000);
    await writeAuditLog(db, {
      actorUserId: user?.id ?? null,
      action: 'auth.login',
      resourceType: 'session',
      outcome: 'FAILURE',
      detail: { email, reason: user ? 'wrong_password' : 'unknown_email' },
      ip: context.ip,
    });
    throw new ApiError(401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
  }

  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + context.sessionTtlDays * 24 * 60 * 60_000);
  await db.transaction(async (tx) => {
    await insertSession(tx, { tokenHash: hashSessionToken(token), userId: user.id, expiresAt });
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'auth.login',
      resourceType: 'session',
      resourceId: user.id,
      outcome: 'SUCCESS',
      ip: context.ip,
    });
  });
  // A successful sign-in clears this pair's failures. The address keeps its count, or one
  // account of the attacker's own would reset the limit that protects everyone else's.
  await limitStoreFor(db).clearLoginFailures(email, context.ip);
  const profile = await findUserProfile(db, user.id);
  if (!profile) throw new Error('user vanished during login');
  return { ...profile, token };
}

/** POST /api/auth/logout: the session stops working at once. */
export async function logout(db: Database, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
}

/** Housekeeping: drops expired sessions, login attempts older than a day, old limiter counters and long-expired mailed links. */
export async function pruneExpiredAuthRows(db: Database, now = new Date()): Promise<void> {
  await deleteSessionsExpiredBefore(db, now);
  // Limiter counters and login failures older than their longest use (see LimitStore.prune).
  await pruneRateLimitCounters(db, now);
  // Mailed one-time links (reset, email change) a day past their end: a late click still reads "expired" meanwhile.
  await deleteAccountTokensExpiredBefore(db, new Date(now.getTime() - 24 * 60 * 60_000));
}

/**
 * POST /api/auth/password: the current password must verify (400 naming
 * `body.currentPassword` otherwise, audited as a failure); the new hash is stored, every
 * other session of the user is revoked (the one making the call stays signed in), every mailed
 * link of the account (reset, email change, verification) is retired and the change is audited.
 */
export async function changePassword(
  db: Database,
  user: { id: number; tokenHash: string },
  change: { currentPassword: string; newPassword: string },
  context: { ip: string; throttle: RateLimit },
): Promise<void> {
  // Someone holding a stolen session must not get unlimited guesses at the current password:
  // after `throttle.max` wrong ones in a window, even the right one waits (429).
  const throttleSubject = String(user.id);
  try {
    await assertUnderRateLimit(db, context.throttle, throttleSubject);
  } catch (error) {
    await writeAuditLog(db, {
      actorUserId: user.id,
      action: 'auth.password_change',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'THROTTLED',
      ip: context.ip,
    });
    throw error;
  }
  const currentHash = await findPasswordHash(db, user.id);
  if (currentHash === undefined) throw notFound('User not found');
  if (!(await verifyPassword(change.currentPassword, currentHash))) {
    await recordRateLimitHit(db, context.throttle, throttleSubject);
    await writeAuditLog(db, {
      actorUserId: user.id,
      action: 'auth.password_change',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'FAILURE',
      detail: { reason: 'wrong_current_password' },
      ip: context.ip,
    });
    throw badRequest('Your current password is not correct.', { 'body.currentPassword': 'Current password is not correct' });
  }
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteOtherSessions(tx, user.id, user.tokenHash);
    // Links asked for under the old password (an email change to someone else's mailbox, a
    // reset) stop working with it; a verification link can be asked for again.
    await retireAccountTokens(tx, user.id, EVERY_ACCOUNT_LINK, new Date());
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'auth.password_change',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'SUCCESS',
      ip: context.ip,
    });
  });
}
