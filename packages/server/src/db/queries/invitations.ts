/** Invitations by email (for people without an account yet). Tokens are stored only as their hash. */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { organizationInvitations, organizations, users } from '../schema';

export type InvitationRow = typeof organizationInvitations.$inferSelect;

export async function insertInvitation(db: Database, values: typeof organizationInvitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await db.insert(organizationInvitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** Revokes the open (not accepted, not revoked) invitations of an email to one organization. */
export async function revokeOpenInvitationsFor(db: Database, organizationId: number, email: string, now: Date): Promise<void> {
  await db
    .update(organizationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.email, email),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
      ),
    );
}

/** Open invitations of an organization (expired ones included, so the team can see them lapse), newest first, with the inviter's name. */
export async function listOpenInvitations(db: Database, organizationId: number) {
  return db
    .select({
      id: organizationInvitations.id,
      email: organizationInvitations.email,
      role: organizationInvitations.role,
      expiresAt: organizationInvitations.expiresAt,
      createdAt: organizationInvitations.createdAt,
      invitedByName: users.fullName,
    })
    .from(organizationInvitations)
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
      ),
    )
    .orderBy(desc(organizationInvitations.createdAt));
}

export async function findInvitationInOrganization(db: Database, organizationId: number, invitationId: number): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.id, invitationId), eq(organizationInvitations.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function setInvitationRevoked(db: Database, invitationId: number, now: Date): Promise<void> {
  await db.update(organizationInvitations).set({ revokedAt: now }).where(eq(organizationInvitations.id, invitationId));
}

/** The invitation with this token hash, its organization's name and the inviter's name. */
export async function findInvitationByHash(db: Database, tokenHash: string, lock = false) {
  const query = db
    .select({ invitation: organizationInvitations, organizationName: organizations.name, invitedByName: users.fullName })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(eq(organizationInvitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: organizationInvitations }) : await query;
  return row;
}

export async function markInvitationAccepted(db: Database, invitationId: number, userId: number, now: Date): Promise<void> {
  await db.update(organizationInvitations).set({ acceptedAt: now, acceptedBy: userId }).where(eq(organizationInvitations.id, invitationId));
}

export async function findOrganizationName(db: Database, organizationId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return row?.name;
}

/**
 * The invitations still waiting for `email` (not accepted, not revoked, not expired) in every
 * organization, locked for the rest of the transaction: what the account that verifies this
 * address takes over.
 */
export async function lockWaitingInvitationsFor(db: Database, email: string, now: Date): Promise<InvitationRow[]> {
  return db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.email, email),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .orderBy(organizationInvitations.id)
    .for('update');
}
