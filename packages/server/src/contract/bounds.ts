/**
 * Numeric bounds shared by the database schema and the request contract: every number the
 * contract accepts fits the column it is stored in. The db schema builds its numeric columns
 * from the `*_COLUMN` shapes here and the contract's `.max()` reads the matching `*_MAX`, so
 * widening a column moves both. Importable alone (no zod, no drizzle).
 */

/** A PostgreSQL `numeric(precision, scale)` column shape. */
export interface NumericColumnShape {
  readonly precision: number;
  readonly scale: number;
}

/**
 * Largest value a `numeric(precision, scale)` column holds: precision − scale whole digits,
 * all nines, and scale decimal nines.
 *
 * @example
 * numericColumnMax({ precision: 14, scale: 2 }) // 999_999_999_999.99
 */
export function numericColumnMax({ precision, scale }: NumericColumnShape): number {
  return Number(`${'9'.repeat(precision - scale)}.${'9'.repeat(scale)}`);
}

/** Money in USD with cents. */
export const MONEY_COLUMN = { precision: 14, scale: 2 } as const satisfies NumericColumnShape;
/** Percent units (8.55 means 8.55 %) and ratios, 4 decimals as the engine rounds them. */
export const PERCENT_COLUMN = { precision: 12, scale: 4 } as const satisfies NumericColumnShape;
/** A share from 0 to 1 (confidence), 4 decimals. */
export const UNIT_SHARE_COLUMN = { precision: 5, scale: 4 } as const satisfies NumericColumnShape;
/** Bathrooms, in halves (2.5). */
export const BATHROOMS_COLUMN = { precision: 5, scale: 1 } as const satisfies NumericColumnShape;
/** Floors, as PLUTO writes them (2.5 for a half storey). */
export const FLOORS_COLUMN = { precision: 6, scale: 2 } as const satisfies NumericColumnShape;

/** Largest amount of money a column holds: 999,999,999,999.99 USD. */
export const MONEY_MAX = numericColumnMax(MONEY_COLUMN);
/**
 * Largest monthly amount (rent, monthly cash flow) a person may enter: a twelfth of
 * `MONEY_MAX` rounded down to the cent, so the annual figures the server derives from it
 * (annual NOI, annual cash flow) fit a money column too.
 */
export const MONTHLY_MONEY_MAX = Math.floor((MONEY_MAX / 12) * 100) / 100;
/** Largest percent a percent column holds: 99,999,999.9999. */
export const PERCENT_MAX = numericColumnMax(PERCENT_COLUMN);
/** Largest bathroom count the column holds: 9,999.9. */
export const BATHROOMS_MAX = numericColumnMax(BATHROOMS_COLUMN);
/** Largest floor count the column holds: 9,999.99. */
export const FLOORS_MAX = numericColumnMax(FLOORS_COLUMN);
/** Largest value of a PostgreSQL `integer` column (and of an id). */
export const INT4_MAX = 2_147_483_647;

/** "999,999,999,999.99": a bound as a person reads it, in validation messages. */
export function formatBound(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
}

/** A validation message naming the upper bound: "must be at most 999,999,999,999.99". */
export const atMost = (max: number) => `must be at most ${formatBound(max)}`;
/** A validation message naming the lower bound: "must be at least -999,999,999,999.99". */
export const atLeast = (min: number) => `must be at least ${formatBound(min)}`;

/**
 * A derived figure as it may be stored in a numeric column: the value when it is finite and
 * within ±max, else null. Used for ratios whose base can be near zero (a cap rate on a
 * one-cent price), where an unbounded figure means "not meaningful", not a number to keep.
 *
 * @example
 * storableOrNull(1e9, PERCENT_MAX) // null
 * storableOrNull(8.55, PERCENT_MAX) // 8.55
 */
export function storableOrNull(value: number | null | undefined, max: number): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.abs(value) <= max ? value : null;
}
