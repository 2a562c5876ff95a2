import * as z from 'zod/mini';
import { moneyOut } from '../../calculators/shared/boundary';
import { dec, decZero, toRatio, type Decimal } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { BOROUGH_CODES, type BoroughCode } from '../../domain/borough';

/**
 * Building-class families the gross-rent-multiplier table distinguishes, from the DOF
 * building class (first letter, with the condo/co-op codes D4 and C6 taken out of the
 * elevator and walk-up families).
 */
export const BUILDING_CLASS_FAMILIES = ['one-family', 'two-family', 'walk-up', 'elevator', 'condo-coop', 'mixed-use', 'other'] as const;
export type BuildingClassFamily = (typeof BUILDING_CLASS_FAMILIES)[number];

/** Where a GRM row comes from: a borough, or the citywide row when the borough is unknown. */
export type GrmArea = BoroughCode | 'citywide';

/**
 * Gross rent multipliers (value ÷ annual gross rent) by borough and building-class family.
 *
 * A planning assumption of this product, not an official or published figure. The rows
 * encode the usual shape of NYC price-to-rent ratios: Manhattan prices carry the highest
 * multiple of rent (elevator buildings around 18–22, condos and co-ops higher still because
 * owners pay for prestige and amenities rather than income), Brooklyn and Queens sit in the
 * middle, Staten Island a little below them, and the Bronx lowest (walk-ups around 10–12,
 * where buyers price buildings on their rent roll). Within a borough, one- and two-family
 * houses and condos trade above their rental income (owner-occupier demand), walk-ups and
 * mixed-use buildings closest to it. The citywide row is a middle value for a property
 * whose borough is not known. Change the table, not the code, when better figures exist.
 */
export const GROSS_RENT_MULTIPLIERS: Readonly<Record<GrmArea, Readonly<Record<BuildingClassFamily, number>>>> = {
  MN: { 'one-family': 22, 'two-family': 20, 'walk-up': 17, elevator: 20, 'condo-coop': 24, 'mixed-use': 17, other: 18 },
  BK: { 'one-family': 19, 'two-family': 17, 'walk-up': 15, elevator: 16, 'condo-coop': 20, 'mixed-use': 15, other: 16 },
  QN: { 'one-family': 18, 'two-family': 16, 'walk-up': 15, elevator: 15, 'condo-coop': 18, 'mixed-use': 15, other: 15 },
  SI: { 'one-family': 16, 'two-family': 15, 'walk-up': 13, elevator: 13, 'condo-coop': 16, 'mixed-use': 13, other: 14 },
  BX: { 'one-family': 14, 'two-family': 13, 'walk-up': 11, elevator: 12, 'condo-coop': 15, 'mixed-use': 12, other: 12 },
  citywide: { 'one-family': 18, 'two-family': 16, 'walk-up': 14, elevator: 16, 'condo-coop': 19, 'mixed-use': 14, other: 15 },
};

/** Band half-width as a share of the estimate when fewer than 3 comparables give a spread. */
export const MARKET_RENT_DEFAULT_BAND = 0.1;
/** Comparables needed before their spread (25th–75th percentile) sets the band. */
export const MARKET_RENT_MIN_SPREAD_COMPARABLES = 3;
/** Comparables that earn the full comparables share of the confidence. */
export const MARKET_RENT_FULL_COMPARABLES = 10;

/**
 * Confidence weights (sum 0.9: the GRM is an assumption, so an estimate never reaches 1).
 * Each is earned by a piece of data being present, whichever value basis is finally used.
 */
export const MARKET_RENT_CONFIDENCE_WEIGHTS = {
  /** Scaled by comparables ÷ 10, capped at 10. */
  comparables: 0.4,
  /** The property's square feet and at least one comparable's square feet are known. */
  squareFeet: 0.2,
  buildingClass: 0.1,
  borough: 0.1,
  /** The property's own last sale or purchase price is known. */
  ownPrice: 0.1,
} as const;

/** How the value the rent is derived from was found, best first. */
export const MARKET_VALUE_BASES = ['comparable-price-per-sqft', 'comparable-median-price', 'own-last-sale', 'purchase-price'] as const;
export type MarketValueBasis = (typeof MARKET_VALUE_BASES)[number];

const positiveOrNull = (field: string) =>
  z.optional(z.nullable(z.number({ error: `${field} must be a number` }).check(z.minimum(0, 'must be zero or more'))));

/** One comparable sale: its price and, when known, its gross square feet. */
export const marketRentComparableSchema = /* @__PURE__ */ (() => z.object({
  /** Sale price, USD; sales at 0 (non-market transfers) are ignored. */
  salePrice: z.number({ error: 'salePrice must be a number' }).check(z.minimum(0, 'must be zero or more')),
  /** Gross square feet of the building sold; 0 or missing means unknown. */
  grossSquareFeet: positiveOrNull('grossSquareFeet'),
}))();
export type MarketRentComparable = z.input<typeof marketRentComparableSchema>;

export const marketRentInputSchema = /* @__PURE__ */ (() => z.object({
  /** Borough code (MN, BX, BK, QN, SI); null when unknown (citywide multipliers). */
  borough: z.optional(z.nullable(z.enum(BOROUGH_CODES, { error: 'must be one of MN, BX, BK, QN, SI' }))),
  /** DOF building class, e.g. C1 or D4; null when unknown ('other' multipliers). */
  buildingClass: z.optional(z.nullable(z.string().check(z.trim()))),
  /** The property's gross square feet; 0 or missing means unknown. */
  squareFeet: positiveOrNull('squareFeet'),
  /** Comparable sales (same borough and building class, recent, market prices). */
  comparables: z._default(z.array(marketRentComparableSchema), []),
  /** The property's own last market sale price, USD. */
  lastSalePrice: positiveOrNull('lastSalePrice'),
  /** The price the owner paid (or states), USD. */
  purchasePrice: positiveOrNull('purchasePrice'),
  /** A multiplier to use instead of the table (a user's own assumption); more than 0. */
  grossRentMultiplier: z.optional(z.nullable(z.number().check(
    z.positive('must be more than zero'),
    z.maximum(100, 'must be at most 100'),
  ))),
}))();
export type MarketRentInput = z.input<typeof marketRentInputSchema>;

export const marketRentResultSchema = /* @__PURE__ */ (() => z.object({
  /** Estimated market rent, USD per month (the median scenario). */
  monthlyRent: z.number().check(z.minimum(0)),
  /** Low end of the band, USD per month. */
  lowMonthlyRent: z.number().check(z.minimum(0)),
  /** High end of the band, USD per month. */
  highMonthlyRent: z.number().check(z.minimum(0)),
  valueBasis: z.enum(MARKET_VALUE_BASES),
  /** The value the rent was derived from, USD. */
  value: z.number().check(z.minimum(0)),
  /** Value ÷ annual gross rent used. */
  grossRentMultiplier: z.number().check(z.positive()),
  classFamily: z.enum(BUILDING_CLASS_FAMILIES),
  /** Comparables that entered the value basis (0 for the property's own price). */
  comparablesUsed: z.number().check(z.int(), z.minimum(0)),
  /** 0 to 1, from how complete the data is. */
  confidence: z.number().check(z.minimum(0), z.maximum(1)),
  /** Each fallback taken, in words. */
  fallbacksUsed: z.array(z.string()),
  /** The method, in words. */
  method: z.string(),
}))();
export type MarketRentEstimate = z.infer<typeof marketRentResultSchema>;

/**
 * The building-class family of a DOF building class: A* one-family, B* two-family,
 * R*, D4 and C6 condo/co-op, other C* walk-up, other D* elevator, S* mixed-use; else other.
 *
 * @example
 * buildingClassFamily('C6') // 'condo-coop'
 * buildingClassFamily('d1') // 'elevator'
 */
export function buildingClassFamily(buildingClass: string | null | undefined): BuildingClassFamily {
  const code = (buildingClass ?? '').trim().toUpperCase();
  if (code === 'D4' || code === 'C6' || code.startsWith('R')) return 'condo-coop';
  switch (code.charAt(0)) {
    case 'A':
      return 'one-family';
    case 'B':
      return 'two-family';
    case 'C':
      return 'walk-up';
    case 'D':
      return 'elevator';
    case 'S':
      return 'mixed-use';
    default:
      return 'other';
  }
}

// Linear-interpolated percentile of sorted values (p in [0, 1]).
function percentile(sorted: readonly Decimal[], p: number): Decimal {
  const position = dec(sorted.length - 1).times(p);
  const below = position.floor().toNumber();
  const above = position.ceil().toNumber();
  const fraction = position.minus(below);
  return sorted[below]!.plus(sorted[above]!.minus(sorted[below]!).times(fraction));
}

const ascending = (values: Decimal[]) => values.sort((a, b) => a.comparedTo(b));

interface ValueBasis {
  readonly basis: MarketValueBasis;
  readonly value: Decimal;
  readonly low: Decimal | null;
  readonly high: Decimal | null;
  readonly comparablesUsed: number;
  readonly fallback: string | null;
}

function valueBasis(squareFeet: number | null, sales: readonly { price: Decimal; sqft: number | null }[], lastSale: number | null, purchase: number | null): ValueBasis | null {
  const withArea = sales.filter((s) => s.sqft !== null);
  if (squareFeet !== null && withArea.length > 0) {
    const perSqFt = ascending(withArea.map((s) => s.price.div(s.sqft!)));
    const spread = perSqFt.length >= MARKET_RENT_MIN_SPREAD_COMPARABLES;
    return {
      basis: 'comparable-price-per-sqft',
      value: percentile(perSqFt, 0.5).times(squareFeet),
      low: spread ? percentile(perSqFt, 0.25).times(squareFeet) : null,
      high: spread ? percentile(perSqFt, 0.75).times(squareFeet) : null,
      comparablesUsed: perSqFt.length,
      fallback: null,
    };
  }
  if (sales.length > 0) {
    const prices = ascending(sales.map((s) => s.price));
    const spread = prices.length >= MARKET_RENT_MIN_SPREAD_COMPARABLES;
    return {
      basis: 'comparable-median-price',
      value: percentile(prices, 0.5),
      low: spread ? percentile(prices, 0.25) : null,
      high: spread ? percentile(prices, 0.75) : null,
      comparablesUsed: prices.length,
      fallback:
        squareFeet === null
          ? "value from the median comparable sale price (the property's square feet are unknown)"
          : "value from the median comparable sale price (no comparable has its square feet)",
    };
  }
  if (lastSale !== null) {
    return { basis: 'own-last-sale', value: dec(lastSale), low: null, high: null, comparablesUsed: 0, fallback: "value from the property's last sale (no comparable sales)" };
  }
  if (purchase !== null) {
    return {
      basis: 'purchase-price',
      value: dec(purchase),
      low: null,
      high: null,
      comparablesUsed: 0,
      fallback: 'value from the purchase price (no comparable sales and no recorded sale)',
    };
  }
  return null;
}

const BASIS_TEXT: Readonly<Record<MarketValueBasis, string>> = {
  'comparable-price-per-sqft': 'median comparable price per sq ft × the property\'s sq ft',
  'comparable-median-price': 'median comparable sale price',
  'own-last-sale': "the property's last sale price",
  'purchase-price': 'the purchase price',
};

const positive = (n: number | null | undefined): number | null => (typeof n === 'number' && n > 0 ? n : null);

/**
 * Estimates a property's market rent with a gross rent multiplier (GRM):
 * monthly rent = value ÷ GRM ÷ 12.
 *
 * - **Value**, first that applies: median comparable price per sq ft × the property's sq ft;
 *   the median comparable sale price; the property's own last sale; its purchase price.
 *   Sales at 0 are ignored. Each step down is listed in `fallbacksUsed`.
 * - **GRM**: `grossRentMultiplier` when given, else `GROSS_RENT_MULTIPLIERS` for the borough
 *   (citywide row when unknown) and building-class family ('other' when unknown).
 * - **Band**: the 25th and 75th percentile of the comparables (per sq ft or price) when at
 *   least 3 entered the value, else ±10 % of the estimate.
 * - **Confidence** (0–0.9): the `MARKET_RENT_CONFIDENCE_WEIGHTS` earned by the data present;
 *   never lower when more comparables are supplied.
 *
 * Returns `null` when there is no value at all (no comparable, sale or purchase price).
 * Throws `EngineInputError` naming each bad field.
 *
 * @example
 * estimateMarketRent({ borough: 'BX', buildingClass: 'C1', purchasePrice: 1_320_000 })?.monthlyRent
 * // 10000: 1,320,000 ÷ 11 ÷ 12
 */
export function estimateMarketRent(input: MarketRentInput): MarketRentEstimate | null {
  return marketRent(input);
}

/**
 * `estimateMarketRent`, or with `forPrefill` without what a prefill never shows: the band, the
 * value and the confidence are then 0 (a bulk screen prefills 100,000 lots).
 */
export function marketRent(input: MarketRentInput, forPrefill?: true): MarketRentEstimate | null {
  const parsed = parseInput(marketRentInputSchema, input, 'market rent');
  const squareFeet = positive(parsed.squareFeet);
  const sales = parsed.comparables
    .filter((c) => c.salePrice > 0)
    .map((c) => ({ price: dec(c.salePrice), sqft: positive(c.grossSquareFeet) }));
  const lastSale = positive(parsed.lastSalePrice);
  const purchase = positive(parsed.purchasePrice);
  const basis = valueBasis(squareFeet, sales, lastSale, purchase);
  if (basis === null) return null;

  const fallbacksUsed: string[] = basis.fallback === null ? [] : [basis.fallback];
  const buildingClass = parsed.buildingClass ? parsed.buildingClass : null;
  const classFamily = buildingClassFamily(buildingClass);
  const borough = parsed.borough ?? null;
  let grm: number;
  if (parsed.grossRentMultiplier != null) {
    grm = parsed.grossRentMultiplier;
  } else {
    if (borough === null) fallbacksUsed.push('citywide multiplier (borough unknown)');
    if (buildingClass === null) fallbacksUsed.push("multiplier for 'other' buildings (building class unknown)");
    grm = GROSS_RENT_MULTIPLIERS[borough ?? 'citywide'][classFamily];
  }
  const toRent = (value: Decimal) => value.div(grm).div(12);
  const rent = toRent(basis.value);
  const banded = basis.low !== null && basis.high !== null;
  const band = (edge: Decimal | null, share: number) => moneyOut(banded ? toRent(edge!) : rent.times(share));
  if (!banded) fallbacksUsed.push(`band ±${MARKET_RENT_DEFAULT_BAND * 100} % (fewer than ${MARKET_RENT_MIN_SPREAD_COMPARABLES} comparables)`);

  const w = MARKET_RENT_CONFIDENCE_WEIGHTS;
  const confidence = () => decZero
    .plus(dec(Math.min(sales.length, MARKET_RENT_FULL_COMPARABLES)).div(MARKET_RENT_FULL_COMPARABLES).times(w.comparables))
    .plus(squareFeet !== null && sales.some((s) => s.sqft !== null) ? w.squareFeet : 0)
    .plus(buildingClass !== null ? w.buildingClass : 0)
    .plus(borough !== null ? w.borough : 0)
    .plus(lastSale !== null || purchase !== null ? w.ownPrice : 0);

  const grmText = parsed.grossRentMultiplier != null ? `a GRM of ${grm} (given)` : `a GRM of ${grm} (${borough ?? 'citywide'}, ${classFamily})`;
  return {
    monthlyRent: moneyOut(rent),
    lowMonthlyRent: forPrefill ? 0 : band(basis.low, 1 - MARKET_RENT_DEFAULT_BAND),
    highMonthlyRent: forPrefill ? 0 : band(basis.high, 1 + MARKET_RENT_DEFAULT_BAND),
    valueBasis: basis.basis,
    value: forPrefill ? 0 : moneyOut(basis.value),
    grossRentMultiplier: grm,
    classFamily,
    comparablesUsed: basis.comparablesUsed,
    confidence: forPrefill ? 0 : toRatio(confidence()),
    fallbacksUsed,
    method: `Gross rent multiplier: value (${BASIS_TEXT[basis.basis]}) ÷ ${grmText} ÷ 12.`,
  };
}
