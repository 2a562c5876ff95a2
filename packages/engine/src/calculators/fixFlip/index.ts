export { calculateFixFlip, FIX_FLIP_FALLBACK_VALUE, FIX_FLIP_RULES, fixFlipDefaults } from './fixFlip';
export {
  FIX_FLIP_DEFAULTS,
  FLIP_VIABILITY,
  fixFlipInputSchema,
  fixFlipResultSchema,
  type FixFlipInput,
  type FixFlipResult,
  type FixFlipValues,
  type FlipViability,
} from './fixFlip.schema';
