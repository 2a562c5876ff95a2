import { dec } from '../../money/decimal';

/** The low–high band of a market rent estimate, USD per month. */
export interface MarketRentBand {
  readonly low: number;
  readonly high: number;
}

/**
 * Whether a monthly rent lies outside a market estimate's band: below its low or above its high
 * end. A rent on either end counts as inside.
 *
 * @example
 * isRentOutsideMarketBand(15_000, { low: 9_000, high: 11_000 }) // true
 * isRentOutsideMarketBand(11_000, { low: 9_000, high: 11_000 }) // false
 */
export function isRentOutsideMarketBand(monthlyRent: number, band: MarketRentBand): boolean {
  const rent = dec(monthlyRent);
  return rent.lessThan(band.low) || rent.greaterThan(band.high);
}
