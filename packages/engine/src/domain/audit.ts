import { z } from 'zod';
import { entityId, isoDate } from './fields';

export const RISK_LEVELS = ['Low', 'Medium', 'High'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** One property's line in an organization audit. `discrepancyPercentage` in percent units. */
export const auditResultSchema = z.object({
  propertyId: entityId(),
  discrepancyPercentage: z.number(),
  riskLevel: z.string(),
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
});
export type CashFlowForecast = z.infer<typeof cashFlowForecastSchema>;
