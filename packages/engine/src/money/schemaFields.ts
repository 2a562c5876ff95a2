import * as z from 'zod/mini';

/**
 * Shared zod field builders for calculator inputs. zod's `number()` already
 * rejects NaN and ±Infinity; these add the money and percent ranges.
 *
 * A schema built at module level is wrapped in an arrow called at once and marked pure, so that a
 * bundler drops the schemas an import does not use (README, "Keeping imports small").
 */
export const money = () => z.number().check(z.minimum(0, 'must be zero or more'));
export const signedMoney = () => z.number();
export const percent = (max = 100) =>
  z.number().check(z.minimum(0, 'must be zero or more'), z.maximum(max, `must be at most ${max}`));
export const positiveInt = () => z.number().check(z.int('must be a whole number'), z.positive('must be more than zero'));

/** Output numbers: finite by construction (zod rejects NaN and Infinity). */
export const out = () => z.number();
