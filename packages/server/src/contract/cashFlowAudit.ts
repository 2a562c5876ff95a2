/**
 * Cash-flow audit and forecast contract (spec 2 §3, §7, §9).
 *
 * Audit method: each property's monthly cash flow is recomputed with the engine's
 * Buy & Hold calculator from its stored price and rent (spec defaults) and compared with
 * the stored `monthlyNetCashFlow`: discrepancy % = (recomputed − stored) ÷ |stored| × 100;
 * flagged when its size is above 15 %. Each audit also estimates the market rent from
 * comparable NYC sales (`marketRent`) and recomputes the cash flow at it; forecasts take their
 * high / median / low rents from that estimate. Risk, confidence and forecast rules:
 * services/cashFlowAudit.ts.
 */
import { z } from 'zod';
import { idParam } from './properties';

export const RISK_LEVELS = ['Low', 'Medium', 'High'] as const;

export const auditOrganizationParamsSchema = z.object({ organizationId: idParam() });
export const auditPropertyParamsSchema = z.object({ propertyId: idParam() });
export const auditOrganizationQuerySchema = z.object({ organizationId: idParam().optional() });

/**
 * A property's market rent estimate (engine `estimateMarketRent`: value ÷ gross rent
 * multiplier ÷ 12, the value from comparable NYC sales or the property's own price).
 * Money in USD per month.
 */
export const auditMarketRentSchema = z.object({
  estimate: z.number().min(0),
  low: z.number().min(0),
  high: z.number().min(0),
  /** The method and multiplier, in words. */
  method: z.string(),
  /** comparable-price-per-sqft, comparable-median-price, own-last-sale or purchase-price. */
  valueBasis: z.string(),
  grossRentMultiplier: z.number().positive(),
  /** Comparable sales that entered the value (0 when the property's own price was used). */
  comparablesUsed: z.number().int().min(0),
  /** 0 to 1, from how complete the data is. */
  confidence: z.number().min(0).max(1),
  fallbacksUsed: z.array(z.string()),
  /** The engine's Buy & Hold monthly cash flow at the estimated rent; null without a price. */
  monthlyCashFlow: z.number().nullable(),
});
export type AuditMarketRent = z.infer<typeof auditMarketRentSchema>;

/** One property's line in an organization audit. */
export const auditResultSchema = z.object({
  propertyId: z.number().int().positive(),
  address: z.string(),
  discrepancyPercentage: z.number(),
  riskLevel: z.enum(RISK_LEVELS),
  flagged: z.boolean(),
  /** Estimated market rent, USD per month; null when there was nothing to estimate it from. */
  marketRentEstimate: z.number().nullable(),
});

export const organizationAuditResponseSchema = z.object({
  organizationId: z.number().int().positive(),
  totalPropertiesAudited: z.number().int().min(0),
  flaggedProperties: z.number().int().min(0),
  /** Mean size of the discrepancies, percent units. */
  averageDiscrepancy: z.number(),
  /** Share of audited properties not flagged, percent units; null when none were audited. */
  auditAccuracy: z.number().nullable(),
  auditResults: z.array(auditResultSchema),
  /** When the stored run was made; null for a live figure (no run stored yet). */
  auditDate: z.string().nullable(),
});
export type OrganizationAuditResponse = z.infer<typeof organizationAuditResponseSchema>;

export const propertyAuditResponseSchema = z.object({
  id: z.number().int().positive(),
  propertyId: z.number().int().positive(),
  auditDate: z.string(),
  riskLevel: z.enum(RISK_LEVELS),
  originalMonthlyRent: z.number().nullable(),
  originalMonthlyCashFlow: z.number().nullable(),
  /** Monthly cash flow recomputed by the engine, USD; null when price or rent is missing. */
  recomputedMonthlyCashFlow: z.number().nullable(),
  discrepancyPercentage: z.number(),
  /** 0 to 1. */
  confidenceScore: z.number().min(0).max(1),
  flagged: z.boolean(),
  fallbacksUsed: z.array(z.string()),
  flaggedAssets: z.array(z.string()),
  /** The market rent estimate; null when there was no comparable sale or price to estimate from. */
  marketRent: auditMarketRentSchema.nullable(),
});
export type PropertyAuditResponse = z.infer<typeof propertyAuditResponseSchema>;

export const forecastResponseSchema = z.object({
  id: z.number().int().positive(),
  propertyId: z.number().int().positive(),
  generationDate: z.string(),
  /** 0 to 1. */
  confidenceLevel: z.number().min(0).max(1),
  rentHighScenario: z.number(),
  rentMedianScenario: z.number(),
  rentLowScenario: z.number(),
  cashFlowHighScenario: z.number(),
  cashFlowMedianScenario: z.number(),
  cashFlowLowScenario: z.number(),
  /** Cap rate at the median rent, percent units. */
  updatedCapRate: z.number().nullable(),
  /** How the scenarios were derived, in words. */
  method: z.string(),
});
export type ForecastResponse = z.infer<typeof forecastResponseSchema>;
