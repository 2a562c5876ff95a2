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
  lockMembershipsOf,
  setMembershipRole,
} from '../db/queries/organizations';
import { revokeShareLinksCreatedBy } from '../db/queries/reports';
import { findUserByEmail } from '../db/queries/users';
import { findUserContact } from '../db/queries/accountTokens';
import type { OrganizationRole } from '../db/schema';
import type { Member, Membership } from '../contract';
import { badRequest, conflict, forbidden, notFound } from '../errors';
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
 * invitation. An owner can never be removed (403). Removal ends every path the member had to the
 * team's data: their membership goes, and every open share link they made for the team's reports
 * is revoked in the same transaction (the links answer 404 from then on; an owner or admin can
 * share the report again). The answer says how many links were revoked.
 */
export async function removeMember(db: Database, actor: Actor, organizationId: number, userId: number): Promise<{ revokedShareLinks: number }> {
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
  return db.transaction(async (tx) => {
    await deleteMembership(tx, target.id);
    const revokedShareLinks = await revokeShareLinksCreatedBy(tx, organizationId, userId, new Date());
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'organization.member.remove',
      resourceType: 'organization',
      resourceId: organizationId,
      outcome: 'SUCCESS',
      detail: { removedUserId: userId, role: target.role, revokedShareLinks },
      ip: actor.ip,
    });
    return { revokedShareLinks };
  });
}

/**
 * POST /api/organizations/{id}/leave: the caller leaves the organization. Their open share links
 * for it are revoked, as on removal. The last owner cannot leave (409): an organization always
 * has an owner, so they transfer ownership first.
 */
export async function leaveOrganization(db: Database, actor: Actor, organizationId: number): Promise<{ revokedShareLinks: number }> {
  return db.transaction(async (tx) => {
    const rows = await lockMembershipsOf(tx, organizationId);
    const me = rows.find((row) => row.userId === actor.userId);
    if (!me) throw notFound(ORGANIZATION_NOT_FOUND);
    if (me.role === 'owner' && !rows.some((row) => row.id !== me.id && row.role === 'owner' && row.acceptedAt)) {
      throw conflict('You are the only owner of this organization. Make another member the owner first, then leave.');
    }
    await deleteMembership(tx, me.id);
    const revokedShareLinks = await revokeShareLinksCreatedBy(tx, organizationId, actor.userId, new Date());
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'organization.member.leave',
      resourceType: 'organization',
      resourceId: organizationId,
      targetUserId: actor.userId,
      outcome: 'SUCCESS',
      detail: { role: me.role, revokedShareLinks },
      ip: actor.ip,
    });
    return { revokedShareLinks };
  });
}

/** What a role change asks for: the new role, and for an owner transfer the explicit confirmation. */
export interface RoleChange {
  readonly role: OrganizationRole;
  readonly confirmOwnerTransfer?: boolean | undefined;
}

/**
 * PUT /api/organizations/{id}/members/{userId}/role (owner or admin; the route checks the caller's
 * membership). The rules, checked under a lock on the team's memberships:
 * - an admin changes admins and analysts only: cannot make an owner, nor change an owner's role (403);
 * - making someone owner is an ownership transfer: only an owner, only to an accepted member,
 *   only with `confirmOwnerTransfer: true` (400 naming the field); the previous owner stays as admin;
 * - an owner's own demotion (or another owner's) needs another accepted owner to remain (409);
 * - the same role again changes nothing.
 * Every change and every refusal of a role is written to the audit log with the organization and
 * the member. Answers the team's members after the change.
 */
export async function changeMemberRole(db: Database, actor: Actor, organizationId: number, userId: number, change: RoleChange): Promise<Member[]> {
  const outcome = await db.transaction(async (tx): Promise<{ denied?: string; changed?: boolean }> => {
    const rows = await lockMembershipsOf(tx, organizationId);
    const me = rows.find((row) => row.userId === actor.userId && row.acceptedAt);
    if (!me || !TEAM_MANAGER_ROLES.includes(me.role)) return { denied: 'This needs the organization role owner or admin.' };
    const target = rows.find((row) => row.userId === userId);
    if (!target) throw notFound('That user is not a member of this organization.');
    if (target.role === change.role) return { changed: false };
    if (me.role !== 'owner') {
      if (change.role === 'owner') return { denied: 'Only an owner can make someone an owner.' };
      if (target.role === 'owner') return { denied: "An admin cannot change an owner's role." };
    }
    if (change.role === 'owner') {
      if (!target.acceptedAt) throw conflict('This person has not accepted the invitation yet. Ownership goes to an accepted member.');
      if (change.confirmOwnerTransfer !== true) {
        throw badRequest('Confirm the ownership transfer: you will stay in the organization as an admin.', {
          'body.confirmOwnerTransfer': 'Must be true to make this member the owner',
        });
      }
      await setMembershipRole(tx, target.id, 'owner');
      // The owner who transfers is the previous owner, and stays as admin (another owner may remain owner).
      const previousOwner = me.id === target.id ? null : me;
      if (previousOwner) await setMembershipRole(tx, previousOwner.id, 'admin');
      await writeAuditLog(tx, {
        actorUserId: actor.userId,
        action: 'organization.owner.transfer',
        resourceType: 'organization',
        resourceId: organizationId,
        targetUserId: userId,
        outcome: 'SUCCESS',
        detail: { from: target.role, to: 'owner', previousOwnerUserId: actor.userId, previousOwnerRole: 'admin' },
        ip: actor.ip,
      });
      return { changed: true };
    }
    if (target.role === 'owner' && !rows.some((row) => row.id !== target.id && row.role === 'owner' && row.acceptedAt)) {
      throw conflict('An organization always has an owner. Make another member the owner first.');
    }
    await setMembershipRole(tx, target.id, change.role);
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'organization.member.role',
      resourceType: 'organization',
      resourceId: organizationId,
      targetUserId: userId,
      outcome: 'SUCCESS',
      detail: { from: target.role, to: change.role },
      ip: actor.ip,
    });
    return { changed: true };
  });
  if (outcome.denied !== undefined) {
    // Written after the transaction so the refusal itself stays on record.
    await writeAuditLog(db, {
      actorUserId: actor.userId,
      action: 'organization.member.role',
      resourceType: 'organization',
      resourceId: organizationId,
      targetUserId: userId,
      outcome: 'DENIED',
      detail: { to: change.role, reason: outcome.denied },
      ip: actor.ip,
    });
    throw forbidden(outcome.denied);
  }
  return listMembers(db, organizationId);
}
