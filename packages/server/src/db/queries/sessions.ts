/** Session queries. Tokens are stored only as their hash. */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { cachedReadsOf } from '../readCache';
import { userIdentityColumns } from './users';
import { memberships, organizations, sessions, users, type OrganizationRole, type SystemRole } from '../schema';

export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** One of the caller's memberships as the session lookup reads it (pending invitations have `accepted` false). */
export interface SessionMembership {
  readonly organizationId: number;
  readonly role: OrganizationRole;
  readonly accepted: boolean;
  /** The organization's `portfolio_version`, read at the same moment (it keys cached portfolio pages). */
  readonly portfolioVersion: number;
}

export interface SessionWithMemberships {
  readonly id: number;
  readonly email: string;
  readonly fullName: string;
  readonly role: SystemRole;
  readonly isDemo: boolean;
  readonly expiresAt: Date;
  /** Every membership of the user, oldest first (created_at, id), accepted or not. */
  readonly memberships: readonly SessionMembership[];
}

function prepareSessionWithMemberships(db: Database) {
  // The memberships come from the same statement as the session, so an authenticated request
  // learns who the caller is and which organizations they may work in with one round trip,
  // read at the same moment (a revoked session or a removed member is seen at once).
  const membershipList = sql<SessionMembership[]>`coalesce((
    select json_agg(json_build_object('organizationId', ${memberships.organizationId}, 'role', ${memberships.role}, 'accepted', ${memberships.acceptedAt} is not null,
        'portfolioVersion', ${organizations.portfolioVersion})
      order by ${memberships.createdAt}, ${memberships.id})
    from ${memberships} join ${organizations} on ${organizations.id} = ${memberships.organizationId}
    where ${memberships.userId} = ${users.id}), '[]'::json)`;
  return db
    .select({
      ...userIdentityColumns,
      expiresAt: sessions.expiresAt,
      memberships: membershipList,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('rei_find_session_memberships');
}
const sessionWithMembershipLookups = new WeakMap<Database, ReturnType<typeof prepareSessionWithMemberships>>();

/**
 * The user of an unexpired session with this token hash and all their memberships, in one
 * statement (prepared once per database); undefined when the token is unknown or expired.
 * The answer may come from memory: on the embedded database from its exact read cache
 * (`readCache.ts`), which any write empties; on PostgreSQL from the cache that any change notice
 * empties (`sharedReadCache.ts`). The expiry is checked again here, as time passes without writes.
 */
export async function findSessionWithMemberships(db: Database, tokenHash: string): Promise<SessionWithMemberships | undefined> {
  let lookup = sessionWithMembershipLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionWithMemberships(db);
    sessionWithMembershipLookups.set(db, lookup);
  }
  const prepared = lookup;
  const load = async () => (await prepared.execute({ tokenHash }))[0];
  const cache = cachedReadsOf(db);
  // An unknown token is not kept: a new session needs no change notice (migration 0019).
  const row = cache ? await cache.read(`session:${tokenHash}`, load, (found) => found !== undefined) : await load();
  return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Revokes every session of a user except the one with `keepTokenHash`. */
export async function deleteOtherSessions(db: Database, userId: number, keepTokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}

export async function deleteSessionsExpiredBefore(db: Database, before: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, before));
}
