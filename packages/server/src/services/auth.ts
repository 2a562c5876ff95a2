import type { Database } from '../db/client';
import { deleteOtherSessions, deleteSession, deleteSessionsExpiredBefore, insertSession } from '../db/queries/sessions';
import { findCredentialsByEmail, findPasswordHash, setPasswordHash } from '../db/queries/users';
import { deleteAccountTokensExpiredBefore, retireAccountTokens } from '../db/queries/accountTokens';
import type { SystemRole } from '../db/schema';
import type { LoginResponse } from '../contract';
import { ApiError, badRequest, ERROR_CODES, notFound } from '../errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { hashSessionToken, newSessionToken } from '../auth/tokens';
import type { Limits } from '../plugins/limits';
import { writeAuditLog } from './audit';
import { findUserProfile } from './users';
import { EVERY_ACCOUNT_LINK } from './oneTimeLinks';

/** The one message for a wrong email and a wrong password, so neither is revealed. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** The subject of the `login-pair` limit: one account's failures from one address. */
export function loginPairSubject(email: string, ip: string): string {
  return `${email}|${ip}`;
}

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
 * POST /api/auth/login. Throttled per (email, address) and per address (429 with Retry-After,
 * the limits `login-pair` and `login-address` of plugins/limits.ts), then the password is checked
 * in constant time; every outcome is audited. On success a new session is stored (hashed) and
 * the token returned once.
 *
 * Failures are counted per (account, address) pair and per address, never per account alone: an
 * attacker's failures for a victim slow down only the attacker's own address, and the victim's
 * correct password from an address with no failures always gets through. Attempts refused with
 * 429 are not failures, so waiting them out never lengthens the wait.
 */
export async function login(
  db: Database,
  credentials: { email: string; password: string },
  context: { ip: string; sessionTtlDays: number; limits: Limits },
): Promise<LoginResponse> {
  const { email, password } = credentials;
  const { limits } = context;
  const pair = loginPairSubject(email, context.ip);
  try {
    await limits.check('login-pair', pair);
    await limits.check('login-address', context.ip);
  } catch (refusal) {
    await writeAuditLog(db, {
      actorUserId: null,
      action: 'auth.login',
      resourceType: 'session',
      outcome: 'THROTTLED',
      detail: { email },
      ip: context.ip,
    });
    throw refusal;
  }

  const user = await findCredentialsByEmail(db, email);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);

  if (!user || !valid) {
    // Counted before anything else, where every instance sees it (the database, or Redis).
    await Promise.all([limits.penalize('login-pair', pair), limits.penalize('login-address', context.ip)]);
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
  // A successful sign-in clears this pair's failures, and the address forgets them too. The
  // address keeps the other accounts' failures, or one account of the attacker's own would
  // reset the limit that protects everyone else's.
  await limits.reward('login-address', context.ip, await limits.reset('login-pair', pair));
  const profile = await findUserProfile(db, user.id);
  if (!profile) throw new Error('user vanished during login');
  return { ...profile, token };
}

/** POST /api/auth/logout: the session stops working at once. */
export async function logout(db: Database, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
}

/** Housekeeping: drops expired sessions and long-expired mailed links (the limiter prunes its own counters, `app.limits.prune`). */
export async function pruneExpiredAuthRows(db: Database, now = new Date()): Promise<void> {
  await deleteSessionsExpiredBefore(db, now);
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
  context: { ip: string; limits: Limits },
): Promise<void> {
  // Someone holding a stolen session must not get unlimited guesses at the current password:
  // after PASSWORD_CHANGE_MAX_FAILURES wrong ones in a window, even the right one waits (429).
  const throttleSubject = String(user.id);
  try {
    await context.limits.check('password-change', throttleSubject);
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
    await context.limits.penalize('password-change', throttleSubject);
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
