import * as z from 'zod/mini';
import { parseInput } from '../../errors/parseInput';

/** One varied input of a sensitivity table: a label and the values to try, in order. */
export interface SensitivityAxis {
  name: string;
  values: readonly number[];
}

export interface SensitivityOptions {
  /** The result for one (row value, column value) pair; `null` when it has no meaning there. */
  evaluate: (rowValue: number, columnValue: number) => number | null;
  rowInput: SensitivityAxis;
  columnInput: SensitivityAxis;
}

/** A table of one result over two inputs: `cells[i][j]` is the result at row value i and column value j. */
export interface SensitivityGrid {
  rowInput: { name: string; values: number[] };
  columnInput: { name: string; values: number[] };
  cells: (number | null)[][];
}

// Large enough for any table a person reads; small enough that a mistake cannot run away.
const MAX_VALUES_PER_AXIS = 200;

const axisSchema = /* @__PURE__ */ (() => z.object({
  name: z.string().check(z.minLength(1, 'must not be empty')),
  values: z
    .array(z.number()).check(
      z.minLength(1, 'must list at least one value'),
      z.maxLength(MAX_VALUES_PER_AXIS, `must list at most ${MAX_VALUES_PER_AXIS} values`),
    ),
}))();

const sensitivityOptionsSchema = /* @__PURE__ */ (() => z.object({
  evaluate: z.custom<SensitivityOptions['evaluate']>((value) => typeof value === 'function', 'must be a function'),
  rowInput: axisSchema,
  columnInput: axisSchema,
}))();

export const sensitivityGridSchema = /* @__PURE__ */ (() => z.object({
  rowInput: z.object({ name: z.string(), values: z.array(z.number()) }),
  columnInput: z.object({ name: z.string(), values: z.array(z.number()) }),
  cells: z.array(z.array(z.nullable(z.number()))),
}))();

/**
 * A two-way sensitivity table: `evaluate` run for every pair of a row value and a column value
 * (e.g. monthly cash flow over rent × interest rate). Rows and columns keep the order given;
 * each axis holds 1–200 values. `evaluate` must return finite numbers (or `null`); a NaN or
 * infinite result throws a `RangeError` naming the cell.
 *
 * @example
 * sensitivity({
 *   evaluate: (price, rate) => price * rate,
 *   rowInput: { name: 'price', values: [100, 200] },
 *   columnInput: { name: 'rate', values: [0.1, 0.2] },
 * }).cells // [[10, 20], [20, 40]]
 */
export function sensitivity(options: SensitivityOptions): SensitivityGrid {
  const { evaluate, rowInput, columnInput } = parseInput(sensitivityOptionsSchema, options, 'sensitivity');
  const cells = rowInput.values.map((rowValue) =>
    columnInput.values.map((columnValue) => {
      const result = evaluate(rowValue, columnValue);
      if (result !== null && !Number.isFinite(result)) {
        throw new RangeError(
          `sensitivity: evaluate returned ${result} at ${rowInput.name} = ${rowValue}, ${columnInput.name} = ${columnValue}`,
        );
      }
      return result;
    }),
  );
  return { rowInput, columnInput, cells };
}
