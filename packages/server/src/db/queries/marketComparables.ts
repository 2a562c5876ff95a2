/**
 * NYC public-record queries for the cash-flow audit's market rent estimate: what the city's
 * files say about a lot (PLUTO row, its newest recorded sale) and the comparable sales around it.
 */
import { and, desc, eq, gt, gte, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { DEMO_BLOCK_FLOOR, isDemoBbl, sameLotRange } from './demoLots';
import { nycLots, nycSales } from '../schema';

/** Sales at or below this price are transfers between relatives, nominal deeds and the like, not market sales. */
export const MARKET_SALE_MIN_PRICE = 10_000;
/** Comparables come from the newest this many years of the matching sales. */
export const COMPARABLE_WINDOW_YEARS = 5;
/** At most this many comparables, newest first. */
export const COMPARABLE_LIMIT = 20;

/** What the city's files hold about one lot. Missing facts are null. */
export interface LotFacts {
  readonly buildingClass: string | null;
  readonly buildingArea: number | null;
  /** The neighbourhood the newest sale of the lot was filed under (DOF rolling sales). */
  readonly neighborhood: string | null;
  /** Newest market sale (price above the minimum) of the lot. */
  readonly lastSalePrice: number | null;
  readonly lastSaleBuildingClass: string | null;
  readonly lastSaleGrossSquareFeet: number | null;
}

const num = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

/** The PLUTO row and the newest sale of a lot by BBL (two indexed lookups). */
export async function lotFacts(db: Database, bbl: string): Promise<LotFacts> {
  const [lot] = await db.select({ buildingClass: nycLots.buildingClass, buildingArea: nycLots.buildingArea }).from(nycLots).where(eq(nycLots.bbl, bbl)).limit(1);
  const [anySale] = await db
    .select({ neighborhood: nycSales.neighborhood })
    .from(nycSales)
    .where(eq(nycSales.bbl, bbl))
    .orderBy(desc(nycSales.saleDate))
    .limit(1);
  const [sale] = await db
    .select({ salePrice: nycSales.salePrice, buildingClass: nycSales.buildingClassAtSale, grossSquareFeet: nycSales.grossSquareFeet })
    .from(nycSales)
    .where(and(eq(nycSales.bbl, bbl), gt(nycSales.salePrice, String(MARKET_SALE_MIN_PRICE))))
    .orderBy(desc(nycSales.saleDate))
    .limit(1);
  return {
    buildingClass: lot?.buildingClass ?? null,
    buildingArea: lot?.buildingArea ?? null,
    neighborhood: anySale?.neighborhood ?? null,
    lastSalePrice: num(sale?.salePrice),
    lastSaleBuildingClass: sale?.buildingClass ?? null,
    lastSaleGrossSquareFeet: sale?.grossSquareFeet ?? null,
  };
}

/** Which sales count as comparables. */
export interface ComparableQuery {
  readonly borough: string;
  readonly buildingClass: string;
  /** Restrict to this neighbourhood; omit for the whole borough. */
  readonly neighborhood?: string | null;
  /** The property's own lot, left out of its comparables. */
  readonly excludeBbl?: string | null;
}

/** One comparable sale as the estimate reads it. */
export interface ComparableSaleRow {
  readonly bbl: string;
  readonly salePrice: number;
  readonly grossSquareFeet: number | null;
  readonly saleDate: string;
}

// 'YYYY-MM-DD' minus whole years, in UTC (29 February steps back to 28 February).
function yearsBefore(isoDate: string, years: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const month = date.getUTCMonth();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  if (date.getUTCMonth() !== month) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

// `leaveOutLot` false keeps the lot's own sales (its BBL still picks the demo or real range).
function comparableConditions(query: ComparableQuery, leaveOutLot = true): SQL[] {
  const conditions: SQL[] = [
    eq(nycSales.borough, query.borough),
    eq(nycSales.buildingClassAtSale, query.buildingClass),
    gt(nycSales.salePrice, String(MARKET_SALE_MIN_PRICE)),
  ];
  if (query.neighborhood) conditions.push(eq(nycSales.neighborhood, query.neighborhood));
  if (leaveOutLot && query.excludeBbl) conditions.push(ne(nycSales.bbl, query.excludeBbl));
  // Demo lots are priced from demo sales only, real lots from real sales only.
  conditions.push(sameLotRange(nycSales.bbl, query.excludeBbl ?? ''));
  return conditions;
}

/**
 * Market sales (price above 10,000) of the same borough and building class at sale (and
 * neighbourhood when given), within the newest 5 years of those sales in the data (the files
 * lag the calendar, so the window ends at the newest matching sale, not today), up to 20,
 * newest first.
 */
export async function comparableSales(db: Database, query: ComparableQuery): Promise<ComparableSaleRow[]> {
  const conditions = comparableConditions(query);
  const [newest] = await db.select({ date: max(nycSales.saleDate) }).from(nycSales).where(and(...conditions));
  if (!newest?.date) return [];
  const rows = await db
    .select({ bbl: nycSales.bbl, salePrice: nycSales.salePrice, grossSquareFeet: nycSales.grossSquareFeet, saleDate: nycSales.saleDate })
    .from(nycSales)
    .where(and(...conditions, gte(nycSales.saleDate, yearsBefore(newest.date, COMPARABLE_WINDOW_YEARS))))
    .orderBy(desc(nycSales.saleDate), desc(nycSales.saleKey))
    .limit(COMPARABLE_LIMIT);
  return rows.map((row) => ({ ...row, salePrice: Number(row.salePrice) }));
}

// ---------------------------------------------------------------------------------------------
// The same answers for many lots at once (the organization audit): a handful of queries instead
// of several per property.

/** `lotFacts` of many lots: three queries whatever their number. Lots the files do not know are left out. */
export async function lotFactsOf(db: Database, bbls: readonly string[]): Promise<Map<string, LotFacts>> {
  const facts = new Map<string, LotFacts>();
  if (bbls.length === 0) return facts;
  const wanted = [...new Set(bbls)];
  const lots = await db
    .select({ bbl: nycLots.bbl, buildingClass: nycLots.buildingClass, buildingArea: nycLots.buildingArea })
    .from(nycLots)
    .where(inArray(nycLots.bbl, wanted));
  const newestSales = await db
    .selectDistinctOn([nycSales.bbl], { bbl: nycSales.bbl, neighborhood: nycSales.neighborhood })
    .from(nycSales)
    .where(inArray(nycSales.bbl, wanted))
    .orderBy(nycSales.bbl, desc(nycSales.saleDate));
  const newestMarketSales = await db
    .selectDistinctOn([nycSales.bbl], {
      bbl: nycSales.bbl,
      salePrice: nycSales.salePrice,
      buildingClass: nycSales.buildingClassAtSale,
      grossSquareFeet: nycSales.grossSquareFeet,
    })
    .from(nycSales)
    .where(and(inArray(nycSales.bbl, wanted), gt(nycSales.salePrice, String(MARKET_SALE_MIN_PRICE))))
    .orderBy(nycSales.bbl, desc(nycSales.saleDate));
  const lotOf = new Map(lots.map((row) => [row.bbl, row]));
  const anySaleOf = new Map(newestSales.map((row) => [row.bbl, row]));
  const saleOf = new Map(newestMarketSales.map((row) => [row.bbl, row]));
  for (const bbl of wanted) {
    const lot = lotOf.get(bbl);
    const sale = saleOf.get(bbl);
    facts.set(bbl, {
      buildingClass: lot?.buildingClass ?? null,
      buildingArea: lot?.buildingArea ?? null,
      neighborhood: anySaleOf.get(bbl)?.neighborhood ?? null,
      lastSalePrice: num(sale?.salePrice),
      lastSaleBuildingClass: sale?.buildingClass ?? null,
      lastSaleGrossSquareFeet: sale?.grossSquareFeet ?? null,
    });
  }
  return facts;
}

/** Candidates fetched per comparable query: the limit plus room for the sales of the lot left out. */
export const COMPARABLE_CANDIDATES = COMPARABLE_LIMIT * 2;

/** The newest market sales of a comparable query (no lot left out), for `comparablesAmong`. */
export interface ComparableCandidates {
  readonly rows: readonly ComparableSaleRow[];
  /** Every matching sale is in `rows` (fewer than the candidate limit matched). */
  readonly complete: boolean;
}

/**
 * The newest `COMPARABLE_CANDIDATES` sales matching `query` (its `excludeBbl` only picks the
 * demo or real lot range; no lot is left out), newest first, ties by sale key: the order of
 * `comparableSales`, so `comparablesAmong` can answer it for any lot of the group.
 */
export async function comparableCandidates(db: Database, query: ComparableQuery): Promise<ComparableCandidates> {
  const conditions = comparableConditions(query, false);
  const rows = await db
    .select({ bbl: nycSales.bbl, salePrice: nycSales.salePrice, grossSquareFeet: nycSales.grossSquareFeet, saleDate: nycSales.saleDate })
    .from(nycSales)
    .where(and(...conditions))
    .orderBy(desc(nycSales.saleDate), desc(nycSales.saleKey))
    .limit(COMPARABLE_CANDIDATES);
  return { rows: rows.map((row) => ({ ...row, salePrice: Number(row.salePrice) })), complete: rows.length < COMPARABLE_CANDIDATES };
}

/**
 * `comparableCandidates` of many queries in one statement (each query's newest sales through a
 * LATERAL join over the list of queries), in the order of `queries`.
 */
export async function comparableCandidatesOfMany(db: Database, queries: readonly ComparableQuery[]): Promise<ComparableCandidates[]> {
  if (queries.length === 0) return [];
  const keys = queries.map((q, index) => ({
    ord: index + 1,
    borough: q.borough,
    building_class: q.buildingClass,
    neighborhood: q.neighborhood || null,
    demo: isDemoBbl(q.excludeBbl ?? ''),
  }));
  type CandidateRow = { ord: number | string; bbl: string; sale_price: string; gross_square_feet: number | string | null; sale_date: string };
  // Both drivers answer `{ rows }`; the columns are cast to text where the drivers would differ (dates).
  const result = (await db.execute(sql`
    select k.ord, s.bbl, s.sale_price::text as sale_price, s.gross_square_feet, to_char(s.sale_date, 'YYYY-MM-DD') as sale_date
    from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(ord int, borough text, building_class text, neighborhood text, demo boolean)
    cross join lateral (
      select bbl, sale_price, gross_square_feet, sale_date, sale_key
      from ${nycSales}
      where borough = k.borough
        and building_class_at_sale = k.building_class
        and sale_price > ${String(MARKET_SALE_MIN_PRICE)}
        and (k.neighborhood is null or neighborhood = k.neighborhood)
        and (substring(bbl from 2 for 5) >= ${String(DEMO_BLOCK_FLOOR)}) = k.demo
      order by sale_date desc, sale_key desc
      limit ${COMPARABLE_CANDIDATES}
    ) as s
    order by k.ord, s.sale_date desc, s.sale_key desc`)) as unknown as { rows: CandidateRow[] };
  const rowsOf = queries.map(() => [] as ComparableSaleRow[]);
  for (const row of result.rows) {
    rowsOf[Number(row.ord) - 1]!.push({
      bbl: row.bbl,
      salePrice: Number(row.sale_price),
      grossSquareFeet: row.gross_square_feet === null ? null : Number(row.gross_square_feet),
      saleDate: row.sale_date,
    });
  }
  return rowsOf.map((rows) => ({ rows, complete: rows.length < COMPARABLE_CANDIDATES }));
}

/**
 * What `comparableSales` answers for a lot (`excludeBbl`), read from its group's candidates:
 * the window starts at the newest sale of another lot, and the first 20 sales of other lots
 * within it are the comparables. `null` when the candidates cannot tell (the lot's own sales
 * crowd out too many of them): ask `comparableSales` then.
 */
export function comparablesAmong(candidates: ComparableCandidates, excludeBbl: string | null): ComparableSaleRow[] | null {
  const kept: ComparableSaleRow[] = [];
  let windowStart: string | null = null;
  for (const row of candidates.rows) {
    if (excludeBbl && row.bbl === excludeBbl) continue;
    windowStart ??= yearsBefore(row.saleDate, COMPARABLE_WINDOW_YEARS);
    // newest first: every later row is older still
    if (row.saleDate < windowStart) return kept;
    kept.push(row);
    if (kept.length === COMPARABLE_LIMIT) return kept;
  }
  return candidates.complete ? kept : null;
}
