import { z } from 'zod';
import { entityId, isoDate } from './fields';

export const RISK_LEVELS = ['Low', 'Medium', 'High'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** One property's line in an organization audit. `discrepancyPercentage` in percent units. */
export const auditResultSchema = z.object({
  propertyId: entityId(),
  discrepancyPercentage: z.number(),
  riskLevel: z.string(),
  /** Estimated market rent, USD per month; null when there was nothing to estimate it from. */
  marketRentEstimate: z.number().nullish(),
});
export type AuditResult = z.infer<typeof auditResultSchema>;

/** Answer of the organization cash-flow audit. */
export const cashFlowAuditResultSchema = z.object({
  totalPropertiesAudited: z.number().int().min(0),
  flaggedProperties: z.number().int().min(0),
  averageDiscrepancy: z.number(),
  auditResults: z.array(auditResultSchema),
});
export type CashFlowAuditResult = z.infer<typeof cashFlowAuditResultSchema>;

/**
 * A property audit's market rent estimate (from `estimateMarketRent`): USD per month, the
 * band, how it was found, the comparables used, confidence 0 to 1, the fallbacks taken and the
 * monthly cash flow at that rent.
 */
export const auditMarketRentSchema = z.object({
  estimate: z.number().min(0),
  low: z.number().min(0),
  high: z.number().min(0),
  method: z.string(),
  valueBasis: z.string(),
  grossRentMultiplier: z.number().positive(),
  comparablesUsed: z.number().int().min(0),
  confidence: z.number().min(0).max(1),
  fallbacksUsed: z.array(z.string()).default([]),
  monthlyCashFlow: z.number().nullish(),
});
export type AuditMarketRent = z.infer<typeof auditMarketRentSchema>;

/** The latest cash-flow audit of one property. Money in USD; confidence 0 to 1. */
export const propertyAuditSchema = z.object({
  id: entityId(),
  auditDate: isoDate(),
  riskLevel: z.string(),
  originalMonthlyRent: z.number().nullish(),
  originalMonthlyCashFlow: z.number().nullish(),
  discrepancyPercentage: z.number(),
  confidenceScore: z.number().min(0).max(1),
  fallbacksUsed: z.array(z.string()).default([]),
  flaggedAssets: z.array(z.string()).default([]),
  /** The market rent estimate; null or absent when there was nothing to estimate it from. */
  marketRent: auditMarketRentSchema.nullish(),
});
export type PropertyAudit = z.infer<typeof propertyAuditSchema>;

/** A cash-flow forecast for one property. Money in USD; confidence 0 to 1; cap rate in percent units. */
export const cashFlowForecastSchema = z.object({
  id: entityId(),
  generationDate: isoDate(),
  confidenceLevel: z.number().min(0).max(1),
  rentHighScenario: z.number(),
  rentMedianScenario: z.number(),
  rentLowScenario: z.number(),
  cashFlowHighScenario: z.number(),
  cashFlowMedianScenario: z.number(),
  cashFlowLowScenario: z.number(),
  updatedCapRate: z.number().nullish(),
  /** How the scenarios were derived, in words. */
  method: z.string().optional(),
});
export type CashFlowForecast = z.infer<typeof cashFlowForecastSchema>;
