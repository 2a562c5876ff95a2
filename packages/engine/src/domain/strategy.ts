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
