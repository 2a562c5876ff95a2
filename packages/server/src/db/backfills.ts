import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { nycStreetText } from '@rei/engine';
import { textArrayLiteral } from './arrayLiteral';
import type { Database } from './database';
import { properties } from './schema';

/** Rows refilled per statement. */
const BATCH = 2_000;

/**
 * Fills every empty `address_normalized` (rows a migration reset, or rows written without one)
 * with the address's NYC canonical street (`nycStreetText`), one UPDATE per batch. Runs after
 * the migrations and does nothing when every key is set. Answers how many rows it filled.
 */
export async function fillPropertyAddressKeys(db: Database, batchSize = BATCH): Promise<number> {
  let filled = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({ id: properties.id, address: properties.address })
      .from(properties)
      .where(and(eq(properties.addressNormalized, ''), gt(properties.id, afterId)))
      .orderBy(asc(properties.id))
      .limit(batchSize);
    if (rows.length === 0) return filled;
    const keyed = rows.map((row) => ({ id: row.id, key: nycStreetText(row.address) })).filter((row) => row.key !== '');
    if (keyed.length > 0) {
      const ids = `{${keyed.map((row) => row.id).join(',')}}`;
      const keys = textArrayLiteral(keyed.map((row) => row.key));
      await db.execute(sql`
        update ${properties} set address_normalized = batch.key
        from unnest(${ids}::int[], ${keys}::text[]) as batch(id, key)
        where ${properties.id} = batch.id`);
    }
    filled += keyed.length;
    afterId = rows.at(-1)!.id;
  }
}
