import { formatCurrency } from '../../format';
import { dec, decZero, toMoney, type Decimal } from '../../money/decimal';

/**
 * A sale below this price (USD) is a non-market transfer (family, nominal, $0 deeds) and not a
 * comparable. One rule for the server's search, the summary's averages and every sentence.
 */
export const NON_MARKET_SALE_THRESHOLD = 10_000;

/** The market-sale rule as every screen and criteria line says it: 'excludes non-market sales (under $10,000)'. */
export const MARKET_SALE_RULE = `excludes non-market sales (under ${formatCurrency(NON_MARKET_SALE_THRESHOLD)})`;

/**
 * Whether a sale price is a market sale: a finite price at or above `NON_MARKET_SALE_THRESHOLD`.
 *
 * @example
 * isMarketSalePrice(9_999) // false
 * isMarketSalePrice(10_000) // true
 */
export function isMarketSalePrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price >= NON_MARKET_SALE_THRESHOLD;
}

/** What the comparable-sales search looks for, as listed on the NYC Data tab. */
export const COMPARABLES_CRITERIA = [
  'Same block',
  'Last 5 years',
  'Similar size',
  'Similar units',
  MARKET_SALE_RULE.charAt(0).toUpperCase() + MARKET_SALE_RULE.slice(1),
] as const;

/** The fields of a comparable sale the summary reads. Money in USD, areas in square feet. */
export interface ComparableSale {
  readonly salePrice?: number | null;
  readonly buildingArea?: number | null;
  readonly squareFeet?: number | null;
}

/** Comparables as a plain list, or a list with the search's own analysis. */
export type ComparablesInput<C extends ComparableSale = ComparableSale> =
  | readonly C[]
  | {
      readonly comparables: readonly C[];
      readonly analysis?: { readonly totalFound?: number | null; readonly afterFiltering?: number | null } | null;
    }
  | null
  | undefined;

/** The Market Analysis card. Missing figures are `null` (shown as N/A). */
export interface ComparablesSummary<C extends ComparableSale = ComparableSale> {
  /** Comparables the search found (its own count when it sent one). */
  readonly totalFound: number | null;
  /** Comparables that are market sales (`isMarketSalePrice`). */
  readonly afterFiltering: number | null;
  /** Mean of sale price ÷ area over the filtered comparables with an area above 0, USD per sq ft, to cents. */
  readonly avgPricePerSqFt: number | null;
  /** Mean sale price of the filtered comparables, USD to cents. */
  readonly avgSalePrice: number | null;
  /** The filtered comparables, in input order. */
  readonly comparables: readonly C[];
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function mean(values: readonly Decimal[]): number | null {
  if (values.length === 0) return null;
  return toMoney(values.reduce((sum, v) => sum.plus(v), decZero).div(values.length));
}

/**
 * Summarises comparable sales for the Market Analysis card. Only market sales count
 * ('after filtering': a price of $10,000 or more, `isMarketSalePrice`); price per square foot uses the building area (or
 * square feet) when it is above 0. With no comparables at all every figure is `null`.
 *
 * @example
 * summarizeComparables([
 *   { salePrice: 900_000, buildingArea: 1_800 },
 *   { salePrice: 10, buildingArea: 2_000 },
 *   { salePrice: 1_100_000, squareFeet: 2_000 },
 * ])
 * // { totalFound: 3, afterFiltering: 2, avgPricePerSqFt: 525, avgSalePrice: 1_000_000, comparables: [...] }
 */
export function summarizeComparables<C extends ComparableSale>(input: ComparablesInput<C>): ComparablesSummary<C> {
  if (input == null) {
    return { totalFound: null, afterFiltering: null, avgPricePerSqFt: null, avgSalePrice: null, comparables: [] };
  }
  const list: readonly C[] = Array.isArray(input) ? (input as readonly C[]) : (input as { comparables: readonly C[] }).comparables;
  const analysis = Array.isArray(input) ? null : (input as { analysis?: { totalFound?: number | null } | null }).analysis;
  const filtered = list.filter((c) => isMarketSalePrice(c.salePrice));
  const prices = filtered.map((c) => dec(c.salePrice as number));
  const perSqFt = filtered.flatMap((c) => {
    const area = positive(c.buildingArea) ? c.buildingArea : positive(c.squareFeet) ? c.squareFeet : null;
    return area === null ? [] : [dec(c.salePrice as number).div(area)];
  });
  const reportedTotal = analysis?.totalFound;
  return {
    totalFound: typeof reportedTotal === 'number' && Number.isFinite(reportedTotal) ? reportedTotal : list.length,
    afterFiltering: filtered.length,
    avgPricePerSqFt: mean(perSqFt),
    avgSalePrice: mean(prices),
    comparables: filtered,
  };
}
