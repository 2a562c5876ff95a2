/**
 * The screening tests' city: the synthetic city generator (src/nyc/synthetic/syntheticCity.ts)
 * kept in memory as well, so each test can compute the answer a count must give from the same
 * facts it stored. Blocks 80000–89999: above any real NYC block and below the demo floor.
 */
import type { Database } from '../src/db/database';
import { storeSyntheticCity, syntheticLots, type GeneratedLot } from '../src/nyc/synthetic/syntheticCity';

export { lastSaleOf, type GeneratedLot } from '../src/nyc/synthetic/syntheticCity';

/** The whole city as an array (a test's city is small). */
export function generateCity(count: number, seed = 30): GeneratedLot[] {
  return [...syntheticLots(count, seed)];
}

/** Stores the city with one finished (synthetic) import per dataset it fills. */
export async function storeCity(db: Database, lots: readonly GeneratedLot[]): Promise<void> {
  await storeSyntheticCity(db, lots, { label: 'test' });
}
