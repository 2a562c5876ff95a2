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
 * The calculator inputs that are one property's own figures: its price or value, its rent, and the
 * dollar amounts sized to it (taxes, insurance, maintenance, utilities, closing costs, rehab, the
 * seller's loan and payments). A name here means the same in every calculator that has it. An
 * assumption preset holds terms that fit any property — the loan, vacancy, management, reserves,
 * the investor's targets — so a preset leaves these out, and one that holds them does not lay them
 * over the figures of the property being analysed (`splitPropertyFigures`).
 */
export const PROPERTY_FIGURE_INPUTS: readonly string[] = [
  'purchasePrice',
  'propertyValue',
  'contractPrice',
  'afterRepairValue',
  'grossMonthlyRent',
  'monthlyRent',
  'propertyTax',
  'taxes',
  'insurance',
  'maintenance',
  'utilities',
  'monthlyExpenses',
  'closingCosts',
  'rehabCost',
  'rehabCosts',
  'downPayment',
  'sellerDebt',
  'existingPayment',
  'underlyingBalance',
  'optionFee',
  'exercisePrice',
];

/**
 * A calculator's input values split into terms that fit any property and the names of the
 * property's own figures among them (`PROPERTY_FIGURE_INPUTS`), in the order given.
 *
 * @example
 * splitPropertyFigures({ purchasePrice: 900_000, interestRate: 7 });
 * // => { terms: { interestRate: 7 }, figures: ['purchasePrice'] }
 */
export function splitPropertyFigures(values: Readonly<Record<string, unknown>>): { readonly terms: Readonly<Record<string, unknown>>; readonly figures: readonly string[] } {
  const terms: Record<string, unknown> = {};
  const figures: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (PROPERTY_FIGURE_INPUTS.includes(key)) figures.push(key);
    else terms[key] = value;
  }
  return { terms, figures };
}
