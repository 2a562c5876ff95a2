import type { ServerConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../server';

/** `rei migrate`: applies the database migrations and exits. */
export async function migrateCommand(config: ServerConfig): Promise<void> {
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database);
    console.log(`Migrations applied (${database.kind}: ${database.location}).`);
  } finally {
    await database.close();
  }
}
