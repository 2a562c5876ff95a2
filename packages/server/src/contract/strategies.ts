/**
 * Strategies API contract (spec 2 §3, §7). Outputs are always recomputed by @rei/engine
 * from `inputs`; `outputs` sent by a client are accepted for compatibility and ignored.
 */
import { z } from 'zod';
import { idParam } from './properties';

/** The five strategies a calculation may be saved under (same list as @rei/engine's STRATEGY_TYPES). */
export const STRATEGY_TYPES = ['buy_hold', 'fix_flip', 'wholesale', 'creative_financing', 'brrr'] as const;
export type StrategyType = (typeof STRATEGY_TYPES)[number];

export const strategyCreateBodySchema = z.object({
  propertyId: idParam(),
  /** When sent, must be the caller's own id. */
  userId: idParam().nullish(),
  strategyType: z.enum(STRATEGY_TYPES, { error: `must be one of ${STRATEGY_TYPES.join(', ')}` }),
  inputs: z.record(z.string(), z.unknown(), { error: 'must be an object of calculator inputs' }),
  outputs: z.record(z.string(), z.unknown()).nullish(),
});
export type StrategyCreateBody = z.infer<typeof strategyCreateBodySchema>;

export const strategyListQuerySchema = z.object({ propertyId: idParam() });
export const strategyIdParamsSchema = z.object({ id: idParam() });

export const strategyResponseSchema = z.object({
  id: z.number().int().positive(),
  propertyId: z.number().int().positive(),
  userId: z.number().int().positive(),
  organizationId: z.number().int().positive(),
  strategyType: z.enum(STRATEGY_TYPES),
  inputs: z.record(z.string(), z.unknown()),
  outputs: z.record(z.string(), z.unknown()),
  /** @rei/engine version that computed the outputs. */
  engineVersion: z.string(),
  createdAt: z.string(),
});
export type StrategyResponse = z.infer<typeof strategyResponseSchema>;
export const strategyListResponseSchema = z.array(strategyResponseSchema);
