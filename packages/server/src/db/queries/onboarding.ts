/** Onboarding answers, one row per user. */
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { onboarding } from '../schema';

export type OnboardingRow = typeof onboarding.$inferSelect;
/** The saved columns of an onboarding row (everything but the user id). */
export type OnboardingValues = Omit<typeof onboarding.$inferInsert, 'userId'>;

export async function findOnboardingRow(db: Database, userId: number): Promise<OnboardingRow | undefined> {
  const [row] = await db.select().from(onboarding).where(eq(onboarding.userId, userId)).limit(1);
  return row;
}

/** Inserts or replaces a user's onboarding row and answers it. */
export async function upsertOnboardingRow(db: Database, userId: number, values: OnboardingValues): Promise<OnboardingRow | undefined> {
  const [row] = await db
    .insert(onboarding)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: onboarding.userId, set: values })
    .returning();
  return row;
}
