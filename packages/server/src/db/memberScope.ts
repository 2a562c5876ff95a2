/**
 * The organizations a person's data may be read from: their accepted memberships, read from
 * the database. A query that lists rows by who made them (`properties.user_id`,
 * `report_share_links.created_by` …) takes a `MemberScope` and keeps only rows of these
 * organizations, so a member taken off a team stops seeing that team's rows at once.
 *
 * The type is branded with a symbol only this module can write: a `MemberScope` comes from
 * `memberScopeOf`, never from an object literal, so the unscoped query cannot be written by
 * accident (`listPropertiesAddedBy(db, { userId })` does not compile).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from './client';
import { memberships } from './schema';

declare const memberScopeBrand: unique symbol;

export interface MemberScope {
  /** Whose rows. */
  readonly userId: number;
  /** Organizations where that user's membership is accepted (may be empty: then nothing is visible). */
  readonly organizationIds: readonly number[];
  readonly [memberScopeBrand]: true;
}

/**
 * The accepted memberships of `userId`, as a scope for user-keyed lists. Read in the request
 * that uses it, so a removal committed before the request is always seen.
 *
 * @example
 * const scope = await memberScopeOf(db, viewer.id);
 * const rows = await listPropertiesAddedBy(db, scope); // only rows of the teams they are still in
 */
export async function memberScopeOf(db: Database, userId: number): Promise<MemberScope> {
  const rows = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNotNull(memberships.acceptedAt)));
  return Object.freeze({ userId, organizationIds: Object.freeze(rows.map((row) => row.organizationId)) }) as unknown as MemberScope;
}
