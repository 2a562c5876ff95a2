import { z } from 'zod';

/**
 * Shared zod field builders for calculator inputs. zod's `number()` already
 * rejects NaN and ±Infinity; these add the money and percent ranges.
 */
export const money = () => z.number().min(0, 'must be zero or more');
export const signedMoney = () => z.number();
export const percent = (max = 100) =>
  z.number().min(0, 'must be zero or more').max(max, `must be at most ${max}`);
export const positiveInt = () => z.number().int('must be a whole number').positive('must be more than zero');

/** Output numbers: finite by construction (zod rejects NaN and Infinity). */
export const out = () => z.number();
