/** Assumption preset queries: every one scoped to an organization, personal presets to their owner as well. */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { presets } from '../schema';

export type PresetRow = typeof presets.$inferSelect;
export type NewPresetRow = typeof presets.$inferInsert;

/** What `userId` may see in `organizationId`: the organization's presets and their own personal ones. */
const visibleTo = (organizationId: number, userId: number) =>
  and(eq(presets.organizationId, organizationId), or(eq(presets.scope, 'organization'), eq(presets.ownerUserId, userId)));

/** The presets `userId` sees in the organization, organization presets first, then by name. */
export async function listVisiblePresets(db: Database, organizationId: number, userId: number): Promise<PresetRow[]> {
  return db
    .select()
    .from(presets)
    .where(visibleTo(organizationId, userId))
    .orderBy(sql`${presets.scope} = 'personal'`, asc(presets.name), asc(presets.id));
}

/** One preset `userId` sees in the organization, or undefined (another's personal preset, another organization's). */
export async function findVisiblePreset(db: Database, organizationId: number, userId: number, id: number): Promise<PresetRow | undefined> {
  const [row] = await db
    .select()
    .from(presets)
    .where(and(eq(presets.id, id), visibleTo(organizationId, userId)))
    .limit(1);
  return row;
}

export async function insertPreset(db: Database, row: NewPresetRow): Promise<PresetRow> {
  const [created] = await db.insert(presets).values(row).returning();
  return created!;
}

/** The fields a change replaces. */
export type PresetChanges = Pick<PresetRow, 'name' | 'values' | 'lineItems' | 'lockedFields' | 'updatedBy'>;

/**
 * Replaces a preset's content and raises its version by one, only while it is still at `version`
 * (undefined when someone changed it meanwhile).
 */
export async function updatePresetAt(db: Database, organizationId: number, id: number, version: number, changes: PresetChanges): Promise<PresetRow | undefined> {
  const [row] = await db
    .update(presets)
    .set({ ...changes, version: sql`${presets.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(presets.id, id), eq(presets.organizationId, organizationId), eq(presets.version, version)))
    .returning();
  return row;
}

export async function deletePresetRow(db: Database, organizationId: number, id: number): Promise<void> {
  await db.delete(presets).where(and(eq(presets.id, id), eq(presets.organizationId, organizationId)));
}
