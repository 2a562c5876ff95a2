/** System setting queries (the admin panel's feature toggles). */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { systemSettings } from '../schema';

export type SystemSettingRow = { key: string; description: string; value: boolean; updatedAt: Date };

const settingColumns = {
  key: systemSettings.key,
  description: systemSettings.description,
  value: systemSettings.value,
  updatedAt: systemSettings.updatedAt,
};

/** Inserts the settings that are missing; existing rows keep their values. */
export async function insertMissingSettings(db: Database, settings: readonly { key: string; description: string; value: boolean }[]): Promise<void> {
  await db.insert(systemSettings).values([...settings]).onConflictDoNothing({ target: systemSettings.key });
}

/** A setting's value; undefined for an unknown key. */
export async function findSettingValue(db: Database, key: string): Promise<boolean | undefined> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key));
  return row?.value;
}

/** Every setting, by key. */
export async function listSettingRows(db: Database): Promise<SystemSettingRow[]> {
  return db.select(settingColumns).from(systemSettings).orderBy(asc(systemSettings.key));
}

/** Sets a setting's value, recording who changed it and when; undefined for an unknown key. */
export async function updateSettingValue(db: Database, key: string, value: boolean, updatedBy: number): Promise<SystemSettingRow | undefined> {
  const [row] = await db
    .update(systemSettings)
    .set({ value, updatedBy, updatedAt: new Date() })
    .where(eq(systemSettings.key, key))
    .returning(settingColumns);
  return row;
}
