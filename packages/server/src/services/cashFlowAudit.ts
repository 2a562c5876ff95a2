/**
 * Cash-flow audit and forecast (spec 2 §3, §7, §9).
 *
 * Audit of one property:
 * - figures: price and rent as stored; when missing, fallbacks in order — price from the
 *   estimated value, then the assessor's market value, then the latest saved strategy; rent
 *   from the latest saved strategy. Each fallback used is listed in `fallbacksUsed`.
 * - recomputed monthly cash flow = the engine's Buy & Hold with the spec defaults for that
 *   price and rent (`computePropertyMetrics`).
 * - discrepancy % = (recomputed − stored) ÷ |stored| × 100 (engine `discrepancyPercent`);
 *   no stored figure → 0 (nothing stated to check); no recomputation possible → 100.
 * - the discrepancy is reported within ±1,000 % (`DISCREPANCY_PERCENT_CAP`): past ten times the
 *   stated figure the size says nothing more, and against a stated figure near zero (one
 *   cent) the raw ratio is unbounded — a 5,000,000 price, 100 rent and 0.01 stated cash flow
 *   would be −250,000,000 %, more than the percent column (and any reader) can hold.
 * - flagged when |discrepancy| > 15 (engine `isFlagged`).
 * - risk: High when flagged, when cash flow cannot be recomputed, or when the recomputed cash
 *   flow is negative; Medium when |discrepancy| > 5 or the recomputed cash flow is under 10 %
 *   of the rent; otherwise Low.
 * - confidence (0–1) = 0.9 (the audit assumes the spec's default financing) − 0.2 per fallback
 *   − 0.3 when no stored figure exists; 0 when nothing can be recomputed.
 * - market rent: the engine's gross-rent-multiplier estimate from comparable NYC sales
 *   (services/auditMarketRent.ts), with the engine's Buy & Hold cash flow at that rent and the
 *   audited price. A stored rent outside the estimate's low–high band is listed in
 *   `flaggedAssets` (it does not flag the property: the flag is about the stated cash flow).
 *   Stored on the audit row (`market_rent` jsonb) so a later read shows what the audit used.
 *
 * Forecast, from the market rent when comparable sales priced the estimate (or there is no stated
 * rent): median = the estimate, high and low = its band. Otherwise (named fallback in `method`) —
 * an estimate from the property's own price and an assumed multiplier knows less than the rent
 * the owner states: median = the audited rent; high =
 * median × 1.05 (a year of typical NYC rent growth); low = median × 0.90 (a lost tenant month
 * plus a concession). Each scenario's cash flow is the engine's Buy & Hold at that rent and the
 * audited price; `updatedCapRate` is the cap rate at the median rent. Confidence = the mean of
 * the audit's confidence and the rent basis's (the estimate's confidence, or 0.5 for the
 * audited rent with a fixed band).
 */
import type { AuditMarketRent, ForecastResponse, OrganizationAuditResponse, PropertyAuditResponse } from '../contract';
import { MONEY_MAX, MONTHLY_MONEY_MAX } from '../contract/bounds';
import type { Database } from '../db/client';
import {
  auditsOfRun,
  insertAuditRun,
  insertAudits,
  insertForecast,
  isAuditedBy,
  latestAuditRun,
  latestForecast,
  latestPropertyAudit,
  propertiesAuditedBy,
  type CashFlowAuditRow,
  type CashFlowForecastRow,
} from '../db/queries/audits';
import { findPropertyById, type PropertyRow } from '../db/queries/properties';
import { latestStrategyOf } from '../db/queries/strategies';
import type { cashFlowAudits } from '../db/schema';
import { ApiError, ERROR_CODES, notFound } from '../errors';
import { propertyMarketRent, type PropertyMarketRent } from './auditMarketRent';
import { discrepancyPercent, ENGINE_VERSION, isFlagged, summarizeAudit } from './engine';
import type { OrganizationScope } from './organizationScope';
import { computePropertyMetrics } from './propertyMetrics';

export type AuditRiskLevel = 'Low' | 'Medium' | 'High';

/** What the audit computes for one property, before it is stored. */
export interface CashFlowFinding {
  readonly riskLevel: AuditRiskLevel;
  readonly originalMonthlyRent: number | null;
  readonly originalMonthlyCashFlow: number | null;
  readonly recomputedMonthlyCashFlow: number | null;
  readonly discrepancyPercentage: number;
  readonly confidenceScore: number;
  readonly flagged: boolean;
  readonly fallbacksUsed: string[];
  readonly flaggedAssets: string[];
  /** The price and rent the recomputation used (after fallbacks). */
  readonly auditedPrice: number | null;
  readonly auditedRent: number | null;
  /** The market rent estimate and the cash flow at it; null when there was nothing to estimate from. */
  readonly marketRent: AuditMarketRent | null;
}

/** Largest discrepancy an audit reports, in percent either way (rule at the top of this file). */
export const DISCREPANCY_PERCENT_CAP = 1_000;
const capDiscrepancy = (pct: number) => Math.max(-DISCREPANCY_PERCENT_CAP, Math.min(DISCREPANCY_PERCENT_CAP, pct));

/** Confidence given to the audited rent as a forecast basis when there is no market estimate. */
export const STORED_RENT_FORECAST_CONFIDENCE = 0.5;

/** Figures a saved strategy can lend when the property lacks them. */
export interface StrategyFigures {
  readonly purchasePrice?: number | undefined;
  readonly monthlyRent?: number | undefined;
}

const positive = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};
const finiteOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The figures a strategy's inputs hold (Buy & Hold, creative financing and BRRRR names). A
 * calculator accepts amounts up to the engine's limit, above what a property may hold; a
 * figure the property itself could not store (price over `MONEY_MAX`, rent over
 * `MONTHLY_MONEY_MAX`) is not lent, so every figure the audit and forecast derive from it
 * (rent scenarios at +5 %, cash flows) fits its column.
 */
export function strategyFigures(inputs: Record<string, unknown> | undefined): StrategyFigures {
  if (!inputs) return {};
  const within = (value: number | undefined, max: number) => (value !== undefined && value <= max ? value : undefined);
  return {
    purchasePrice: within(positive(inputs['purchasePrice']) ?? positive(inputs['propertyValue']), MONEY_MAX),
    monthlyRent: within(positive(inputs['grossMonthlyRent']) ?? positive(inputs['monthlyRent']), MONTHLY_MONEY_MAX),
  };
}

/**
 * Audits one property's stored monthly cash flow against the engine (rules at the top of
 * this file). Pure: the same property and strategy figures always give the same finding.
 *
 * @example
 * auditCashFlow({ purchasePrice: '1250000', monthlyRent: '15000', monthlyNetCashFlow: '5000' }).flagged
 * // true: the engine gives 4,011.23, (4,011.23 − 5,000) ÷ 5,000 = −19.78 %
 */
export function auditCashFlow(
  property: Pick<PropertyRow, 'purchasePrice' | 'monthlyRent' | 'monthlyNetCashFlow'> & Partial<Pick<PropertyRow, 'estimatedValue' | 'marketValue'>>,
  strategy: StrategyFigures = {},
  market: PropertyMarketRent | null = null,
): CashFlowFinding {
  const fallbacksUsed: string[] = [];
  let price = positive(property.purchasePrice);
  if (price === undefined && positive(property.estimatedValue) !== undefined) {
    price = positive(property.estimatedValue);
    fallbacksUsed.push('purchasePrice from estimated value');
  }
  if (price === undefined && positive(property.marketValue) !== undefined) {
    price = positive(property.marketValue);
    fallbacksUsed.push('purchasePrice from assessed market value');
  }
  if (price === undefined && strategy.purchasePrice !== undefined) {
    price = strategy.purchasePrice;
    fallbacksUsed.push('purchasePrice from the latest saved strategy');
  }
  let rent = finiteOrNull(property.monthlyRent) ?? undefined;
  if (rent === undefined && strategy.monthlyRent !== undefined) {
    rent = strategy.monthlyRent;
    fallbacksUsed.push('monthlyRent from the latest saved strategy');
  }
  const stored = finiteOrNull(property.monthlyNetCashFlow);
  const originalMonthlyRent = finiteOrNull(property.monthlyRent);
  const metrics = computePropertyMetrics({ purchasePrice: price ?? null, monthlyRent: rent ?? null });
  const recomputed = metrics.monthlyNetCashFlow;
  const marketRent = marketRentOf(market, price ?? null);

  if (recomputed === null) {
    return {
      riskLevel: 'High',
      originalMonthlyRent,
      originalMonthlyCashFlow: stored,
      recomputedMonthlyCashFlow: null,
      discrepancyPercentage: 100,
      confidenceScore: 0,
      flagged: true,
      fallbacksUsed,
      flaggedAssets: [`Cash flow cannot be recomputed: ${metrics.metricsError ?? 'price or rent is missing'}`],
      auditedPrice: price ?? null,
      auditedRent: rent ?? null,
      marketRent,
    };
  }

  const flaggedAssets: string[] = [];
  let discrepancy = 0;
  if (stored === null) {
    flaggedAssets.push('No stated monthly cash flow on record; the engine figure is the baseline.');
  } else {
    discrepancy = capDiscrepancy(discrepancyPercent(stored, recomputed));
  }
  const flagged = stored !== null && isFlagged(discrepancy);
  if (flagged) {
    flaggedAssets.push(`Stated monthly cash flow ${usd(stored)} differs from the engine's ${usd(recomputed)} by ${Math.abs(discrepancy).toFixed(1)}%.`);
  }
  if (recomputed < 0) flaggedAssets.push(`Negative cash flow after debt service: ${usd(recomputed)} a month.`);
  if (marketRent && rent !== undefined && (rent < marketRent.low || rent > marketRent.high)) {
    flaggedAssets.push(`Monthly rent ${usd(rent)} is outside the market estimate's range ${usd(marketRent.low)}–${usd(marketRent.high)}.`);
  }
  const thinMargin = rent !== undefined && rent > 0 && recomputed < rent * 0.1;
  const riskLevel: AuditRiskLevel = flagged || recomputed < 0 ? 'High' : Math.abs(discrepancy) > 5 || thinMargin ? 'Medium' : 'Low';
  const confidenceScore = round4(Math.max(0, 0.9 - 0.2 * fallbacksUsed.length - (stored === null ? 0.3 : 0)));
  return {
    riskLevel,
    originalMonthlyRent,
    originalMonthlyCashFlow: stored,
    recomputedMonthlyCashFlow: recomputed,
    discrepancyPercentage: discrepancy,
    confidenceScore,
    flagged,
    fallbacksUsed,
    flaggedAssets,
    auditedPrice: price ?? null,
    auditedRent: rent ?? null,
    marketRent,
  };
}

/** The contract's market rent block: the estimate and the engine's cash flow at it for `price`. */
function marketRentOf(market: PropertyMarketRent | null, price: number | null): AuditMarketRent | null {
  if (market === null) return null;
  return {
    estimate: market.monthlyRent,
    low: market.lowMonthlyRent,
    high: market.highMonthlyRent,
    method: market.method,
    valueBasis: market.valueBasis,
    grossRentMultiplier: market.grossRentMultiplier,
    comparablesUsed: market.comparablesUsed,
    confidence: market.confidence,
    fallbacksUsed: market.fallbacksUsed,
    monthlyCashFlow: computePropertyMetrics({ purchasePrice: price, monthlyRent: market.monthlyRent }).monthlyNetCashFlow,
  };
}

async function findingFor(db: Database, organizationId: number, property: PropertyRow): Promise<CashFlowFinding> {
  const needsFallback = positive(property.purchasePrice) === undefined || finiteOrNull(property.monthlyRent) === null;
  const strategy = needsFallback ? await latestStrategyOf(db, organizationId, property.id) : undefined;
  return auditCashFlow(property, strategyFigures(strategy?.inputs), await propertyMarketRent(db, property));
}

const text = (n: number | null) => (n === null ? null : String(n));

function auditValues(
  finding: CashFlowFinding,
  ids: { organizationId: number; propertyId: number; userId: number; runId: number | null },
): typeof cashFlowAudits.$inferInsert {
  return {
    ...ids,
    riskLevel: finding.riskLevel,
    originalMonthlyRent: text(finding.originalMonthlyRent),
    originalMonthlyCashFlow: text(finding.originalMonthlyCashFlow),
    recomputedMonthlyCashFlow: text(finding.recomputedMonthlyCashFlow),
    discrepancyPercentage: String(finding.discrepancyPercentage),
    confidenceScore: String(finding.confidenceScore),
    flagged: finding.flagged,
    fallbacksUsed: finding.fallbacksUsed,
    flaggedAssets: finding.flaggedAssets,
    marketRent: finding.marketRent,
    engineVersion: ENGINE_VERSION,
  };
}

function toPropertyAudit(row: CashFlowAuditRow): PropertyAuditResponse {
  const num = (v: string | null) => (v === null ? null : Number(v));
  return {
    id: row.id,
    propertyId: row.propertyId,
    auditDate: row.auditDate.toISOString(),
    riskLevel: row.riskLevel as AuditRiskLevel,
    originalMonthlyRent: num(row.originalMonthlyRent),
    originalMonthlyCashFlow: num(row.originalMonthlyCashFlow),
    recomputedMonthlyCashFlow: num(row.recomputedMonthlyCashFlow),
    discrepancyPercentage: Number(row.discrepancyPercentage),
    confidenceScore: Number(row.confidenceScore),
    flagged: row.flagged,
    fallbacksUsed: row.fallbacksUsed,
    flaggedAssets: row.flaggedAssets,
    marketRent: row.marketRent ?? null,
  };
}

function summaryOf(
  organizationId: number,
  lines: { propertyId: number; address: string; finding: Pick<CashFlowFinding, 'discrepancyPercentage' | 'riskLevel' | 'flagged' | 'marketRent'> }[],
  auditDate: string | null,
): OrganizationAuditResponse {
  const tiles = summarizeAudit(lines.map((line) => ({ discrepancyPercentage: line.finding.discrepancyPercentage })));
  return {
    organizationId,
    totalPropertiesAudited: tiles.totalPropertiesAudited,
    flaggedProperties: tiles.flaggedProperties,
    averageDiscrepancy: tiles.averageDiscrepancy,
    auditAccuracy: tiles.auditAccuracy,
    auditResults: lines.map((line) => ({
      propertyId: line.propertyId,
      address: line.address,
      discrepancyPercentage: line.finding.discrepancyPercentage,
      riskLevel: line.finding.riskLevel,
      flagged: line.finding.flagged,
      marketRentEstimate: line.finding.marketRent?.estimate ?? null,
    })),
    auditDate,
  };
}

/**
 * GET /api/cash-flow-audit/organization/{id}: the latest stored organization run, or —
 * before the first run — the same figures computed live (not stored; `auditDate` null).
 */
export async function getOrganizationAudit(db: Database, organizationId: number): Promise<OrganizationAuditResponse> {
  const run = await latestAuditRun(db, organizationId);
  if (run) {
    const rows = await auditsOfRun(db, run.id);
    return summaryOf(
      organizationId,
      rows.map(({ audit, address }) => ({
        propertyId: audit.propertyId,
        address,
        finding: {
          discrepancyPercentage: Number(audit.discrepancyPercentage),
          riskLevel: audit.riskLevel as AuditRiskLevel,
          flagged: audit.flagged,
          marketRent: audit.marketRent ?? null,
        },
      })),
      run.auditDate.toISOString(),
    );
  }
  const lines = [];
  for (const property of await propertiesAuditedBy(db, organizationId)) {
    lines.push({ propertyId: property.id, address: property.address, finding: await findingFor(db, organizationId, property) });
  }
  return summaryOf(organizationId, lines, null);
}

/** POST /api/cash-flow-audit/organization: audits every property of the organization and stores the run, in one transaction. */
export async function runOrganizationAudit(db: Database, userId: number, scope: OrganizationScope): Promise<OrganizationAuditResponse> {
  return db.transaction(async (tx) => {
    const organizationId = scope.organizationId;
    const lines = [];
    for (const property of await propertiesAuditedBy(tx, organizationId)) {
      lines.push({ propertyId: property.id, address: property.address, finding: await findingFor(tx, organizationId, property) });
    }
    const summary = summaryOf(organizationId, lines, null);
    const run = await insertAuditRun(tx, {
      organizationId,
      userId,
      totalPropertiesAudited: summary.totalPropertiesAudited,
      flaggedProperties: summary.flaggedProperties,
      averageDiscrepancy: String(summary.averageDiscrepancy),
      auditAccuracy: summary.auditAccuracy === null ? null : String(summary.auditAccuracy),
    });
    await insertAudits(
      tx,
      lines.map((line) => auditValues(line.finding, { organizationId, propertyId: line.propertyId, userId, runId: run.id })),
    );
    return { ...summary, auditDate: run.auditDate.toISOString() };
  });
}

/** A property the organization audits (its own or in its portfolio), else 404. */
async function loadAuditedProperty(db: Database, scope: OrganizationScope, propertyId: number): Promise<PropertyRow> {
  const property = await findPropertyById(db, propertyId);
  if (!property || !(await isAuditedBy(db, scope.organizationId, property))) throw notFound('Property not found');
  return property;
}

/** Whether the finding has what a forecast needs: a price, and a market estimate or an audited rent. */
function canForecast(finding: CashFlowFinding): boolean {
  return finding.auditedPrice !== null && (finding.marketRent !== null || finding.auditedRent !== null);
}

function forecastValues(finding: CashFlowFinding) {
  if (!canForecast(finding)) {
    throw new ApiError(
      422,
      ERROR_CODES.validation,
      'This property has no purchase price, or neither a monthly rent nor comparable sales, to forecast from. Add them to the property first.',
      { 'property.purchasePrice': 'needed for a forecast', 'property.monthlyRent': 'needed for a forecast without comparable sales' },
    );
  }
  const price = finding.auditedPrice!;
  // An estimate made only from the property's own price and an assumed multiplier knows less
  // than the rent the owner states: it leads the forecast only when comparables priced it or
  // when there is no stated rent.
  const market =
    finding.marketRent !== null && (finding.marketRent.comparablesUsed > 0 || finding.auditedRent === null) ? finding.marketRent : null;
  const cents = (n: number) => Math.round(n * 100) / 100;
  const scenario = market
    ? { high: market.high, median: market.estimate, low: market.low, basisConfidence: market.confidence }
    : {
        high: cents(finding.auditedRent! * 1.05),
        median: finding.auditedRent!,
        low: cents(finding.auditedRent! * 0.9),
        basisConfidence: STORED_RENT_FORECAST_CONFIDENCE,
      };
  const at = (rent: number) => computePropertyMetrics({ purchasePrice: price, monthlyRent: rent });
  const medianMetrics = at(scenario.median);
  const rentText = market
    ? `Median rent is the market estimate (${market.method.replace(/\.$/, '')}); high and low are its band (${market.comparablesUsed} comparable sales).`
    : 'No market estimate from comparable sales, so the stored rent is used as a fallback: median = the audited rent; ' +
      'high = median × 1.05 (a year of typical rent growth); low = median × 0.90 (a lost month and a concession).';
  return {
    confidenceLevel: String(round4((finding.confidenceScore + scenario.basisConfidence) / 2)),
    rentHighScenario: String(scenario.high),
    rentMedianScenario: String(scenario.median),
    rentLowScenario: String(scenario.low),
    cashFlowHighScenario: String(at(scenario.high).monthlyNetCashFlow ?? 0),
    cashFlowMedianScenario: String(medianMetrics.monthlyNetCashFlow ?? 0),
    cashFlowLowScenario: String(at(scenario.low).monthlyNetCashFlow ?? 0),
    updatedCapRate: medianMetrics.capRate === null ? null : String(medianMetrics.capRate),
    method: `${rentText} Cash flow per scenario: @rei/engine Buy & Hold with the spec defaults at that rent and the audited price.`,
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
    updatedCapRate: row.updatedCapRate === null ? null : Number(row.updatedCapRate),
    method: row.method,
  };
}

/**
 * POST /api/cash-flow-audit/property/{id}: audits the property now and stores the audit and
 * (when a forecast is possible: a price, and a market estimate or a rent) a new forecast, in one transaction.
 */
export async function runPropertyAudit(db: Database, userId: number, scope: OrganizationScope, propertyId: number): Promise<PropertyAuditResponse> {
  const property = await loadAuditedProperty(db, scope, propertyId);
  const finding = await findingFor(db, scope.organizationId, property);
  return db.transaction(async (tx) => {
    const [row] = await insertAudits(tx, [auditValues(finding, { organizationId: scope.organizationId, propertyId, userId, runId: null })]);
    if (canForecast(finding)) {
      await insertForecast(tx, { organizationId: scope.organizationId, propertyId, ...forecastValues(finding) });
    }
    return toPropertyAudit(row!);
  });
}

/** GET /api/cash-flow-audit/property/{id}: the latest stored audit; the first request runs one. */
export async function getPropertyAudit(db: Database, userId: number, scope: OrganizationScope, propertyId: number): Promise<PropertyAuditResponse> {
  await loadAuditedProperty(db, scope, propertyId);
  const latest = await latestPropertyAudit(db, scope.organizationId, propertyId);
  return latest ? toPropertyAudit(latest) : runPropertyAudit(db, userId, scope, propertyId);
}

/** GET /api/cash-flow-forecast/property/{id}: the latest stored forecast; the first request makes one. */
export async function getForecast(db: Database, scope: OrganizationScope, propertyId: number): Promise<ForecastResponse> {
  const property = await loadAuditedProperty(db, scope, propertyId);
  const latest = await latestForecast(db, scope.organizationId, propertyId);
  if (latest) return toForecast(latest);
  const finding = await findingFor(db, scope.organizationId, property);
  return toForecast(await insertForecast(db, { organizationId: scope.organizationId, propertyId, ...forecastValues(finding) }));
}
