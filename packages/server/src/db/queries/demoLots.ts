/**
 * The demo lot range. Demo properties and their generated public records stand on lots whose
 * tax block is at or above `DEMO_BLOCK_FLOOR`, so demo and real data never mix.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The first tax block of the demo range. No NYC tax block comes near it (the highest, in
 * Queens, is about 16,400), so a demo lot can never share a BBL with a real one, and a real
 * lot's public record can never be shown on a demo property or the other way round.
 */
export const DEMO_BLOCK_FLOOR = 90_000;

/** Whether a ten-digit BBL is in the demo range (block 90000 or above). */
export function isDemoBbl(bbl: string | null | undefined): boolean {
  return typeof bbl === 'string' && /^[1-5]\d{9}$/.test(bbl) && Number(bbl.slice(1, 6)) >= DEMO_BLOCK_FLOOR;
}

/**
 * A condition keeping a query to lots in the same range as `bbl`: demo lots for a demo BBL,
 * real lots otherwise — so generated demo sales never price a real lot and the other way round.
 */
export function sameLotRange(column: AnyPgColumn, bbl: string): SQL {
  const block = sql`substring(${column} from 2 for 5)`;
  // The floor is written into the statement (a constant, never input) so the planner can use the
  // partial indexes of nyc_sales (see `demoLotCondition`), e.g. for the newest sale of a range.
  return isDemoBbl(bbl) ? sql`${block} >= ${DEMO_FLOOR_TEXT}` : sql`${block} < ${DEMO_FLOOR_TEXT}`;
}

const DEMO_FLOOR_TEXT = sql.raw(`'${String(DEMO_BLOCK_FLOOR)}'`);

/**
 * The exact conditions of `sameLotRange` for an index definition (`demo` true: the demo range),
 * so a partial index and the queries that should use it cannot drift apart.
 */
export function demoLotCondition(column: AnyPgColumn, demo: boolean): SQL {
  return sameLotRange(column, demo ? `1${String(DEMO_BLOCK_FLOOR)}0001` : '1000010001');
}
