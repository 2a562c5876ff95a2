/** User account queries: create, read (alone or with the subscription and onboarding), rename, passwords, roles. */
import { and, count, eq } from 'drizzle-orm';
import type { AdminUserQuery } from '../../contract/admin';
import type { Database } from '../client';
import { pageOrder, textFilter, withPage } from '../paging';
import { onboarding, subscriptions, users, type SystemRole } from '../schema';

export type NewUserRow = typeof users.$inferInsert;

/** Inserts a user and answers its id, email and name. */
export async function insertUser(db: Database, values: NewUserRow): Promise<{ id: number; email: string; fullName: string }> {
  const [user] = await db.insert(users).values(values).returning({ id: users.id, email: users.email, fullName: users.fullName });
  if (!user) throw new Error('insert into users returned no row');
  return user;
}

/** Who a user is, as a session and a profile both answer it. */
export const userIdentityColumns = { id: users.id, email: users.email, fullName: users.fullName, role: users.role, isDemo: users.isDemo };

/** A user with their subscription's tier and status and whether onboarding is completed; undefined for an unknown id. */
export async function findUserProfileRow(db: Database, userId: number) {
  const [row] = await db
    .select({
      ...userIdentityColumns,
      tier: subscriptions.tier,
      status: subscriptions.status,
      onboardingCompleted: onboarding.completed,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(onboarding, eq(onboarding.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether a user with this id exists. */
export async function userExists(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

/** Sets a user's display name; false for an unknown id. */
export async function renameUser(db: Database, userId: number, fullName: string): Promise<boolean> {
  const updated = await db.update(users).set({ fullName }).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length > 0;
}

/** The account with this (normalised) email: id, email and name. */
export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<{ id: number; email: string; fullName: string; emailVerifiedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** The id and password hash of the account with this email, for signing in. */
export async function findCredentialsByEmail(db: Database, email: string): Promise<{ id: number; passwordHash: string } | undefined> {
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** A user's password hash by id. */
export async function findPasswordHash(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash;
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Every user with their subscription's tier and status, by id (the admin panel's list). */
const userWithSubscription = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  tier: subscriptions.tier,
  status: subscriptions.status,
};

/** A page of users with their subscription, filtered by name/email text and role, in a total order (admin panel). */
export async function listUsersPage(db: Database, query: AdminUserQuery) {
  const where = and(textFilter(query.q, [users.email, users.fullName]), query.role ? eq(users.role, query.role) : undefined);
  const sortBy = { createdAt: users.createdAt, email: users.email, fullName: users.fullName, role: users.role } as const;
  const rows = await withPage(
    db.select({ ...userWithSubscription }).from(users).leftJoin(subscriptions, eq(subscriptions.userId, users.id)).where(where).$dynamic(),
    pageOrder(sortBy[query.sort], query.direction, users.id),
    query,
  );
  const countAll = async () => (await db.select({ total: count() }).from(users).where(where))[0]?.total ?? 0;
  return { rows, countAll };
}

/** One user with their subscription (admin panel row), or undefined. */
export async function findUserWithSubscription(db: Database, userId: number) {
  const [row] = await db.select(userWithSubscription).from(users).leftJoin(subscriptions, eq(subscriptions.userId, users.id)).where(eq(users.id, userId)).limit(1);
  return row;
}

/** A user's system role, with the row locked until the transaction ends (call inside one). */
export async function lockUserRole(tx: Database, userId: number): Promise<SystemRole | undefined> {
  const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
  return target?.role;
}

/** How many real accounts there are (the shared demo account is not one). */
export async function countRealUsers(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.isDemo, false));
  return row?.total ?? 0;
}

/** How many system admins there are, the demo account never among them. */
export async function countRealSystemAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isDemo, false)));
  return row?.total ?? 0;
}

/** How many system admins there are. */
export async function countSystemAdmins(db: Database): Promise<number> {
  const [admins] = await db.select({ total: count() }).from(users).where(eq(users.role, 'admin'));
  return admins?.total ?? 0;
}

export async function setUserRoleRow(db: Database, userId: number, role: SystemRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}
