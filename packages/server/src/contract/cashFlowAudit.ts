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
  auditResultSchema,
  cashFlowAuditResultSchema,
  cashFlowForecastSchema,
  propertyAuditSchema,
  type CashFlowAuditResult,
  type CashFlowForecast,
  type PropertyAudit,
} from '@rei/engine';
import { z } from 'zod';
import { jobStatusSchema } from './jobs';
import { pageQuerySchema, pageResponseSchema, queryBooleanSchema } from './paging';
import { idParam } from './properties';

export { RISK_LEVELS, auditMarketRentSchema, auditResultSchema, type AuditMarketRent, type AuditResult } from '@rei/engine';

export const auditOrganizationParamsSchema = z.object({ organizationId: idParam() });
export const auditPropertyParamsSchema = z.object({ propertyId: idParam() });
export const auditOrganizationQuerySchema = z.object({ organizationId: idParam().optional() });
/**
 * GET /api/cash-flow-audit/organization/{id}: `results=none` answers the latest run's stored totals
 * with `auditResults` empty (one small read whatever the portfolio's size; the rows are read a page
 * at a time from …/properties). The default, `all`, lists every row of the run.
 */
export const organizationAuditReadQuerySchema = z.object({ results: z.enum(['all', 'none']).default('all') });
export type OrganizationAuditReadQuery = z.infer<typeof organizationAuditReadQuerySchema>;

/** GET and POST /api/cash-flow-audit/organization…: the organization's audit. */
export const organizationAuditResponseSchema = cashFlowAuditResultSchema;
export type OrganizationAuditResponse = CashFlowAuditResult;

/** GET and POST /api/cash-flow-audit/property/{propertyId}: the property's latest audit. */
export const propertyAuditResponseSchema = propertyAuditSchema;
export type PropertyAuditResponse = PropertyAudit;

/** GET /api/cash-flow-forecast/property/{propertyId}: the property's forecast. */
export const forecastResponseSchema = cashFlowForecastSchema;
export type ForecastResponse = CashFlowForecast;

/** The totals of a stored organization audit run (the rows are paged separately). */
export const auditRunSummarySchema = z.object(cashFlowAuditResultSchema.shape).omit({ auditResults: true }).extend({ runId: z.number().int().min(1) });
export type AuditRunSummary = z.infer<typeof auditRunSummarySchema>;

/**
 * POST /api/cash-flow-audit/organization (202) and GET /api/cash-flow-audit/jobs/{jobId}: the
 * organization audit job; `result` holds the stored run's totals once it has completed.
 */
export const organizationAuditJobSchema = jobStatusSchema.extend({ result: auditRunSummarySchema.nullable() });
export type OrganizationAuditJob = z.infer<typeof organizationAuditJobSchema>;

/** Sort keys of an audit run's property rows. */
export const AUDIT_ROW_SORT_KEYS = ['address', 'discrepancyPercentage', 'riskLevel', 'marketRentEstimate'] as const;

/**
 * GET /api/cash-flow-audit/organization/{organizationId}/properties: a page of the latest run's rows,
 * sorted (ties by property id), filtered by address text (`q`) and by `flagged`.
 */
export const auditRowsQuerySchema = pageQuerySchema({
  sortKeys: AUDIT_ROW_SORT_KEYS,
  defaultSort: 'discrepancyPercentage',
  defaultDirection: 'desc',
  defaultPageSize: 25,
  filters: { flagged: queryBooleanSchema.optional() },
});
export type AuditRowsQuery = z.infer<typeof auditRowsQuerySchema>;
export const auditRowsPageSchema = pageResponseSchema(auditResultSchema).extend({
  /** The run the rows belong to; null before the first run. */
  runId: z.number().int().min(1).nullable(),
});
export type AuditRowsPage = z.infer<typeof auditRowsPageSchema>;
