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
import type { NycPropertyData } from '../contract/nycData';
import type { Database } from '../db/database';
import { resolveAddress } from '../nyc/address/resolve';
import { nycPropertyData } from '../nyc/enrichment';
import type { SodaConfig } from '../nyc/soda/client';
import {
  comparableCandidates,
  comparableCandidatesOfMany,
  comparableSales,
  comparablesAmong,
  lotFacts,
  lotFactsOf,
  type ComparableCandidates,
  type ComparableQuery,
  type ComparableSaleRow,
  type LotFacts,
} from '../db/queries/marketComparables';
import { isDemoBbl } from '../db/queries/demoLots';
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

function factsOf(property: PropertyRow, lot: LotFacts) {
  return marketRentFacts(
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
}

function estimateOf(
  property: PropertyRow,
  facts: ReturnType<typeof marketRentFacts>,
  comparables: readonly Pick<ComparableSaleRow, 'salePrice' | 'grossSquareFeet'>[],
  fallbacks: string[],
): PropertyMarketRent | null {
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

/**
 * The market rent estimate of a property from its facts and comparable NYC sales (rules at
 * the top of this file); `null` when there is neither a comparable sale nor a price to work from.
 */
export async function propertyMarketRent(db: Database, property: PropertyRow): Promise<PropertyMarketRent | null> {
  const lot = property.bbl ? await lotFacts(db, property.bbl) : NO_FACTS;
  const facts = factsOf(property, lot);
  const fallbacks = [...facts.fallbacksUsed];
  const comparables = await comparablesFor(db, facts.borough, facts.buildingClass, property, lot.neighborhood, fallbacks);
  return estimateOf(property, facts, comparables, fallbacks);
}

/** Market rents of a list of properties, in order; see `marketRentLoader`. */
export type MarketRentLoader = (properties: readonly PropertyRow[]) => Promise<Map<number, PropertyMarketRent | null>>;

/**
 * `propertyMarketRent` of many properties with the same answers, in a few statements: each call
 * reads its properties' lot facts in three, then the comparable candidates of every group it
 * needs (borough, building class, neighbourhood, demo or real lots) in one statement for the
 * neighbourhoods and one for the boroughs; a group read once serves the loader's later calls,
 * and its newest sales serve every property of the group (`comparablesAmong`). A property whose
 * own sales crowd its group's candidates is asked alone.
 */
export function marketRentLoader(db: Database): MarketRentLoader {
  const groups = new Map<string, ComparableCandidates>();
  const keyOf = (query: ComparableQuery) => JSON.stringify([query.borough, query.buildingClass, query.neighborhood || null, isDemoBbl(query.excludeBbl ?? '')]);
  const load = async (queries: readonly ComparableQuery[]) => {
    const missing = new Map<string, ComparableQuery>();
    for (const query of queries) if (!groups.has(keyOf(query))) missing.set(keyOf(query), query);
    const read = await comparableCandidatesOfMany(db, [...missing.values()]);
    [...missing.keys()].forEach((key, index) => groups.set(key, read[index]!));
  };
  const comparablesOf = async (query: ComparableQuery) => {
    const candidates = groups.get(keyOf(query)) ?? (await comparableCandidates(db, query));
    return comparablesAmong(candidates, query.excludeBbl ?? null) ?? comparableSales(db, query);
  };

  return async (properties) => {
    const lots = await lotFactsOf(db, properties.flatMap((p) => (p.bbl ? [p.bbl] : [])));
    const plans = properties.map((property) => {
      const lot = (property.bbl ? lots.get(property.bbl) : undefined) ?? NO_FACTS;
      const facts = factsOf(property, lot);
      const query =
        facts.borough !== null && facts.buildingClass !== null ? { borough: facts.borough, buildingClass: facts.buildingClass, excludeBbl: property.bbl } : null;
      return { property, lot, facts, query, fallbacks: [...facts.fallbacksUsed], comparables: [] as ComparableSaleRow[] };
    });
    const nearbyQuery = (plan: (typeof plans)[number]) => (plan.query && plan.lot.neighborhood ? { ...plan.query, neighborhood: plan.lot.neighborhood } : null);
    await load(plans.flatMap((plan) => nearbyQuery(plan) ?? []));
    const wide: typeof plans = [];
    for (const plan of plans) {
      if (!plan.query) continue;
      const nearby = nearbyQuery(plan);
      const found = nearby ? await comparablesOf(nearby) : null;
      if (found !== null && found.length >= NEIGHBORHOOD_MIN_COMPARABLES) plan.comparables = found;
      else wide.push(plan);
    }
    await load(wide.map((plan) => plan.query!));
    for (const plan of wide) {
      plan.fallbacks.push(boroughWideComparablesFallback(plan.lot.neighborhood || null));
      plan.comparables = await comparablesOf(plan.query!);
    }
    return new Map(plans.map((plan) => [plan.property.id, estimateOf(plan.property, plan.facts, plan.comparables, plan.fallbacks)]));
  };
}

/** What the market rent reads of a lot's public record (the blocks the property page shows). */
export type MarketRentRecord = Pick<NycPropertyData, 'lot' | 'lastSale' | 'comparables'>;

/**
 * The market rent of a property from the lot's public record — the record the property page
 * shows: PLUTO's building class and area, the newest market sale, and the comparable sales of
 * its Market Analysis card — priced by the engine's `estimateMarketRent`. Every fallback taken
 * is listed: each fact not on the property (`marketRentFacts`), a BBL found from the address,
 * and a record without comparables. Pure.
 *
 * @example
 * recordMarketRent(property, { lot, lastSale, comparables }, { bblFromAddress: '3012340001' })?.comparablesUsed // 41
 */
export function recordMarketRent(property: PropertyRow, record: MarketRentRecord, options: { bblFromAddress?: string | null } = {}): PropertyMarketRent | null {
  const bbl = property.bbl ?? options.bblFromAddress ?? null;
  const lot: LotFacts = {
    buildingClass: record.lot?.buildingClass ?? null,
    buildingArea: record.lot?.buildingArea ?? null,
    neighborhood: record.lastSale?.neighborhood ?? null,
    lastSalePrice: record.lastSale?.price ?? null,
    lastSaleBuildingClass: record.lastSale?.buildingClass ?? null,
    lastSaleGrossSquareFeet: record.lastSale?.grossSquareFeet ?? null,
  };
  const facts = factsOf({ ...property, bbl }, lot);
  const fallbacks = [...(options.bblFromAddress && !property.bbl ? [`lot ${options.bblFromAddress} found from the address (no BBL stored)`] : []), ...facts.fallbacksUsed];
  if (!record.comparables || record.comparables.comparables.length === 0) fallbacks.push('no comparable sales in the public record');
  const comparables = (record.comparables?.comparables ?? []).map((c) => ({ salePrice: c.salePrice, grossSquareFeet: c.squareFeet }));
  return estimateOf(property, facts, comparables, fallbacks);
}

/**
 * The audit's market rent of one property from the public record the property page shows: the
 * lot by its stored BBL, else by its address (as the property page finds it; a demo property
 * only by its own demo lot), then `recordMarketRent`. A property with no lot found, or a record
 * holding neither PLUTO, a sale nor comparables, falls back to `propertyMarketRent` (the imported
 * sales tables).
 */
export async function publicRecordMarketRent(db: Database, property: PropertyRow, soda: SodaConfig | null): Promise<PropertyMarketRent | null> {
  let bbl = property.bbl;
  if (property.isDemo) {
    bbl = bbl && isDemoBbl(bbl) ? bbl : null;
  } else if (!bbl) {
    const text = [property.address, property.city, property.zip].filter(Boolean).join(', ');
    bbl = text ? ((await resolveAddress(db, text))?.bbl ?? null) : null;
  }
  if (!bbl) return propertyMarketRent(db, property);
  const record = await nycPropertyData(db, bbl, soda);
  if (!record.lot && !record.lastSale && !record.comparables) return propertyMarketRent(db, property);
  return recordMarketRent(property, record, { bblFromAddress: property.bbl ? null : bbl });
}
