import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberships, organizations, users, type OrganizationRole } from '../db/schema';
import type { Member, Membership } from '../contract';
import { conflict, forbidden, notFound } from '../errors';
import { writeAuditLog, type Actor } from './audit';
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
  const [membership] = await db
    .select({ role: memberships.role, acceptedAt: memberships.acceptedAt })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  if (!membership) throw notFound(ORGANIZATION_NOT_FOUND);
  if (!membership.acceptedAt) throw forbidden('Accept the invitation to this organization first.');
  if (!allowedRoles.includes(membership.role)) {
    throw forbidden(`This needs the organization role ${allowedRoles.join(' or ')}; you are ${membership.role}.`);
  }
  return { organizationId, role: membership.role };
}

/** The organizations a user belongs to or is invited to (pending ones have `acceptedAt` null). */
export async function listMemberships(db: Database, userId: number): Promise<Membership[]> {
  const rows = await db
    .select({
      organizationId: organizations.id,
      organizationName: organizations.name,
      role: memberships.role,
      acceptedAt: memberships.acceptedAt,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
  return rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt?.toISOString() ?? null }));
}

/** The user's first accepted organization (their own from registration), or null. */
export async function defaultOrganizationId(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNotNull(memberships.acceptedAt)))
    .orderBy(asc(memberships.createdAt), asc(memberships.id))
    .limit(1);
  return row?.organizationId ?? null;
}

/** POST /api/organizations: a new organization with the caller as accepted owner. */
export async function createOrganization(db: Database, actor: Actor, name: string): Promise<Membership> {
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({ name, createdBy: actor.userId })
      .returning({ id: organizations.id, name: organizations.name });
    if (!organization) throw new Error('insert into organizations returned no row');
    const acceptedAt = new Date();
    await tx.insert(memberships).values({ organizationId: organization.id, userId: actor.userId, role: 'owner', acceptedAt });
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

const memberColumns = {
  id: memberships.id,
  userId: memberships.userId,
  role: memberships.role,
  acceptedAt: memberships.acceptedAt,
  email: users.email,
  fullName: users.fullName,
};

/** GET /api/organizations/{id}/members (the caller's membership is checked by the route). */
export async function listMembers(db: Database, organizationId: number): Promise<Member[]> {
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
  return rows.map(toMember);
}

/**
 * POST /api/organizations/{id}/invite: a pending membership for an existing account.
 * 404 when no account has that email, 409 when already a member or invited.
 */
export async function inviteMember(
  db: Database,
  actor: Actor,
  organizationId: number,
  invite: { email: string; role: 'analyst' | 'admin' },
): Promise<Member> {
  try {
    return await db.transaction(async (tx) => {
      const [invitee] = await tx
        .select({ id: users.id, email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(users.email, invite.email))
        .limit(1);
      if (!invitee) {
        throw notFound(`No account uses ${invite.email}. Ask them to register first, then invite them again.`);
      }
      const [existing] = await tx
        .select({ acceptedAt: memberships.acceptedAt })
        .from(memberships)
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, invitee.id)))
        .limit(1);
      if (existing) {
        throw conflict(
          existing.acceptedAt
            ? `${invite.email} is already a member of this organization.`
            : `${invite.email} has already been invited to this organization.`,
        );
      }
      const [membership] = await tx
        .insert(memberships)
        .values({ organizationId, userId: invitee.id, role: invite.role, invitedBy: actor.userId })
        .returning({ id: memberships.id, acceptedAt: memberships.acceptedAt });
      if (!membership) throw new Error('insert into memberships returned no row');
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

/** POST /api/organizations/{id}/invitations/accept: the caller's pending invitation becomes a membership. */
export async function acceptInvitation(db: Database, actor: Actor, organizationId: number): Promise<Membership> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: memberships.id, role: memberships.role, acceptedAt: memberships.acceptedAt, name: organizations.name })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, actor.userId)))
      .limit(1);
    if (!row) throw notFound('No invitation to this organization was found for you.');
    if (row.acceptedAt) throw conflict('You are already a member of this organization.');
    const acceptedAt = new Date();
    await tx.update(memberships).set({ acceptedAt }).where(eq(memberships.id, row.id));
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
  const [target] = await db
    .select({ id: memberships.id, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
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
    await tx.delete(memberships).where(eq(memberships.id, target.id));
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
