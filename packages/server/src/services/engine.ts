/**
 * The one place the property, strategy, onboarding and audit services take @rei/engine
 * from: the calculators, validation and audit rules they run.
 */
export {
  CREATIVE_RULES,
  DISCREPANCY_FLAG_PERCENT,
  ENGINE_VERSION,
  EngineInputError,
  STRATEGY_TYPES,
  brrrDefaults,
  boroughCode,
  buyHoldDefaults,
  calculateBrrr,
  calculateBuyHold,
  calculateCreativeFinancing,
  calculateFixFlip,
  calculateWholesale,
  checkPropertyFields,
  creativeFinancingDefaults,
  discrepancyPercent,
  estimateMarketRent,
  fixFlipDefaults,
  isFlagged,
  parsePropertyCsv,
  summarizeAudit,
  validateOnboardingStep,
  wholesaleDefaults,
  type BoroughCode,
  type MarketRentEstimate,
  type NewPropertyFields,
  type StrategyType,
} from '@rei/engine';
