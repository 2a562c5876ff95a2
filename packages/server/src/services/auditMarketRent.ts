/**
 * The cash-flow audit's market rent estimate for one property: the service loads the lot's NYC
 * public-record facts and comparable sales, and the engine decides — `marketRentFacts` picks each
 * fact from the property record or a named fallback (PLUTO, the lot's newest sale, the BBL or the
 * city), and `estimateMarketRent` prices the rent with a gross rent multiplier by borough and
 * building-class family.
 *
 * Comparables: market sales of the same borough and building class in the newest years of the
 * data (the query's limits are in db/queries/marketComparables.ts), in the lot's neighbourhood
 * when the lot has a sale on file; fewer than `NEIGHBORHOOD_MIN_COMPARABLES` there widens the
 * search to the whole borough, a named fallback.
 */
import type { Database } from '../db/database';
import { comparableSales, lotFacts, type ComparableSaleRow, type LotFacts } from '../db/queries/marketComparables';
import type { PropertyRow } from '../db/queries/properties';
import {
  boroughWideComparablesFallback,
  estimateMarketRent,
  marketRentFacts,
  NEIGHBORHOOD_MIN_COMPARABLES,
  toFiniteNumber,
  type BoroughCode,
  type MarketRentEstimate,
} from './engine';

/** The engine's estimate with the fallbacks taken while gathering its facts listed first. */
export type PropertyMarketRent = MarketRentEstimate;

// Numeric columns arrive as strings from the database driver; `toFiniteNumber` reads both.
const positiveOrNull = (value: string | number | null): number | null => {
  const n = toFiniteNumber(value);
  return n !== null && n > 0 ? n : null;
};

const NO_FACTS: LotFacts = {
  buildingClass: null,
  buildingArea: null,
  neighborhood: null,
  lastSalePrice: null,
  lastSaleBuildingClass: null,
  lastSaleGrossSquareFeet: null,
};

/** Neighbourhood comparables when there are enough, else the whole borough's (a named fallback). */
async function comparablesFor(
  db: Database,
  borough: BoroughCode | null,
  buildingClass: string | null,
  property: PropertyRow,
  neighborhood: string | null,
  fallbacks: string[],
): Promise<ComparableSaleRow[]> {
  if (borough === null || buildingClass === null) return [];
  const query = { borough, buildingClass, excludeBbl: property.bbl };
  if (neighborhood) {
    const nearby = await comparableSales(db, { ...query, neighborhood });
    if (nearby.length >= NEIGHBORHOOD_MIN_COMPARABLES) return nearby;
  }
  fallbacks.push(boroughWideComparablesFallback(neighborhood || null));
  return comparableSales(db, query);
}

/**
 * The market rent estimate of a property from its facts and comparable NYC sales (rules at
 * the top of this file); `null` when there is neither a comparable sale nor a price to work from.
 */
export async function propertyMarketRent(db: Database, property: PropertyRow): Promise<PropertyMarketRent | null> {
  const lot = property.bbl ? await lotFacts(db, property.bbl) : NO_FACTS;
  const facts = marketRentFacts(
    {
      borough: property.borough,
      bbl: property.bbl,
      city: property.city,
      buildingClass: property.buildingClass,
      squareFeet: toFiniteNumber(property.squareFeet),
      buildingArea: toFiniteNumber(property.buildingArea),
      bldgArea: toFiniteNumber(property.bldgArea),
      lastSalePrice: toFiniteNumber(property.lastSalePrice),
    },
    lot,
  );
  const fallbacks = [...facts.fallbacksUsed];
  const comparables = await comparablesFor(db, facts.borough, facts.buildingClass, property, lot.neighborhood, fallbacks);
  const estimate = estimateMarketRent({
    borough: facts.borough,
    buildingClass: facts.buildingClass,
    squareFeet: facts.squareFeet,
    comparables: comparables.map((c) => ({ salePrice: c.salePrice, grossSquareFeet: c.grossSquareFeet })),
    lastSalePrice: facts.lastSalePrice,
    purchasePrice: positiveOrNull(property.purchasePrice),
  });
  return estimate === null ? null : { ...estimate, fallbacksUsed: [...fallbacks, ...estimate.fallbacksUsed] };
}
