/**
 * The page frame of the PDF deal report: the margins, the header band on every page (plain: the
 * report's kind and the address; branded: the organization's colours, logo, name and contact
 * line) and the footer with the reproducibility stamp and the page number.
 */
import type { OrganizationBranding } from '../branding/organizationBranding';
import { STANDALONE_ANALYSIS, type DealReportData, type ReportStamp } from '../dealReportData';
import { drawLogo } from './logo';
import { pdfSafe } from './pdfText';
import { stampLines } from './stamp';
import type { PdfTheme } from './theme';
import { fitLine } from './writer';

export const PAGE_MARGIN = 50;
export const HEADER_HEIGHT = { plain: 30, branded: 52 };
export const FOOTER_HEIGHT = 44;

/** The header band, drawn on each page as it is added. */
export function drawHeader(doc: PDFKit.PDFDocument, theme: PdfTheme, data: DealReportData, branding: OrganizationBranding | undefined): void {
  const width = doc.page.width;
  doc.save();
  if (branding) {
    const height = HEADER_HEIGHT.branded;
    doc.rect(0, 0, width, height).fill(theme.primary);
    doc.rect(0, height, width, 3).fill(theme.accent);
    let textX = PAGE_MARGIN;
    if (branding.logo) {
      // A white plate keeps a dark logo readable on a dark band.
      doc.roundedRect(PAGE_MARGIN - 4, 8, 118, height - 16, 3).fill('#ffffff');
      drawLogo(doc, branding.logo, PAGE_MARGIN, 11, 110, height - 22);
      textX = PAGE_MARGIN + 126;
    }
    const textWidth = width - textX - PAGE_MARGIN;
    doc.font('Helvetica-Bold').fontSize(13).fillColor(theme.onPrimary);
    doc.text(fitLine(doc, branding.organizationName, textWidth), textX, 12, { lineBreak: false });
    if (branding.contactLine) {
      doc.font('Helvetica').fontSize(8.5).fillColor(theme.onPrimary);
      doc.text(fitLine(doc, branding.contactLine, textWidth), textX, 30, { lineBreak: false });
    }
  } else {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(theme.ink).text(data.premium ? 'REI · Due-diligence report' : 'REI · Deal report', PAGE_MARGIN, 18, { lineBreak: false });
    doc.font('Helvetica').fontSize(8).fillColor(theme.muted);
    doc.text(fitLine(doc, data.property?.address ?? STANDALONE_ANALYSIS, width - PAGE_MARGIN * 2 - 150), PAGE_MARGIN + 150, 18, { width: width - PAGE_MARGIN * 2 - 150, align: 'right', lineBreak: false });
    doc.moveTo(PAGE_MARGIN, 30).lineTo(width - PAGE_MARGIN, 30).lineWidth(0.75).strokeColor(theme.accent).stroke();
  }
  doc.restore();
}

/** The footer of every page (the stamp's three lines and "Page n of N"), drawn once all pages exist. */
export function drawFooters(doc: PDFKit.PDFDocument, theme: PdfTheme, stamp: ReportStamp): void {
  const range = doc.bufferedPageRange();
  const [engineLine, createdLine, datasetsLine] = stampLines(stamp);
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Drawing in the bottom margin: lift the margin so PDFKit does not start a new page.
    doc.page.margins.bottom = 0;
    const width = doc.page.width - PAGE_MARGIN * 2;
    const top = doc.page.height - FOOTER_HEIGHT;
    doc.moveTo(PAGE_MARGIN, top - 4).lineTo(PAGE_MARGIN + width, top - 4).lineWidth(0.5).strokeColor(theme.rule).stroke();
    doc.font('Helvetica').fontSize(6.5).fillColor(theme.muted);
    doc.text(pdfSafe(engineLine), PAGE_MARGIN, top, { width: width - 60, lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, PAGE_MARGIN + width - 60, top, { width: 60, align: 'right', lineBreak: false });
    doc.text(fitLine(doc, createdLine, width), PAGE_MARGIN, top + 9, { lineBreak: false });
    doc.text(pdfSafe(datasetsLine), PAGE_MARGIN, top + 18, { width, height: 18, ellipsis: true });
    doc.page.margins.bottom = bottomMargin;
  }
}
