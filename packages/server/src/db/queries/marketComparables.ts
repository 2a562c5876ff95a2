/**
 * NYC public-record queries for the cash-flow audit's market rent estimate: what the city's
 * files say about a lot (PLUTO row, its newest recorded sale) and the comparable sales around it.
 */
import { and, desc, eq, gt, gte, max, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { sameLotRange } from './demoLots';
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

/**
 * Market sales (price above 10,000) of the same borough and building class at sale (and
 * neighbourhood when given), within the newest 5 years of those sales in the data (the files
 * lag the calendar, so the window ends at the newest matching sale, not today), up to 20,
 * newest first.
 */
export async function comparableSales(db: Database, query: ComparableQuery): Promise<ComparableSaleRow[]> {
  const conditions: SQL[] = [
    eq(nycSales.borough, query.borough),
    eq(nycSales.buildingClassAtSale, query.buildingClass),
    gt(nycSales.salePrice, String(MARKET_SALE_MIN_PRICE)),
  ];
  if (query.neighborhood) conditions.push(eq(nycSales.neighborhood, query.neighborhood));
  if (query.excludeBbl) conditions.push(ne(nycSales.bbl, query.excludeBbl));
  // Demo lots are priced from demo sales only, real lots from real sales only.
  conditions.push(sameLotRange(nycSales.bbl, query.excludeBbl ?? ''));
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
