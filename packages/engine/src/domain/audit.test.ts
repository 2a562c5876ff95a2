import { describe, expect, it } from 'vitest';
import { auditMarketRentSchema, cashFlowAuditResultSchema, cashFlowForecastSchema, propertyAuditSchema } from './audit';

const marketRent = {
  estimate: 6000,
  low: 5400,
  high: 6600,
  method: 'GRM',
  valueBasis: 'purchase-price',
  grossRentMultiplier: 15,
  comparablesUsed: 0,
  confidence: 0.2,
  fallbacksUsed: [],
  monthlyCashFlow: null,
};

const propertyAudit = {
  id: 1,
  propertyId: 7,
  auditDate: '2026-01-01T00:00:00.000Z',
  riskLevel: 'Low',
  originalMonthlyRent: 3000,
  originalMonthlyCashFlow: 400,
  recomputedMonthlyCashFlow: 408,
  discrepancyPercentage: 2,
  confidenceScore: 0.9,
  flagged: false,
  fallbacksUsed: [],
  flaggedAssets: [],
  marketRent,
};

const forecast = {
  id: 1,
  propertyId: 7,
  generationDate: '2026-01-01T00:00:00.000Z',
  confidenceLevel: 0.8,
  rentHighScenario: 3000,
  rentMedianScenario: 2800,
  rentLowScenario: 2500,
  cashFlowHighScenario: 600,
  cashFlowMedianScenario: 400,
  cashFlowLowScenario: 100,
  updatedCapRate: null,
  method: 'Median rent is the market estimate.',
};

describe('audit schemas', () => {
  it('accepts an organization audit as the API answers it, live or stored', () => {
    const audit = {
      organizationId: 3,
      totalPropertiesAudited: 1,
      flaggedProperties: 0,
      averageDiscrepancy: 3.2,
      auditAccuracy: 100,
      auditResults: [{ propertyId: 1, address: '1 Main Street', discrepancyPercentage: 3.2, riskLevel: 'Low', flagged: false, marketRentEstimate: null, status: 'ok', statusReasons: [] }],
      auditDate: null,
    };
    expect(cashFlowAuditResultSchema.safeParse(audit).success).toBe(true);
    expect(cashFlowAuditResultSchema.safeParse({ ...audit, auditDate: '2026-01-01T00:00:00.000Z', auditAccuracy: null }).success).toBe(true);
  });

  it('takes only the three risk levels', () => {
    expect(propertyAuditSchema.safeParse(propertyAudit).success).toBe(true);
    expect(propertyAuditSchema.safeParse({ ...propertyAudit, riskLevel: 'Severe' }).success).toBe(false);
  });

  it('keeps confidences between 0 and 1', () => {
    expect(propertyAuditSchema.safeParse({ ...propertyAudit, confidenceScore: 1.2 }).success).toBe(false);
    expect(auditMarketRentSchema.safeParse({ ...marketRent, confidence: 2 }).success).toBe(false);
    expect(cashFlowForecastSchema.safeParse({ ...forecast, confidenceLevel: -0.1 }).success).toBe(false);
  });

  it('says "nothing to estimate from" with null, never by leaving a field out', () => {
    expect(propertyAuditSchema.safeParse({ ...propertyAudit, marketRent: null }).success).toBe(true);
    const { marketRent: _left, ...withoutMarketRent } = propertyAudit;
    expect(propertyAuditSchema.safeParse(withoutMarketRent).success).toBe(false);
  });

  it('accepts a forecast with its method', () => {
    expect(cashFlowForecastSchema.safeParse(forecast).success).toBe(true);
    const { method: _left, ...withoutMethod } = forecast;
    expect(cashFlowForecastSchema.safeParse(withoutMethod).success).toBe(false);
  });
});
