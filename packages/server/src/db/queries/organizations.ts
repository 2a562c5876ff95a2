/** Organization and membership queries: create a team, its members and invitations. */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import { memberships, organizations, users, type OrganizationRole } from '../schema';

export type NewMembershipRow = typeof memberships.$inferInsert;

/** Inserts an organization and answers its id and name. */
export async function insertOrganization(db: Database, values: typeof organizations.$inferInsert): Promise<{ id: number; name: string }> {
  const [organization] = await db.insert(organizations).values(values).returning({ id: organizations.id, name: organizations.name });
  if (!organization) throw new Error('insert into organizations returned no row');
  return organization;
}

/** Inserts a membership (accepted when `acceptedAt` is set, else a pending invitation). */
export async function insertMembership(db: Database, values: NewMembershipRow): Promise<{ id: number; acceptedAt: Date | null }> {
  const [membership] = await db.insert(memberships).values(values).returning({ id: memberships.id, acceptedAt: memberships.acceptedAt });
  if (!membership) throw new Error('insert into memberships returned no row');
  return membership;
}

/** A user's membership of one organization, accepted or pending; undefined when there is none. */
export async function findMembership(
  db: Database,
  organizationId: number,
  userId: number,
): Promise<{ id: number; role: OrganizationRole; acceptedAt: Date | null } | undefined> {
  const [membership] = await db
    .select({ id: memberships.id, role: memberships.role, acceptedAt: memberships.acceptedAt })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  return membership;
}

/** A user's membership of one organization with the organization's name. */
export async function findMembershipWithOrganization(db: Database, organizationId: number, userId: number) {
  const [row] = await db
    .select({ id: memberships.id, role: memberships.role, acceptedAt: memberships.acceptedAt, name: organizations.name })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}

/** Every organization a user belongs to or is invited to, with its name, oldest membership first. */
export async function listMembershipsOfUser(db: Database, userId: number) {
  return db
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
}

/** The organization of the user's oldest accepted membership, or null. */
export async function firstAcceptedOrganizationId(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNotNull(memberships.acceptedAt)))
    .orderBy(asc(memberships.createdAt), asc(memberships.id))
    .limit(1);
  return row?.organizationId ?? null;
}

/** An organization's members and invitations with each person's email and name, oldest first. */
export async function listMemberRows(db: Database, organizationId: number) {
  return db
    .select({
      id: memberships.id,
      userId: memberships.userId,
      role: memberships.role,
      acceptedAt: memberships.acceptedAt,
      email: users.email,
      fullName: users.fullName,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}

/** Marks a membership accepted at `acceptedAt`. */
export async function acceptMembership(db: Database, membershipId: number, acceptedAt: Date): Promise<void> {
  await db.update(memberships).set({ acceptedAt }).where(eq(memberships.id, membershipId));
}

export async function deleteMembership(db: Database, membershipId: number): Promise<void> {
  await db.delete(memberships).where(eq(memberships.id, membershipId));
}

/** The user's accepted role in an organization, or undefined (not a member, or invitation pending). */
export async function acceptedRoleIn(db: Database, userId: number, organizationId: number): Promise<OrganizationRole | undefined> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId), isNotNull(memberships.acceptedAt)))
    .limit(1);
  return row?.role;
}

/** The user's accepted memberships, oldest first (their own organization from registration comes first). */
export async function acceptedMemberships(db: Database, userId: number): Promise<{ organizationId: number; role: OrganizationRole }[]> {
  return db
    .select({ organizationId: memberships.organizationId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNotNull(memberships.acceptedAt)))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}

/**
 * The organization's memberships (accepted and pending), locked until the transaction ends, so
 * two role changes cannot both decide that another owner remains. Call inside `db.transaction`.
 */
export async function lockMembershipsOf(
  tx: Database,
  organizationId: number,
): Promise<{ id: number; userId: number; role: OrganizationRole; acceptedAt: Date | null }[]> {
  return tx
    .select({ id: memberships.id, userId: memberships.userId, role: memberships.role, acceptedAt: memberships.acceptedAt })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.id))
    .for('update');
}

/** Sets a membership's role. */
export async function setMembershipRole(db: Database, membershipId: number, role: OrganizationRole): Promise<void> {
  await db.update(memberships).set({ role }).where(eq(memberships.id, membershipId));
}
