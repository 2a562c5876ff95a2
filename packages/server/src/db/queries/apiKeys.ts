/** API key queries. Keys are stored only as their hash. */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { apiKeys, memberships, organizations, users } from '../schema';
import { userIdentityColumns } from './users';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Database, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** The organization's keys, newest first, with their creator's name (revoked ones included). */
export async function listApiKeysOf(db: Database, organizationId: number) {
  return db
    .select({ key: apiKeys, creatorName: users.fullName })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes one key of the organization; false when it has no such key. Revoking twice keeps the first time. */
export async function revokeApiKey(db: Database, organizationId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/**
 * The key with this hash, its creator and the creator's role in the key's organization (null
 * when they are no longer an accepted member), read in one statement on every request that
 * uses it, so a revocation or a removal is seen at once on every instance.
 */
export async function findApiKeyByHash(db: Database, keyHash: string) {
  const [row] = await db
    .select({
      key: apiKeys,
      user: userIdentityColumns,
      role: memberships.role,
      portfolioVersion: organizations.portfolioVersion,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .leftJoin(
      memberships,
      and(eq(memberships.organizationId, apiKeys.organizationId), eq(memberships.userId, apiKeys.createdBy), sql`${memberships.acceptedAt} is not null`),
    )
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return row;
}

/** Marks the key used now, at most once a minute (a busy client does not write on every call). */
export async function touchApiKey(db: Database, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
}
