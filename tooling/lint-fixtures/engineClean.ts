// Clean: engine code using decimal.js, zod and its own files.
import DecimalJs from 'decimal.js';
import { z } from 'zod';
import { dec, toMoney } from './money/decimal';

export const amountSchema = z.number().nonnegative();
export const doubled = (amount: number): number => toMoney(dec(amount).times(2));
export const isDecimal = (value: unknown): boolean => DecimalJs.isDecimal(value);
