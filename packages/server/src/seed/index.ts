import { count, eq } from 'drizzle-orm';
import { DEMO_CREDENTIALS } from '../contract/demoAccount';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { lockSeeding } from '../db/queries/locks';
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
 * database it does nothing, so it is safe on every start, also from several instances at once.
 */
export async function seedIfEmpty(db: Database): Promise<SeedResult> {
  // Several instances starting at once on one empty database queue here: the first seeds, the
  // others then see its committed users and leave the data alone (no second demo account).
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    const [row] = await tx.select({ total: count() }).from(users);
    if ((row?.total ?? 0) > 0) return { seeded: false };
    const demo = await createAccount(tx, { ...DEMO_ACCOUNT, tier: 'rookie', emailVerified: true });
    // Its login is published, so the account is marked read-only (credentials, profile, invitations).
    await tx.update(users).set({ isDemo: true }).where(eq(users.id, demo.id));
    // Demo properties, portfolio entries with saved strategies, and a completed onboarding.
    await seedDemoData(tx, { userId: demo.id, organizationId: demo.organizationId });
    return { seeded: true, demoUserId: demo.id, demoOrganizationId: demo.organizationId };
  });
}
