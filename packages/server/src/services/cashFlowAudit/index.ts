/**
 * The cash-flow audit and forecast service: it loads a property and what its audit needs (the
 * latest saved strategy, the market rent estimate) through the repositories, asks @rei/engine
 * for the verdict, words it, stores it and answers in the contract's shapes. The rules live in
 * the engine:
 * - figures: `auditFigures` — the stated price and rent, else named fallbacks (estimated value,
 *   assessed market value, the latest saved strategy);
 * - the recomputed monthly cash flow: the engine's Buy & Hold with its default assumptions at that
 *   price and rent (`computePropertyMetrics`);
 * - discrepancy, flag, risk level, confidence and the concerns listed: `assessCashFlowAudit`
 *   (`auditDiscrepancy`, `isFlagged`, `auditRiskLevel`, `auditConfidence`,
 *   `isRentOutsideMarketBand`);
 * - the market rent: `estimateMarketRent` from comparable NYC sales (services/auditMarketRent.ts),
 *   with the Buy & Hold cash flow at that rent and the audited price; stored on the audit row
 *   (`market_rent` jsonb) so a later read shows what the audit used;
 * - the forecast: `forecastRentScenarios` (the market estimate and its band, or the stated rent
 *   −10 % / +5 %), each scenario's cash flow from Buy & Hold at that rent and the audited price,
 *   `updatedCapRate` the cap rate at the median rent, and `forecastConfidence` (the mean of the
 *   audit's confidence and the rent basis's).
 *
 * The modules: `findings.ts` (a finding from a property, its strategy figures and its market
 * rent), `storage.ts` (findings ↔ rows ↔ answers, the organization summary),
 * `organizationAudit.ts` (the organization run, its job and its reads), `propertyAudit.ts` (one
 * property's audit) and `forecast.ts` (the rent scenarios and the stored forecast).
 */
export { auditCashFlow, strategyFigures, type AuditRiskLevel, type CashFlowFinding, type StrategyFigures } from './findings';
export { forecastValues, getForecast } from './forecast';
export {
  getOrganizationAudit,
  getOrganizationAuditJob,
  getOrganizationAuditRows,
  organizationAuditJob,
  runOrganizationAudit,
  startOrganizationAudit,
} from './organizationAudit';
export { getPropertyAudit, runPropertyAudit } from './propertyAudit';
