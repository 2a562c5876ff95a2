import { dec, toMoney, toRatio } from '../../money/decimal';

/**
 * The band around the stated rent when a forecast has no market estimate to lean on: high is a
 * year of typical NYC rent growth (+5 %), low a lost tenant month plus a concession (−10 %).
 */
export const STORED_RENT_FORECAST_BAND = { high: 1.05, low: 0.9 } as const;

/** Confidence given to the stated rent as a forecast basis (it is what the owner says, with a fixed band). */
export const STORED_RENT_FORECAST_CONFIDENCE = 0.5;

/** Where a forecast's rents come from: the market estimate, or the stated rent with a fixed band. */
export const FORECAST_RENT_BASES = ['market-estimate', 'stored-rent'] as const;
export type ForecastRentBasis = (typeof FORECAST_RENT_BASES)[number];

/** The part of a market rent estimate a forecast uses. Money in USD per month. */
export interface ForecastMarketRent {
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
  /** Comparable sales that priced the estimate (0 when only the property's own price did). */
  readonly comparablesUsed: number;
  /** The estimate's confidence, 0 to 1. */
  readonly confidence: number;
}

/** What a forecast starts from. Money in USD. */
export interface ForecastRentInput {
  /** The price the audit used; a forecast needs it for the cash flow at each rent. */
  readonly auditedPrice: number | null;
  /** The monthly rent the audit used; null when unknown. */
  readonly auditedRent: number | null;
  /** The market rent estimate; null when there was nothing to estimate from. */
  readonly marketRent: ForecastMarketRent | null;
}

/** A forecast's three monthly rents (USD, low ≤ median ≤ high) and the confidence of their basis. */
export interface ForecastRentScenarios {
  readonly basis: ForecastRentBasis;
  readonly low: number;
  readonly median: number;
  readonly high: number;
  readonly basisConfidence: number;
}

/**
 * A forecast's low, median and high monthly rent.
 *
 * - From the **market estimate** (median = the estimate, low and high = its band) when comparable
 *   sales priced it, or when there is no stated rent.
 * - Otherwise from the **stored rent**: an estimate made only from the property's own price and an
 *   assumed multiplier knows less than the rent the owner states. Median = the audited rent,
 *   high = median × 1.05, low = median × 0.90 (`STORED_RENT_FORECAST_BAND`), to the cent.
 *
 * `null` when there is nothing to forecast from: no price, or neither an estimate nor a rent.
 *
 * @example
 * forecastRentScenarios({ auditedPrice: 1_250_000, auditedRent: 8_000, marketRent: null })
 * // { basis: 'stored-rent', low: 7200, median: 8000, high: 8400, basisConfidence: 0.5 }
 */
export function forecastRentScenarios({ auditedPrice, auditedRent, marketRent }: ForecastRentInput): ForecastRentScenarios | null {
  if (auditedPrice === null) return null;
  if (marketRent !== null && (marketRent.comparablesUsed > 0 || auditedRent === null)) {
    return { basis: 'market-estimate', low: marketRent.low, median: marketRent.estimate, high: marketRent.high, basisConfidence: marketRent.confidence };
  }
  if (auditedRent === null) return null;
  const rent = dec(auditedRent);
  return {
    basis: 'stored-rent',
    low: toMoney(rent.times(STORED_RENT_FORECAST_BAND.low)),
    median: toMoney(rent),
    high: toMoney(rent.times(STORED_RENT_FORECAST_BAND.high)),
    basisConfidence: STORED_RENT_FORECAST_CONFIDENCE,
  };
}

/**
 * A forecast's confidence, 0 to 1 (4 decimals): the mean of the audit's confidence and the
 * confidence of the rent basis, so it never exceeds the surer of the two nor falls below the other.
 *
 * @example
 * forecastConfidence(0.9, 0.5) // 0.7
 */
export function forecastConfidence(auditConfidence: number, basisConfidence: number): number {
  return toRatio(dec(auditConfidence).plus(basisConfidence).div(2));
}
