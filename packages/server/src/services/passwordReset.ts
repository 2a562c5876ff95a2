import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import {
  deleteAllSessions,
  findAccountTokenByHash,
  findUserContact,
  findUserContactByEmail,
  insertAccountToken,
  lockAccountTokenByHash,
  markAccountTokenUsed,
  retireAccountTokens,
  setUserEmailVerified,
} from '../db/queries/accountTokens';
import { insertSession } from '../db/queries/sessions';
import { setPasswordHash } from '../db/queries/users';
import type { LoginResponse, MailSentResponse, PasswordResetCheckResponse } from '../contract';
import { hashPassword } from '../auth/password';
import { hashSessionToken, newSessionToken } from '../auth/tokens';
import { badRequest } from '../errors';
import { tokenLink } from '../mail/links';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates/passwordReset';
import { writeAuditLog } from './audit';
import { takeOverWaitingInvitations } from './invitations';
import { EVERY_ACCOUNT_LINK, hashLinkToken, linkExpired, linkUsed, newLinkToken, PASSWORD_RESET_MINUTES } from './oneTimeLinks';
import type { Limits } from '../plugins/limits';
import { loginPairSubject } from './auth';
import { findUserProfile } from './users';

/** The one answer to a reset request, whether or not an account uses the address. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this address, a mail with a link to choose a new password is on its way. The link works once, for one hour.';

const RESET_EXPIRED = 'This password-reset link has expired (links work for one hour). Ask for a new one below.';
const RESET_USED = 'This password-reset link was already used. If you still cannot sign in, ask for a new one below.';
const RESET_UNKNOWN = 'This password-reset link is not valid. Copy the whole address from the mail, or ask for a new one.';

/**
 * POST /api/auth/password-reset/request. The route counts it per client address and per email
 * (429 past either, plugins/limits.ts), then, only when an account (not the shared demo one) uses the address, a new link
 * replaces any earlier one and the mail is sent in the background, so the answer — words and
 * time — is the same for an unknown address.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  config: ServerConfig,
  request: { email: string; ip: string },
  now = new Date(),
): Promise<MailSentResponse> {
  const user = await findUserContactByEmail(db, request.email);
  if (!user || user.isDemo) {
    await writeAuditLog(db, {
      actorUserId: null,
      action: 'auth.password_reset.request',
      resourceType: 'user',
      outcome: 'FAILURE',
      detail: { email: request.email, reason: user ? 'demo_account' : 'unknown_email' },
      ip: request.ip,
    });
    return { ok: true, message: RESET_REQUESTED_MESSAGE };
  }
  const { token, tokenHash } = newLinkToken();
  await db.transaction(async (tx) => {
    await retireAccountTokens(tx, user.id, 'password_reset', now);
    await insertAccountToken(tx, {
      tokenHash,
      purpose: 'password_reset',
      userId: user.id,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
    });
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'auth.password_reset.request',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'SUCCESS',
      ip: request.ip,
    });
  });
  mailer.sendLater(
    passwordResetMail({ to: user.email, fullName: user.fullName, link: tokenLink(config, '/reset-password', token), validMinutes: PASSWORD_RESET_MINUTES }),
  );
  return { ok: true, message: RESET_REQUESTED_MESSAGE };
}

function assertUsable(row: { purpose: string; usedAt: Date | null; expiresAt: Date } | undefined, now: Date) {
  if (!row || row.purpose !== 'password_reset') throw badRequest(RESET_UNKNOWN, { 'body.token': RESET_UNKNOWN });
  if (row.usedAt) throw linkUsed(RESET_USED);
  if (new Date(row.expiresAt).getTime() <= now.getTime()) throw linkExpired(RESET_EXPIRED);
}

/** POST /api/auth/password-reset/check: whether the link can still be used (410 expired / used, 400 unknown). */
export async function checkPasswordResetToken(db: Database, token: string, now = new Date()): Promise<PasswordResetCheckResponse> {
  const row = await findAccountTokenByHash(db, hashLinkToken(token));
  assertUsable(row, now);
  const user = await findUserContact(db, row!.userId);
  if (!user) throw badRequest(RESET_UNKNOWN, { 'body.token': RESET_UNKNOWN });
  return { email: user.email, expiresAt: new Date(row!.expiresAt).toISOString() };
}

/**
 * POST /api/auth/password-reset/confirm: in one transaction the link is locked and checked
 * (so it works once even when followed twice at the same moment), the password replaced, every
 * session of the account revoked, every other mailed link of the account (reset, email change,
 * verification) retired, the address marked confirmed, and a new session opened for the
 * caller, who is thereby signed in.
 */
export async function confirmPasswordReset(
  db: Database,
  change: { token: string; password: string },
  context: { ip: string; sessionTtlDays: number; limits: Limits },
  now = new Date(),
): Promise<LoginResponse> {
  const passwordHash = await hashPassword(change.password);
  const sessionToken = newSessionToken();
  const user = await db.transaction(async (tx) => {
    const row = await lockAccountTokenByHash(tx, hashLinkToken(change.token));
    assertUsable(row, now);
    const user = await findUserContact(tx, row!.userId);
    if (!user) throw badRequest(RESET_UNKNOWN, { 'body.token': RESET_UNKNOWN });
    await markAccountTokenUsed(tx, row!.id, now);
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteAllSessions(tx, user.id);
    // Every other link dies with the old password: above all an email change someone who knew
    // it sent to their own mailbox, which would otherwise take the account back after the reset.
    await retireAccountTokens(tx, user.id, EVERY_ACCOUNT_LINK, now);
    // The link reached this address (an email change ends the links sent to an earlier one), so
    // the mailbox is the account holder's: the address counts as confirmed, and the
    // invitations waiting for it are the account's now.
    await setUserEmailVerified(tx, user.id, now);
    await takeOverWaitingInvitations(tx, { userId: user.id, email: user.email, ip: context.ip }, now);
    await insertSession(tx, {
      tokenHash: hashSessionToken(sessionToken),
      userId: user.id,
      expiresAt: new Date(now.getTime() + context.sessionTtlDays * 24 * 60 * 60_000),
    });
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'auth.password_reset',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'SUCCESS',
      ip: context.ip,
    });
    return user;
  });
  // The owner proved access to the mailbox: earlier wrong passwords from here no longer count.
  await context.limits.reward('login-address', context.ip, await context.limits.reset('login-pair', loginPairSubject(user.email, context.ip)));
  const profile = await findUserProfile(db, user.id);
  if (!profile) throw new Error('user vanished during password reset');
  return { ...profile, token: sessionToken };
}
