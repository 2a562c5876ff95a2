import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import {
  findInvitationByHash,
  findInvitationInOrganization,
  findOrganizationName,
  insertInvitation,
  listOpenInvitations,
  lockWaitingInvitationsFor,
  markInvitationAccepted,
  revokeOpenInvitationsFor,
  setInvitationRevoked,
} from '../db/queries/invitations';
import { findUserContact, findUserContactByEmail } from '../db/queries/accountTokens';
import { findMembership, insertMembership } from '../db/queries/organizations';
import { insertSession } from '../db/queries/sessions';
import type { CreateInvitationResponse, Invitation, InvitationLookupResponse, InvitationRegisterResponse } from '../contract';
import { hashSessionToken, newSessionToken } from '../auth/tokens';
import { badRequest, conflict, notFound } from '../errors';
import { appBaseUrl, tokenLink } from '../mail/links';
import type { Mailer } from '../mail/mailer';
import { invitationExistingAccountMail, invitationMail } from '../mail/templates/invitation';
import { writeAuditLog, type Actor } from './audit';
import { hashLinkToken, INVITATION_DAYS, linkExpired, linkUsed, newLinkToken } from './oneTimeLinks';
import { inviteMember } from './organizations';
import type { Limits } from '../plugins/limits';
import { createAccount, findUserProfile } from './users';

const INVITATION_UNKNOWN = 'This invitation link is not valid. Copy the whole address from the mail, or ask for a new invitation.';
const INVITATION_EXPIRED = `This invitation has expired (invitations work for ${INVITATION_DAYS} days). Ask the person who invited you to send a new one.`;
const INVITATION_REVOKED = 'This invitation was withdrawn by the organization. Ask the person who invited you if you should still join.';
const INVITATION_USED = 'This invitation was already used to create an account. Sign in with that account instead.';

type InvitationRowish = { expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null };

function statusOf(row: InvitationRowish, now: Date): InvitationLookupResponse['status'] {
  if (row.acceptedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return new Date(row.expiresAt).getTime() <= now.getTime() ? 'expired' : 'valid';
}

function toInvitation(
  row: { id: number; email: string; role: Invitation['role']; expiresAt: Date; createdAt: Date; invitedByName: string | null },
  now: Date,
): Invitation {
  const expiresAt = new Date(row.expiresAt);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending',
    expiresAt: expiresAt.toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
    invitedByName: row.invitedByName,
  };
}

/**
 * POST /api/organizations/{id}/invitations (owner or admin; the route checks the role). Counted
 * against the inviter's daily mail limit. An address whose account has confirmed it gets the
 * pending membership it accepts after signing in (as before) plus a mail saying so. Any other
 * address — none, or an account that never confirmed it (someone may have registered another
 * person's address) — gets a sign-up link that works once for INVITATION_DAYS days and replaces
 * an earlier open invitation of the same address; it waits for whoever proves the mailbox (signs
 * up from the link, or confirms the address: `takeOverWaitingInvitations`).
 */
export async function createInvitation(
  db: Database,
  mailer: Mailer,
  config: ServerConfig,
  actor: Actor,
  organizationId: number,
  invite: { email: string; role: 'analyst' | 'admin' },
  limits: Limits,
  now = new Date(),
): Promise<CreateInvitationResponse> {
  await limits.consume('account-mail-user', String(actor.userId));
  const [inviter, organizationName] = await Promise.all([findUserContact(db, actor.userId), findOrganizationName(db, organizationId)]);
  if (!organizationName) throw notFound('Organization not found');
  const inviterName = inviter?.fullName ?? 'A colleague';

  const existing = await findUserContactByEmail(db, invite.email);
  if (existing?.emailVerifiedAt) {
    await inviteMember(db, actor, organizationId, invite);
    mailer.sendLater(
      invitationExistingAccountMail({ to: invite.email, organizationName, inviterName, role: invite.role, link: `${appBaseUrl(config)}/organization` }),
    );
    return { delivery: 'existing_account', email: invite.email, role: invite.role, invitation: null };
  }

  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000);
  const row = await db.transaction(async (tx) => {
    await revokeOpenInvitationsFor(tx, organizationId, invite.email, now);
    const inserted = await insertInvitation(tx, { organizationId, email: invite.email, role: invite.role, tokenHash, invitedBy: actor.userId, expiresAt });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'organization.invitation.create',
      resourceType: 'organization',
      resourceId: organizationId,
      outcome: 'SUCCESS',
      detail: { invitationId: inserted.id, email: invite.email, role: invite.role },
      ip: actor.ip,
    });
    return inserted;
  });
  await mailer.send(
    invitationMail({ to: invite.email, organizationName, inviterName, role: invite.role, link: tokenLink(config, '/invitation', token), expiresAt }),
  );
  return {
    delivery: 'new_account',
    email: invite.email,
    role: invite.role,
    invitation: toInvitation({ ...row, invitedByName: inviter?.fullName ?? null }, now),
  };
}

/** GET /api/organizations/{id}/invitations: open invitations by email, newest first; expired ones marked. */
export async function listInvitations(db: Database, organizationId: number, now = new Date()): Promise<Invitation[]> {
  return (await listOpenInvitations(db, organizationId)).map((row) => toInvitation(row, now));
}

/** DELETE /api/organizations/{id}/invitations/{invitationId}: the link stops working (404 for another team's id, 409 once used). */
export async function revokeInvitation(db: Database, actor: Actor, organizationId: number, invitationId: number, now = new Date()): Promise<void> {
  const row = await findInvitationInOrganization(db, organizationId, invitationId);
  if (!row) throw notFound('No such invitation in this organization.');
  if (row.acceptedAt) throw conflict(`${row.email} already accepted this invitation; remove the member instead.`);
  if (row.revokedAt) return;
  await db.transaction(async (tx) => {
    await setInvitationRevoked(tx, row.id, now);
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'organization.invitation.revoke',
      resourceType: 'organization',
      resourceId: organizationId,
      outcome: 'SUCCESS',
      detail: { invitationId: row.id, email: row.email },
      ip: actor.ip,
    });
  });
}

/** POST /api/invitations/lookup (public): what the link offers and whether it still works; 400 for a token REI never made. */
export async function lookupInvitation(db: Database, token: string, now = new Date()): Promise<InvitationLookupResponse> {
  const found = await findInvitationByHash(db, hashLinkToken(token));
  if (!found) throw badRequest(INVITATION_UNKNOWN, { 'body.token': INVITATION_UNKNOWN });
  return {
    organizationName: found.organizationName,
    email: found.invitation.email,
    role: found.invitation.role,
    invitedByName: found.invitedByName,
    expiresAt: new Date(found.invitation.expiresAt).toISOString(),
    status: statusOf(found.invitation, now),
  };
}

/**
 * POST /api/invitations/register (public; the route applies the registration switch and the
 * per-address limit). In one transaction the invitation is locked and checked (410 when
 * expired, revoked or used), an account made with the INVITED email, the membership added with
 * the invited role, the invitation marked used and a session opened: the person is signed in
 * and a member.
 */
export async function registerFromInvitation(
  db: Database,
  registration: { token: string; fullName: string; password: string },
  context: { ip: string; sessionTtlDays: number },
  now = new Date(),
): Promise<InvitationRegisterResponse> {
  const sessionToken = newSessionToken();
  const { userId, organizationId } = await db.transaction(async (tx) => {
    const found = await findInvitationByHash(tx, hashLinkToken(registration.token), true);
    if (!found) throw badRequest(INVITATION_UNKNOWN, { 'body.token': INVITATION_UNKNOWN });
    const status = statusOf(found.invitation, now);
    if (status === 'used') throw linkUsed(INVITATION_USED);
    if (status === 'revoked') throw linkExpired(INVITATION_REVOKED);
    if (status === 'expired') throw linkExpired(INVITATION_EXPIRED);
    const invitation = found.invitation;
    if (await findUserContactByEmail(tx, invitation.email)) {
      throw conflict(
        `An account with ${invitation.email} already exists. Sign in with it and confirm the address; the invitation then waits for you under Team Management. ` +
          'If you never made that account, choose a new password with "Forgot password": the link goes to this address, and the account becomes yours.',
      );
    }
    // The link was mailed to this address, so following it proves the mailbox: the account starts confirmed.
    const account = await createAccount(tx, { email: invitation.email, fullName: registration.fullName, password: registration.password, emailVerified: true });
    await insertMembership(tx, { organizationId: invitation.organizationId, userId: account.id, role: invitation.role, invitedBy: invitation.invitedBy, acceptedAt: now });
    await markInvitationAccepted(tx, invitation.id, account.id, now);
    await takeOverWaitingInvitations(tx, { userId: account.id, email: invitation.email, ip: context.ip }, now);
    await insertSession(tx, {
      tokenHash: hashSessionToken(sessionToken),
      userId: account.id,
      expiresAt: new Date(now.getTime() + context.sessionTtlDays * 24 * 60 * 60_000),
    });
    await writeAuditLog(tx, {
      actorUserId: account.id,
      action: 'organization.invitation.register',
      resourceType: 'organization',
      resourceId: invitation.organizationId,
      outcome: 'SUCCESS',
      detail: { invitationId: invitation.id, role: invitation.role },
      ip: context.ip,
    });
    return { userId: account.id, organizationId: invitation.organizationId };
  });
  const profile = await findUserProfile(db, userId);
  if (!profile) throw new Error('user vanished during invitation sign-up');
  return { ...profile, token: sessionToken, organizationId };
}

/**
 * The account that has just proven `email` is its own (confirmation link, password reset, email
 * change, sign-up from an invitation) takes over the invitations by email waiting for that
 * address: each becomes a pending membership the person accepts under Team Management, and the
 * invitation is marked used. An organization the account already belongs to (or is invited to)
 * keeps its membership as it is. Runs inside the caller's transaction.
 */
export async function takeOverWaitingInvitations(tx: Database, account: { userId: number; email: string; ip: string | null }, now: Date): Promise<number> {
  const waiting = await lockWaitingInvitationsFor(tx, account.email, now);
  let taken = 0;
  for (const invitation of waiting) {
    if (!(await findMembership(tx, invitation.organizationId, account.userId))) {
      await insertMembership(tx, { organizationId: invitation.organizationId, userId: account.userId, role: invitation.role, invitedBy: invitation.invitedBy });
      taken += 1;
    }
    await markInvitationAccepted(tx, invitation.id, account.userId, now);
    await writeAuditLog(tx, {
      actorUserId: account.userId,
      action: 'organization.invitation.take_over',
      resourceType: 'organization',
      resourceId: invitation.organizationId,
      outcome: 'SUCCESS',
      detail: { invitationId: invitation.id, role: invitation.role },
      ip: account.ip,
    });
  }
  return taken;
}
