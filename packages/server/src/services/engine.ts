/**
 * The one place the property, strategy, onboarding and audit services take @rei/engine
 * from: the calculators, validation and audit rules they run.
 */
export {
  DISCREPANCY_FLAG_PERCENT,
  ENGINE_VERSION,
  EngineInputError,
  STRATEGY_TYPES,
  brrrDefaults,
  buyHoldDefaults,
  calculateBrrr,
  calculateBuyHold,
  calculateCreativeFinancing,
  calculateFixFlip,
  calculateWholesale,
  checkPropertyFields,
  creativeFinancingDefaults,
  discrepancyPercent,
  fixFlipDefaults,
  isFlagged,
  parsePropertyCsv,
  summarizeAudit,
  validateOnboardingStep,
  wholesaleDefaults,
  type BoroughCode,
  type NewPropertyFields,
  type StrategyType,
} from '@rei/engine';
