/**
 * Comparable sales for a lot: sales on the same block in the last 5 years, of similar size and
 * units, leaving out non-market sales. What "same block" means here: DOF names the
 * neighbourhood of every sale, so a comparable is a sale in the lot's borough and neighbourhood
 * of the same building class at the time of sale (or, when fewer than 3 of those pass, of the
 * same building class category).
 */
import { MARKET_SALE_RULE, NON_MARKET_SALE_THRESHOLD, isMarketSalePrice, summarizeComparables } from '@rei/engine';
import type { z } from 'zod';
import type { nycComparablesSchema } from '../../contract/nycData';
import type { EnrichmentSource, SaleRecord } from './source';

type NycComparables = z.infer<typeof nycComparablesSchema>;

/** A sale below this price (USD) is a non-market transfer and not a comparable: the engine's one rule. */
export { NON_MARKET_SALE_THRESHOLD };
/** Comparables look back this many years from the newest sale date the data holds. */
export const COMPARABLES_WINDOW_YEARS = 5;
/** Gross square feet within ±50 % of the subject's. */
const SIZE_TOLERANCE = 0.5;
/** Units within ±50 % of the subject's, or ±2, whichever is wider. */
const UNITS_TOLERANCE = 0.5;
const UNITS_SLACK = 2;
const MAX_COMPARABLES = 10;
/** Below this many comparables at the building class, widen to the class category. */
const MIN_AT_CLASS = 3;

/** What the comparable search knows about the subject lot. */
export interface ComparableSubject {
  readonly bbl: string;
  readonly borough: string;
  readonly neighborhood: string | null;
  readonly buildingClass: string | null;
  readonly buildingClassCategory: string | null;
  readonly grossSquareFeet: number | null;
  readonly units: number | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

const positive = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;

/** Whether a candidate's size and units are close enough to the subject's (unknown values never exclude). */
export function isSimilar(subject: ComparableSubject, sale: SaleRecord): boolean {
  if (positive(subject.grossSquareFeet) && positive(sale.grossSquareFeet)) {
    const ratio = Math.abs(sale.grossSquareFeet - subject.grossSquareFeet) / subject.grossSquareFeet;
    if (ratio > SIZE_TOLERANCE) return false;
  }
  if (positive(subject.units) && positive(sale.totalUnits)) {
    const allowed = Math.max(subject.units * UNITS_TOLERANCE, UNITS_SLACK);
    if (Math.abs(sale.totalUnits - subject.units) > allowed) return false;
  }
  return true;
}

/** Whether a sale counts as a market sale (the engine's `isMarketSalePrice`). */
export function isMarketSale(sale: { salePrice: number | null }): boolean {
  return isMarketSalePrice(sale.salePrice);
}

/** Miles between two points (haversine), to 2 decimals. */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(3958.8 * 2 * Math.asin(Math.sqrt(h)) * 100) / 100;
}

/** `date` minus whole years, YYYY-MM-DD. */
function yearsBefore(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

function sizeDistance(subject: ComparableSubject, sale: SaleRecord): number {
  if (!positive(subject.grossSquareFeet) || !positive(sale.grossSquareFeet)) return Number.POSITIVE_INFINITY;
  return Math.abs(sale.grossSquareFeet - subject.grossSquareFeet);
}

function toComparable(subject: ComparableSubject, sale: SaleRecord): NycComparables['comparables'][number] {
  const area = positive(sale.grossSquareFeet) ? sale.grossSquareFeet : null;
  const bothPlaced =
    subject.latitude !== null && subject.longitude !== null && sale.latitude !== null && sale.longitude !== null;
  return {
    address: [sale.address, sale.apartmentNumber].filter(Boolean).join(', ') || sale.bbl,
    bbl: sale.bbl,
    neighborhood: sale.neighborhood,
    saleDate: sale.saleDate,
    salePrice: sale.salePrice ?? 0,
    squareFeet: area,
    pricePerSqFt: area !== null && sale.salePrice !== null ? Math.round((sale.salePrice / area) * 100) / 100 : null,
    distance: bothPlaced
      ? milesBetween({ latitude: subject.latitude!, longitude: subject.longitude! }, { latitude: sale.latitude!, longitude: sale.longitude! })
      : null,
    buildingClass: sale.buildingClassAtSale,
    units: sale.totalUnits,
    lotSize: positive(sale.landSquareFeet) ? sale.landSquareFeet : null,
    taxClass: sale.taxClassAtSale,
    yearBuilt: positive(sale.yearBuilt) ? sale.yearBuilt : null,
  };
}

/**
 * Comparable sales of a lot, or null when the sales data or the subject's neighbourhood and
 * class are unknown. `totalFound` counts the candidates that match place, class, window, size
 * and units; `afterFiltering` those that are market sales (price ≥ $10,000, which also
 * keeps every listed price above 0). The list holds up to 10 market sales, newest
 * first, then closest in size; the summary averages the listed ones (engine `summarizeComparables`).
 */
export async function findComparables(source: EnrichmentSource, subject: ComparableSubject): Promise<NycComparables | null> {
  if (subject.neighborhood === null || (subject.buildingClass === null && subject.buildingClassCategory === null)) return null;
  const newest = await source.newestSaleDate(subject.bbl);
  if (newest === null) return null;
  const from = yearsBefore(newest, COMPARABLES_WINDOW_YEARS);
  const base = { borough: subject.borough, neighborhood: subject.neighborhood, from, to: newest, excludeBbl: subject.bbl };

  const search = async (byClass: boolean) => {
    const lookup = await source.comparableSales(
      byClass ? { ...base, buildingClass: subject.buildingClass! } : { ...base, buildingClassCategory: subject.buildingClassCategory! },
    );
    if (!lookup.available) return null;
    const candidates = lookup.records.filter((sale) => isSimilar(subject, sale));
    return { candidates, market: candidates.filter(isMarketSale), provenance: lookup.provenance };
  };

  let classLabel = `building class ${subject.buildingClass}`;
  let result = subject.buildingClass !== null ? await search(true) : null;
  if ((result === null || result.market.length < MIN_AT_CLASS) && subject.buildingClassCategory !== null) {
    const wider = await search(false);
    if (wider !== null && (result === null || wider.market.length > result.market.length)) {
      result = wider;
      classLabel = `building class category ${subject.buildingClassCategory}`;
    }
  }
  if (result === null) return null;

  const listed = [...result.market]
    .sort((a, b) => b.saleDate.localeCompare(a.saleDate) || sizeDistance(subject, a) - sizeDistance(subject, b))
    .slice(0, MAX_COMPARABLES);
  const comparables = listed.map((sale) => toComparable(subject, sale));
  const summary = summarizeComparables(comparables.map((c) => ({ salePrice: c.salePrice, squareFeet: c.squareFeet })));
  const size = positive(subject.grossSquareFeet) ? `gross area within ±50 % of ${subject.grossSquareFeet.toLocaleString('en-US')} sq ft` : 'size not compared (subject area unknown)';
  const units = positive(subject.units) ? `units within ±50 % or ±2 of ${subject.units}` : 'units not compared (subject units unknown)';
  const criteria =
    `Same neighbourhood (${subject.neighborhood}) and ${classLabel}; ` +
    `sold in the last ${COMPARABLES_WINDOW_YEARS} years (${from} to ${newest}, the newest sale in the data); ` +
    `${size}; ${units}; ${MARKET_SALE_RULE} and the lot itself.`;
  return {
    criteria,
    comparables,
    analysis: { totalFound: result.candidates.length, afterFiltering: result.market.length },
    summary: { avgPricePerSqFt: summary.avgPricePerSqFt, avgSalePrice: summary.avgSalePrice },
    provenance: result.provenance[0]!,
  };
}
