/** Every SQL of saved screens and their results (issue 30). Screens are read by id and organization together. */
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { portfolioItems, properties, screenParts, screenResultOutputs, screenResults, screens } from '../schema';
import { rowsOf } from './screenLots';

export type ScreenRow = typeof screens.$inferSelect;
/**
 * One screened lot as stored (the screen id is added on insert): packed against the screen's
 * layout (`services/screening/resultLayout.ts`): `values` its outputs in the layout's order,
 * `sortKeys` theirs as an int8[] literal.
 */
export type NewScreenResult = Omit<typeof screenResults.$inferInsert, 'screenId' | 'layoutInputs' | 'outputValues'> & {
  layoutInputs?: boolean;
  values?: (number | null)[] | null;
  sortKeys?: string | null;
};
export type NewScreenRow = typeof screens.$inferInsert;

export async function insertScreen(db: Database, values: NewScreenRow): Promise<ScreenRow> {
  const [row] = await db.insert(screens).values(values).returning();
  return row!;
}

/** The screen when it belongs to the organization, else undefined (another team's screen is not found). */
export async function findScreen(db: Database, organizationId: number, id: number): Promise<ScreenRow | undefined> {
  const [row] = await db.select().from(screens).where(and(eq(screens.id, id), eq(screens.organizationId, organizationId)));
  return row;
}

/** A screen by id alone: only for its own job, which carries the id it was given. */
export async function findScreenForJob(db: Database, id: number): Promise<ScreenRow | undefined> {
  const [row] = await db.select().from(screens).where(eq(screens.id, id));
  return row;
}

export async function listScreens(db: Database, organizationId: number): Promise<ScreenRow[]> {
  return db.select().from(screens).where(eq(screens.organizationId, organizationId)).orderBy(desc(screens.createdAt), desc(screens.id)).limit(200);
}

export async function updateScreen(db: Database, id: number, values: Partial<NewScreenRow>): Promise<void> {
  await db.update(screens).set({ ...values, updatedAt: new Date() }).where(eq(screens.id, id));
}

/** Marks a screen's run cancelled unless it has finished; true when it was stopped. */
export async function cancelScreen(db: Database, organizationId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(screens)
    .set({ state: 'cancelled', finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(screens.id, id), eq(screens.organizationId, organizationId), inArray(screens.state, ['queued', 'running'])))
    .returning({ id: screens.id });
  return rows.length > 0;
}

export async function deleteScreen(db: Database, organizationId: number, id: number): Promise<boolean> {
  const rows = await db.delete(screens).where(and(eq(screens.id, id), eq(screens.organizationId, organizationId))).returning({ id: screens.id });
  return rows.length > 0;
}

export async function deleteScreenResults(db: Database, screenId: number): Promise<void> {
  await db.delete(screenResults).where(eq(screenResults.screenId, screenId));
  await db.delete(screenResultOutputs).where(eq(screenResultOutputs.screenId, screenId));
}

/**
 * Stores a batch of screened lots in one statement: the batch goes as one JSON parameter that
 * `json_to_recordset` unpacks into rows (one value to send and parse, however many lots). A
 * resumed batch skips the rows it already stored; the answer counts only the rows added, so a
 * run's totals stay exact across retries. Each added row's outputs and verdict go to
 * `screen_result_outputs`, the narrow rows results pages sort by.
 */
export async function insertScreenResults(db: Database, screenId: number, lots: readonly NewScreenResult[]): Promise<{ inserted: number; passing: number }> {
  if (lots.length === 0) return { inserted: 0, passing: 0 };
  return insertScreenResultsJson(db, screenId, JSON.stringify(lots));
}

/**
 * `insertScreenResults` with the batch already written as a JSON array (a screen's worker thread
 * writes it, as UTF-8 bytes). Bytes go to the server as the parameter's binary form, which for
 * `json` is the text itself: the request thread never holds the batch as a string.
 */
export async function insertScreenResultsJson(db: Database, screenId: number, json: string | Uint8Array): Promise<{ inserted: number; passing: number }> {
  const batch = typeof json === 'string' ? json : Buffer.from(json.buffer, json.byteOffset, json.byteLength);
  const result = await db.execute<{ inserted: number; passing: number }>(sql`
    with batch as (
      select * from json_to_recordset(${batch}::json) as r(
        bbl text, address text, borough text, latitude float8, longitude float8, facts json, inputs json, "layoutInputs" boolean,
        outputs jsonb, "values" json, "sortKeys" text, skipped text, passes boolean, checks json
      )
    ), added as (
      insert into screen_results (screen_id, bbl, address, borough, latitude, longitude, facts, inputs, layout_inputs, outputs, output_values, skipped, passes, checks)
      select ${screenId}::int, bbl, address, borough, latitude, longitude, facts, inputs, coalesce("layoutInputs", false), outputs, "values", skipped, passes, coalesce(checks, '[]'::json)
      from batch
      on conflict do nothing
      returning bbl, passes
    ), sortable as (
      -- The same rows as \`added\`: both tables are written together, so a row is in both or neither.
      insert into screen_result_outputs (screen_id, bbl, outputs, sort_keys, passes)
      select ${screenId}::int, bbl, case when "sortKeys" is null then outputs end, "sortKeys"::int8[], passes
      from batch
      on conflict do nothing
    )
    select count(*)::int as inserted, (count(*) filter (where passes))::int as passing from added`);
  const [row] = rowsOf<{ inserted: number; passing: number }>(result);
  return { inserted: Number(row?.inserted ?? 0), passing: Number(row?.passing ?? 0) };
}

/** Adds a batch's counts to its screen's (parts of one run add theirs side by side). */
export async function addScreenProgress(db: Database, screenId: number, screened: number, passing: number): Promise<void> {
  await db
    .update(screens)
    .set({ screened: sql`${screens.screened} + ${screened}`, passing: sql`case when ${screens.passing} is null then null else ${screens.passing} + ${passing} end`, updatedAt: new Date() })
    .where(eq(screens.id, screenId));
}

/** The newest BBL a part has stored (its run resumes after it), or undefined. */
export async function lastResultInRange(db: Database, screenId: number, fromBbl: string, toBbl: string): Promise<string | undefined> {
  const [row] = await db
    .select({ bbl: sql<string | null>`max(${screenResults.bbl})` })
    .from(screenResults)
    .where(and(eq(screenResults.screenId, screenId), sql`${screenResults.bbl} > ${fromBbl}`, sql`${screenResults.bbl} <= ${toBbl}`));
  return row?.bbl ?? undefined;
}

export type ScreenPartRow = typeof screenParts.$inferSelect;

/** Stores a run's parts (a retried run finds them stored and keeps them). */
export async function insertScreenParts(db: Database, rows: readonly (typeof screenParts.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(screenParts).values([...rows]).onConflictDoNothing();
}

/** A screen's parts in order. */
export async function screenPartsOf(db: Database, screenId: number): Promise<ScreenPartRow[]> {
  return db.select().from(screenParts).where(eq(screenParts.screenId, screenId)).orderBy(screenParts.part);
}

export async function findScreenPart(db: Database, screenId: number, part: number): Promise<ScreenPartRow | undefined> {
  const [row] = await db.select().from(screenParts).where(and(eq(screenParts.screenId, screenId), eq(screenParts.part, part)));
  return row;
}

export async function updateScreenPart(db: Database, screenId: number, part: number, values: Partial<typeof screenParts.$inferInsert>): Promise<void> {
  await db
    .update(screenParts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(screenParts.screenId, screenId), eq(screenParts.part, part)));
}

/** Marks the parts of a screen that have not finished as cancelled (the screen was cancelled or failed). */
export async function cancelScreenParts(db: Database, screenId: number): Promise<void> {
  await db
    .update(screenParts)
    .set({ state: 'cancelled', updatedAt: new Date() })
    .where(and(eq(screenParts.screenId, screenId), inArray(screenParts.state, ['queued', 'running'])));
}

/** Forgets a screen's parts (a new run plans its own). */
export async function deleteScreenParts(db: Database, screenId: number): Promise<void> {
  await db.delete(screenParts).where(eq(screenParts.screenId, screenId));
}

/** A stored result, still packed. */
export type ScreenResultRow = typeof screenResults.$inferSelect;

/** How results pages sort by an output: its place in the layout's sort keys, else its name in the `outputs` JSON. */
export interface OutputSort {
  readonly sort: string;
  /** 1-based place of the output in `sort_keys`; null when the layout has no place for it (or there is no layout). */
  readonly place: number | null;
}

/** Fixed sort keys; any other key sorts by that output of the calculator (numbers). */
function sortExpression(sort: OutputSort, table: typeof screenResults | typeof screenResultOutputs): SQL {
  if (sort.sort === 'bbl') return sql`${table.bbl}`;
  if (sort.sort === 'address') return sql`${screenResults.address}`;
  if (sort.sort === 'passes') return sql`${table.passes}`;
  if (sort.place !== null) return sql`${screenResultOutputs.sortKeys}[${sql.raw(String(sort.place))}]`;
  return sql`(${table.outputs} ->> ${sort.sort})::float8`;
}

/** The order a results page asks for: the sort (nulls last, BBL as the tie-breaker), its direction, the verdict kept. */
export interface ScreenResultOrder {
  readonly sort: OutputSort;
  readonly direction: 'asc' | 'desc';
  readonly passing?: boolean | undefined;
}

function orderedTable(order: ScreenResultOrder) {
  return order.sort.sort === 'address' ? screenResults : screenResultOutputs;
}

function orderWhere(screenId: number, order: ScreenResultOrder): SQL | undefined {
  const table = orderedTable(order);
  return and(eq(table.screenId, screenId), order.passing === undefined ? undefined : eq(table.passes, order.passing));
}

/**
 * The BBLs of a screen's results in the order asked, `limit` of them after `offset`. The order is
 * found in the narrow `screen_result_outputs` (an address sort reads the results themselves).
 */
export async function screenResultBbls(db: Database, screenId: number, order: ScreenResultOrder, window: { offset: number; limit: number }): Promise<string[]> {
  const table = orderedTable(order);
  const by = sortExpression(order.sort, table);
  // A BBL is never null: ordered by itself alone, the primary key's index gives the page in both directions.
  const terms =
    order.sort.sort === 'bbl'
      ? [order.direction === 'asc' ? sql`${table.bbl} asc` : sql`${table.bbl} desc`]
      : order.direction === 'asc'
        ? [sql`${by} asc nulls last`, sql`${table.bbl} asc`]
        : [sql`${by} desc nulls last`, sql`${table.bbl} desc`];
  const rows = await db
    .select({ bbl: table.bbl })
    .from(table)
    .where(orderWhere(screenId, order))
    .orderBy(...terms)
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => row.bbl);
}

/** A screen's results of these BBLs, full, in the order of `bbls` (one that is not stored is left out). */
export async function screenResultsOf(db: Database, screenId: number, bbls: readonly string[]): Promise<ScreenResultRow[]> {
  if (bbls.length === 0) return [];
  const found = await db
    .select()
    .from(screenResults)
    .where(and(eq(screenResults.screenId, screenId), inArray(screenResults.bbl, [...bbls])));
  const byBbl = new Map(found.map((row) => [row.bbl, row]));
  return bbls.map((bbl) => byBbl.get(bbl)).filter((row): row is ScreenResultRow => row !== undefined);
}

/** How many of a screen's results the order's verdict filter keeps. */
export async function countScreenResults(db: Database, screenId: number, order: ScreenResultOrder): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orderedTable(order))
    .where(orderWhere(screenId, order));
  return count?.total ?? 0;
}

/** Results of a screen by BBL (add to portfolio), or every passing one. */
export async function screenResultsFor(db: Database, screenId: number, bbls: readonly string[] | 'passing', limit: number): Promise<ScreenResultRow[]> {
  const which = bbls === 'passing' ? eq(screenResults.passes, true) : inArray(screenResults.bbl, [...bbls]);
  return db.select().from(screenResults).where(and(eq(screenResults.screenId, screenId), which)).orderBy(screenResults.bbl).limit(limit);
}

/**
 * Fresh planner statistics on the screens' results once a run has stored its rows. PGlite runs no
 * autovacuum, and PostgreSQL's comes a minute or more later: until then the planner guessed a few
 * hundred rows where a screen had stored 100,000, and read every result of the screen, then sorted,
 * for each 2,000-row batch of an export (170 ms a batch on PGlite; 1.5 ms by the primary key once
 * analyzed). Only the columns those reads filter on are sampled: 170 ms on PGlite at 100,000 results.
 */
export async function analyzeScreenResults(db: Database): Promise<void> {
  await db.execute(sql`analyze screen_results (screen_id, bbl)`);
}

/** Every result of a screen in BBL order (up to and with `upTo` when given), `batch` rows at a time (exports). */
export async function* allScreenResults(db: Database, screenId: number, upTo?: string, batch = 2_000): AsyncGenerator<ScreenResultRow[]> {
  let after = '';
  for (;;) {
    const rows = await db
      .select()
      .from(screenResults)
      .where(and(eq(screenResults.screenId, screenId), sql`${screenResults.bbl} > ${after}`, upTo === undefined ? undefined : sql`${screenResults.bbl} <= ${upTo}`))
      .orderBy(screenResults.bbl)
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.bbl;
    if (rows.length < batch) return;
  }
}

/** Screens with a run in flight (tests, sweeps). */
export async function unfinishedScreenIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: screens.id }).from(screens).where(and(inArray(screens.state, ['queued', 'running']), isNotNull(screens.jobId)));
  return rows.map((row) => row.id);
}

/** Of these BBLs, those a property of the organization's portfolio already stands on. */
export async function bblsInPortfolio(db: Database, organizationId: number, bbls: readonly string[]): Promise<Set<string>> {
  if (bbls.length === 0) return new Set();
  const rows = await db
    .select({ bbl: properties.bbl })
    .from(portfolioItems)
    .innerJoin(properties, eq(properties.id, portfolioItems.propertyId))
    .where(and(eq(portfolioItems.organizationId, organizationId), inArray(properties.bbl, [...bbls])));
  return new Set(rows.map((row) => row.bbl).filter((bbl): bbl is string => bbl !== null));
}
