/**
 * The PDF deal report: the document (page size, margins, metadata), the title block and the
 * order of its sections. Each section lives in its own module beside this one; the page frame
 * (header band, footer stamp) in `page.ts`, the drawing primitives in `writer.ts` and `chart.ts`.
 */
import PDFDocument from 'pdfkit';
import type { OrganizationBranding } from '../branding/organizationBranding';
import type { DealReportData } from '../dealReportData';
import { aiSummarySection, assumptionsSection } from './analysisSections';
import { amortizationSection, closingCostsSection } from './closingAndLoanSections';
import { comparablesSection } from './comparablesSection';
import { legalSection } from './legalSection';
import { drawFooters, drawHeader, FOOTER_HEIGHT, HEADER_HEIGHT, PAGE_MARGIN } from './page';
import { pdfSafe } from './pdfText';
import { premiumSections } from './premiumSections';
import { proFormaSection } from './proFormaSection';
import { propertySection, type PropertyPhoto } from './propertySection';
import { stampSection, utcDateTime } from './stamp';
import { strategyLayoutSection } from './strategyLayoutSection';
import { strategySection } from './strategySection';
import { pdfTheme } from './theme';
import { ReportWriter } from './writer';

/** Extra material the renderer cannot find in the report data itself. */
export interface PdfRenderOptions {
  /**
   * The property photo's bytes (PNG or JPEG), when the caller has them. The renderer never
   * fetches a URL itself; without bytes it prints the photo's web address as a link.
   */
  readonly photo?: PropertyPhoto | null;
}

/**
 * Renders a one-property deal report as a PDF, as a lender or partner reads it: the property
 * with its public-record facts and their sources, the photo, the strategy's inputs and every
 * result, NYC closing costs, the pro forma table with two vector charts, the loan's
 * amortization, comparable sales, legal matters with sources, the AI analysis and the
 * assumptions; the stamp (engine version, input hash, dataset dates, who and when) in the
 * footer of every page. With `branding`, the organization's name, logo, colours and contact
 * line head every page. Deterministic: the same data renders to the same bytes.
 *
 * @example
 * const pdf = await renderDealReportPdf(data, await loadOrganizationBranding(db, organizationId));
 */
export async function renderDealReportPdf(data: DealReportData, branding?: OrganizationBranding, options: PdfRenderOptions = {}): Promise<Buffer> {
  const theme = pdfTheme(branding);
  const headerHeight = branding ? HEADER_HEIGHT.branded : HEADER_HEIGHT.plain;
  const createdAt = new Date(data.stamp.createdAt);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: headerHeight + 22, bottom: FOOTER_HEIGHT + 14, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: pdfSafe(data.title),
      Author: pdfSafe(branding?.organizationName ?? data.organization.name),
      Subject: `Deal report · inputs SHA-256 ${data.stamp.inputsSha256}`,
      Creator: `REI engine ${data.stamp.engineVersion}`,
      Producer: 'REI',
      CreationDate: Number.isNaN(createdAt.getTime()) ? new Date(0) : createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.on('pageAdded', () => {
    const { x, y } = doc;
    drawHeader(doc, theme, data, branding);
    doc.x = x;
    doc.y = y;
  });

  doc.addPage();
  const writer = new ReportWriter(doc, theme);
  doc.x = writer.left;
  doc.y = doc.page.margins.top;

  // Title block
  doc.font('Helvetica-Bold').fontSize(18).fillColor(theme.ink).text(pdfSafe(data.title), writer.left, doc.y, { width: writer.width });
  doc.font('Helvetica').fontSize(9).fillColor(theme.muted).text(
    pdfSafe(`${data.premium ? 'Premium due-diligence report' : 'Deal report'} for ${data.organization.name} · prepared ${utcDateTime(data.stamp.createdAt)} by ${data.stamp.createdBy.name ?? data.stamp.createdBy.email}`),
    writer.left,
    doc.y + 2,
    { width: writer.width },
  );
  writer.gap(4);

  propertySection(writer, data, options.photo);
  premiumSections(writer, data);
  strategyLayoutSection(writer, data);
  strategySection(writer, data);
  closingCostsSection(writer, data);
  proFormaSection(writer, data);
  amortizationSection(writer, data);
  comparablesSection(writer, data);
  legalSection(writer, data);
  aiSummarySection(writer, data);
  assumptionsSection(writer, data);
  stampSection(writer, data.stamp);

  drawFooters(doc, theme, data.stamp);
  doc.end();
  return finished;
}
