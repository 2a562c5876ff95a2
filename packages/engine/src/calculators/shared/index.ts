export {
  amount,
  clampUnit,
  MAX_AMOUNT,
  fraction,
  isNegligible,
  levelPayment,
  paymentFactor,
  positiveMoney,
  remainingFraction,
  RISK_LEVELS,
  riskLevelSchema,
  type RiskLevel,
} from './calculatorMath';
export {
  maxAllowableOffer,
  maxAllowableOfferDecimal,
  maxAllowableOfferInputSchema,
  type MaxAllowableOfferInput,
} from './maxAllowableOffer';
export { moneyOut, percentOut, percentText, ratioOut } from './boundary';
export { NOT_DEFINED, notDefinedSchema, type NotDefinedReason } from './notDefined';
