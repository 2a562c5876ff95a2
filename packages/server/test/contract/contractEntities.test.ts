import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  cashFlowAuditResultSchema,
  cashFlowForecastSchema,
  nycRecordSchema,
  propertyAuditSchema,
  type CashFlowAuditResult,
  type CashFlowForecast,
  type NycRecord,
  type PortfolioCard,
  type Property,
  type PropertyAudit,
} from '@rei/engine';
import {
  forecastResponseSchema,
  nycPropertyDataSchema,
  organizationAuditResponseSchema,
  propertyAuditResponseSchema,
  propertyResponseSchema,
  type ForecastResponse,
  type NycPropertyData,
  type OrganizationAuditResponse,
  type PortfolioCardResponse,
  type PropertyAuditResponse,
  type PropertyResponse,
  type PropertySearchResponse,
} from '../../src/contract';

// The contract's answers are the engine's entities (or built from them), so the app can hand
// an answer to a screen that takes the engine's type without a cast. The type checks below
// fail the typecheck when the two drift apart.
describe('contract answers are the engine entities', () => {
  it('answers the NYC record and the audits with the engine schemas themselves', () => {
    expect(nycPropertyDataSchema).toBe(nycRecordSchema);
    expect(organizationAuditResponseSchema).toBe(cashFlowAuditResultSchema);
    expect(propertyAuditResponseSchema).toBe(propertyAuditSchema);
    expect(forecastResponseSchema).toBe(cashFlowForecastSchema);
    expectTypeOf<NycPropertyData>().toEqualTypeOf<NycRecord>();
    expectTypeOf<OrganizationAuditResponse>().toEqualTypeOf<CashFlowAuditResult>();
    expectTypeOf<PropertyAuditResponse>().toEqualTypeOf<PropertyAudit>();
    expectTypeOf<ForecastResponse>().toEqualTypeOf<CashFlowForecast>();
  });

  it('answers a property and a dashboard card that the screens take as they are', () => {
    expectTypeOf<PropertyResponse>().toExtend<Property>();
    expectTypeOf<PropertySearchResponse>().toExtend<Property>();
    expectTypeOf<PortfolioCardResponse>().toExtend<PortfolioCard>();
  });

  it('answers every stored property field, null when unknown', () => {
    const shape = propertyResponseSchema.shape;
    expect(shape.capRate.safeParse(null).success).toBe(true);
    expect(shape.capRate.safeParse(undefined).success).toBe(false);
    expect(Object.keys(shape)).toEqual(expect.arrayContaining(['id', 'userId', 'organizationId', 'isDemo', 'createdAt', 'updatedAt', 'strategyStructured']));
  });
});
