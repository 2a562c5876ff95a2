export {
  calculateCreativeFinancing,
  CREATIVE_RULES,
  CREATIVE_WARNINGS,
  creativeFinancingDefaults,
} from './creativeFinancing';
export {
  CREATIVE_STRATEGIES,
  CREATIVE_STRATEGY_LIST,
  isCreativeFieldVisible,
  type CreativeStrategyInfo,
} from './creativeStrategies';
export {
  CREATIVE_DEFAULT_APPRECIATION,
  CREATIVE_STRATEGY_IDS,
  creativeFinancingInputSchema,
  creativeFinancingResultSchema,
  creativeStrategySchema,
  LEGAL_COMPLEXITIES,
  legalComplexitySchema,
  type CreativeField,
  type CreativeFinancingInput,
  type CreativeFinancingResult,
  type CreativeFinancingValues,
  type CreativeStrategy,
  type LegalComplexity,
} from './creativeFinancing.schema';
