import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** Runs the smallest query there is; resolves once the database answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
