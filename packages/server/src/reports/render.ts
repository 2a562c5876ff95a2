/**
 * Stored report data → file bytes, for every format. Pure in its arguments (the branded PDF also
 * takes the organization's branding, loaded by the caller), so it runs the same in the request,
 * in the render worker, and when a stored report is rendered again.
 */
import type { ReportFormat } from '../contract/reports';
import type { OrganizationBranding } from './branding/organizationBranding';
import { renderDealCsv, renderTeamCsv } from './csv';
import type { ReportData } from './dealReportData';
import { renderDealReportPdf } from './pdf';
import { renderDealXlsx, renderTeamXlsx } from './xlsx/workbook';

export async function renderReportData(format: ReportFormat, data: ReportData, branding?: OrganizationBranding): Promise<Buffer> {
  if (data.kind === 'team') {
    if (format === 'team-csv') return Buffer.from(renderTeamCsv(data), 'utf8');
    if (format === 'team-xlsx') return renderTeamXlsx(data);
    throw new Error(`${format} is not a team export format`);
  }
  switch (format) {
    case 'csv':
      return Buffer.from(renderDealCsv(data), 'utf8');
    case 'xlsx':
      return renderDealXlsx(data);
    case 'pdf':
      return renderDealReportPdf(data);
    case 'pdf-premium':
      return renderDealReportPdf(data);
    case 'pdf-branded':
      if (!branding) throw new Error('a branded PDF needs the organization branding');
      return renderDealReportPdf(data, branding);
    default:
      throw new Error(`${format} is not a deal report format`);
  }
}
