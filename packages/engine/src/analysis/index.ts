/**
 * Analysis beyond the single-year calculators: multi-year projections, NPV and IRR,
 * coverage ratios, goal seek and sensitivity tables.
 */
export {
  cashFlowProjectionDefaults,
  cashFlowProjectionInputSchema,
  cashFlowProjectionResultSchema,
  projectCashFlows,
  projectionYearSchema,
  type CashFlowProjection,
  type CashFlowProjectionInput,
  type ProjectionYear,
} from './projection';
export { equityMultiple, irr, npv } from './returns';
export { breakEvenOccupancy, dscr, type BreakEvenOccupancyInput } from './coverage';
export {
  goalSeek,
  goalSeekDirections,
  maxPurchasePriceFor,
  maxPurchasePriceInputSchema,
  maxPurchasePriceResultSchema,
  purchasePriceTargets,
  type GoalSeekDirection,
  type GoalSeekOptions,
  type MaxPurchasePriceInput,
  type MaxPurchasePriceResult,
  type PurchasePriceTarget,
} from './goalSeek';
export {
  cashFlowSensitivity,
  sensitivity,
  sensitivityGridSchema,
  type SensitivityAxis,
  type SensitivityGrid,
  type SensitivityOptions,
} from './sensitivity';
export { rentalDealDefaults, rentalDealInputSchema, type RentalDealInput } from './rentalDeal';
export {
  dealInputInfo,
  dealInputs,
  dealMetricInfo,
  dealMetrics,
  exitValuations,
  holdAssumptionDefaults,
  holdAssumptionsSchema,
  IRR_NOT_DEFINED,
  rentalDealGoalSeek,
  rentalDealMetric,
  rentalDealMetrics,
  rentalDealSensitivity,
  rentalHoldDefaults,
  rentalHoldInputSchema,
  rentalHoldProForma,
  sensitivityAxisValues,
  type DealGoalSeekOptions,
  type DealGoalSeekResult,
  type DealInput,
  type DealInputInfo,
  type DealMetric,
  type DealMetricInfo,
  type DealMetricValues,
  type DealSensitivityOptions,
  type DealUnit,
  type ExitValuation,
  type HoldAssumptions,
  type ProFormaNotDefined,
  type RentalHold,
  type RentalHoldInput,
  type RentalHoldProForma,
} from './dealAnalysis';
