import * as z from 'zod/mini';
import { entityId } from './fields';

/** The five investment strategies a calculation may be saved under. */
export const STRATEGY_TYPES = ['buy_hold', 'fix_flip', 'wholesale', 'creative_financing', 'brrr'] as const;
export type StrategyType = (typeof STRATEGY_TYPES)[number];
export const strategyTypeSchema = /* @__PURE__ */ (() => z.enum(STRATEGY_TYPES))();

/** The name of each strategy as the calculator tabs, the portfolio cards and the advice text show it. */
export const STRATEGY_NAMES: Readonly<Record<StrategyType, string>> = {
  buy_hold: 'Buy & Hold',
  fix_flip: 'Fix & Flip',
  wholesale: 'Wholesale',
  creative_financing: 'Creative Financing',
  brrr: 'BRRRR',
};

/**
 * A saved calculation: the calculator's inputs and outputs as JSON objects.
 * `id` is present once the strategy is stored.
 */
export const strategySchema = /* @__PURE__ */ (() => z.object({
  id: z.optional(entityId()),
  propertyId: entityId(),
  userId: entityId(),
  strategyType: z._default(strategyTypeSchema, 'buy_hold'),
  inputs: z.record(z.string(), z.unknown()),
  outputs: z.record(z.string(), z.unknown()),
}))();
export type Strategy = z.infer<typeof strategySchema>;

/**
 * The inputs of each strategy's calculator that are one property's own figures: its price or
 * value, its rent, and the dollar amounts sized to it (taxes, insurance, closing costs, rehab, the
 * seller's loan). An assumption preset holds terms that fit any property — the loan, vacancy,
 * management, reserves, the investor's targets — so a preset leaves these out, and one that holds
 * them does not lay them over the figures of the property being analysed (`splitPropertyFigures`).
 */
export const PROPERTY_FIGURE_INPUTS: Readonly<Record<StrategyType, readonly string[]>> = {
  buy_hold: ['purchasePrice', 'grossMonthlyRent', 'propertyTax', 'insurance', 'maintenance', 'closingCosts', 'afterRepairValue'],
  fix_flip: ['purchasePrice', 'afterRepairValue', 'closingCosts', 'rehabCost'],
  wholesale: ['contractPrice', 'afterRepairValue', 'rehabCost'],
  creative_financing: [
    'propertyValue',
    'monthlyRent',
    'downPayment',
    'closingCosts',
    'sellerDebt',
    'existingPayment',
    'optionFee',
    'exercisePrice',
    'underlyingBalance',
    'monthlyExpenses',
  ],
  brrr: ['purchasePrice', 'downPayment', 'closingCosts', 'rehabCosts', 'afterRepairValue', 'monthlyRent', 'utilities', 'insurance', 'taxes', 'maintenance'],
};

/**
 * A calculator's input values split into terms that fit any property and the names of the
 * property's own figures among them (`PROPERTY_FIGURE_INPUTS`), in the order given.
 *
 * @example
 * splitPropertyFigures('buy_hold', { purchasePrice: 900_000, interestRate: 7 });
 * // => { terms: { interestRate: 7 }, figures: ['purchasePrice'] }
 */
export function splitPropertyFigures(
  strategyType: StrategyType,
  values: Readonly<Record<string, unknown>>,
): { readonly terms: Readonly<Record<string, unknown>>; readonly figures: readonly string[] } {
  const own = PROPERTY_FIGURE_INPUTS[strategyType];
  const terms: Record<string, unknown> = {};
  const figures: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (own.includes(key)) figures.push(key);
    else terms[key] = value;
  }
  return { terms, figures };
}
