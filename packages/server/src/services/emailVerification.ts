import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import {
  findAccountTokenByHash,
  findUserContact,
  insertAccountToken,
  lockAccountTokenByHash,
  markAccountTokenUsed,
  retireAccountTokens,
  setUserEmailVerified,
  type UserContact,
} from '../db/queries/accountTokens';
import type { EmailVerificationConfirmResponse, MailSentResponse } from '../contract';
import { badRequest, conflict, notFound } from '../errors';
import { tokenLink } from '../mail/links';
import type { Mailer } from '../mail/mailer';
import { verifyAddressMail } from '../mail/templates/verifyAddress';
import { writeAuditLog, type Actor } from './audit';
import { confirmEmailChange, VERIFY_EMAIL_PAGE } from './emailChange';
import { takeOverWaitingInvitations } from './invitations';
import { EMAIL_VERIFICATION_HOURS, hashLinkToken, linkExpired, linkUsed, newLinkToken } from './oneTimeLinks';
import type { Limits } from '../plugins/limits';

const VERIFY_UNKNOWN = 'This confirmation link is not valid. Copy the whole address from the mail, or ask for a new one.';
const VERIFY_EXPIRED = `This confirmation link has expired (links work for ${EMAIL_VERIFICATION_HOURS} hours). Ask for a new one from the banner at the top of REI.`;
const VERIFY_USED = 'This confirmation link was already used, or a newer link replaced it. The banner in REI says whether your address still needs confirming.';
const ALREADY_VERIFIED = 'Your email address is already confirmed.';

/**
 * Mails a new verification link to the account's current address, replacing any earlier one (a
 * newer link ends the older). The mail goes out in the background; the link works once, for
 * EMAIL_VERIFICATION_HOURS hours.
 */
export async function sendVerificationLink(
  db: Database,
  mailer: Mailer,
  config: ServerConfig,
  user: Pick<UserContact, 'id' | 'email' | 'fullName'>,
  now = new Date(),
): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  await db.transaction(async (tx) => {
    await retireAccountTokens(tx, user.id, 'email_verification', now);
    await insertAccountToken(tx, {
      tokenHash,
      purpose: 'email_verification',
      userId: user.id,
      newEmail: user.email,
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * 60 * 60_000),
    });
  });
  mailer.sendLater(
    verifyAddressMail({ to: user.email, fullName: user.fullName, link: tokenLink(config, VERIFY_EMAIL_PAGE, token), validHours: EMAIL_VERIFICATION_HOURS }),
  );
}

/**
 * POST /api/auth/verify-email/resend (signed in): a new link to the account's address. Limited
 * per account per hour and against the account's daily mail limit (429 with Retry-After past
 * either); 409 when the address is already confirmed (the demo account always is).
 */
export async function resendVerificationLink(
  db: Database,
  mailer: Mailer,
  config: ServerConfig,
  actor: Actor,
  limits: Limits,
  now = new Date(),
): Promise<MailSentResponse> {
  const user = await findUserContact(db, actor.userId);
  if (!user) throw notFound('User not found');
  if (user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
  await limits.consume('email-verification-user', String(user.id));
  await limits.consume('account-mail-user', String(user.id));
  await sendVerificationLink(db, mailer, config, user, now);
  await writeAuditLog(db, {
    actorUserId: user.id,
    action: 'auth.email_verification.resend',
    resourceType: 'user',
    resourceId: user.id,
    outcome: 'SUCCESS',
    ip: actor.ip,
  });
  return { ok: true, message: `A new link is on its way to ${user.email}. It works once, for ${EMAIL_VERIFICATION_HOURS} hours.` };
}

/**
 * POST /api/auth/verify-email (public: the link may open in another browser). The one handler of
 * the /verify-email page: a verification link confirms the account's address (and the account
 * takes over the invitations waiting for it); an email-change link applies the change
 * (`confirmEmailChange`). A verification link whose address is no longer the account's is
 * refused as used (the change retired it anyway).
 */
export async function confirmEmailLink(
  db: Database,
  mailer: Mailer,
  config: ServerConfig,
  token: string,
  context: { ip: string },
  now = new Date(),
): Promise<EmailVerificationConfirmResponse> {
  const tokenHash = hashLinkToken(token);
  const found = await findAccountTokenByHash(db, tokenHash);
  if (found?.purpose === 'email_change') {
    const changed = await confirmEmailChange(db, mailer, config, token, context, now);
    return { email: changed.email, kind: 'email_change' };
  }
  const email = await db.transaction(async (tx) => {
    const row = await lockAccountTokenByHash(tx, tokenHash);
    if (!row || row.purpose !== 'email_verification' || !row.newEmail) throw badRequest(VERIFY_UNKNOWN, { 'body.token': VERIFY_UNKNOWN });
    if (row.usedAt) throw linkUsed(VERIFY_USED);
    if (new Date(row.expiresAt).getTime() <= now.getTime()) throw linkExpired(VERIFY_EXPIRED);
    const user = await findUserContact(tx, row.userId);
    if (!user) throw badRequest(VERIFY_UNKNOWN, { 'body.token': VERIFY_UNKNOWN });
    if (user.email !== row.newEmail) throw linkUsed(VERIFY_USED);
    await markAccountTokenUsed(tx, row.id, now);
    await retireAccountTokens(tx, user.id, 'email_verification', now);
    await setUserEmailVerified(tx, user.id, now);
    await takeOverWaitingInvitations(tx, { userId: user.id, email: user.email, ip: context.ip }, now);
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'auth.email_verification',
      resourceType: 'user',
      resourceId: user.id,
      outcome: 'SUCCESS',
      detail: { email: user.email },
      ip: context.ip,
    });
    return user.email;
  });
  return { email, kind: 'verification' };
}
