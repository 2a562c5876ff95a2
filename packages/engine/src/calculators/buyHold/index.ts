export {
  BUY_HOLD_MESSAGES,
  buyHoldDefaultMaintenance,
  buyHoldDefaults,
  calculateBuyHold,
} from './buyHold';
export {
  BUY_HOLD_COMPLIANCE,
  BUY_HOLD_CREATIVE_PATHWAYS,
  BUY_HOLD_DEFAULTS,
  buyHoldComplianceSchema,
  buyHoldInputSchema,
  buyHoldResultSchema,
  buyHoldWholesaleAnalysisSchema,
  type BuyHoldCompliance,
  type BuyHoldInput,
  type BuyHoldResult,
  type BuyHoldValues,
} from './buyHold.schema';
