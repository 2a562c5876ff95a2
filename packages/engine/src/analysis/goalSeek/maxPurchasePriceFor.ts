import * as z from 'zod/mini';
import { dec, Decimal, toRatio } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { money } from '../../money/schemaFields';
import { rentalDealInputSchema, type RentalDeal } from '../rentalDeal/rentalDeal.schema';
import { rentalDealYearOne } from '../rentalDeal/rentalDealYearOne';
import { goalSeek } from './goalSeek';

/** The year-one return a maximum price can be solved for. */
export const purchasePriceTargets = ['cashOnCash', 'capRate', 'dscr'] as const;
export type PurchasePriceTarget = (typeof purchasePriceTargets)[number];

// The deal's fields except the price (what is solved for), as one object: spreading the shape
// keeps each field's schema and spares bundles zod's omit.
export const maxPurchasePriceInputSchema = /* @__PURE__ */ (() => {
  const { purchasePrice: _solvedFor, ...dealFields } = rentalDealInputSchema.shape;
  return z.object({
    ...dealFields,
    /** Which return must be reached: cash-on-cash (percent), cap rate (percent) or DSCR (ratio). */
    target: z.enum(purchasePriceTargets),
    /** The minimum acceptable value: percent units for cashOnCash and capRate (8 means 8 %), a ratio for dscr (1.25). */
    value: z.number().check(z.positive('must be more than zero')),
    /** Highest price searched, USD; default $1,000,000,000. */
    priceCeiling: z._default(money().check(z.minimum(1, 'must be at least 1')), 1_000_000_000),
  });
})();
export type MaxPurchasePriceInput = z.input<typeof maxPurchasePriceInputSchema>;

export const maxPurchasePriceResultSchema = /* @__PURE__ */ (() => z.object({
  /** The highest whole-cent price (USD) that still reaches the target; null when none does. */
  maxPurchasePrice: z.nullable(z.number()),
  /** The targeted return at that price, in the target's units; null when there is no price. */
  metricAtMaxPrice: z.nullable(z.number()),
  /** True when even the price ceiling reaches the target (the real maximum is higher or unbounded). */
  limitedBySearchCeiling: z.boolean(),
}))();
export type MaxPurchasePriceResult = z.infer<typeof maxPurchasePriceResultSchema>;

// Searching from one cent: at a price of 0 the cap rate has no meaning.
const LOWEST_PRICE = 0.01;

/**
 * The targeted year-one return of the deal at `purchasePrice`, unrounded, in the target's
 * units (percent for cashOnCash and capRate, ratio for dscr); null when it has no meaning
 * (no cash invested, no loan). Engine-internal.
 */
export function targetMetricAt(deal: Omit<RentalDeal, 'purchasePrice'>, target: PurchasePriceTarget, purchasePrice: number): Decimal | null {
  const yearOne = rentalDealYearOne({ ...deal, purchasePrice });
  const metric = target === 'dscr' ? yearOne.dscr : target === 'capRate' ? yearOne.capRate : yearOne.cashOnCash;
  if (metric === null) return null;
  return target === 'dscr' ? metric : metric.times(100);
}

/**
 * A whole deal may be passed (`{ ...rentalDealDefaults(), target, value }`): its purchase price is
 * the unknown being sought, so it is set aside rather than refused as an unknown field.
 */
function withoutPrice(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || !Object.hasOwn(input, 'purchasePrice')) return input;
  return Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'purchasePrice'));
}

/**
 * The highest purchase price at which a rental still reaches a minimum year-one return, found by
 * goal seek (bisection to the cent) over a compact Buy & Hold model: every input is held fixed
 * except the price, and the loan is the price × (1 − down payment %).
 *
 * Year one: NOI = rent × 12 × (1 − vacancy) × (1 − management) − annual expenses;
 * debt service = 12 × level mortgage payment; cap rate = NOI ÷ price;
 * cash-on-cash = (NOI − debt service) ÷ (down payment + closing costs + rehab); DSCR = NOI ÷ debt service.
 * Each of these falls as the price rises (for positive targets), which is what makes the search valid.
 * Closing costs and rehab are dollar amounts and do not scale with the price.
 *
 * `maxPurchasePrice` is null when not even a one-cent price reaches the target (e.g. NOI ≤ 0).
 * With no loan (100 % down) DSCR is undefined, and with no cash invested (0 % down, no closing
 * costs or rehab) cash-on-cash is undefined: neither ever reaches a target.
 * When the `priceCeiling` itself still reaches it, the ceiling is returned with `limitedBySearchCeiling: true`.
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * // NOI 33,196 a year: the highest price at a 6 % cap rate is 33,196 ÷ 0.06 = 553,266.66
 * maxPurchasePriceFor({ ...rentalDealDefaults(), target: 'capRate', value: 6 }).maxPurchasePrice // 553266.66
 */
export function maxPurchasePriceFor(input: MaxPurchasePriceInput): MaxPurchasePriceResult {
  const { target, value, priceCeiling, ...deal } = parseInput(maxPurchasePriceInputSchema, withoutPrice(input), 'maximum purchase price');
  const metricAt = (price: number): number | null => targetMetricAt(deal, target, price)?.toNumber() ?? null;
  const found = goalSeek({
    evaluate: metricAt,
    low: LOWEST_PRICE,
    high: priceCeiling,
    target: value,
    direction: 'decreasing',
    tolerance: 0.01,
  });
  if (found === null) return { maxPurchasePrice: null, metricAtMaxPrice: null, limitedBySearchCeiling: false };
  // The search stops within a cent below the true limit: round down (still reaching the target),
  // then take the next cent up if it reaches the target too.
  let cents = dec(found).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const nextCent = cents.plus('0.01');
  const nextMetric = nextCent.lessThanOrEqualTo(priceCeiling) ? metricAt(nextCent.toNumber()) : null;
  if (nextMetric !== null && nextMetric >= value) cents = nextCent;
  const price = cents.toNumber();
  const metric = targetMetricAt(deal, target, price);
  return {
    maxPurchasePrice: price,
    metricAtMaxPrice: metric === null ? null : toRatio(metric),
    limitedBySearchCeiling: found === priceCeiling,
  };
}
