export { PREFILL_COMMISSION_PERCENT, PREFILL_DOWN_PAYMENT_PERCENT, assessmentFromRolls, costLinesNote, dealPrefill, isNycProperty, nycBuyerClosingCostsPrefill } from './dealPrefill';
export {
  PREFILL_SOURCE_KINDS,
  dofAssessmentSchema,
  prefillSourceSchema,
  prefilledValueSchema,
  type DealPrefill,
  type DealPrefillInput,
  type DofAssessment,
  type PrefillProperty,
  type PrefillRecord,
  type PrefillSource,
  type PrefillSourceKind,
  type PrefilledValue,
} from './dealPrefill.schema';
export {
  METRICS_ASSUMPTION_KEYS,
  METRICS_ASSUMPTION_UNITS,
  metricsAssumptionSchema,
  type MetricsAssumption,
  type MetricsAssumptionKey,
} from './metricsAssumption.schema';
export {
  ARV_MIN_COMPARABLES,
  INSURANCE_PER_UNIT_YEAR,
  MAINTENANCE_RULE,
  arvFromComparables,
  insuranceRule,
  isNycZip,
  maintenanceRule,
  type ArvComparable,
  type RuleFigure,
} from './prefillRules';
