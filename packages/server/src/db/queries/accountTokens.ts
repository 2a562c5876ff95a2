/** One-time account links (password reset, email change) and the account changes they make. Tokens are stored only as their hash. */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { accountTokens, sessions, users, type AccountTokenPurpose } from '../schema';

export type AccountTokenRow = typeof accountTokens.$inferSelect;

export async function insertAccountToken(db: Database, values: typeof accountTokens.$inferInsert): Promise<AccountTokenRow> {
  const [row] = await db.insert(accountTokens).values(values).returning();
  if (!row) throw new Error('account token insert returned nothing');
  return row;
}

/** The link with this token hash, locked for the rest of the transaction (so two uses cannot both pass). */
export async function lockAccountTokenByHash(db: Database, tokenHash: string): Promise<AccountTokenRow | undefined> {
  const [row] = await db.select().from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash)).for('update').limit(1);
  return row;
}

export async function findAccountTokenByHash(db: Database, tokenHash: string): Promise<AccountTokenRow | undefined> {
  const [row] = await db.select().from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function markAccountTokenUsed(db: Database, id: number, usedAt: Date): Promise<void> {
  await db.update(accountTokens).set({ usedAt }).where(eq(accountTokens.id, id));
}

/**
 * Ends every unused link of the given purposes for a user: a newer one replaces them, the change
 * they served is done, or the account's password or address changed under them.
 */
export async function retireAccountTokens(
  db: Database,
  userId: number,
  purposes: AccountTokenPurpose | readonly AccountTokenPurpose[],
  now: Date,
): Promise<void> {
  const list = typeof purposes === 'string' ? [purposes] : purposes;
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, [...list]), isNull(accountTokens.usedAt)));
}

/** The newest unused, unexpired email change of a user, if any. */
export async function findPendingEmailChange(db: Database, userId: number, now: Date): Promise<{ newEmail: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email_change'),
        isNull(accountTokens.usedAt),
        sql`${accountTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(sql`${accountTokens.createdAt} desc`)
    .limit(1);
  return row?.newEmail ? { newEmail: row.newEmail, expiresAt: new Date(row.expiresAt) } : undefined;
}

/** Moves the account to `email`, proven by the link mailed there: the address counts as verified from `verifiedAt`. */
export async function setUserEmail(db: Database, userId: number, email: string, verifiedAt: Date): Promise<void> {
  await db.update(users).set({ email, emailVerifiedAt: verifiedAt }).where(eq(users.id, userId));
}

/** Marks the account's address verified (kept when it already was). */
export async function setUserEmailVerified(db: Database, userId: number, verifiedAt: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${verifiedAt.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}

/** Who a user is, for the mails: email, name, whether it is the shared demo account and since when the address is verified. */
export interface UserContact {
  id: number;
  email: string;
  fullName: string;
  isDemo: boolean;
  emailVerifiedAt: Date | null;
}

const contactColumns = { id: users.id, email: users.email, fullName: users.fullName, isDemo: users.isDemo, emailVerifiedAt: users.emailVerifiedAt };

export async function findUserContact(db: Database, userId: number): Promise<UserContact | undefined> {
  const [row] = await db
    .select(contactColumns)
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findUserContactByEmail(db: Database, email: string): Promise<UserContact | undefined> {
  const [row] = await db
    .select(contactColumns)
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** Revokes every session of a user (a password reset signs out everywhere). */
export async function deleteAllSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Housekeeping: drops links that expired more than a day before `before`. */
export async function deleteAccountTokensExpiredBefore(db: Database, before: Date): Promise<void> {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, before));
}
