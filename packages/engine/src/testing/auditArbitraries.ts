/**
 * fast-check arbitraries for the cash-flow audit and forecast laws.
 * Test-only: nothing in the published API imports this file.
 */
import fc from 'fast-check';

/** A monthly amount in whole cents, USD, from `min` to `max`. */
export const centsAmount = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((cents) => cents / 100);

/** A monthly cash flow as stated or recomputed: a loss or a gain, in cents. */
export const monthlyCashFlowArb = (): fc.Arbitrary<number> => centsAmount(-100_000, 100_000);

/** A monthly rent of zero or more, in cents. */
export const monthlyRentArb = (): fc.Arbitrary<number> => centsAmount(0, 200_000);

/** A discrepancy in percent units within the audit's reporting cap, either sign. */
export const discrepancyArb = (): fc.Arbitrary<number> => fc.double({ min: -1_000, max: 1_000, noNaN: true });

/** A confidence from 0 to 1 with 4 decimals. */
export const confidenceArb = (): fc.Arbitrary<number> => fc.integer({ min: 0, max: 10_000 }).map((n) => n / 10_000);

/** A market rent estimate's band in cents, ordered low ≤ estimate ≤ high, with its comparables and confidence. */
export const forecastMarketRentArb = () =>
  fc
    .tuple(monthlyRentArb(), monthlyRentArb(), monthlyRentArb(), fc.integer({ min: 0, max: 20 }), confidenceArb())
    .map(([a, b, c, comparablesUsed, confidence]) => {
      const [low, estimate, high] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
      return { low, estimate, high, comparablesUsed, confidence };
    });
