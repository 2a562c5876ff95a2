/**
 * Cash-flow audit and forecast routes: their parameters, and their answers, which are the
 * engine's audit entities as they are (`@rei/engine` domain/audit.ts declares them once).
 *
 * How an audit works: each property's monthly cash flow is recomputed with the engine's
 * Buy & Hold calculator from its stored price and rent (default assumptions) and compared with
 * the stored `monthlyNetCashFlow`: discrepancy % = (recomputed − stored) ÷ |stored| × 100; the
 * property is flagged when that is more than 15 % either way. Each audit also estimates the market
 * rent from comparable NYC sales (`marketRent`) and recomputes the cash flow at it; forecasts take
 * their high, median and low rents from that estimate. The risk, confidence and forecast rules
 * live with the audit service.
 */
import {
  cashFlowAuditResultSchema,
  cashFlowForecastSchema,
  propertyAuditSchema,
  type CashFlowAuditResult,
  type CashFlowForecast,
  type PropertyAudit,
} from '@rei/engine';
import { z } from 'zod';
import { idParam } from './properties';

export { RISK_LEVELS, auditMarketRentSchema, auditResultSchema, type AuditMarketRent, type AuditResult } from '@rei/engine';

export const auditOrganizationParamsSchema = z.object({ organizationId: idParam() });
export const auditPropertyParamsSchema = z.object({ propertyId: idParam() });
export const auditOrganizationQuerySchema = z.object({ organizationId: idParam().optional() });

/** GET and POST /api/cash-flow-audit/organization…: the organization's audit. */
export const organizationAuditResponseSchema = cashFlowAuditResultSchema;
export type OrganizationAuditResponse = CashFlowAuditResult;

/** GET and POST /api/cash-flow-audit/property/{propertyId}: the property's latest audit. */
export const propertyAuditResponseSchema = propertyAuditSchema;
export type PropertyAuditResponse = PropertyAudit;

/** GET /api/cash-flow-forecast/property/{propertyId}: the property's forecast. */
export const forecastResponseSchema = cashFlowForecastSchema;
export type ForecastResponse = CashFlowForecast;
