import * as z from 'zod/mini';
import { DISCREPANCY_STATUSES } from '../rules/audit/audit';
import { AUDIT_STATUS_REASONS } from '../rules/audit/auditStatus';
import { entityId, isoDate } from './fields';

/*
 * The cash-flow audit and forecast as the API answers them and the audit page shows them.
 * An audit recomputes a property's monthly cash flow with the Buy & Hold calculator and
 * compares it with the owner's stated figure; a forecast gives high, median and low rent and
 * cash-flow scenarios. Money in USD per month unless said otherwise; confidences 0 to 1;
 * percentages in percent units (12.5 = 12.5 %); dates as ISO strings.
 */

export const RISK_LEVELS = ['Low', 'Medium', 'High'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
const riskLevel = () => z.enum(RISK_LEVELS);

/**
 * A property's market rent estimate (from `estimateMarketRent`): the property's value, from
 * comparable NYC sales or its own price, divided by a gross rent multiplier and by 12; the band
 * around it, how it was found, the comparables used, the fallbacks taken and the monthly cash
 * flow at that rent.
 */
export const auditMarketRentSchema = /* @__PURE__ */ (() => z.object({
  estimate: z.number().check(z.minimum(0)),
  low: z.number().check(z.minimum(0)),
  high: z.number().check(z.minimum(0)),
  /** The method and multiplier, in words. */
  method: z.string(),
  /** comparable-price-per-sqft, comparable-median-price, own-last-sale or purchase-price. */
  valueBasis: z.string(),
  grossRentMultiplier: z.number().check(z.positive()),
  /** Comparable sales that entered the value (0 when the property's own price was used). */
  comparablesUsed: z.number().check(z.int(), z.minimum(0)),
  /** 0 to 1, from how complete the data is. */
  confidence: z.number().check(z.minimum(0), z.maximum(1)),
  fallbacksUsed: z.array(z.string()),
  /** The Buy & Hold monthly cash flow at the estimated rent; null without a price. */
  monthlyCashFlow: z.nullable(z.number()),
}))();
export type AuditMarketRent = z.infer<typeof auditMarketRentSchema>;

/** One property's line in an organization audit. */
export const auditResultSchema = /* @__PURE__ */ (() => z.object({
  propertyId: entityId(),
  address: z.string(),
  /** (recomputed − stated) ÷ |stated| × 100. */
  discrepancyPercentage: z.number(),
  riskLevel: riskLevel(),
  /** The discrepancy is large enough to flag (see the audit rules). */
  flagged: z.boolean(),
  /** Estimated market rent; null when there was nothing to estimate it from. */
  marketRentEstimate: z.nullable(z.number()),
  /**
   * What the row shows (`auditStatus`): the discrepancy's own status, made at least `watch` by a rent
   * outside the market band and `warning` by a cash flow at the market rent over 15 % off the stated one.
   */
  status: z.enum(DISCREPANCY_STATUSES),
  /** Why the row is not OK, in order; empty when it is. */
  statusReasons: z.array(z.enum(AUDIT_STATUS_REASONS)),
}))();
export type AuditResult = z.infer<typeof auditResultSchema>;

/** An organization's cash-flow audit: every property's line and the totals over them. */
export const cashFlowAuditResultSchema = /* @__PURE__ */ (() => z.object({
  organizationId: entityId(),
  totalPropertiesAudited: z.number().check(z.int(), z.minimum(0)),
  flaggedProperties: z.number().check(z.int(), z.minimum(0)),
  /** Mean size of the discrepancies, percent units. */
  averageDiscrepancy: z.number(),
  /** Share of audited properties not flagged, percent units; null when none were audited. */
  auditAccuracy: z.nullable(z.number()),
  auditResults: z.array(auditResultSchema),
  /** When the stored run was made; null when no run is stored yet (then nothing is audited and `auditResults` is empty). */
  auditDate: z.nullable(isoDate()),
}))();
export type CashFlowAuditResult = z.infer<typeof cashFlowAuditResultSchema>;

/** The latest cash-flow audit of one property. */
export const propertyAuditSchema = /* @__PURE__ */ (() => z.object({
  id: entityId(),
  propertyId: entityId(),
  auditDate: isoDate(),
  riskLevel: riskLevel(),
  originalMonthlyRent: z.nullable(z.number()),
  originalMonthlyCashFlow: z.nullable(z.number()),
  /** Monthly cash flow recomputed by the engine; null when price or rent is missing. */
  recomputedMonthlyCashFlow: z.nullable(z.number()),
  discrepancyPercentage: z.number(),
  confidenceScore: z.number().check(z.minimum(0), z.maximum(1)),
  flagged: z.boolean(),
  fallbacksUsed: z.array(z.string()),
  flaggedAssets: z.array(z.string()),
  /** The market rent estimate; null when there was no comparable sale or price to estimate from. */
  marketRent: z.nullable(auditMarketRentSchema),
}))();
export type PropertyAudit = z.infer<typeof propertyAuditSchema>;

/** A cash-flow forecast for one property: rent and cash flow in a high, median and low scenario. */
export const cashFlowForecastSchema = /* @__PURE__ */ (() => z.object({
  id: entityId(),
  propertyId: entityId(),
  generationDate: isoDate(),
  confidenceLevel: z.number().check(z.minimum(0), z.maximum(1)),
  rentHighScenario: z.number(),
  rentMedianScenario: z.number(),
  rentLowScenario: z.number(),
  cashFlowHighScenario: z.number(),
  cashFlowMedianScenario: z.number(),
  cashFlowLowScenario: z.number(),
  /** Cap rate at the median rent, percent units. */
  updatedCapRate: z.nullable(z.number()),
  /** How the scenarios were derived, in words. */
  method: z.string(),
}))();
export type CashFlowForecast = z.infer<typeof cashFlowForecastSchema>;
