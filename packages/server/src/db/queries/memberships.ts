import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import { memberships, type OrganizationRole } from '../schema';

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
