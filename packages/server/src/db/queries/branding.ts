/** Organization branding queries: read an organization's branding, save its colours and contact line, set or clear its logo. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { organizationBranding, organizations } from '../schema';

export type BrandingRow = typeof organizationBranding.$inferSelect;

/** The organization's name with its branding row (null when nothing was ever saved); undefined when there is no such organization. */
export async function findOrganizationBranding(
  db: Database,
  organizationId: number,
): Promise<{ organizationName: string; branding: BrandingRow | null } | undefined> {
  const [row] = await db
    .select({ organizationName: organizations.name, branding: organizationBranding })
    .from(organizations)
    .leftJoin(organizationBranding, eq(organizationBranding.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/** The fields of a branding row that a save may change. */
export type BrandingChanges = Partial<
  Pick<
    BrandingRow,
    'primaryColor' | 'accentColor' | 'contactLine' | 'logoMediaType' | 'logo' | 'logoSha256' | 'logoFileName' | 'logoSanitized' | 'logoWidth' | 'logoHeight' | 'logoUpdatedAt'
  >
>;

/** Creates the organization's branding row or changes the given fields of it; `updatedAt` is now. */
export async function upsertOrganizationBranding(db: Database, organizationId: number, updatedBy: number, changes: BrandingChanges): Promise<void> {
  await db
    .insert(organizationBranding)
    .values({ organizationId, updatedBy, ...changes })
    .onConflictDoUpdate({
      target: organizationBranding.organizationId,
      set: { ...changes, updatedBy, updatedAt: sql`now()` },
    });
}
