/**
 * Strategies API contract: save, list, read and delete the calculations saved under a property
 * (spec 2 §3, §7). Outputs are always recomputed by @rei/engine from `inputs`; `outputs` sent
 * by a client are accepted for compatibility and ignored.
 */
import { z } from 'zod';
import { STRATEGY_TYPES } from '@rei/engine';
import { idParam } from './properties';

/** The strategy types a calculation may be saved under; the engine declares them, the contract passes them on. */
export { STRATEGY_TYPES, type StrategyType } from '@rei/engine';

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

/**
 * POST /api/strategies/calculate: one calculator run, nothing stored. `inputs` are the calculator's
 * own fields (unknown keys → 400 naming `body.inputs.<key>`); fields left out take the calculator's
 * documented defaults, which the answer lists in `inputs`.
 */
export const strategyCalculateBodySchema = z.object({
  strategyType: z.enum(STRATEGY_TYPES, { error: `must be one of ${STRATEGY_TYPES.join(', ')}` }),
  inputs: z.record(z.string(), z.unknown(), { error: 'must be an object of calculator inputs' }),
});
export type StrategyCalculateBody = z.infer<typeof strategyCalculateBodySchema>;

export const strategyCalculateResponseSchema = z.object({
  strategyType: z.enum(STRATEGY_TYPES),
  /** Every input the engine computed with: the sent values and the defaults of the fields left out. */
  inputs: z.record(z.string(), z.unknown()),
  outputs: z.record(z.string(), z.unknown()),
  /** @rei/engine version that computed the outputs. */
  engineVersion: z.string(),
});
export type StrategyCalculateResponse = z.infer<typeof strategyCalculateResponseSchema>;
