/**
 * Report formats: which plan opens each (403 TIER_LIMIT naming the plan), their content types and
 * file names, and rendering stored report data into a file in this thread.
 */
import { TIERS, canExport, planFor } from '@rei/engine';
import type { ReportFormat } from '../contract';
import { TEAM_REPORT_FORMATS } from '../contract';
import type { Database } from '../db/client';
import { findReportOfOrganization, type ReportRow } from '../db/queries/reports';
import type { OrganizationScope } from './organizationScope';
import { notFound, tierLimit } from '../errors';
import type { ReportData } from '../reports/dealReportData';
import type { OrganizationBranding } from '../reports/branding/organizationBranding';
import { renderReportData } from '../reports/render';
import { loadOrganizationBranding } from './branding';
import { effectiveTierOf } from './subscription';

// ---------------------------------------------------------------------------------------------
// Formats and the plan table

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export function fileKind(format: ReportFormat): keyof typeof CONTENT_TYPES {
  if (format === 'csv' || format === 'team-csv') return 'csv';
  if (format === 'xlsx' || format === 'team-xlsx') return 'xlsx';
  return 'pdf';
}

/** Formats rendered in the request: CSV takes well under a millisecond. */
export const INLINE_FORMATS: readonly ReportFormat[] = ['csv', 'team-csv'];

export const isTeamFormat = (format: ReportFormat) => (TEAM_REPORT_FORMATS as readonly string[]).includes(format);

/** The cheapest plan whose `PLANS` row includes the format. */
export function planNeededFor(format: ReportFormat): string {
  const tier = TIERS.find((candidate) => canExport(candidate, format)) ?? TIERS[TIERS.length - 1]!;
  return planFor(tier).name;
}

/** 403 TIER_LIMIT naming the plan that opens the format, unless the caller's plan includes it. */
export async function assertReportFormatAllowed(db: Database, userId: number, format: ReportFormat): Promise<void> {
  const tier = await effectiveTierOf(db, userId);
  if (canExport(tier, format)) return;
  const needed = planNeededFor(format);
  const neededTier = TIERS.find((candidate) => canExport(candidate, format)) ?? null;
  throw tierLimit(`The ${planFor(tier).name} plan does not include ${format} reports. Upgrade to ${needed} or higher to export ${format}.`, {
    feature: `export:${format}`,
    limit: null,
    used: null,
    plan: tier,
    upgradeTo: neededTier,
  });
}


// ---------------------------------------------------------------------------------------------
// Rendering

/** The organization's branding when the format is the branded PDF (loaded here, passed to the renderer). */
export async function brandingFor(db: Database, format: ReportFormat, data: ReportData): Promise<OrganizationBranding | undefined> {
  return format === 'pdf-branded' && data.kind === 'deal' ? loadOrganizationBranding(db, data.organization.id) : undefined;
}

/** The file of a report's stored data, in its format, rendered in this thread. */
export async function renderReportFile(db: Database, format: ReportFormat, data: ReportData): Promise<Buffer> {
  return renderReportData(format, data, await brandingFor(db, format, data));
}

function slug(text: string, max = 48): string {
  const s = text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, max)
    .replace(/-+$/, '');
  return s || 'report';
}

export function fileNameOf(format: ReportFormat, data: ReportData, now: Date): string {
  const date = now.toISOString().slice(0, 10);
  const ext = fileKind(format);
  if (data.kind === 'team') return `rei-portfolio-${slug(data.organization.name, 40)}-${date}.${ext}`;
  const branded = format === 'pdf-branded' ? '-branded' : format === 'pdf-premium' ? '-due-diligence' : '';
  return `rei-${slug(data.strategy.type.replace(/_/g, '-'), 20)}-${slug(data.property?.address ?? `standalone-${data.title}`)}-${date}${branded}.${ext}`;
}

export const REPORT_NOT_FOUND = 'Report not found';

/** A report of the selected organization, or 404. */
export async function loadReport(db: Database, scope: OrganizationScope, id: number): Promise<ReportRow> {
  const row = await findReportOfOrganization(db, scope.organizationId, id);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}
