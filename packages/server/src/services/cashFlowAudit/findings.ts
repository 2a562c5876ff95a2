/**
 * A finding: one property's stated monthly cash flow checked against the engine, with its market
 * rent. The rules are the engine's (`auditFigures`, `assessCashFlowAudit`, `computePropertyMetrics`);
 * this module reads the property's figures, lends the latest strategy's when the property lacks a
 * price or a rent, and words each concern the engine notes. `auditCashFlow` is pure;
 * `findingFor` and `loadAuditedProperty` read what a finding needs through the repositories.
 */
import type { AuditMarketRent } from '../../contract';
import { MONEY_MAX, MONTHLY_MONEY_MAX } from '../../contract/bounds';
import type { Database } from '../../db/database';
import { isAuditedBy } from '../../db/queries/audits';
import { findPropertyById, type PropertyRow } from '../../db/queries/properties';
import { latestStrategyOf } from '../../db/queries/strategies';
import { notFound } from '../../errors';
import type { SodaConfig } from '../../nyc/soda/client';
import { publicRecordMarketRent, type PropertyMarketRent } from '../auditMarketRent';
import {
  assessCashFlowAudit,
  auditFigures,
  formatCurrency,
  formatPercent,
  toFiniteNumber,
  type AuditConcern,
  type AuditFigureSources,
  type RiskLevel,
  type StrategyFigures,
} from '../engine';
import type { OrganizationScope } from '../organizationScope';
import { computePropertyMetrics } from '../propertyMetrics';

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
export type AuditedLot = Partial<Pick<PropertyRow, 'borough' | 'bbl' | 'buildingClass' | 'taxClass' | 'assessTotal' | 'city' | 'zip' | 'units'>>;

/** Only the lot fields of a property, for `computePropertyMetrics`. */
export function lotOf(property: AuditedLot): AuditedLot {
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
 * Audits one property's stored monthly cash flow against the engine (the rules are listed in
 * `index.ts`). Pure: the same property and strategy figures always give the same finding.
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

/** The finding for one property: its latest strategy when its own figures fall short, and its market rent from the public record. */
export async function findingFor(db: Database, organizationId: number, property: PropertyRow, soda: SodaConfig | null): Promise<CashFlowFinding> {
  // The latest saved strategy is read only when the property's own figures leave the price or the rent unknown.
  const strategy = needsStrategy(property) ? await latestStrategyOf(db, organizationId, property.id) : undefined;
  // The market rent from the public record the property page shows (its comparables, PLUTO, last sale).
  return auditCashFlow(property, strategyFigures(strategy?.inputs), await publicRecordMarketRent(db, property, soda));
}

/** Whether the property's own figures leave the price or the rent unknown (then its latest strategy lends them). */
export function needsStrategy(property: PropertyRow): boolean {
  const own = auditFigures(figureSources(property));
  return own.purchasePrice === null || own.monthlyRent === null;
}

/** A property the organization audits (its own or in its portfolio), else 404. */
export async function loadAuditedProperty(db: Database, scope: OrganizationScope, propertyId: number): Promise<PropertyRow> {
  const property = await findPropertyById(db, propertyId);
  if (!property || !(await isAuditedBy(db, scope.organizationId, property))) throw notFound('Property not found');
  return property;
}
