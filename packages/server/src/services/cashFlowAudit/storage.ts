/**
 * The cash-flow audit's rows and answers: a finding as the row it is stored as, a stored row as the
 * contract's property audit, and the organization summary (the engine's totals and each row's
 * shown status) from findings or stored rows alike.
 */
import type { OrganizationAuditResponse, PropertyAuditResponse } from '../../contract';
import type { CashFlowAuditRow, NewCashFlowAudit } from '../../db/queries/audits';
import { auditStatus, ENGINE_VERSION, summarizeAudit, toFiniteNumber } from '../engine';
import type { AuditRiskLevel, CashFlowFinding } from './findings';

const text = (n: number | null) => (n === null ? null : String(n));

/** A finding as the audit row it is stored as (with the engine version that made it). */
export function auditValues(finding: CashFlowFinding, ids: { organizationId: number; propertyId: number; userId: number | null; runId: number | null }): NewCashFlowAudit {
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

/** A stored audit row as the contract's property audit. */
export function toPropertyAudit(row: CashFlowAuditRow): PropertyAuditResponse {
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

/** The organization summary: the engine's totals over the lines and each line's shown status (a flag never milder than a warning). */
export function summaryOf(
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
export function storedFinding(audit: CashFlowAuditRow) {
  return {
    discrepancyPercentage: Number(audit.discrepancyPercentage),
    riskLevel: audit.riskLevel as AuditRiskLevel,
    flagged: audit.flagged,
    marketRent: audit.marketRent ?? null,
    originalMonthlyRent: toFiniteNumber(audit.originalMonthlyRent),
    originalMonthlyCashFlow: toFiniteNumber(audit.originalMonthlyCashFlow),
  };
}
