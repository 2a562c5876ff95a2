import { boroughCode, type BoroughCode } from '../../domain/borough';

/** Comparable sales wanted in the lot's neighbourhood before the search widens to the whole borough. */
export const NEIGHBORHOOD_MIN_COMPARABLES = 3;

/** What the property record says about itself; missing facts are null. Money in USD, areas in sq ft. */
export interface MarketRentPropertyFacts {
  readonly borough: string | null;
  /** Borough-block-lot; its first digit is the borough (1 Manhattan … 5 Staten Island). */
  readonly bbl: string | null;
  readonly city: string | null;
  readonly buildingClass: string | null;
  readonly squareFeet: number | null;
  readonly buildingArea: number | null;
  readonly bldgArea: number | null;
  readonly lastSalePrice: number | null;
}

/** What the city's files say about the lot (PLUTO and its newest market sale); missing facts are null. */
export interface MarketRentLotFacts {
  readonly buildingClass: string | null;
  readonly buildingArea: number | null;
  readonly lastSalePrice: number | null;
  readonly lastSaleBuildingClass: string | null;
  readonly lastSaleGrossSquareFeet: number | null;
}

/** The facts a market rent estimate is made from, with each fallback taken to find them, in words. */
export interface MarketRentFacts {
  readonly borough: BoroughCode | null;
  /** Upper case, e.g. C1. */
  readonly buildingClass: string | null;
  readonly squareFeet: number | null;
  readonly lastSalePrice: number | null;
  readonly fallbacksUsed: string[];
}

const positive = (n: number | null | undefined): number | null => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null);
const text = (s: string | null | undefined): string | null => {
  const trimmed = s?.trim();
  return trimmed ? trimmed.toUpperCase() : null;
};

/**
 * Chooses the facts a market rent estimate uses, each from the property record first and, when it
 * lacks them, from a named fallback:
 * - borough: the property's, else the BBL's first digit, else its city;
 * - building class: the property's, else PLUTO's, else the lot's newest sale's;
 * - square feet: the property's square feet, building area or PLUTO-copied area, else PLUTO's building
 *   area, else the lot's newest sale's gross square feet;
 * - last sale price: the property's recorded last sale, else the lot's newest market sale.
 *
 * @example
 * marketRentFacts(
 *   { borough: null, bbl: '2023450012', city: null, buildingClass: null, squareFeet: null, buildingArea: null, bldgArea: null, lastSalePrice: null },
 *   { buildingClass: 'c1', buildingArea: 6_000, lastSalePrice: 1_980_000, lastSaleBuildingClass: 'C1', lastSaleGrossSquareFeet: 6_100 },
 * )
 * // { borough: 'BX', buildingClass: 'C1', squareFeet: 6000, lastSalePrice: 1980000, fallbacksUsed: [
 * //   'borough from the BBL', 'building class from PLUTO (nyc_lots)', 'square feet from PLUTO building area',
 * //   "last sale price from the lot's newest recorded sale"] }
 */
export function marketRentFacts(property: MarketRentPropertyFacts, lot: MarketRentLotFacts): MarketRentFacts {
  const fallbacksUsed: string[] = [];
  const first = <T>(own: T | null, fallbacks: readonly (readonly [T | null, string])[]): T | null => {
    if (own !== null) return own;
    for (const [value, words] of fallbacks) {
      if (value !== null) {
        fallbacksUsed.push(words);
        return value;
      }
    }
    return null;
  };
  const borough = first(boroughCode(property.borough), [
    [property.bbl ? boroughCode(property.bbl.charAt(0)) : null, 'borough from the BBL'],
    [boroughCode(property.city), 'borough from the city'],
  ]);
  const buildingClass = first(text(property.buildingClass), [
    [text(lot.buildingClass), 'building class from PLUTO (nyc_lots)'],
    [text(lot.lastSaleBuildingClass), "building class from the lot's newest recorded sale"],
  ]);
  const squareFeet = first(positive(property.squareFeet) ?? positive(property.buildingArea) ?? positive(property.bldgArea), [
    [positive(lot.buildingArea), 'square feet from PLUTO building area'],
    [positive(lot.lastSaleGrossSquareFeet), "square feet from the lot's newest recorded sale"],
  ]);
  const lastSalePrice = first(positive(property.lastSalePrice), [[lot.lastSalePrice, "last sale price from the lot's newest recorded sale"]]);
  return { borough, buildingClass, squareFeet, lastSalePrice, fallbacksUsed };
}

/**
 * The fallback an estimate lists when its comparables come from the whole borough, naming why.
 *
 * @example
 * boroughWideComparablesFallback('Fordham') // 'comparables from the whole borough (fewer than 3 in Fordham)'
 */
export function boroughWideComparablesFallback(neighborhood: string | null): string {
  return neighborhood
    ? `comparables from the whole borough (fewer than ${NEIGHBORHOOD_MIN_COMPARABLES} in ${neighborhood})`
    : "comparables from the whole borough (the lot's neighbourhood is unknown)";
}
