/**
 * The cash-flow forecast: the engine's rent scenarios for a finding (the market estimate and its
 * band, or the stated rent −10 % / +5 %), the Buy & Hold cash flow at each and the cap rate at the
 * median, stored as a forecast row and answered in the contract's shape.
 */
import type { ForecastResponse } from '../../contract';
import type { Database } from '../../db/database';
import { insertForecast, latestForecast, type CashFlowForecastRow, type NewCashFlowForecast } from '../../db/queries/audits';
import { ApiError, ERROR_CODES } from '../../errors';
import type { SodaConfig } from '../../nyc/soda/client';
import { forecastConfidence, forecastRentScenarios, STORED_RENT_FORECAST_BAND, toFiniteNumber } from '../engine';
import type { OrganizationScope } from '../organizationScope';
import { computePropertyMetrics } from '../propertyMetrics';
import { findingFor, loadAuditedProperty, lotOf, type AuditedLot, type CashFlowFinding } from './findings';

/** The engine's rent scenarios for the finding; null when it lacks a price, or both a market estimate and a rent. */
export function rentScenariosOf(finding: CashFlowFinding) {
  return forecastRentScenarios({ auditedPrice: finding.auditedPrice, auditedRent: finding.auditedRent, marketRent: finding.marketRent });
}

type ForecastValues = Omit<NewCashFlowForecast, 'organizationId' | 'propertyId'>;

/**
 * The forecast row's values for a finding: each scenario's rent and the engine's Buy & Hold cash
 * flow at it for the audited price, the cap rate at the median, the confidence and the method in
 * words. A 422 naming the missing figures when there is nothing to forecast from.
 */
export function forecastValues(finding: CashFlowFinding, lot: AuditedLot = {}): ForecastValues {
  const scenarios = rentScenariosOf(finding);
  if (scenarios === null || finding.auditedPrice === null) {
    throw new ApiError(
      422,
      ERROR_CODES.validation,
      'This property has no purchase price, or neither a monthly rent nor comparable sales, to forecast from. Add them to the property first.',
      { 'property.purchasePrice': 'needed for a forecast', 'property.monthlyRent': 'needed for a forecast without comparable sales' },
    );
  }
  const price = finding.auditedPrice;
  const at = (rent: number) => computePropertyMetrics({ ...lotOf(lot), purchasePrice: price, monthlyRent: rent });
  const medianMetrics = at(scenarios.median);
  const market = scenarios.basis === 'market-estimate' ? finding.marketRent : null;
  const rentText = market
    ? `Median rent is the market estimate (${market.method.replace(/\.$/, '')}); high and low are its band (${market.comparablesUsed} comparable sales).`
    : 'No market estimate from comparable sales, so the stored rent is used as a fallback: median = the audited rent; ' +
      `high = median × ${STORED_RENT_FORECAST_BAND.high.toFixed(2)} (a year of typical rent growth); ` +
      `low = median × ${STORED_RENT_FORECAST_BAND.low.toFixed(2)} (a lost month and a concession).`;
  return {
    confidenceLevel: String(forecastConfidence(finding.confidenceScore, scenarios.basisConfidence)),
    rentHighScenario: String(scenarios.high),
    rentMedianScenario: String(scenarios.median),
    rentLowScenario: String(scenarios.low),
    cashFlowHighScenario: String(at(scenarios.high).monthlyNetCashFlow ?? 0),
    cashFlowMedianScenario: String(medianMetrics.monthlyNetCashFlow ?? 0),
    cashFlowLowScenario: String(at(scenarios.low).monthlyNetCashFlow ?? 0),
    updatedCapRate: medianMetrics.capRate === null ? null : String(medianMetrics.capRate),
    method: `${rentText} Cash flow per scenario: @rei/engine Buy & Hold with its default assumptions at that rent and the audited price.`,
  };
}

function toForecast(row: CashFlowForecastRow): ForecastResponse {
  return {
    id: row.id,
    propertyId: row.propertyId,
    generationDate: row.generationDate.toISOString(),
    confidenceLevel: Number(row.confidenceLevel),
    rentHighScenario: Number(row.rentHighScenario),
    rentMedianScenario: Number(row.rentMedianScenario),
    rentLowScenario: Number(row.rentLowScenario),
    cashFlowHighScenario: Number(row.cashFlowHighScenario),
    cashFlowMedianScenario: Number(row.cashFlowMedianScenario),
    cashFlowLowScenario: Number(row.cashFlowLowScenario),
    updatedCapRate: toFiniteNumber(row.updatedCapRate),
    method: row.method,
  };
}

/** GET /api/cash-flow-forecast/property/{id}: the latest stored forecast; the first request makes one. */
export async function getForecast(db: Database, scope: OrganizationScope, propertyId: number, soda: SodaConfig | null = null): Promise<ForecastResponse> {
  const property = await loadAuditedProperty(db, scope, propertyId);
  const latest = await latestForecast(db, scope.organizationId, propertyId);
  if (latest) return toForecast(latest);
  const finding = await findingFor(db, scope.organizationId, property, soda);
  return toForecast(await insertForecast(db, { organizationId: scope.organizationId, propertyId, ...forecastValues(finding, property) }));
}
