export {
  DISCREPANCY_FLAG_PERCENT,
  DISCREPANCY_OK_PERCENT,
  DISCREPANCY_STATUSES,
  auditAccuracy,
  auditSummaryInputSchema,
  discrepancyPercent,
  discrepancyStatus,
  discrepancyStatusOfLevel,
  isFlagged,
  summarizeAudit,
  type AuditSummary,
  type AuditSummaryInput,
  type DiscrepancyStatus,
  type DiscrepancyStatusLevel,
} from './audit';
export { AUDIT_CONCERNS, assessCashFlowAudit, type AuditConcern, type CashFlowAssessment, type CashFlowAuditInput } from './assessCashFlowAudit';
export { AUDIT_STATUS_REASONS, auditStatus, type AuditStatus, type AuditStatusInput, type AuditStatusReason } from './auditStatus';
export { AUDIT_CONFIDENCE, auditConfidence, type AuditConfidenceInput } from './auditConfidence';
export { DISCREPANCY_PERCENT_CAP, UNRECOMPUTABLE_DISCREPANCY_PERCENT, auditDiscrepancy, type AuditDiscrepancyInput } from './auditDiscrepancy';
export { AUDIT_FIGURE_FALLBACKS, auditFigures, type AuditFigureSources, type AuditFigures, type StrategyFigures } from './auditFigures';
export { THIN_MARGIN_SHARE, auditRiskLevel, type AuditRiskInput } from './auditRiskLevel';
export {
  FORECAST_RENT_BASES,
  STORED_RENT_FORECAST_BAND,
  STORED_RENT_FORECAST_CONFIDENCE,
  forecastConfidence,
  forecastRentScenarios,
  type ForecastMarketRent,
  type ForecastRentBasis,
  type ForecastRentInput,
  type ForecastRentScenarios,
} from './forecastRentScenarios';
