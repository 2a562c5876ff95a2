import * as z from 'zod/mini';

/** `NOT_DEFINED.noCashInvested`, on its own: a bundle that needs one sentence carries only it. */
export const NO_CASH_INVESTED = 'Not defined — no cash invested';
/** `NOT_DEFINED.noDebt`, on its own. */
export const NO_DEBT = 'Not defined — no debt payment to cover';

/**
 * Why a return has no value. A ratio over nothing invested (cash-on-cash with no cash in the
 * deal) or a coverage with nothing to cover (DSCR without debt) is undefined, not 0 and not
 * infinite; the calculators return null for it and put one of these sentences beside it, so
 * a screen can say plainly why no number is shown.
 */
export const NOT_DEFINED = {
  noCashInvested: NO_CASH_INVESTED,
  noDebt: NO_DEBT,
  noCashLeft: 'Not defined — no cash left in the deal',
  noCashLeftNoIncome: 'Not defined — no cash left in the deal and the rental does not make money',
  noCashSpent: 'Not defined — no cash spent on the deal',
} as const;

/** One of the `NOT_DEFINED` sentences. */
export type NotDefinedReason = (typeof NOT_DEFINED)[keyof typeof NOT_DEFINED];

/**
 * Result field: for each nullable result that is null, the sentence saying why. A result that
 * has a value has no entry.
 */
export function notDefinedSchema<const K extends readonly [string, ...string[]]>(keys: K) {
  return z.partialRecord(z.enum(keys), z.string());
}
