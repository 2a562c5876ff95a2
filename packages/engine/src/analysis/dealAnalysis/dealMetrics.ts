import * as z from 'zod/mini';
import { dec, Decimal, toMoney, toRatio } from '../../money/decimal';
import { EngineInputError } from '../../errors/EngineInputError';
import { parseInput } from '../../errors/parseInput';
import { goalSeek } from '../goalSeek/goalSeek';
import { rentalDealYearOne } from '../rentalDeal/rentalDealYearOne';
import { sensitivity, type SensitivityGrid } from '../sensitivity/sensitivity';
import {
  dealInputInfo,
  dealInputs,
  dealMetricInfo,
  dealMetrics,
  rentalHoldInputSchema,
  type DealInput,
  type DealMetric,
  type RentalHold,
  type RentalHoldInput,
} from './dealAnalysis.schema';
import { rentalHoldProForma } from './rentalHoldProForma';

/** Every result of `dealMetrics` for one deal; `null` where the result is undefined (no loan, no cash in, no IRR). */
export type DealMetricValues = Record<DealMetric, number | null>;

type YearOneMetric = 'monthlyCashFlow' | 'annualCashFlow' | 'netOperatingIncome' | 'cashOnCashPercent' | 'capRatePercent' | 'dscr';

// Year-one figures of a validated hold, unrounded in their display units (USD, percent, ratio);
// cash-on-cash uses the stated cash invested when there is one.
function yearOneDecimals(deal: RentalHold): Record<YearOneMetric, Decimal | null> {
  const year = rentalDealYearOne(deal);
  const cashIn = deal.cashInvested === undefined ? year.totalCashInvested : dec(deal.cashInvested);
  return {
    monthlyCashFlow: year.monthlyCashFlow,
    annualCashFlow: year.annualCashFlow,
    netOperatingIncome: year.annualNOI,
    cashOnCashPercent: cashIn.isZero() ? null : year.annualCashFlow.div(cashIn).times(100),
    capRatePercent: year.capRate === null ? null : year.capRate.times(100),
    dscr: year.dscr,
  };
}

function yearOneValues(deal: RentalHold): Record<YearOneMetric, number | null> {
  const exact = yearOneDecimals(deal);
  const rounded = {} as Record<YearOneMetric, number | null>;
  for (const key of Object.keys(exact) as YearOneMetric[]) {
    const value = exact[key];
    rounded[key] = value === null ? null : dealMetricInfo[key].unit === 'usd' ? toMoney(value) : toRatio(value);
  }
  return rounded;
}

// The metric for goal seek: year-one results unrounded (so 1.24996 never passes for 1.25),
// hold results as reported (IRR and ratios to 4 decimals, NPV to the cent).
function exactMetric(deal: RentalHold, metric: DealMetric): number | null {
  if (dealMetricInfo[metric].usesHold) return rentalDealMetric(deal, metric);
  return yearOneDecimals(deal)[metric as YearOneMetric]?.toNumber() ?? null;
}

/**
 * One result of a rental hold (see `dealMetricInfo` for each one's formula and unit): year-one
 * figures from the deal alone, IRR / NPV / equity multiple from `rentalHoldProForma`.
 * USD rounded to cents, percents and ratios to 4 decimals; `null` when undefined.
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * rentalDealMetric(rentalHoldDefaults(), 'capRatePercent') // 6.6392 — NOI 33,196 ÷ price 500,000
 */
export function rentalDealMetric(input: RentalHoldInput, metric: DealMetric): number | null {
  if (dealMetricInfo[metric].usesHold) {
    const { totals } = rentalHoldProForma(input);
    return metric === 'irrPercent' ? totals.irrPercent : metric === 'npv' ? totals.npv : totals.equityMultiple;
  }
  return yearOneValues(parseInput(rentalHoldInputSchema, input, 'deal metric'))[metric as YearOneMetric];
}

/**
 * Every result of `dealMetricInfo` for one rental hold at once (one pro forma run).
 *
 * @example
 * rentalDealMetrics(rentalHoldDefaults()).dscr // 1.1088
 */
export function rentalDealMetrics(input: RentalHoldInput): DealMetricValues {
  const { totals } = rentalHoldProForma(input);
  return {
    ...yearOneValues(parseInput(rentalHoldInputSchema, input, 'deal metrics')),
    irrPercent: totals.irrPercent,
    npv: totals.npv,
    equityMultiple: totals.equityMultiple,
  };
}

const axisSchema = /* @__PURE__ */ (() => z.object({
  input: z.enum(dealInputs),
  values: z.array(z.number()).check(z.minLength(1, 'must list at least one value'), z.maxLength(41, 'must list at most 41 values')),
}))();

const dealSensitivityOptionsSchema = /* @__PURE__ */ (() => z
  .object({ deal: rentalHoldInputSchema, metric: z.enum(dealMetrics), rowInput: axisSchema, columnInput: axisSchema }).check(z.superRefine((options, context) => {
    if (options.rowInput.input === options.columnInput.input) {
      context.addIssue({ code: 'custom', path: ['columnInput', 'input'], message: 'must differ from the row input' });
    }
    for (const name of ['rowInput', 'columnInput'] as const) {
      const axis = options[name];
      const { min, max } = dealInputInfo[axis.input];
      axis.values.forEach((value, index) => {
        if (value < min || value > max) {
          context.addIssue({ code: 'custom', path: [name, 'values', index], message: `must be from ${min} to ${max}` });
        }
      });
    }
  })))();

export interface DealSensitivityOptions {
  deal: RentalHoldInput;
  metric: DealMetric;
  rowInput: { input: DealInput; values: readonly number[] };
  columnInput: { input: DealInput; values: readonly number[] };
}

/**
 * A two-way sensitivity table of any result (`dealMetrics`) of a rental hold over any two of its
 * inputs (`dealInputs`): `cells[i][j]` is `rentalDealMetric` of the deal with the row input set
 * to `rowInput.values[i]` and the column input to `columnInput.values[j]`, every other input
 * unchanged. Undefined results are `null` cells. Each axis holds 1–41 values inside the input's
 * range (`dealInputInfo`), and the two inputs differ.
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * rentalDealSensitivity({
 *   deal: rentalHoldDefaults(),
 *   metric: 'monthlyCashFlow',
 *   rowInput: { input: 'monthlyRent', values: [4_000, 4_500] },
 *   columnInput: { input: 'interestRatePercent', values: [6, 7] },
 * }).cells // [[81.02, -165.55], [518.02, 271.45]]
 */
export function rentalDealSensitivity(options: DealSensitivityOptions): SensitivityGrid {
  const { deal, metric, rowInput, columnInput } = parseInput(dealSensitivityOptionsSchema, options, 'deal sensitivity');
  return sensitivity({
    evaluate: (rowValue, columnValue) => rentalDealMetric({ ...deal, [rowInput.input]: rowValue, [columnInput.input]: columnValue }, metric),
    rowInput: { name: rowInput.input, values: rowInput.values },
    columnInput: { name: columnInput.input, values: columnInput.values },
  });
}

/**
 * The values of one sensitivity axis: `center` and `stepsEachSide` steps of `step` below and
 * above it, kept inside the input's range (`dealInputInfo`), in rising order, without repeats.
 * Values are rounded to 6 decimals so 0.1 + 0.2 reads 0.3.
 *
 * @example
 * sensitivityAxisValues('downPaymentPercent', 10, 5, 2) // [0, 5, 10, 15, 20]
 * sensitivityAxisValues('downPaymentPercent', 5, 5, 2) // [0, 5, 10, 15] — nothing below 0 %
 */
export function sensitivityAxisValues(input: DealInput, center: number, step: number, stepsEachSide: number): number[] {
  const { min, max } = dealInputInfo[input];
  const values = new Set<number>();
  const count = Math.max(0, Math.min(20, Math.floor(stepsEachSide)));
  for (let k = -count; k <= count; k += 1) {
    const value = Number((center + k * Math.abs(step)).toFixed(6));
    if (value >= min && value <= max) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

export interface DealGoalSeekOptions {
  deal: RentalHoldInput;
  /** The result to reach: the answer is where it is at least `target` (in the metric's unit). */
  metric: DealMetric;
  target: number;
  /** The input changed to reach it; every other input stays as in `deal`. */
  solveFor: DealInput;
  /** Search range; the input's own range (`dealInputInfo`) when left out. */
  low?: number;
  high?: number;
}

/** Answer of `rentalDealGoalSeek`. */
export type DealGoalSeekResult =
  | {
      status: 'found';
      /** The input value found: the highest that still reaches the target when the result falls as the input rises, the lowest otherwise. */
      value: number;
      /** `highest` or `lowest`: which end of the values reaching the target `value` is. */
      bound: 'highest' | 'lowest';
      /** Every result of the deal with the input at `value`. */
      metricsAtValue: DealMetricValues;
    }
  | { status: 'everyValue'; low: number; high: number; reason: string }
  | { status: 'noSolution'; low: number; high: number; metricAtLow: number | null; metricAtHigh: number | null; reason: string };

const dealGoalSeekSchema = /* @__PURE__ */ (() => z
  .object({
    deal: rentalHoldInputSchema,
    metric: z.enum(dealMetrics),
    target: z.number(),
    solveFor: z.enum(dealInputs),
    low: z.optional(z.number()),
    high: z.optional(z.number()),
  }).check(z.refine((options) => options.low === undefined || options.high === undefined || options.high > options.low, {
    path: ['high'],
    message: 'must be more than low',
  })))();

/**
 * Goal seek on a rental hold: the value of one input (`solveFor`) at which a result (`metric`)
 * is at least `target`, every other input unchanged — "the highest price that still gives 8 %
 * cash-on-cash", "the rent needed for a DSCR of 1.25".
 *
 * The search runs between `low` and `high` (default: the input's range). When only the high end
 * reaches the target the answer is the lowest value that does; when only the low end does, the
 * highest value that does (bisection, to a cent for dollars and 0.0001 for percents, rounded
 * toward the side that reaches). It assumes the result crosses the target once in the range.
 * `everyValue` when both ends reach it, `noSolution` (with the result at both ends) when neither does.
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * const answer = rentalDealGoalSeek({ deal: rentalHoldDefaults(), metric: 'capRatePercent', target: 6, solveFor: 'purchasePrice' });
 * answer.status === 'found' && answer.value // 553266.66 — NOI 33,196 ÷ 6 %
 */
export function rentalDealGoalSeek(options: DealGoalSeekOptions): DealGoalSeekResult {
  const parsed = parseInput(dealGoalSeekSchema, options, 'deal goal seek');
  const { deal, metric, target, solveFor } = parsed;
  const info = dealInputInfo[solveFor];
  // A price of 0 has no cap rate; search from one cent.
  const low = Math.max(parsed.low ?? info.min, info.min, solveFor === 'purchasePrice' ? 0.01 : info.min);
  const high = Math.min(parsed.high ?? info.max, info.max);
  if (!(high > low)) throw new EngineInputError('deal goal seek', [{ field: 'high', message: `must be more than ${low}` }]);
  const at = (value: number) => exactMetric(rentalHoldInputSchema.parse({ ...deal, [solveFor]: value }), metric);
  const reaches = (value: number) => {
    const result = at(value);
    return result !== null && result >= target;
  };
  const lowReaches = reaches(low);
  const highReaches = reaches(high);
  const what = `${dealMetricInfo[metric].label} of at least ${target}`;
  if (lowReaches && highReaches) {
    return { status: 'everyValue', low, high, reason: `Every ${info.label.toLowerCase()} from ${low} to ${high} gives ${what}.` };
  }
  if (!lowReaches && !highReaches) {
    return {
      status: 'noSolution',
      low,
      high,
      metricAtLow: rentalDealMetric({ ...deal, [solveFor]: low }, metric),
      metricAtHigh: rentalDealMetric({ ...deal, [solveFor]: high }, metric),
      reason: `No ${info.label.toLowerCase()} from ${low} to ${high} gives ${what}.`,
    };
  }
  const direction = highReaches ? 'increasing' : 'decreasing';
  const tolerance = info.unit === 'usd' ? 0.01 : 0.0001;
  const places = info.unit === 'usd' ? 2 : 4;
  const found = goalSeek({ evaluate: at, low, high, target, direction, tolerance, maxIterations: 200 }) as number;
  // Round toward the side that reaches the target; keep the unrounded answer if rounding loses it.
  const rounded = dec(found)
    .toDecimalPlaces(places, direction === 'increasing' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN)
    .toNumber();
  const value = rounded >= low && rounded <= high && reaches(rounded) ? rounded : found;
  return {
    status: 'found',
    value,
    bound: direction === 'increasing' ? 'lowest' : 'highest',
    metricsAtValue: rentalDealMetrics({ ...deal, [solveFor]: value }),
  };
}
