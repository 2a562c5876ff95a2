import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import {
  findPendingEmailChange,
  findUserContact,
  findUserContactByEmail,
  insertAccountToken,
  lockAccountTokenByHash,
  markAccountTokenUsed,
  retireAccountTokens,
  setUserEmail,
} from '../db/queries/accountTokens';
import { findPasswordHash } from '../db/queries/users';
import type { EmailChangeConfirmResponse, EmailChangeStatus } from '../contract';
import { verifyPassword } from '../auth/password';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { appBaseUrl, tokenLink } from '../mail/links';
import type { Mailer } from '../mail/mailer';
import { emailChangedNoticeMail } from '../mail/templates/emailChangedNotice';
import { emailChangeVerifyMail } from '../mail/templates/emailChangeVerify';
import { writeAuditLog, type Actor } from './audit';
import { takeOverWaitingInvitations } from './invitations';
import { EMAIL_CHANGE_HOURS, hashLinkToken, linkExpired, linkUsed, LINKS_TO_THE_ACCOUNT_ADDRESS, newLinkToken } from './oneTimeLinks';
import type { Limits } from '../plugins/limits';
import { isUniqueViolation } from './users';

/** The page both the email-change link and the verification link open (POST /api/auth/verify-email answers it). */
export const VERIFY_EMAIL_PAGE = '/verify-email';

const TAKEN = 'An account with this email already exists. Use another address.';
const CHANGE_EXPIRED = `This confirmation link has expired (links work for ${EMAIL_CHANGE_HOURS} hours). Ask for a new one in Settings.`;
const CHANGE_USED = 'This confirmation link was already used, or a newer change replaced it. Your email is as Settings shows it.';
const CHANGE_UNKNOWN = 'This confirmation link is not valid. Copy the whole address from the mail.';

/** GET /api/auth/email-change: the change waiting to be confirmed, if any. */
export async function emailChangeStatus(db: Database, userId: number, now = new Date()): Promise<EmailChangeStatus> {
  const pending = await findPendingEmailChange(db, userId, now);
  return { pendingEmail: pending?.newEmail ?? null, expiresAt: pending?.expiresAt.toISOString() ?? null };
}

/**
 * POST /api/auth/email-change: the current password must verify (wrong ones are limited like
 * the password change); the new address must not belong to another account. A link goes to
 * the NEW address (replacing any earlier one); nothing changes until it is followed.
 */
export async function requestEmailChange(
  db: Database,
  mailer: Mailer,
  config: ServerConfig,
  actor: Actor,
  change: { newEmail: string; currentPassword: string },
  limits: Limits,
  now = new Date(),
): Promise<EmailChangeStatus> {
  const user = await findUserContact(db, actor.userId);
  if (!user) throw notFound('User not found');
  if (user.isDemo) throw forbidden('The shared demo account keeps its email.');
  await limits.check('password-change', String(user.id));
  const hash = await findPasswordHash(db, user.id);
  if (!hash || !(await verifyPassword(change.currentPassword, hash))) {
    await limits.penalize('password-change', String(user.id));
    await writeAuditLog(db, {
      actorUserId: user.id,
      action: 'auth.email_change.request',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'FAILURE',
      detail: { reason: 'wrong_current_password' },
      ip: actor.ip,
    });
    throw badRequest('Your current password is not correct.', { 'body.currentPassword': 'Current password is not correct' });
  }
  if (change.newEmail === user.email) {
    throw badRequest('This is already your email.', { 'body.newEmail': 'This is already your email' });
  }
  // Counted before the address is looked up, so the form is no fast way to learn who has an account.
  await limits.consume('account-mail-user', String(user.id));
  if (await findUserContactByEmail(db, change.newEmail)) throw badRequest(TAKEN, { 'body.newEmail': TAKEN });

  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_HOURS * 60 * 60_000);
  await db.transaction(async (tx) => {
    await retireAccountTokens(tx, user.id, 'email_change', now);
    await insertAccountToken(tx, { tokenHash, purpose: 'email_change', userId: user.id, newEmail: change.newEmail, expiresAt });
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'auth.email_change.request',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'SUCCESS',
      detail: { newEmail: change.newEmail },
      ip: actor.ip,
    });
  });
  await mailer.send(
    emailChangeVerifyMail({
      to: change.newEmail,
      fullName: user.fullName,
      oldEmail: user.email,
      link: tokenLink(config, VERIFY_EMAIL_PAGE, token),
      validHours: EMAIL_CHANGE_HOURS,
    }),
  );
  return { pendingEmail: change.newEmail, expiresAt: expiresAt.toISOString() };
}

/** DELETE /api/auth/email-change: withdraws the waiting change (its link stops working). */
export async function cancelEmailChange(db: Database, actor: Actor, now = new Date()): Promise<EmailChangeStatus> {
  await retireAccountTokens(db, actor.userId, 'email_change', now);
  return { pendingEmail: null, expiresAt: null };
}

/**
 * POST /api/auth/email-change/confirm (public: the link may be opened in another browser).
 * The link is locked and checked, the account's email replaced and marked confirmed (409 if
 * another account took the address meanwhile), the links mailed to the old address (reset,
 * verification) retired, and the OLD address is told by mail.
 */
export async function confirmEmailChange(
  db: Database,
  mailer: Mailer,
  config: ServerConfig,
  token: string,
  context: { ip: string },
  now = new Date(),
): Promise<EmailChangeConfirmResponse> {
  let result: { userId: number; oldEmail: string; newEmail: string; fullName: string };
  try {
    result = await db.transaction(async (tx) => {
      const row = await lockAccountTokenByHash(tx, hashLinkToken(token));
      if (!row || row.purpose !== 'email_change' || !row.newEmail) throw badRequest(CHANGE_UNKNOWN, { 'body.token': CHANGE_UNKNOWN });
      if (row.usedAt) throw linkUsed(CHANGE_USED);
      if (new Date(row.expiresAt).getTime() <= now.getTime()) throw linkExpired(CHANGE_EXPIRED);
      const user = await findUserContact(tx, row.userId);
      if (!user) throw badRequest(CHANGE_UNKNOWN, { 'body.token': CHANGE_UNKNOWN });
      await markAccountTokenUsed(tx, row.id, now);
      // Links mailed to the old address (a reset, a verification) must not act on the account any more.
      await retireAccountTokens(tx, user.id, [...LINKS_TO_THE_ACCOUNT_ADDRESS, 'email_change'], now);
      // Following the link proved the new mailbox: the address is confirmed, and its waiting invitations are the account's.
      await setUserEmail(tx, user.id, row.newEmail, now);
      await takeOverWaitingInvitations(tx, { userId: user.id, email: row.newEmail, ip: context.ip }, now);
      await writeAuditLog(tx, {
        actorUserId: user.id,
        action: 'auth.email_change',
        resourceType: 'user',
        resourceId: user.id,
        outcome: 'SUCCESS',
        detail: { from: user.email, to: row.newEmail },
        ip: context.ip,
      });
      return { userId: user.id, oldEmail: user.email, newEmail: row.newEmail, fullName: user.fullName };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TAKEN);
    throw error;
  }
  mailer.sendLater(
    emailChangedNoticeMail({ to: result.oldEmail, fullName: result.fullName, newEmail: result.newEmail, signInUrl: `${appBaseUrl(config)}/login` }),
  );
  return { email: result.newEmail };
}
