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
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type {
  AuditMarketRent,
  AuditRowsPage,
  AuditRowsQuery,
  AuditRunSummary,
  ForecastResponse,
  OrganizationAuditJob,
  OrganizationAuditReadQuery,
  OrganizationAuditResponse,
  PropertyAuditResponse,
} from '../contract';
import { MONEY_MAX, MONTHLY_MONEY_MAX } from '../contract/bounds';
import type { Database } from '../db/database';
import {
  auditRowsOfRun,
  auditsOfRun,
  insertAuditRun,
  insertAudits,
  insertForecast,
  isAuditedBy,
  latestAuditRun,
  latestForecast,
  latestPropertyAudit,
  latestStrategiesOf,
  propertiesAuditedBy,
  type CashFlowAuditRow,
  type CashFlowAuditRunRow,
  type CashFlowForecastRow,
  type NewCashFlowAudit,
  type NewCashFlowForecast,
} from '../db/queries/audits';
import { findPropertyById, type PropertyRow } from '../db/queries/properties';
import { latestStrategyOf } from '../db/queries/strategies';
import { ApiError, ERROR_CODES, notFound } from '../errors';
import { findJobOfOrganization, type BackgroundJobRow } from '../db/queries/backgroundJobs';
import type { JobContext, JobEnqueuer } from '../jobs/jobQueue';
import { jobStatusOf } from '../jobs/jobStatus';
import { marketRentLoader, publicRecordMarketRent, type PropertyMarketRent } from './auditMarketRent';
import type { SodaConfig } from '../nyc/soda/client';
import {
  assessCashFlowAudit,
  auditFigures,
  auditStatus,
  ENGINE_VERSION,
  forecastConfidence,
  forecastRentScenarios,
  formatCurrency,
  formatPercent,
  STORED_RENT_FORECAST_BAND,
  summarizeAudit,
  toFiniteNumber,
  type AuditConcern,
  type AuditFigureSources,
  type RiskLevel,
  type StrategyFigures,
} from './engine';
import type { OrganizationScope } from './organizationScope';
import { computePropertyMetrics } from './propertyMetrics';

export type AuditRiskLevel = RiskLevel;
export type { StrategyFigures };

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

// Numeric columns arrive as strings from the database driver (`toFiniteNumber` reads both); a
// strategy's inputs are JSON, where only a number or a numeric string is a figure.
const positiveOrUndefined = (value: unknown): number | undefined => {
  const n = typeof value === 'number' || typeof value === 'string' ? toFiniteNumber(value) : null;
  return n !== null && n > 0 ? n : undefined;
};

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
    purchasePrice: within(positiveOrUndefined(inputs['purchasePrice']) ?? positiveOrUndefined(inputs['propertyValue']), MONEY_MAX),
    monthlyRent: within(positiveOrUndefined(inputs['grossMonthlyRent']) ?? positiveOrUndefined(inputs['monthlyRent']), MONTHLY_MONEY_MAX),
  };
}

type AuditedPropertyFigures = Pick<PropertyRow, 'purchasePrice' | 'monthlyRent' | 'monthlyNetCashFlow'> &
  Partial<Pick<PropertyRow, 'estimatedValue' | 'marketValue'>> &
  AuditedLot;

/**
 * What the property's own metrics size the running costs from (its lot, location and units):
 * the audit recomputes with the same, so a figure the engine gave the property is not flagged.
 */
type AuditedLot = Partial<Pick<PropertyRow, 'borough' | 'bbl' | 'buildingClass' | 'taxClass' | 'assessTotal' | 'city' | 'zip' | 'units'>>;

/** Only the lot fields of a property, for `computePropertyMetrics`. */
function lotOf(property: AuditedLot): AuditedLot {
  const { borough, bbl, buildingClass, taxClass, assessTotal, city, zip, units } = property;
  return { borough, bbl, buildingClass, taxClass, assessTotal, city, zip, units };
}

/** The property's own figures as numbers, for `auditFigures`. */
function figureSources(property: AuditedPropertyFigures): AuditFigureSources {
  return {
    purchasePrice: toFiniteNumber(property.purchasePrice),
    estimatedValue: toFiniteNumber(property.estimatedValue),
    marketValue: toFiniteNumber(property.marketValue),
    monthlyRent: toFiniteNumber(property.monthlyRent),
  };
}

/** The figures a concern's words name. */
interface ConcernFigures {
  readonly stated: number | null;
  readonly recomputed: number | null;
  readonly rent: number | null;
  readonly discrepancyPercentage: number;
  readonly marketRent: AuditMarketRent | null;
  readonly metricsError: string | null;
}

/** Each concern the engine notes, in words a person can act on. */
function concernText(concern: AuditConcern, f: ConcernFigures): string {
  const usd = (n: number | null) => formatCurrency(n);
  switch (concern) {
    case 'not-recomputable':
      return `Cash flow cannot be recomputed: ${f.metricsError ?? 'price or rent is missing'}`;
    case 'no-stated-cash-flow':
      return 'No stated monthly cash flow on record; the engine figure is the baseline.';
    case 'cash-flow-differs':
      return `Stated monthly cash flow ${usd(f.stated)} differs from the engine's ${usd(f.recomputed)} by ${formatPercent(Math.abs(f.discrepancyPercentage), 1)}.`;
    case 'negative-cash-flow':
      return `Negative cash flow after debt service: ${usd(f.recomputed)} a month.`;
    case 'rent-outside-market-band':
      return `Monthly rent ${usd(f.rent)} is outside the market estimate's range ${usd(f.marketRent?.low ?? null)}–${usd(f.marketRent?.high ?? null)}.`;
  }
}

/**
 * Audits one property's stored monthly cash flow against the engine (rules at the top of
 * this file). Pure: the same property and strategy figures always give the same finding.
 *
 * @example
 * auditCashFlow({ purchasePrice: '1250000', monthlyRent: '15000', monthlyNetCashFlow: '7000' }).flagged
 * // true: the engine gives 5,577.89 (tax estimate 1 % of price, insurance for 1 unit), (5,577.89 − 7,000) ÷ 7,000 = −20.32 %
 */
export function auditCashFlow(
  property: AuditedPropertyFigures,
  strategy: StrategyFigures = {},
  market: PropertyMarketRent | null = null,
): CashFlowFinding {
  const figures = auditFigures(figureSources(property), strategy);
  const stated = toFiniteNumber(property.monthlyNetCashFlow);
  const lot = lotOf(property);
  const metrics = computePropertyMetrics({ ...lot, purchasePrice: figures.purchasePrice, monthlyRent: figures.monthlyRent });
  const recomputed = metrics.monthlyNetCashFlow;
  const marketRent = marketRentOf(market, figures.purchasePrice, lot);
  const assessment = assessCashFlowAudit({
    statedMonthlyCashFlow: stated,
    recomputedMonthlyCashFlow: recomputed,
    auditedMonthlyRent: figures.monthlyRent,
    fallbacksUsed: figures.fallbacksUsed.length,
    marketRentBand: marketRent,
  });
  const wording: ConcernFigures = {
    stated,
    recomputed,
    rent: figures.monthlyRent,
    discrepancyPercentage: assessment.discrepancyPercentage,
    marketRent,
    metricsError: metrics.metricsError,
  };
  return {
    riskLevel: assessment.riskLevel,
    originalMonthlyRent: toFiniteNumber(property.monthlyRent),
    originalMonthlyCashFlow: stated,
    recomputedMonthlyCashFlow: recomputed,
    discrepancyPercentage: assessment.discrepancyPercentage,
    confidenceScore: assessment.confidenceScore,
    flagged: assessment.flagged,
    fallbacksUsed: figures.fallbacksUsed,
    flaggedAssets: assessment.concerns.map((concern) => concernText(concern, wording)),
    auditedPrice: figures.purchasePrice,
    auditedRent: figures.monthlyRent,
    marketRent,
  };
}

/** The contract's market rent block: the estimate and the engine's cash flow at it for `price`. */
function marketRentOf(market: PropertyMarketRent | null, price: number | null, lot: AuditedLot): AuditMarketRent | null {
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
    monthlyCashFlow: computePropertyMetrics({ ...lot, purchasePrice: price, monthlyRent: market.monthlyRent }).monthlyNetCashFlow,
  };
}

async function findingFor(db: Database, organizationId: number, property: PropertyRow, soda: SodaConfig | null): Promise<CashFlowFinding> {
  // The latest saved strategy is read only when the property's own figures leave the price or the rent unknown.
  const strategy = needsStrategy(property) ? await latestStrategyOf(db, organizationId, property.id) : undefined;
  // The market rent from the public record the property page shows (its comparables, PLUTO, last sale).
  return auditCashFlow(property, strategyFigures(strategy?.inputs), await publicRecordMarketRent(db, property, soda));
}

/** Whether the property's own figures leave the price or the rent unknown (then its latest strategy lends them). */
function needsStrategy(property: PropertyRow): boolean {
  const own = auditFigures(figureSources(property));
  return own.purchasePrice === null || own.monthlyRent === null;
}

interface AuditLine {
  readonly propertyId: number;
  readonly address: string;
  readonly finding: CashFlowFinding;
}

/** Properties audited between two progress reports (and yields to other requests). */
const AUDIT_SLICE = 65;

/**
 * The findings of every property the organization audits: what they need (latest strategies,
 * lot facts, comparable sales) is read a slice at a time in a few queries, not per property;
 * `progress` hears "n of N" after each slice, and `signal` stops the work between slices.
 */
async function organizationFindings(
  db: Database,
  organizationId: number,
  options: { progress?: (done: number, total: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<AuditLine[]> {
  const properties = await propertiesAuditedBy(db, organizationId);
  const total = properties.length;
  await options.progress?.(0, total);
  const rentsOf = marketRentLoader(db);
  const lines: AuditLine[] = [];
  for (let start = 0; start < total; start += AUDIT_SLICE) {
    options.signal?.throwIfAborted();
    const slice = properties.slice(start, start + AUDIT_SLICE);
    const strategies = await latestStrategiesOf(db, organizationId, slice.filter(needsStrategy).map((p) => p.id));
    const rents = await rentsOf(slice);
    for (const property of slice) {
      const finding = auditCashFlow(property, strategyFigures(strategies.get(property.id)), rents.get(property.id) ?? null);
      lines.push({ propertyId: property.id, address: property.address, finding });
    }
    await options.progress?.(lines.length, total);
    await yieldToEventLoop();
  }
  return lines;
}

const text = (n: number | null) => (n === null ? null : String(n));

function auditValues(finding: CashFlowFinding, ids: { organizationId: number; propertyId: number; userId: number | null; runId: number | null }): NewCashFlowAudit {
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
  return {
    id: row.id,
    propertyId: row.propertyId,
    auditDate: row.auditDate.toISOString(),
    riskLevel: row.riskLevel as AuditRiskLevel,
    originalMonthlyRent: toFiniteNumber(row.originalMonthlyRent),
    originalMonthlyCashFlow: toFiniteNumber(row.originalMonthlyCashFlow),
    recomputedMonthlyCashFlow: toFiniteNumber(row.recomputedMonthlyCashFlow),
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
  lines: {
    propertyId: number;
    address: string;
    finding: Pick<CashFlowFinding, 'discrepancyPercentage' | 'riskLevel' | 'flagged' | 'marketRent' | 'originalMonthlyRent' | 'originalMonthlyCashFlow'>;
  }[],
  auditDate: string | null,
): OrganizationAuditResponse {
  const tiles = summarizeAudit(lines.map((line) => ({ discrepancyPercentage: line.finding.discrepancyPercentage })));
  return {
    organizationId,
    totalPropertiesAudited: tiles.totalPropertiesAudited,
    flaggedProperties: tiles.flaggedProperties,
    averageDiscrepancy: tiles.averageDiscrepancy,
    auditAccuracy: tiles.auditAccuracy,
    auditResults: lines.map(({ propertyId, address, finding }) => {
      const shown = auditStatus({
        discrepancyPercentage: finding.discrepancyPercentage,
        monthlyRent: finding.originalMonthlyRent,
        statedMonthlyCashFlow: finding.originalMonthlyCashFlow,
        marketRent: finding.marketRent,
      });
      return {
        propertyId,
        address,
        discrepancyPercentage: finding.discrepancyPercentage,
        riskLevel: finding.riskLevel,
        flagged: finding.flagged,
        marketRentEstimate: finding.marketRent?.estimate ?? null,
        // A stored flag is never shown milder than a warning.
        status: finding.flagged ? 'warning' : shown.status,
        statusReasons: shown.reasons,
      };
    }),
    auditDate,
  };
}

/** The stored row of an audit result as the contract shows it. */
function storedFinding(audit: CashFlowAuditRow) {
  return {
    discrepancyPercentage: Number(audit.discrepancyPercentage),
    riskLevel: audit.riskLevel as AuditRiskLevel,
    flagged: audit.flagged,
    marketRent: audit.marketRent ?? null,
    originalMonthlyRent: toFiniteNumber(audit.originalMonthlyRent),
    originalMonthlyCashFlow: toFiniteNumber(audit.originalMonthlyCashFlow),
  };
}

/**
 * GET /api/cash-flow-audit/organization/{id}: the latest stored organization run. Before the
 * first run there is nothing to show: no property audited, no results, `auditDate` null. The
 * audit itself runs only as a job (POST), never inside a read: for 520 properties it is seconds of
 * work, and a page view must not start it. With `results=none` it answers the totals the run
 * stored, without reading its rows (the page reads those a page at a time).
 */
export async function getOrganizationAudit(db: Database, organizationId: number, query: OrganizationAuditReadQuery = { results: 'all' }): Promise<OrganizationAuditResponse> {
  const run = await latestAuditRun(db, organizationId);
  if (run && query.results === 'none') {
    return {
      organizationId,
      totalPropertiesAudited: run.totalPropertiesAudited,
      flaggedProperties: run.flaggedProperties,
      averageDiscrepancy: toFiniteNumber(run.averageDiscrepancy) ?? 0,
      auditAccuracy: run.auditAccuracy === null ? null : toFiniteNumber(run.auditAccuracy),
      auditResults: [],
      auditDate: run.auditDate.toISOString(),
    };
  }
  if (run) {
    const rows = await auditsOfRun(db, run.id);
    return summaryOf(
      organizationId,
      rows.map(({ audit, address }) => ({ propertyId: audit.propertyId, address, finding: storedFinding(audit) })),
      run.auditDate.toISOString(),
    );
  }
  return summaryOf(organizationId, [], null);
}

/**
 * GET /api/cash-flow-audit/organization/{id}/properties: a page of the latest run's rows
 * (sorted and filtered in the database); no rows before the first run.
 */
export async function getOrganizationAuditRows(db: Database, organizationId: number, query: AuditRowsQuery): Promise<AuditRowsPage> {
  const run = await latestAuditRun(db, organizationId);
  if (!run) return { items: [], total: 0, page: query.page, pageSize: query.pageSize, pageCount: 0, runId: null };
  const page = await auditRowsOfRun(db, run.id, query);
  const rows = summaryOf(
    organizationId,
    page.items.map(({ audit, address }) => ({ propertyId: audit.propertyId, address, finding: storedFinding(audit) })),
    null,
  ).auditResults;
  return { ...page, items: rows, runId: run.id };
}

/** Audits every property of the organization and stores the run (the findings first, then one short transaction). */
async function auditAndStore(
  db: Database,
  userId: number | null,
  organizationId: number,
  options: Parameters<typeof organizationFindings>[2] = {},
): Promise<{ run: CashFlowAuditRunRow; summary: OrganizationAuditResponse }> {
  const lines = await organizationFindings(db, organizationId, options);
  const summary = summaryOf(organizationId, lines, null);
  // Only the writes share a transaction: on PGlite a transaction holds the one connection.
  const run = await db.transaction(async (tx) => {
    const stored = await insertAuditRun(tx, {
      organizationId,
      userId,
      totalPropertiesAudited: summary.totalPropertiesAudited,
      flaggedProperties: summary.flaggedProperties,
      averageDiscrepancy: String(summary.averageDiscrepancy),
      auditAccuracy: summary.auditAccuracy === null ? null : String(summary.auditAccuracy),
    });
    await insertAudits(
      tx,
      lines.map((line) => auditValues(line.finding, { organizationId, propertyId: line.propertyId, userId, runId: stored.id })),
    );
    return stored;
  });
  return { run, summary: { ...summary, auditDate: run.auditDate.toISOString() } };
}

/** Audits every property of the organization and stores the run, in this call (the job's work; also scripts and tests). */
export async function runOrganizationAudit(db: Database, userId: number, scope: OrganizationScope): Promise<OrganizationAuditResponse> {
  return (await auditAndStore(db, userId, scope.organizationId)).summary;
}

function runSummaryOf(run: CashFlowAuditRunRow, summary: Pick<OrganizationAuditResponse, 'averageDiscrepancy' | 'auditAccuracy'>): AuditRunSummary {
  return {
    runId: run.id,
    organizationId: run.organizationId,
    totalPropertiesAudited: run.totalPropertiesAudited,
    flaggedProperties: run.flaggedProperties,
    averageDiscrepancy: summary.averageDiscrepancy,
    auditAccuracy: summary.auditAccuracy,
    auditDate: run.auditDate.toISOString(),
  };
}

/** The organization audit job's work: progress per slice of properties, the run's totals as its result. */
export async function organizationAuditJob(context: JobContext): Promise<Record<string, unknown>> {
  const { run, summary } = await auditAndStore(context.db, context.userId, context.organizationId, {
    progress: (done, total) => context.progress(done, total),
    signal: context.signal,
  });
  return runSummaryOf(run, summary);
}

function toOrganizationAuditJob(row: BackgroundJobRow): OrganizationAuditJob {
  return { ...jobStatusOf(row), result: row.state === 'completed' && row.result ? (row.result as unknown as AuditRunSummary) : null };
}

/**
 * POST /api/cash-flow-audit/organization: queues an audit of every property of the selected
 * organization, or answers the one already queued or running (one at a time per organization).
 * The queue answers that one itself (an audit is a one-at-a-time kind): a check here first
 * would let simultaneous requests all see none and each start an audit.
 */
export async function startOrganizationAudit(jobs: JobEnqueuer, userId: number, scope: OrganizationScope): Promise<OrganizationAuditJob> {
  return toOrganizationAuditJob(await jobs.enqueue('organization-audit', { organizationId: scope.organizationId, userId, input: {} }));
}

/** GET /api/cash-flow-audit/jobs/{jobId}: an audit job of the selected organization, else 404. */
export async function getOrganizationAuditJob(db: Database, scope: OrganizationScope, jobId: string): Promise<OrganizationAuditJob> {
  const row = await findJobOfOrganization(db, scope.organizationId, 'organization-audit', jobId);
  if (!row) throw notFound('Audit job not found');
  return toOrganizationAuditJob(row);
}

/** A property the organization audits (its own or in its portfolio), else 404. */
async function loadAuditedProperty(db: Database, scope: OrganizationScope, propertyId: number): Promise<PropertyRow> {
  const property = await findPropertyById(db, propertyId);
  if (!property || !(await isAuditedBy(db, scope.organizationId, property))) throw notFound('Property not found');
  return property;
}

/** The engine's rent scenarios for the finding; null when it lacks a price, or both a market estimate and a rent. */
function rentScenariosOf(finding: CashFlowFinding) {
  return forecastRentScenarios({ auditedPrice: finding.auditedPrice, auditedRent: finding.auditedRent, marketRent: finding.marketRent });
}

type ForecastValues = Omit<NewCashFlowForecast, 'organizationId' | 'propertyId'>;

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

/**
 * POST /api/cash-flow-audit/property/{id}: audits the property now and stores the audit and
 * (when a forecast is possible: a price, and a market estimate or a rent) a new forecast, in one transaction.
 */
export async function runPropertyAudit(
  db: Database,
  userId: number,
  scope: OrganizationScope,
  propertyId: number,
  soda: SodaConfig | null = null,
): Promise<PropertyAuditResponse> {
  const property = await loadAuditedProperty(db, scope, propertyId);
  const finding = await findingFor(db, scope.organizationId, property, soda);
  return db.transaction(async (tx) => {
    const [row] = await insertAudits(tx, [auditValues(finding, { organizationId: scope.organizationId, propertyId, userId, runId: null })]);
    if (rentScenariosOf(finding) !== null) {
      await insertForecast(tx, { organizationId: scope.organizationId, propertyId, ...forecastValues(finding, property) });
    }
    return toPropertyAudit(row!);
  });
}

/** GET /api/cash-flow-audit/property/{id}: the latest stored audit; the first request runs one. */
export async function getPropertyAudit(
  db: Database,
  userId: number,
  scope: OrganizationScope,
  propertyId: number,
  soda: SodaConfig | null = null,
): Promise<PropertyAuditResponse> {
  await loadAuditedProperty(db, scope, propertyId);
  const latest = await latestPropertyAudit(db, scope.organizationId, propertyId);
  return latest ? toPropertyAudit(latest) : runPropertyAudit(db, userId, scope, propertyId, soda);
}

/** GET /api/cash-flow-forecast/property/{id}: the latest stored forecast; the first request makes one. */
export async function getForecast(db: Database, scope: OrganizationScope, propertyId: number, soda: SodaConfig | null = null): Promise<ForecastResponse> {
  const property = await loadAuditedProperty(db, scope, propertyId);
  const latest = await latestForecast(db, scope.organizationId, propertyId);
  if (latest) return toForecast(latest);
  const finding = await findingFor(db, scope.organizationId, property, soda);
  return toForecast(await insertForecast(db, { organizationId: scope.organizationId, propertyId, ...forecastValues(finding, property) }));
}
