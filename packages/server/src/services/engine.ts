/**
 * The one place the property/strategy services take @rei/engine from.
 *
 * The engine's package index does not yet re-export the calculators, domain schemas and
 * validation (its areas are being assembled); until it does, this adapter reads them from
 * the engine's source folders. When the index exports them, replace the paths below with
 * '@rei/engine' — no other server file changes.
 */
export { ENGINE_VERSION, EngineInputError } from '@rei/engine';
export {
  brrrDefaults,
  buyHoldDefaults,
  creativeFinancingDefaults,
  fixFlipDefaults,
  wholesaleDefaults,
  calculateBrrr,
  calculateBuyHold,
  calculateCreativeFinancing,
  calculateFixFlip,
  calculateWholesale,
} from '../../../engine/src/calculators';
export { checkPropertyFields, parsePropertyCsv, validateOnboardingStep, type NewPropertyFields } from '../../../engine/src/validation';
export { discrepancyPercent, isFlagged, summarizeAudit, DISCREPANCY_FLAG_PERCENT } from '../../../engine/src/rules/audit';
export { STRATEGY_TYPES, type StrategyType, type BoroughCode } from '../../../engine/src/domain';
