import { count, eq } from 'drizzle-orm';
import { DEMO_CREDENTIALS } from '../contract/demoAccount';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createAccount } from '../services/users';
import { seedDemoData } from './seedDemoData';

/** The demo account created on an empty database (shown by the login page and the README). */
export const DEMO_ACCOUNT = { ...DEMO_CREDENTIALS, fullName: 'Demo Investor' } as const;

export interface SeedResult {
  readonly seeded: boolean;
  readonly demoUserId?: number;
  readonly demoOrganizationId?: number;
}

/**
 * Seeds demo data when the database has no users at all: the demo user (rookie plan), its
 * organization, then the demo properties, portfolio entries and strategies. On any other
 * database it does nothing, so it is safe on every start.
 */
export async function seedIfEmpty(db: Database): Promise<SeedResult> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return { seeded: false };
  const demo = await createAccount(db, { ...DEMO_ACCOUNT, tier: 'rookie' });
  // Its login is published, so the account is marked read-only (credentials, profile, invitations).
  await db.update(users).set({ isDemo: true }).where(eq(users.id, demo.id));
  // Demo properties, portfolio entries with saved strategies, and a completed onboarding.
  await seedDemoData(db, { userId: demo.id, organizationId: demo.organizationId });
  return { seeded: true, demoUserId: demo.id, demoOrganizationId: demo.organizationId };
}
