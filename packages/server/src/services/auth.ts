import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts, sessions, users, type SystemRole } from '../db/schema';
import type { LoginResponse } from '../contract';
import { ApiError, badRequest, ERROR_CODES, notFound, tooManyRequests } from '../errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { hashSessionToken, newSessionToken } from '../auth/tokens';
import { writeAuditLog } from './audit';
import { findUserProfile } from './users';

/** The one message for a wrong email and a wrong password, so neither is revealed. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export interface ThrottlePolicy {
  /** Failures allowed per email and per address inside the window. */
  readonly maxFailures: number;
  readonly windowMinutes: number;
}

/** The signed-in user a request carries after authentication. */
export interface SessionUser {
  readonly id: number;
  readonly email: string;
  readonly fullName: string;
  readonly role: SystemRole;
  readonly tokenHash: string;
}

/**
 * Seconds until the caller may try again, or 0 when not throttled. Counts failed attempts
 * in the window for the email and, separately, for the address; at `maxFailures` either one
 * blocks until its oldest counted failure leaves the window.
 */
export async function loginRetryAfterSeconds(
  db: Database,
  email: string,
  ip: string,
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<number> {
  const windowStart = new Date(now.getTime() - policy.windowMinutes * 60_000);
  const recentFailures = (column: typeof loginAttempts.email | typeof loginAttempts.ip, value: string) =>
    db
      .select({ attemptedAt: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, windowStart)))
      .orderBy(sql`${loginAttempts.attemptedAt} desc`)
      .limit(policy.maxFailures);
  let retryAfterMs = 0;
  for (const rows of await Promise.all([recentFailures(loginAttempts.email, email), recentFailures(loginAttempts.ip, ip)])) {
    if (rows.length < policy.maxFailures) continue;
    const oldestCounted = rows[rows.length - 1]!.attemptedAt;
    retryAfterMs = Math.max(retryAfterMs, oldestCounted.getTime() + policy.windowMinutes * 60_000 - now.getTime());
  }
  return retryAfterMs > 0 ? Math.ceil(retryAfterMs / 1000) : 0;
}

/**
 * POST /api/auth/login. Throttled per email and per address (429 with Retry-After), then
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
    throw tooManyRequests(
      `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
      retryAfter,
    );
  }

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);

  if (!user || !valid) {
    await db.transaction(async (tx) => {
      await tx.insert(loginAttempts).values({ email, ip: context.ip, succeeded: false });
      await writeAuditLog(tx, {
        actorUserId: user?.id ?? null,
        action: 'auth.login',
        resourceType: 'session',
        outcome: 'FAILURE',
        detail: { email, reason: user ? 'wrong_password' : 'unknown_email' },
        ip: context.ip,
      });
    });
    throw new ApiError(401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
  }

  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + context.sessionTtlDays * 24 * 60 * 60_000);
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: user.id, expiresAt });
    // A successful sign-in clears this email's failure count (the address keeps its own).
    await tx.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)));
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'auth.login',
      resourceType: 'session',
      resourceId: user.id,
      outcome: 'SUCCESS',
      ip: context.ip,
    });
  });
  const profile = await findUserProfile(db, user.id);
  if (!profile) throw new Error('user vanished during login');
  return { ...profile, token };
}

function prepareSessionLookup(db: Database) {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('rei_find_session');
}
/** The session lookup runs on every authenticated request, so it is a prepared statement per database. */
const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/** Looks up an unexpired session by its token; null when unknown or expired. */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const tokenHash = hashSessionToken(token);
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash });
  return row ? { ...row, tokenHash } : null;
}

/** POST /api/auth/logout: the session stops working at once. */
export async function logout(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Housekeeping: drops expired sessions and login attempts older than a day. */
export async function pruneExpiredAuthRows(db: Database, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - 24 * 60 * 60_000)));
}

/**
 * POST /api/auth/password: the current password must verify (400 naming
 * `body.currentPassword` otherwise, audited as a failure); the new hash is stored, every
 * other session of the user is revoked (the one making the call stays signed in) and the
 * change is audited.
 */
export async function changePassword(
  db: Database,
  user: { id: number; tokenHash: string },
  change: { currentPassword: string; newPassword: string },
  context: { ip: string },
): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row) throw notFound('User not found');
  if (!(await verifyPassword(change.currentPassword, row.passwordHash))) {
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
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, user.tokenHash)));
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
