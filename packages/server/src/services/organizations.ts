import type { Database } from '../db/client';
import {
  acceptMembership,
  deleteMembership,
  findMembership,
  findMembershipWithOrganization,
  firstAcceptedOrganizationId,
  insertMembership,
  insertOrganization,
  listMemberRows,
  listMembershipsOfUser,
} from '../db/queries/organizations';
import { findUserByEmail } from '../db/queries/users';
import { findUserContact } from '../db/queries/accountTokens';
import type { OrganizationRole } from '../db/schema';
import type { Member, Membership } from '../contract';
import { conflict, forbidden, notFound } from '../errors';
import { writeAuditLog, type Actor } from './audit';
import { emailNotVerified } from './oneTimeLinks';
import { isUniqueViolation } from './users';

/** Roles that manage the team: invite and remove members. */
export const TEAM_MANAGER_ROLES: readonly OrganizationRole[] = ['owner', 'admin'];

const ORGANIZATION_NOT_FOUND = 'Organization not found';

/**
 * The caller's accepted membership of an organization, checked against `allowedRoles`.
 * Not a member (or no such organization): 404, so ids of other teams reveal nothing.
 * Invitation not yet accepted: 403. Role too low: 403.
 *
 * @example
 * const membership = await assertOrganizationRole(db, user.id, organizationId, ['owner', 'admin']);
 */
export async function assertOrganizationRole(
  db: Database,
  userId: number,
  organizationId: number,
  allowedRoles: readonly OrganizationRole[] = ['owner', 'admin', 'analyst'],
): Promise<{ organizationId: number; role: OrganizationRole }> {
  const membership = await findMembership(db, organizationId, userId);
  if (!membership) throw notFound(ORGANIZATION_NOT_FOUND);
  if (!membership.acceptedAt) throw forbidden('Accept the invitation to this organization first.');
  if (!allowedRoles.includes(membership.role)) {
    throw forbidden(`This needs the organization role ${allowedRoles.join(' or ')}; you are ${membership.role}.`);
  }
  return { organizationId, role: membership.role };
}

/** The organizations a user belongs to or is invited to (pending ones have `acceptedAt` null). */
export async function listMemberships(db: Database, userId: number): Promise<Membership[]> {
  const rows = await listMembershipsOfUser(db, userId);
  return rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt?.toISOString() ?? null }));
}

/** The user's first accepted organization (their own from registration), or null. */
export async function defaultOrganizationId(db: Database, userId: number): Promise<number | null> {
  return firstAcceptedOrganizationId(db, userId);
}

/** POST /api/organizations: a new organization with the caller as accepted owner. */
export async function createOrganization(db: Database, actor: Actor, name: string): Promise<Membership> {
  return db.transaction(async (tx) => {
    const organization = await insertOrganization(tx, { name, createdBy: actor.userId });
    const acceptedAt = new Date();
    await insertMembership(tx, { organizationId: organization.id, userId: actor.userId, role: 'owner', acceptedAt });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'organization.create',
      resourceType: 'organization',
      resourceId: organization.id,
      outcome: 'SUCCESS',
      detail: { name },
      ip: actor.ip,
    });
    return { organizationId: organization.id, organizationName: organization.name, role: 'owner', acceptedAt: acceptedAt.toISOString() };
  });
}

function toMember(row: {
  id: number;
  userId: number;
  role: OrganizationRole;
  acceptedAt: Date | null;
  email: string;
  fullName: string;
}): Member {
  return {
    id: row.id,
    userId: row.userId,
    role: row.role,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    user: { username: row.email.split('@')[0] ?? row.email, email: row.email, fullName: row.fullName },
  };
}

/** GET /api/organizations/{id}/members (the caller's membership is checked by the route). */
export async function listMembers(db: Database, organizationId: number): Promise<Member[]> {
  return (await listMemberRows(db, organizationId)).map(toMember);
}

/**
 * POST /api/organizations/{id}/invite: a pending membership for an existing account that has
 * confirmed its address. 404 when no such account has that email — an account that never
 * confirmed it is not found, since anyone can register someone else's address — and 409 when
 * already a member or invited.
 */
export async function inviteMember(
  db: Database,
  actor: Actor,
  organizationId: number,
  invite: { email: string; role: 'analyst' | 'admin' },
): Promise<Member> {
  try {
    return await db.transaction(async (tx) => {
      const invitee = await findUserByEmail(tx, invite.email);
      if (!invitee?.emailVerifiedAt) {
        throw notFound(
          `No account with a confirmed address uses ${invite.email}. Ask them to register first and confirm the address, or invite them by email: that invitation waits until they do.`,
        );
      }
      const existing = await findMembership(tx, organizationId, invitee.id);
      if (existing) {
        throw conflict(
          existing.acceptedAt
            ? `${invite.email} is already a member of this organization.`
            : `${invite.email} has already been invited to this organization.`,
        );
      }
      const membership = await insertMembership(tx, { organizationId, userId: invitee.id, role: invite.role, invitedBy: actor.userId });
      await writeAuditLog(tx, {
        actorUserId: actor.userId,
        action: 'organization.invite',
        resourceType: 'organization',
        resourceId: organizationId,
        outcome: 'SUCCESS',
        detail: { inviteeUserId: invitee.id, email: invite.email, role: invite.role },
        ip: actor.ip,
      });
      return toMember({ ...membership, userId: invitee.id, role: invite.role, email: invitee.email, fullName: invitee.fullName });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`${invite.email} has already been invited to this organization.`);
    throw error;
  }
}

/**
 * POST /api/organizations/{id}/invitations/accept: the caller's pending invitation becomes a
 * membership. Only an account that has confirmed its address may join (403 `EMAIL_NOT_VERIFIED`
 * otherwise, audited): the invitation was meant for the mailbox, not for whoever registered it.
 */
export async function acceptInvitation(db: Database, actor: Actor, organizationId: number): Promise<Membership> {
  const caller = await findUserContact(db, actor.userId);
  if (!caller) throw notFound('User not found');
  if (!caller.emailVerifiedAt) {
    await writeAuditLog(db, {
      actorUserId: actor.userId,
      action: 'organization.invitation.accept',
      resourceType: 'organization',
      resourceId: organizationId,
      outcome: 'DENIED',
      detail: { reason: 'email_not_verified' },
      ip: actor.ip,
    });
    throw emailNotVerified(caller.email);
  }
  return db.transaction(async (tx) => {
    const row = await findMembershipWithOrganization(tx, organizationId, actor.userId);
    if (!row) throw notFound('No invitation to this organization was found for you.');
    if (row.acceptedAt) throw conflict('You are already a member of this organization.');
    const acceptedAt = new Date();
    await acceptMembership(tx, row.id, acceptedAt);
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'organization.invitation.accept',
      resourceType: 'organization',
      resourceId: organizationId,
      outcome: 'SUCCESS',
      ip: actor.ip,
    });
    return { organizationId, organizationName: row.name, role: row.role, acceptedAt: acceptedAt.toISOString() };
  });
}

/**
 * DELETE /api/organizations/{id}/members/{userId}: removes a member or cancels an
 * invitation. An owner can never be removed (403).
 */
export async function removeMember(db: Database, actor: Actor, organizationId: number, userId: number): Promise<void> {
  const target = await findMembership(db, organizationId, userId);
  if (!target) throw notFound('That user is not a member of this organization.');
  if (target.role === 'owner') {
    // Written outside any transaction so the refusal itself stays on record.
    await writeAuditLog(db, {
      actorUserId: actor.userId,
      action: 'organization.member.remove',
      resourceType: 'organization',
      resourceId: organizationId,
      outcome: 'DENIED',
      detail: { removedUserId: userId, reason: 'owner' },
      ip: actor.ip,
    });
    throw forbidden('An organization owner cannot be removed.');
  }
  await db.transaction(async (tx) => {
    await deleteMembership(tx, target.id);
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'organization.member.remove',
      resourceType: 'organization',
      resourceId: organizationId,
      outcome: 'SUCCESS',
      detail: { removedUserId: userId, role: target.role },
      ip: actor.ip,
    });
  });
}
