import { dec, Decimal, toPercent, type DecimalInput } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { npvDecimal, npvWithSlope } from './discounting';
import { irrInputSchema } from './returns.schema';

// Rates (as fractions) where NPV is sampled to find a bracket holding a sign change:
// dense near everyday returns, sparse out to the extremes (−99.99 % … +1,000,000 %).
const BRACKET_GRID = [
  '-0.9999', '-0.999', '-0.99', '-0.95', '-0.9', '-0.8', '-0.7', '-0.6', '-0.5', '-0.4', '-0.3', '-0.2',
  '-0.1', '-0.05', '0', '0.05', '0.1', '0.15', '0.2', '0.25', '0.3', '0.4', '0.5', '0.75', '1', '1.5',
  '2', '3', '5', '10', '20', '50', '100', '1000', '10000',
].map((rate) => dec(rate));

// Indexes i of the brackets [grid[i], grid[i + 1]], ordered by their distance from 0 %
// (0 for the bracket holding 0 %), ties keeping grid order.
const BRACKETS_NEAREST_ZERO_FIRST = BRACKET_GRID.slice(0, -1)
  .map((low, index) => {
    const high = BRACKET_GRID[index + 1] as Decimal;
    const distance = low.isNegative() && !high.isNegative() ? 0 : Math.min(low.abs().toNumber(), high.abs().toNumber());
    return { index, distance };
  })
  .sort((a, b) => a.distance - b.distance || a.index - b.index)
  .map(({ index }) => index);

const MAX_ITERATIONS = 400;
// Far finer than the 4-decimal percent the result is rounded to, so rounding decides the last digit.
const RATE_PRECISION = dec('1e-22');

/**
 * Internal rate of return as an unrounded fraction (0.1 for 10 %), or `null` when the flows
 * have no IRR. See `irr` for the rules; exported for engine-internal use and for tests that need
 * more precision than the rounded percent.
 */
export function irrFraction(cashFlows: readonly DecimalInput[]): Decimal | null {
  const flows = cashFlows.map((flow) => dec(flow));
  const hasInflow = flows.some((flow) => flow.greaterThan(0));
  const hasOutflow = flows.some((flow) => flow.lessThan(0));
  // Flows that never change sign have an NPV that never crosses zero.
  if (!hasInflow || !hasOutflow) return null;

  // NPV at each grid rate, computed only when a bracket needs it.
  const values = new Map<number, Decimal>();
  const valueAt = (index: number): Decimal => {
    let value = values.get(index);
    if (value === undefined) {
      value = npvDecimal(BRACKET_GRID[index] as Decimal, flows);
      values.set(index, value);
    }
    return value;
  };
  // Brackets nearest 0 % first: with several sign changes there can be several IRRs,
  // and the one nearest 0 % is the one reported.
  for (const index of BRACKETS_NEAREST_ZERO_FIRST) {
    const low = valueAt(index);
    if (low.isZero()) return BRACKET_GRID[index] as Decimal;
    const high = valueAt(index + 1);
    if (high.isZero()) return BRACKET_GRID[index + 1] as Decimal;
    if (low.isNegative() !== high.isNegative()) {
      return solveInBracket(flows, BRACKET_GRID[index] as Decimal, BRACKET_GRID[index + 1] as Decimal, low.isNegative());
    }
  }
  return null;
}

// Safeguarded Newton: a Newton step when it lands inside the current bracket, a bisection
// step otherwise. The bracket always holds the sign change, so the search cannot escape it.
function solveInBracket(flows: readonly Decimal[], low: Decimal, high: Decimal, lowIsNegative: boolean): Decimal {
  let negativeSide = lowIsNegative ? low : high;
  let positiveSide = lowIsNegative ? high : low;
  let rate = low.plus(high).div(2);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const { value, slope } = npvWithSlope(rate, flows);
    if (value.isZero()) return rate;
    if (value.isNegative()) negativeSide = rate;
    else positiveSide = rate;
    const bracketLow = Decimal.min(negativeSide, positiveSide);
    const bracketHigh = Decimal.max(negativeSide, positiveSide);
    if (bracketHigh.minus(bracketLow).lessThan(RATE_PRECISION)) return rate;
    let next = slope.isZero() ? bracketLow.plus(bracketHigh).div(2) : rate.minus(value.div(slope));
    if (!next.greaterThan(bracketLow) || !next.lessThan(bracketHigh)) next = bracketLow.plus(bracketHigh).div(2);
    if (next.minus(rate).abs().lessThan(RATE_PRECISION)) return next;
    rate = next;
  }
  return rate;
}

/**
 * Internal rate of return of periodic cash flows, in percent units per period (12.5 means 12.5 %),
 * rounded to 4 decimals: the rate r at which Σ CF_t ÷ (1 + r)^t = 0. With annual flows it is the
 * annual IRR.
 *
 * Returns `null` when there is no IRR: fewer than one outflow and one inflow (the flows never
 * change sign, so NPV never reaches zero), or no root between −99.99 % and +1,000,000 %.
 * When the flows change sign more than once there may be several IRRs; the one nearest 0 % is
 * returned. The root is bracketed on a fixed grid of rates and refined in Decimal by a Newton
 * step kept inside the bracket (bisection when Newton would leave it).
 *
 * @example
 * irr([-1000, 1100]) // 10
 * irr([-100_000, 10_000, 10_000, 110_000]) // 10
 * irr([1000, 500]) // null — no outflow, no IRR
 */
export function irr(cashFlows: readonly number[]): number | null {
  const input = parseInput(irrInputSchema, { cashFlows }, 'irr');
  const rate = irrFraction(input.cashFlows);
  return rate === null ? null : toPercent(rate);
}
