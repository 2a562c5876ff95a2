/**
 * The cash-flow audit's market rent estimate for one property: its NYC public-record facts
 * and comparable sales gathered here, the estimate itself made by the engine's
 * `estimateMarketRent` (gross rent multiplier by borough and building-class family).
 *
 * Facts, each with a named fallback when the property row lacks it:
 * - borough: the property's borough, else the BBL's first digit, else its city;
 * - building class: the property's, else PLUTO's (nyc_lots), else its newest sale's;
 * - square feet: the property's square feet, building area or PLUTO building area, else its
 *   newest sale's gross square feet;
 * - last sale: the property's recorded last sale price, else its newest market sale in nyc_sales.
 *
 * Comparables: market sales (above 10,000) of the same borough and building class at sale in
 * the newest 5 years of the data, up to 20, in the lot's neighbourhood when the lot has a sale
 * on file; fewer than 3 there widens the search to the whole borough (a named fallback).
 */
import type { Database } from '../db/client';
import { comparableSales, lotFacts, type ComparableSaleRow, type LotFacts } from '../db/queries/marketComparables';
import type { PropertyRow } from '../db/queries/properties';
import { boroughCode, estimateMarketRent, type BoroughCode, type MarketRentEstimate } from './engine';

/** Comparables wanted in the neighbourhood before the search widens to the borough. */
export const NEIGHBORHOOD_MIN_COMPARABLES = 3;

/** The engine's estimate with the fallbacks taken while gathering its facts listed first. */
export type PropertyMarketRent = MarketRentEstimate;

const positive = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
};

const NO_FACTS: LotFacts = {
  buildingClass: null,
  buildingArea: null,
  neighborhood: null,
  lastSalePrice: null,
  lastSaleBuildingClass: null,
  lastSaleGrossSquareFeet: null,
};

function boroughOf(property: PropertyRow, fallbacks: string[]): BoroughCode | null {
  const own = boroughCode(property.borough);
  if (own) return own;
  const fromBbl = property.bbl ? boroughCode(property.bbl.charAt(0)) : null;
  if (fromBbl) {
    fallbacks.push('borough from the BBL');
    return fromBbl;
  }
  const fromCity = boroughCode(property.city);
  if (fromCity) fallbacks.push('borough from the city');
  return fromCity;
}

function buildingClassOf(property: PropertyRow, facts: LotFacts, fallbacks: string[]): string | null {
  const own = property.buildingClass?.trim();
  if (own) return own.toUpperCase();
  if (facts.buildingClass) {
    fallbacks.push('building class from PLUTO (nyc_lots)');
    return facts.buildingClass.trim().toUpperCase();
  }
  if (facts.lastSaleBuildingClass) {
    fallbacks.push("building class from the lot's newest recorded sale");
    return facts.lastSaleBuildingClass.trim().toUpperCase();
  }
  return null;
}

function squareFeetOf(property: PropertyRow, facts: LotFacts, fallbacks: string[]): number | null {
  const own = positive(property.squareFeet) ?? positive(property.buildingArea) ?? positive(property.bldgArea);
  if (own !== null) return own;
  if (positive(facts.buildingArea) !== null) {
    fallbacks.push('square feet from PLUTO building area');
    return positive(facts.buildingArea);
  }
  if (positive(facts.lastSaleGrossSquareFeet) !== null) {
    fallbacks.push("square feet from the lot's newest recorded sale");
    return positive(facts.lastSaleGrossSquareFeet);
  }
  return null;
}

async function comparablesFor(
  db: Database,
  borough: BoroughCode | null,
  buildingClass: string | null,
  property: PropertyRow,
  facts: LotFacts,
  fallbacks: string[],
): Promise<ComparableSaleRow[]> {
  if (borough === null || buildingClass === null) return [];
  const query = { borough, buildingClass, excludeBbl: property.bbl };
  if (facts.neighborhood) {
    const nearby = await comparableSales(db, { ...query, neighborhood: facts.neighborhood });
    if (nearby.length >= NEIGHBORHOOD_MIN_COMPARABLES) return nearby;
    fallbacks.push(`comparables from the whole borough (fewer than ${NEIGHBORHOOD_MIN_COMPARABLES} in ${facts.neighborhood})`);
  } else {
    fallbacks.push("comparables from the whole borough (the lot's neighbourhood is unknown)");
  }
  return comparableSales(db, query);
}

/**
 * The market rent estimate of a property from its facts and comparable NYC sales (rules at
 * the top of this file); `null` when there is neither a comparable sale nor a price to work from.
 */
export async function propertyMarketRent(db: Database, property: PropertyRow): Promise<PropertyMarketRent | null> {
  const fallbacks: string[] = [];
  const facts = property.bbl ? await lotFacts(db, property.bbl) : NO_FACTS;
  const borough = boroughOf(property, fallbacks);
  const buildingClass = buildingClassOf(property, facts, fallbacks);
  const squareFeet = squareFeetOf(property, facts, fallbacks);
  let lastSalePrice = positive(property.lastSalePrice);
  if (lastSalePrice === null && facts.lastSalePrice !== null) {
    lastSalePrice = facts.lastSalePrice;
    fallbacks.push("last sale price from the lot's newest recorded sale");
  }
  const comparables = await comparablesFor(db, borough, buildingClass, property, facts, fallbacks);
  const estimate = estimateMarketRent({
    borough,
    buildingClass,
    squareFeet,
    comparables: comparables.map((c) => ({ salePrice: c.salePrice, grossSquareFeet: c.grossSquareFeet })),
    lastSalePrice,
    purchasePrice: positive(property.purchasePrice),
  });
  return estimate === null ? null : { ...estimate, fallbacksUsed: [...fallbacks, ...estimate.fallbacksUsed] };
}
