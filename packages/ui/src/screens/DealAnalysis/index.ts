export {
  BrrrDealAnalysis,
  BuyHoldDealAnalysis,
  DealAnalysis,
  type CalculatorDealAnalysisProps,
  type DealAnalysisProps,
} from './DealAnalysis';
export { dealFromBrrr, dealFromBuyHold, type AnalysedDeal, type BrrrDealValues, type DealBasis } from './dealFromCalculators';
export { NOT_DEFINED_LABEL, describeHold, formatDealDifference, formatDealValue } from './dealFormat';
export { GOAL_SEEK_METRICS, GoalSeekView, type GoalSeekViewProps } from './GoalSeekView';
export { ProFormaResults, ProFormaView, completeHold, holdDraftFrom, type HoldDraft, type ProFormaViewProps } from './ProFormaView';
export { ScenarioComparison, type DealScenario, type ScenarioComparisonProps } from './ScenarioComparison';
export { SensitivityTable, type SensitivityTableProps } from './SensitivityTable';
