import type { Database } from '../db/client';
import { insertMembership, insertOrganization } from '../db/queries/organizations';
import { insertSubscription } from '../db/queries/subscriptions';
import { countRealSystemAdmins, countRealUsers, findUserProfileRow, insertUser, renameUser } from '../db/queries/users';
import { lockFirstAccount } from '../db/queries/locks';
import type { SystemRole } from '../db/schema';
import type { User } from '../contract';
import { conflict, forbidden, notFound } from '../errors';
import { hashPassword } from '../auth/password';
import { effectiveTier } from './tiers';
import type { Tier } from './tiers';

export interface NewAccount {
  readonly fullName: string;
  /** Already normalised (trimmed, lower-case) by the contract. */
  readonly email: string;
  readonly password: string;
  readonly role?: SystemRole;
  readonly tier?: Tier;
  /**
   * A sign-up from the web: when no real account exists yet (the demo account does not
   * count), this one becomes the system admin. Decided under a lock inside the transaction,
   * so of two first sign-ups racing exactly one wins.
   */
  readonly firstAccountBecomesAdmin?: boolean;
  /**
   * The address is known to be the person's from the start (the demo account, `rei create-admin`,
   * a sign-up from a mailed invitation link); otherwise it waits for the verification link.
   */
  readonly emailVerified?: boolean;
}

/** Postgres unique_violation, raised by either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The default organization name for a new account: "Ada Lovelace's Organization". */
export function personalOrganizationName(fullName: string): string {
  return `${fullName}'s Organization`;
}

/**
 * Creates a user, the user's own organization (as accepted owner) and a subscription, in
 * one transaction. The email must be unused (409 otherwise).
 */
export async function createAccount(
  db: Database,
  account: NewAccount,
): Promise<{ id: number; email: string; fullName: string; organizationId: number; role: SystemRole }> {
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction(async (tx) => {
      let role: SystemRole = account.role ?? 'user';
      if (account.firstAccountBecomesAdmin && role !== 'admin') {
        await lockFirstAccount(tx);
        if ((await countRealUsers(tx)) === 0) role = 'admin';
      }
      const user = await insertUser(tx, {
        email: account.email,
        fullName: account.fullName,
        passwordHash,
        role,
        emailVerifiedAt: account.emailVerified ? new Date() : null,
      });
      const organization = await insertOrganization(tx, { name: personalOrganizationName(account.fullName), createdBy: user.id });
      await insertMembership(tx, { organizationId: organization.id, userId: user.id, role: 'owner', acceptedAt: new Date() });
      await insertSubscription(tx, { userId: user.id, tier: account.tier ?? 'scout', status: 'active', provider: 'local' });
      return { ...user, organizationId: organization.id, role };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with this email already exists. Sign in instead.');
    throw error;
  }
}

/**
 * GET /api/auth/installation: whether the installation has a real system admin, and whether
 * the next sign-up becomes it (no real account exists yet), so a fresh install's sign-up
 * page can say so. Answers nothing about who the accounts are.
 */
export async function installationStatus(
  db: Database,
  firstAccountAdmin: boolean,
): Promise<{ hasAdmin: boolean; firstAccountBecomesAdmin: boolean }> {
  const admins = await countRealSystemAdmins(db);
  const accounts = await countRealUsers(db);
  return { hasAdmin: admins > 0, firstAccountBecomesAdmin: firstAccountAdmin && accounts === 0 };
}

/** The User record the client reads (id, email, name, effective tier, onboarding due, roles, address confirmed) for one user id, or null. */
export async function findUserProfile(db: Database, userId: number): Promise<User | null> {
  const row = await findUserProfileRow(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName || row.email.split('@')[0] || row.email,
    subscriptionTier: effectiveTier(row.tier && row.status ? { tier: row.tier, status: row.status } : null),
    needsOnboarding: row.onboardingCompleted !== true,
    role: row.role,
    isDemo: row.isDemo,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** GET /api/users/{id}: the caller's own record, or anyone's for a system admin. */
export async function getUserForViewer(
  db: Database,
  viewer: { id: number; role: SystemRole },
  userId: number,
): Promise<User> {
  if (viewer.id !== userId && viewer.role !== 'admin') throw forbidden('You can only view your own account.');
  const profile = await findUserProfile(db, userId);
  if (!profile) throw notFound('User not found');
  return profile;
}

/**
 * PUT /api/users/{id}: renames the account. The caller's own account, or anyone's for a
 * system admin (403 otherwise); 404 for an unknown id. Returns the updated User.
 */
export async function updateUserForViewer(
  db: Database,
  viewer: { id: number; role: SystemRole },
  userId: number,
  changes: { fullName: string },
): Promise<User> {
  if (viewer.id !== userId && viewer.role !== 'admin') throw forbidden('You can only change your own account.');
  if (!(await renameUser(db, userId, changes.fullName))) throw notFound('User not found');
  const profile = await findUserProfile(db, userId);
  if (!profile) throw notFound('User not found');
  return profile;
}
