import * as z from 'zod/mini';
import { parseInput } from '../../errors/parseInput';

/** How the evaluated result moves as the input rises. */
export const goalSeekDirections = ['increasing', 'decreasing'] as const;
export type GoalSeekDirection = (typeof goalSeekDirections)[number];

export interface GoalSeekOptions {
  /** The result for one input value; `null` counts as not reaching the target. Must be monotone. */
  evaluate: (input: number) => number | null;
  /** Lowest input searched. */
  low: number;
  /** Highest input searched; more than `low`. */
  high: number;
  /** The result to reach: an input reaches it when `evaluate(input) >= target`. */
  target: number;
  /** `'increasing'` when a higher input gives a higher result, `'decreasing'` when it gives a lower one. */
  direction: GoalSeekDirection;
  /** Stop once the answer is known to within this much of the input; default 0.01 (a cent when the input is money). */
  tolerance?: number;
  /** Safety cap on evaluations; default 200 (bisection halves the bracket each time). */
  maxIterations?: number;
}

const goalSeekOptionsSchema = /* @__PURE__ */ (() => z
  .object({
    evaluate: z.custom<GoalSeekOptions['evaluate']>((value) => typeof value === 'function', 'must be a function'),
    low: z.number(),
    high: z.number(),
    target: z.number(),
    direction: z.enum(goalSeekDirections),
    tolerance: z._default(z.number().check(z.positive('must be more than zero')), 0.01),
    maxIterations: z._default(z.number().check(
      z.int('must be a whole number'),
      z.minimum(1, 'must be at least 1'),
      z.maximum(10_000),
    ), 200),
  }).check(z.refine((options) => options.high > options.low, { path: ['high'], message: 'must be more than low' })))();

/**
 * Goal seek over a monotone function by bisection: the input in [`low`, `high`] nearest the
 * boundary at which `evaluate(input) >= target` still holds.
 *
 * - `direction: 'increasing'` (results rise with the input): the smallest input that reaches the target.
 * - `direction: 'decreasing'` (results fall as the input rises): the largest input that reaches the target.
 *
 * The returned input always reaches the target; an input `tolerance` further toward the other side
 * does not (unless the answer is an end of the bracket). Returns `null` when no input in the bracket
 * reaches the target. To seek "at most" a target, negate both the result and the target.
 * Throws `EngineInputError` when the options are invalid (e.g. `high <= low`).
 *
 * @example
 * // the smallest x with x² ≥ 2, to within 1e-9
 * goalSeek({ evaluate: (x) => x * x, low: 0, high: 2, target: 2, direction: 'increasing', tolerance: 1e-9 }) // ≈ 1.414213562
 */
export function goalSeek(options: GoalSeekOptions): number | null {
  const { evaluate, low, high, target, direction, tolerance, maxIterations } = parseInput(
    goalSeekOptionsSchema,
    options,
    'goal seek',
  );
  const reaches = (input: number): boolean => {
    const result = evaluate(input);
    return result !== null && result >= target;
  };
  // `reaching` always reaches the target, `missing` never does; the boundary lies between them.
  let reaching = direction === 'increasing' ? high : low;
  let missing = direction === 'increasing' ? low : high;
  if (!reaches(reaching)) return null;
  if (reaches(missing)) return missing;
  for (let iteration = 0; iteration < maxIterations && Math.abs(reaching - missing) > tolerance; iteration += 1) {
    const middle = (reaching + missing) / 2;
    if (middle === reaching || middle === missing) break; // no float left between them
    if (reaches(middle)) reaching = middle;
    else missing = middle;
  }
  return reaching;
}
